#if canImport(Glibc)
    import Glibc
#endif
import ExtensionProtocol
import Foundation
import SwiftUI

/// A widget kind, as in WidgetKit: a type whose `body` says how to make its timeline and view.
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Self.Body { get }
}

/// The entry point of a widget extension: the widgets it offers, as in WidgetKit.
///
/// Mark your bundle `@main` as in Xcode; `main()` serves the widgets to the system.
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Self.Body { get }
}

/// Several widgets, as a bundle's body lists them.
struct WidgetList: Widget {
    let definitions: [WidgetDefinition]

    init() {
        definitions = []
    }

    init(definitions: [WidgetDefinition]) {
        self.definitions = definitions
    }

    var body: ModifiedWidgetConfiguration {
        fatalError("A bundle's list of widgets has no configuration of its own")
    }
}

extension Widget {
    /// The widget kinds this widget stands for: its own, or each of a bundle's list.
    package var definitions: [WidgetDefinition] {
        if let list = self as? WidgetList { return list.definitions }
        if let conditional = self as? any ConditionalWidget { return conditional.chosenDefinitions }
        return [body.definition]
    }
}

/// Builds a bundle's list of widgets.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }

    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> some Widget {
        var definitions: [WidgetDefinition] = []
        for widget in repeat each widgets {
            definitions += widget.definitions
        }
        return WidgetList(definitions: definitions)
    }

    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }

    /// A widget listed under `if` without `else`: there, or not.
    public static func buildOptional<W: Widget>(_ widget: W?) -> some Widget {
        WidgetList(definitions: widget?.definitions ?? [])
    }

    /// A widget listed under `if #available`: every platform here is the newest, so it is always there.
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> some Widget {
        WidgetList(definitions: widget.definitions)
    }

    public static func buildEither<First: Widget, Second: Widget>(first: First) -> _ConditionalWidget<First, Second> {
        _ConditionalWidget(definitions: first.definitions)
    }

    public static func buildEither<First: Widget, Second: Widget>(second: Second) -> _ConditionalWidget<First, Second> {
        _ConditionalWidget(definitions: second.definitions)
    }
}

/// One of two widgets, as `if … else` in a bundle's body picks it; Apple's builder has the same kind of type.
public struct _ConditionalWidget<First: Widget, Second: Widget>: Widget {
    let definitions: [WidgetDefinition]

    public init() {
        definitions = []
    }

    init(definitions: [WidgetDefinition]) {
        self.definitions = definitions
    }

    public var body: some WidgetConfiguration { WidgetList(definitions: definitions).body }
}

extension WidgetBundle {
    /// Serves this bundle's widgets over the widget extension's socket until SIGINT or SIGTERM.
    public static func main() {
        WidgetExtensionEntry.serve { definitions }
    }

    /// The widgets of this bundle, as the runtime serves them.
    package static var definitions: [WidgetDefinition] { Self().body.definitions }
}

/// The branch an `if … else` chose, whatever its two types.
private protocol ConditionalWidget {
    var chosenDefinitions: [WidgetDefinition] { get }
}

extension _ConditionalWidget: ConditionalWidget {
    var chosenDefinitions: [WidgetDefinition] { definitions }
}

extension Widget {
    /// Serves this one widget over the widget extension's socket, for an extension whose `@main` is a
    /// single widget rather than a bundle.
    public static func main() {
        WidgetExtensionEntry.serve { Self().definitions }
    }
}

private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
}

extension EnvironmentValues {
    /// The family of the widget being drawn.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
}

extension ContainerBackgroundPlacement {
    /// The background of a widget.
    public static let widget = ContainerBackgroundPlacement()
}

extension View {
    /// The URL the app opens when the user taps the widget.
    public func widgetURL(_ url: URL?) -> some View {
        modifier(url.map { .widgetURL($0.absoluteString) })
    }
}
