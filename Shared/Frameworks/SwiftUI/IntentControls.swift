import AppIntents
import Foundation
import ViewArchive
import Intents

extension ControlValue {
    /// The control that runs `intent`, as the widget archives it; a `LiveActivityIntent` runs in the app.
    package init(_ kind: Kind, _ intent: some AppIntent, isOn: Bool? = nil) {
        let type = type(of: intent)
        self.init(
            kind: kind, intent: String(reflecting: type), intentType: _mangledTypeName(type) ?? String(reflecting: type),
            parameters: AppIntentReflection.values(of: intent), isOn: isOn, runsInApp: intent is any LiveActivityIntent ? true : nil)
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
    /// The intent it runs; none for a button with an action of its own, and for the button a style
    /// draws inside the button that runs it.
    let control: ControlValue?
    /// Whether the button style around is drawn: not for the button a style draws inside another.
    let styled: Bool
    let role: ButtonRole?
    let label: Label

    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(role: nil, intent: intent, label: label)
    }

    public init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.control = ControlValue(.button, intent)
        self.styled = true
        self.role = role
        self.label = label()
    }

    /// A button that runs `action` in the app. A widget has no code running when it is tapped, so the
    /// button is drawn and a tap on it opens the app, as a tap elsewhere on the widget does; `action`
    /// never runs (a widget's buttons run App Intents: `Button(intent:)`).
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role that runs `action` in the app: drawn, and never run, as `init(action:label:)`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.control = nil
        self.styled = true
        self.role = role
        self.label = label()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        let label = ViewNode.single(label.nodes(in: environment))
        guard styled else {
            nodes.append(label)
            return
        }
        // A style of your own is drawn around the label, inside the control: tapping it runs the intent.
        var inside = environment
        inside.buttonBody = nil
        let drawn = environment.buttonBody?.make(role, label, inside) ?? label
        nodes.append(control.map { .control($0, label: drawn) } ?? drawn)
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a `PrimitiveButtonStyle` draws in its `makeBody`: its label; tapping it runs the intent
    /// of the button the style is drawn for.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.control = nil
        self.styled = false
        self.role = configuration.role
        self.label = configuration.label
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

    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
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
