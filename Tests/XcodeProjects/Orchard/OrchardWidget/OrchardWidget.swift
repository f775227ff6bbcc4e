import OrchardKit
import SwiftUI
import WidgetKit

struct HarvestEntry: TimelineEntry {
    let date: Date
    let trees: [Tree]
}

struct HarvestProvider: TimelineProvider {
    func placeholder(in context: Context) -> HarvestEntry { HarvestEntry(date: .now, trees: Tree.orchard) }

    func getSnapshot(in context: Context, completion: @escaping (HarvestEntry) -> Void) {
        completion(HarvestEntry(date: .now, trees: Tree.orchard))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HarvestEntry>) -> Void) {
        completion(Timeline(entries: [HarvestEntry(date: .now, trees: Tree.orchard)], policy: .never))
    }
}

@main
struct OrchardWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Harvest", provider: HarvestProvider()) { entry in
            VStack(alignment: .leading) {
                Text("Harvest").font(.headline)
                ForEach(entry.trees) { tree in
                    Text("\(tree.name) \(tree.apples)")
                }
                Text("\(Tree.harvest) apples")
            }
            .containerBackground(.green.gradient, for: .widget)
        }
        .configurationDisplayName("Harvest")
        .description("The apples of the orchard.")
        .supportedFamilies([.systemSmall])
    }
}
