import Foundation
import SampleModels
import Testing

/// The game's Live Activity: the adventure's state hour by hour, as the app updates it.
@Suite struct AdventureTests {
    static let setOff = Date(timeIntervalSince1970: 1_795_780_800)

    func adventure(startingHealth: Double) -> AdventureAttributes {
        AdventureAttributes(hero: "Spouty", avatar: "🐳", setOff: Self.setOff, startingHealth: startingHealth)
    }

    @Test func healthFallsATenthAnHourAndTheEventFollowsTheHour() throws {
        let start = try #require(adventure(startingHealth: 0.8).state(after: 0))
        #expect(start.health == 0.8 && start.event == "Sets off" && start.healing == nil)
        let later = try #require(adventure(startingHealth: 0.8).state(after: 2.5 * 3_600))
        #expect(abs(later.health - 0.55) < 1e-9)
        #expect(later.event == "Meets a dragon", "the third hour's")
    }

    @Test func afterTheLastEventTheHeroHeadsHome() throws {
        let state = try #require(adventure(startingHealth: 1).state(after: 9 * 3_600, healing: 0.5))
        #expect(state.event == AdventureAttributes.events.last)
        #expect(abs(state.health - 0.6) < 1e-9 && state.healing == 0.5)
    }

    @Test func anExhaustedHeroEndsTheAdventure() {
        #expect(adventure(startingHealth: 1).state(after: 11 * 3_600) == nil)
        #expect(adventure(startingHealth: 0.3).state(after: 4 * 3_600) == nil)
        #expect(adventure(startingHealth: 0.3).state(after: 4 * 3_600, healing: 0.2) != nil, "potions keep it going")
    }

    @Test func potionsHealNoFurtherThanFullHealth() throws {
        let state = try #require(adventure(startingHealth: 0.9).state(after: 3_600, healing: 0.5))
        #expect(state.health == 1)
    }

    @Test func aTimeBeforeTheHeroSetOffIsTheStart() throws {
        let state = try #require(adventure(startingHealth: 0.7).state(after: -3_600))
        #expect(state.health == 0.7 && state.event == AdventureAttributes.events[0])
    }

    @Test func theHealthShownIsAWholePercentageWithinNothingAndFull() {
        #expect(AdventureAttributes.ContentState(health: 0.375, event: "").healthPercent == 38)
        #expect(AdventureAttributes.ContentState(health: 1.3, event: "").healthPercent == 100)
        #expect(AdventureAttributes.ContentState(health: -0.1, event: "").healthPercent == 0)
    }
}
