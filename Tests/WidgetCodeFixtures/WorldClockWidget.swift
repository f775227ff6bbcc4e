//
//  WorldClockWidget.swift
//  WorldClockExtension
//

import WidgetKit
import SwiftUI
import Foundation

struct CityClock: Hashable {
    let city: String
    let zone: TimeZone
}

enum CityList {
    /// The cities the user follows, read from the app group off the caller's thread.
    static func load(completion: @escaping ([CityClock]) -> Void) {
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + 0.1) {
            let cities = [("Lisbon", "Europe/Lisbon"), ("Tokyo", "Asia/Tokyo"), ("Denver", "America/Denver")]
            completion(cities.compactMap { name, identifier in TimeZone(identifier: identifier).map { CityClock(city: name, zone: $0) } })
        }
    }
}

struct WorldClockEntry: TimelineEntry {
    let date: Date
    let cities: [CityClock]
}

struct WorldClockProvider: TimelineProvider {
    func placeholder(in context: Context) -> WorldClockEntry {
        WorldClockEntry(date: Date(), cities: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (WorldClockEntry) -> Void) {
        completion(WorldClockEntry(date: Date(), cities: []))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WorldClockEntry>) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            // Older code waits for its data with a semaphore, giving up after a few seconds.
            let loaded = DispatchSemaphore(value: 0)
            var cities: [CityClock] = []
            CityList.load { list in
                cities = list
                loaded.signal()
            }
            _ = loaded.wait(timeout: .now() + 5)
            let start = Date()
            let entries = (0..<4).map { quarter in
                WorldClockEntry(date: start.addingTimeInterval(Double(quarter) * 15 * 60), cities: cities)
            }
            completion(Timeline(entries: entries, policy: .atEnd))
        }
    }
}

struct WorldClockView: View {
    var entry: WorldClockEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if entry.cities.isEmpty {
                Text("No cities yet")
                    .foregroundStyle(.secondary)
            }
            ForEach(entry.cities, id: \.self) { city in
                HStack {
                    Text(city.city)
                    Spacer()
                    Text(entry.date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, timeZone: city.zone)))
                        .monospacedDigit()
                }
                .font(.caption)
            }
        }
    }
}

struct WorldClockWidget: Widget {
    let kind: String = "WorldClockWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WorldClockProvider()) { entry in
            WorldClockView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("World Clock")
        .description("The time in the cities you follow.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
