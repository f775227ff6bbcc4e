//
//  CalendarNextEventWidget.swift
//  AgendaWidgets
//

import WidgetKit
import SwiftUI
import Foundation

struct AgendaEvent: Codable, Identifiable, Hashable {
    let id: String
    let title: String
    let location: String?
    let start: Date
    let end: Date
    let colorComponents: [Double]

    var color: Color {
        guard colorComponents.count == 3 else { return .blue }
        return Color(red: colorComponents[0], green: colorComponents[1], blue: colorComponents[2])
    }

    var deepLink: URL {
        URL(string: "exampleapp://event/\(id)")!
    }
}

enum AgendaStore {
    static func upcomingEvents(after date: Date) -> [AgendaEvent] {
        guard let defaults = UserDefaults(suiteName: "group.com.example.app"),
              let data = defaults.data(forKey: "agenda.events"),
              let events = try? JSONDecoder().decode([AgendaEvent].self, from: data) else {
            return []
        }
        return events.filter { $0.end > date }.sorted { $0.start < $1.start }
    }

    static let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter
    }()

    static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate("EEEEdMMM")
        return formatter
    }()
}

struct AgendaEntry: TimelineEntry {
    let date: Date
    let events: [AgendaEvent]
    let relevance: TimelineEntryRelevance?
}

struct AgendaProvider: TimelineProvider {
    func placeholder(in context: Context) -> AgendaEntry {
        let now = Date()
        let sample = AgendaEvent(id: "sample", title: "Design review", location: "Room 4", start: now.addingTimeInterval(1800),
                                 end: now.addingTimeInterval(5400), colorComponents: [0.9, 0.3, 0.3])
        return AgendaEntry(date: now, events: [sample], relevance: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (AgendaEntry) -> Void) {
        let events = AgendaStore.upcomingEvents(after: Date())
        completion(events.isEmpty ? placeholder(in: context) : AgendaEntry(date: Date(), events: events, relevance: nil))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AgendaEntry>) -> Void) {
        let now = Date()
        let events = AgendaStore.upcomingEvents(after: now)
        var entries = [AgendaEntry(date: now, events: events, relevance: nil)]

        // A new entry each time an event ends, so the list always starts with what's next.
        for event in events.prefix(5) where event.end > now {
            let remaining = AgendaStore.upcomingEvents(after: event.end)
            let duration = event.end.timeIntervalSince(event.start)
            let relevance = TimelineEntryRelevance(score: remaining.isEmpty ? 0 : 50, duration: duration)
            entries.append(AgendaEntry(date: event.end, events: remaining, relevance: relevance))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct AgendaEventRow: View {
    let event: AgendaEvent

    var body: some View {
        HStack(alignment: .top, spacing: 6) {
            Capsule()
                .fill(event.color)
                .frame(width: 4)
            VStack(alignment: .leading, spacing: 1) {
                Text(event.title)
                    .font(.system(size: 13, weight: .semibold))
                    .lineLimit(1)
                    .privacySensitive()
                Text(AgendaStore.timeFormatter.string(from: event.start) + " – " + AgendaStore.timeFormatter.string(from: event.end))
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                if let location = event.location {
                    Text(location)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                        .privacySensitive()
                }
            }
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}

struct AgendaWidgetEntryView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    let entry: AgendaEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(AgendaStore.dayFormatter.string(from: entry.date).uppercased())
                .font(.caption2.weight(.bold))
                .foregroundColor(.red)
            if let next = entry.events.first {
                Text(next.start, style: .relative)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Divider()
                ForEach(entry.events.prefix(family == .systemLarge ? 6 : 2)) { event in
                    Link(destination: event.deepLink) {
                        AgendaEventRow(event: event)
                    }
                }
            } else {
                Spacer()
                Text("No more events today")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(showsBackground ? 0 : 4)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .widgetURL(entry.events.first?.deepLink)
    }
}

struct AgendaWidget: Widget {
    let kind: String = "AgendaWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: AgendaProvider()) { entry in
            AgendaWidgetEntryView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Up Next")
        .description(LocalizedStringKey("agenda.widget.description"))
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
