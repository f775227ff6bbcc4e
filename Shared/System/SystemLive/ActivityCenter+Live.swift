import ActivityKit
import ExtensionProtocol
import Foundation
import WireValues
import SuiteHome
import SystemStore
import WidgetHost

extension LiveActivities {
    /// The Live Activities of `home`, on its device's clock (or `now`, for one command).
    public static func live(home: SuiteHome, now: Date? = nil) throws -> LiveActivities {
        let clock = try now.map(DeviceClock.fixed) ?? HomeStore.live(home).settings.clock()
        return LiveActivities(store: try .live(home), clock: { clock.now() })
    }
}

extension ActivityCenterClient {
    /// The system of `home`, as `Activity` reaches it from the suite's own app. Only an app in the
    /// foreground may start an activity (Apple's rule); updating and ending work in the background too.
    package static func live(home: SuiteHome, now: Date? = nil, inForeground: Bool = true) -> ActivityCenterClient {
        // Opened at the first call and kept for the command, its clock read then, as the system reads it once.
        let opened = Opened { try LiveActivities.live(home: home, now: now) }
        return through({ try opened.value() }, inForeground: inForeground)
    }

    /// ActivityKit's calls made to `system` (opened for each call), its refusals given as ActivityKit's errors.
    package static func through(_ system: @escaping @Sendable () throws -> LiveActivities, inForeground: Bool = true)
        -> ActivityCenterClient
    {
        @Sendable func refusing<T>(_ body: () throws -> T) throws -> T {
            do {
                return try body()
            } catch let refusal as LiveActivityRefusal {
                let reason: ActivityAuthorizationError =
                    switch refusal.reason {
                    case .tooLarge: .attributesTooLarge
                    case .tooMany: .targetMaximumExceeded
                    case .unknown: .malformedActivityIdentifier
                    case .ended, .badPush: .persistenceFailure
                    // Apple names no error for a start out of bounds (ours).
                    case .badSchedule: .unsupported
                    }
                throw ActivityCenter.Refusal(reason: reason, sentence: refusal.description)
            }
        }
        return ActivityCenterClient(
            request: { type, attributes, content, wantsPushToken, schedule in
                guard inForeground else {
                    throw ActivityCenter.Refusal(
                        reason: .visibility,
                        sentence: "Only an app in the foreground may start a Live Activity; run the command without --background.")
                }
                return try refusing {
                    try system().request(
                        attributesType: type, attributes: attributes, content: content, wantsPushToken: wantsPushToken, schedule: schedule)
                }
            },
            update: { id, content, alert in
                let record = try refusing { try system().update(id: id, content: content) }
                if let alert { FileHandle.standardError.write(Data((TerminalText.escaped("Live Activity alert: \(alert)") + "\n").utf8)) }
                return record
            },
            end: { id, content, dismissal in try refusing { try system().end(id: id, content: content, dismissal: dismissal) } },
            activities: { type in try system().shown(ofType: type) })
    }
}
