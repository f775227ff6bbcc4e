#if canImport(Glibc)
import Glibc
#endif
import ExtensionProtocol
import ExtensionTransport
import Foundation
import SwiftUI

/// A widget kind, as in WidgetKit: a type whose `body` says how to make its timeline and view.
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Self.Body { get }
    /// The widget kinds this widget stands for: itself, or every widget of a bundle's body.
    var _definitions: [_WidgetDefinition] { get }
}

extension Widget {
    public var _definitions: [_WidgetDefinition] { [body._definition] }
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
public struct _WidgetTuple: Widget {
    public let _definitions: [_WidgetDefinition]

    public init() {
        _definitions = []
    }

    init(_definitions: [_WidgetDefinition]) {
        self._definitions = _definitions
    }

    public var body: _ModifiedWidgetConfiguration {
        fatalError("A bundle's list of widgets has no configuration of its own")
    }
}

/// Builds a bundle's list of widgets.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }

    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> _WidgetTuple {
        var definitions: [_WidgetDefinition] = []
        for widget in repeat each widgets {
            definitions += widget._definitions
        }
        return _WidgetTuple(_definitions: definitions)
    }
}

extension WidgetBundle {
    /// Serves this bundle's widgets over the widget extension's socket until SIGINT or SIGTERM.
    public static func main() {
        let definitions = _definitions
        exit(ExtensionProcess.main(name: WidgetExtensionRouter.extensionName) { _ in
            WidgetExtensionRouter.make(definitions: definitions)
        })
    }

    /// The widgets of this bundle, as the runtime serves them.
    public static var _definitions: [_WidgetDefinition] { Self().body._definitions }
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
    public static let widget = ContainerBackgroundPlacement(_name: "widget")
}

extension View {
    /// The URL the app opens when the user taps the widget.
    public func widgetURL(_ url: URL?) -> ModifiedContent<Self> {
        _modifier(ModifierNode(kind: .widgetURL, string: url?.absoluteString))
    }
}
