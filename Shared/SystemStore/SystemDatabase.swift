import ExtensionProtocol
import Foundation
import GRDB
import SuiteDatabase
import SuiteHome

/// The system's own store (`System/home.sqlite`): installed extensions, placed widgets, their
/// configurations and timelines, the reload requests apps make through `WidgetCenter` and the
/// reloads done, the device's clock and settings.
///
/// Values that cross the wire (configurations, entries, policies) are kept as JSON; `HomeStore.live`
/// reads and writes them.
final class SystemDatabase: Sendable {
    let database: SuiteDatabase
    var path: String { database.path }

    /// Opens (creating and migrating if needed) the store of `home`.
    init(_ home: SuiteHome) throws {
        database = try SuiteDatabase(name: "the system's store", path: home.systemDatabase.path, migrator: Self.migrator)
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
        // Timelines are the system's cache: those kept by v1 are dropped, and fetched again when shown.
        migrator.registerMigration("v2: a row for each entry of a timeline") { db in
            try db.drop(table: "timeline")
            try db.create(table: "timeline") { table in
                table.primaryKey("widgetID", .integer).references("placedWidget", onDelete: .cascade)
                table.column("fetchedAt", .datetime).notNull()
                table.column("policy", .text).notNull()
            }
            try db.create(table: "timelineEntry") { table in
                table.column("widgetID", .integer).notNull().references("timeline", onDelete: .cascade)
                table.column("position", .integer).notNull()
                // Seconds since 1970 rather than GRDB's date text: a day by the minute is 1,440 dates to write and read.
                table.column("date", .double).notNull()
                table.column("entry", .text).notNull()
                table.primaryKey(["widgetID", "position"])
            }
        }
        // Widgets placed before extensions could be installed are the samples'.
        migrator.registerMigration("v3: installed extensions; each widget's extension") { db in
            try db.alter(table: "placedWidget") { table in
                table.add(column: "extension", .text).notNull().defaults(to: "widget-extension")
            }
            try db.create(table: "installedExtension") { table in
                table.primaryKey("name", .text)
                table.column("role", .text).notNull()
                table.column("app", .text).notNull()
                table.column("executable", .text).notNull()
                table.column("installedAt", .datetime).notNull()
            }
        }
        // One row: the time the user set, in seconds since 1970; no row or null, real time.
        migrator.registerMigration("v4: the device's clock") { db in
            try db.create(table: "deviceClock") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("fixedAt", .double)
            }
        }
        migrator.registerReloadsMigration()
        migrator.registerIntelligenceMigration()
        migrator.registerScoresMigration()
        return migrator
    }

    // MARK: Installed extensions

    func installedExtensions() throws -> [InstalledExtensionRecord] {
        try database.read { try InstalledExtensionRecord.order(Column.rowID).fetchAll($0) }
    }

    /// Installs extensions at once, each moving one of the same name to a new executable and app; keeps when each was first installed.
    func install(_ records: [InstalledExtensionRecord]) throws {
        try database.write { db in
            for record in records {
                try db.execute(
                    sql: """
                        INSERT INTO installedExtension (name, role, app, executable, installedAt) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT(name) DO UPDATE SET role = excluded.role, app = excluded.app, executable = excluded.executable
                        """,
                    arguments: [record.name, record.role, record.app, record.executable, record.installedAt])
            }
        }
    }

    /// Removes an app's extensions and the widgets of its widget extensions, at once; returns the widgets removed.
    func uninstall(app: String) throws -> [PlacedWidgetRecord] {
        try database.write { db in
            let names = try String.fetchAll(db, sql: "SELECT name FROM installedExtension WHERE app = ?", arguments: [app])
            let widgets = try PlacedWidgetRecord.filter(names.contains(Column("extension"))).order(Column("id")).fetchAll(db)
            try PlacedWidgetRecord.filter(names.contains(Column("extension"))).deleteAll(db)
            try db.execute(sql: "DELETE FROM installedExtension WHERE app = ?", arguments: [app])
            return widgets
        }
    }

    // MARK: Placed widgets

    /// Places a widget and returns it.
    func addWidget(extensionName: String, kind: String, family: String, configuration: String, at date: Date) throws -> PlacedWidgetRecord {
        try database.write { db in
            var record = PlacedWidgetRecord(
                id: nil, extension: extensionName, kind: kind, family: family, configuration: configuration, addedAt: date,
                configuredAt: date)
            try record.insert(db)
            return record
        }
    }

    func widgets() throws -> [PlacedWidgetRecord] {
        try database.read { try PlacedWidgetRecord.order(Column("id")).fetchAll($0) }
    }

    func widget(id: Int64) throws -> PlacedWidgetRecord? {
        try database.read { try PlacedWidgetRecord.fetchOne($0, key: id) }
    }

    /// Replaces a widget's configuration; its cached timeline goes with the old one. False when there is no such widget.
    func updateConfiguration(widgetID: Int64, configuration: String, at date: Date) throws -> Bool {
        try database.write { db in
            try db.execute(
                sql: "UPDATE placedWidget SET configuration = ?, configuredAt = ? WHERE id = ?",
                arguments: [configuration, date, widgetID])
            guard db.changesCount > 0 else { return false }
            try db.execute(sql: "DELETE FROM timeline WHERE widgetID = ?", arguments: [widgetID])
            return true
        }
    }

    /// Removes a widget; returns false when there was none with that id.
    func removeWidget(id: Int64) throws -> Bool {
        try database.write { db in try PlacedWidgetRecord.deleteOne(db, key: id) }
    }

    // MARK: Timelines

    /// A widget's kept timeline: when it was fetched, its policy, its entries' dates in order, and the
    /// entry at the position `choose` picks from them, read in one transaction.
    func keptTimeline(widgetID: Int64, choose: ([Date]) -> Int) throws -> KeptTimelineRows? {
        try database.read { db in
            guard
                let timeline = try Row.fetchOne(
                    db, sql: "SELECT fetchedAt, policy, requestSerial FROM timeline WHERE widgetID = ?", arguments: [widgetID])
            else { return nil }
            let dates = try Double.fetchAll(
                db, sql: "SELECT date FROM timelineEntry WHERE widgetID = ? ORDER BY position", arguments: [widgetID]
            )
            .map(Date.init(timeIntervalSince1970:))
            guard !dates.isEmpty else { return nil }
            let position = choose(dates)
            guard
                let entry = try String.fetchOne(
                    db, sql: "SELECT entry FROM timelineEntry WHERE widgetID = ? AND position = ?",
                    arguments: [widgetID, position])
            else { return nil }
            return KeptTimelineRows(
                fetchedAt: timeline["fetchedAt"], policy: timeline["policy"], requestSerial: timeline["requestSerial"], dates: dates,
                entry: entry)
        }
    }

    /// Keeps a widget's timeline in place of the one before, unless the widget was removed while it was fetched.
    /// Logs the reload with its reason, and whether it spent the widget's budget, in the same transaction.
    func saveTimeline(
        widgetID: Int64, fetchedAt: Date, policy: String, requestSerial: Int64,
        entries: [(date: Date, relevance: ArchivedRelevance?, json: String)], reason: String,
        spent: Bool, scores: [Double]
    ) throws {
        try database.write { db in
            guard try PlacedWidgetRecord.exists(db, key: widgetID) else { return }
            try db.execute(
                sql: "INSERT OR REPLACE INTO timeline (widgetID, fetchedAt, policy, requestSerial) VALUES (?, ?, ?, ?)",
                arguments: [widgetID, fetchedAt, policy, requestSerial])
            try db.execute(
                sql: "INSERT INTO reloadLog (widgetID, date, reason, spent, scores) VALUES (?, ?, ?, ?, ?)",
                arguments: [widgetID, fetchedAt.timeIntervalSince1970, reason, spent, scores.map { "\($0)" }.joined(separator: ",")])
            try db.execute(sql: "DELETE FROM timelineEntry WHERE widgetID = ?", arguments: [widgetID])
            let insert = try db.cachedStatement(
                sql: "INSERT INTO timelineEntry (widgetID, position, date, score, duration, entry) VALUES (?, ?, ?, ?, ?, ?)")
            for (position, entry) in entries.enumerated() {
                try insert.execute(arguments: [
                    widgetID, position, entry.date.timeIntervalSince1970, entry.relevance?.score, entry.relevance?.duration, entry.json,
                ])
            }
        }
    }
}

struct PlacedWidgetRecord: Codable, Equatable, Sendable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "placedWidget"

    var id: Int64?
    /// The widget extension that declares its kind.
    var `extension`: String
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

struct InstalledExtensionRecord: Codable, Equatable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "installedExtension"

    var name: String
    /// An `ExtensionRole`'s raw value.
    var role: String
    var app: String
    var executable: String
    var installedAt: Date
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
