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

/// What a control shows, as Apple's templates draw it: a symbol, a title and a value. What else its
/// label holds (fonts, colours, frames) is not kept: the system draws controls in its own style.
public struct ControlTemplateValue: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case button, toggle
    }

    public var kind: Kind
    public var title: String
    /// An SF Symbol's name, when the label has one.
    public var symbol: String?
    /// The value's text (a toggle's value label; "On" or "Off" by default).
    public var value: String?
    /// A toggle's state.
    public var isOn: Bool?
    /// `tint(_:)` on the template: the colour of a toggle's symbol when on.
    public var tint: ColorValue?
    /// The intent the control runs, by the name people read.
    public var intent: String

    public init(
        kind: Kind, title: String, symbol: String? = nil, value: String? = nil, isOn: Bool? = nil, tint: ColorValue? = nil,
        intent: String
    ) {
        self.kind = kind
        self.title = title
        self.symbol = symbol
        self.value = value
        self.isOn = isOn
        self.tint = tint
        self.intent = intent
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

/// `widget/controlPerform`: a person pressed a control. The extension makes its template for the value now
/// and runs that template's action: a button's intent, or a toggle's `SetValueIntent` with its `value`
/// set to `isOn` first, as iOS sets it.
public struct ControlPerformRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.controlPerform
    public typealias Response = WidgetPerformReply

    public var kind: String
    public var configuration: IntentValues
    /// A toggle's new state; nil for a button.
    public var isOn: Bool?

    public init(kind: String, configuration: IntentValues = [:], isOn: Bool? = nil) {
        self.kind = kind
        self.configuration = configuration
        self.isOn = isOn
    }
}
