// Controls (iOS 18): the protocols and builders SwiftUI declares; WidgetKit declares the configurations,
// templates and value providers that conform to them (docs/controls-subset.md).

/// A control: a button or toggle in Control Center, on the Lock Screen or on the Action button, as in
/// SwiftUI. List it in a `WidgetBundle` beside widgets.
@MainActor @preconcurrency
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    @ControlWidgetConfigurationBuilder var body: Self.Body { get }
}

/// What a control's `body` returns: its kind, value provider and template.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    associatedtype Body: ControlWidgetConfiguration
    var body: Self.Body { get }
}

/// What a control shows and does: a button or a toggle, with its label.
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    associatedtype Body: ControlWidgetTemplate
    @ControlWidgetTemplateBuilder var body: Self.Body { get }
}

/// Builds a control's configuration, as in SwiftUI: one configuration.
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// Builds a control's template, as in SwiftUI: one template.
@resultBuilder
public struct ControlWidgetTemplateBuilder {
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

/// A configuration with no control in it.
public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration {
    public init() {}
    public var body: Never { fatalError("EmptyControlWidgetConfiguration has no body") }
}

/// A template with nothing in it.
public struct EmptyControlWidgetTemplate: ControlWidgetTemplate {
    public init() {}
    public var body: Never { fatalError("EmptyControlWidgetTemplate has no body") }
}

extension Never: ControlWidgetConfiguration, ControlWidgetTemplate {}
