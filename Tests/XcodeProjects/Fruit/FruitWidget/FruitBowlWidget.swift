import AppIntents
import SwiftUI
import WidgetKit

struct BowlEntry: TimelineEntry {
    let date: Date
    let fruit: [Fruit]
}

struct BowlProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> BowlEntry {
        BowlEntry(date: .now, fruit: [Fruit(name: "Apple", emoji: "🍎", ripeness: 1)])
    }

    func snapshot(for configuration: BowlConfigurationIntent, in context: Context) async -> BowlEntry {
        BowlEntry(date: .now, fruit: Array(FruitStore.bowl.prefix(configuration.count)))
    }

    func timeline(for configuration: BowlConfigurationIntent, in context: Context) async -> Timeline<BowlEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }
}

struct FruitBowlView: View {
    let entry: BowlEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("bowl.title").font(.headline).foregroundStyle(Color("AccentColor"))
            ForEach(entry.fruit) { fruit in
                Text("\(fruit.emoji) \(fruit.name)")
            }
            Text("\(entry.fruit.count) in the bowl")
            Spacer(minLength: 0)
            Button(intent: EatFruitIntent()) {
                Label("Eat", systemImage: "fork.knife")
            }
        }
        .containerBackground(Color("WidgetBackground"), for: .widget)
    }
}

struct FruitBowlWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "FruitBowl", intent: BowlConfigurationIntent.self, provider: BowlProvider()) { entry in
            FruitBowlView(entry: entry)
        }
        .configurationDisplayName("Fruit Bowl")
        .description(String(localized: "bowl.description"))
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
