// ActivityKit's and WidgetKit's Live Activity forms beyond Xcode's template, written to Apple's
// signatures: type-checked only (the build is the test), never run or drawn.

import ActivityKit
import SwiftUI
import WidgetKit

enum ActivitySignatures {
    static func calls() async throws {
        let info = ActivityAuthorizationInfo()
        _ = info.frequentPushesEnabled
        for await enabled in info.activityEnablementUpdates { print(enabled) }
        for await enabled in info.frequentPushEnablementUpdates { print(enabled) }
        let activity = try Activity<TemplateWidgetAttributes>.request(
            attributes: TemplateWidgetAttributes(name: "x"), content: .init(state: .init(emoji: "a"), staleDate: nil))
        _ = activity.content.staleDate
        _ = activity.content.relevanceScore
        let alert = AlertConfiguration(title: "t", body: "b", sound: .named("ping.caf"))
        await activity.update(ActivityContent(state: .init(emoji: "b"), staleDate: .now + 60, relevanceScore: 10), alertConfiguration: alert)
        await activity.update(using: .init(emoji: "c"))
        await activity.update(using: .init(emoji: "c"), alertConfiguration: alert)
        await activity.end(using: .init(emoji: "d"), dismissalPolicy: .default)
        let old = try Activity<TemplateWidgetAttributes>.request(attributes: .init(name: "y"), contentState: .init(emoji: "e"), pushType: nil)
        _ = old.contentState
        for await state in old.contentStateUpdates { print(state) }
        for await content in old.contentUpdates { print(content.state.emoji) }
    }
}

struct ActivitySignaturesIsland: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TemplateWidgetAttributes.self) { context in
            VStack { Text(context.attributes.name).contentTransition(.numericText()) }.environment(\.activityFamily, .medium)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: 1) { Text("L") .dynamicIsland(verticalPlacement: .belowIfTooWide) }
                DynamicIslandExpandedRegion(.center) { Text(context.activityID) }
            } compactLeading: {
                Image(systemName: "star")
            } compactTrailing: {
                Text("x")
            } minimal: {
                Text("m")
            }
            .contentMargins(.trailing, 8, for: .expanded)
            .contentMargins(.all, 4, for: .minimal)
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}
