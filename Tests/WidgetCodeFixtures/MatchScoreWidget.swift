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
