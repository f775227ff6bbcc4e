import Foundation
import GRDB
import WidgetHost

extension SystemDatabase {
    // MARK: Stacks

    /// Stacks widgets, refusing one that is gone or already in a stack, in one transaction.
    func createStack(_ widgetIDs: [Int64]) throws -> WidgetStack {
        try database.write { db in
            for id in widgetIDs {
                guard try PlacedWidgetRecord.exists(db, key: id) else { throw HostError.unknownWidget(id) }
                if let stack = try Int64.fetchOne(db, sql: "SELECT stackID FROM stackWidget WHERE widgetID = ?", arguments: [id]) {
                    throw HostError("Widget #\(id) is already in stack \(stack); a widget is in one stack at most.")
                }
            }
            try db.execute(sql: "INSERT INTO stack DEFAULT VALUES")
            let stackID = db.lastInsertedRowID
            for (position, id) in widgetIDs.enumerated() {
                try db.execute(
                    sql: "INSERT INTO stackWidget (stackID, widgetID, position) VALUES (?, ?, ?)", arguments: [stackID, id, position])
            }
            return WidgetStack(id: stackID, widgetIDs: widgetIDs)
        }
    }

    func stacks() throws -> [WidgetStack] {
        try database.read { db in
            let rows = try Row.fetchAll(db.cachedStatement(sql: "SELECT stackID, widgetID FROM stackWidget ORDER BY stackID, position"))
            var stacks: [WidgetStack] = []
            for row in rows {
                let id: Int64 = row[0]
                if stacks.last?.id != id { stacks.append(WidgetStack(id: id, widgetIDs: [])) }
                stacks[stacks.count - 1].widgetIDs.append(row[1])
            }
            return stacks
        }
    }

    func removeStack(_ id: Int64) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM stack WHERE id = ?", arguments: [id])
            return db.changesCount > 0
        }
    }
}
