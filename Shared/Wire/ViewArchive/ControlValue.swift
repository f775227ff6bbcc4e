import Foundation
import WireValues

/// What a button or toggle of a widget runs when tapped (iOS 17): an App Intent, by its type and the
/// values of its parameters. The system sends it to the widget extension (`widget/perform`), which
/// runs `perform()` in its own process, then reloads the widget.
public struct ControlValue: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case button, toggle
    }

    public var kind: Kind
    /// The intent's Swift type, with its module (`GameWidgets.HealCharacterIntent`), to show.
    public var intent: String
    /// The same type as Swift's runtime names it (`_mangledTypeName`), by which the widget extension finds it:
    /// the runtime finds a struct by that name, not by the one people read.
    public var intentType: String
    /// Its parameters' values, as the system keeps a configuration.
    public var parameters: IntentValues
    /// A toggle's state as drawn; nil for a button.
    public var isOn: Bool?
    /// True when the intent is a `LiveActivityIntent`, which the system runs in the app's process
    /// (launched without opening it), not the widget extension's; nil otherwise.
    public var runsInApp: Bool?

    public init(kind: Kind, intent: String, intentType: String, parameters: IntentValues, isOn: Bool? = nil, runsInApp: Bool? = nil) {
        self.kind = kind
        self.intent = intent
        self.intentType = intentType
        self.parameters = parameters
        self.isOn = isOn
        self.runsInApp = runsInApp
    }
}
