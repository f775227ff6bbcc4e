import ExtensionProtocol
import Foundation
import GRDB
import WidgetHost

extension SystemDatabase {
    // MARK: Timelines

    // The statements the system runs for each widget it shows are prepared once per connection: preparing
    // one cost more than running it, a tenth of a millisecond each, and a stack of ten reads dozens.

    /// A widget's kept timeline: when it was fetched, its policy, its entries' dates in order, and the
    /// entry at the position `choose` picks from them, read in one transaction.
    func keptTimeline(widgetID: Int64, choose: ([Date]) -> Int) throws -> KeptTimelineRows? {
        try database.read { db in
            guard
                let timeline = try Row.fetchOne(
                    db.cachedStatement(sql: "SELECT fetchedAt, policy, requestSerial FROM timeline WHERE widgetID = ?"),
                    arguments: [widgetID])
            else { return nil }
            let dates = try Double.fetchAll(
                db.cachedStatement(sql: "SELECT date FROM timelineEntry WHERE widgetID = ? ORDER BY position"), arguments: [widgetID]
            )
            .map(Date.init(timeIntervalSince1970:))
            guard !dates.isEmpty else { return nil }
            let position = choose(dates)
            guard
                let entry = try String.fetchOne(
                    db.cachedStatement(sql: "SELECT entry FROM timelineEntry WHERE widgetID = ? AND position = ?"),
                    arguments: [widgetID, position])
            else { return nil }
            return KeptTimelineRows(
                fetchedAt: timeline["fetchedAt"], policy: timeline["policy"], requestSerial: timeline["requestSerial"], dates: dates,
                entry: entry)
        }
    }

    /// Keeps each widget's timeline in place of the one before, unless the widget was removed or
    /// configured anew while it was fetched, and logs each reload with its reason and whether it spent the
    /// widget's budget, all in one transaction: widgets due at the same time are saved with one wait for the disk.
    func saveTimelines(_ timelines: [SavedTimelineRows]) throws {
        try database.write { db in
            let placed = try db.cachedStatement(sql: "SELECT configuration FROM placedWidget WHERE id = ?")
            for timeline in timelines {
                guard let configuration = try String.fetchOne(placed, arguments: [timeline.widgetID]),
                    timeline.isConfiguredAsFetched(configuration)
                else { continue }
                try save(timeline, db)
            }
        }
    }

    /// Its statements are prepared once per connection: `home watch` saves hundreds of timelines a
    /// day, and preparing a statement costs more than running it.
    private func save(_ timeline: SavedTimelineRows, _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO timeline (widgetID, fetchedAt, policy, requestSerial) VALUES (?, ?, ?, ?)")
            .execute(arguments: [timeline.widgetID, timeline.fetchedAt, timeline.policy, timeline.requestSerial])
        try db.cachedStatement(sql: "INSERT INTO reloadLog (widgetID, date, reason, spent, scores) VALUES (?, ?, ?, ?, ?)")
            .execute(arguments: [
                timeline.widgetID, timeline.fetchedAt.timeIntervalSince1970, timeline.reason, timeline.spent,
                timeline.scores.map { "\($0)" }.joined(separator: ","),
            ])
        try db.cachedStatement(sql: "DELETE FROM timelineEntry WHERE widgetID = ?").execute(arguments: [timeline.widgetID])
        let insert = try db.cachedStatement(
            sql: "INSERT INTO timelineEntry (widgetID, position, date, score, duration, entry) VALUES (?, ?, ?, ?, ?, ?)")
        for (position, entry) in timeline.entries.enumerated() {
            try insert.execute(arguments: [
                timeline.widgetID, position, entry.date.timeIntervalSince1970, entry.relevance?.score, entry.relevance?.duration,
                entry.json,
            ])
        }
    }

    // MARK: Whole timelines

    /// A widget's kept timeline, every entry as JSON, read at once.
    func timeline(widgetID: Int64) throws -> (fetchedAt: Date, policy: String, requestSerial: Int64, entries: [String])? {
        try database.read { db in
            guard
                let timeline = try Row.fetchOne(
                    db, sql: "SELECT fetchedAt, policy, requestSerial FROM timeline WHERE widgetID = ?", arguments: [widgetID])
            else { return nil }
            let entries = try String.fetchAll(
                db, sql: "SELECT entry FROM timelineEntry WHERE widgetID = ? ORDER BY position", arguments: [widgetID])
            return (timeline["fetchedAt"], timeline["policy"], timeline["requestSerial"], entries)
        }
    }

    /// Each kept entry's date and relevance, in the timeline's order; nil when no timeline is kept.
    func timelineRelevance(widgetID: Int64) throws -> [(date: Date, relevance: ArchivedRelevance?)]? {
        try database.read { db in
            let rows = try Row.fetchAll(
                db.cachedStatement(sql: "SELECT date, score, duration FROM timelineEntry WHERE widgetID = ? ORDER BY position"),
                arguments: [widgetID])
            guard !rows.isEmpty else { return nil }
            return rows.map { row in
                let score: Double? = row[1]
                return (Date(timeIntervalSince1970: row[0]), score.map { ArchivedRelevance(score: $0, duration: row[2] ?? 0) })
            }
        }
    }
}

/// A timeline to keep, as its rows: the policy and each entry as JSON, the reason in words.
struct SavedTimelineRows {
    var widgetID: Int64
    /// Whether the widget's configuration, as its row keeps it, is still the one the timeline was fetched for.
    var isConfiguredAsFetched: (String) -> Bool
    var fetchedAt: Date
    var policy: String
    var requestSerial: Int64
    var entries: [(date: Date, relevance: ArchivedRelevance?, json: String)]
    var reason: String
    var spent: Bool
    var scores: [Double]
}

/// A kept timeline as its rows hold it, the chosen entry still JSON.
struct KeptTimelineRows {
    var fetchedAt: Date
    /// The reload policy as JSON.
    var policy: String
    var requestSerial: Int64
    var dates: [Date]
    var entry: String
}
