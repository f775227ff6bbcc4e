import Foundation
import GRDB
import SuiteDatabase
import SuiteHome

/// The notification requests and the authorization of a home, kept as the system keeps them on iOS:
/// outside the app, in `System/notifications.sqlite`, which the app and its extensions (processes of the
/// same user) all write, and `sample-app home notifications` reads. Each change is one transaction.
package struct NotificationRecords: Sendable {
    package let database: SuiteDatabase

    /// How sentences name it.
    static let name = "the notifications' records"

    /// The records of `home`, made the first time they are needed.
    package init(home: SuiteHome) throws {
        database = try SuiteDatabase.open(name: Self.name, path: Self.path(of: home), migrator: Self.migrator)
    }

    /// Where a home keeps them.
    package static func path(of home: SuiteHome) -> String {
        home.systemDirectory.appendingPathComponent("notifications.sqlite").path
    }

    package static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: requests and authorization") { db in
            try db.create(table: "notificationRequest") { table in
                table.primaryKey("identifier", .text)
                table.column("title", .text).notNull()
                table.column("subtitle", .text).notNull()
                table.column("body", .text).notNull()
                table.column("threadIdentifier", .text).notNull()
                table.column("categoryIdentifier", .text).notNull()
                table.column("badge", .integer)
                table.column("sound", .text)
                // A property list (binary), as iOS keeps a notification's user info.
                table.column("userInfo", .blob)
                table.column("trigger", .text).notNull()
                // Seconds since 1970 of the first delivery; nil when it never comes.
                table.column("firesAt", .double)
                table.column("process", .text).notNull()
                table.column("addedAt", .double).notNull()
            }
            try db.create(table: "notificationAuthorization") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("status", .integer).notNull()
                table.column("options", .integer).notNull()
                table.column("decidedAt", .double).notNull()
            }
        }
        return migrator
    }

    /// One request as kept, for listing.
    package struct Record: Equatable, Sendable {
        package var identifier: String
        package var title: String
        package var subtitle: String
        package var body: String
        /// When it is first delivered; nil when never.
        package var firesAt: Date?
        package var repeats: Bool
        /// The process that added it: `widget-extension[4242]`.
        package var process: String

        package init(identifier: String, title: String, subtitle: String, body: String, firesAt: Date?, repeats: Bool, process: String) {
            self.identifier = identifier
            self.title = title
            self.subtitle = subtitle
            self.body = body
            self.firesAt = firesAt
            self.repeats = repeats
            self.process = process
        }
    }

    /// Keeps `request`, replacing a pending one with its identifier, as added by `process` at `now`.
    func add(_ request: UNNotificationRequest, process: String, now: Date) throws {
        let content = request.content
        var userInfo: Data?
        if !content.userInfo.isEmpty {
            let keyed = Dictionary(content.userInfo.map { (String(describing: $0.key), $0.value) }) { first, _ in first }
            guard PropertyListSerialization.propertyList(keyed, isValidFor: .binary),
                let data = try? PropertyListSerialization.data(fromPropertyList: keyed, format: .binary, options: 0)
            else { throw NotificationRecordsError.userInfoNotPropertyList(identifier: request.identifier) }
            userInfo = data
        }
        let recorded = request.trigger?.recorded ?? RecordedTrigger(kind: "now", repeats: false)
        let trigger = String(decoding: try JSONEncoder().encode(recorded), as: UTF8.self)
        let firesAt = request.trigger.map { $0.nextDate(after: now) } ?? now
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO notificationRequest
                        (identifier, title, subtitle, body, threadIdentifier, categoryIdentifier, badge, sound, userInfo, trigger, firesAt, process, addedAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    request.identifier, content.title, content.subtitle, content.body, content.threadIdentifier, content.categoryIdentifier,
                    content.badge?.intValue, content.sound?.recordedName, userInfo, trigger, firesAt?.timeIntervalSince1970, process,
                    now.timeIntervalSince1970,
                ])
        }
    }

    /// The requests still to be delivered at `now`: those that repeat, and those whose date is to come.
    func pending(at now: Date) throws -> [UNNotificationRequest] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM notificationRequest ORDER BY addedAt, identifier").compactMap { row in
                let trigger = (row["trigger"] as String?).flatMap { try? JSONDecoder().decode(RecordedTrigger.self, from: Data($0.utf8)) }
                let firesAt = (row["firesAt"] as Double?).map { Date(timeIntervalSince1970: $0) }
                guard trigger?.repeats == true || (firesAt.map { $0 > now } ?? false) else { return nil }
                var userInfo: [AnyHashable: Any] = [:]
                if let data = row["userInfo"] as Data?,
                    let decoded = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
                {
                    userInfo = Dictionary(uniqueKeysWithValues: decoded.map { (AnyHashable($0.key), $0.value) })
                }
                let content = UNNotificationContent.recorded(
                    title: row["title"], subtitle: row["subtitle"], body: row["body"], badge: row["badge"], sound: row["sound"],
                    userInfo: userInfo, threadIdentifier: row["threadIdentifier"], categoryIdentifier: row["categoryIdentifier"])
                return UNNotificationRequest(identifier: row["identifier"], content: content, trigger: trigger?.trigger)
            }
        }
    }

    /// Every request kept, delivered or not, in the order they were added.
    package func all() throws -> [Record] {
        try database.read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT identifier, title, subtitle, body, trigger, firesAt, process FROM notificationRequest ORDER BY addedAt, identifier"
            )
            .map { row in
                let trigger = (row["trigger"] as String?).flatMap { try? JSONDecoder().decode(RecordedTrigger.self, from: Data($0.utf8)) }
                return Record(
                    identifier: row["identifier"], title: row["title"], subtitle: row["subtitle"], body: row["body"],
                    firesAt: (row["firesAt"] as Double?).map { Date(timeIntervalSince1970: $0) }, repeats: trigger?.repeats ?? false,
                    process: row["process"])
            }
        }
    }

    /// Removes the requests with these identifiers.
    func remove(identifiers: [String]) throws {
        try database.write { db in
            for identifier in identifiers {
                try db.execute(sql: "DELETE FROM notificationRequest WHERE identifier = ?", arguments: [identifier])
            }
        }
    }

    /// Removes every request still to be delivered at `now`; those delivered are kept, as iOS keeps them in Notification Center.
    func removeAllPending(at now: Date) throws {
        try database.write { db in
            try db.execute(
                sql: "DELETE FROM notificationRequest WHERE trigger LIKE '%\"repeats\":true%' OR firesAt > ?",
                arguments: [now.timeIntervalSince1970])
        }
    }

    /// The authorization asked for, and what was decided: not determined before any request.
    func authorization() throws -> (status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT status, options FROM notificationAuthorization WHERE id = 1") else {
                return (.notDetermined, [])
            }
            return (
                UNAuthorizationStatus(rawValue: row["status"]) ?? .notDetermined,
                UNAuthorizationOptions(rawValue: UInt(row["options"] as Int64))
            )
        }
    }

    /// Grants `options` at `now`, adding them to any granted before: nobody is there to ask, so the request is allowed.
    func authorize(_ options: UNAuthorizationOptions, now: Date) throws {
        try database.write { db in
            let before = try Int64.fetchOne(db, sql: "SELECT options FROM notificationAuthorization WHERE id = 1") ?? 0
            let granted = UInt(before) | options.rawValue
            let status = options.contains(.provisional) && before == 0 ? UNAuthorizationStatus.provisional : .authorized
            try db.execute(
                sql: "INSERT OR REPLACE INTO notificationAuthorization (id, status, options, decidedAt) VALUES (1, ?, ?, ?)",
                arguments: [status.rawValue, Int64(granted), now.timeIntervalSince1970])
        }
    }
}

/// A request the records cannot keep.
enum NotificationRecordsError: Error, CustomStringConvertible {
    case userInfoNotPropertyList(identifier: String)

    var description: String {
        switch self {
        case .userInfoNotPropertyList(let identifier):
            "The notification request '\(identifier)' has user info that is not a property list; keep only strings, numbers, dates, data, arrays and dictionaries in userInfo."
        }
    }
}

extension NotificationRecords.Record {
    /// The lines `sample-app home notifications` prints for the request at `now`: its identifier, when it
    /// fires (or fired), which process added it, then its title and body. Text from the app is left as it is;
    /// the command escapes each line.
    package func lines(at now: Date) -> [String] {
        let when: String
        if let firesAt {
            let stamp = ISO8601DateFormatter().string(from: firesAt)
            when = repeats ? "repeats, next \(stamp)" : firesAt > now ? "fires \(stamp)" : "delivered \(stamp)"
        } else {
            when = "never fires (no date matches its components)"
        }
        let text = [title, subtitle, body].filter { !$0.isEmpty }.joined(separator: " — ")
        return ["\(identifier): \(when), from \(process)", "  \(text.isEmpty ? "(no text)" : text)"]
    }
}
