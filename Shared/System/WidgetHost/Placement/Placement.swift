import ExtensionProtocol
import Foundation
import IntentDefinition
import WidgetRendering
import WireValues

/// Placing widgets: what the gallery offers (each kind's snapshot, and the previews its code declares),
/// adding a widget of a kind with its default configuration, removing one, and stacking widgets of one
/// family; a stack's ranking is in `Placement+Stacks`.
public struct Placement {
    let apps: InstalledApps
    let store: HomeStore
    let editor: WidgetEditor
    let timelines: TimelineScheduler
    let now: () -> Date

    public func widgets() throws -> [PlacedWidget] {
        try apps.placedWidgets()
    }

    /// Places a widget of `kind` (of `app`, when more than one app declares it) with its default
    /// configuration: of `family`, or the kind's first family that lives at `location` (the Home Screen's,
    /// or the Lock Screen's).
    public func addWidget(kind: String, app: String? = nil, family: WidgetFamily?, at location: WidgetLocationValue? = nil) throws
        -> PlacedWidget
    {
        if let location, let refusal = Places.refusal(placingAt: location) { throw HostError(refusal) }
        let widget = try apps.galleryWidget(ofKind: kind, app: app)
        let descriptor = widget.descriptor
        let fitting = descriptor.supportedFamilies.filter { family in location.map { Places.holds($0, family) } ?? true }
        if family == nil, let location, fitting.isEmpty {
            throw HostError(
                "\(descriptor.displayName) has no widget for \(location); it comes in \(descriptor.supportedFamilies.map(\.name).joined(separator: ", "))."
            )
        }
        let family = family ?? fitting.first ?? .systemSmall
        guard descriptor.supportedFamilies.contains(family) else {
            throw HostError(
                "\(descriptor.displayName) does not come in \(family); choose one of \(descriptor.supportedFamilies.map(\.name).joined(separator: ", "))."
            )
        }
        if let refusal = Places.refusal(adding: family, at: location, on: timelines.drawing.device, beside: try widgets()) {
            throw HostError(refusal)
        }
        let place = location ?? Places.place(of: family)
        if descriptor.disfavors(place, family) {
            throw HostError(
                "\(descriptor.displayName) keeps its \(family) widget out of \(place) (disfavoredLocations(_:for:)); place it elsewhere, or in another family.")
        }
        let configuration = try apps.defaultConfiguration(of: descriptor, in: apps.app(of: widget))
        // Where its family lives is kept as nothing: a widget placed there before places were kept reads the same.
        let placed = try store.widgets.add(
            widget.extensionName, kind, family, configuration, descriptor.configurationIntent, now(), location == .carPlay ? .carPlay : nil)
        editor.pushes.tellHandlers()
        return placed
    }

    /// Of the states of the placed widgets, those `location` shows (`Places.shown`).
    public func shown(_ states: [WidgetState], at location: WidgetLocationValue) throws -> [WidgetState] {
        Places.shown(states, at: location, offeredInStandBy: offeredInStandBy)
    }

    /// StandBy's two stacks of the placed widgets' states (`Places.standByStacks`).
    public func standByStacks(_ states: [WidgetState]) -> [[WidgetState]] {
        Places.standByStacks(states, offeredInStandBy: offeredInStandBy)
    }

    /// Whether StandBy may show the widget: its background may be removed, and it does not disfavour StandBy.
    func offeredInStandBy(_ widget: PlacedWidget) -> Bool {
        guard let descriptor = try? apps.descriptor(of: widget) else { return true }
        return descriptor.containerBackgroundRemovable && !descriptor.disfavors(.standBy, widget.family)
    }

    /// Removes a widget from the home screen.
    public func removeWidget(_ id: Int64) throws {
        guard try store.widgets.remove(id) else { throw HostError.unknownWidget(id) }
        editor.pushes.tellHandlers()
    }

    /// What the widget gallery shows: each kind's snapshot in each family it supports, with `isPreview` true.
    public func previews(in drawing: DrawingContext? = nil) throws -> [WidgetPreview] {
        let drawing = drawing ?? timelines.drawing
        return try apps.gallery().widgets.flatMap { widget in
            let app = apps.app(of: widget)
            let configuration = try apps.defaultConfiguration(of: widget.descriptor, in: app)
            return try widget.descriptor.supportedFamilies.map { family in
                let reply = try app.widgetExtension!.connection.send(
                    WidgetSnapshotRequest(
                        kind: widget.descriptor.kind, context: drawing.render(family), configuration: configuration, isPreview: true))
                return WidgetPreview(descriptor: widget.descriptor, app: widget.app, family: family, entry: reply.entry)
            }
        }
    }

    /// The previews the widget extensions declare (`#Preview`, `PreviewProvider`), each entry drawn,
    /// as Xcode's canvas shows them: of one kind (from its extension), or all of every extension (of `app`
    /// when given); each in its own family, or all in `family`.
    public func declaredPreviews(
        ofKind kind: String? = nil, app: String? = nil, family: WidgetFamily? = nil, in drawing: DrawingContext? = nil
    ) throws -> [ArchivedPreview] {
        let drawing = drawing ?? timelines.drawing
        try apps.refuseUnknown(app: app)
        let extensions =
            try kind.map { kind in
                let widget = try apps.galleryWidget(ofKind: kind, app: app)
                return apps.apps.filter { $0.widgetExtension?.name == widget.extensionName }
            } ?? apps.apps.filter { app == nil || $0.name == app }
        let request = WidgetPreviewsRequest(kind: kind, family: family, contexts: WidgetFamily.allCases.map(drawing.render))
        return try extensions.compactMap(\.widgetExtension).flatMap { try $0.connection.send(request).previews }
    }
}
