import ExtensionProtocol
import Foundation
import SwiftUI
import SystemStore
import WidgetRendering

/// A kind's snapshot in one family, as the widget gallery shows it.
public struct WidgetPreview: Sendable {
    public var descriptor: WidgetDescriptor
    public var family: WidgetFamily
    public var entry: ArchivedEntry
}

extension ViewNode {
    /// The view as the system draws a placeholder: redacted, whatever the widget did itself.
    public func redactedForPlaceholder() -> ViewNode {
        modifier(.redacted) != nil ? self : appending(ModifierNode(kind: .redacted, string: "placeholder"))
    }
}

/// What the system shows for a widget now, and why.
public struct WidgetState: Sendable {
    public var widget: PlacedWidget
    public var displayName: String
    public var entry: ArchivedEntry
    public var policy: ReloadPolicy
    public var fetchedAt: Date
    /// Whether this call asked the widget extension for a new timeline.
    public var reloaded: Bool
}

extension HomeScreen {
    /// The entry each placed widget shows now, asking for new timelines where needed.
    ///
    /// The system keeps the timelines it asks for on its own device (iPhone 15 Pro Max) in light mode;
    /// for another device or dark mode it asks the widget for a timeline in that context and keeps none of it.
    public func currentStates(device: DeviceMetrics = .iPhone15ProMax, scheme: ColorScheme = .light) throws -> [WidgetState] {
        let widgets = try widgets()
        guard !widgets.isEmpty else { return [] }
        let names = Dictionary(try gallery().map { ($0.kind, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        return try widgets.map { try state(of: $0, displayName: names[$0.kind] ?? $0.kind, device: device, scheme: scheme) }
    }

    /// The entry one widget shows now.
    public func currentState(of id: Int64, device: DeviceMetrics = .iPhone15ProMax, scheme: ColorScheme = .light) throws -> WidgetState {
        let widget = try widget(id)
        let descriptor = try descriptor(ofKind: widget.kind)
        return try state(of: widget, displayName: descriptor.displayName, device: device, scheme: scheme)
    }

    /// A widget's placeholder, redacted as the system draws it while the real entry loads.
    public func placeholder(of id: Int64, device: DeviceMetrics = .iPhone15ProMax, scheme: ColorScheme = .light) throws -> WidgetState {
        let widget = try widget(id)
        let descriptor = try descriptor(ofKind: widget.kind)
        let reply = try askWidgetExtension(WidgetPlaceholderRequest(kind: widget.kind, context: context(widget.family, device, scheme)))
        var entry = reply.entry
        entry.view = entry.view.redactedForPlaceholder()
        return WidgetState(widget: widget, displayName: descriptor.displayName, entry: entry, policy: .never, fetchedAt: now(), reloaded: true)
    }

    /// What the widget gallery shows: each kind's snapshot in each family it supports, with `isPreview` true.
    public func previews(device: DeviceMetrics = .iPhone15ProMax, scheme: ColorScheme = .light) throws -> [WidgetPreview] {
        try gallery().flatMap { descriptor in
            let configuration = try defaultConfiguration(of: descriptor)
            return try descriptor.supportedFamilies.map { family in
                let reply = try askWidgetExtension(WidgetSnapshotRequest(
                    kind: descriptor.kind, context: context(family, device, scheme), configuration: configuration, isPreview: true))
                return WidgetPreview(descriptor: descriptor, family: family, entry: reply.entry)
            }
        }
    }

    func context(_ family: WidgetFamily, _ device: DeviceMetrics, _ scheme: ColorScheme) -> RenderContext {
        let size = device.size(of: family)
        return RenderContext(family: family, colorScheme: scheme, width: size.width, height: size.height)
    }

    func state(of widget: PlacedWidget, displayName: String, device: DeviceMetrics, scheme: ColorScheme) throws -> WidgetState {
        let date = now()
        guard device == .iPhone15ProMax, scheme == .light else {
            let reply = try fetchTimeline(of: widget, device: device, scheme: scheme)
            return WidgetState(widget: widget, displayName: displayName, entry: current(reply.entries, at: date),
                               policy: reply.policy, fetchedAt: date, reloaded: true)
        }
        if let record = try store.timeline(widgetID: widget.id), let cached = try? decode(record),
           try isFresh(cached, record: record, widget: widget, at: date) {
            return WidgetState(widget: widget, displayName: displayName, entry: current(cached.entries, at: date),
                               policy: cached.policy, fetchedAt: record.fetchedAt, reloaded: false)
        }
        let reply = try fetchTimeline(of: widget, device: device, scheme: scheme)
        // The entries are stored as they came: each view's bytes, checked on arrival, are copied, not read again.
        var entries = JSONWriter()
        entries.beginArray()
        for entry in reply.entries { entry.write(to: &entries) }
        entries.endArray()
        var policy = JSONWriter(capacity: 64)
        reply.policy.write(to: &policy)
        try store.saveTimeline(TimelineRecord(
            widgetID: widget.id, fetchedAt: date,
            entries: String(decoding: entries.bytes, as: UTF8.self), policy: String(decoding: policy.bytes, as: UTF8.self)))
        return WidgetState(widget: widget, displayName: displayName, entry: current(reply.entries, at: date),
                           policy: reply.policy, fetchedAt: date, reloaded: true)
    }

    /// Asks the widget extension for a widget's timeline, which must have an entry.
    func fetchTimeline(of widget: PlacedWidget, device: DeviceMetrics, scheme: ColorScheme) throws -> WidgetTimelineReply {
        let reply = try askWidgetExtension(WidgetTimelineRequest(
            kind: widget.kind, context: context(widget.family, device, scheme), configuration: widget.configuration))
        guard !reply.entries.isEmpty else {
            throw HostError("The widget extension returned a timeline with no entries for widget #\(widget.id); a timeline needs at least one entry.")
        }
        return reply
    }

    func decode(_ record: TimelineRecord) throws -> WidgetTimelineReply {
        WidgetTimelineReply(
            entries: try JSONReader.read(Array(record.entries.utf8), root: "the stored timeline") { reader in
                let entries = try reader.readArray(of: ArchivedEntry.self)
                try reader.finish()
                return entries
            },
            policy: try JSONReader.decode(ReloadPolicy.self, from: Array(record.policy.utf8), root: "the stored reload policy"))
    }

    /// A cached timeline holds until the configuration changes, the app asks for a reload, or its policy says so.
    func isFresh(_ timeline: WidgetTimelineReply, record: TimelineRecord, widget: PlacedWidget, at date: Date) throws -> Bool {
        if record.fetchedAt < widget.configuredAt || timeline.entries.isEmpty { return false }
        if let requested = try store.lastReloadRequest(forKind: widget.kind), requested >= record.fetchedAt { return false }
        switch timeline.policy {
        case .never: return true
        case .after(let reloadDate): return date < reloadDate
        case .atEnd: return date < (timeline.entries.map(\.date).max() ?? date)
        }
    }

    /// The entry to show at `date`: the latest one whose date has come, or the first.
    func current(_ entries: [ArchivedEntry], at date: Date) -> ArchivedEntry {
        let sorted = entries.sorted { $0.date < $1.date }
        return sorted.last { $0.date <= date } ?? sorted[0]
    }
}
