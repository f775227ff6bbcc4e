import Foundation

/// What an app asks to be allowed: alerts, sounds, badges and the rest.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Updating the app's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Playing sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Showing alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Showing notifications in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Playing sounds for critical alerts.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// Showing a button for the app's own notification settings.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Delivering quietly, without asking first.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may schedule notifications.
public enum UNAuthorizationStatus: Int, Sendable {
    /// The app has not asked yet.
    case notDetermined = 0
    /// The person refused.
    case denied = 1
    /// The person allowed them.
    case authorized = 2
    /// Allowed to deliver quietly.
    case provisional = 3
    /// Allowed for a limited time (App Clips).
    case ephemeral = 4
}

/// Whether one kind of presentation is on.
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0
    case disabled = 1
    case enabled = 2
}

/// Where alerts are shown.
public enum UNAlertStyle: Int, Sendable {
    case none = 0
    case banner = 1
    case alert = 2
}

/// The app's notification settings, as the system holds them.
public final class UNNotificationSettings: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property is an immutable `let` of a Sendable type.

    /// Whether the app may schedule notifications.
    public let authorizationStatus: UNAuthorizationStatus
    /// Whether notifications play sounds.
    public let soundSetting: UNNotificationSetting
    /// Whether notifications change the badge.
    public let badgeSetting: UNNotificationSetting
    /// Whether notifications show alerts.
    public let alertSetting: UNNotificationSetting
    /// Whether notifications are kept in Notification Center.
    public let notificationCenterSetting: UNNotificationSetting
    /// Whether notifications show on the Lock Screen.
    public let lockScreenSetting: UNNotificationSetting
    /// Whether notifications show in CarPlay.
    public let carPlaySetting: UNNotificationSetting
    /// Whether critical alerts play sounds.
    public let criticalAlertSetting: UNNotificationSetting
    /// How alerts are shown.
    public let alertStyle: UNAlertStyle

    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        authorizationStatus = status
        let allowed = status == .authorized || status == .provisional
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            allowed && options.contains(option) ? .enabled : (allowed ? .disabled : .notSupported)
        }
        soundSetting = setting(.sound)
        badgeSetting = setting(.badge)
        alertSetting = setting(.alert)
        notificationCenterSetting = allowed ? .enabled : .notSupported
        lockScreenSetting = allowed ? .enabled : .notSupported
        carPlaySetting = setting(.carPlay)
        criticalAlertSetting = setting(.criticalAlert)
        alertStyle = allowed && options.contains(.alert) ? .banner : .none
    }
}
