import Intents

/// An action of the app that the system can run: a widget's configuration (`WidgetConfigurationIntent`),
/// or what a widget's `Button(intent:)` or `Toggle(isOn:intent:)` does when tapped.
///
/// The system learns its parameters (each `@Parameter`) from the widget extension while it runs, and
/// runs `perform()` in the widget extension's process.
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    associatedtype SummaryContent: ParameterSummary

    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    static var parameterSummary: SummaryContent { get }
    static var openAppWhenRun: Bool { get }
    static var isDiscoverable: Bool { get }
    static var authenticationPolicy: IntentAuthenticationPolicy { get }

    init()

    func perform() async throws -> PerformResult
}

/// An intent the system runs on the app's behalf, outside its own interface.
public protocol SystemIntent: AppIntent {}

/// An intent that starts, updates or ends a Live Activity, as a button in one does: the system may run
/// it with the app in the background.
public protocol LiveActivityIntent: SystemIntent {}

/// An intent that plays, pauses or otherwise changes what audio plays (iOS 17): the system keeps its
/// own dialogue from interrupting it. It runs where any other intent runs; no sound plays here.
public protocol AudioPlaybackIntent: SystemIntent {}

/// The name `AudioPlaybackIntent` had in iOS 16.
@available(iOS, introduced: 16.0, deprecated: 17.0, renamed: "AudioPlaybackIntent")
public protocol AudioStartingIntent: SystemIntent {}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    public static var parameterSummary: IntentParameterSummary<Self> { IntentParameterSummary() }

    /// `@Parameter` inside an intent.
    public typealias Parameter = IntentParameter
    public typealias Summary = IntentParameterSummary<Self>
}

/// An intent whose parameters configure a widget (`AppIntentConfiguration`): the system builds the
/// widget's Edit Widget form from them. One without parameters has nothing to edit.
public protocol WidgetConfigurationIntent: AppIntent {}

/// An App Intent that replaces a custom SiriKit intent (what Xcode's Editor › Convert to App Intent…
/// writes): a widget kind whose configuration intent names the old class here keeps the configurations
/// of the widgets placed with it, each value moved to the parameter of the same name (docs/system.md).
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The name of the SiriKit intent class it replaces (`SelectCharacterIntent`).
    static var intentClassName: String { get }
}

extension WidgetConfigurationIntent {
    /// A configuration is not run: it is read.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

/// An intent whose parameters configure a control (iOS 18, `AppIntentControlConfiguration`): the system
/// asks for them as it asks for a widget's. A parameter without a default must be optional.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// A configuration is not run: it is read.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

extension WidgetConfigurationIntent where Self: ControlConfigurationIntent {
    /// One intent may configure both a widget and a control; it is read, not run, either way.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

/// An intent that sets a value, as a control toggle's action does (iOS 18): the system sets `value` to
/// the toggle's new state, then calls `perform()`.
public protocol SetValueIntent<ValueType>: AppIntent {
    associatedtype ValueType: _IntentValue
    var value: ValueType { get set }
}

/// Who may run an intent while the device is locked.
public enum IntentAuthenticationPolicy: Sendable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// What `perform()` returns: nothing (`.result()`), a value, a dialog, or both.
public protocol IntentResult {
    associatedtype Value: _IntentValue = Never
    associatedtype Dialog = Never
    var value: Value? { get }
}

/// A result that carries a value.
public protocol ReturnsValue<Value>: IntentResult {}

/// A result that carries a dialog.
public protocol ProvidesDialog: IntentResult where Dialog == IntentDialog {}

/// A result that says which intent the app opens next.
public protocol OpensIntent: IntentResult {}

/// The result `.result(…)` makes.
public struct IntentResultContainer<Value: _IntentValue, OpensAppIntent, Snippet, Dialog>: IntentResult, ReturnsValue {
    public var value: Value?
    public var dialog: IntentDialog?

    init(value: Value?, dialog: IntentDialog?) {
        self.value = value
        self.dialog = dialog
    }
}

extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}

/// A result whose dialog the system shows after the intent ran.
package protocol SpokenResult {
    var spokenDialog: String? { get }
}

extension IntentResultContainer: SpokenResult {
    package var spokenDialog: String? { dialog.map { String(localized: $0.full) } }
}

extension IntentResult {
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer(value: nil, dialog: nil)
    }

    public static func result<Value>(value: Value) -> Self
    where Self == IntentResultContainer<Value, Never, Never, Never>, Value: _IntentValue {
        IntentResultContainer(value: value, dialog: nil)
    }

    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        IntentResultContainer(value: nil, dialog: dialog)
    }

    public static func result<Value>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value, Never, Never, IntentDialog>, Value: _IntentValue {
        IntentResultContainer(value: value, dialog: dialog)
    }
}

/// What the system says when an intent has run.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public var full: LocalizedStringResource
    public var supporting: LocalizedStringResource

    public init(_ resource: LocalizedStringResource) {
        self.init(full: resource, supporting: resource)
    }

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
    }
}
