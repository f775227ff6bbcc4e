import AppleFoundation
import Foundation

/// What describes a Live Activity: its static attributes (the type itself) and its dynamic
/// `ContentState`, both encoded for the system, which keeps them and hands them to the widget extension.
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A Live Activity's dynamic content: its state, when it becomes out of date, and how relevant it is
/// beside the app's other activities (the highest takes the Dynamic Island).
public struct ActivityContent<State>: Equatable, Hashable where State: Decodable, State: Encodable, State: Hashable {
    public let state: State
    public let staleDate: Date?
    public let relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.state == b.state && a.staleDate == b.staleDate && a.relevanceScore == b.relevanceScore
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(state)
        hasher.combine(staleDate)
        hasher.combine(relevanceScore)
    }
}

extension ActivityContent: Sendable where State: Sendable {}

extension ActivityContent: Codable {
    enum CodingKeys: String, CodingKey {
        case state, staleDate, relevanceScore
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            state: try container.decode(State.self, forKey: .state),
            staleDate: try container.decodeIfPresent(Date.self, forKey: .staleDate),
            relevanceScore: try container.decodeIfPresent(Double.self, forKey: .relevanceScore) ?? 0)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state, forKey: .state)
        try container.encodeIfPresent(staleDate, forKey: .staleDate)
        try container.encode(relevanceScore, forKey: .relevanceScore)
    }
}

/// Where a Live Activity is in its life.
public enum ActivityState: Equatable, Hashable, Sendable, Codable {
    /// Shown, and updated.
    case active
    /// Ended: still on the Lock Screen until dismissed, no longer updated.
    case ended
    /// Gone from the Lock Screen.
    case dismissed
    /// Past its content's `staleDate`: shown, waiting for an update.
    case stale
    /// Scheduled to start at a date to come, and not yet started (iOS 26).
    case pending
}

/// When an ended Live Activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Equatable, Hashable, Sendable {
    let value: Value

    enum Value: Hashable, Sendable {
        case systemDefault, immediate
        case after(Date)
    }

    /// After up to four hours on the Lock Screen, or when the person removes it.
    public static let `default` = ActivityUIDismissalPolicy(value: .systemDefault)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(value: .immediate)

    /// At `date`, within the four hours the system keeps an ended activity.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
        ActivityUIDismissalPolicy(value: .after(date))
    }
}

/// An alert shown with an update: its title, body and sound (on a phone, for a device without a
/// Dynamic Island, a banner; here, a line printed by the system).
public struct AlertConfiguration: Sendable {
    public let title: LocalizedStringResource
    public let body: LocalizedStringResource
    public let sound: AlertSound

    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }

    /// The sound of an alert.
    public struct AlertSound: Hashable, Sendable {
        let name: String?

        public static let `default` = AlertSound(name: nil)

        public static func named(_ name: String) -> AlertSound {
            AlertSound(name: name)
        }
    }
}

/// How an activity receives updates from a server besides the app's own `update(_:)`.
public struct PushType: Equatable, Hashable, Sendable {
    let channelID: String?

    /// Updates through pushes sent to the activity's own token.
    public static let token = PushType(channelID: nil)

    /// Updates broadcast on a channel (here received as pushes to the activity, like `token`).
    public static func channel(_ name: String) -> PushType {
        PushType(channelID: name)
    }
}

/// How a Live Activity is presented: `standard` until it ends, or `transient` (expanded while the app is
/// shown, ended when the person leaves it; here drawn as standard).
public enum ActivityStyle: Equatable, Hashable, Sendable {
    case standard
    case transient
}
