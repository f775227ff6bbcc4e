//
//  SwiftDataWidget.swift
//  ReadingListWidget
//
//  A reading list the app keeps with SwiftData in the app group's container; the widget fetches the
//  books still to read, newest first, and counts the finished ones with @Query.
//

import SwiftData
import SwiftUI
import WidgetKit

@Model
final class ReadingItem {
    @Attribute(.unique) var id: UUID
    var title: String
    var author: String
    var addedAt: Date
    var isFinished: Bool
    var pages: Int

    init(title: String, author: String, addedAt: Date = .now, isFinished: Bool = false, pages: Int = 0) {
        self.id = UUID()
        self.title = title
        self.author = author
        self.addedAt = addedAt
        self.isFinished = isFinished
        self.pages = pages
    }
}

enum ReadingStore {
    static let appGroup = "group.com.example.readinglist"

    static let container: ModelContainer = {
        let schema = Schema([ReadingItem.self])
        let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false, groupContainer: .identifier(appGroup))
        do {
            return try ModelContainer(for: schema, configurations: [configuration])
        } catch {
            fatalError("Could not create ModelContainer: \(error)")
        }
    }()
}

struct ReadingEntry: TimelineEntry {
    let date: Date
    let titles: [String]
    let remaining: Int
}

struct ReadingProvider: TimelineProvider {
    func placeholder(in context: Context) -> ReadingEntry {
        ReadingEntry(date: Date(), titles: ["Dune", "Emma"], remaining: 2)
    }

    func getSnapshot(in context: Context, completion: @escaping (ReadingEntry) -> Void) {
        completion(currentEntry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ReadingEntry>) -> Void) {
        let entry = currentEntry()
        let nextUpdate = Calendar.current.date(byAdding: .minute, value: 30, to: entry.date) ?? entry.date
        completion(Timeline(entries: [entry], policy: .after(nextUpdate)))
    }

    private func currentEntry() -> ReadingEntry {
        let context = ModelContext(ReadingStore.container)
        var descriptor = FetchDescriptor<ReadingItem>(
            predicate: #Predicate { !$0.isFinished },
            sortBy: [SortDescriptor(\.addedAt, order: .reverse)]
        )
        descriptor.fetchLimit = 3
        let items = (try? context.fetch(descriptor)) ?? []
        let remaining = (try? context.fetchCount(FetchDescriptor<ReadingItem>(predicate: #Predicate { !$0.isFinished }))) ?? 0
        return ReadingEntry(date: Date(), titles: items.map { $0.title }, remaining: remaining)
    }
}

struct ReadingListEntryView: View {
    var entry: ReadingProvider.Entry
    @Query(filter: #Predicate<ReadingItem> { $0.isFinished }) private var finished: [ReadingItem]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Up next")
                .font(.headline)
            if entry.titles.isEmpty {
                Text("Nothing to read")
                    .foregroundStyle(.secondary)
            } else {
                ForEach(entry.titles, id: \.self) { title in
                    Text(title)
                        .lineLimit(1)
                }
            }
            Spacer()
            Text("\(entry.remaining) to read · \(finished.count) done")
                .font(.caption)
        }
    }
}

struct ReadingListWidget: Widget {
    let kind: String = "ReadingListWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ReadingProvider()) { entry in
            ReadingListEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    Color.orange.opacity(0.1)
                }
                .modelContainer(ReadingStore.container)
        }
        .configurationDisplayName("Reading List")
        .description("The books you have still to read.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
