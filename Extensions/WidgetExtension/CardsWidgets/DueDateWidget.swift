import CardsIntents
import Foundation
import SampleModels
import SwiftUI
import WidgetKit

/// When a card's next payment is due, and how much: the seed's second widget.
public struct DueDateWidget: Widget {
    public static let kind = CardsWidgetKind.dueDate

    public init() {}

    public var body: some WidgetConfiguration {
        IntentConfiguration(kind: Self.kind, intent: ViewDueDateIntent.self, provider: DueDateProvider()) { entry in
            DueDateView(entry: entry)
        }
        .configurationDisplayName("Due Date")
        .description("Keep track of a card's next payment.")
        .supportedFamilies([.systemSmall, .systemMedium])
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
