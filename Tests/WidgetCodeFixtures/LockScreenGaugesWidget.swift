//
//  LockScreenGaugesWidget.swift
//  FitnessWidgets
//

import WidgetKit
import SwiftUI

struct StrideEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
    let workoutEnd: Date
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(steps) / Float(goal)) }
}

struct StrideProvider: TimelineProvider {
    func placeholder(in context: Context) -> StrideEntry {
        StrideEntry(date: Date(), steps: 6_500, goal: 10_000, workoutEnd: Date().addingTimeInterval(1_800))
    }

    func getSnapshot(in context: Context, completion: @escaping (StrideEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StrideEntry>) -> ()) {
        let entry = StrideEntry(date: Date(), steps: context.isPreview ? 6_500 : 7_342, goal: 10_000,
                               workoutEnd: Date().addingTimeInterval(1_200))
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(15 * 60))))
    }
}

struct StrideWidgetEntryView: View {
    var entry: StrideProvider.Entry
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetRenderingMode) var renderingMode
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    @Environment(\.widgetContentMargins) var margins
    @Environment(\.isLuminanceReduced) var isLuminanceReduced

    private var progress: Double { min(Double(entry.steps) / Double(entry.goal), 1) }

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: Double(entry.steps), in: 0...Double(entry.goal)) {
                    Image(systemName: "figure.walk")
                } currentValueLabel: {
                    Text("\(entry.steps / 1000)k")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("10k")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(renderingMode == .fullColor ? .green : nil)
            }
            .widgetLabel {
                Text("Steps")
            }
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Label("Steps", systemImage: "figure.walk")
                    .font(.headline)
                    .widgetAccentable()
                Gauge(value: progress) {
                    Text("Goal")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                ProgressView(timerInterval: entry.date...entry.workoutEnd, countsDown: true) {
                    Text("Workout")
                }
                .progressViewStyle(.linear)
            }
            .privacySensitive()
        case .accessoryInline:
            ViewThatFits {
                Label("\(entry.steps) steps of \(entry.goal)", systemImage: "figure.walk")
                Text("\(entry.steps) steps")
            }
        default:
            VStack(alignment: .leading, spacing: 6) {
                Text("Steps").font(.caption).foregroundStyle(.secondary)
                Text(entry.steps, format: .number).font(.title2.bold())
                Gauge(value: progress) { EmptyView() }
                    .gaugeStyle(.linearCapacity)
                HStack {
                    Gauge(value: progress) { Text("%") }
                        .gaugeStyle(.accessoryCircularCapacity)
                    ProgressView(value: progress)
                        .progressViewStyle(.circular)
                    Gauge(value: progress) { Text("L") }
                        .gaugeStyle(.accessoryLinear)
                }
                if showsBackground {
                    Text("Margins \(Int(margins.leading))").font(.caption2)
                }
            }
            .opacity(isLuminanceReduced ? 0.6 : 1)
        }
    }
}

struct StrideLockScreenWidget: Widget {
    let kind: String = "StrideLockScreenWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StrideProvider()) { entry in
            StrideWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Your steps today, toward your goal.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular, .accessoryInline])
        .containerBackgroundRemovable(true)
        .contentMarginsDisabled()
    }
}

#Preview(as: .accessoryRectangular) {
    StrideLockScreenWidget()
} timeline: {
    StrideEntry(date: .now, steps: 4_200, goal: 10_000, workoutEnd: .now.addingTimeInterval(600))
    StrideEntry(date: .now, steps: 9_900, goal: 10_000, workoutEnd: .now.addingTimeInterval(60))
}
