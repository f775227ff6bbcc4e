import Foundation
import GRDB
import SuiteDatabase
import SuiteHome

/// The app group's SQLite database (`AppGroup/shared.sqlite`), shared by the app and both extensions.
///
/// WAL mode lets the extensions read while the app writes. The schema is created and the
/// characters are seeded on first use.
public enum AppGroupDatabase {
    /// Opens (creating and migrating if needed) the database of `home`.
    public static func open(_ home: SuiteHome) throws -> SuiteDatabase {
        try SuiteDatabase.open(name: "the app group's database", path: home.appGroupDatabase.path, migrator: migrator)
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
        migrator.registerMigration("v2: cards and purchases") { db in
            try db.create(table: "card") { table in
                table.column("name", .text).primaryKey().collate(.nocase)
                table.column("kind", .text).notNull()
                table.column("lastFour", .text).notNull()
                table.column("balanceCents", .integer).notNull()
                table.column("amountDueCents", .integer).notNull()
                table.column("dueDate", .datetime)
                table.column("isPrimary", .boolean).notNull()
            }
            try db.create(table: "purchase") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("card", .text).notNull().references("card", onDelete: .cascade).collate(.nocase)
                table.column("merchant", .text).notNull()
                table.column("amountCents", .integer).notNull()
                table.column("category", .text).notNull()
                table.column("date", .datetime).notNull()
            }
            try db.create(index: "purchase_by_card_and_date", on: "purchase", columns: ["card", "date"])
            let now = Date()
            let cards = CardSeed.cards(at: now)
            for card in cards { try CardRows.insert(card, db) }
            for purchase in CardSeed.purchases(for: cards, before: now) {
                try CardRows.insertPurchase(
                    card: purchase.card, merchant: purchase.merchant, cents: purchase.cents, category: purchase.category,
                    date: purchase.date, db)
            }
        }
        migrator.registerMigration("v3: card search") { db in
            // Typing in the form searches names anywhere in them: trigrams find a term of three letters
            // or more among a million cards in milliseconds; the triggers keep the index in step.
            try db.execute(
                sql: """
                    CREATE VIRTUAL TABLE card_search USING fts5(name, content='card', content_rowid='rowid', tokenize='trigram');
                    INSERT INTO card_search(card_search) VALUES ('rebuild');
                    CREATE TRIGGER card_search_insert AFTER INSERT ON card BEGIN
                        INSERT INTO card_search(rowid, name) VALUES (new.rowid, new.name);
                    END;
                    CREATE TRIGGER card_search_delete AFTER DELETE ON card BEGIN
                        INSERT INTO card_search(card_search, rowid, name) VALUES ('delete', old.rowid, old.name);
                    END;
                    CREATE TRIGGER card_search_update AFTER UPDATE OF name ON card BEGIN
                        INSERT INTO card_search(card_search, rowid, name) VALUES ('delete', old.rowid, old.name);
                        INSERT INTO card_search(rowid, name) VALUES (new.rowid, new.name);
                    END;
                    CREATE INDEX card_primary ON card(isPrimary) WHERE isPrimary;
                    """)
        }
        // Characters heal over time: a level is kept with the time it was recorded at, from which it grows.
        migrator.registerMigration("v4: health recorded at a time") { db in
            try db.alter(table: "character") { table in table.add(column: "recordedAt", .double) }
        }
        return migrator
    }
}

extension CharacterStore {
    /// The characters in the app group's database of `home`, healed up to `clock`'s time.
    public static func live(_ home: SuiteHome, clock: @escaping @Sendable () -> Date = Date.init) throws -> CharacterStore {
        live(try AppGroupDatabase.open(home), clock: clock)
    }

    /// The characters in `database`, as they are at `clock`'s time: a character heals from its last change
    /// of health (`CharacterDetail.healingPerHour`); one never changed keeps the level a new game gives it.
    /// A change of health is one transaction, so changes made at once by several processes all count.
    public static func live(_ database: SuiteDatabase, clock: @escaping @Sendable () -> Date = Date.init) -> CharacterStore {
        let select = "SELECT name, avatar, healthLevel, heroType, recordedAt FROM character"
        @Sendable func character(_ row: Row, at date: Date) -> CharacterDetail {
            let recorded = CharacterDetail(name: row[0], avatar: row[1], healthLevel: row[2], heroType: row[3])
            return recorded.healed(for: date.timeIntervalSince1970 - (row[4] ?? date.timeIntervalSince1970))
        }
        @Sendable func all(_ db: Database) throws -> [CharacterDetail] {
            let now = clock()
            return try Row.fetchAll(db.cachedStatement(sql: "\(select) ORDER BY position")).map { character($0, at: now) }
        }
        @Sendable func named(_ name: String, _ db: Database) throws -> CharacterDetail? {
            try Row.fetchOne(db.cachedStatement(sql: "\(select) WHERE name = ? COLLATE NOCASE"), arguments: [name]).map {
                character($0, at: clock())
            }
        }
        return CharacterStore(
            all: { try database.read(all) },
            character: { name in try database.read { try named(name, $0) } },
            changeHealth: { name, delta in
                try database.write { db in
                    guard let before = try named(name, db) else {
                        throw CharacterStoreError.unknownCharacter(name, known: try all(db).map(\.name))
                    }
                    try db.execute(
                        sql: "UPDATE character SET healthLevel = ?, recordedAt = ? WHERE name = ? COLLATE NOCASE",
                        arguments: [min(max(before.healthLevel + delta, 0), 1), clock().timeIntervalSince1970, name])
                    return (before, try named(name, db) ?? before)
                }
            },
            healAll: {
                try database.write { db in
                    try db.execute(sql: "UPDATE character SET healthLevel = 1, recordedAt = ?", arguments: [clock().timeIntervalSince1970])
                    return try all(db)
                }
            })
    }
}
