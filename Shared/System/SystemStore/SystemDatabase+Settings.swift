import Foundation
import ExtensionProtocol
import GRDB
import WidgetHost

extension SystemDatabase {
    // MARK: The device's clock

    /// The time the clock is set to, or nil when it follows real time. A time the device's clock cannot
    /// show (the store changed by hand) is refused in a sentence that says how to set the clock again.
    func clock() throws -> Date? {
        guard let seconds = try database.read({ db in try Double.fetchOne(db, sql: "SELECT fixedAt FROM deviceClock WHERE id = 1") }) else {
            return nil
        }
        let date = Date(timeIntervalSince1970: seconds)
        guard DeviceTimeBounds.contains(date) else {
            throw HostError(
                "The system's store at \(database.path) sets the clock to \(seconds) seconds since 1970, a time the device's clock cannot show (\(DeviceTimeBounds.described)); set it again with 'sample-app home clock set TIME' or 'sample-app home clock real'."
            )
        }
        return date
    }

    /// Sets the clock to what `change` makes of it, in one transaction: two commands that advance it at
    /// once both count. Returns the time it is set to (nil: real time).
    func updateClock(_ change: (Date?) throws -> Date?) throws -> Date? {
        try database.write { db in
            // A time the clock cannot show is not moved from: the change starts afresh.
            let before = try Double.fetchOne(db, sql: "SELECT fixedAt FROM deviceClock WHERE id = 1").map(Date.init(timeIntervalSince1970:))
                .flatMap { DeviceTimeBounds.contains($0) ? $0 : nil }
            let after = try change(before)
            try db.execute(
                sql: "INSERT OR REPLACE INTO deviceClock (id, fixedAt) VALUES (1, ?)", arguments: [after?.timeIntervalSince1970])
            return after
        }
    }

    // MARK: Settings

    /// A whole-number setting; nil when it was never set.
    func setting(_ name: String) throws -> Int? {
        try database.read { db in try Int.fetchOne(db.cachedStatement(sql: "SELECT value FROM setting WHERE name = ?"), arguments: [name]) }
    }

    func setSetting(_ name: String, to value: Int) throws {
        try database.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO setting (name, value) VALUES (?, ?)", arguments: [name, value])
        }
    }

    func textSetting(_ name: String) throws -> String? {
        try database.read { db in try String.fetchOne(db, sql: "SELECT text FROM setting WHERE name = ?", arguments: [name]) }
    }

    /// Sets a setting of what widgets are drawn for (the device, the appearance) and drops the kept
    /// timelines, made for the other, in one transaction.
    func setDrawingSetting(_ name: String, to text: String) throws {
        try database.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO setting (name, value, text) VALUES (?, 0, ?)", arguments: [name, text])
            try db.execute(sql: "DELETE FROM timeline")
        }
    }
}
