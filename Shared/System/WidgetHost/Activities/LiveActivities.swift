import ExtensionProtocol
import Foundation
import Synchronization
import WidgetRendering

/// Where the system keeps Live Activities. An interface with two implementations: `inMemory()` for
/// tests, and the live one in `SystemStore` (the `liveActivity` table of the system's store).
public struct ActivityStore: Sendable {
    /// Every activity kept, oldest first.
    public var all: @Sendable () throws -> [LiveActivityRecord]
    /// Keeps a new activity, in one transaction with `admit`, which reads every activity kept and may refuse it.
    public var insert: @Sendable (_ record: LiveActivityRecord, _ admit: ([LiveActivityRecord]) throws -> Void) throws -> Void
    /// Changes one activity in one transaction: `change` reads it as it is and returns it as it should
    /// be (or throws, changing nothing). Returns it changed; nil when there is none with that id.
    public var modify: @Sendable (_ id: String, _ change: (LiveActivityRecord) throws -> LiveActivityRecord) throws -> LiveActivityRecord?

    public init(
        all: @escaping @Sendable () throws -> [LiveActivityRecord],
        insert: @escaping @Sendable (LiveActivityRecord, ([LiveActivityRecord]) throws -> Void) throws -> Void,
        modify: @escaping @Sendable (String, (LiveActivityRecord) throws -> LiveActivityRecord) throws -> LiveActivityRecord?
    ) {
        self.all = all
        self.insert = insert
        self.modify = modify
    }

    /// A store in memory, for tests.
    public static func inMemory() -> ActivityStore {
        let records = Mutex<[LiveActivityRecord]>([])
        return ActivityStore(
            all: { records.withLock { $0 } },
            insert: { record, admit in
                try records.withLock { records in
                    try admit(records)
                    records.append(record)
                }
            },
            modify: { id, change in
                try records.withLock { records in
                    guard let index = records.firstIndex(where: { $0.id == id }) else { return nil }
                    records[index] = try change(records[index])
                    return records[index]
                }
            })
    }
}

/// The system's side of ActivityKit: starts, updates and ends the app's Live Activities by the rules
/// of `LiveActivityRules`, on the device's clock.
public struct LiveActivities: Sendable {
    public var store: ActivityStore
    public var clock: @Sendable () -> Date
    /// A new activity's id and push token.
    public var makeID: @Sendable () -> String

    public init(
        store: ActivityStore, clock: @escaping @Sendable () -> Date, makeID: @escaping @Sendable () -> String = { UUID().uuidString }
    ) {
        self.store = store
        self.clock = clock
        self.makeID = makeID
    }

    /// Every activity not dismissed, and its state now; of one attributes type when given.
    public func shown(ofType type: String? = nil) throws -> [(record: LiveActivityRecord, state: LiveActivityStateValue)] {
        let now = clock()
        return try store.all().filter { type == nil || $0.attributesType == type }.compactMap { record in
            let state = LiveActivityRules.state(of: record, at: now)
            return state == .dismissed ? nil : (record, state)
        }
    }

    /// Starts an activity: refused when it is too large, or the app runs as many as it may.
    public func request(
        attributesType: String, attributes: String, content: LiveActivityContent, wantsPushToken: Bool, schedule: ScheduledStart? = nil
    ) throws -> LiveActivityRecord {
        try LiveActivityRules.checkSize(attributes: attributes, state: content.state, what: "The new Live Activity")
        let now = clock()
        if let start = schedule?.date {
            guard start > now else {
                throw LiveActivityRefusal(
                    reason: .badSchedule,
                    description:
                        "The Live Activity is scheduled to start at \(TimeText.short(start)), which has passed (the device's clock says \(TimeText.short(now))); schedule a start to come, or request it now.")
            }
            guard start.timeIntervalSince(now) <= LiveActivityRules.furthestStart else {
                throw LiveActivityRefusal(
                    reason: .badSchedule,
                    description:
                        "The Live Activity is scheduled to start at \(TimeText.short(start)), more than a week ahead; the system schedules one at most a week before its start.")
            }
        }
        let id = makeID()
        var record = LiveActivityRecord(
            id: id, attributesType: attributesType, attributes: attributes, content: content, startedAt: schedule?.date ?? now,
            pushToken: wantsPushToken ? Self.token(for: id) : nil)
        record.startAlert = schedule?.alert
        // Counted and kept in one transaction: two requests at once cannot both take the last place.
        // (The suite runs one app: every activity is its.)
        try store.insert(record) { kept in
            // Activities scheduled and not yet started count too: each will run (ours).
            let going = kept.filter { [.active, .stale, .pending].contains(LiveActivityRules.state(of: $0, at: now)) }
            guard going.count < LiveActivityRules.perAppLimit else {
                throw LiveActivityRefusal(
                    reason: .tooMany,
                    description:
                        "The app already runs \(going.count) Live Activities, the most it may at once (\(LiveActivityRules.perAppLimit)); "
                        + "end one first.")
            }
        }
        return record
    }

    /// Gives an activity that goes on new content.
    public func update(id: String, content: LiveActivityContent) throws -> LiveActivityRecord {
        let now = clock()
        return try changing(id) { record in
            guard now < LiveActivityRules.end(of: record) else {
                throw LiveActivityRefusal(reason: .ended, description: "Live Activity \(id) has ended; it takes no more updates.")
            }
            let size = LiveActivityRules.payloadSize(attributes: record.attributes, state: content.state)
            guard size <= LiveActivityRules.payloadLimit else {
                throw LiveActivityRefusal.tooLarge(size, what: "The update of Live Activity \(id)")
            }
            var updated = record
            updated.content = content
            return updated
        }
    }

    /// Ends an activity now (with its last content, if given); an ended one keeps its end, and may be dismissed sooner.
    public func end(id: String, content: LiveActivityContent?, dismissal: LiveActivityDismissal) throws -> LiveActivityRecord {
        let now = clock()
        return try changing(id) { record in
            var ended = record
            if let content {
                let size = LiveActivityRules.payloadSize(attributes: record.attributes, state: content.state)
                guard size <= LiveActivityRules.payloadLimit else {
                    throw LiveActivityRefusal.tooLarge(size, what: "The end of Live Activity \(id)")
                }
                if now < LiveActivityRules.end(of: record) { ended.content = content }
            }
            let end = min(record.endedAt ?? now, now, LiveActivityRules.end(of: record))
            ended.endedAt = end
            // Ending again may dismiss sooner, never later: a dismissed activity does not come back.
            ended.dismissAt = min(record.dismissAt ?? .distantFuture, LiveActivityRules.dismissal(ended: end, dismissal))
            return ended
        }
    }

    func changing(_ id: String, _ change: (LiveActivityRecord) throws -> LiveActivityRecord) throws -> LiveActivityRecord {
        guard let record = try store.modify(id, change) else {
            throw LiveActivityRefusal(
                reason: .unknown, description: "There is no Live Activity \(id); 'sample-app home activities' lists them.")
        }
        return record
    }

    /// The push token the system gives an activity: 32 bytes in hex, derived from its id (ours; APNs gives random ones).
    static func token(for id: String) -> String {
        var bytes = Array((id.isEmpty ? "-" : id).utf8)
        while bytes.count < 32 { bytes += bytes }
        return bytes.prefix(32).map { String(format: "%02x", $0) }.joined()
    }
}
