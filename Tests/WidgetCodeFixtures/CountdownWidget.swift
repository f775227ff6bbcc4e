//
//  CountdownWidget.swift
//  CountdownWidgetExtension
//

import WidgetKit
import SwiftUI
import Foundation

enum CountdownSettings {
    static let suite = UserDefaults(suiteName: "group.com.example.app")
    static let targetKey = "countdown.target"
    static let startKey = "countdown.start"

    static var target: Date {
        if let interval = suite?.value(forKey: targetKey) as? TimeInterval {
            return Date(timeIntervalSince1970: interval)
        }
        return Calendar.current.date(byAdding: .day, value: 12, to: Date()) ?? Date()
    }

    static var start: Date {
        (suite?.object(forKey: startKey) as? Date) ?? Calendar.current.date(byAdding: .day, value: -30, to: target)!
    }
}

struct CountdownEntry: TimelineEntry {
    let date: Date
    let start: Date
    let target: Date

    var isFinished: Bool { date >= target }

    var daysRemaining: Int {
        let calendar = Calendar.current
        let components = calendar.dateComponents([.day],
                                                 from: calendar.startOfDay(for: date),
                                                 to: calendar.startOfDay(for: target))
        return max(components.day ?? 0, 0)
    }
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        let now = Date()
        return CountdownEntry(date: now, start: now.addingTimeInterval(-86_400), target: now.addingTimeInterval(3 * 86_400))
    }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(CountdownEntry(date: Date(), start: CountdownSettings.start, target: CountdownSettings.target))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        let start = CountdownSettings.start
        let target = CountdownSettings.target
        // One entry now, one the moment the event begins. Text timers update themselves in between.
        var entries = [CountdownEntry(date: Date(), start: start, target: target)]
        if target > Date() {
            entries.append(CountdownEntry(date: target, start: start, target: target))
        }
        completion(Timeline(entries: entries, policy: .never))
    }
}

struct CountdownWidgetEntryView: View {
    @Environment(\.widgetFamily) private var family
    @AppStorage("countdown.title", store: UserDefaults(suiteName: "group.com.example.app"))
    private var title: String = "Launch Day"
    @AppStorage("countdown.emoji", store: UserDefaults(suiteName: "group.com.example.app"))
    private var emoji: String = "🚀"

    var entry: CountdownEntry

    var body: some View {
        if entry.isFinished {
            VStack(spacing: 4) {
                Text(emoji).font(.largeTitle)
                Text("\(title) is here!")
                    .font(.headline)
                    .multilineTextAlignment(.center)
            }
        } else {
            switch family {
            case .accessoryCircular:
                ProgressView(timerInterval: entry.start...entry.target, countsDown: true)
                    .progressViewStyle(.circular)
            case .accessoryInline:
                Text("\(emoji) \(title) in \(entry.target, style: .relative)")
            case .accessoryRectangular:
                VStack(alignment: .leading) {
                    Text(title).font(.headline).lineLimit(1)
                    Text(timerInterval: Date()...entry.target, countsDown: true)
                        .font(.system(.body, design: .monospaced))
                    Text(entry.target, style: .date)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            default:
                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Text(emoji)
                        Text(title)
                            .font(.system(size: 13, weight: .semibold))
                            .lineLimit(1)
                    }
                    Spacer()
                    Text("\(entry.daysRemaining)")
                        .font(.system(size: 48, weight: .heavy, design: .rounded))
                        .monospacedDigit()
                    Text(entry.daysRemaining == 1 ? "day to go" : "days to go")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    if entry.daysRemaining < 2 {
                        Text(entry.target, style: .timer)
                            .font(.caption.monospacedDigit())
                            .foregroundColor(.red)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}

struct CountdownWidget: Widget {
    let kind: String = "CountdownWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CountdownProvider()) { entry in
            CountdownWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    RadialGradient(gradient: Gradient(colors: [.purple, .indigo]),
                                   center: .topLeading,
                                   startRadius: 10,
                                   endRadius: 220)
                }
        }
        .configurationDisplayName(Text("Countdown"))
        .description("Count down the days to your next big event.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
