//
//  CryptoPriceWidget.swift
//  CoinTickerWidget
//

import WidgetKit
import SwiftUI
import Foundation

struct CoinQuote: Codable, Identifiable, Hashable {
    let id: String
    let symbol: String
    let name: String
    let currentPrice: Double
    let priceChangePercentage24h: Double
    let sparkline: [Double]

    var isUp: Bool { priceChangePercentage24h >= 0 }

    static let placeholder = CoinQuote(id: "bitcoin", symbol: "btc", name: "Bitcoin", currentPrice: 64_250.12,
                                       priceChangePercentage24h: 2.4,
                                       sparkline: [61, 62, 61.5, 63, 62.8, 64, 64.2])
}

enum CoinService {
    static let endpoint = URL(string: "https://api.example.com/v3/coins/markets?vs_currency=usd&ids=bitcoin,ethereum,solana")!
    static let groupID = "group.com.example.app"

    static func fetchQuotes(completion: @escaping (Result<[CoinQuote], Error>) -> Void) {
        var request = URLRequest(url: endpoint)
        request.timeoutInterval = 15
        request.setValue("application/json", forHTTPHeaderField: "Accept")

        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            if let error = error {
                completion(.failure(error))
                return
            }
            guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode), let data = data else {
                completion(.failure(URLError(.badServerResponse)))
                return
            }
            do {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                let quotes = try decoder.decode([CoinQuote].self, from: data)
                saveCache(quotes)
                completion(.success(quotes))
            } catch {
                completion(.failure(error))
            }
        }
        task.resume()
    }

    private static var cacheURL: URL? {
        FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: groupID)?
            .appendingPathComponent("coin-cache.json")
    }

    static func saveCache(_ quotes: [CoinQuote]) {
        guard let url = cacheURL, let data = try? JSONEncoder().encode(quotes) else { return }
        try? data.write(to: url, options: .atomic)
    }

    static func loadCache() -> [CoinQuote]? {
        guard let url = cacheURL, let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode([CoinQuote].self, from: data)
    }
}

struct CoinEntry: TimelineEntry {
    let date: Date
    let quotes: [CoinQuote]
    let isStale: Bool
}

struct CoinProvider: TimelineProvider {
    func placeholder(in context: Context) -> CoinEntry {
        CoinEntry(date: Date(), quotes: [.placeholder], isStale: false)
    }

    func getSnapshot(in context: Context, completion: @escaping (CoinEntry) -> Void) {
        let cached = CoinService.loadCache() ?? [.placeholder]
        completion(CoinEntry(date: Date(), quotes: cached, isStale: false))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CoinEntry>) -> Void) {
        CoinService.fetchQuotes { result in
            let entry: CoinEntry
            switch result {
            case .success(let quotes):
                entry = CoinEntry(date: Date(), quotes: quotes, isStale: false)
            case .failure:
                entry = CoinEntry(date: Date(), quotes: CoinService.loadCache() ?? [], isStale: true)
            }
            let next = Calendar.current.date(byAdding: .minute, value: entry.isStale ? 5 : 10, to: Date())!
            completion(Timeline(entries: [entry], policy: .after(next)))
        }
    }
}

struct CoinSparkline: View {
    let values: [Double]
    let color: Color

    var body: some View {
        GeometryReader { proxy in
            Path { path in
                guard values.count > 1, let minV = values.min(), let maxV = values.max() else { return }
                let range = max(maxV - minV, 0.0001)
                let stepX = proxy.size.width / CGFloat(values.count - 1)
                for (index, value) in values.enumerated() {
                    let point = CGPoint(x: CGFloat(index) * stepX,
                                        y: proxy.size.height * (1 - CGFloat((value - minV) / range)))
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
            }
            .stroke(color, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        }
    }
}

struct CoinWidgetEntryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: CoinEntry

    private static let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        formatter.maximumFractionDigits = 2
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(entry.quotes.prefix(family == .systemSmall ? 1 : 3)) { quote in
                HStack {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(quote.symbol.uppercased())
                            .font(.system(size: 15, weight: .bold, design: .monospaced))
                        Text(Self.priceFormatter.string(from: NSNumber(value: quote.currentPrice)) ?? "--")
                            .font(.system(size: 13, weight: .medium))
                            .minimumScaleFactor(0.6)
                        Text(String(format: "%+.2f%%", quote.priceChangePercentage24h))
                            .font(.caption2)
                            .foregroundColor(quote.isUp ? .green : .red)
                    }
                    if family != .systemSmall { Spacer() }
                    CoinSparkline(values: quote.sparkline, color: quote.isUp ? .green : .red)
                        .frame(maxWidth: family == .systemSmall ? .infinity : 120)
                }
            }
            if entry.isStale {
                Label("Offline", systemImage: "wifi.slash")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(EdgeInsets(top: 14, leading: 14, bottom: 14, trailing: 14))
        .foregroundColor(.white)
    }
}

struct CoinPriceWidget: Widget {
    static let displayName = "Crypto Prices"
    let kind: String = "CoinPriceWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CoinProvider()) { entry in
            CoinWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    Color(red: 0.08, green: 0.09, blue: 0.12)
                }
        }
        .configurationDisplayName(Self.displayName)
        .description("Live prices for your favourite coins, refreshed every few minutes.")
        .supportedFamilies([.systemSmall, .systemMedium])
        .contentMarginsDisabled()
    }
}
