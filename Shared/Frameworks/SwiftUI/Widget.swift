import Foundation

// The widget protocols and the bundle's builder, as Apple's SwiftUI declares them: a file that imports
// SwiftUI alone may name `Widget`, `WidgetBundle` and `WidgetConfiguration`. WidgetKit declares the
// configurations that conform (`StaticConfiguration` …) and serves the widgets (`main()`).

/// A widget kind: a type whose `body` says how to make its timeline and view.
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Self.Body { get }
}

/// The entry point of a widget extension: the widgets it offers. Mark your bundle `@main` as in Xcode;
/// WidgetKit's `main()` serves the widgets to the system.
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Self.Body { get }
}

/// What a widget's `body` returns: its kind, provider, view and description (WidgetKit's
/// configurations).
@MainActor @preconcurrency
public protocol WidgetConfiguration {}

/// Builds a bundle's list of widgets.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }

    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> some Widget {
        var listed: [any Widget] = []
        for widget in repeat each widgets {
            listed.append(widget)
        }
        return _WidgetGroup(widgets: listed)
    }

    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }

    /// A widget listed under `if` without `else`: there, or not.
    public static func buildOptional<W: Widget>(_ widget: W?) -> some Widget {
        _WidgetGroup(widgets: widget.map { [$0] } ?? [])
    }

    /// A widget listed under `if #available`: every platform here is the newest, so it is always there.
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> some Widget {
        _WidgetGroup(widgets: [widget])
    }

    public static func buildEither<First: Widget, Second: Widget>(first: First) -> _ConditionalWidget<First, Second> {
        _ConditionalWidget(chosen: first)
    }

    public static func buildEither<First: Widget, Second: Widget>(second: Second) -> _ConditionalWidget<First, Second> {
        _ConditionalWidget(chosen: second)
    }
}

/// Widgets listed together in a bundle's body; WidgetKit serves each of them.
nonisolated package struct _WidgetGroup: Widget {
    package let widgets: [any Widget]

    package init() {
        widgets = []
    }

    init(widgets: [any Widget]) {
        self.widgets = widgets
    }

    package var body: _ListedWidgetsConfiguration { _ListedWidgetsConfiguration() }
}

/// One of two widgets, as `if … else` in a bundle's body picks it; Apple's builder has the same kind of type.
nonisolated public struct _ConditionalWidget<First: Widget, Second: Widget>: Widget {
    /// The branch the `if` chose.
    package let chosen: (any Widget)?

    public init() {
        chosen = nil
    }

    init(chosen: any Widget) {
        self.chosen = chosen
    }

    public var body: some WidgetConfiguration { _ListedWidgetsConfiguration() }
}

/// The configuration of a list of widgets, which has none of its own: WidgetKit reads the widgets listed.
package struct _ListedWidgetsConfiguration: WidgetConfiguration {}
