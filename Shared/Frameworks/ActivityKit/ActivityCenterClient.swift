import ExtensionProtocol
import Foundation
import WireValues
import Synchronization

/// The system an app's `Activity` calls talk to: the suite's app installs the live one
/// (SystemLive), tests an in-memory one. Without one, every request fails saying so.
package struct ActivityCenterClient: Sendable {
    /// Starts an activity of the attributes' type, now or at a scheduled start; returns it as the system keeps it.
    package var request:
        @Sendable (
            _ attributesType: String, _ attributes: String, _ content: LiveActivityContent, _ wantsPushToken: Bool, _ schedule: ScheduledStart?
        ) throws -> LiveActivityRecord
    /// Gives an activity new content (and shows the alert's title, if any); returns it.
    package var update: @Sendable (_ id: String, _ content: LiveActivityContent, _ alert: String?) throws -> LiveActivityRecord
    /// Ends an activity, with its last content if given; returns it.
    package var end:
        @Sendable (_ id: String, _ content: LiveActivityContent?, _ dismissal: LiveActivityDismissal) throws -> LiveActivityRecord
    /// The app's activities of the attributes' type that are not dismissed, and each one's state now.
    package var activities: @Sendable (_ attributesType: String) throws -> [(record: LiveActivityRecord, state: LiveActivityStateValue)]

    package init(
        request: @escaping @Sendable (String, String, LiveActivityContent, Bool, ScheduledStart?) throws -> LiveActivityRecord,
        update: @escaping @Sendable (String, LiveActivityContent, String?) throws -> LiveActivityRecord,
        end: @escaping @Sendable (String, LiveActivityContent?, LiveActivityDismissal) throws -> LiveActivityRecord,
        activities: @escaping @Sendable (String) throws -> [(record: LiveActivityRecord, state: LiveActivityStateValue)]
    ) {
        self.request = request
        self.update = update
        self.end = end
        self.activities = activities
    }

    /// Where no system is installed: every request says so.
    package static let noSystem = ActivityCenterClient(
        request: { _, _, _, _, _ in throw ActivityCenter.Refusal(reason: .unsupported, sentence: ActivityCenter.noSystemSentence) },
        update: { _, _, _ in throw ActivityCenter.Refusal(reason: .unsupported, sentence: ActivityCenter.noSystemSentence) },
        end: { _, _, _ in throw ActivityCenter.Refusal(reason: .unsupported, sentence: ActivityCenter.noSystemSentence) },
        activities: { _ in [] })
}

/// The client this process's activities use.
package enum ActivityCenter {
    private static let installed = Mutex(ActivityCenterClient.noSystem)

    package static var client: ActivityCenterClient {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }

    static let noSystemSentence = "No system runs in this process to keep Live Activities; run the app's command through sample-app."

    /// Why the system refused a request, as `ActivityAuthorizationError` names it, with the sentence that
    /// gives the figures (iOS writes such reasons to the device's console only).
    package struct Refusal: Error, CustomStringConvertible {
        package var reason: ActivityAuthorizationError
        package var sentence: String

        package init(reason: ActivityAuthorizationError, sentence: String) {
            self.reason = reason
            self.sentence = sentence
        }

        package var description: String { sentence }
    }

    /// Says a refusal on standard error, as the device's console would: `update` and `end` do not throw.
    static func report(_ error: any Error) {
        let sentence = (error as? Refusal)?.sentence ?? "\(error)"
        FileHandle.standardError.write(Data((TerminalText.escaped("Live Activity: \(sentence)") + "\n").utf8))
    }

    /// The type name the system files an app's attributes under: the bare name, as APNs' `attributes-type`
    /// writes it, so that the app's and the widget extension's copies of one file name the same type.
    package static func typeName<Attributes>(_ type: Attributes.Type) -> String {
        String(describing: type)
    }

    /// Attributes and states as the system keeps them: JSON with Foundation's default strategies, as
    /// ActivityKit encodes them and as a push's `content-state` must be written (dates as seconds since 2001).
    package static func encoded<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    package static func decoded<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }
}

/// Why an activity could not be started.
public enum ActivityAuthorizationError: Error, LocalizedError, Equatable, Hashable, Sendable {
    case attributesTooLarge
    case denied
    case globalMaximumExceeded
    case malformedActivityIdentifier
    case missingProcessIdentifier
    case persistenceFailure
    case reconnectNotPermitted
    case targetMaximumExceeded
    case unentitled
    case unsupported
    case unsupportedTarget
    case visibility

    public var errorDescription: String? {
        switch self {
        case .attributesTooLarge: "The Live Activity's attributes and content are larger than ActivityKit allows (4 KB)."
        case .denied: "Live Activities are turned off for this app."
        case .globalMaximumExceeded: "The device shows as many Live Activities as it allows."
        case .malformedActivityIdentifier: "The Live Activity's identifier is not one the system gave."
        case .missingProcessIdentifier: "The request did not say which app made it."
        case .persistenceFailure: "The system could not keep the Live Activity."
        case .reconnectNotPermitted: "The process may not reconnect to this Live Activity."
        case .targetMaximumExceeded: "The app runs as many Live Activities as it may."
        case .unentitled: "The app does not declare that it supports Live Activities."
        case .unsupported: "Live Activities are not supported here."
        case .unsupportedTarget: "Only an app, in the foreground, may start a Live Activity."
        case .visibility: "Only an app in the foreground may start a Live Activity."
        }
    }
}

/// Whether the person allows the app's Live Activities: in this suite they always do.
public final class ActivityAuthorizationInfo: Sendable {
    public init() {}

    public final var areActivitiesEnabled: Bool { true }
    public final var frequentPushesEnabled: Bool { true }

    /// Changes to `areActivitiesEnabled`: its value now, and no change after.
    public final let activityEnablementUpdates = ActivityEnablementUpdates()
    /// Changes to `frequentPushesEnabled`: its value now, and no change after.
    public final let frequentPushEnablementUpdates = FrequentPushEnablementUpdates()

    public struct ActivityEnablementUpdates: AsyncSequence, Sendable {
        public typealias Element = Bool
        public func makeAsyncIterator() -> AsyncStream<Bool>.Iterator { ActivityAuthorizationInfo.always.makeAsyncIterator() }
    }

    public struct FrequentPushEnablementUpdates: AsyncSequence, Sendable {
        public typealias Element = Bool
        public func makeAsyncIterator() -> AsyncStream<Bool>.Iterator { ActivityAuthorizationInfo.always.makeAsyncIterator() }
    }

    static var always: AsyncStream<Bool> {
        AsyncStream { continuation in
            continuation.yield(true)
            continuation.finish()
        }
    }
}
