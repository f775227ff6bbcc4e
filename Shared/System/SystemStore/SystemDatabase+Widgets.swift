import ExtensionProtocol
import Foundation
import GRDB
import WidgetHost

extension SystemDatabase {
    // MARK: Placed widgets

    /// Places a widget and returns it.
    func addWidget(
        extensionName: String, kind: String, family: String, configuration: String, intent: String?, at date: Date, place: String?
    ) throws -> PlacedWidgetRecord {
        try database.write { db in
            var record = PlacedWidgetRecord(
                id: nil, extension: extensionName, kind: kind, family: family, configuration: configuration, intent: intent, addedAt: date,
                configuredAt: date, place: place)
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

    /// Puts Home Screen widgets where `change` says, given every widget and stack as they are, in one
    /// transaction: what a move reads is what it changes.
    func arrangeWidgets(
        _ change: ([PlacedWidgetRecord], [WidgetStack]) throws -> [(id: Int64, page: Int, cell: Int)]
    ) throws {
        try database.write { db in
            let records = try PlacedWidgetRecord.fetchAll(db.cachedStatement(sql: "SELECT * FROM placedWidget ORDER BY id"))
            for place in try change(records, try Self.stacks(db)) {
                try db.execute(
                    sql: "UPDATE placedWidget SET homePage = ?, homeCell = ? WHERE id = ?", arguments: [place.page, place.cell, place.id])
            }
        }
    }

    /// Removes a widget; returns false when there was none with that id.
    func removeWidget(id: Int64) throws -> Bool {
        try database.write { db in try PlacedWidgetRecord.deleteOne(db, key: id) }
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
    /// The intent it was made for (`WidgetDescriptor.configurationIntent`).
    var intent: String?
    var addedAt: Date
    var configuredAt: Date
    /// Where it was placed (`WidgetLocationValue`): null where its family lives, as before places were kept.
    var place: String?
    /// Where it was last put on the Home Screen's grid (`GridPlace`): null until it is moved.
    var homePage: Int?
    var homeCell: Int?

    init(
        id: Int64?, extension: String, kind: String, family: String, configuration: String, intent: String?, addedAt: Date,
        configuredAt: Date, place: String? = nil, homePage: Int? = nil, homeCell: Int? = nil
    ) {
        self.id = id
        self.extension = `extension`
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.intent = intent
        self.addedAt = addedAt
        self.configuredAt = configuredAt
        self.place = place
        self.homePage = homePage
        self.homeCell = homeCell
    }

    /// Read from the columns by hand rather than through `Decodable`, which cost `home watch` 80 ms of
    /// its day (1,440 readings of a dozen widgets; `watch_day_ms` in `make bench`).
    init(row: Row) {
        self.init(
            id: row["id"], extension: row["extension"], kind: row["kind"], family: row["family"], configuration: row["configuration"],
            intent: row["intent"], addedAt: row["addedAt"], configuredAt: row["configuredAt"], place: row["place"],
            homePage: row["homePage"], homeCell: row["homeCell"])
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension DatabaseMigrator {
    mutating func registerGridMigration() {
        // Where each Home Screen widget was moved to on the grid: null until moved, when the first free place is its.
        registerMigration("v15: each widget's page and cell on the Home Screen") { db in
            try db.alter(table: "placedWidget") { table in
                table.add(column: "homePage", .integer)
                table.add(column: "homeCell", .integer)
            }
        }
    }
}
