import ExtensionProtocol
import Foundation
import Synchronization

/// A Live Activity of the app: started with `request`, updated and ended by the app (or by pushes, or
/// by the system's limits, which the system applies on the device's clock). The system keeps it; this
/// object reads its state from the system when asked and tells its update sequences what this process
/// changed.
///
/// Sendable, as Apple's is. Unchecked because `Attributes` need not be `Sendable` (Apple's
/// `ActivityAttributes` does not ask it to be): the attributes are set when the activity is made and never
/// changed, and everything else it knows is behind its mutex.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    public typealias ContentState = Attributes.ContentState

    /// The system's id for the activity.
    public let id: String
    public let attributes: Attributes

    private struct Known {
        var content: ActivityContent<ContentState>
        var state: ActivityState
        var pushToken: Data?
        var stateWatchers: [AsyncStream<ActivityState>.Continuation] = []
        var contentWatchers: [AsyncStream<ActivityContent<ContentState>>.Continuation] = []
    }

    private let known: Mutex<Known>

    init(record: LiveActivityRecord, state: LiveActivityStateValue, attributes: Attributes) throws {
        id = record.id
        self.attributes = attributes
        known = Mutex(
            Known(
                content: try Self.content(of: record.content), state: ActivityState(state),
                pushToken: record.pushToken.flatMap(Data.init(hex:))))
    }

    static func content(of content: LiveActivityContent) throws -> ActivityContent<ContentState> {
        ActivityContent(
            state: try ActivityCenter.decoded(ContentState.self, content.state), staleDate: content.staleDate,
            relevanceScore: content.relevanceScore)
    }

    static func wire(_ content: ActivityContent<ContentState>) throws -> LiveActivityContent {
        LiveActivityContent(
            state: try ActivityCenter.encoded(content.state), staleDate: content.staleDate, relevanceScore: content.relevanceScore)
    }

    /// The activity's current content.
    public var content: ActivityContent<ContentState> { refreshed().content }

    @available(*, deprecated, message: "Use content.state")
    public var contentState: ContentState { content.state }

    /// Where the activity is in its life now, on the device's clock.
    public var activityState: ActivityState { refreshed().state }

    /// The token a server pushes updates to, when it was requested with `pushType: .token`.
    public var pushToken: Data? { known.withLock { $0.pushToken } }

    /// What the system holds of the activity now: dismissed when it no longer lists it; what this object
    /// last knew when the system cannot be asked.
    private func refreshed() -> (content: ActivityContent<ContentState>, state: ActivityState) {
        let listed = try? ActivityCenter.client.activities(ActivityCenter.typeName(Attributes.self))
        return known.withLock { known in
            if let listed {
                if let mine = listed.first(where: { $0.record.id == id }) {
                    // A content that no longer decodes leaves the last one known; the state is the system's.
                    if let content = try? Self.content(of: mine.record.content) { known.content = content }
                    known.state = ActivityState(mine.state)
                } else {
                    known.state = .dismissed
                }
            }
            return (known.content, known.state)
        }
    }

    // MARK: Starting

    /// Starts a Live Activity; the app must be in the foreground (here: its command is running).
    public static func request(
        attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType, schedule: nil)
    }

    /// Schedules a Live Activity to start at `start` (iOS 26): pending until the device's clock reaches it,
    /// when the system starts it with the alert. A start that has passed, or more than a week ahead, is refused.
    public static func request(
        attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil, style: ActivityStyle,
        alertConfiguration: AlertConfiguration, start: Date
    ) throws -> Activity<Attributes> {
        try request(
            attributes: attributes, content: content, pushType: pushType,
            schedule: ScheduledStart(date: start, alert: String(localized: alertConfiguration.title)))
    }

    @available(*, deprecated, renamed: "request(attributes:content:pushType:style:alertConfiguration:start:)")
    public static func request(
        attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil, style: ActivityStyle,
        alertConfiguration: AlertConfiguration, startDate: Date
    ) throws -> Activity<Attributes> {
        try request(
            attributes: attributes, content: content, pushType: pushType, style: style, alertConfiguration: alertConfiguration, start: startDate)
    }

    /// What every form of `request` does: the system starts the activity, now or at `schedule`'s date.
    private static func request(
        attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType?, schedule: ScheduledStart?
    ) throws -> Activity<Attributes> {
        do {
            let record = try ActivityCenter.client.request(
                ActivityCenter.typeName(Attributes.self), try ActivityCenter.encoded(attributes), try wire(content), pushType != nil, schedule)
            let activity = try Activity(record: record, state: schedule == nil ? .active : .pending, attributes: attributes)
            Registry.shared.announce(activity)
            return activity
        } catch let refusal as ActivityCenter.Refusal {
            ActivityCenter.report(refusal)
            throw refusal.reason
        }
    }

    /// Starts a Live Activity in a style (iOS 18): a transient one is drawn here as a standard one.
    public static func request(
        attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil, style: ActivityStyle
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType)
    }

    @available(*, deprecated, message: "Use request(attributes:content:pushType:)")
    public static func request(
        attributes: Attributes, contentState: Activity<Attributes>.ContentState, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    // MARK: Updating and ending

    /// Gives the activity new content. A refusal (too large, already ended) is said on standard error,
    /// as iOS writes it to the device's console, and changes nothing.
    public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>, alertConfiguration: AlertConfiguration? = nil) async {
        do {
            let alert = alertConfiguration.map { $0.title.description }
            let before = known.withLock { $0.state }
            _ = try ActivityCenter.client.update(id, try Self.wire(content), alert)
            tellWatchers(since: before)
        } catch {
            ActivityCenter.report(error)
        }
    }

    @available(*, deprecated, message: "Use update(_:alertConfiguration:)")
    public func update(using contentState: Activity<Attributes>.ContentState, alertConfiguration: AlertConfiguration? = nil) async {
        await update(ActivityContent(state: contentState, staleDate: nil), alertConfiguration: alertConfiguration)
    }

    /// Ends the activity, with its last content if given; it stays on the Lock Screen as `dismissalPolicy` says.
    public func end(_ content: ActivityContent<Activity<Attributes>.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default)
        async
    {
        do {
            let dismissal: LiveActivityDismissal =
                switch dismissalPolicy.value {
                case .systemDefault: .systemDefault
                case .immediate: .immediate
                case .after(let date): .after(date)
                }
            let before = known.withLock { $0.state }
            // Not `content.map(Self.wire)`, a closure that would carry the attributes' type, which need not be Sendable.
            var final: LiveActivityContent?
            if let content { final = try Self.wire(content) }
            _ = try ActivityCenter.client.end(id, final, dismissal)
            tellWatchers(since: before)
        } catch {
            ActivityCenter.report(error)
        }
    }

    @available(*, deprecated, message: "Use end(_:dismissalPolicy:)")
    public func end(using contentState: Activity<Attributes>.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default)
        async
    {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }

    /// Tells the sequences of this process what the system now holds: the content, and the state when it changed.
    private func tellWatchers(since before: ActivityState) {
        let (stateWatchers, contentWatchers) = known.withLock { ($0.stateWatchers, $0.contentWatchers) }
        // Each watcher is sent a value of its own, read anew: the app's `ContentState` need not be `Sendable`
        // (Apple's `ActivityAttributes` does not ask it to be), so one value is never sent to two.
        for watcher in contentWatchers { watcher.yield(refreshed().content) }
        let state = refreshed().state
        guard state != before else { return }
        for watcher in stateWatchers {
            watcher.yield(state)
            if state == .dismissed { watcher.finish() }
        }
    }

    // MARK: Watching

    /// The activity's states as they change, from now on.
    public var activityStateUpdates: ActivityStateUpdates {
        ActivityStateUpdates(stream: AsyncStream { continuation in known.withLock { $0.stateWatchers.append(continuation) } })
    }

    /// The activity's content as it changes, from now on.
    public var contentUpdates: ContentUpdates {
        ContentUpdates(stream: AsyncStream { continuation in known.withLock { $0.contentWatchers.append(continuation) } })
    }

    /// The activity's content states as they change, from now on (iOS 16.1's form of `contentUpdates`).
    @available(iOS, deprecated: 16.2, message: "Use contentUpdates")
    public var contentStateUpdates: ContentStateUpdates {
        ContentStateUpdates(stream: AsyncStream { continuation in known.withLock { $0.contentWatchers.append(continuation) } })
    }

    /// The activity's push token: the one it has, if any (the system gives it at the start and keeps it).
    public var pushTokenUpdates: PushTokenUpdates {
        let token = pushToken
        return PushTokenUpdates(
            stream: AsyncStream { continuation in
                if let token { continuation.yield(token) }
                continuation.finish()
            })
    }

    /// The app's activities of this type that are not dismissed, oldest first.
    public static var activities: [Activity<Attributes>] {
        let listed = (try? ActivityCenter.client.activities(ActivityCenter.typeName(Attributes.self))) ?? []
        return listed.compactMap { record, state in
            guard let attributes = try? ActivityCenter.decoded(Attributes.self, record.attributes) else { return nil }
            return try? Activity(record: record, state: state, attributes: attributes)
        }
    }

    /// Activities of this type as this process starts them, from now on.
    public static var activityUpdates: ActivityUpdates {
        ActivityUpdates(stream: AsyncStream { continuation in Registry.shared.watch(Attributes.self, continuation) })
    }

    public struct ActivityStateUpdates: AsyncSequence, Sendable {
        public typealias Element = ActivityState
        let stream: AsyncStream<ActivityState>
        public func makeAsyncIterator() -> AsyncStream<ActivityState>.Iterator { stream.makeAsyncIterator() }
    }

    public struct ContentUpdates: AsyncSequence {
        public typealias Element = ActivityContent<ContentState>
        let stream: AsyncStream<ActivityContent<ContentState>>
        public func makeAsyncIterator() -> AsyncStream<ActivityContent<ContentState>>.Iterator { stream.makeAsyncIterator() }
    }

    public struct ContentStateUpdates: AsyncSequence {
        public typealias Element = ContentState
        let stream: AsyncStream<ActivityContent<ContentState>>
        public func makeAsyncIterator() -> AsyncMapSequence<AsyncStream<ActivityContent<ContentState>>, ContentState>.Iterator {
            stream.map(\.state).makeAsyncIterator()
        }
    }

    public struct PushTokenUpdates: AsyncSequence, Sendable {
        public typealias Element = Data
        let stream: AsyncStream<Data>
        public func makeAsyncIterator() -> AsyncStream<Data>.Iterator { stream.makeAsyncIterator() }
    }

    public struct ActivityUpdates: AsyncSequence, Sendable {
        public typealias Element = Activity<Attributes>
        let stream: AsyncStream<Activity<Attributes>>
        public func makeAsyncIterator() -> AsyncStream<Activity<Attributes>>.Iterator { stream.makeAsyncIterator() }
    }
}

/// Who watches `activityUpdates` in this process, by attributes type.
final class Registry: Sendable {
    static let shared = Registry()
    private let watchers = Mutex<[ObjectIdentifier: [@Sendable (Any) -> Void]]>([:])

    func watch<Attributes: ActivityAttributes>(_ type: Attributes.Type, _ continuation: AsyncStream<Activity<Attributes>>.Continuation) {
        let watcher = Watcher(continuation: continuation)
        watchers.withLock { $0[ObjectIdentifier(type), default: []].append(watcher.yield) }
    }

    /// One watcher of one attributes type. A method, not a closure, casts what is announced: a closure would
    /// carry the attributes' type, which need not be Sendable.
    private struct Watcher<Attributes: ActivityAttributes>: Sendable {
        let continuation: AsyncStream<Activity<Attributes>>.Continuation

        @Sendable func yield(_ activity: Any) {
            if let activity = activity as? Activity<Attributes> { continuation.yield(activity) }
        }
    }

    func announce<Attributes: ActivityAttributes>(_ activity: Activity<Attributes>) {
        for watcher in watchers.withLock({ $0[ObjectIdentifier(Attributes.self)] ?? [] }) { watcher(activity) }
    }
}

extension ActivityState {
    init(_ value: LiveActivityStateValue) {
        switch value {
        case .active: self = .active
        case .stale: self = .stale
        case .ended: self = .ended
        case .dismissed: self = .dismissed
        case .pending: self = .pending
        }
    }
}

extension Data {
    /// Bytes from hex text; nil for text that is not hex.
    init?(hex: String) {
        guard hex.utf8.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) ?? hex.endIndex
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        self.init(bytes)
    }
}
