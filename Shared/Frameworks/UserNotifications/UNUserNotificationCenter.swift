import Foundation
import SuiteHome
import Synchronization

/// The app's way to the system's notifications: asking to be allowed, scheduling requests, and listing
/// and removing those pending. Requests are kept in the home (`System/notifications.sqlite`), where
/// `sample-app home notifications` lists them; nothing is shown on a screen (docs/usernotifications-subset.md).
public final class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    // @unchecked Sendable: its state is in the records (SQLite, one transaction per change) and the
    // delegate, which a Mutex guards.

    /// The home whose records it uses; nil for the process's home (`SAMPLES_HOME`), read at each call.
    private let home: SuiteHome?
    private let weakDelegate = Mutex<WeakDelegate>(WeakDelegate())

    private struct WeakDelegate: @unchecked Sendable {
        // @unchecked Sendable: only read and written inside the Mutex.
        weak var value: (any UNUserNotificationCenterDelegate)?
    }

    init(home: SuiteHome?) {
        self.home = home
    }

    private static let shared = UNUserNotificationCenter(home: nil)

    /// The app's notification center.
    public class func current() -> UNUserNotificationCenter { shared }

    /// A center on the records of `home`, for tests that keep their own home.
    package static func center(home: SuiteHome) -> UNUserNotificationCenter { UNUserNotificationCenter(home: home) }

    /// The object told of notifications delivered while the app runs; kept weakly, as on iOS.
    public var delegate: (any UNUserNotificationCenterDelegate)? {
        get { weakDelegate.withLock { $0.value } }
        set { weakDelegate.withLock { $0.value = newValue } }
    }

    private func records() throws -> NotificationRecords {
        try NotificationRecords(home: home ?? SuiteHome.current)
    }

    /// How the process names itself in the records: `widget-extension[4242]`.
    private var processName: String { "\(ProcessInfo.processInfo.processName)[\(getpid())]" }

    /// Asks to be allowed `options`. Nobody is there to answer, so it is granted at once, as when a person
    /// taps Allow; `true` unless the records cannot be written.
    public func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        do {
            try records().authorize(options, now: Date())
            completionHandler(true, nil)
        } catch {
            completionHandler(false, error)
        }
    }

    /// Asks to be allowed `options`; granted at once, as when a person taps Allow.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        try records().authorize(options, now: Date())
        return true
    }

    /// The app's settings: not determined before it asks, authorized for what it asked after.
    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(currentSettings())
    }

    /// The app's settings: not determined before it asks, authorized for what it asked after.
    public func notificationSettings() async -> UNNotificationSettings {
        currentSettings()
    }

    private func currentSettings() -> UNNotificationSettings {
        let (status, options) = (try? records().authorization()) ?? (.notDetermined, [])
        return UNNotificationSettings(status: status, options: options)
    }

    /// Schedules `request`, replacing a pending one with the same identifier; the handler gets the error
    /// when the request cannot be kept.
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        do {
            try records().add(request, process: processName, now: Date())
            completionHandler?(nil)
        } catch {
            completionHandler?(error)
        }
    }

    /// Schedules `request`, replacing a pending one with the same identifier.
    public func add(_ request: UNNotificationRequest) async throws {
        try records().add(request, process: processName, now: Date())
    }

    /// The requests not yet delivered.
    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler((try? records().pending(at: Date())) ?? [])
    }

    /// The requests not yet delivered.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] {
        (try? records().pending(at: Date())) ?? []
    }

    /// Removes the pending requests with these identifiers.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        try? records().remove(identifiers: identifiers)
    }

    /// Removes every pending request.
    public func removeAllPendingNotificationRequests() {
        try? records().removeAllPending(at: Date())
    }

    /// Sets the number on the app's icon: accepted; no icon shows it here.
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Sets the number on the app's icon: accepted; no icon shows it here.
    public func setBadgeCount(_ newBadgeCount: Int) async throws {}
}

/// Told of notifications delivered while the app runs and of responses to them: neither happens here,
/// where nothing is delivered to a screen, so its methods are never called. Each has a default, as
/// Apple's are optional.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification is about to be shown while the app is in front: say how.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// The person answered a notification.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    /// Shows nothing.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([])
    }

    /// Does nothing.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }
}

/// A delivered notification: its request and when it was delivered.
public final class UNNotification: NSObject, @unchecked Sendable {
    // @unchecked Sendable: both stored properties are immutable `let`s of Sendable types.

    /// When it was delivered.
    public let date: Date
    /// The request it came from.
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

/// A person's answer to a notification.
public class UNNotificationResponse: NSObject, @unchecked Sendable {
    // @unchecked Sendable: both stored properties are immutable `let`s of Sendable types.

    /// The notification answered.
    public let notification: UNNotification
    /// The action chosen: `UNNotificationDefaultActionIdentifier` for a tap on it.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// The action of a tap on the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action of dismissing the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// How a notification that arrives while the app is in front is shown.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Changes the badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Plays the sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Shows the alert (before iOS 14).
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Keeps it in Notification Center.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Shows it as a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
