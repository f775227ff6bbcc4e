import ActivityKit
import SwiftUI
import WidgetKit

struct FruitDeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
    }

    var fruit: String
}

struct FruitDeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FruitDeliveryAttributes.self) { context in
            Text("\(context.attributes.fruit) in \(context.state.minutesLeft) min").padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.attributes.fruit) in \(context.state.minutesLeft) min")
                }
            } compactLeading: {
                Text("🧺")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Text("🧺")
            }
        }
    }
}
