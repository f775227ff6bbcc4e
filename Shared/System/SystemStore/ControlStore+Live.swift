import ExtensionProtocol
import Foundation
import GRDB
import SuiteHome
import WidgetHost
import WireJSON

extension DatabaseMigrator {
    /// Placed controls (iOS 18): each kept whole, as the JSON of its record, with its kind and place to find it by.
    mutating func registerControlsMigration() {
        registerMigration("v11: placed controls") { db in
            try db.create(table: "placedControl") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("kind", .text).notNull()
                table.column("location", .text).notNull()
                table.column("record", .text).notNull()
            }
        }
    }
}

extension ControlStore {
    /// The placed controls of the system's store in `System/home.sqlite` under `home`.
    public static func live(_ home: SuiteHome) throws -> ControlStore {
        let database = try SystemDatabase(home).database
        /// Every control that can be read (of `kind`, or the one with `id`, when given); one that cannot is
        /// left out, and said on standard error, so that one damaged row hides no others.
        @Sendable func readable(_ db: Database, kind: String? = nil, id: Int64? = nil) throws -> [PlacedControl] {
            let rows =
                try kind.map {
                    try Row.fetchAll(db, sql: "SELECT id, record FROM placedControl WHERE kind = ? ORDER BY id", arguments: [$0])
                }
                ?? id.map { try Row.fetchAll(db, sql: "SELECT id, record FROM placedControl WHERE id = ?", arguments: [$0]) }
                ?? Row.fetchAll(db, sql: "SELECT id, record FROM placedControl ORDER BY id")
            return rows.compactMap { row in
                let id: Int64 = row["id"]
                guard var control = try? WireDecoder().decode(PlacedControl.self, from: row["record"] as String) else {
                    FileHandle.standardError.write(
                        Data("warning: Control #\(id) cannot be read; \(database.path) may be damaged. It is left out.\n".utf8))
                    return nil
                }
                control.id = id
                return control
            }
        }
        @Sendable func save(_ control: PlacedControl, _ db: Database) throws {
            try db.execute(
                sql: "UPDATE placedControl SET record = ?, location = ? WHERE id = ?",
                arguments: [try WireEncoder().string(control), control.location.rawValue, control.id])
        }
        return ControlStore(
            all: { try database.read { try readable($0) } },
            insert: { control in
                try database.write { db in
                    let replaced = control.location.holdsOne ? try readable(db).first { $0.location == control.location } : nil
                    // By its place's column: an occupant too damaged to read leaves all the same.
                    if control.location.holdsOne {
                        try db.execute(sql: "DELETE FROM placedControl WHERE location = ?", arguments: [control.location.rawValue])
                    }
                    try db.execute(
                        sql: "INSERT INTO placedControl (kind, location, record) VALUES (?, ?, ?)",
                        arguments: [control.kind, control.location.rawValue, try WireEncoder().string(control)])
                    var placed = control
                    placed.id = db.lastInsertedRowID
                    return (placed, replaced)
                }
            },
            modify: { id, change in
                try database.write { db in
                    guard let control = try readable(db, id: id).first else { return nil }
                    let changed = try change(control)
                    try save(changed, db)
                    return changed
                }
            },
            remove: { id in
                try database.write { db in
                    try db.execute(sql: "DELETE FROM placedControl WHERE id = ?", arguments: [id])
                    return db.changesCount > 0
                }
            },
            reload: { kind, extensionName in
                try database.write { db in
                    let controls = try readable(db, kind: kind).filter { $0.extensionName == extensionName }
                    for var control in controls {
                        control.reloads += 1
                        try save(control, db)
                    }
                    return controls.count
                }
            },
            arrange: { change in
                try database.write { db in
                    let changed = try change(try readable(db))
                    for control in changed { try save(control, db) }
                    return changed
                }
            })
    }
}
