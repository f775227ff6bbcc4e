import Foundation
import GRDBSQLite

/// A read-only SQLite connection to the app group's characters, with its statements prepared once.
///
/// Each query is a single statement, so it needs no transaction of its own; SQLite's WAL mode
/// gives it a consistent snapshot while the app writes.
final class CharacterReader: @unchecked Sendable {
    private let lock = NSLock()
    private var connection: OpaquePointer?
    private var selectAll: OpaquePointer?
    private var selectNamed: OpaquePointer?
    let path: String

    init(path: String) throws {
        self.path = path
        guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_FULLMUTEX, nil) == SQLITE_OK else {
            defer { sqlite3_close(connection) }
            throw StoreOpeningError(path: path, reason: String(cString: sqlite3_errmsg(connection)))
        }
        sqlite3_busy_timeout(connection, 5000)
        selectAll = try prepare("SELECT name, avatar, healthLevel, heroType FROM character ORDER BY position")
        selectNamed = try prepare("SELECT name, avatar, healthLevel, heroType FROM character WHERE name = ?1 COLLATE NOCASE")
    }

    deinit {
        sqlite3_finalize(selectAll)
        sqlite3_finalize(selectNamed)
        sqlite3_close(connection)
    }

    private func prepare(_ sql: String) throws -> OpaquePointer? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil) == SQLITE_OK else {
            throw StoreOpeningError(path: path, reason: String(cString: sqlite3_errmsg(connection)))
        }
        return statement
    }

    func all() throws -> [CharacterDetail] {
        try lock.withLock { try rows(of: selectAll) }
    }

    func character(named name: String) throws -> CharacterDetail? {
        try lock.withLock {
            sqlite3_bind_text(selectNamed, 1, name, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
            defer { sqlite3_clear_bindings(selectNamed) }
            return try rows(of: selectNamed).first
        }
    }

    private func rows(of statement: OpaquePointer?) throws -> [CharacterDetail] {
        defer { sqlite3_reset(statement) }
        var result: [CharacterDetail] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                result.append(CharacterDetail(
                    name: text(statement, 0), avatar: text(statement, 1),
                    healthLevel: sqlite3_column_double(statement, 2), heroType: text(statement, 3)))
            case SQLITE_DONE:
                return result
            default:
                throw StoreOpeningError(path: path, reason: String(cString: sqlite3_errmsg(connection)))
            }
        }
    }

    private func text(_ statement: OpaquePointer?, _ column: Int32) -> String {
        sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
    }
}
