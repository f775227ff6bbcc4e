import CardsIntents
import CardsWidgets
import Foundation
import GameIntentHandlers
import GameIntents
import GameWidgets
import SampleModels
import SnapshotTesting
import Testing
import WidgetHost
import WidgetKit
import WidgetTesting

/// The samples' widgets tested as a developer tests their own, with `WidgetTesting`: no process started.
@Suite struct SampleWidgetsTests {
    /// Noon on a Friday, UTC: every test asks at a moment of its own choosing.
    nonisolated static let noon = Date(timeIntervalSince1970: 1_795_780_800)

    let game = WidgetTester(
        bundle: GameWidgets(), intentsExtension: IntentHandler(characters: .inMemory()), supportedIntents: [SelectCharacterIntent.self])

    @Test func gameStatusAsksAgainAfterAQuarterOfAnHour() async throws {
        let timeline = try await game.widget(GameStatusWidget.kind).timeline(family: .systemMedium, at: Self.noon)
        #expect(timeline.entries.map(\.date) == [Self.noon], "the provider read the tester's clock")
        #expect(timeline.policy == .after(Self.noon.addingTimeInterval(15 * 60)))
        #expect(timeline.nextReload == Self.noon.addingTimeInterval(15 * 60))
        #expect(timeline.current.texts.first == "Game Status")
        #expect(timeline.current.drawn(as: .svg).hasPrefix("<svg"))
    }

    @Test func characterDetailsOffersTheHandlersCharactersAndShowsTheOneChosen() async throws {
        let detail = game.widget(CharacterDetailWidget.kind)
        let options = try await detail.options(for: "character", at: Self.noon)
        #expect(options.flatMap(\.choices).map(\.title).contains("Power Panda"))
        // The iOS 17 widget's entity query is searched as the user types.
        let searched = try await game.widget("com.mygame.character-detail-ios17").options(for: "character", search: "spo", at: Self.noon)
        #expect(searched.flatMap(\.choices).map(\.title) == ["🐳 Spouty"])
        #expect(try await detail.resolvedConfiguration(at: Self.noon)["character"] == "Power Panda", "the handler's default")
        let spouty = game.widget(CharacterDetailWidget.kind, configuration: ["character": "Spouty"])
        let timeline = try await spouty.timeline(family: .systemSmall, at: Self.noon)
        #expect(timeline.current.texts.contains("Spouty"))
        let refused = await #expect(throws: (any Error).self) {
            try await game.widget(CharacterDetailWidget.kind, configuration: ["character": "Nobody"]).timeline(at: Self.noon)
        }
        #expect("\(refused!)".contains("Nobody"), "the form's own sentence")
    }

    /// The iOS 17 widget's Favourite toggle runs its intent, and the widget reloads showing it on; pressed again, off.
    @Test func aToggleRunsItsIntentAndTheWidgetReloads() async throws {
        let detail = game.widget("com.mygame.character-detail-ios17", configuration: ["character": "Unipony"])
        let before = try await detail.timeline(family: .systemMedium, at: Self.noon).current.isOn("Favourite")
        #expect(before != nil, "the widget shows the toggle")
        let pressed = try await detail.press("Favourite", family: .systemMedium, at: Self.noon)
        #expect(pressed.entry.isOn("Favourite") == before.map { !$0 }, "\(pressed.entry.controls)")
        let again = try await detail.press("Favourite", family: .systemMedium, at: Self.noon)
        #expect(again.entry.isOn("Favourite") == before)
        let unknown = await #expect(throws: (any Error).self) { try await detail.press("Dance", family: .systemMedium, at: Self.noon) }
        #expect("\(unknown!)".contains("has no control \"Dance\""))
    }

    @Test func thePlaceholderIsRedactedAndTheGallerySnapshotIsAPreview() async throws {
        let status = game.widget(GameStatusWidget.kind)
        let placeholder = try await status.placeholder(family: .systemMedium, at: Self.noon)
        #expect(placeholder.view.isRedacted)
        assertSnapshot(of: placeholder, as: .widget(.text))
        #expect(try await status.snapshot(isPreview: true, at: Self.noon).texts.contains("—"))
    }

    /// Game Status asks for a timeline every 15 minutes: 96 a day, more than the budget of 40.
    @Test func gameStatusRunsOutOfItsBudgetAfterTenHours() async throws {
        let reporting = WidgetTester(GameStatusWidget(), failsOnLimits: false)
        let day = try await reporting.widget().day(from: Self.noon, every: 300)
        #expect(day.reloads.count == 41, "the first timeline, then the 40 its policy asked for")
        #expect(day.reloads.last?.date == Self.noon.addingTimeInterval(10 * 3600))
        let ranOut = try #require(day.limits.first { $0.limit == .reloadBudget })
        let spentAt = TimeText.clock(Self.noon.addingTimeInterval(10 * 3600 + 900))
        #expect(
            ranOut.sentence.hasPrefix("At \(spentAt), Widget #1 Game Status has spent its budget of 40 reloads in 24 hours"),
            "\(ranOut.sentence)")
        let renews = TimeText.short(Self.noon.addingTimeInterval(24 * 3600 + 900))
        #expect(ranOut.sentence.contains("keeps its old timeline until \(renews)"), "\(ranOut.sentence)")
        #expect(day.longestWithoutReload >= 13 * 3600, "it shows the entry of its last reload until the day ends")
        // The same day fails a tester that enforces the limits, with that sentence.
        let failing = await #expect(throws: LimitsBroken.self) {
            try await WidgetTester(GameStatusWidget()).widget().day(from: Self.noon, every: 300)
        }
        #expect(failing?.breaches.map(\.limit) == [.reloadBudget])
        let refused = await #expect(throws: (any Error).self) { try await reporting.widget().day(from: Self.noon, for: 0) }
        #expect("\(refused!)".contains("needs a duration longer than zero"))
    }

    @Test func dueDateDrawsTheConfiguredCard() async throws {
        let cards = WidgetTester(
            DueDateWidget(), intentsExtension: IntentHandler(cards: try CardStore.live(WidgetTester.home)),
            supportedIntents: [ViewDueDateIntent.self])
        let dueDate = cards.widget(DueDateWidget.kind, configuration: ["card": "Orbit Rewards"])
        let timeline = try await dueDate.timeline(family: .systemMedium, at: Self.noon)
        #expect(timeline.current.texts.contains { $0.contains("Orbit Rewards") }, "\(timeline.current.texts)")
        #expect(timeline.current.texts.contains { $0.hasPrefix("due ") }, "a credit card's payment")
    }
}

/// The game's controls and its Live Activity, asked for as Control Center and the Dynamic Island would.
@Suite struct SampleControlsAndActivitiesTests {
    struct GameExtras: WidgetBundle {
        var body: some Widget {
            HealAllControl()
            FavouriteHeroControl()
            AdventureActivityWidget()
        }
    }

    let tester = WidgetTester(bundle: GameExtras())

    @Test func aControlShowsItsValue() async throws {
        let heal = try await tester.control(HealAllControl.kind, at: SampleWidgetsTests.noon)
        #expect(heal.isOn == nil, "a button")
        let favourite = try await tester.control(
            FavouriteHeroControl.kind, configuration: ["character": "Spouty"], at: SampleWidgetsTests.noon)
        #expect(favourite.isOn == false && favourite.value == "Not a favourite", "\(favourite)")
        #expect(favourite.title.contains("Spouty"))
    }

    @Test func anAdventureIsDrawnInEveryPresentationAndAStateTooLargeFails() async throws {
        let attributes = AdventureAttributes(hero: "Spouty", avatar: "🐳", setOff: SampleWidgetsTests.noon, startingHealth: 1)
        let going = try await tester.liveActivity(
            attributes, state: .init(health: 0.8, event: "Meets a dragon"), at: SampleWidgetsTests.noon.addingTimeInterval(7200))
        #expect(going.lockScreen.texts().contains { $0.contains("Meets a dragon") }, "\(going.lockScreen.texts())")
        #expect(!going.compactLeading.texts().isEmpty || !going.minimal.texts().isEmpty)
        let broken = await #expect(throws: LimitsBroken.self) {
            try await tester.liveActivity(attributes, state: .init(health: 0.8, event: String(repeating: "A dragon! ", count: 500)))
        }
        #expect(broken?.breaches.map(\.limit) == [.activityPayload])
        #expect(broken?.description.contains("over the 4096 bytes ActivityKit allows") == true, "\(String(describing: broken))")
    }
}
