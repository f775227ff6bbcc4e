import Foundation
import GRDB
import WidgetHost

extension SystemDatabase {
    // MARK: Stacks

    /// Where a stack's widgets go, read from every widget and stack as they are before it changes: (page, cell), or nil.
    typealias StackPlace = ([PlacedWidgetRecord], [WidgetStack]) throws -> (page: Int, cell: Int)?

    /// Stacks widgets, refusing one that is gone or already in a stack, and puts them at `place`, in one transaction.
    func createStack(_ widgetIDs: [Int64], place: StackPlace) throws -> WidgetStack {
        try database.write { db in
            for id in widgetIDs {
                guard try PlacedWidgetRecord.exists(db, key: id) else { throw HostError.unknownWidget(id) }
                if let stack = try Int64.fetchOne(db, sql: "SELECT stackID FROM stackWidget WHERE widgetID = ?", arguments: [id]) {
                    throw HostError("Widget #\(id) is already in stack \(stack); a widget is in one stack at most.")
                }
            }
            let at = try Self.stackPlace(db, place)
            try db.execute(sql: "INSERT INTO stack DEFAULT VALUES")
            let stackID = db.lastInsertedRowID
            for (position, id) in widgetIDs.enumerated() {
                try db.execute(
                    sql: "INSERT INTO stackWidget (stackID, widgetID, position) VALUES (?, ?, ?)", arguments: [stackID, id, position])
            }
            try Self.put(widgetIDs, at: at, db)
            return WidgetStack(id: stackID, widgetIDs: widgetIDs)
        }
    }

    func stacks() throws -> [WidgetStack] {
        try database.read { try Self.stacks($0) }
    }

    static func stacks(_ db: Database) throws -> [WidgetStack] {
        let rows = try Row.fetchAll(db.cachedStatement(sql: "SELECT stackID, widgetID FROM stackWidget ORDER BY stackID, position"))
        var stacks: [WidgetStack] = []
        for row in rows {
            let id: Int64 = row[0]
            if stacks.last?.id != id { stacks.append(WidgetStack(id: id, widgetIDs: [])) }
            stacks[stacks.count - 1].widgetIDs.append(row[1])
        }
        return stacks
    }

    /// Puts a widget on top of a stack, refusing one that is gone or already in a stack, and the stack's
    /// widgets at `place`, in one transaction.
    func addToStack(_ stackID: Int64, widgetID: Int64, place: StackPlace) throws -> WidgetStack {
        try database.write { db in
            guard try PlacedWidgetRecord.exists(db, key: widgetID) else { throw HostError.unknownWidget(widgetID) }
            if let stack = try Int64.fetchOne(db, sql: "SELECT stackID FROM stackWidget WHERE widgetID = ?", arguments: [widgetID]) {
                throw HostError("Widget #\(widgetID) is already in stack \(stack); a widget is in one stack at most.")
            }
            guard let stack = try Self.stacks(db).first(where: { $0.id == stackID }) else {
                throw HostError("There is no stack \(stackID); 'sample-app home stack list' lists them.")
            }
            let at = try Self.stackPlace(db, place)
            // The widget dropped goes on top, as iOS shows it; the others keep their order under it.
            try db.execute(sql: "UPDATE stackWidget SET position = position + 1 WHERE stackID = ?", arguments: [stackID])
            try db.execute(
                sql: "INSERT INTO stackWidget (stackID, widgetID, position) VALUES (?, ?, 0)", arguments: [stackID, widgetID])
            try Self.put([widgetID] + stack.widgetIDs, at: at, db)
            return WidgetStack(id: stackID, widgetIDs: [widgetID] + stack.widgetIDs)
        }
    }

    static func stackPlace(_ db: Database, _ place: StackPlace) throws -> (page: Int, cell: Int)? {
        try place(try PlacedWidgetRecord.fetchAll(db.cachedStatement(sql: "SELECT * FROM placedWidget ORDER BY id")), try stacks(db))
    }

    static func put(_ widgetIDs: [Int64], at place: (page: Int, cell: Int)?, _ db: Database) throws {
        guard let place else { return }
        for id in widgetIDs {
            try db.execute(sql: "UPDATE placedWidget SET homePage = ?, homeCell = ? WHERE id = ?", arguments: [place.page, place.cell, id])
        }
    }

    func removeStack(_ id: Int64) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM stack WHERE id = ?", arguments: [id])
            return db.changesCount > 0
        }
    }
}
