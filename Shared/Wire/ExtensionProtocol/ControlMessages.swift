import Foundation
import ViewArchive
import WireValues

/// One control kind (iOS 18), as the controls gallery shows it.
public struct ControlDescriptor: Codable, Sendable, Equatable {
    public var kind: String
    /// `displayName(_:)`; empty when the control gives none (the gallery then shows the app's name).
    public var displayName: String
    public var description: String
    /// The `ControlConfigurationIntent` a person configures it with; nil for a static control.
    public var appIntent: AppIntentDescriptor?
    /// `promptsForUserConfiguration()`: the system asks for the configuration when the control is added.
    public var promptsForUserConfiguration: Bool
    /// Whether its configuration names a push handler (`pushHandler(_:)`): each placed control gets a token.
    public var takesPushes = false

    public init(
        kind: String, displayName: String, description: String, appIntent: AppIntentDescriptor? = nil,
        promptsForUserConfiguration: Bool = false
    ) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.appIntent = appIntent
        self.promptsForUserConfiguration = promptsForUserConfiguration
    }

    /// The control as the Edit form reads a configurable kind: a descriptor of no family.
    public var formDescriptor: WidgetDescriptor {
        var descriptor = WidgetDescriptor(kind: kind, displayName: displayName, description: description, supportedFamilies: [])
        descriptor.appIntent = appIntent
        return descriptor
    }
}

/// What a control shows, as Apple's templates draw it: a symbol, a title and a value, and what pressing
/// it does. What else its label holds (fonts, colours, frames) is not kept: the system draws controls in
/// its own style.
public struct ControlTemplateValue: Codable, Sendable, Equatable {
    public var title: String
    /// An SF Symbol's name, when the label has one.
    public var symbol: String?
    /// The value's text (a toggle's value label; "On" or "Off" by default).
    public var value: String?
    /// `tint(_:)` on the template: the colour of a toggle's symbol when on.
    public var tint: ColorValue?
    /// What pressing it runs, as a widget's button archives it: a button's intent, or a toggle's
    /// `SetValueIntent` with `isOn` the state drawn. The system sends it back in `widget/controlPerform`.
    public var action: ControlValue

    public init(title: String, symbol: String? = nil, value: String? = nil, tint: ColorValue? = nil, action: ControlValue) {
        self.title = title
        self.symbol = symbol
        self.value = value
        self.tint = tint
        self.action = action
    }

    /// A button or a toggle.
    public var kind: ControlValue.Kind { action.kind }

    /// Whether `action` is one a press of this template sends: its action as it is, or, for a toggle, its
    /// `SetValueIntent` with `value` (and `isOn`) set to either state, since the state drawn may have
    /// changed since the person saw it. Nothing else runs under a control's name.
    public func isPressed(by action: ControlValue) -> Bool {
        guard action.kind == self.action.kind, action.intentType == self.action.intentType else { return false }
        guard action.kind == .toggle else { return action.parameters == self.action.parameters && action.runsInApp == self.action.runsInApp }
        var parameters = action.parameters
        guard case .bool(let value)? = parameters.removeValue(forKey: "value"), action.isOn == nil || action.isOn == value else { return false }
        var shown = self.action.parameters
        shown["value"] = nil
        return parameters == shown && action.runsInApp == self.action.runsInApp
    }

    /// The action a press sends: a toggle's intent with `value` (and `isOn`) set to the new state, as iOS
    /// sets a `SetValueIntent`'s before `perform()`; a button's as it is.
    public var pressed: ControlValue {
        guard action.kind == .toggle else { return action }
        var pressed = action
        let newState = !(action.isOn ?? false)
        pressed.isOn = newState
        pressed.parameters["value"] = .bool(newState)
        return pressed
    }
}

/// `widget/control`: what a placed control shows now. The extension asks the control's value
/// provider (`currentValue()`, or `previewValue` for the gallery) and makes its template.
public struct ControlTemplateRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.controlTemplate
    public typealias Response = ControlTemplateReply

    public var kind: String
    public var configuration: IntentValues
    /// True for the gallery, which shows the provider's preview value.
    public var isPreview: Bool

    public init(kind: String, configuration: IntentValues = [:], isPreview: Bool = false) {
        self.kind = kind
        self.configuration = configuration
        self.isPreview = isPreview
    }
}

public struct ControlTemplateReply: Codable, Sendable, Equatable {
    public var template: ControlTemplateValue

    public init(template: ControlTemplateValue) {
        self.template = template
    }
}

/// `widget/controlPerform`: a person pressed a control. The extension runs the action the control's
/// template gave (`ControlTemplateValue.pressed`): the intent made anew from its parameters, as iOS makes
/// it from what the system archived, so a toggle's `SetValueIntent` finds its `value` already set. It
/// runs only the action the control's template shows now for `configuration`.
public struct ControlPerformRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.controlPerform
    public typealias Response = WidgetPerformReply

    /// The control's kind, which names it in what the extension says.
    public var kind: String
    /// The placed control's configuration, with which the extension makes its template to check `action`.
    public var configuration: IntentValues
    public var action: ControlValue

    public init(kind: String, configuration: IntentValues = [:], action: ControlValue) {
        self.kind = kind
        self.configuration = configuration
        self.action = action
    }
}

/// `widget/controlPushTokens`: every placed control of the app that takes pushes, each with its token, sent
/// whenever one is placed or removed; the extension makes each push handler type its kinds name and tells
/// it of the controls of those kinds (`pushTokensDidChange(controls:)`).
public struct ControlPushTokensRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.controlPushTokens
    public typealias Response = WidgetPushTokenReply

    public var controls: [PushControl]

    public init(controls: [PushControl]) {
        self.controls = controls
    }
}

/// A placed control that takes pushes, as its push handler learns of it (`ControlInfo`).
public struct PushControl: Codable, Sendable, Equatable {
    /// The system's number for it.
    public var id: Int64
    public var kind: String
    /// Its token, in hexadecimal digits.
    public var token: String
    public var configuration: IntentValues
    /// Its configuration intent's Swift type; nil for a static control.
    public var intentType: String?

    public init(id: Int64, kind: String, token: String, configuration: IntentValues, intentType: String?) {
        self.id = id
        self.kind = kind
        self.token = token
        self.configuration = configuration
        self.intentType = intentType
    }
}
