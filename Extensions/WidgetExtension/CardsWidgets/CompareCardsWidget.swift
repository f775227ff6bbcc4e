import CardsIntents
import Foundation
import SampleModels
import SwiftUI
import WidgetKit

/// Cards side by side: what each spent lately against a limit, with its balance or amount due. Its
/// intent has a parameter of every kind the Edit Widget form knows, so that the form shows each control:
/// the cards (a fixed-size array: 1 small, 2 medium, 4 large), a title, a switch with labels, a switch
/// that hides or shows the categories, a stepper, a slider, a person, a place, a date, a link and a duration.
public struct CompareCardsWidget: Widget {
    public nonisolated static let kind = CardsWidgetKind.compare

    public init() {}

    public var body: some WidgetConfiguration {
        IntentConfiguration(kind: Self.kind, intent: CompareCardsIntent.self, provider: CompareCardsProvider()) { entry in
            CompareCardsView(entry: entry)
        }
        .configurationDisplayName("Compare Cards")
        .description("See what your cards spent lately, side by side.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

public struct CompareCardsEntry: TimelineEntry {
    public struct Column: Sendable {
        public let card: PaymentCard
        public let spentCents: Int
    }

    public let date: Date
    public let title: String
    public let columns: [Column]
    public let limitCents: Int
    public let showAmountDue: Bool
    /// What the figures cover, in a few words: `30 days, dining and groceries`.
    public let scope: String
    /// Who the comparison is shared with, and near where: shown at the foot.
    public let footnote: String?
}

public struct CompareCardsProvider: IntentTimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> CompareCardsEntry {
        CompareCardsEntry(
            date: Date(), title: "Spending", columns: [.init(card: .placeholder, spentCents: 0)], limitCents: 50_000,
            showAmountDue: false, scope: "30 days", footnote: nil)
    }

    public func getSnapshot(for configuration: CompareCardsIntent, in context: Context, completion: @escaping (CompareCardsEntry) -> Void) {
        completion(entry(for: configuration, at: Date()))
    }

    /// One entry, until the app records a purchase and asks for a reload, or until tomorrow, when the period moves on.
    public func getTimeline(
        for configuration: CompareCardsIntent, in context: Context, completion: @escaping (Timeline<CompareCardsEntry>) -> Void
    ) {
        let now = Date()
        completion(Timeline(entries: [entry(for: configuration, at: now)], policy: .after(now.addingTimeInterval(86_400))))
    }

    func entry(for configuration: CompareCardsIntent, at now: Date) -> CompareCardsEntry {
        let days = configuration.days?.intValue ?? 30
        var start = now.addingTimeInterval(-Double(days) * 86_400)
        if let since = configuration.since, let date = Calendar(identifier: .gregorian).date(from: since), date > start { start = date }
        let categories: Set<PurchaseCategory>? =
            configuration.allCategories?.boolValue == false
            ? Set((configuration.categories ?? []).compactMap { PurchaseCategory(rawValue: $0._caseName) }) : nil
        let cards = (configuration.cards ?? []).compactMap { CardsData.card(named: $0.identifier) }
        let columns = (cards.isEmpty ? [CardsData.card(named: nil)].compactMap { $0 } : cards).map { card in
            let purchases = (try? CardsData.store?.purchases(card.name, nil, 1_000)) ?? []
            let spent = purchases.filter { $0.date >= start && categories?.contains($0.category) ?? true }.reduce(0) { $0 + $1.amountCents }
            return CompareCardsEntry.Column(card: card, spentCents: spent)
        }
        var scope = "\(days) days"
        if let categories, !categories.isEmpty {
            scope += ", " + PurchaseCategory.allCases.filter(categories.contains).map(\.rawValue).joined(separator: " and ")
        }
        let footnote = [configuration.sharedWith.map { "with \($0.displayName)" }, configuration.near?.name.map { "near \($0)" }]
            .compactMap { $0 }.joined(separator: " · ")
        return CompareCardsEntry(
            date: now, title: configuration.title ?? "Spending", columns: columns,
            limitCents: Int((min(max(configuration.spendingLimit?.doubleValue ?? 500, 0), 1e9) * 100).rounded()),
            showAmountDue: configuration.showAmountDue?.boolValue ?? false, scope: scope, footnote: footnote.isEmpty ? nil : footnote)
    }
}

struct CompareCardsView: View {
    let entry: CompareCardsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(entry.title).font(.headline).lineLimit(1)
                Spacer(minLength: 4)
                Text(entry.scope).font(.caption2).foregroundStyle(Color.secondary).lineLimit(1)
            }
            HStack(alignment: .top, spacing: 8) {
                ForEach(entry.columns, id: \.card.name) { column in
                    CardColumn(column: column, limitCents: entry.limitCents, showAmountDue: entry.showAmountDue)
                }
            }
            Spacer(minLength: 0)
            if let footnote = entry.footnote {
                Text(footnote).font(.caption2).foregroundStyle(Color.secondary).lineLimit(1)
            }
        }
        .containerBackground(Color.teal.opacity(0.15), for: .widget)
    }
}

/// One card's column: its name, what it spent against the limit, and its balance or amount due.
struct CardColumn: View {
    let column: CompareCardsEntry.Column
    let limitCents: Int
    let showAmountDue: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(column.card.name).font(.caption).bold().lineLimit(1)
            Text(Money.format(column.spentCents)).font(.title3).bold().lineLimit(1)
            ProgressView(value: Double(min(column.spentCents, max(limitCents, 1))), total: Double(max(limitCents, 1)))
                .tint(column.spentCents > limitCents ? Color.red : Color.green)
            Text(
                showAmountDue && column.card.kind == .credit
                    ? "due \(Money.format(column.card.amountDueCents))" : "balance \(Money.format(column.card.balanceCents))"
            )
            .font(.caption2).foregroundStyle(Color.secondary).lineLimit(1)
        }
        .widgetURL(column.card.url)
    }
}
