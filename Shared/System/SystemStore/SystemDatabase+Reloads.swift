import ExtensionProtocol
import Foundation
import GRDB
import WidgetHost

extension DatabaseMigrator {
    /// Requests get a serial, as timelines record the last one they answer; every reload is logged, for budgets.
    mutating func registerReloadsMigration() {
        registerMigration("v5: request serials, the reload log, settings") { db in
            try db.rename(table: "reloadRequest", to: "reloadRequestV1")
            try db.create(table: "reloadRequest") { table in
                table.autoIncrementedPrimaryKey("serial")
                // "*" for every kind.
                table.column("kind", .text).notNull().indexed()
                table.column("requestedAt", .double).notNull()
                table.column("inForeground", .boolean).notNull()
            }
            try db.execute(
                sql: """
                    INSERT INTO reloadRequest (kind, requestedAt, inForeground)
                    SELECT kind, CAST(strftime('%s', requestedAt) AS REAL), 1 FROM reloadRequestV1 ORDER BY requestedAt
                    """)
            try db.drop(table: "reloadRequestV1")
            try db.alter(table: "timeline") { table in table.add(column: "requestSerial", .integer).notNull().defaults(to: 0) }
            try db.create(table: "reloadLog") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("widgetID", .integer).notNull().references("placedWidget", onDelete: .cascade)
                table.column("date", .double).notNull()
                table.column("reason", .text).notNull()
                table.column("spent", .boolean).notNull()
            }
            try db.create(index: "reloadLogByWidget", on: "reloadLog", columns: ["widgetID", "date"])
            try db.create(table: "setting") { table in
                table.primaryKey("name", .text)
                table.column("value", .integer).notNull()
            }
        }
    }
}

extension DatabaseMigrator {
    /// Each reload logs its entries' relevance scores: a widget's relevance is measured against its recent ones.
    mutating func registerScoresMigration() {
        registerMigration("v7: the scores of each reload") { db in
            try db.alter(table: "reloadLog") { table in table.add(column: "scores", .text).notNull().defaults(to: "") }
            // Each entry's relevance beside it, so that a stack is ranked without reading the entries' views.
            try db.alter(table: "timelineEntry") { table in
                table.add(column: "score", .double)
                table.add(column: "duration", .double)
            }
        }
    }
}

extension SystemDatabase {
    // MARK: Reload requests

    /// Records a request; the table gives it the next serial.
    func requestReload(_ request: ReloadRequest) throws {
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO reloadRequest (kind, app, requestedAt, inForeground, byPush) VALUES (?, ?, ?, ?, ?)",
                arguments: [request.kind ?? Self.allKinds, request.app, request.date.timeIntervalSince1970, request.inForeground, request.byPush])
        }
    }

    /// The last request of `app` for `kind` (or for every kind) after serial `after`.
    func pendingReload(ofKind kind: String, app: String, after serial: Int64) throws -> ReloadRequest? {
        try database.read { db in
            try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT serial, kind, app, requestedAt, inForeground, byPush FROM reloadRequest
                        WHERE kind IN (?, ?) AND (app IS NULL OR app = ?) AND serial > ? ORDER BY serial DESC LIMIT 1
                        """),
                arguments: [kind, Self.allKinds, app, serial]
            ).map { row in
                let kind: String = row["kind"]
                return ReloadRequest(
                    serial: row["serial"], kind: kind == Self.allKinds ? nil : kind, app: row["app"],
                    date: Date(timeIntervalSince1970: row["requestedAt"]), inForeground: row["inForeground"], byPush: row["byPush"])
            }
        }
    }

    func lastRequestSerial() throws -> Int64 {
        try database.read { db in try Int64.fetchOne(db.cachedStatement(sql: "SELECT MAX(serial) FROM reloadRequest")) ?? 0 }
    }

    /// How the table names every kind: no widget kind is "*".
    static let allKinds = "*"

    // MARK: The reload log and the budget

    /// When a widget's reloads that spent its budget after `since` were, oldest first.
    func spentReloads(widgetID: Int64, since: Date) throws -> [Date] {
        try database.read { db in
            try Double.fetchAll(
                db.cachedStatement(sql: "SELECT date FROM reloadLog WHERE widgetID = ? AND date > ? AND spent ORDER BY date"),
                arguments: [widgetID, since.timeIntervalSince1970]
            ).map(Date.init(timeIntervalSince1970:))
        }
    }

    /// The scores of a widget's last timelines, the newest first, at most `limit`.
    func recentScores(widgetID: Int64, limit: Int) throws -> [Double] {
        try database.read { db in
            let rows = try String.fetchAll(
                db.cachedStatement(sql: "SELECT scores FROM reloadLog WHERE widgetID = ? ORDER BY id DESC LIMIT ?"),
                arguments: [widgetID, limit])
            return Array(rows.flatMap { $0.split(separator: ",").compactMap { Double($0) } }.prefix(limit))
        }
    }

}

extension DatabaseMigrator {
    /// A kind is its app's: each reload request keeps the app that asked (those kept before stay any app's),
    /// and each donation the app that made it (those kept before are the samples' app's, the one that donated).
    mutating func registerRequestingAppMigration() {
        registerMigration("v16: the app of each reload request and donation") { db in
            try db.alter(table: "reloadRequest") { table in table.add(column: "app", .text) }
            try db.alter(table: "donation") { table in table.add(column: "app", .text) }
        }
    }
}
