import ArgumentParser
import Foundation
import UserNotifications

extension Home {
    /// `sample-app home notifications`: the notification requests the app and its extensions scheduled.
    struct Notifications: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "notifications",
            abstract: "List the notification requests the app and its extensions scheduled with UNUserNotificationCenter.",
            discussion: """
                Each request shows its identifier, when it fires (or was delivered), the process that added it, and \
                its title and body. Nothing is shown on a screen: the requests are kept in \
                <home>/System/notifications.sqlite, as iOS keeps them for the app. See docs/usernotifications-subset.md.
                """)

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let records = try NotificationRecords(home: global.resolvedHome()).all()
            guard !records.isEmpty else {
                return say("No notification requests on this home; an app schedules one with UNUserNotificationCenter.current().add(_:).")
            }
            say("\(records.count) notification request\(records.count == 1 ? "" : "s"):")
            let now = Date()
            for record in records {
                for line in record.lines(at: now) { say("  \(line)") }
            }
        }
    }
}
