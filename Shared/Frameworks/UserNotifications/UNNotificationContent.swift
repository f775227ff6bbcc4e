import Foundation

/// A notification's sound.
public final class UNNotificationSound: NSObject, @unchecked Sendable {
    // @unchecked Sendable: its one stored property is an immutable `let` String.

    /// The sound file's name; nil for the default sound.
    let name: String?

    init(name: String?) {
        self.name = name
    }

    /// The system's default sound.
    public static let `default` = UNNotificationSound(name: nil)
    /// The default sound of a critical alert.
    public static let defaultCritical = UNNotificationSound(name: "default-critical")

    /// A sound file of the app's bundle or its `Library/Sounds`.
    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name.rawValue)
    }

    /// How the sound is recorded: `default` or the file's name.
    var recordedName: String { name ?? "default" }
}

/// The name of a notification's sound file.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A name from its text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// How urgently a notification asks for attention.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}

/// What a notification shows: its texts, badge, sound and the app's own data. Read-only; schedule a
/// `UNMutableNotificationContent`.
public class UNNotificationContent: NSObject, @unchecked Sendable {
    // @unchecked Sendable: a content is not changed once in a request (the request keeps a copy); only a
    // `UNMutableNotificationContent` changes, on the thread that fills it in, as with Apple's.

    fileprivate var storedTitle = ""
    fileprivate var storedSubtitle = ""
    fileprivate var storedBody = ""
    fileprivate var storedBadge: NSNumber?
    fileprivate var storedSound: UNNotificationSound?
    fileprivate var storedUserInfo: [AnyHashable: Any] = [:]
    fileprivate var storedThreadIdentifier = ""
    fileprivate var storedCategoryIdentifier = ""
    fileprivate var storedTargetContentIdentifier: String?
    fileprivate var storedInterruptionLevel = UNNotificationInterruptionLevel.active
    fileprivate var storedRelevanceScore = 0.0

    /// Empty content.
    public override init() {
        super.init()
    }

    /// The notification's title.
    public var title: String { storedTitle }
    /// A second line under the title.
    public var subtitle: String { storedSubtitle }
    /// The message.
    public var body: String { storedBody }
    /// The number the app's icon shows; nil leaves it as it is.
    public var badge: NSNumber? { storedBadge }
    /// The sound played; nil for none.
    public var sound: UNNotificationSound? { storedSound }
    /// The app's own data.
    public var userInfo: [AnyHashable: Any] { storedUserInfo }
    /// Groups related notifications.
    public var threadIdentifier: String { storedThreadIdentifier }
    /// The notification's category, which names its actions.
    public var categoryIdentifier: String { storedCategoryIdentifier }
    /// The window to bring forward when the notification opens the app.
    public var targetContentIdentifier: String? { storedTargetContentIdentifier }
    /// How urgently it asks for attention.
    public var interruptionLevel: UNNotificationInterruptionLevel { storedInterruptionLevel }
    /// Which of a summary's notifications is featured, from 0 to 1.
    public var relevanceScore: Double { storedRelevanceScore }

    /// An immutable copy.
    func frozenCopy() -> UNNotificationContent {
        let copy = UNNotificationContent()
        copy.copyFields(from: self)
        return copy
    }

    /// A copy that can be changed.
    public override func mutableCopy() -> Any {
        let copy = UNMutableNotificationContent()
        copy.copyFields(from: self)
        return copy
    }

    public override func copy() -> Any { frozenCopy() }

    fileprivate func copyFields(from other: UNNotificationContent) {
        storedTitle = other.storedTitle
        storedSubtitle = other.storedSubtitle
        storedBody = other.storedBody
        storedBadge = other.storedBadge
        storedSound = other.storedSound
        storedUserInfo = other.storedUserInfo
        storedThreadIdentifier = other.storedThreadIdentifier
        storedCategoryIdentifier = other.storedCategoryIdentifier
        storedTargetContentIdentifier = other.storedTargetContentIdentifier
        storedInterruptionLevel = other.storedInterruptionLevel
        storedRelevanceScore = other.storedRelevanceScore
    }

    /// Content read back from the system's records.
    static func recorded(
        title: String, subtitle: String, body: String, badge: Int?, sound: String?, userInfo: [AnyHashable: Any], threadIdentifier: String,
        categoryIdentifier: String
    ) -> UNNotificationContent {
        let content = UNNotificationContent()
        content.storedTitle = title
        content.storedSubtitle = subtitle
        content.storedBody = body
        content.storedBadge = badge.map { NSNumber(value: $0) }
        content.storedSound = sound.map { $0 == "default" ? .default : UNNotificationSound(name: $0) }
        content.storedUserInfo = userInfo
        content.storedThreadIdentifier = threadIdentifier
        content.storedCategoryIdentifier = categoryIdentifier
        return content
    }
}

/// Content to fill in and schedule.
public class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    // @unchecked Sendable: see `UNNotificationContent`; fill it in on one thread, as with Apple's.

    /// The notification's title.
    public override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// A second line under the title.
    public override var subtitle: String {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }
    /// The message.
    public override var body: String {
        get { storedBody }
        set { storedBody = newValue }
    }
    /// The number the app's icon shows; nil leaves it as it is.
    public override var badge: NSNumber? {
        get { storedBadge }
        set { storedBadge = newValue }
    }
    /// The sound played; nil for none.
    public override var sound: UNNotificationSound? {
        get { storedSound }
        set { storedSound = newValue }
    }
    /// The app's own data: property-list values only, as on iOS.
    public override var userInfo: [AnyHashable: Any] {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }
    /// Groups related notifications.
    public override var threadIdentifier: String {
        get { storedThreadIdentifier }
        set { storedThreadIdentifier = newValue }
    }
    /// The notification's category, which names its actions.
    public override var categoryIdentifier: String {
        get { storedCategoryIdentifier }
        set { storedCategoryIdentifier = newValue }
    }
    /// The window to bring forward when the notification opens the app.
    public override var targetContentIdentifier: String? {
        get { storedTargetContentIdentifier }
        set { storedTargetContentIdentifier = newValue }
    }
    /// How urgently it asks for attention.
    public override var interruptionLevel: UNNotificationInterruptionLevel {
        get { storedInterruptionLevel }
        set { storedInterruptionLevel = newValue }
    }
    /// Which of a summary's notifications is featured, from 0 to 1.
    public override var relevanceScore: Double {
        get { storedRelevanceScore }
        set { storedRelevanceScore = newValue }
    }
}
