//
//  StepsWidget.swift
//  StepCounterWidgets
//

import WidgetKit
import SwiftUI
import Foundation

enum StepsSharedData {
    static let suiteName = "group.com.example.app"
    static let stepsKey = "steps.today"
    static let goalKey = "steps.goal"
    static let updatedKey = "steps.updatedAt"

    static func read() -> (steps: Int, goal: Int, updated: Date?) {
        let defaults = UserDefaults(suiteName: suiteName)
        let steps = defaults?.value(forKey: stepsKey) as? Int ?? 0
        let goal = defaults?.integer(forKey: goalKey) ?? 0
        let updated = defaults?.object(forKey: updatedKey) as? Date
        return (steps, goal > 0 ? goal : 10_000, updated)
    }
}

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
    let lastSync: Date?

    var progress: Double {
        guard goal > 0 else { return 0 }
        return min(Double(steps) / Double(goal), 1.0)
    }

    var relevance: TimelineEntryRelevance? {
        // Bubble up in the Smart Stack when the user is close to the goal.
        progress > 0.8 && progress < 1 ? TimelineEntryRelevance(score: 80) : TimelineEntryRelevance(score: 10)
    }
}

struct StepsProvider: TimelineProvider {
    typealias Entry = StepsEntry

    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: .now, steps: 6_420, goal: 10_000, lastSync: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> ()) {
        let data = StepsSharedData.read()
        completion(StepsEntry(date: .now, steps: data.steps, goal: data.goal, lastSync: data.updated))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> ()) {
        let data = StepsSharedData.read()
        let now = Date()
        let calendar = Calendar.current
        let tomorrow = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now))!

        let entries = [
            StepsEntry(date: now, steps: data.steps, goal: data.goal, lastSync: data.updated),
            // Counters reset at midnight.
            StepsEntry(date: tomorrow, steps: 0, goal: data.goal, lastSync: nil),
        ]
        let nextUpdate = min(now.addingTimeInterval(15 * 60), tomorrow)
        completion(Timeline(entries: entries, policy: .after(nextUpdate)))
    }
}

struct StepsRingView: View {
    var progress: Double
    var lineWidth: CGFloat = 10

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.green.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct StepsWidgetEntryView: View {
    @Environment(\.widgetFamily) var family
    let entry: StepsEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: Double(entry.steps), in: 0...Double(entry.goal)) {
                Image(systemName: "figure.walk")
            } currentValueLabel: {
                Text("\(entry.steps / 1000)k")
            }
            .gaugeStyle(.accessoryCircular)
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("\(entry.steps) steps")
                    .font(.headline)
                ProgressView(value: entry.progress, total: 1.0)
                    .progressViewStyle(.linear)
                Text("Goal \(entry.goal)")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        case .systemMedium:
            HStack(spacing: 16) {
                StepsRingView(progress: entry.progress, lineWidth: 12)
                    .frame(width: 90, height: 90)
                VStack(alignment: .leading, spacing: 4) {
                    Text("\(entry.steps)")
                        .font(.system(size: 34, weight: .bold, design: .rounded))
                    HStack(spacing: 4) {
                        Circle()
                            .fill(entry.progress >= 1 ? Color.green : Color.gray.opacity(0.4))
                            .frame(width: 6, height: 6)
                        Text("of \(entry.goal) steps")
                            .foregroundStyle(.secondary)
                    }
                    if let sync = entry.lastSync {
                        Text("Updated \(sync, style: .relative) ago")
                            .font(.caption2)
                            .foregroundStyle(.tertiary)
                    }
                }
                Spacer()
            }
        default:
            ZStack {
                StepsRingView(progress: entry.progress)
                VStack(spacing: 0) {
                    Image(systemName: "figure.walk")
                        .foregroundColor(.green)
                    Text("\(entry.steps)")
                        .font(.system(size: 22, weight: .bold, design: .rounded))
                        .minimumScaleFactor(0.5)
                        .lineLimit(1)
                    Text("steps")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                .padding(8)
            }
            .padding(4)
        }
    }
}

struct StepsWidget: Widget {
    let kind = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Track today's steps against your daily goal.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular])
    }
}
