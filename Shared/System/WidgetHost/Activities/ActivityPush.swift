import ExtensionProtocol
import Foundation

/// A push a server sends a Live Activity through APNs, as `home push` reads it from a file: the
/// `aps` dictionary's `timestamp`, `event`, `content-state`, `stale-date`, `dismissal-date`,
/// `relevance-score` and `alert` (Apple's "Starting and updating Live Activities with ActivityKit push
/// notifications").
public struct ActivityPush: Sendable, Equatable {
    public enum Event: String, Sendable {
        case update, end
    }

    public var timestamp: Double
    public var event: Event
    /// The new content state, as JSON text; nil when the push sends none (an `end` may not).
    public var contentState: String?
    public var staleDate: Date?
    public var dismissalDate: Date?
    public var relevanceScore: Double?
    /// The alert's title (or body), shown with the update.
    public var alert: String?
    /// The payload's size in bytes.
    public var size: Int

    /// APNs' limit on a push's payload (Apple's: 4 KB).
    public static let apnsPayloadLimit = 4096

    /// Reads a payload; a payload that is not one says what is wrong, in one sentence.
    public static func read(_ data: Data) throws -> ActivityPush {
        func refuse(_ sentence: String) -> LiveActivityRefusal { LiveActivityRefusal(reason: .badPush, description: sentence) }
        guard data.count <= apnsPayloadLimit else {
            throw refuse(
                "The push payload is \(data.count) bytes, \(data.count - apnsPayloadLimit) over APNs' limit of \(apnsPayloadLimit) bytes (4 KB); APNs refuses it before it reaches the device."
            )
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else {
            throw refuse("The push payload is not a JSON object; it must be {\"aps\": {…}}.")
        }
        guard let aps = root["aps"] as? [String: Any] else { throw refuse("The push payload has no \"aps\" dictionary.") }
        // The numbers are read by Foundation's decoder, which takes a number only where one is:
        // JSONSerialization reads `true` as 1.
        let numbers: PushNumbers.APS
        do {
            numbers = try JSONDecoder().decode(PushNumbers.self, from: data).aps
        } catch {
            throw refuse("The push is refused: \(ErrorSentence.of(error))")
        }
        /// Seconds since 1970 at `key`, as a date the device's clock may show.
        func date(_ seconds: Double?, _ key: String) throws -> Date? {
            guard let seconds else { return nil }
            let date = Date(timeIntervalSince1970: seconds)
            guard seconds.isFinite, DeviceTimeBounds.contains(date) else {
                throw refuse(
                    "The push's \"aps.\(key)\" is \(seconds.spoken) seconds since 1970, not a time the device's clock shows (\(DeviceTimeBounds.described)).")
            }
            return date
        }
        guard let timestamp = try date(numbers.timestamp, "timestamp")?.timeIntervalSince1970 else {
            throw refuse("The push's \"aps\" has no \"timestamp\" (seconds since 1970); ActivityKit needs one to order updates.")
        }
        guard let name = aps["event"] as? String, let event = Event(rawValue: name) else {
            throw refuse(
                "The push's \"aps.event\" is \((aps["event"]).map { "\"\($0)\"" } ?? "missing"); it must be \"update\" or \"end\" (\"start\" needs push-to-start, which this suite lacks)."
            )
        }
        var contentState: String?
        if let state = aps["content-state"] {
            guard JSONSerialization.isValidJSONObject(state),
                let text = try? JSONSerialization.data(withJSONObject: state, options: [.sortedKeys, .withoutEscapingSlashes])
            else { throw refuse("The push's \"aps.content-state\" must be a JSON object, as the ContentState encodes to.") }
            contentState = String(decoding: text, as: UTF8.self)
        } else if event == .update {
            throw refuse("The update push has no \"aps.content-state\"; send the activity's whole new ContentState.")
        }
        var alert: String?
        if let value = aps["alert"] {
            let dictionary = value as? [String: Any]
            alert = (dictionary?["title"] as? String) ?? (dictionary?["body"] as? String) ?? (value as? String)
        }
        if let score = numbers.relevanceScore, !score.isFinite {
            throw refuse("The push's \"aps.relevance-score\" is \(score.spoken); it must be a finite number.")
        }
        return ActivityPush(
            timestamp: timestamp, event: event, contentState: contentState, staleDate: try date(numbers.staleDate, "stale-date"),
            dismissalDate: try date(numbers.dismissalDate, "dismissal-date"), relevanceScore: numbers.relevanceScore, alert: alert,
            size: data.count)
    }
}

/// The numbers of a push's `aps`, as its JSON gives them.
private struct PushNumbers: Decodable {
    struct APS: Decodable {
        var timestamp: Double?
        var staleDate: Double?
        var dismissalDate: Double?
        var relevanceScore: Double?

        enum CodingKeys: String, CodingKey {
            case timestamp
            case staleDate = "stale-date"
            case dismissalDate = "dismissal-date"
            case relevanceScore = "relevance-score"
        }
    }

    var aps: APS
}

/// What a push did.
public enum ActivityPushOutcome: Sendable, Equatable {
    case updated(LiveActivityRecord)
    case ended(LiveActivityRecord)
    /// Not applied, as iOS drops it: the sentence says why.
    case ignored(String)
}

extension LiveActivities {
    /// Applies a push to an activity, in one transaction: ignored when it is not newer than the last
    /// update by push; refused (changing nothing) when its content is too large or when `check` (the widget
    /// extension drawing the activity with it) throws, as a state that does not decode as the app's
    /// `ContentState` would leave the activity unchanged on iOS, silently.
    public func push(_ push: ActivityPush, to id: String, check: (LiveActivityRecord) throws -> Void) throws -> ActivityPushOutcome {
        let now = clock()
        var ignored: String?
        /// The activity as the push leaves it, or nil when the push is not newer than the last.
        func applied(to record: LiveActivityRecord) throws -> LiveActivityRecord? {
            if let last = record.lastPushTimestamp, push.timestamp <= last {
                ignored =
                    "The push is ignored: its timestamp \(push.timestamp.spoken) is not newer than the last push's, \(last.spoken); "
                    + "ActivityKit drops updates that arrive out of order."
                return nil
            }
            try LiveActivityRules.checkGoing(record, at: now, what: "pushes")
            var changed = record
            changed.lastPushTimestamp = push.timestamp
            if let state = push.contentState {
                try LiveActivityRules.checkSize(attributes: record.attributes, state: state, what: "The push to Live Activity \(id)")
                changed.content = LiveActivityContent(
                    state: state, staleDate: push.staleDate, relevanceScore: push.relevanceScore ?? record.content.relevanceScore)
            }
            if push.event == .end {
                let end = min(record.endedAt ?? now, now, LiveActivityRules.end(of: record))
                changed.endedAt = end
                changed.dismissAt = min(
                    record.dismissAt ?? .distantFuture,
                    LiveActivityRules.dismissal(
                        ended: end, push.dismissalDate.map { $0 <= now ? .immediate : .after($0) } ?? .systemDefault))
            }
            return changed
        }
        // The widget extension draws the new state before the transaction, which holds no lock while it
        // waits on another process; the state it drew is the one kept, as the attributes never change.
        guard let current = try store.all().first(where: { $0.id == id }) else {
            throw LiveActivityRefusal(
                reason: .unknown, description: "There is no Live Activity \(id); 'sample-app home activities' lists them.")
        }
        if let candidate = try applied(to: current), push.contentState != nil { try check(candidate) }
        if let ignored { return .ignored(ignored) }
        let record = try changing(id) { record in try applied(to: record) ?? record }
        if let ignored { return .ignored(ignored) }
        return push.event == .end ? .ended(record) : .updated(record)
    }

}
