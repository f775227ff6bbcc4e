import Foundation
import Testing
@testable import WidgetCodeFixtures
import WidgetKit
import WidgetRendering
import WidgetTesting

/// A widget written for iOS 26 with WidgetKit push notifications: its push handler told of the token the
/// system gives, and a push, as the app's server sends it, reloading it with the store's new score.
@Suite(.serialized) struct PushWidgetTests {
    static let noon = Date(timeIntervalSince1970: 1_795_780_800)

    @Test func aPushReloadsTheWidgetAndItsHandlerKeepsTheToken() async throws {
        MatchStore.defaults.set(1, forKey: "homeGoals")
        MatchStore.defaults.set(0, forKey: "awayGoals")
        let widget = WidgetTester(MatchScoreWidget()).widget()
        #expect(try await widget.timeline(at: Self.noon).current.texts.contains("1 – 0"))
        MatchStore.defaults.set(2, forKey: "homeGoals")
        let pushed = try await widget.push(at: Self.noon.addingTimeInterval(60))
        #expect(pushed.reloaded, "\(pushed.sentence)")
        #expect(pushed.entry.texts.contains("2 – 0"), "the new score, read again: \(pushed.entry.texts)")
        let hex = pushed.token.map { String(format: "%02x", $0) }.joined()
        #expect(MatchStore.defaults.string(forKey: "widgetPushToken") == hex, "the handler was told of the token")
        #expect(
            MatchStore.defaults.integer(forKey: "widgetPushCount") == 0,
            "the tester took the widget off its home after the call, and the handler was told it has none left")
    }

    @Test func aWidgetWithoutAPushHandlerCannotBePushed() async throws {
        let widget = WidgetTester(QuoteWidget()).widget()
        await #expect { _ = try await widget.push(at: Self.noon) } throws: { error in
            "\(error)".contains("takes no pushes: its configuration needs .pushHandler(_:)")
        }
    }
}

/// A widget written for iOS 26 and 27: the portrait extra-large family on an iPad, the level of detail, a
/// disfavored place, the mounting styles, and a tinted Home Screen's accented drawing.
@Suite(.serialized) struct CurrentSDKWidgetTests {
    @Test func itIsDrawnInThePortraitFamilyOnAnIPadAndAccentedOnATintedHomeScreen() async throws {
        let pad = WidgetTester(RoadTripWidget(), device: .iPadPro11).widget()
        let itinerary = try await pad.timeline(family: .systemExtraLargePortrait, at: PushWidgetTests.noon).current
        #expect(itinerary.texts.starts(with: ["Next stop", "Lyon", "Valence", "Orange"]), "every stop at the default level of detail: \(itinerary.texts)")
        #expect(itinerary.texts.contains("In colour"))

        let tinted = WidgetTester(RoadTripWidget(), appearance: HomeAppearance(.tinted, dark: true)).widget()
        let small = try await tinted.timeline(family: .systemSmall, at: PushWidgetTests.noon).current
        #expect(small.texts.contains("Tinted"), "the widget reads the accented mode a tinted Home Screen draws it in: \(small.texts)")
    }

    @Test func aLiveActivityOnASidewaysPhoneHasItsCompactViewsLimitedInWidth() async throws {
        let tester = WidgetTester(MatchLiveActivity())
        let state = MatchAttributes.ContentState(home: 3, away: 0)
        let upright = try await tester.liveActivity(MatchAttributes(homeTeam: "Rovers"), state: state, at: PushWidgetTests.noon)
        let sideways = try await tester.liveActivity(MatchAttributes(homeTeam: "Rovers"), state: state, landscape: true, at: PushWidgetTests.noon)
        #expect(upright.compactTrailing.texts() == ["Rovers 3–0"])
        #expect(sideways.compactTrailing.texts() == ["3–0"] && sideways.minimal.texts() == ["3–0"])
    }

    @Test func anActivityThatDeclaresTheSmallFamilyIsDrawnInItForCarPlay() async throws {
        let tester = WidgetTester(MatchLiveActivity())
        let drawn = try await tester.liveActivity(
            MatchAttributes(homeTeam: "Rovers"), state: MatchAttributes.ContentState(home: 2, away: 1), at: PushWidgetTests.noon)
        #expect(drawn.lockScreen.texts() == ["Rovers 2–1"])
        #expect(drawn.small?.texts() == ["2–1"], "the view CarPlay and the watch show reads \\.activityFamily == .small")
    }
}
