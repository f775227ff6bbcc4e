import Foundation
import GRDB
import SuiteDatabase
import SuiteHome
import Testing
import UserNotifications

/// Requests are kept in the home's records, as the system keeps them: listed while pending, replaced by
/// identifier, removed on request, and seen by every process of the home.
@Suite struct UserNotificationsTests {
    /// A home of its own in a temporary folder, removed afterwards.
    func withHome<T>(_ body: (SuiteHome) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notifications-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(SuiteHome(root: folder))
    }

    func content(_ title: String, body: String = "") -> UNMutableNotificationContent {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = body
        return content
    }

    @Test func authorizationIsNotDeterminedUntilAskedThenAuthorizedForWhatWasAsked() async throws {
        try await withHome { home in
            let center = UNUserNotificationCenter.center(home: home)
            #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
            let granted = try await center.requestAuthorization(options: [.alert, .sound])
            #expect(granted)
            let settings = await center.notificationSettings()
            #expect(settings.authorizationStatus == .authorized)
            #expect(settings.alertSetting == .enabled && settings.soundSetting == .enabled && settings.badgeSetting == .disabled)
        }
    }

    @Test func aRequestIsPendingWithItsContentAndTriggerAndReplacedByItsIdentifier() async throws {
        try await withHome { home in
            let center = UNUserNotificationCenter.center(home: home)
            let content = content("Water", body: "Time for a glass")
            content.subtitle = "Hydration"
            content.badge = 3
            content.sound = .default
            content.threadIdentifier = "health"
            content.userInfo = ["glasses": 2, "kind": "water"]
            try await center.add(
                UNNotificationRequest(
                    identifier: "water", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)))
            var pending = await center.pendingNotificationRequests()
            #expect(pending.map(\.identifier) == ["water"])
            let kept = try #require(pending.first)
            #expect(kept.content.title == "Water" && kept.content.body == "Time for a glass" && kept.content.subtitle == "Hydration")
            #expect(kept.content.badge == 3 && kept.content.sound != nil && kept.content.threadIdentifier == "health")
            #expect(kept.content.userInfo["glasses"] as? Int == 2 && kept.content.userInfo["kind"] as? String == "water")
            let trigger = try #require(kept.trigger as? UNTimeIntervalNotificationTrigger)
            #expect(trigger.timeInterval == 3600 && trigger.repeats)

            try await center.add(UNNotificationRequest(identifier: "water", content: self.content("Water again"), trigger: nil))
            pending = await center.pendingNotificationRequests()
            // Replaced; and a request without a trigger is delivered at once, so it is no longer pending.
            #expect(pending.isEmpty)
            #expect(try NotificationRecords(home: home).all().map(\.title) == ["Water again"])
        }
    }

    @Test func aCalendarTriggerFiresAtTheNextMatchingDate() async throws {
        try await withHome { home in
            let center = UNUserNotificationCenter.center(home: home)
            var nine = DateComponents()
            nine.hour = 9
            nine.minute = 0
            let trigger = UNCalendarNotificationTrigger(dateMatching: nine, repeats: true)
            let next = try #require(trigger.nextTriggerDate())
            let parts = Calendar.current.dateComponents([.hour, .minute], from: next)
            #expect(parts.hour == 9 && parts.minute == 0 && next > Date() && next.timeIntervalSinceNow <= 86_400)
            try await center.add(UNNotificationRequest(identifier: "morning", content: content("Morning"), trigger: trigger))
            let record = try #require(try NotificationRecords(home: home).all().first)
            #expect(record.identifier == "morning" && record.repeats)
            #expect(abs((record.firesAt ?? .distantPast).timeIntervalSince(next)) < 1)
            #expect(record.process.hasSuffix("[\(getpid())]"))
        }
    }

    @Test func removingByIdentifierAndRemovingAllLeaveOnlyWhatWasNotNamed() async throws {
        try await withHome { home in
            let center = UNUserNotificationCenter.center(home: home)
            for identifier in ["a", "b", "c"] {
                try await center.add(
                    UNNotificationRequest(
                        identifier: identifier, content: content(identifier),
                        trigger: UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)))
            }
            center.removePendingNotificationRequests(withIdentifiers: ["b", "missing"])
            #expect(await center.pendingNotificationRequests().map(\.identifier) == ["a", "c"])
            center.removeAllPendingNotificationRequests()
            #expect(await center.pendingNotificationRequests().isEmpty)
        }
    }

    @Test func anotherProcessOfTheHomeSeesTheRequests() async throws {
        try await withHome { home in
            try await UNUserNotificationCenter.center(home: home).add(
                UNNotificationRequest(
                    identifier: "shared", content: content("Shared"),
                    trigger: UNTimeIntervalNotificationTrigger(timeInterval: 120, repeats: false)))
            // Another process opens the file apart from this one's pool.
            let elsewhere = try SuiteDatabase(
                name: "the notifications' records", path: NotificationRecords.path(of: home), migrator: NotificationRecords.migrator)
            let titles = try elsewhere.read { db in try String.fetchAll(db, sql: "SELECT title FROM notificationRequest") }
            #expect(titles == ["Shared"])
        }
    }

    @Test func theCompletionHandlerFormsReportAsTheAsyncOnes() async throws {
        try await withHome { home in
            let center = UNUserNotificationCenter.center(home: home)
            let granted = await withCheckedContinuation { continuation in
                center.requestAuthorization(options: [.badge]) { granted, error in continuation.resume(returning: granted && error == nil) }
            }
            #expect(granted)
            let failed = await withCheckedContinuation { continuation in
                center.add(
                    UNNotificationRequest(
                        identifier: "x", content: content("X"), trigger: UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false)
                    )
                ) {
                    continuation.resume(returning: $0 != nil)
                }
            }
            #expect(!failed)
            let identifiers = await withCheckedContinuation { continuation in
                center.getPendingNotificationRequests { continuation.resume(returning: $0.map(\.identifier)) }
            }
            #expect(identifiers == ["x"])
        }
    }

    @Test func userInfoThatIsNotAPropertyListIsRefusedInWords() async throws {
        try await withHome { home in
            let content = content("Odd")
            content.userInfo = ["object": NSObject()]
            await #expect(throws: (any Error).self) {
                try await UNUserNotificationCenter.center(home: home).add(
                    UNNotificationRequest(identifier: "odd", content: content, trigger: nil))
            }
        }
    }

    @Test func theListingSaysWhenEachRequestFiresAndWhoAddedIt() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let later = NotificationRecords.Record(
            identifier: "water", title: "Water", subtitle: "", body: "A glass", firesAt: now.addingTimeInterval(60), repeats: false,
            process: "widget-extension[42]")
        #expect(later.lines(at: now) == ["water: fires 2027-01-15T08:01:00Z, from widget-extension[42]", "  Water — A glass"])
        var past = later
        past.firesAt = now.addingTimeInterval(-60)
        #expect(past.lines(at: now).first == "water: delivered 2027-01-15T07:59:00Z, from widget-extension[42]")
        past.repeats = true
        #expect(past.lines(at: now).first?.hasPrefix("water: repeats, next ") == true)
    }

    @Test func aRepeatingIntervalUnderAMinuteStopsTheProcessAsOnIOS() async {
        await #expect(processExitsWith: .failure) {
            _ = UNTimeIntervalNotificationTrigger(timeInterval: 30, repeats: true)
        }
    }
}
