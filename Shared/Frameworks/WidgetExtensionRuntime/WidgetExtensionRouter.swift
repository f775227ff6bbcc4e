import AppIntents
import ExtensionProtocol
import ExtensionTransport
import Foundation
import ViewArchive
import SwiftUI
import ViewLayout
import WidgetKit
import ExtensionRuntime

/// The entry `WidgetBundle.main()` finds (`WidgetExtensionEntry`): this runtime, serving the bundle.
@used @section("swift_widget_runtime") private let widgetExtensionEntry: WidgetExtensionEntry.Accessor = { destination in
    destination.initializeMemory(as: WidgetExtensionEntry.self, to: WidgetExtensionEntry(serve: WidgetExtensionRouter.serve))
}

/// Answers `widget/…` requests from a bundle's widgets.
public enum WidgetExtensionRouter {
    /// Serves `definitions` over the widget extension's socket until SIGINT or SIGTERM, then exits.
    package static func serve(_ definitions: @escaping () -> [WidgetDefinition]) -> Never {
        ReloadMailbox.installClients()
        exit(ExtensionProcess.main(role: .widgets) { _ in make(definitions: definitions()) })
    }

    /// A router for the widgets `widgets` makes on the main actor, where a widget's `body` runs, as Apple's
    /// does: for a caller on another thread (a test, WidgetTesting), which must not hold the main actor
    /// while it asks, since the router makes each view there.
    package static func make(widgets: @MainActor () -> [WidgetDefinition]) -> RequestRouter {
        make(definitions: MainActorWork.make(handing: ()) { _ in widgets() })
    }

    /// A router that serves `definitions`.
    package static func make(definitions: [WidgetDefinition]) -> RequestRouter {
        var router = RequestRouter()
        // Controls stand in the bundle's list too, but are asked for by their own methods (widget/control).
        let widgets = definitions.filter { $0.control == nil }
        let byKind = Dictionary(widgets.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })
        let kinds = widgets.map(\.kind)

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
            if let appIntent = widget.appIntent {
                // Values are read when the intent is made; one the intent cannot read leaves its default.
                let names = appIntent.parameterNames
                if let name = configuration.keys.sorted().first(where: { !names.contains($0) }) {
                    throw JSONRPCError(
                        code: .invalidConfiguration,
                        message:
                            "Widget \(kind) has no parameter \"\(name)\"; its parameters are \(names.isEmpty ? "none" : names.joined(separator: ", "))."
                    )
                }
                return widget
            }
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

        // The colours are looked up in the catalogues once, when the system first asks.
        let colors = WidgetColors(
            accent: Color.asset(named: WidgetColors.accentColorName), background: Color.asset(named: WidgetColors.backgroundColorName))
        // Live Activities stand in the bundle's list beside the widgets; they have views, not timelines.
        let activities = Dictionary(
            definitions.compactMap { $0.liveActivity.map { ($0.attributesType, $0) } }, uniquingKeysWith: { first, _ in first })
        // Controls too (iOS 18): they have templates and actions, not timelines.
        let controls = Dictionary(definitions.compactMap { $0.control.map { ($0.kind, $0) } }, uniquingKeysWith: { first, _ in first })
        router.register(WidgetDescribeRequest.self) { _ in
            WidgetDescribeReply(
                widgets: definitions.filter { $0.liveActivity == nil && $0.control == nil }.map {
                    var descriptor = $0.descriptor
                    descriptor.colors = colors.accent == nil && colors.background == nil ? nil : colors
                    return descriptor
                },
                activities: definitions.compactMap { $0.liveActivity?.attributesType },
                controls: definitions.compactMap { $0.control?.descriptor })
        }
        func control(_ kind: String) throws -> ControlDefinition {
            guard let control = controls[kind] else {
                throw JSONRPCError(
                    code: .unknownWidgetKind,
                    message:
                        "The widget extension has no control of kind \(kind); its controls are \(controls.isEmpty ? "none" : controls.keys.sorted().joined(separator: ", "))."
                )
            }
            return control
        }
        /// Runs a control's code; a configuration its intent cannot take is refused in one sentence.
        func running<Value>(_ what: String, of kind: String, _ work: @escaping () async throws -> Value) throws -> Value {
            do {
                return try awaitIntent("\(what) of control \(kind)", work)
            } catch AppIntentReflection.RunFailure.unread(let names) {
                throw JSONRPCError(
                    code: .invalidConfiguration,
                    message:
                        "Control \(kind)'s configuration intent cannot take the values given for \(names.joined(separator: ", ")); configure the control again."
                )
            }
        }
        router.register(ControlTemplateRequest.self) { request in
            let control = try control(request.kind)
            return ControlTemplateReply(
                template: try running("the template", of: request.kind) { try await control.make(request.configuration, request.isPreview) }
            )
        }
        router.register(ControlPerformRequest.self) { request in
            // Only what the control shows runs: its template is made now, for the placed configuration, and
            // the action must be its own. The intent is then made anew from the action's values (a toggle's
            // state may have changed since the person saw it), as on iOS.
            let control = try control(request.kind)
            let template = try running("the template", of: request.kind) { try await control.make(request.configuration, false) }
            guard template.isPressed(by: request.action) else {
                throw JSONRPCError(
                    code: .invalidConfiguration,
                    message:
                        "Control \(request.kind) shows no action running \(request.action.intent) with these values; press the control as its template (widget/control) gives it."
                )
            }
            try refuseAppIntentOfTheApp(template.action)
            let dialog = try run(request.action)
            return WidgetPerformReply(dialog: dialog, reloads: ReloadMailbox.take())
        }
        router.register(ActivityViewsRequest.self) { request in
            guard let activity = activities[request.activity.attributesType] else {
                throw JSONRPCError(
                    code: .unknownWidgetKind,
                    message:
                        "The widget extension has no ActivityConfiguration for \(request.activity.attributesType); "
                        + "its Live Activities are \(activities.isEmpty ? "none" : activities.keys.sorted().joined(separator: ", ")).")
            }
            return try activity.views(for: request)
        }
        router.register(WidgetPlaceholderRequest.self) { request in
            let widget = try definition(request.kind, family: request.context.family)
            return WidgetEntryReply(entry: widget.placeholder(ArchiveContext(request.context, for: widget)))
        }
        router.register(WidgetSnapshotRequest.self) { request in
            let widget = try definition(request.kind, family: request.context.family, configuration: request.configuration)
            return WidgetEntryReply(
                entry: try widget.snapshot(request.configuration, ArchiveContext(request.context, for: widget), request.isPreview))
        }
        router.register(WidgetTimelineRequest.self) { request in
            let widget = try definition(request.kind, family: request.context.family, configuration: request.configuration)
            let (entries, policy) = try widget.timeline(request.configuration, ArchiveContext(request.context, for: widget))
            return WidgetTimelineReply(entries: entries, policy: policy)
        }
        router.register(WidgetRelevanceRequest.self) { request in
            guard let widget = byKind[request.kind] else { throw JSONRPCError.unknownWidgetKind(request.kind, known: kinds) }
            guard let clues = waitForTask(timeout: EntryArchiver.completionTimeout, widget.relevance) else {
                throw JSONRPCError(
                    code: .handlerFailed,
                    message: "The provider's relevance() of \(request.kind) did not finish within \(Int(EntryArchiver.completionTimeout)) s.")
            }
            return WidgetRelevanceReply(clues: clues)
        }
        router.register(WidgetPushTokenRequest.self) { request in
            guard let token = PushToken.data(hex: request.token) else {
                throw JSONRPCError(code: .invalidParams, message: "The push token must be hexadecimal digits, two to a byte; \(request.token.debugDescription) is not.")
            }
            PushTokenMailbox.deliver(request.widgets.isEmpty ? nil : token)
            // Each handler type once, told of the widgets of the kinds that name it, as Apple's does.
            var told: [(handler: any WidgetPushHandler.Type, kinds: Set<String>)] = []
            for widget in widgets {
                guard let handler = widget.pushHandler else { continue }
                if let index = told.firstIndex(where: { ObjectIdentifier($0.handler) == ObjectIdentifier(handler) }) {
                    told[index].kinds.insert(widget.kind)
                } else {
                    told.append((handler, [widget.kind]))
                }
            }
            for (handler, kinds) in told {
                let infos = request.widgets.filter { kinds.contains($0.kind) }.map { widget in
                    WidgetInfo(
                        kind: widget.kind, family: widget.family, configuration: widget.configuration,
                        intentClass: byKind[widget.kind]?.intentType.map { String(reflecting: $0) }, placedID: widget.id)
                }
                handler.init().pushTokenDidChange(WidgetPushInfo(token: token), widgets: infos)
            }
            return WidgetPushTokenReply(handlers: told.map { String(reflecting: $0.handler) })
        }
        router.register(ControlPushTokensRequest.self) { request in
            // Each handler type once, told of every placed control of the kinds that name it, as Apple's does.
            var told: [(handler: any ControlPushHandler.Type, kinds: Set<String>)] = []
            for control in controls.values.sorted(by: { $0.kind < $1.kind }) {
                guard let handler = control.pushHandler else { continue }
                if let index = told.firstIndex(where: { ObjectIdentifier($0.handler) == ObjectIdentifier(handler) }) {
                    told[index].kinds.insert(control.kind)
                } else {
                    told.append((handler, [control.kind]))
                }
            }
            for (handler, kinds) in told {
                let infos = try request.controls.filter { kinds.contains($0.kind) }.map { control in
                    guard let token = PushToken.data(hex: control.token) else {
                        throw JSONRPCError(
                            code: .invalidParams,
                            message: "Control #\(control.id)'s push token must be hexadecimal digits, two to a byte; \(control.token.debugDescription) is not.")
                    }
                    return ControlInfo(
                        kind: control.kind, id: String(control.id), configuration: control.configuration, intentType: control.intentType,
                        pushToken: token)
                }
                handler.init().pushTokensDidChange(controls: infos)
            }
            return WidgetPushTokenReply(handlers: told.map { String(reflecting: $0.handler) })
        }
        router.register(WidgetPreviewsRequest.self) { request in
            if let kind = request.kind, byKind[kind] == nil { throw JSONRPCError.unknownWidgetKind(kind, known: kinds) }
            return WidgetPreviewsReply(previews: try PreviewRecord.all.compactMap { try $0.drawn(for: request) })
        }
        registerAppIntents(
            on: &router,
            currentControls: { request in
                // The widget's entry showing now, as the system chooses it, from a timeline asked for now.
                let widget = try definition(request.kind, family: request.context.family, configuration: request.configuration)
                let (entries, _) = try widget.timeline(request.configuration, ArchiveContext(request.context, for: widget))
                guard !entries.isEmpty else { return [] }
                return entries[EntrySchedule.current(entries.map(\.date), at: Date())].view.controls.map(\.control)
            }
        ) { kind in
            // A configurable control's options and defaults are asked for as a widget's are.
            if let appIntent = controls[kind]?.appIntent { return appIntent }
            guard let widget = byKind[kind] else { throw JSONRPCError.unknownWidgetKind(kind, known: kinds) }
            guard let appIntent = widget.appIntent else {
                throw JSONRPCError(
                    code: .unknownWidgetKind,
                    message:
                        "Widget \(kind) is not configured by an App Intent; ask its intents extension for its options (intents/options).")
            }
            return appIntent
        }
        return router
    }
}

extension PreviewRecord {
    /// This preview drawn as `request` asks, in its own family unless the request names one; nil when
    /// the request asks for another kind's.
    func drawn(for request: WidgetPreviewsRequest) throws -> ArchivedPreview? {
        if let kind = request.kind, self.kind != kind { return nil }
        let family = request.family ?? familyName.flatMap(WidgetFamily.init(name:)) ?? .systemSmall
        guard let context = request.contexts.first(where: { $0.family == family }) else {
            throw JSONRPCError(
                code: .invalidParams, message: "The request gives no drawing context for \(family), which a preview is drawn in; send one.")
        }
        let environment = ArchiveContext(context).environment(at: Date())
        let entries = try frames(environment).map { ArchivedEntry(date: $0.date ?? Date(), view: $0.view, relevance: nil) }
        return ArchivedPreview(
            name: name, source: line > 0 ? "\(fileID):\(line)" : fileID, kind: kind, family: family, entries: entries)
    }
}

extension ArchiveContext {
    /// Where the system asked the entry to be drawn, with the system's own layout for its readers.
    init(_ render: RenderContext) {
        self.init(render: render, layout: GeometryLayout.system(at:))
    }

    /// Where the system asked `widget`'s entry to be drawn, with the margins its configuration allows.
    init(_ render: RenderContext, for widget: WidgetDefinition) {
        self.init(render: render, layout: GeometryLayout.system(at:), contentMarginsDisabled: widget.contentMarginsDisabled)
    }
}

extension GeometryLayout {
    /// The layout the system draws widgets with, at `date`: a `GeometryReader` is given the frame it gets there.
    package static func system(at date: Date) -> GeometryLayout {
        GeometryLayout { node, size in
            PointLayout(now: date).readerFrames(node, width: Double(size.width), height: Double(size.height)).map {
                ($0.content, CGRect(x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height))
            }
        }
    }
}
