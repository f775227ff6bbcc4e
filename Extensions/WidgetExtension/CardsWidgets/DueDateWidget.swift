import CardsIntents
import Foundation
import SampleModels
import SwiftUI
import WidgetKit

/// When a card's next payment is due, and how much: the seed's second widget.
public struct DueDateWidget: Widget {
    public nonisolated static let kind = CardsWidgetKind.dueDate

    public init() {}

    public var body: some WidgetConfiguration {
        IntentConfiguration(kind: Self.kind, intent: ViewDueDateIntent.self, provider: DueDateProvider()) { entry in
            DueDateView(entry: entry)
        }
        .configurationDisplayName("Due Date")
        .description("Keep track of a card's next payment.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular, .accessoryInline])
    }
}

public struct DueDateEntry: TimelineEntry {
    public let date: Date
    public let card: PaymentCard
}

public struct DueDateProvider: IntentTimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> DueDateEntry {
        DueDateEntry(date: Date(), card: .placeholder)
    }

    public func getSnapshot(for configuration: ViewDueDateIntent, in context: Context, completion: @escaping (DueDateEntry) -> Void) {
        completion(DueDateEntry(date: Date(), card: CardsData.card(named: configuration.card?.identifier) ?? .placeholder))
    }

    /// One entry until the day after the due date, when "due in" no longer holds; or until the app asks.
    public func getTimeline(
        for configuration: ViewDueDateIntent, in context: Context, completion: @escaping (Timeline<DueDateEntry>) -> Void
    ) {
        let card = CardsData.card(named: configuration.card?.identifier) ?? .placeholder
        let policy: TimelineReloadPolicy = card.dueDate.map { .after($0.addingTimeInterval(86_400)) } ?? .never
        completion(Timeline(entries: [DueDateEntry(date: Date(), card: card)], policy: policy))
    }
}

struct DueDateView: View {
    let entry: DueDateEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryRectangular: rectangular
        case .accessoryInline: inline
        default: homeScreen
        }
    }

    /// What is due, on the Lock Screen: the card, the amount, the day.
    var rectangular: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(entry.card.name).font(.headline).lineLimit(1).widgetAccentable()
            if entry.card.kind == .debit || entry.card.amountDueCents == 0 {
                Text("Nothing due").font(.body)
            } else {
                Text(Money.format(entry.card.amountDueCents)).font(.body).bold()
                if let due = entry.card.dueDate { Text("due \(due, style: .date)").font(.caption) }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .widgetURL(entry.card.url)
        .containerBackground(for: .widget) { Color.clear }
    }

    /// One line above the clock: the amount and the day, or that nothing is due.
    @ViewBuilder var inline: some View {
        Group {
            if entry.card.kind == .debit || entry.card.amountDueCents == 0 {
                Label("Nothing due", systemImage: "creditcard")
            } else if let due = entry.card.dueDate {
                Label(
                    "\(Money.format(entry.card.amountDueCents)) due \(due.formatted(.dateTime.month(.abbreviated).day()))",
                    systemImage: "creditcard")
            } else {
                Label(Money.format(entry.card.amountDueCents), systemImage: "creditcard")
            }
        }
        .widgetURL(entry.card.url)
        .containerBackground(for: .widget) { Color.clear }
    }

    var homeScreen: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.card.name).font(.headline).lineLimit(1)
            if entry.card.kind == .debit {
                Text("Debit card: nothing is ever due").font(.caption).foregroundStyle(Color.secondary)
            } else if entry.card.amountDueCents == 0 {
                Text("Nothing due").font(.title3).bold()
            } else {
                Text(Money.format(entry.card.amountDueCents)).font(.title2).bold()
                if let due = entry.card.dueDate {
                    Text("due \(due, style: .date)").font(.caption)
                }
            }
            if family == .systemMedium {
                Text("Balance \(Money.format(entry.card.balanceCents))").font(.caption).foregroundStyle(Color.secondary)
            }
            Spacer(minLength: 0)
        }
        .widgetURL(entry.card.url)
        .containerBackground(Color.orange.opacity(0.15), for: .widget)
    }
}
