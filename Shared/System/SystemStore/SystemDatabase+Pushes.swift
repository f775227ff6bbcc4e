import Foundation
import GRDB
import WidgetHost

extension DatabaseMigrator {
    /// Widget push updates (iOS 26): each app's token and what its handlers were last told, the pushes
    /// received, and which reload requests a push made.
    mutating func registerPushesMigration() {
        registerMigration("v12: widget push tokens and pushes") { db in
            try db.create(table: "widgetPushToken") { table in
                table.primaryKey("app", .text)
                table.column("token", .blob).notNull()
                table.column("told", .text)
            }
            try db.create(table: "receivedPush") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("date", .double).notNull()
                table.column("app", .text)
                table.column("outcome", .text).notNull()
                table.column("sentence", .text).notNull()
            }
            try db.alter(table: "reloadRequest") { table in table.add(column: "byPush", .boolean).notNull().defaults(to: false) }
        }
    }
}

extension DatabaseMigrator {
    /// CarPlay's dashboard (iOS 26) holds widgets of its own: each widget keeps where it was placed.
    mutating func registerPlacesMigration() {
        registerMigration("v13: where each widget was placed") { db in
            try db.alter(table: "placedWidget") { table in table.add(column: "place", .text) }
        }
    }
}

extension SystemDatabase {
    /// How many received pushes are kept: the newest, for the page and `--trace`.
    static let receivedPushesKept = 100

    func pushToken(app: String, make: () -> Data) throws -> Data {
        try database.write { db in
            if let token = try Data.fetchOne(db, sql: "SELECT token FROM widgetPushToken WHERE app = ?", arguments: [app]) { return token }
            let token = make()
            try db.execute(sql: "INSERT INTO widgetPushToken (app, token) VALUES (?, ?)", arguments: [app, token])
            return token
        }
    }

    func pushTokens() throws -> [String: Data] {
        try database.read { db in
            Dictionary(
                try Row.fetchAll(db, sql: "SELECT app, token FROM widgetPushToken").map { ($0["app"] as String, $0["token"] as Data) },
                uniquingKeysWith: { first, _ in first })
        }
    }

    func toldPushHandlers(app: String) throws -> String? {
        try database.read { db in try String.fetchOne(db, sql: "SELECT told FROM widgetPushToken WHERE app = ?", arguments: [app]) }
    }

    func changeToldPushHandlers(app: String, from old: String?, to new: String?) throws -> Bool {
        try database.write { db in
            let current = try Row.fetchOne(db, sql: "SELECT told FROM widgetPushToken WHERE app = ?", arguments: [app])
            guard let current, (current["told"] as String?) == old else { return false }
            try db.execute(sql: "UPDATE widgetPushToken SET told = ? WHERE app = ?", arguments: [new, app])
            return true
        }
    }

    func logPush(_ push: ReceivedPush) throws {
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO receivedPush (date, app, outcome, sentence) VALUES (?, ?, ?, ?)",
                arguments: [push.date.timeIntervalSince1970, push.app, push.outcome.rawValue, push.sentence])
            try db.execute(
                sql: "DELETE FROM receivedPush WHERE id <= (SELECT MAX(id) FROM receivedPush) - ?", arguments: [Self.receivedPushesKept])
        }
    }

    func receivedPushes(limit: Int) throws -> [ReceivedPush] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT date, app, outcome, sentence FROM receivedPush ORDER BY id DESC LIMIT ?", arguments: [limit])
                .map { row in
                    ReceivedPush(
                        date: Date(timeIntervalSince1970: row["date"]), app: row["app"],
                        // An outcome this version does not know (the store changed by hand) is shown as refused.
                        outcome: ReceivedPush.Outcome(rawValue: row["outcome"]) ?? .refused, sentence: row["sentence"])
                }
        }
    }
}
