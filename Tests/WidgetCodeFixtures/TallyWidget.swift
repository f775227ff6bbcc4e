//
//  TallyWidget.swift
//  TallyExtension
//

import AppIntents
import WidgetKit
import SwiftUI
import Foundation

/// The count, kept in the app group so that the app and the widget share it.
enum TallyStore {
    static let groupID = "group.com.example.tally"

    static var fileURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupID)?.appendingPathComponent("tally.txt")
    }

    static func read() -> Int {
        guard let url = fileURL, let text = try? String(contentsOf: url, encoding: .utf8) else { return 0 }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    static func write(_ count: Int) throws {
        guard let url = fileURL else { return }
        try String(count).write(to: url, atomically: true, encoding: .utf8)
    }
}

struct IncrementTallyIntent: AppIntent {
    static var title: LocalizedStringResource = "Count One More"

    func perform() async throws -> some IntentResult {
        try TallyStore.write(TallyStore.read() + 1)
        // Tell the team's server; the widget reloads once this returns.
        try await Task.sleep(for: .seconds(3))
        return .result()
    }
}

struct TallyEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct TallyProvider: TimelineProvider {
    func placeholder(in context: Context) -> TallyEntry {
        TallyEntry(date: Date(), count: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (TallyEntry) -> Void) {
        completion(TallyEntry(date: Date(), count: TallyStore.read()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TallyEntry>) -> Void) {
        completion(Timeline(entries: [TallyEntry(date: Date(), count: TallyStore.read())], policy: .never))
    }
}

struct TallyView: View {
    var entry: TallyEntry

    var body: some View {
        VStack(spacing: 8) {
            Text("\(entry.count)")
                .font(.system(size: 44, weight: .bold, design: .rounded))
            Button(intent: IncrementTallyIntent()) {
                Label("One more", systemImage: "plus")
            }
        }
    }
}

struct TallyWidget: Widget {
    let kind: String = "TallyWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TallyProvider()) { entry in
            TallyView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Tally")
        .description("Count anything with a tap.")
        .supportedFamilies([.systemSmall])
    }
}
