import Foundation
import GameWidgets
import SampleModels
import SwiftUI
import WidgetKit

/// The bench's widget extension: one widget whose timeline is a day by the minute (1,440 entries),
/// each entry the game's character-detail view, Spouty's health rising a little each minute.
struct DayBundle: WidgetBundle {
    var body: some Widget {
        DayWidget()
    }
}

struct DayWidget: Widget {
    static let kind = "bench.character-day"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: DayProvider()) { entry in
            CharacterDetailView(entry: entry)
        }
        .configurationDisplayName("A day of Spouty")
        .supportedFamilies([.systemMedium])
    }
}

struct DayProvider: TimelineProvider {
    static let entriesPerDay = 1440

    func placeholder(in context: Context) -> CharacterDetailEntry {
        CharacterDetailEntry(date: Date(), detail: .placeholder)
    }

    func getSnapshot(in context: Context, completion: @escaping (CharacterDetailEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CharacterDetailEntry>) -> Void) {
        let start = Date()
        let entries = (0..<Self.entriesPerDay).map { minute in
            CharacterDetailEntry(
                date: start.addingTimeInterval(Double(minute) * 60),
                detail: CharacterDetail(
                    name: "Spouty", avatar: "🐳", healthLevel: min(0.2 + Double(minute) / Double(Self.entriesPerDay), 1),
                    heroType: "Deep Sea Goer"))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}
