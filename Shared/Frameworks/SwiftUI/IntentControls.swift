import AppIntents
import Foundation
import Intents

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

    public init(kind: Kind, intent: String, intentType: String, parameters: IntentValues, isOn: Bool? = nil) {
        self.kind = kind
        self.intent = intent
        self.intentType = intentType
        self.parameters = parameters
        self.isOn = isOn
    }

    init(_ kind: Kind, _ intent: some AppIntent, isOn: Bool? = nil) {
        let type = type(of: intent)
        self.init(
            kind: kind, intent: String(reflecting: type), intentType: _mangledTypeName(type) ?? String(reflecting: type),
            parameters: AppIntentReflection.values(of: intent), isOn: isOn)
    }
}

/// A button's purpose, which the system may draw it by.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A button that runs an App Intent when tapped: `Button(intent: Heal()) { Text("Heal") }`.
public struct Button<Label: View>: View, PrimitiveView {
    let control: ControlValue
    let role: ButtonRole?
    let label: Label

    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(role: nil, intent: intent, label: label)
    }

    public init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.control = ControlValue(.button, intent)
        self.role = role
        self.label = label()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.control(control, label: .single(label.nodes(in: environment))))
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.init(intent: intent) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
        self.init(intent: intent) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: some AppIntent) {
        self.init(role: role, intent: intent) { Text(titleKey) }
    }

    public init(_ title: some StringProtocol, role: ButtonRole?, intent: some AppIntent) {
        self.init(role: role, intent: intent) { Text(title) }
    }
}

/// A switch that runs an App Intent when tapped, drawn in the state `isOn` gives:
/// `Toggle(isOn: entry.isFavourite, intent: ToggleFavourite()) { Text("Favourite") }`.
public struct Toggle<Label: View>: View, PrimitiveView {
    let control: ControlValue
    let label: Label

    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.control = ControlValue(.toggle, intent, isOn: isOn)
        self.label = label()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        // The label, then the switch: a filled circle when on, an empty one when off.
        let mark = ViewNode.image(ImageValue(systemName: control.isOn == true ? "checkmark.circle.fill" : "circle"))
        let row = ViewNode.hstack(
            alignment: .center, spacing: nil, children: label.nodes(in: environment) + [.spacer(minLength: 4), mark])
        nodes.append(.control(control, label: row))
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}
