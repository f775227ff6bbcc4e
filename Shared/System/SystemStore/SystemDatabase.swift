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

    /// How sentences name it.
    static let name = "the system's store"

    /// Opens (creating and migrating if needed) the store of `home`.
    init(_ home: SuiteHome) throws {
        // Pages of 16 KB: a day's timeline by the minute is 2 MB of entries, written to the log and then
        // into the file on each fetch, and SQLite writes a page at a time; `make bench` measures it.
        database = try SuiteDatabase.open(name: Self.name, path: home.systemDatabase.path, migrator: Self.migrator, pageSize: 16_384)
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
        // The intent each configuration was made for: a kind that now declares another keeps it only
        // when the new intent migrates the old (ConfigurationMigration). Null for widgets placed before.
        migrator.registerMigration("v8: the intent of each widget's configuration") { db in
            try db.alter(table: "placedWidget") { table in table.add(column: "intent", .text) }
        }
        // Settings that are text: the device the system draws for.
        migrator.registerMigration("v9: text settings") { db in
            try db.alter(table: "setting") { table in table.add(column: "text", .text) }
        }
        migrator.registerActivitiesMigration()
        migrator.registerControlsMigration()
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
    func addWidget(extensionName: String, kind: String, family: String, configuration: String, intent: String?, at date: Date) throws
        -> PlacedWidgetRecord
    {
        try database.write { db in
            var record = PlacedWidgetRecord(
                id: nil, extension: extensionName, kind: kind, family: family, configuration: configuration, intent: intent, addedAt: date,
                configuredAt: date)
            try record.insert(db)
            return record
        }
    }

    func widgets() throws -> [PlacedWidgetRecord] {
        // A statement prepared once per connection: `home watch` reads the widgets at every step.
        try database.read { try PlacedWidgetRecord.fetchAll($0.cachedStatement(sql: "SELECT * FROM placedWidget ORDER BY id")) }
    }

    func widget(id: Int64) throws -> PlacedWidgetRecord? {
        try database.read {
            try PlacedWidgetRecord.fetchOne($0.cachedStatement(sql: "SELECT * FROM placedWidget WHERE id = ?"), arguments: [id])
        }
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

    /// Gives a widget the configuration its kind's new intent makes of the old, unless its configuration
    /// is no longer the old intent's (another process got there first); a changed configuration drops
    /// the kept timeline. Returns the widget as it is now; nil when there is no such widget.
    func adoptConfiguration(widgetID: Int64, from old: String?, intent: String?, configuration: String, at date: Date) throws
        -> PlacedWidgetRecord?
    {
        try database.write { db in
            guard let record = try PlacedWidgetRecord.fetchOne(db, key: widgetID) else { return nil }
            guard record.intent == old else { return record }
            let changed = record.configuration != configuration
            try db.execute(
                sql: "UPDATE placedWidget SET intent = ?, configuration = ?, configuredAt = ? WHERE id = ?",
                arguments: [intent, configuration, changed ? date : record.configuredAt, widgetID])
            if changed { try db.execute(sql: "DELETE FROM timeline WHERE widgetID = ?", arguments: [widgetID]) }
            return try PlacedWidgetRecord.fetchOne(db, key: widgetID)
        }
    }

    /// Removes a widget; returns false when there was none with that id.
    func removeWidget(id: Int64) throws -> Bool {
        try database.write { db in try PlacedWidgetRecord.deleteOne(db, key: id) }
    }

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

struct PlacedWidgetRecord: Codable, Equatable, Sendable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "placedWidget"

    var id: Int64?
    /// The widget extension that declares its kind.
    var `extension`: String
    var kind: String
    var family: String
    /// The configuration as JSON: parameter name to value.
    var configuration: String
    /// The intent it was made for (`WidgetDescriptor.configurationIntent`).
    var intent: String?
    var addedAt: Date
    var configuredAt: Date

    init(
        id: Int64?, extension: String, kind: String, family: String, configuration: String, intent: String?, addedAt: Date,
        configuredAt: Date
    ) {
        self.id = id
        self.extension = `extension`
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.intent = intent
        self.addedAt = addedAt
        self.configuredAt = configuredAt
    }

    /// Read from the columns by hand rather than through `Decodable`, which cost `home watch` 80 ms of
    /// its day (1,440 readings of a dozen widgets; `watch_day_ms` in `make bench`).
    init(row: Row) {
        self.init(
            id: row["id"], extension: row["extension"], kind: row["kind"], family: row["family"], configuration: row["configuration"],
            intent: row["intent"], addedAt: row["addedAt"], configuredAt: row["configuredAt"])
    }

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
