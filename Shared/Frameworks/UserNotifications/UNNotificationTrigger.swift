import Foundation

/// When a notification is delivered. Use one of its subclasses; a request without a trigger is delivered at once.
public class UNNotificationTrigger: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property of a trigger is an immutable `let` of a Sendable type.

    /// Whether the notification is scheduled again each time it is delivered.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
    }

    /// When the trigger fires next from `now`; nil when it never will.
    func nextDate(after now: Date) -> Date? { nil }

    /// How the trigger is recorded: what it says, for `sample-app home notifications`.
    var recorded: RecordedTrigger { RecordedTrigger(kind: "push", timeInterval: nil, dateComponents: nil, repeats: repeats) }
}

/// A trigger that fires once a number of seconds has passed, and again after as many when it repeats.
public class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    // @unchecked Sendable: see `UNNotificationTrigger`.

    /// The seconds from scheduling to delivery, as given.
    public let timeInterval: TimeInterval

    /// A trigger that fires after `timeInterval` seconds, which must be more than 0, and at least 60 when it
    /// repeats: iOS stops the app with an exception otherwise, and so does this (a precondition).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0 && timeInterval.isFinite, "time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "time interval must be at least 60 if repeating")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// When the trigger would fire if scheduled now.
    public func nextTriggerDate() -> Date? { nextDate(after: Date()) }

    override func nextDate(after now: Date) -> Date? { now.addingTimeInterval(timeInterval) }

    override var recorded: RecordedTrigger {
        RecordedTrigger(kind: "timeInterval", timeInterval: timeInterval, dateComponents: nil, repeats: repeats)
    }
}

/// A trigger that fires at the next date matching some date components, and at each match when it repeats.
public class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    // @unchecked Sendable: see `UNNotificationTrigger`.

    /// The components a date must match.
    public let dateComponents: DateComponents

    /// A trigger that fires at the next date matching `dateComponents` (in the current calendar when they name none).
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date matching the components, from now.
    public func nextTriggerDate() -> Date? { nextDate(after: Date()) }

    override func nextDate(after now: Date) -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var matching = dateComponents
        matching.calendar = nil
        matching.timeZone = nil
        var zoned = calendar
        if let zone = dateComponents.timeZone { zoned.timeZone = zone }
        return zoned.nextDate(after: now, matching: matching, matchingPolicy: .nextTime)
    }

    override var recorded: RecordedTrigger {
        RecordedTrigger(kind: "calendar", timeInterval: nil, dateComponents: dateComponents, repeats: repeats)
    }
}

/// A trigger as the records keep it.
struct RecordedTrigger: Codable, Equatable {
    var kind: String
    var timeInterval: TimeInterval?
    var dateComponents: DateComponents?
    var repeats: Bool

    /// The trigger it stands for; nil for one that was delivered at once.
    var trigger: UNNotificationTrigger? {
        switch kind {
        case "timeInterval":
            guard let timeInterval, timeInterval > 0, timeInterval.isFinite, !repeats || timeInterval >= 60 else { return nil }
            return UNTimeIntervalNotificationTrigger(timeInterval: timeInterval, repeats: repeats)
        case "calendar":
            return dateComponents.map { UNCalendarNotificationTrigger(dateMatching: $0, repeats: repeats) }
        default:
            return nil
        }
    }
}

/// A request to deliver a notification: its identifier, content and trigger.
public final class UNNotificationRequest: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property is an immutable `let`; the content is a frozen copy.

    /// The request's identifier: a request added with the identifier of a pending one replaces it.
    public let identifier: String
    /// What the notification shows (a copy of the content given).
    public let content: UNNotificationContent
    /// When it is delivered; nil for at once.
    public let trigger: UNNotificationTrigger?

    /// A request for `content` delivered when `trigger` fires (at once when nil).
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.frozenCopy()
        self.trigger = trigger
    }
}
