import Foundation
import SwiftData

/// A model as a widget's app keeps them: a title, a score, a date and a flag.
@Model final class BenchEntry {
    var title: String
    var score: Int
    var created: Date
    var isDone: Bool

    init(title: String, score: Int, created: Date, isDone: Bool) {
        self.title = title
        self.score = score
        self.created = created
        self.isDone = isDone
    }
}

/// SwiftData in a store on disk: a widget's fetch (a `#Predicate` and a sort over 10,000 models, the
/// first 20) and an app's save of 1,000 new models, each the median of several runs.
enum SwiftDataBench {
    static func measure(scratch: URL) throws -> (fetch: Double, coldFetch: Double, save: Double) {
        let url = scratch.appendingPathComponent("swiftdata/default.store")
        let container = try ModelContainer(for: BenchEntry.self, configurations: ModelConfiguration(url: url))
        let start = Date(timeIntervalSince1970: 1_700_000_000)

        var saves: [Double] = []
        for round in 0..<10 {
            let context = ModelContext(container)
            let began = monotonicMicroseconds()
            for number in 0..<1_000 {
                let index = round * 1_000 + number
                context.insert(
                    BenchEntry(
                        title: "Entry \(index)", score: (index * 7_919) % 1_000,
                        created: start.addingTimeInterval(Double(index * 37 % 10_000)),
                        isDone: index % 3 == 0))
            }
            try context.save()
            saves.append((monotonicMicroseconds() - began) / 1_000)
        }

        var descriptor = FetchDescriptor<BenchEntry>(
            predicate: #Predicate { !$0.isDone && $0.score > 100 }, sortBy: [SortDescriptor(\.created, order: .reverse)])
        descriptor.fetchLimit = 20
        // A widget's context, new in its process: its first fetch reads the 10,000 rows.
        let widget = ModelContext(try ModelContainer(for: BenchEntry.self, configurations: ModelConfiguration(url: url)))
        let coldStart = monotonicMicroseconds()
        let first = try widget.fetch(descriptor)
        let coldFetch = (monotonicMicroseconds() - coldStart) / 1_000
        guard first.count == 20, try widget.fetchCount(FetchDescriptor<BenchEntry>()) == 10_000 else {
            throw BenchError("the SwiftData fetch found \(first.count) models, not 20")
        }
        let fetches = try (0..<21).map { _ in
            let began = monotonicMicroseconds()
            _ = try widget.fetch(descriptor)
            return (monotonicMicroseconds() - began) / 1_000
        }
        return (median(fetches), coldFetch, median(saves))
    }
}
