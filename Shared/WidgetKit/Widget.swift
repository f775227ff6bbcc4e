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
}

extension WidgetBundle {
    /// Serves this bundle's widgets over the widget extension's socket until SIGINT or SIGTERM.
    public static func main() {
        let definitions = Self().body.definitions
        exit(
            ExtensionProcess.main(name: WidgetExtensionRouter.extensionName) { _ in
                WidgetExtensionRouter.make(definitions: definitions)
            })
    }

    /// The widgets of this bundle, as the runtime serves them.
    package static var definitions: [WidgetDefinition] { Self().body.definitions }
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
