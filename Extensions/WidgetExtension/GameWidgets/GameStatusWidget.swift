import Foundation
import RelevanceKit
import SwiftUI
import WidgetKit

/// The game-status widget: a static widget (no configuration) that refreshes every 15 minutes.
public struct GameStatusWidget: Widget {
    public nonisolated static let kind = GameWidgetKind.gameStatus

    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: GameStatusProvider()) { entry in
            GameStatusView(entry: entry)
        }
        .configurationDisplayName("Game Status")
        .description("Shows an overview of your game status")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

public struct GameStatusEntry: TimelineEntry {
    public let date: Date
    /// "3 of 3 heroes ready", or "—" while the gallery shows a preview.
    public let gameStatus: String
    public let weakest: CharacterDetail?
    /// How many heroes are ready (at least half their health), of how many.
    public var ready = 0
    public var total = 0
}

public struct GameStatusProvider: TimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> GameStatusEntry {
        GameStatusEntry(date: Date(), gameStatus: "Game status", weakest: .placeholder)
    }

    public func getSnapshot(in context: Context, completion: @escaping (GameStatusEntry) -> Void) {
        completion(context.isPreview ? GameStatusEntry(date: Date(), gameStatus: "—", weakest: nil) : currentEntry(at: Date()))
    }

    public func getTimeline(in context: Context, completion: @escaping (Timeline<GameStatusEntry>) -> Void) {
        let now = Date()
        let nextUpdate = now.addingTimeInterval(15 * 60)
        completion(Timeline(entries: [currentEntry(at: now)], policy: .after(nextUpdate)))
    }

    /// The game's status matters for the coming quarter of an hour, until its next timeline: a clue for
    /// the Smart Stack, which on the phone is received and unused (RelevanceKit acts on watchOS only).
    public func relevance() async -> WidgetRelevance<Void> {
        let now = Date()
        return WidgetRelevance([WidgetRelevanceAttribute(context: .date(range: now...now.addingTimeInterval(15 * 60), kind: .informational))])
    }

    func currentEntry(at date: Date) -> GameStatusEntry {
        let characters = (try? GameData.characters?.all()) ?? []
        let ready = characters.filter { $0.healthLevel >= 0.5 }.count
        return GameStatusEntry(
            date: date, gameStatus: "\(ready) of \(characters.count) heroes ready",
            weakest: characters.min { $0.healthLevel < $1.healthLevel }, ready: ready, total: characters.count)
    }
}

struct GameStatusView: View {
    let entry: GameStatusEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Game Status").font(.caption).foregroundStyle(Color.secondary)
            Text(entry.gameStatus).font(.headline).lineLimit(2)
            Gauge(value: entry.readyFraction) {
                Text("Ready")
            }
            .foregroundStyle(Color.teal)
            if family == .systemMedium, let weakest = entry.weakest {
                Link(destination: weakest.url) {
                    Text("Needs care: \(weakest.avatar) \(weakest.name) (\(weakest.healthPercent)%)").font(.caption).lineLimit(1)
                }
            }
            Spacer(minLength: 0)
            HStack(spacing: 4) {
                Image(systemName: "clock")
                Text(entry.date, style: .time)
            }
            .font(.caption2)
            .foregroundStyle(Color.secondary)
        }
        .padding()
        .containerBackground(Color.teal.opacity(0.15), for: .widget)
    }
}

extension GameStatusEntry {
    /// The share of heroes ready to play.
    var readyFraction: Double {
        guard total > 0 else { return 0 }
        return Double(ready) / Double(total)
    }
}

extension CharacterDetail {
    /// `game://character/<name>`: the app opens this character.
    var url: URL {
        var components = URLComponents()
        components.scheme = "game"
        components.host = "character"
        components.path = "/" + name
        return components.url ?? URL(string: "game://character")!
    }
}
