//
//  MatchScoreWidget.swift
//  MatchDayWidgets
//
//  An iOS 26 widget updated by WidgetKit push notifications: the server sends a push when a goal is
//  scored, and the widget reloads its timeline from the shared store.
//

import WidgetKit
import SwiftUI
import Foundation
import ActivityKit

enum MatchStore {
    static let suite = "group.com.example.matchday"

    static var defaults: UserDefaults { UserDefaults(suiteName: suite) ?? .standard }

    static var score: (home: Int, away: Int) {
        (defaults.integer(forKey: "homeGoals"), defaults.integer(forKey: "awayGoals"))
    }

    /// What the push handler keeps for the app to send to the server.
    static func rememberPushToken(_ token: String, widgetCount: Int) {
        defaults.set(token, forKey: "widgetPushToken")
        defaults.set(widgetCount, forKey: "widgetPushCount")
    }
}

struct MatchPushHandler: WidgetPushHandler {
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
        let token = pushInfo.token.map { String(format: "%02x", $0) }.joined()
        MatchStore.rememberPushToken(token, widgetCount: widgets.count)
    }
}

struct MatchEntry: TimelineEntry {
    let date: Date
    let home: Int
    let away: Int
}

struct MatchProvider: TimelineProvider {
    func placeholder(in context: Context) -> MatchEntry {
        MatchEntry(date: .now, home: 0, away: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (MatchEntry) -> Void) {
        completion(MatchEntry(date: .now, home: 2, away: 1))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MatchEntry>) -> Void) {
        let score = MatchStore.score
        completion(Timeline(entries: [MatchEntry(date: .now, home: score.home, away: score.away)], policy: .never))
    }
}

struct MatchScoreView: View {
    var entry: MatchEntry

    var body: some View {
        VStack(spacing: 4) {
            Text("Rovers v United")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text("\(entry.home) – \(entry.away)")
                .font(.system(size: 34, weight: .bold, design: .rounded))
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct MatchScoreWidget: Widget {
    let kind = "MatchScoreWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: MatchProvider()) { entry in
            MatchScoreView(entry: entry)
        }
        .configurationDisplayName("Match Score")
        .description("The live score, updated by push.")
        .supportedFamilies([.systemSmall])
        .pushHandler(MatchPushHandler.self)
    }
}

struct MatchAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var home: Int
        var away: Int
    }

    var homeTeam: String
}

struct MatchScoreView27: View {
    let context: ActivityViewContext<MatchAttributes>
    @Environment(\.isDynamicIslandLimitedInWidth) private var isLimitedInWidth

    var body: some View {
        if isLimitedInWidth {
            Text("\(context.state.home)–\(context.state.away)")
        } else {
            Text("\(context.attributes.homeTeam) \(context.state.home)–\(context.state.away)")
        }
    }
}

/// The Lock Screen's view, and the small family's for CarPlay and the watch (iOS 26): the score alone.
struct MatchLockScreenView: View {
    let context: ActivityViewContext<MatchAttributes>
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            Text("\(context.state.home)–\(context.state.away)").font(.title)
        case .medium:
            MatchScoreView27(context: context)
        @unknown default:
            MatchScoreView27(context: context)
        }
    }
}

struct MatchLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchAttributes.self) { context in
            MatchLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    MatchScoreView27(context: context)
                }
            } compactLeading: {
                Image(systemName: "sportscourt")
            } compactTrailing: {
                MatchScoreView27(context: context)
            } minimal: {
                MatchScoreView27(context: context)
            }
        }
        .supplementalActivityFamilies([.small])
    }
}
