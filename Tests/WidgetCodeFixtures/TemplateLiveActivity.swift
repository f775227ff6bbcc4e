//
//  TemplateLiveActivity.swift
//  As Xcode 15's widget extension template writes a Live Activity.
//

import ActivityKit
import SwiftUI
import WidgetKit

struct TemplateWidgetAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        // Dynamic stateful properties about your activity go here!
        var emoji: String
    }

    // Fixed non-changing properties about your activity go here!
    var name: String
}

struct TemplateWidgetLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TemplateWidgetAttributes.self) { context in
            // Lock screen/banner UI goes here
            VStack {
                Text("Hello \(context.state.emoji)")
            }
            .activityBackgroundTint(Color.cyan)
            .activitySystemActionForegroundColor(Color.black)

        } dynamicIsland: { context in
            DynamicIsland {
                // Expanded UI goes here.  Compose the expanded UI through
                // various regions, like leading/trailing/center/bottom
                DynamicIslandExpandedRegion(.leading) {
                    Text("Leading")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("Trailing")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Bottom \(context.state.emoji)")
                    // more content
                }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T \(context.state.emoji)")
            } minimal: {
                Text(context.state.emoji)
            }
            .widgetURL(URL(string: "http://www.apple.com"))
            .keylineTint(Color.red)
        }
    }
}

extension TemplateWidgetAttributes {
    fileprivate static var preview: TemplateWidgetAttributes {
        TemplateWidgetAttributes(name: "World")
    }
}

extension TemplateWidgetAttributes.ContentState {
    fileprivate static var smiley: TemplateWidgetAttributes.ContentState {
        TemplateWidgetAttributes.ContentState(emoji: "😀")
    }

    fileprivate static var starEyes: TemplateWidgetAttributes.ContentState {
        TemplateWidgetAttributes.ContentState(emoji: "🤩")
    }
}

#Preview("Notification", as: .content, using: TemplateWidgetAttributes.preview) {
    TemplateWidgetLiveActivity()
} contentStates: {
    TemplateWidgetAttributes.ContentState.smiley
    TemplateWidgetAttributes.ContentState.starEyes
}

#Preview("Island Compact", as: .dynamicIsland(.compact), using: TemplateWidgetAttributes.preview) {
    TemplateWidgetLiveActivity()
} contentStates: {
    TemplateWidgetAttributes.ContentState.smiley
}

#Preview("Island Expanded", as: .dynamicIsland(.expanded), using: TemplateWidgetAttributes.preview) {
    TemplateWidgetLiveActivity()
} contentStates: {
    TemplateWidgetAttributes.ContentState.starEyes
}

#Preview("Island Minimal", as: .dynamicIsland(.minimal), using: TemplateWidgetAttributes.preview) {
    TemplateWidgetLiveActivity()
} contentStates: {
    TemplateWidgetAttributes.ContentState.smiley
}

/// What an app does with the activity, as Apple's documentation writes it.
enum TemplateActivityCalls {
    static func start() async throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        let attributes = TemplateWidgetAttributes(name: "World")
        let initial = TemplateWidgetAttributes.ContentState(emoji: "😀")
        let content = ActivityContent(state: initial, staleDate: Date().addingTimeInterval(60 * 30), relevanceScore: 100)
        let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        Task {
            for await pushToken in activity.pushTokenUpdates {
                let token = pushToken.reduce("") { $0 + String(format: "%02x", $1) }
                print(token)
            }
        }
        Task {
            for await state in activity.activityStateUpdates {
                if state == .dismissed { print("gone") }
            }
        }
        let alert = AlertConfiguration(title: "Hello", body: "An update", sound: .default)
        await activity.update(ActivityContent(state: .init(emoji: "🤩"), staleDate: nil), alertConfiguration: alert)
        await activity.end(ActivityContent(state: .init(emoji: "👋"), staleDate: nil), dismissalPolicy: .after(.now + 60))
        for activity in Activity<TemplateWidgetAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
        for await activity in Activity<TemplateWidgetAttributes>.activityUpdates {
            print(activity.id, activity.attributes.name, activity.content.state.emoji)
        }
    }
}
