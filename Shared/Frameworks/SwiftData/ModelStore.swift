import Foundation
import GRDB
import SuiteDatabase

/// The SQLite file (or memory) behind a container: a table per model, a column per stored property,
/// and a generation that each save raises, so that a context finds out at its next fetch what any
/// process saved since it last looked.
///
/// Attributes take SQLite's own values (numbers, text, dates as seconds since 2001, data); other
/// Codable values their JSON. A to-one relationship is the related row's key; a to-many relationship
/// is a JSON array of keys in the model's own row, which keeps the models' order and makes a save one
/// statement per model (Core Data's join tables would need one per related pair).
final class ModelStore: Sendable {
    private enum Backend: Sendable {
        case file(SuiteDatabase)
        case memory(DatabaseQueue)
    }

    private let backend: Backend
    /// The identifier the models' persistent identifiers carry.
    let identifier: String

    private static let migrator = DatabaseMigrator()

    /// The store at `url`, or a new one in memory.
    init(configuration: ModelConfiguration, apart: Bool = false) throws {
        if configuration.isStoredInMemoryOnly {
            backend = .memory(try DatabaseQueue())
            identifier = "memory-\(UUID().uuidString)"
        } else {
            let path = configuration.url.path
            let name = "the SwiftData store \(configuration.name)"
            let database =
                apart
                ? try SuiteDatabase(name: name, path: path, migrator: Self.migrator)
                : try SuiteDatabase.open(name: name, path: path, migrator: Self.migrator)
            backend = .file(database)
            identifier = (path as NSString).standardizingPath
        }
        try write { db in
            try db.execute(sql: "CREATE TABLE IF NOT EXISTS Z_METADATA (key TEXT PRIMARY KEY NOT NULL, value)")
            try db.execute(sql: "INSERT OR IGNORE INTO Z_METADATA (key, value) VALUES ('generation', 0)")
        }
    }

    /// Reads in one transaction.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        switch backend {
        case .file(let database): try database.read(body)
        case .memory(let queue): try queue.read(body)
        }
    }

    /// Writes in one transaction, which SQLite serializes with every other process's.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        switch backend {
        case .file(let database): try database.write(body)
        case .memory(let queue): try queue.write(body)
        }
    }

    /// The number of saves the store has seen.
    static func generation(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT value FROM Z_METADATA WHERE key = 'generation'") ?? 0
    }

    static func setGeneration(_ generation: Int64, _ db: Database) throws {
        try db.execute(sql: "UPDATE Z_METADATA SET value = ? WHERE key = 'generation'", arguments: [generation])
    }

    /// The schema version the store was last set up for, if any.
    static func version(_ db: Database) throws -> Schema.Version? {
        guard let text = try String.fetchOne(db, sql: "SELECT value FROM Z_METADATA WHERE key = 'version'") else { return nil }
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 3, parts.allSatisfy({ $0 >= 0 }) else { return nil }
        return Schema.Version(parts[0], parts[1], parts[2])
    }

    static func setVersion(_ version: Schema.Version, _ db: Database) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO Z_METADATA (key, value) VALUES ('version', ?)", arguments: [version.description])
    }

    /// Makes each model's table, adds the columns of properties added since (with their default
    /// values), renames those whose `originalName` says so, and makes the indices: SwiftData's
    /// lightweight migration.
    static func setUp(_ layouts: [EntityLayout], _ db: Database) throws {
        for layout in layouts {
            try db.execute(
                sql: "CREATE TABLE IF NOT EXISTS \(layout.table) (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, Z_GEN INTEGER NOT NULL DEFAULT 0)"
            )
            var columns = Set(try db.columns(in: layout.name).map(\.name))
            for property in layout.properties where !columns.contains(property.name) {
                let original = property.relationship?.originalName ?? property.attribute.originalName
                if original != property.name, columns.contains(original) {
                    try db.execute(
                        sql: "ALTER TABLE \(layout.table) RENAME COLUMN \(original.quotedDatabaseIdentifier) TO \(property.column)")
                    columns.remove(original)
                } else {
                    try db.execute(sql: "ALTER TABLE \(layout.table) ADD COLUMN \(property.column)")
                    if let value = property.defaultValue, case .attribute(let codec) = property.kind {
                        try db.execute(sql: "UPDATE \(layout.table) SET \(property.column) = ?", arguments: [try codec.encode(value)])
                    }
                }
                columns.insert(property.name)
            }
            try db.execute(sql: "CREATE INDEX IF NOT EXISTS \("\(layout.name)_Z_GEN".quotedDatabaseIdentifier) ON \(layout.table) (Z_GEN)")
            for (number, constraint) in layout.uniqueness.enumerated() {
                let list = constraint.map { layout.properties[$0].column }.joined(separator: ", ")
                let name = "\(layout.name)_unique_\(constraint.map { layout.properties[$0].name }.joined(separator: "_"))_\(number)"
                try db.execute(sql: "CREATE UNIQUE INDEX IF NOT EXISTS \(name.quotedDatabaseIdentifier) ON \(layout.table) (\(list))")
            }
            for constraint in layout.indices {
                let list = constraint.map { layout.properties[$0].column }.joined(separator: ", ")
                let name = "\(layout.name)_index_\(constraint.map { layout.properties[$0].name }.joined(separator: "_"))"
                try db.execute(sql: "CREATE INDEX IF NOT EXISTS \(name.quotedDatabaseIdentifier) ON \(layout.table) (\(list))")
            }
        }
    }
}
