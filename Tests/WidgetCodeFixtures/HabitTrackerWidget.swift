//
//  HabitTrackerWidget.swift
//  HabitsWidgetExtension
//

import WidgetKit
import SwiftUI
import Intents
import Foundation

/// Hand-written configuration intent (the project does not use an .intentdefinition file).
final class HabitSelectionIntent: INIntent {
    var habitName: String?
    var showsStreak: Bool = true
}

struct HabitRecord: Codable, Hashable {
    var name: String
    var symbol: String
    var completedDays: Set<Date>

    func isCompleted(on day: Date, calendar: Calendar = .current) -> Bool {
        completedDays.contains(calendar.startOfDay(for: day))
    }

    func streak(endingAt day: Date, calendar: Calendar = .current) -> Int {
        var count = 0
        var cursor = calendar.startOfDay(for: day)
        while completedDays.contains(cursor) {
            count += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: cursor) else { break }
            cursor = previous
        }
        return count
    }
}

enum HabitRepository {
    static let defaults = UserDefaults(suiteName: "group.com.example.app")

    static func habit(named name: String?) -> HabitRecord {
        let all = (defaults?.data(forKey: "habits.all")).flatMap { try? JSONDecoder().decode([HabitRecord].self, from: $0) } ?? []
        return all.first(where: { $0.name == name }) ?? all.first
            ?? HabitRecord(name: "Read 20 pages", symbol: "book.fill", completedDays: [])
    }

    /// Called by the app after the user checks a habit off.
    static func markCompleted(_ name: String) {
        var all = (defaults?.data(forKey: "habits.all")).flatMap { try? JSONDecoder().decode([HabitRecord].self, from: $0) } ?? []
        if let index = all.firstIndex(where: { $0.name == name }) {
            all[index].completedDays.insert(Calendar.current.startOfDay(for: Date()))
            defaults?.set(try? JSONEncoder().encode(all), forKey: "habits.all")
        }
        // getCurrentConfigurations comes with the system's clock and WidgetInfo (issue 15).
        WidgetCenter.shared.reloadTimelines(ofKind: HabitTrackerWidget.kind)
    }
}

struct HabitEntry: TimelineEntry {
    let date: Date
    let habit: HabitRecord
    let showsStreak: Bool
}

struct HabitProvider: IntentTimelineProvider {
    typealias Intent = HabitSelectionIntent

    func placeholder(in context: Context) -> HabitEntry {
        let days = Set((0..<9).compactMap { Calendar.current.date(byAdding: .day, value: -$0 * 2, to: Calendar.current.startOfDay(for: Date())) })
        return HabitEntry(date: Date(), habit: HabitRecord(name: "Meditate", symbol: "leaf.fill", completedDays: days), showsStreak: true)
    }

    func getSnapshot(for configuration: HabitSelectionIntent, in context: Context, completion: @escaping (HabitEntry) -> Void) {
        let habit = HabitRepository.habit(named: configuration.habitName)
        completion(HabitEntry(date: Date(), habit: habit, showsStreak: configuration.showsStreak))
    }

    func getTimeline(for configuration: HabitSelectionIntent, in context: Context, completion: @escaping (Timeline<HabitEntry>) -> Void) {
        let habit = HabitRepository.habit(named: configuration.habitName)
        let entry = HabitEntry(date: Date(), habit: habit, showsStreak: configuration.showsStreak)
        let midnight = Calendar.current.nextDate(after: Date(), matching: DateComponents(hour: 0, minute: 0), matchingPolicy: .nextTime)!
        completion(Timeline(entries: [entry], policy: .after(midnight)))
    }
}

struct HabitWidgetEntryView: View {
    @Environment(\.widgetFamily) private var family
    var entry: HabitProvider.Entry

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 3), count: 7)

    private var weeks: Int { family == .systemSmall ? 4 : 8 }

    private func day(week: Int, weekday: Int) -> Date {
        let offset = (weeks - 1 - week) * 7 + (6 - weekday)
        return Calendar.current.date(byAdding: .day, value: -offset, to: entry.date) ?? entry.date
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 4) {
                Image(systemName: entry.habit.symbol)
                    .foregroundColor(.orange)
                Text(entry.habit.name)
                    .font(.system(size: 13, weight: .semibold))
                    .lineLimit(1)
            }
            if entry.showsStreak {
                Text("\(entry.habit.streak(endingAt: entry.date))")
                    .font(.system(.title, design: .rounded))
                    .fontWeight(.black)
                + Text(" day streak").font(.caption).foregroundColor(.secondary)
            }
            LazyVGrid(columns: columns, spacing: 3) {
                ForEach(0..<weeks, id: \.self) { week in
                    ForEach(0..<7) { weekday in
                        let date = day(week: week, weekday: weekday)
                        RoundedRectangle(cornerRadius: 2, style: .continuous)
                            .fill(entry.habit.isCompleted(on: date) ? Color.orange : Color.gray.opacity(0.2))
                            .aspectRatio(1, contentMode: .fit)
                    }
                }
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

struct HabitTrackerWidget: Widget {
    static let kind: String = "HabitTrackerWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: Self.kind, intent: HabitSelectionIntent.self, provider: HabitProvider()) { entry in
            HabitWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    Color(red: 0.11, green: 0.11, blue: 0.12)
                }
                .environment(\.colorScheme, .dark)
        }
        .configurationDisplayName("Habit Tracker")
        .description("Watch your streak grow, one square at a time.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
