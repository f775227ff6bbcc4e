import SwiftUI
import WidgetKit

struct RipenessProvider: TimelineProvider {
    func placeholder(in context: Context) -> BowlEntry { BowlEntry(date: Date(), fruit: []) }

    func getSnapshot(in context: Context, completion: @escaping (BowlEntry) -> Void) {
        completion(BowlEntry(date: Date(), fruit: FruitStore.bowl))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BowlEntry>) -> Void) {
        completion(Timeline(entries: [BowlEntry(date: Date(), fruit: FruitStore.bowl)], policy: .after(Date().addingTimeInterval(3600))))
    }
}

struct FruitLockScreenWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FruitRipeness", provider: RipenessProvider()) { entry in
            Gauge(value: entry.fruit.first?.ripeness ?? 0) {
                Text(entry.fruit.first?.emoji ?? "🧺")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Ripeness")
        .description("How ripe the first fruit is.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}
