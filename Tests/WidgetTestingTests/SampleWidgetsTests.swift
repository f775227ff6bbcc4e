import CardsIntents
import CardsWidgets
import Foundation
import GameIntentHandlers
import GameIntents
import GameWidgets
import SampleModels
import SnapshotTesting
import Testing
import WidgetKit
import WidgetTesting

/// The samples' widgets tested as a developer tests their own, with `WidgetTesting`: no process started.
@Suite struct SampleWidgetsTests {
    /// Noon on a Friday, UTC: every test asks at a moment of its own choosing.
    static let noon = Date(timeIntervalSince1970: 1_795_780_800)

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
        #expect(options.flatMap(\.options).map(\.title).contains("Power Panda"))
        // The iOS 17 widget's entity query is searched as the user types.
        let searched = try await game.widget("com.mygame.character-detail-ios17").options(for: "character", search: "spo", at: Self.noon)
        #expect(searched.flatMap(\.options).map(\.title) == ["🐳 Spouty"])
        #expect(try await detail.resolvedConfiguration(at: Self.noon)["character"] == "Power Panda", "the handler's default")
        let spouty = game.widget(CharacterDetailWidget.kind, configuration: ["character": "Spouty"])
        let timeline = try await spouty.timeline(family: .systemSmall, at: Self.noon)
        #expect(timeline.current.texts.contains("Spouty"))
        let refused = await #expect(throws: (any Error).self) {
            try await game.widget(CharacterDetailWidget.kind, configuration: ["character": "Nobody"]).timeline(at: Self.noon)
        }
        #expect("\(refused!)".contains("Nobody"), "the form's own sentence")
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
        let day = try await reporting.widget().day(from: Self.noon, hours: 24, step: 300)
        #expect(day.reloads.count == 41, "the first timeline, then the 40 its policy asked for")
        let ranOut = try #require(day.limits.first { $0.limit == .reloadBudget })
        #expect(
            ranOut.sentence.hasPrefix("At 22:15, Widget #1 Game Status has spent its budget of 40 reloads in 24 hours"),
            "\(ranOut.sentence)")
        #expect(ranOut.sentence.contains("keeps its old timeline until 2026-11-28 12:15:00"))
        #expect(day.longestWithoutReload >= 13 * 3600, "it shows the entry of 21:45 until the budget renews")
        // The same day fails a tester that enforces the limits, with that sentence.
        let failing = await #expect(throws: LimitsBroken.self) {
            try await WidgetTester(GameStatusWidget()).widget().day(from: Self.noon, hours: 24, step: 300)
        }
        #expect(failing?.breaches.map(\.limit) == [.reloadBudget])
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
