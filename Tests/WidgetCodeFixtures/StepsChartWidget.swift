//
//  StepsChartWidget.swift
//  StepCounterWidgets
//
//  A week of steps as Swift Charts draws it: a line with points, bars by day with the goal as a
//  rule, and today's activities as a donut.
//

import WidgetKit
import SwiftUI
import Charts

struct DailySteps: Identifiable {
    let day: Date
    let steps: Int
    var id: Date { day }
}

struct ActivityShare: Identifiable {
    let name: String
    let minutes: Double
    var id: String { name }
}

struct StepsChartEntry: TimelineEntry {
    let date: Date
    let week: [DailySteps]
    let activities: [ActivityShare]
    let goal: Int

    static func sample(at date: Date) -> StepsChartEntry {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: date)
        let counts = [6_200, 8_450, 11_300, 7_900, 12_750, 4_300, 9_800]
        let week = counts.enumerated().map { offset, steps in
            DailySteps(day: calendar.date(byAdding: .day, value: offset - (counts.count - 1), to: today)!, steps: steps)
        }
        let activities = [
            ActivityShare(name: "Walk", minutes: 48),
            ActivityShare(name: "Run", minutes: 22),
            ActivityShare(name: "Cycle", minutes: 15),
        ]
        return StepsChartEntry(date: date, week: week, activities: activities, goal: 10_000)
    }
}

struct StepsChartProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsChartEntry {
        .sample(at: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsChartEntry) -> Void) {
        completion(.sample(at: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsChartEntry>) -> Void) {
        let now = Date()
        let next = Calendar.current.date(byAdding: .hour, value: 1, to: now)!
        completion(Timeline(entries: [.sample(at: now)], policy: .after(next)))
    }
}

struct WeekLineChart: View {
    let week: [DailySteps]

    var body: some View {
        Chart(week) { day in
            LineMark(
                x: .value("Day", day.day, unit: .day),
                y: .value("Steps", day.steps)
            )
            .interpolationMethod(.catmullRom)
            PointMark(
                x: .value("Day", day.day, unit: .day),
                y: .value("Steps", day.steps)
            )
            .symbolSize(30)
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day, count: 2)) { _ in
                AxisValueLabel(format: .dateTime.weekday(.narrow))
            }
        }
    }
}

struct WeekBarChart: View {
    let week: [DailySteps]
    let goal: Int

    var body: some View {
        Chart {
            ForEach(week) { day in
                BarMark(
                    x: .value("Day", day.day, unit: .day),
                    y: .value("Steps", day.steps)
                )
                .foregroundStyle(day.steps >= goal ? Color.green : Color.blue)
                .cornerRadius(3)
            }
            RuleMark(y: .value("Goal", goal))
                .foregroundStyle(.orange)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Goal")
                        .font(.caption2)
                        .foregroundStyle(.orange)
                }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: [0, 5_000, 10_000]) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let steps = value.as(Int.self) {
                        Text("\(steps / 1_000)k")
                    }
                }
            }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
            }
        }
    }
}

struct ActivityDonut: View {
    let activities: [ActivityShare]

    var body: some View {
        Chart(activities) { activity in
            SectorMark(
                angle: .value("Minutes", activity.minutes),
                innerRadius: .ratio(0.6),
                angularInset: 1.5
            )
            .foregroundStyle(by: .value("Activity", activity.name))
        }
        .chartLegend(position: .bottom)
    }
}

struct StepsChartWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: StepsChartEntry

    var total: Int { entry.week.last?.steps ?? 0 }

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Text("\(total) steps")
                    .font(.headline)
                Chart(entry.week) { day in
                    AreaMark(
                        x: .value("Day", day.day, unit: .day),
                        y: .value("Steps", day.steps)
                    )
                    .opacity(0.5)
                    LineMark(
                        x: .value("Day", day.day, unit: .day),
                        y: .value("Steps", day.steps)
                    )
                }
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
            }
        case .systemMedium:
            VStack(alignment: .leading, spacing: 6) {
                Text("This week")
                    .font(.headline)
                WeekBarChart(week: entry.week, goal: entry.goal)
            }
        case .systemLarge:
            VStack(alignment: .leading, spacing: 8) {
                Text("This week")
                    .font(.headline)
                WeekBarChart(week: entry.week, goal: entry.goal)
                Text("Today's activity")
                    .font(.headline)
                ActivityDonut(activities: entry.activities)
            }
        default:
            VStack(alignment: .leading, spacing: 4) {
                Text("\(total)")
                    .font(.title2.bold())
                WeekLineChart(week: entry.week)
            }
        }
    }
}

struct StepsChartWidget: Widget {
    let kind = "StepsChartWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsChartProvider()) { entry in
            StepsChartWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps Chart")
        .description("Your steps this week, and today's activity.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular])
    }
}
