import Foundation
import GRDB
import SeededRandom
import SuiteDatabase
import SuiteHome

/// The card and purchase tables' rows, read and written in one place.
enum CardRows {
    static let select = "SELECT name, kind, lastFour, balanceCents, amountDueCents, dueDate, isPrimary FROM card"

    static func card(_ row: Row) -> PaymentCard {
        PaymentCard(
            name: row[0], kind: PaymentCard.Kind(rawValue: row[1]) ?? .credit, lastFour: row[2], balanceCents: row[3],
            amountDueCents: row[4],
            dueDate: row[5], isPrimary: row[6])
    }

    static func insert(_ card: PaymentCard, _ db: Database) throws {
        try db.cachedStatement(
            sql: "INSERT INTO card (name, kind, lastFour, balanceCents, amountDueCents, dueDate, isPrimary) VALUES (?, ?, ?, ?, ?, ?, ?)"
        ).execute(
            arguments: [card.name, card.kind.rawValue, card.lastFour, card.balanceCents, card.amountDueCents, card.dueDate, card.isPrimary])
    }

    static func named(_ name: String, _ db: Database) throws -> PaymentCard? {
        try Row.fetchOne(db.cachedStatement(sql: "\(select) WHERE name = ?"), arguments: [name]).map(card)
    }

    /// The card named `name`, or the error that names a few that exist.
    static func existing(_ name: String, _ db: Database) throws -> PaymentCard {
        if let card = try named(name, db) { return card }
        let some = try String.fetchAll(db, sql: "SELECT name FROM card ORDER BY isPrimary DESC, name LIMIT 5")
        throw CardStoreError.unknownCard(name, some: some)
    }

    /// The cards whose names hold `term`, the primary first, then by row (the order they were added).
    ///
    /// Measured with a million cards (`make bench`): a term of three letters or more is looked up in the
    /// trigram index, whose rows come in row order, so the first `limit` matches end the query. Trigrams
    /// cannot look up one or two letters, and walking a million rows for a pair that matches nothing takes
    /// 400 ms, so a shorter term is matched among the first `shortTermRows` rows only: all of them in a
    /// usual app, and at scale the next letter searches everything. One query for both kinds: one of
    /// them matching nothing would otherwise read every match of the other. CROSS JOIN keeps SQLite
    /// from reading the whole trigram index for each card; `+name` from compiling the statement again
    /// for each term (a bound LIKE pattern could use the name's index, were it not led by `%`).
    static let shortTermRows = 5_000

    static func matching(_ term: String?, _ limit: Int, _ db: Database) throws -> [PaymentCard] {
        guard limit > 0 else { return [] }
        let term = term?.trimmingCharacters(in: .whitespaces) ?? ""
        // LIKE's own wildcards in the term are matched as themselves.
        let pattern =
            "%"
            + term.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_") + "%"
        let primary = try Row.fetchOne(
            db.cachedStatement(sql: "\(select) WHERE isPrimary AND +name LIKE ? ESCAPE '\\'"), arguments: [pattern]
        ).map(card)
        let rest = limit - (primary == nil ? 0 : 1)
        // The trigram index answers LIKE without ESCAPE only: a term with a wildcard character walks the table.
        let indexed = term.count >= 3 && !term.contains(where: { "%_\\".contains($0) })
        let sql =
            indexed
            ? """
            SELECT c.name, c.kind, c.lastFour, c.balanceCents, c.amountDueCents, c.dueDate, c.isPrimary
            FROM card_search s CROSS JOIN card c ON c.rowid = s.rowid
            WHERE s.name LIKE ? AND NOT c.isPrimary LIMIT ?
            """
            : """
            \(select) WHERE rowid < (SELECT min(rowid) FROM card) + \(shortTermRows)
            AND +name LIKE ? ESCAPE '\\' AND NOT isPrimary ORDER BY rowid LIMIT ?
            """
        let others = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: [pattern, max(rest, 0)]).map(card)
        return try (primary.map { [$0] } ?? []) + Array(others)
    }

    static let selectPurchase = "SELECT id, card, merchant, amountCents, category, date FROM purchase"

    /// Records a purchase; its id is the connection's last inserted row id.
    static func insertPurchase(card: String, merchant: String, cents: Int, category: PurchaseCategory, date: Date, _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO purchase (card, merchant, amountCents, category, date) VALUES (?, ?, ?, ?, ?)")
            .execute(arguments: [card, merchant, cents, category.rawValue, date])
    }

    static func purchase(_ row: Row) -> Purchase {
        Purchase(
            id: row[0], card: row[1], merchant: row[2], amountCents: row[3], category: PurchaseCategory(rawValue: row[4]) ?? .shopping,
            date: row[5])
    }
}

extension CardStore {
    /// The cards in the app group's database of `home`.
    public static func live(_ home: SuiteHome) throws -> CardStore {
        live(try AppGroupDatabase.open(home))
    }

    /// The cards in `database`. Each change (a purchase and its charge, a payment) is one transaction.
    public static func live(_ database: SuiteDatabase) -> CardStore {
        CardStore(
            cards: {
                try database.read { db in try Row.fetchAll(db, sql: "\(CardRows.select) ORDER BY isPrimary DESC, name").map(CardRows.card) }
            },
            card: { name in try database.read { try CardRows.named(name, $0) } },
            primary: {
                try database.read { db in try Row.fetchOne(db.cachedStatement(sql: "\(CardRows.select) WHERE isPrimary")).map(CardRows.card)
                }
            },
            matching: { term, limit in
                try database.read { db in try CardRows.matching(term, limit, db) }
            },
            purchases: { name, category, limit in
                try database.read { db in
                    let card = try CardRows.existing(name, db)
                    let filter = category == nil ? "" : " AND category = ?"
                    var arguments: StatementArguments = [card.name]
                    if let category { arguments += [category.rawValue] }
                    arguments += [limit]
                    return try Row.fetchAll(
                        db,
                        sql:
                            "\(CardRows.selectPurchase) WHERE card = ?\(filter) ORDER BY date DESC, id DESC LIMIT ?",
                        arguments: arguments
                    ).map(CardRows.purchase)
                }
            },
            buy: { name, merchant, cents, category, date in
                try database.write { db in
                    let card = try CardRows.existing(name, db)
                    // A credit card owes more; a debit card holds less, and cannot go below nothing.
                    switch card.kind {
                    case .credit:
                        try db.execute(
                            sql: "UPDATE card SET balanceCents = balanceCents + ?, amountDueCents = amountDueCents + ? WHERE name = ?",
                            arguments: [cents, cents, card.name])
                    case .debit:
                        guard card.balanceCents >= cents else {
                            throw CardStoreError.insufficientFunds(card: card.name, balanceCents: card.balanceCents)
                        }
                        try db.execute(
                            sql: "UPDATE card SET balanceCents = balanceCents - ? WHERE name = ?", arguments: [cents, card.name])
                    }
                    try CardRows.insertPurchase(card: card.name, merchant: merchant, cents: cents, category: category, date: date, db)
                    // Read back as kept: the database keeps dates to the millisecond.
                    let purchase = try Row.fetchOne(
                        db, sql: "\(CardRows.selectPurchase) WHERE id = ?",
                        arguments: [db.lastInsertedRowID]
                    ).map(CardRows.purchase)!
                    return (purchase, try CardRows.existing(card.name, db))
                }
            },
            pay: { name, cents in
                try database.write { db in
                    let before = try CardRows.existing(name, db)
                    guard before.kind == .credit else { throw CardStoreError.debitCardsOweNothing(before.name) }
                    guard before.amountDueCents > 0 else { throw CardStoreError.nothingDue(before.name) }
                    let paid = cents ?? before.amountDueCents
                    guard paid <= before.amountDueCents else {
                        throw CardStoreError.moreThanDue(card: before.name, dueCents: before.amountDueCents)
                    }
                    try db.execute(
                        sql: "UPDATE card SET balanceCents = balanceCents - ?, amountDueCents = amountDueCents - ? WHERE name = ?",
                        arguments: [paid, paid, before.name])
                    return (before, try CardRows.existing(before.name, db))
                }
            },
            generate: { count, seed, date in
                try database.write { db in
                    // Numbering goes on from the cards generated before, so names never repeat.
                    let first = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM card WHERE name LIKE '%#%'") ?? 0
                    for index in first..<(first + count) {
                        // Each card from its own number and the seed: the same cards however the run is split.
                        var random = SplitMix64(seed: seed &* 1_000_003 &+ UInt64(index))
                        try CardRows.insert(CardSeed.generated(index + 1, random: &random, at: date), db)
                    }
                    return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM card") ?? 0
                }
            })
    }
}
