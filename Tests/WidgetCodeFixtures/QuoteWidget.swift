//
//  QuoteWidget.swift
//  DailyQuoteExtension
//

import WidgetKit
import SwiftUI
import Foundation

struct QuoteItem: Codable, Hashable {
    let text: String
    let author: String?
}

enum QuoteLibrary {
    static let all: [QuoteItem] = [
        QuoteItem(text: "Start where you are. Use what you have. Do what you can today.", author: "Field notes"),
        QuoteItem(text: "A tidy desk is nice, but a finished draft is better.", author: nil),
        QuoteItem(text: "Every long walk is mostly made of short ones.", author: "Trail journal"),
        QuoteItem(text: "Curiosity keeps the lights on long after motivation goes home.", author: nil),
        QuoteItem(text: "Write it down; the future you will say thank you.", author: "A careful planner"),
        QuoteItem(text: "Rest is part of the work, not a break from it.", author: nil),
        QuoteItem(text: "The best time to fix the roof is when the sun is shining.", author: "Old proverb"),
    ]

    static func quote(for date: Date, calendar: Calendar = .current) -> QuoteItem {
        let day = calendar.ordinality(of: .day, in: .year, for: date) ?? 0
        return all[day % all.count]
    }
}

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: QuoteItem
    var isPlaceholder: Bool = false
}

struct QuoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: Date(), quote: QuoteLibrary.all[0], isPlaceholder: true)
    }

    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
        completion(QuoteEntry(date: Date(), quote: QuoteLibrary.quote(for: Date())))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        let calendar = Calendar.current
        let now = Date()
        let startOfToday = calendar.startOfDay(for: now)
        let startOfTomorrow = calendar.date(byAdding: .day, value: 1, to: startOfToday) ?? now.addingTimeInterval(86_400)

        let entry = QuoteEntry(date: now, quote: QuoteLibrary.quote(for: now, calendar: calendar))
        let timeline = Timeline(entries: [entry], policy: .after(startOfTomorrow))
        completion(timeline)
    }
}

struct QuoteWidgetEntryView: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.widgetFamily) private var family
    var entry: QuoteEntry

    private var authorLine: String {
        entry.quote.author ?? String(localized: "Unknown author")
    }

    private var inkColor: Color {
        colorScheme == .dark ? Color(red: 0.95, green: 0.92, blue: 0.85) : Color(red: 0.20, green: 0.16, blue: 0.12)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(verbatim: "\u{201C}")
                .font(.system(size: 40, weight: .heavy, design: .serif))
                .foregroundColor(.orange)
                .frame(height: 24, alignment: .top)

            ViewThatFits(in: .vertical) {
                Text(entry.quote.text)
                    .font(.custom("Avenir", size: family == .systemSmall ? 14 : 17))
                    .multilineTextAlignment(.leading)
                Text(entry.quote.text)
                    .font(.custom("Avenir", size: 12))
                    .lineLimit(5)
                    .minimumScaleFactor(0.6)
            }
            .foregroundColor(inkColor)

            Spacer(minLength: 0)

            HStack {
                Spacer()
                Text("— ") + Text(authorLine).italic()
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            .lineLimit(1)
        }
        .redacted(reason: entry.isPlaceholder ? .placeholder : [])
    }
}

struct QuoteWidget: Widget {
    let kind: String = "QuoteWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: QuoteProvider()) { entry in
            QuoteWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    QuoteBackground()
                }
        }
        .configurationDisplayName(LocalizedStringResource("Quote of the Day", comment: "Widget gallery title"))
        .description(Text("A new line of inspiration every morning."))
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

private struct QuoteBackground: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        if colorScheme == .dark {
            Color(red: 0.13, green: 0.11, blue: 0.10)
        } else {
            LinearGradient(gradient: Gradient(colors: [Color(red: 1.0, green: 0.97, blue: 0.90),
                                                       Color(red: 0.98, green: 0.91, blue: 0.80)]),
                           startPoint: .topLeading,
                           endPoint: .bottomTrailing)
        }
    }
}
