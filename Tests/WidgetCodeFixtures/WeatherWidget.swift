//
//  WeatherWidget.swift
//  WeatherWidgetExtension
//

import WidgetKit
import SwiftUI
import Foundation

enum WeatherCondition: String, Codable {
    case clear, cloudy, rain, snow, thunderstorm

    var symbolName: String {
        let symbols: [WeatherCondition: String] = [.clear: "sun.max.fill", .cloudy: "cloud.fill", .rain: "cloud.rain.fill",
                                                   .snow: "cloud.snow.fill", .thunderstorm: "cloud.bolt.rain.fill"]
        return symbols[self] ?? "cloud.fill"
    }
}

struct WeatherHour: Codable, Hashable, Identifiable {
    var id: Date { time }
    var time: Date
    var temperature: Double
    var condition: WeatherCondition
}

struct WeatherReport: Codable, Hashable {
    var city: String
    var temperature: Double
    var high: Double
    var low: Double
    var condition: WeatherCondition
    var hourly: [WeatherHour]

    static let sample: WeatherReport = {
        let now = Date()
        let hours = (1...6).map { offset in
            WeatherHour(time: now.addingTimeInterval(Double(offset) * 3600),
                        temperature: 18 + Double(offset),
                        condition: offset % 3 == 0 ? .cloudy : .clear)
        }
        return WeatherReport(city: "Cupertino", temperature: 19, high: 24, low: 12, condition: .clear, hourly: hours)
    }()
}

enum WeatherCache {
    static func load() -> WeatherReport? {
        guard let data = UserDefaults(suiteName: "group.com.example.app")?.data(forKey: "weather.latest") else { return nil }
        return try? JSONDecoder().decode(WeatherReport.self, from: data)
    }
}

// MARK: - Timeline

struct WeatherEntry: TimelineEntry {
    let date: Date
    let report: WeatherReport
    let showsHourly: Bool
    let relevance: TimelineEntryRelevance?
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(), report: .sample, showsHourly: true, relevance: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        guard !context.isPreview else { return completion(placeholder(in: context)) }
        let report = WeatherCache.load() ?? .sample
        completion(WeatherEntry(date: Date(), report: report, showsHourly: context.displaySize.width > 200, relevance: nil))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        let report = WeatherCache.load() ?? .sample
        let now = Date()
        let hoursToShow = context.family == .systemLarge ? 6 : 3
        let showsHourly = context.displaySize.width > 200

        var entries: [WeatherEntry] = []
        for offset in 0..<hoursToShow {
            guard let entryDate = Calendar.current.date(byAdding: .hour, value: offset, to: now) else { continue }
            let score: Float = report.condition == .thunderstorm ? 0.9 : 0.2
            let relevance = TimelineEntryRelevance(score: score, duration: 60 * 60)
            entries.append(WeatherEntry(date: entryDate, report: report, showsHourly: showsHourly, relevance: relevance))
        }

        let refresh = Calendar.current.date(byAdding: .minute, value: 30, to: now) ?? now.addingTimeInterval(1800)
        completion(Timeline(entries: entries, policy: .after(refresh)))
    }
}

// MARK: - Views

struct WeatherWidgetEntryView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode
    var entry: WeatherProvider.Entry

    private var temperatureText: String { "\(Int(entry.report.temperature.rounded()))°" }

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Image(systemName: entry.report.condition.symbolName)
                        .font(.system(size: 14))
                    Text(temperatureText)
                        .font(.system(size: 16, weight: .semibold, design: .rounded))
                }
            }
            .widgetAccentable()
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Label(entry.report.city, systemImage: entry.report.condition.symbolName)
                    .font(.headline)
                    .widgetAccentable()
                Text(temperatureText)
                    .font(.system(.title2, design: .rounded))
                Text("H:\(Int(entry.report.high))° L:\(Int(entry.report.low))°")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        case .accessoryInline:
            Label("\(temperatureText) \(entry.report.city)", systemImage: entry.report.condition.symbolName)
        case .systemMedium, .systemLarge:
            HStack(alignment: .top, spacing: 12) {
                WeatherSummaryView(report: entry.report, renderingMode: renderingMode)
                if entry.showsHourly {
                    Divider()
                    VStack(alignment: .leading, spacing: 6) {
                        ForEach(Array(entry.report.hourly.prefix(family == .systemLarge ? 6 : 3))) { hour in
                            HStack {
                                Text(hour.time, format: .dateTime.hour())
                                    .font(.caption)
                                    .frame(width: 40, alignment: .leading)
                                Image(systemName: hour.condition.symbolName)
                                Spacer()
                                Text("\(Int(hour.temperature))°")
                                    .font(.caption.monospacedDigit())
                            }
                        }
                    }
                }
            }
        default:
            WeatherSummaryView(report: entry.report, renderingMode: renderingMode)
        }
    }
}

struct WeatherSummaryView: View {
    let report: WeatherReport
    let renderingMode: WidgetRenderingMode

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(report.city).font(.system(size: 15, weight: .semibold)).lineLimit(1)
            Text("\(Int(report.temperature.rounded()))°")
                .font(.system(size: 42, weight: .light, design: .rounded))
                .minimumScaleFactor(0.7)
            Spacer(minLength: 0)
            if renderingMode == .fullColor {
                Image(systemName: report.condition.symbolName)
                    .symbolRenderingMode(.multicolor)
            } else {
                Image(systemName: report.condition.symbolName)
                    .widgetAccentable()
            }
            Text("H:").foregroundColor(.white.opacity(0.7)) + Text("\(Int(report.high))° ") +
                Text("L:").foregroundColor(.white.opacity(0.7)) + Text("\(Int(report.low))°")
        }
        .font(.caption)
        .foregroundColor(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

// MARK: - Widget

struct WeatherWidget: Widget {
    let kind: String = "WeatherWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
            WeatherWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(gradient: Gradient(colors: [Color(red: 0.22, green: 0.47, blue: 0.86),
                                                               Color(red: 0.10, green: 0.25, blue: 0.60)]),
                                   startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Weather")
        .description("See the current conditions and the forecast for the next few hours.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge,
                            .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
