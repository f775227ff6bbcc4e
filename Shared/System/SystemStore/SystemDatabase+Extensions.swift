import ExtensionProtocol
import Foundation
import GRDB
import WidgetHost

extension SystemDatabase {
    // MARK: Installed extensions

    func installedExtensions() throws -> [InstalledExtensionRecord] {
        try database.read { try InstalledExtensionRecord.order(Column.rowID).fetchAll($0) }
    }

    /// Installs extensions at once, each moving one of the same name to a new executable and app; keeps when each was first installed.
    /// The kept timelines of the widgets an extension of that name placed go in the same transaction: a new
    /// build is an app update, after which iOS asks an app's widgets for their timelines again.
    func install(_ records: [InstalledExtensionRecord]) throws {
        try database.write { db in
            for record in records {
                try db.execute(
                    sql: "DELETE FROM timeline WHERE widgetID IN (SELECT id FROM placedWidget WHERE extension = ?)", arguments: [record.name])
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
            // An app installed again is a new app to APNs: it gets a new token.
            try db.execute(sql: "DELETE FROM widgetPushToken WHERE app = ?", arguments: [app])
            return widgets
        }
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
