import ExtensionProtocol
import Foundation

/// The system's rules for Live Activities, on the device's clock (docs/system.md says which are Apple's).
public enum LiveActivityRules {
    /// How long an activity may go on before the system ends it (Apple's: eight hours).
    public static let maximumDuration: TimeInterval = 8 * 3600
    /// How long an ended activity stays on the Lock Screen at most (Apple's: up to four hours).
    public static let lockScreenStay: TimeInterval = 4 * 3600
    /// The most bytes an activity's attributes and content state may take together, encoded (Apple's: 4 KB).
    /// (APNs' own limit on a push's whole payload is `ActivityPush.apnsPayloadLimit`.)
    public static let payloadLimit = 4096
    /// How many activities an app may run at once. Apple publishes no number; iOS refuses with
    /// `targetMaximumExceeded` past its own. Ours: five.
    public static let perAppLimit = 5

    /// When the activity ended, or ends by the system's limit: the earlier of the two.
    public static func end(of record: LiveActivityRecord) -> Date {
        min(record.endedAt ?? .distantFuture, record.startedAt.addingTimeInterval(maximumDuration))
    }

    /// When an activity that ended at `ended` leaves the Lock Screen, by `dismissal`.
    public static func dismissal(ended: Date, _ dismissal: LiveActivityDismissal) -> Date {
        let latest = ended.addingTimeInterval(lockScreenStay)
        switch dismissal {
        case .systemDefault: return latest
        case .immediate: return ended
        case .after(let date): return min(max(date, ended), latest)
        }
    }

    /// How far ahead an activity may be scheduled (iOS 26). Apple publishes no limit; ours: a week.
    public static let furthestStart: TimeInterval = 7 * 24 * 3600

    /// Where the activity is in its life at `now`: pending until a scheduled start.
    public static func state(of record: LiveActivityRecord, at now: Date) -> LiveActivityStateValue {
        if now < record.startedAt && record.endedAt == nil { return .pending }
        let ended = end(of: record)
        if now >= ended {
            return now >= (record.dismissAt ?? dismissal(ended: ended, .systemDefault)) ? .dismissed : .ended
        }
        if let stale = record.content.staleDate, now >= stale { return .stale }
        return .active
    }

    /// Refuses attributes and a state over the limit, saying what (`what`) and by how much.
    static func checkSize(attributes: String, state: String, what: String) throws {
        let size = payloadSize(attributes: attributes, state: state)
        guard size <= payloadLimit else { throw LiveActivityRefusal.tooLarge(size, what: what) }
    }

    /// Refuses to change an activity that has ended.
    static func checkGoing(_ record: LiveActivityRecord, at now: Date, what: String) throws {
        guard now < end(of: record) else {
            throw LiveActivityRefusal(reason: .ended, description: "Live Activity \(record.id) has ended; it takes no more \(what).")
        }
    }

    /// The bytes the attributes and the content state take together, as the system counts them.
    public static func payloadSize(attributes: String, state: String) -> Int {
        attributes.utf8.count + state.utf8.count
    }

    /// Which activities take the Dynamic Island: those shown, the most relevant first, the first started
    /// on a tie (Apple's rule; iOS shows the first in the Island, a second as the minimal presentation).
    public static func islandOrder(_ shown: [LiveActivityRecord]) -> [LiveActivityRecord] {
        shown.sorted {
            $0.content.relevanceScore != $1.content.relevanceScore
                ? $0.content.relevanceScore > $1.content.relevanceScore : $0.startedAt < $1.startedAt
        }
    }
}

/// Why the system refused a Live Activity request, and the sentence that says so with its figures.
public struct LiveActivityRefusal: Error, CustomStringConvertible, Equatable {
    public enum Reason: Sendable, Equatable {
        case tooLarge, tooMany, unknown, ended, badPush, badSchedule
    }

    public var reason: Reason
    public var description: String

    static func tooLarge(_ size: Int, what: String) -> LiveActivityRefusal {
        LiveActivityRefusal(
            reason: .tooLarge,
            description:
                "\(what) is refused: its attributes and content state take \(size) bytes, \(size - LiveActivityRules.payloadLimit) over "
                + "ActivityKit's limit of \(LiveActivityRules.payloadLimit) bytes (4 KB); send less in the content state.")
    }
}

extension LiveActivityStateValue {
    /// Whether the activity goes on (active or stale): shown in the Island, taking updates.
    public var isGoing: Bool { self == .active || self == .stale }
}

extension Double {
    /// The number as the system's sentences write it: whole numbers without a point; any number, however large.
    var spoken: String {
        abs(self) < 1e15 && self == rounded() ? String(Int(self)) : String(self)
    }
}
