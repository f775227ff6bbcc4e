//
//  LockScreenAccessoryWidgets.swift
//  LockScreenWidgets
//

import WidgetKit
import SwiftUI
import Foundation

struct LockGlanceEntry: TimelineEntry {
    let date: Date
    let batteryLevel: Double
    let nextAlarm: Date?
    let moonIllumination: Double
    let moonPhaseName: String
}

struct LockGlanceProvider: TimelineProvider {
    func placeholder(in context: Context) -> LockGlanceEntry {
        LockGlanceEntry(date: .now, batteryLevel: 0.8, nextAlarm: Date.now.addingTimeInterval(6 * 3600),
                        moonIllumination: 0.78, moonPhaseName: "Waxing Gibbous")
    }

    func getSnapshot(in context: Context, completion: @escaping (LockGlanceEntry) -> Void) {
        completion(makeEntry(for: .now))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LockGlanceEntry>) -> Void) {
        let now = Date.now
        let entries = stride(from: 0, to: 4, by: 1).map { hour in
            makeEntry(for: now.addingTimeInterval(TimeInterval(hour) * 3600))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    private func makeEntry(for date: Date) -> LockGlanceEntry {
        let defaults = UserDefaults(suiteName: "group.com.example.app")
        let battery = defaults?.double(forKey: "lock.battery") ?? 1
        let alarm = defaults?.object(forKey: "lock.nextAlarm") as? Date
        // Synodic month approximation, good enough for a glance.
        let reference = Date(timeIntervalSince1970: 947_182_440)
        let age = date.timeIntervalSince(reference).truncatingRemainder(dividingBy: 2_551_443) / 2_551_443
        let illumination = (1 - cos(age * 2 * .pi)) / 2
        let name: String
        switch age {
        case ..<0.03, 0.97...: name = "New Moon"
        case ..<0.25: name = "Waxing Crescent"
        case ..<0.47: name = "Waxing Gibbous"
        case ..<0.53: name = "Full Moon"
        case ..<0.75: name = "Waning Gibbous"
        default: name = "Waning Crescent"
        }
        return LockGlanceEntry(date: date, batteryLevel: battery, nextAlarm: alarm,
                               moonIllumination: illumination, moonPhaseName: name)
    }
}

// MARK: - Battery (circular)

struct LockBatteryView: View {
    @Environment(\.widgetRenderingMode) private var renderingMode
    let entry: LockGlanceEntry

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            Gauge(value: entry.batteryLevel, in: 0...1) {
                Image(systemName: "iphone")
            } currentValueLabel: {
                Text(entry.batteryLevel, format: .percent.precision(.fractionLength(0)))
            }
            .gaugeStyle(.accessoryCircular)
            .tint(renderingMode == .fullColor ? .green : nil)
        }
    }
}

struct LockBatteryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LockBatteryWidget", provider: LockGlanceProvider()) { entry in
            LockBatteryView(entry: entry)
                .containerBackground(for: .widget) { Color.clear }
        }
        .configurationDisplayName("Battery")
        .description("Battery level on your Lock Screen.")
        .supportedFamilies([.accessoryCircular])
    }
}

// MARK: - Alarm (rectangular)

struct LockAlarmView: View {
    @Environment(\.widgetRenderingMode) private var renderingMode
    let entry: LockGlanceEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Label("Alarm", systemImage: "alarm.fill")
                .font(.headline)
                .widgetAccentable()
            if let alarm = entry.nextAlarm {
                Text(alarm, style: .time)
                    .font(.system(.title2, design: .rounded))
                    .fontWeight(renderingMode == .vibrant ? .bold : .semibold)
                Text(alarm, style: .relative)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            } else {
                Text("No alarm set")
                    .font(.body)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct LockAlarmWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LockAlarmWidget", provider: LockGlanceProvider()) { entry in
            LockAlarmView(entry: entry)
                .containerBackground(for: .widget) { AccessoryWidgetBackground() }
        }
        .configurationDisplayName("Next Alarm")
        .description("When your next alarm will go off.")
        .supportedFamilies([.accessoryRectangular])
    }
}

// MARK: - Moon (inline)

struct LockMoonView: View {
    let entry: LockGlanceEntry

    var body: some View {
        ViewThatFits {
            Label("\(entry.moonPhaseName) \(Int(entry.moonIllumination * 100))%", systemImage: "moon.stars.fill")
            Label("\(Int(entry.moonIllumination * 100))%", systemImage: "moon.fill")
        }
    }
}

struct LockMoonWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LockMoonWidget", provider: LockGlanceProvider()) { entry in
            LockMoonView(entry: entry)
                .containerBackground(for: .widget) { EmptyView() }
        }
        .configurationDisplayName("Moon Phase")
        .description("Tonight's moon, above the clock.")
        .supportedFamilies([.accessoryInline])
    }
}

// MARK: - Bundle

struct LockScreenWidgetsBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        LockBatteryWidget()
        if #available(iOS 16.0, *) {
            LockAlarmWidget()
            LockMoonWidget()
        }
    }
}
