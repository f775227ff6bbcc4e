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
        migrator.registerPushesMigration()
        migrator.registerPlacesMigration()
        migrator.registerProjectsMigration()
        migrator.registerGridMigration()
        migrator.registerRequestingAppMigration()
        return migrator
    }
}
