//
//  ChoreBoardWidget.swift
//  ChoreWidgets
//
//  Buttons in SwiftUI's styles, a dimmed background, a date through a formatter, and chores
//  fetched with URLSession's Combine publisher.
//

import AppIntents
import Combine
import SwiftUI
import WidgetKit

struct CompleteChoreIntent: AppIntent {
    static var title: LocalizedStringResource = "Complete Chore"

    @Parameter(title: "Chore")
    var chore: String

    @Parameter(title: "Points", default: 1)
    var points: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$points, .greaterThan, 1) {
            Summary("Complete \(\.$chore) for \(\.$points) points")
        } otherwise: {
            Switch(\.$chore) {
                Case("skip") {
                    Summary("Skip today's chores")
                }
                DefaultCase {
                    Summary("Complete \(\.$chore)")
                }
            }
        }
    }

    init() {}

    init(chore: String) {
        self.chore = chore
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

enum ChoreFeed {
    /// The chores, as the server lists them (served here by the avatar mock's host).
    static func chores(session: URLSession) -> AnyPublisher<[String], Error> {
        session.dataTaskPublisher(for: URL(string: "https://avatars.example.com/chores")!)
            .map(\.data)
            .map { data in String(decoding: data, as: UTF8.self).split(separator: ",").map(String.init) }
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}

struct ChoreEntry: TimelineEntry {
    let date: Date
    let chores: [String]
}

struct ChoreProvider: TimelineProvider {
    static let dueFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    func placeholder(in context: Context) -> ChoreEntry {
        ChoreEntry(date: Date(), chores: ["Dishes", "Laundry"])
    }

    func getSnapshot(in context: Context, completion: @escaping (ChoreEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ChoreEntry>) -> Void) {
        completion(Timeline(entries: [ChoreEntry(date: Date(timeIntervalSince1970: 1_795_510_800), chores: ["Dishes", "Laundry"])], policy: .never))
    }
}

struct ChoreBoardView: View {
    var entry: ChoreEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Due \(entry.date, formatter: ChoreProvider.dueFormatter)")
                .font(.caption)
            Button(entry.chores[0], intent: CompleteChoreIntent(chore: entry.chores[0]))
                .buttonStyle(.borderedProminent)
            Button(intent: CompleteChoreIntent(chore: entry.chores[1])) {
                Text(entry.chores[1])
            }
            .buttonStyle(.bordered)
            Button("Skip", intent: CompleteChoreIntent(chore: "skip"))
                .buttonStyle(.borderless)
        }
        .containerBackground(for: .widget) {
            Color.teal.brightness(-0.3)
        }
    }
}

struct ChoreBoardWidget: Widget {
    let kind: String = "ChoreBoardWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ChoreProvider()) { entry in
            ChoreBoardView(entry: entry)
        }
        .configurationDisplayName("Chore Board")
        .description("Today's chores, done with a tap.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
