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
    func install(_ records: [InstalledExtensionRecord], project: InstalledProject?) throws {
        try database.write { db in
            for record in records {
                try db.execute(
                    sql: "DELETE FROM timeline WHERE widgetID IN (SELECT id FROM placedWidget WHERE extension = ?)", arguments: [record.name])
                try db.execute(
                    sql: """
                        INSERT INTO installedExtension (name, role, app, executable, installedAt) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT(name) DO UPDATE SET role = excluded.role, app = excluded.app, executable = excluded.executable,
                            updates = installedExtension.updates + 1
                        """,
                    arguments: [record.name, record.role, record.app, record.executable, record.installedAt])
            }
            if let project {
                try ProjectRecord(project, failure: nil).save(db)
            } else {
                // Installed from executables now: no longer from a project, which a watch would build over it.
                for app in Set(records.map(\.app)) { try db.execute(sql: "DELETE FROM xcodeProject WHERE app = ?", arguments: [app]) }
            }
        }
    }

    func projects() throws -> [InstalledProject] {
        try database.read { db in try ProjectRecord.order(Column("app")).fetchAll(db).map { try $0.project(in: path) } }
    }

    /// Keeps why `app`'s newest build failed (nil: it did not); false when no app of that name came from a project.
    func setBuildFailure(app: String, _ failure: BuildFailure?) throws -> Bool {
        let text = try failure.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        return try database.write { db in
            try db.execute(sql: "UPDATE xcodeProject SET failure = ? WHERE app = ?", arguments: [text, app])
            return db.changesCount > 0
        }
    }

    /// Removes an app's extensions and the widgets of its widget extensions, at once; returns the widgets removed.
    func uninstall(app: String) throws -> [PlacedWidgetRecord] {
        try database.write { db in
            let names = try String.fetchAll(db, sql: "SELECT name FROM installedExtension WHERE app = ?", arguments: [app])
            let widgets = try PlacedWidgetRecord.filter(names.contains(Column("extension"))).order(Column("id")).fetchAll(db)
            try PlacedWidgetRecord.filter(names.contains(Column("extension"))).deleteAll(db)
            try db.execute(sql: "DELETE FROM installedExtension WHERE app = ?", arguments: [app])
            try db.execute(sql: "DELETE FROM xcodeProject WHERE app = ?", arguments: [app])
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
    var updates: Int = 0
}

/// An app installed from an Xcode project (`InstalledProject`): its targets and its build failure kept as JSON.
struct ProjectRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "xcodeProject"

    var app: String
    var project: String
    var targets: String
    var failure: String?

    init(_ project: InstalledProject, failure: BuildFailure?) throws {
        app = project.app
        self.project = project.project.path
        targets = String(decoding: try JSONEncoder().encode(project.targets), as: UTF8.self)
        self.failure = try failure.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
    }

    func project(in path: String) throws -> InstalledProject {
        guard let targets = try? JSONDecoder().decode([String].self, from: Data(targets.utf8)) else {
            throw HostError("The project of \(app) is kept damaged in \(path); install it again with 'sample-app home install PATH/App.xcodeproj'.")
        }
        // A failure this version cannot read is shown as none: the next build says its own.
        let failure = failure.flatMap { try? JSONDecoder().decode(BuildFailure.self, from: Data($0.utf8)) }
        return InstalledProject(app: app, project: URL(fileURLWithPath: project, isDirectory: true), targets: targets, failure: failure)
    }
}

extension DatabaseMigrator {
    /// Apps installed from Xcode projects (issue 48), and each extension's updates, by which a system made
    /// before a new build was installed knows to be made again.
    mutating func registerProjectsMigration() {
        registerMigration("v14: Xcode projects; each extension's updates") { db in
            try db.alter(table: "installedExtension") { table in table.add(column: "updates", .integer).notNull().defaults(to: 0) }
            try db.create(table: "xcodeProject") { table in
                table.primaryKey("app", .text)
                table.column("project", .text).notNull()
                table.column("targets", .text).notNull()
                table.column("failure", .text)
            }
        }
    }
}
