import Foundation
import GameWidgets
import SampleModels
import SwiftUI
import WidgetKit

/// The bench's widget extension: one widget whose timeline is a day by the minute (1,440 entries),
/// each entry the game's character-detail view, Spouty's health rising a little each minute.
public struct DayBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        DayWidget()
    }
}

public struct DayWidget: Widget {
    public nonisolated static let kind = "bench.character-day"
    public nonisolated static let entriesPerDay = 1440

    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: DayProvider()) { entry in
            CharacterDetailView(entry: entry)
        }
        .configurationDisplayName("A day of Spouty")
        .supportedFamilies([.systemMedium])
    }
}

struct DayProvider: TimelineProvider {

    func placeholder(in context: Context) -> CharacterDetailEntry {
        CharacterDetailEntry(date: Date(), detail: .placeholder)
    }

    func getSnapshot(in context: Context, completion: @escaping (CharacterDetailEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CharacterDetailEntry>) -> Void) {
        let start = Date()
        let entries = (0..<DayWidget.entriesPerDay).map { minute in
            CharacterDetailEntry(
                date: start.addingTimeInterval(Double(minute) * 60),
                detail: CharacterDetail(
                    name: "Spouty", avatar: "🐳", healthLevel: min(0.2 + Double(minute) / Double(DayWidget.entriesPerDay), 1),
                    heroType: "Deep Sea Goer"))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}
