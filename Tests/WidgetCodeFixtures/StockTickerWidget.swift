//
//  StockTickerWidget.swift
//  MarketsWidgetExtension
//

import WidgetKit
import SwiftUI
import Foundation

struct TickerQuote: Codable, Identifiable, Hashable {
    var id: String { symbol }
    let symbol: String
    let price: Double
    let change: Double

    var changePercent: Double { price == 0 ? 0 : change / (price - change) }
}

enum TickerWatchlist {
    static let defaults = UserDefaults(suiteName: "group.com.example.app")

    static var symbols: [String] {
        let raw = defaults?.string(forKey: "ticker.watchlist") ?? "AAPL,MSFT,GOOG,AMZN,TSLA,NVDA"
        return raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static func quotes() -> [TickerQuote] {
        let cached = defaults?.dictionary(forKey: "ticker.prices") as? [String: [Double]] ?? [:]
        return symbols.map { symbol in
            let values = cached[symbol] ?? [100, 0]
            return TickerQuote(symbol: symbol, price: values.first ?? 0, change: values.last ?? 0)
        }
    }
}

struct TickerEntry: TimelineEntry {
    let date: Date
    let quotes: [TickerQuote]
    let prefersDarkChrome: Bool
}

struct TickerProvider: TimelineProvider {
    func placeholder(in context: Context) -> TickerEntry {
        TickerEntry(date: Date(), quotes: [TickerQuote(symbol: "AAPL", price: 190.12, change: 1.42),
                                           TickerQuote(symbol: "MSFT", price: 410.55, change: -2.10)],
                    prefersDarkChrome: false)
    }

    func getSnapshot(in context: Context, completion: @escaping (TickerEntry) -> Void) {
        completion(makeEntry(context: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TickerEntry>) -> Void) {
        let entry = makeEntry(context: context)
        let nextRefresh = Calendar.current.date(byAdding: .minute, value: 15, to: entry.date) ?? entry.date
        completion(Timeline(entries: [entry], policy: .after(nextRefresh)))
    }

    private func makeEntry(context: Context) -> TickerEntry {
        // If the widget can only ever appear in dark mode, skip the light chrome entirely.
        let schemes = context.environmentVariants[\.colorScheme] ?? [.light, .dark]
        let darkOnly = !schemes.contains(.light)
        let limit = context.family == .systemLarge ? 12 : 6
        return TickerEntry(date: Date(), quotes: Array(TickerWatchlist.quotes().prefix(limit)), prefersDarkChrome: darkOnly)
    }
}

struct TickerCell: View {
    @Environment(\.locale) private var locale
    let quote: TickerQuote

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(quote.symbol)
                .font(.system(size: 12, weight: .heavy, design: .monospaced))
                .fixedSize()
            Text(quote.price, format: .number.precision(.fractionLength(2)).locale(locale))
                .font(.system(size: 14, weight: .semibold, design: .rounded))
                .minimumScaleFactor(0.7)
                .lineLimit(1)
            Text(quote.changePercent, format: .percent.precision(.fractionLength(1)))
                .font(.caption2)
                .foregroundColor(quote.change >= 0 ? .green : .red)
        }
        .frame(minWidth: 0, idealWidth: 80, maxWidth: .infinity,
               minHeight: 0, idealHeight: 44, maxHeight: .infinity,
               alignment: .leading)
        .padding(EdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8))
        .background(Color("AccentColor").opacity(0.08))
        .cornerRadius(8)
        .overlay(
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .stroke(lineWidth: 1)
                .foregroundColor(Color.accentColor.opacity(0.3))
        )
    }
}

struct TickerWidgetEntryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: TickerEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            header
            if family == .systemLarge {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 6) {
                    ForEach(entry.quotes) { quote in
                        TickerCell(quote: quote)
                    }
                }
            } else {
                Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 6) {
                    ForEach(0..<2) { row in
                        GridRow {
                            ForEach(0..<3) { column in
                                let index = row * 3 + column
                                if index < entry.quotes.count {
                                    TickerCell(quote: entry.quotes[index])
                                } else {
                                    Color.clear
                                }
                            }
                        }
                    }
                }
            }
            Spacer(minLength: 0)
        }
    }

    private var header: some View {
        HStack {
            Image(systemName: "chart.line.uptrend.xyaxis")
                .foregroundColor(entry.prefersDarkChrome ? .white : .black)
                .colorInvert()
            Text("Watchlist")
                .font(.headline)
            Spacer()
            Text(entry.date, style: .time)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
    }
}

struct TickerWidget: Widget {
    let kind = "TickerWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TickerProvider()) { entry in
            TickerWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName(LocalizedStringKey("ticker.widget.title"))
        .description(LocalizedStringKey("ticker.widget.subtitle"))
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}
