import ExtensionProtocol
import Foundation
import Intents
import SwiftUI

/// A widget's preview through a timeline of sample entries, as in WidgetKit:
/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { MyEntry(…) }`.
@freestanding(declaration)
public macro Preview<W: Widget>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]
) = #externalMacro(module: "PreviewMacros", type: "WidgetPreviewMacro")

/// A static widget's preview through the timeline its provider makes, as in WidgetKit.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W, timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "PreviewMacros", type: "WidgetPreviewMacro")

/// A configurable widget's preview, configured with `intent`, through the timeline its provider makes.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: IntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> W,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "PreviewMacros", type: "WidgetPreviewMacro")

/// An App Intents widget's preview, configured with `intent`, through the timeline its provider makes.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> W,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "PreviewMacros", type: "WidgetPreviewMacro")

/// An App Intents widget's preview, configured with `intent`, of the entries listed.
@freestanding(declaration)
public macro Preview<W: Widget, Intent: WidgetConfigurationIntent>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]
) = #externalMacro(module: "PreviewMacros", type: "WidgetPreviewMacro")

/// Lists a preview's entries, as in WidgetKit.
@resultBuilder
public struct PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
    public static func buildBlock() -> [any TimelineEntry] { [] }
    public static func buildOptional(_ component: [any TimelineEntry]?) -> [any TimelineEntry] { component ?? [] }
    public static func buildEither(first component: [any TimelineEntry]) -> [any TimelineEntry] { component }
    public static func buildEither(second component: [any TimelineEntry]) -> [any TimelineEntry] { component }
}

// The records of WidgetKit's `#Preview` forms; each macro's expansion calls the one with its
// arguments. Not for calling by hand (the underscores say so, as in Apple's generated-code hooks).

public func __widgetPreviewRecord<W: Widget>(
    fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]
) -> PreviewRecord {
    widgetPreviewRecord(name: name, fileID: fileID, line: line, family: family, widget: widget) { _, _ in
        try awaitPreview { await timeline() }
    }
}

public func __widgetPreviewRecord<W: Widget, Provider: TimelineProvider>(
    fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping () -> Provider
) -> PreviewRecord {
    widgetPreviewRecord(name: name, fileID: fileID, line: line, family: family, widget: widget) { _, context in
        let provider = timelineProvider()
        return try EntryArchiver.wait("getTimeline") { provider.getTimeline(in: context, completion: $0) }.entries
    }
}

public func __widgetPreviewRecord<W: Widget, Provider: IntentTimelineProvider>(
    fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping @MainActor () -> W, timelineProvider: @escaping () -> Provider
) -> PreviewRecord {
    widgetPreviewRecord(name: name, fileID: fileID, line: line, family: family, widget: widget) { _, context in
        let provider = timelineProvider()
        return try EntryArchiver.wait("getTimeline") { provider.getTimeline(for: intent, in: context, completion: $0) }.entries
    }
}

public func __widgetPreviewRecord<W: Widget, Provider: AppIntentTimelineProvider>(
    fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping @MainActor () -> W, timelineProvider: @escaping () -> Provider
) -> PreviewRecord {
    widgetPreviewRecord(name: name, fileID: fileID, line: line, family: family, widget: widget) { _, context in
        let provider = timelineProvider()
        return try awaitPreview { await provider.timeline(for: intent, in: context).entries }
    }
}

public func __widgetPreviewRecord<W: Widget, Intent: WidgetConfigurationIntent>(
    fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]
) -> PreviewRecord {
    // The entries are the preview's own; the intent configures nothing more than they already show.
    widgetPreviewRecord(name: name, fileID: fileID, line: line, family: family, widget: widget) { _, _ in
        try awaitPreview { await timeline() }
    }
}

/// A widget preview's record: the widget's first kind, drawing each entry `entries` gives, as its
/// own view draws it.
private func widgetPreviewRecord<W: Widget>(
    name: String?, fileID: String, line: Int, family: WidgetFamily, widget: @escaping @MainActor () -> W,
    entries: @escaping (WidgetDefinition, TimelineProviderContext) throws -> [any TimelineEntry]
) -> PreviewRecord {
    // The widget is made on the main actor, as its `body` is Apple's main actor's; its entries are made off it.
    let kind = MainActorWork.run(handing: widget) { $0().definitions.first?.kind }
    return PreviewRecord(name: name, fileID: fileID, line: line, kind: kind, familyName: family.name) { environment in
        guard let definition = MainActorWork.make(handing: widget, { $0().definitions.first }) else { return [] }
        return try previewFrames(
            of: definition, family: family, in: environment, entries: entries, declaredAt: "\(fileID):\(line)")
    }
}

/// A widget preview's drawings: each entry `entries` gives, drawn by `definition` in `environment`.
private func previewFrames(
    of definition: WidgetDefinition, family: WidgetFamily, in environment: EnvironmentValues,
    entries: (WidgetDefinition, TimelineProviderContext) throws -> [any TimelineEntry], declaredAt place: String
) throws -> [PreviewFrame] {
    let render = RenderContext(
        family: family, colorScheme: environment.colorScheme,
        width: environment.archiveSize.width, height: environment.archiveSize.height)
    // Drawn with the layout the runtime gave the preview's environment.
    var layoutAtEveryDate: (@Sendable (Date) -> GeometryLayout)?
    if let layout = environment.geometryLayout { layoutAtEveryDate = { _ in layout } }
    let context = ArchiveContext(render: render, layout: layoutAtEveryDate, contentMarginsDisabled: definition.contentMarginsDisabled)
    return try entries(definition, TimelineProviderContext(render, isPreview: true)).map { entry in
        guard let archived = definition.archive(entry, context) else {
            throw JSONRPCError(
                code: .handlerFailed,
                message: "The preview at \(place) gives a \(type(of: entry)), which \(definition.kind) does not draw; "
                    + "give it the widget's own entries.")
        }
        return PreviewFrame(date: archived.date, view: archived.view)
    }
}

/// Runs a preview's async timeline to its end, for the extension's request that asked for it.
private func awaitPreview<Value>(_ work: @escaping () async -> Value) throws -> Value {
    guard let value = waitForTask(timeout: EntryArchiver.completionTimeout, work) else {
        throw JSONRPCError(
            code: .handlerFailed, message: "A preview's timeline did not finish within \(Int(EntryArchiver.completionTimeout)) s.")
    }
    return value
}
