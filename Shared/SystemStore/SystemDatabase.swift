import Foundation
import GRDB
import SuiteHome

/// The system's own store (`System/home.sqlite`): placed widgets, their configurations and
/// timelines, and the reload requests apps make through `WidgetCenter`.
///
/// Values that cross the wire (configurations, entries, policies) are kept as the JSON they
/// arrived in; `WidgetHost` reads them.
public final class SystemDatabase: @unchecked Sendable {
    let pool: DatabasePool
    public let path: String

    /// Opens (creating and migrating if needed) the store of `home`.
    public init(_ home: SuiteHome) throws {
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
    public func addWidget(kind: String, family: String, configuration: String, at date: Date) throws -> PlacedWidgetRecord {
        try pool.write { db in
            var record = PlacedWidgetRecord(id: nil, kind: kind, family: family, configuration: configuration, addedAt: date, configuredAt: date)
            try record.insert(db)
            return record
        }
    }

    public func widgets() throws -> [PlacedWidgetRecord] {
        try pool.read { try PlacedWidgetRecord.order(Column("id")).fetchAll($0) }
    }

    public func widget(id: Int64) throws -> PlacedWidgetRecord? {
        try pool.read { try PlacedWidgetRecord.fetchOne($0, key: id) }
    }

    /// Replaces a widget's configuration; its cached timeline goes with the old one.
    public func updateConfiguration(widgetID: Int64, configuration: String, at date: Date) throws {
        try pool.write { db in
            try db.execute(sql: "UPDATE placedWidget SET configuration = ?, configuredAt = ? WHERE id = ?",
                           arguments: [configuration, date, widgetID])
            try db.execute(sql: "DELETE FROM timeline WHERE widgetID = ?", arguments: [widgetID])
        }
    }

    /// Removes a widget; returns false when there was none with that id.
    public func removeWidget(id: Int64) throws -> Bool {
        try pool.write { db in try PlacedWidgetRecord.deleteOne(db, key: id) }
    }

    // MARK: Timelines

    public func timeline(widgetID: Int64) throws -> TimelineRecord? {
        try pool.read { try TimelineRecord.fetchOne($0, key: widgetID) }
    }

    public func saveTimeline(_ record: TimelineRecord) throws {
        try pool.write { db in try record.save(db) }
    }

    // MARK: Reload requests

    /// Records that the app asked for new timelines of `kind` (`WidgetCenter.reloadTimelines(ofKind:)`).
    public func requestReload(ofKind kind: String, at date: Date) throws {
        try pool.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO reloadRequest (kind, requestedAt) VALUES (?, ?)", arguments: [kind, date])
        }
    }

    /// Records that the app asked for new timelines of every kind (`WidgetCenter.reloadAllTimelines()`).
    public func requestReloadOfAllKinds(at date: Date) throws {
        try requestReload(ofKind: Self.allKinds, at: date)
    }

    /// When a reload of `kind` (or of every kind) was last requested.
    public func lastReloadRequest(forKind kind: String) throws -> Date? {
        try pool.read { db in
            try Date.fetchOne(db, sql: "SELECT MAX(requestedAt) FROM reloadRequest WHERE kind IN (?, ?)", arguments: [kind, Self.allKinds])
        }
    }

    static let allKinds = "*"
}

public struct PlacedWidgetRecord: Codable, Equatable, Sendable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "placedWidget"

    public var id: Int64?
    public var kind: String
    public var family: String
    /// The configuration as JSON: parameter name to value.
    public var configuration: String
    public var addedAt: Date
    public var configuredAt: Date

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

public struct TimelineRecord: Codable, Equatable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "timeline"

    public var widgetID: Int64
    public var fetchedAt: Date
    /// The entries as JSON.
    public var entries: String
    /// The reload policy as JSON.
    public var policy: String

    public init(widgetID: Int64, fetchedAt: Date, entries: String, policy: String) {
        self.widgetID = widgetID
        self.fetchedAt = fetchedAt
        self.entries = entries
        self.policy = policy
    }
}

public struct SystemStoreError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
