import ExtensionProtocol
import Foundation
import WireValues
import GRDB
import SuiteHome
import WidgetHost
import WireJSON

extension DatabaseMigrator {
    /// Live Activities: each kept whole, as the JSON of its record, with its start to order them by.
    mutating func registerActivitiesMigration() {
        registerMigration("v10: live activities") { db in
            try db.create(table: "liveActivity") { table in
                table.primaryKey("id", .text)
                table.column("startedAt", .double).notNull()
                table.column("record", .text).notNull()
            }
        }
    }
}

extension ActivityStore {
    /// The Live Activities of the system's store in `System/home.sqlite` under `home`.
    public static func live(_ home: SuiteHome) throws -> ActivityStore {
        let database = try SystemDatabase(home).database
        @Sendable func record(_ text: String, id: String) throws -> LiveActivityRecord {
            do {
                return try WireDecoder().decode(LiveActivityRecord.self, from: text)
            } catch {
                throw HostError("Live Activity \(id) cannot be read; \(database.path) may be damaged.")
            }
        }
        /// Every activity that can be read; one that cannot is left out, and said once on standard error,
        /// so that one damaged row hides no others.
        @Sendable func readable(_ db: Database) throws -> [LiveActivityRecord] {
            try Row.fetchAll(db, sql: "SELECT id, record FROM liveActivity ORDER BY startedAt, rowid").compactMap { row in
                do {
                    return try record(row["record"], id: row["id"])
                } catch {
                    FileHandle.standardError.write(Data((TerminalText.escaped("warning: \(error) It is left out.") + "\n").utf8))
                    return nil
                }
            }
        }
        return ActivityStore(
            all: { try database.read(readable) },
            insert: { activity, admit in
                let text = try WireEncoder().string(activity)
                try database.write { db in
                    try admit(try readable(db))
                    try db.execute(
                        sql: "INSERT INTO liveActivity (id, startedAt, record) VALUES (?, ?, ?)",
                        arguments: [activity.id, activity.startedAt.timeIntervalSince1970, text])
                }
            },
            modify: { id, change in
                try database.write { db in
                    guard let text = try String.fetchOne(db, sql: "SELECT record FROM liveActivity WHERE id = ?", arguments: [id]) else {
                        return nil
                    }
                    let changed = try change(try record(text, id: id))
                    try db.execute(
                        sql: "UPDATE liveActivity SET record = ? WHERE id = ?", arguments: [try WireEncoder().string(changed), id])
                    return changed
                }
            })
    }
}
