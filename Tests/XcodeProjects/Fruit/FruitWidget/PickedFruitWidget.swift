import FruitKit
import Intents
import SwiftUI
import WidgetKit

struct PickedEntry: TimelineEntry {
    let date: Date
    let name: String
}

struct PickedProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> PickedEntry { PickedEntry(date: Date(), name: "Apple") }

    func getSnapshot(for configuration: SelectFruitIntent, in context: Context, completion: @escaping (PickedEntry) -> Void) {
        completion(PickedEntry(date: Date(), name: configuration.fruit?.displayString ?? "Apple"))
    }

    func getTimeline(for configuration: SelectFruitIntent, in context: Context, completion: @escaping (Timeline<PickedEntry>) -> Void) {
        getSnapshot(for: configuration, in: context) { completion(Timeline(entries: [$0], policy: .never)) }
    }
}

struct PickedFruitWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "PickedFruit", intent: SelectFruitIntent.self, provider: PickedProvider()) { entry in
            VStack {
                Image("Apple").resizable().scaledToFit()
                Text("picked.caption", tableName: "Widgets").font(.caption)
                Text(entry.name).font(.headline)
                Text(Harvest.season(of: entry.name)).font(.caption2)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Picked Fruit")
        .description("The fruit you pick.")
        .supportedFamilies([.systemSmall])
    }
}
