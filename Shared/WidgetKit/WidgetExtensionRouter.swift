import ExtensionProtocol
import ExtensionTransport
import Foundation

/// Answers `widget/…` requests from a bundle's widgets.
public enum WidgetExtensionRouter {
    public static let extensionName = "widget-extension"

    /// A router that serves `definitions`.
    package static func make(definitions: [WidgetDefinition]) -> RequestRouter {
        var router = RequestRouter()
        let byKind = Dictionary(definitions.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })
        let kinds = definitions.map(\.kind)

        func definition(_ kind: String, family: WidgetFamily) throws -> WidgetDefinition {
            guard let definition = byKind[kind] else { throw JSONRPCError.unknownWidgetKind(kind, known: kinds) }
            guard definition.supportedFamilies.contains(family) else {
                throw JSONRPCError.unsupportedFamily(family, kind: kind, supported: definition.supportedFamilies)
            }
            return definition
        }

        /// The definition of a configured widget, once its configuration is checked against the widget's
        /// intent: each value for one of its parameters, of that parameter's type.
        func definition(_ kind: String, family: WidgetFamily, configuration: IntentValues) throws -> WidgetDefinition {
            let widget = try definition(kind, family: family)
            guard let intentType = widget.intentType else {
                if let name = configuration.keys.sorted().first {
                    throw JSONRPCError(
                        code: .invalidConfiguration,
                        message: "Widget \(kind) is not configurable, but a value was given for \"\(name)\"; send an empty configuration.")
                }
                return widget
            }
            _ = try intentType.requested(by: configuration)
            return widget
        }

        router.register(WidgetDescribeRequest.self) { _ in
            WidgetDescribeReply(widgets: definitions.map(\.descriptor))
        }
        router.register(WidgetPlaceholderRequest.self) { request in
            WidgetEntryReply(entry: try definition(request.kind, family: request.context.family).placeholder(request.context))
        }
        router.register(WidgetSnapshotRequest.self) { request in
            let widget = try definition(request.kind, family: request.context.family, configuration: request.configuration)
            return WidgetEntryReply(entry: try widget.snapshot(request.configuration, request.context, request.isPreview))
        }
        router.register(WidgetTimelineRequest.self) { request in
            let widget = try definition(request.kind, family: request.context.family, configuration: request.configuration)
            let (entries, policy) = try widget.timeline(request.configuration, request.context)
            return WidgetTimelineReply(entries: entries, policy: policy)
        }
        return router
    }
}
