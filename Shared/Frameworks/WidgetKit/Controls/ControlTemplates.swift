import AppIntents
import ExtensionProtocol
import Foundation
import SwiftUI
import ViewArchive

// MARK: Making a template

/// A template the runtime makes as it is: WidgetKit's button and toggle, and those modified.
@MainActor
package protocol PrimitiveControlTemplate {
    func primitiveTemplate() -> ControlTemplateValue
}

extension ControlWidgetTemplate {
    /// What this template shows and does: its own, or its body's.
    package func madeTemplate() -> ControlTemplateValue {
        if let primitive = self as? any PrimitiveControlTemplate { return primitive.primitiveTemplate() }
        return body.madeTemplate()
    }
}

/// What a label holds, as Apple's templates read it: its first SF Symbol and its text. Fonts, colours
/// and frames inside it are not kept; the system draws controls in its own style.
struct ControlLabel {
    var symbol: String?
    var text: String

    @MainActor init(_ view: some View) {
        let node = view.archived(in: EnvironmentValues())
        symbol = Self.firstSymbol(in: node)
        text = node.texts().joined(separator: " ")
    }

    private static func firstSymbol(in node: ViewNode) -> String? {
        if case .image(let image) = node, let name = image.systemName { return name }
        for inner in node.innerNodes {
            if let found = firstSymbol(in: inner) { return found }
        }
        return nil
    }
}

// MARK: Button

/// A control that runs an App Intent when pressed, as in WidgetKit. It has no state.
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action>: ControlWidgetTemplate, PrimitiveControlTemplate {
    let label: Label
    let action: ControlValue

    public init(
        action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent {
        self.label = label()
        self.action = ControlValue(.button, action)
    }

    public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {
        self.init(action: action, label: label, actionLabel: { _ in ControlWidgetButtonDefaultActionLabel() })
    }

    package func primitiveTemplate() -> ControlTemplateValue {
        let label = ControlLabel(label)
        return ControlTemplateValue(title: label.text, symbol: label.symbol, action: action)
    }

    public var body: Never { fatalError("ControlWidgetButton has no body") }
}

extension ControlWidgetButton where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        self.init(action: action, label: { Text(titleKey) }, actionLabel: actionLabel)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        self.init(action: action, label: { Text(titleResource) }, actionLabel: actionLabel)
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        let title = String(title)
        self.init(action: action, label: { Text(verbatim: title) }, actionLabel: actionLabel)
    }
}

/// What a button shows while its action runs, when it gives nothing else.
public struct ControlWidgetButtonDefaultActionLabel: View {
    public var body: some View { EmptyView() }
}

// MARK: Toggle

/// A control with two states, as in WidgetKit: its action is a `SetValueIntent` whose `value` the
/// system sets to the new state before `perform()`.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate, PrimitiveControlTemplate {
    let label: Label
    let valueLabel: ValueLabel
    /// The `SetValueIntent` as given, its parameters archived: the system sets `value` when it is pressed.
    let action: ControlValue

    public init(
        isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        self.label = label()
        self.valueLabel = valueLabel(isOn)
        self.action = ControlValue(.toggle, action, isOn: isOn)
    }

    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: label, valueLabel: { ControlWidgetToggleDefaultLabel(isOn: $0) })
    }

    package func primitiveTemplate() -> ControlTemplateValue {
        let title = ControlLabel(label)
        let value = ControlLabel(valueLabel)
        return ControlTemplateValue(
            title: title.text, symbol: value.symbol ?? title.symbol, value: value.text.isEmpty ? nil : value.text, action: action)
    }

    public var body: Never { fatalError("ControlWidgetToggle has no body") }
}

extension ControlWidgetToggle where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: { Text(titleKey) }, valueLabel: valueLabel)
    }

    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: { Text(titleResource) }, valueLabel: valueLabel)
    }

    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        let title = String(title)
        self.init(isOn: isOn, action: action, label: { Text(verbatim: title) }, valueLabel: valueLabel)
    }
}

/// A toggle's value when it gives none: "On" or "Off".
public struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool
    public var body: some View { Text(isOn ? "On" : "Off") }
}

// MARK: Template modifiers

/// A template with a modifier applied.
public struct ModifiedControlTemplate<Base: ControlWidgetTemplate>: ControlWidgetTemplate, PrimitiveControlTemplate {
    let base: Base
    let change: (inout ControlTemplateValue) -> Void

    package func primitiveTemplate() -> ControlTemplateValue {
        var made = base.madeTemplate()
        change(&made)
        return made
    }

    public var body: Never { fatalError("ModifiedControlTemplate has no body") }
}

extension ControlWidgetTemplate {
    /// The colour the system gives the control's symbol when it is on (a label's own tint is ignored, as on iOS).
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate {
        ModifiedControlTemplate(base: self) { $0.tint = tint?.value }
    }

    /// Hides the control's content and state on a locked device. Accepted; the suite has no locked state.
    public func privacySensitive(_ sensitive: Bool = true) -> some ControlWidgetTemplate {
        ModifiedControlTemplate(base: self) { _ in }
    }

    /// Disables the control. Accepted; the suite draws and presses it all the same.
    public func disabled(_ disabled: Bool) -> some ControlWidgetTemplate {
        ModifiedControlTemplate(base: self) { _ in }
    }
}

// MARK: Label modifiers

extension View {
    /// The hint the Action button shows. Accepted; the suite's Action button shows the title and value.
    public func controlWidgetActionHint(_ hint: Text) -> some View { self }
    public func controlWidgetActionHint(_ hintKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View { self }
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// The status Control Center shows a moment when the control's state changes. Accepted, not shown.
    public func controlWidgetStatus(_ status: Text) -> some View { self }
    public func controlWidgetStatus(_ statusKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func controlWidgetStatus(_ status: LocalizedStringResource) -> some View { self }
    @_disfavoredOverload
    public func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some View { self }
}
