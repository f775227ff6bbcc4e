import Foundation
import GRDB
import SuiteHome

/// The system's own store (`System/home.sqlite`): placed widgets, their configurations and
/// timelines, and the reload requests apps make through `WidgetCenter`.
///
/// Values that cross the wire (configurations, entries, policies) are kept as JSON; `HomeStore.live`
/// reads and writes them. GRDB's pool is safe to use from any thread, which makes this safe too.
final class SystemDatabase: Sendable {
    let pool: DatabasePool
    let path: String

    /// Opens (creating and migrating if needed) the store of `home`.
    init(_ home: SuiteHome) throws {
        path = home.systemDatabase.path
        do {
            try home.prepare(home.systemDirectory)
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA foreign_keys = ON")
            }
            pool = try DatabasePool(path: path, configuration: configuration)
            try Self.migrator.migrate(pool)
        } catch let error as DatabaseError {
            throw SystemStoreError(message: "Cannot open \(path) (\(error.message ?? "\(error)")); move the file aside to start afresh, or choose another --home.")
        }
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: widgets, timelines, reloads") { db in
            try db.create(table: "placedWidget") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("kind", .text).notNull()
                table.column("family", .text).notNull()
                table.column("configuration", .text).notNull()
                table.column("addedAt", .datetime).notNull()
                table.column("configuredAt", .datetime).notNull()
            }
            try db.create(table: "timeline") { table in
                table.primaryKey("widgetID", .integer).references("placedWidget", onDelete: .cascade)
                table.column("fetchedAt", .datetime).notNull()
                table.column("entries", .text).notNull()
                table.column("policy", .text).notNull()
            }
            try db.create(table: "reloadRequest") { table in
                table.primaryKey("kind", .text)
                table.column("requestedAt", .datetime).notNull()
            }
        }
        return migrator
    }

    // MARK: Placed widgets

    /// Places a widget and returns it.
    func addWidget(kind: String, family: String, configuration: String, at date: Date) throws -> PlacedWidgetRecord {
        try pool.write { db in
            var record = PlacedWidgetRecord(id: nil, kind: kind, family: family, configuration: configuration, addedAt: date, configuredAt: date)
            try record.insert(db)
            return record
        }
    }

    func widgets() throws -> [PlacedWidgetRecord] {
        try pool.read { try PlacedWidgetRecord.order(Column("id")).fetchAll($0) }
    }

    func widget(id: Int64) throws -> PlacedWidgetRecord? {
        try pool.read { try PlacedWidgetRecord.fetchOne($0, key: id) }
    }

    /// Replaces a widget's configuration; its cached timeline goes with the old one. False when there is no such widget.
    func updateConfiguration(widgetID: Int64, configuration: String, at date: Date) throws -> Bool {
        try pool.write { db in
            try db.execute(sql: "UPDATE placedWidget SET configuration = ?, configuredAt = ? WHERE id = ?",
                           arguments: [configuration, date, widgetID])
            guard db.changesCount > 0 else { return false }
            try db.execute(sql: "DELETE FROM timeline WHERE widgetID = ?", arguments: [widgetID])
            return true
        }
    }

    /// Removes a widget; returns false when there was none with that id.
    func removeWidget(id: Int64) throws -> Bool {
        try pool.write { db in try PlacedWidgetRecord.deleteOne(db, key: id) }
    }

    // MARK: Timelines

    func timeline(widgetID: Int64) throws -> TimelineRecord? {
        try pool.read { try TimelineRecord.fetchOne($0, key: widgetID) }
    }

    /// Keeps a widget's timeline, unless the widget was removed while it was fetched.
    func saveTimeline(_ record: TimelineRecord) throws {
        try pool.write { db in
            guard try PlacedWidgetRecord.exists(db, key: record.widgetID) else { return }
            try record.save(db)
        }
    }

    // MARK: Reload requests

    /// Records that the app asked for new timelines of `kind`, or of every kind when nil.
    func requestReload(ofKind kind: String?, at date: Date) throws {
        try pool.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO reloadRequest (kind, requestedAt) VALUES (?, ?)", arguments: [kind ?? Self.allKinds, date])
        }
    }

    /// When a reload of `kind` (or of every kind) was last requested.
    func lastReloadRequest(forKind kind: String) throws -> Date? {
        try pool.read { db in
            try Date.fetchOne(db, sql: "SELECT MAX(requestedAt) FROM reloadRequest WHERE kind IN (?, ?)", arguments: [kind, Self.allKinds])
        }
    }

    /// How the table names every kind: no widget kind is "*".
    static let allKinds = "*"
}

struct PlacedWidgetRecord: Codable, Equatable, Sendable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "placedWidget"

    var id: Int64?
    var kind: String
    var family: String
    /// The configuration as JSON: parameter name to value.
    var configuration: String
    var addedAt: Date
    var configuredAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

struct TimelineRecord: Codable, Equatable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "timeline"

    var widgetID: Int64
    var fetchedAt: Date
    /// The entries as JSON.
    var entries: String
    /// The reload policy as JSON.
    var policy: String

    init(widgetID: Int64, fetchedAt: Date, entries: String, policy: String) {
        self.widgetID = widgetID
        self.fetchedAt = fetchedAt
        self.entries = entries
        self.policy = policy
    }
}

struct SystemStoreError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
