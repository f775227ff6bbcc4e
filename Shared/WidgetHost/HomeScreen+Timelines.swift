import ExtensionProtocol
import Foundation
import SwiftUI
import SystemStore
import WidgetRendering

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
    public func currentStates(device: DeviceMetrics = .iPhone15ProMax) throws -> [WidgetState] {
        let widgets = try widgets()
        guard !widgets.isEmpty else { return [] }
        let names = Dictionary(try gallery().map { ($0.kind, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        return try widgets.map { try state(of: $0, displayName: names[$0.kind] ?? $0.kind, device: device) }
    }

    /// The entry one widget shows now.
    public func currentState(of id: Int64, device: DeviceMetrics = .iPhone15ProMax) throws -> WidgetState {
        let widget = try widget(id)
        let descriptor = try descriptor(ofKind: widget.kind)
        return try state(of: widget, displayName: descriptor.displayName, device: device)
    }

    func state(of widget: PlacedWidget, displayName: String, device: DeviceMetrics) throws -> WidgetState {
        let date = now()
        if let record = try store.timeline(widgetID: widget.id), let cached = try? decode(record),
           try isFresh(cached, record: record, widget: widget, at: date) {
            return WidgetState(widget: widget, displayName: displayName, entry: current(cached.entries, at: date),
                               policy: cached.policy, fetchedAt: record.fetchedAt, reloaded: false)
        }
        let size = device.size(of: widget.family)
        let reply = try askWidgetExtension(WidgetTimelineRequest(
            kind: widget.kind,
            context: RenderContext(family: widget.family, colorScheme: .light, width: size.width, height: size.height),
            configuration: widget.configuration))
        guard !reply.entries.isEmpty else {
            throw HostError("The widget extension returned a timeline with no entries for widget #\(widget.id); a timeline needs at least one entry.")
        }
        let encoder = WireCoding.makeEncoder()
        try store.saveTimeline(TimelineRecord(
            widgetID: widget.id, fetchedAt: date,
            entries: String(decoding: try encoder.encode(reply.entries), as: UTF8.self),
            policy: String(decoding: try encoder.encode(reply.policy), as: UTF8.self)))
        return WidgetState(widget: widget, displayName: displayName, entry: current(reply.entries, at: date),
                           policy: reply.policy, fetchedAt: date, reloaded: true)
    }

    func decode(_ record: TimelineRecord) throws -> WidgetTimelineReply {
        let decoder = WireCoding.makeDecoder()
        return WidgetTimelineReply(
            entries: try decoder.decode([ArchivedEntry].self, from: Data(record.entries.utf8)),
            policy: try decoder.decode(ReloadPolicy.self, from: Data(record.policy.utf8)))
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
