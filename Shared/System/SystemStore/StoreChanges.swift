import Foundation
import GRDB
import SuiteDatabase
import SuiteHome

/// Whether the system's store changed since it was last asked: SQLite's `PRAGMA data_version`, read on a
/// connection of its own, which changes whenever another connection commits (another process's, or this
/// process's store). SQLite tells no process of another's writes, and GRDB's observations see only their
/// own process's, so the live page asks, every few milliseconds; the question reads no table.
public struct StoreChanges: Sendable {
    let queue: DatabaseQueue
    let path: String

    /// The store of `home`, which must exist (`HomeStore.live` creates it).
    public init(_ home: SuiteHome) throws {
        var configuration = Configuration()
        configuration.readonly = true
        path = home.systemDatabase.path
        let path = path
        queue = try Self.worded(path) { try DatabaseQueue(path: path, configuration: configuration) }
    }

    /// A number that changes when the store does.
    public func version() throws -> Int {
        try Self.worded(path) { try queue.inDatabase { try Int.fetchOne($0, sql: "PRAGMA data_version") ?? 0 } }
    }

    /// SQLite's failures as the store's other failures are said (`SuiteDatabaseError`), never as SQL.
    static func worded<T>(_ path: String, _ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let error as DatabaseError {
            throw SuiteDatabaseError(
                name: SystemDatabase.name, path: path, code: error.resultCode.primaryResultCode, message: error.message ?? "")
        }
    }
}
