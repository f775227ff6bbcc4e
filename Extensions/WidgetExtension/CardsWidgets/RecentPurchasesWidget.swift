import CardsIntents
import Foundation
import SampleModels
import SwiftUI
import WidgetKit

/// Recent purchases on a card the user picks, of one category or all: the seed's first widget.
public struct RecentPurchasesWidget: Widget {
    public nonisolated static let kind = CardsWidgetKind.recentPurchases

    public init() {}

    public var body: some WidgetConfiguration {
        IntentConfiguration(kind: Self.kind, intent: ViewRecentPurchasesIntent.self, provider: RecentPurchasesProvider()) { entry in
            RecentPurchasesView(entry: entry)
        }
        .configurationDisplayName("Recent Purchases")
        .description("See the latest purchases on a card.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

public struct RecentPurchasesEntry: TimelineEntry {
    public let date: Date
    public let card: PaymentCard
    /// The category shown, or nil for all.
    public let category: PurchaseCategory?
    public let purchases: [Purchase]

    /// How much the entry matters now, against this widget's other entries (the seed's rule): a purchase
    /// over $50 a lot (1), a smaller one a little (0.1), none not at all (0).
    public var relevance: TimelineEntryRelevance? {
        guard let newest = purchases.first else { return TimelineEntryRelevance(score: 0) }
        return TimelineEntryRelevance(score: newest.amountCents > 5_000 ? 1 : 0.1)
    }
}

public struct RecentPurchasesProvider: IntentTimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> RecentPurchasesEntry {
        RecentPurchasesEntry(date: Date(), card: .placeholder, category: nil, purchases: [])
    }

    public func getSnapshot(
        for configuration: ViewRecentPurchasesIntent, in context: Context, completion: @escaping (RecentPurchasesEntry) -> Void
    ) {
        completion(entry(for: configuration, family: context.family))
    }

    /// One entry, kept until the app records a purchase and asks for a reload.
    public func getTimeline(
        for configuration: ViewRecentPurchasesIntent, in context: Context, completion: @escaping (Timeline<RecentPurchasesEntry>) -> Void
    ) {
        completion(Timeline(entries: [entry(for: configuration, family: context.family)], policy: .never))
    }

    func entry(for configuration: ViewRecentPurchasesIntent, family: WidgetFamily) -> RecentPurchasesEntry {
        let category = PurchaseCategory(rawValue: configuration.category._caseName)
        guard let card = CardsData.card(named: configuration.card?.identifier) else {
            return RecentPurchasesEntry(date: Date(), card: .placeholder, category: category, purchases: [])
        }
        let purchases = (try? CardsData.store?.purchases(card.name, category, Self.rows(in: family))) ?? []
        return RecentPurchasesEntry(date: Date(), card: card, category: category, purchases: purchases)
    }

    /// How many purchases a family has room for.
    static func rows(in family: WidgetFamily) -> Int {
        switch family {
        case .systemSmall: 1
        case .systemMedium: 3
        default: 7
        }
    }
}

struct RecentPurchasesView: View {
    let entry: RecentPurchasesEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(entry.card.name).font(.headline).lineLimit(1)
                Spacer(minLength: 4)
                Text("••\(entry.card.lastFour)").font(.caption).foregroundStyle(Color.secondary)
            }
            Text(entry.category.map { "Recent \($0.rawValue)" } ?? "Recent purchases").font(.caption).foregroundStyle(Color.secondary)
            if entry.purchases.isEmpty {
                Text("No purchases").font(.caption)
            }
            ForEach(entry.purchases, id: \.id) { purchase in
                if family == .systemSmall {
                    Text(purchase.merchant).font(.subheadline).lineLimit(1)
                    Text(Money.format(purchase.amountCents)).font(.title3).bold()
                } else {
                    HStack {
                        Text(purchase.merchant).font(.subheadline).lineLimit(1)
                        Spacer(minLength: 4)
                        Text(Money.format(purchase.amountCents)).font(.subheadline)
                    }
                }
            }
            Spacer(minLength: 0)
        }
        .widgetURL(entry.card.url)
        .containerBackground(Color.indigo.opacity(0.15), for: .widget)
    }
}
