#if canImport(Glibc)
    import Glibc
#endif
import ExtensionProtocol
import Foundation
import SwiftUI

/// Widget kinds already defined, as a bundle lists them: the controls a bundle lists beside its widgets.
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
        if let group = self as? _WidgetGroup { return group.widgets.flatMap(\.definitions) }
        if let conditional = self as? any ConditionalWidget { return conditional.chosenWidget?.definitions ?? [] }
        return [body.definition]
    }
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
    var chosenWidget: (any Widget)? { get }
}

extension _ConditionalWidget: ConditionalWidget {
    var chosenWidget: (any Widget)? { chosen }
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
