import Foundation
import GRDB
import SuiteHome

/// The app group's SQLite database (`AppGroup/shared.sqlite`), shared by the app and both extensions.
///
/// WAL mode lets the extensions read while the app writes. The schema is created and the
/// characters are seeded on first use.
public enum AppGroupDatabase {
    /// Opens (creating and migrating if needed) the database of `home`.
    public static func open(_ home: SuiteHome) throws -> DatabasePool {
        let path = home.appGroupDatabase.path
        do {
            try home.prepare(home.appGroupDirectory)
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            let pool = try DatabasePool(path: path, configuration: configuration)
            try migrator.migrate(pool)
            return pool
        } catch let error as DatabaseError {
            throw StoreOpeningError(path: path, reason: error.message ?? "\(error)")
        }
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: characters") { db in
            try db.create(table: CharacterDetail.databaseTableName) { table in
                table.column("name", .text).primaryKey()
                table.column("avatar", .text).notNull()
                table.column("healthLevel", .double).notNull()
                table.column("heroType", .text).notNull()
                table.column("position", .integer).notNull()
            }
            for (position, character) in CharacterDetail.availableCharacters.enumerated() {
                try db.execute(
                    sql: "INSERT INTO character (name, avatar, healthLevel, heroType, position) VALUES (?, ?, ?, ?, ?)",
                    arguments: [character.name, character.avatar, character.healthLevel, character.heroType, position])
            }
        }
        return migrator
    }
}

/// A database that cannot be opened: which file, why, and what to do.
public struct StoreOpeningError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String {
        "Cannot open \(path) (\(reason)); move the file aside to start afresh, or choose another --home."
    }
}

extension CharacterStore {
    /// The characters in the app group's database of `home`.
    public static func live(_ home: SuiteHome) throws -> CharacterStore {
        let pool = try AppGroupDatabase.open(home)
        var store = live(pool)
        // Reads go through one read-only connection with prepared statements: the widget
        // extension reads a character on every timeline request, and GRDB's pool costs five
        // times what the query does. Writes stay with the pool.
        let reader = try CharacterReader(path: home.appGroupDatabase.path)
        store.all = { try reader.all() }
        store.character = { try reader.character(named: $0) }
        return store
    }

    public static func live(_ pool: DatabasePool) -> CharacterStore {
        // Single statements need no transaction around them, and cached statements skip SQL
        // compilation: the widget extension reads a character on every timeline request.
        let columns = "SELECT name, avatar, healthLevel, heroType FROM character"
        func character(_ row: Row) -> CharacterDetail {
            CharacterDetail(name: row[0], avatar: row[1], healthLevel: row[2], heroType: row[3])
        }
        func all(_ db: Database) throws -> [CharacterDetail] {
            try Row.fetchAll(db.cachedStatement(sql: "\(columns) ORDER BY position")).map(character)
        }
        func named(_ name: String, _ db: Database) throws -> CharacterDetail? {
            try Row.fetchOne(db.cachedStatement(sql: "\(columns) WHERE name = ? COLLATE NOCASE"), arguments: [name]).map(character)
        }
        return CharacterStore(
            all: { try pool.unsafeRead { try all($0) } },
            character: { name in try pool.unsafeRead { try named(name, $0) } },
            setHealth: { name, level in
                try pool.write { db in
                    let clamped = min(max(level, 0), 1)
                    try db.execute(sql: "UPDATE character SET healthLevel = ? WHERE name = ? COLLATE NOCASE", arguments: [clamped, name])
                    guard db.changesCount > 0, let saved = try named(name, db) else {
                        throw CharacterStoreError.unknownCharacter(name, known: try all(db).map(\.name))
                    }
                    return saved
                }
            })
    }
}
