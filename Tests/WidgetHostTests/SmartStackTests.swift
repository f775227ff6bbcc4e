import ExtensionProtocol
import Foundation
import Testing
@testable import WidgetHost

/// The Smart Stack's model: predictions from donations under supported combinations, and relevance.
@Suite struct SmartStackTests {
    let friday = Date(timeIntervalSince1970: 1_795_000_000)

    /// Views at noon (local) on each of the last `days` days.
    func views(_ parameters: [String: String], days: Int, hour: Int = 12) -> [Donation] {
        let calendar = Calendar.current
        return (1...days).map { back in
            let day = calendar.date(byAdding: .day, value: -back, to: calendar.startOfDay(for: friday))!
            return Donation(
                app: "test-app", intent: "ViewRecentPurchases", parameters: parameters,
                date: calendar.date(bySettingHour: hour, minute: 0, second: 0, of: day)!)
        }
    }

    var noon: Date { Calendar.current.date(bySettingHour: 12, minute: 0, second: 0, of: friday)! }

    @Test func withTheCardAloneSupportedAnyCategoryOfThatCardIsPredicted() {
        let donations = views(["card": "AcmeCard", "category": "groceries"], days: 28)
        for category in ["groceries", "dining"] {
            let prediction = SmartStackModel.prediction(
                values: ["card": "AcmeCard", "category": category], combinations: [["card"]], donations: donations, at: noon)
            #expect(prediction?.score == 1 && prediction?.weekdays.hits == 4 && prediction?.days.hits == 7, "\(category)")
        }
        #expect(SmartStackModel.prediction(values: ["card": "SoupPay"], combinations: [["card"]], donations: donations, at: noon) == nil)
    }

    @Test func withCardAndCategorySupportedOnlyTheSameCategoryIsPredicted() {
        let donations = views(["card": "AcmeCard", "category": "groceries"], days: 28)
        let combinations = [["card"], ["card", "category"]]
        let groceries = SmartStackModel.prediction(
            values: ["card": "AcmeCard", "category": "groceries"], combinations: combinations, donations: donations, at: noon)
        #expect(groceries?.matched.map(\.value) == ["AcmeCard", "groceries"])
        #expect(
            SmartStackModel.prediction(
                values: ["card": "AcmeCard", "category": "dining"], combinations: combinations, donations: donations, at: noon) == nil)
        let cardOnly = views(["card": "AcmeCard"], days: 28)
        #expect(
            SmartStackModel.prediction(
                values: ["card": "AcmeCard", "category": "dining"], combinations: combinations, donations: cardOnly, at: noon)?.score == 1,
            "a donation of the card alone counts under the card alone")
    }

    @Test func onlyFridaysGiveTheWeekdayHabit() {
        let calendar = Calendar.current
        let fridays = views(["card": "AcmeCard"], days: 28).filter {
            calendar.component(.weekday, from: $0.date) == calendar.component(.weekday, from: friday)
        }
        let prediction = SmartStackModel.prediction(values: ["card": "AcmeCard"], combinations: [["card"]], donations: fridays, at: noon)
        #expect(prediction?.weekdays.hits == 4 && prediction?.days.hits == 1 && prediction?.score == 1)
    }

    @Test func aDurationHoldsAScoreAndAZeroWithinItDoesNotCancelIt() {
        let start = friday
        let entries = [
            ArchivedEntry(date: start, view: .text("tip-off"), relevance: ArchivedRelevance(score: 1, duration: 7_200)),
            ArchivedEntry(
                date: start.addingTimeInterval(1_800), view: .text("score update"), relevance: ArchivedRelevance(score: 0, duration: 0)),
            ArchivedEntry(
                date: start.addingTimeInterval(3_600), view: .text("small"), relevance: ArchivedRelevance(score: 0.25, duration: 0)),
        ]
        let during = SmartStackModel.relevance(of: entries.map { ($0.date, $0.relevance) }, current: 1, at: start.addingTimeInterval(1_800))
        #expect(during.current == 1 && during.heldSince == start && during.score == 1)
        let after = SmartStackModel.relevance(of: entries.map { ($0.date, $0.relevance) }, current: 2, at: start.addingTimeInterval(7_300))
        #expect(after.current == 0.25 && after.score == 0.25, "compared with the widget's own highest, 1")
        let none = SmartStackModel.relevance(of: [(entries[1].date, entries[1].relevance)], current: 0, at: start)
        #expect(none.score == 0, "0 or less: nothing relevant")
    }

    @Test func theMinutesAroundMidnightWrap() {
        let calendar = Calendar.current
        let late = calendar.date(bySettingHour: 23, minute: 50, second: 0, of: friday)!
        #expect(SmartStackModel.minutes(around: late) == [1_400...1_439, 0...20])
    }
}

/// Donations as each store keeps them: read by intent, dates and minutes of the day; deleted as `INInteraction` asks.
@Suite struct DonationStoreTests {
    typealias Store = HomeScreenTests.Store

    @Test(arguments: Store.allCases) func donationsAreReadByWindowAndDeletedByIdentifierGroupOrAll(store kind: Store) throws {
        let system = try HomeScreenTests.Fixture(kind)
        let noon = Calendar.current.date(bySettingHour: 12, minute: 0, second: 0, of: system.clock.now)!
        try system.store.donations.donate([
            Donation(
                app: "sample-app", intent: "ViewRecentPurchases", parameters: ["card": "AcmeCard"], date: noon, identifier: "a",
                groupIdentifier: "views"),
            Donation(
                app: "sample-app", intent: "ViewRecentPurchases", parameters: ["card": "SoupPay"], date: noon.addingTimeInterval(7 * 3600),
                identifier: "b"),
            Donation(app: "sample-app", intent: "Other", parameters: [:], date: noon, identifier: "c", groupIdentifier: "views"),
        ])
        let around = SmartStackModel.minutes(around: noon)
        let found = try system.store.donations.donations("ViewRecentPurchases", "sample-app", noon.addingTimeInterval(-86_400), noon, around)
        #expect(found.map(\.identifier) == ["a"], "the evening's is outside the window, the other intent's is another's")
        #expect(found.first?.parameters == ["card": "AcmeCard"])

        // A donation is its app's: another app's of the same intent is read and deleted apart.
        try system.store.donations.donate([
            Donation(app: "Other", intent: "ViewRecentPurchases", parameters: [:], date: noon, identifier: "a", groupIdentifier: "views")
        ])
        #expect(try system.store.donations.donations("ViewRecentPurchases", "Other", .distantPast, .distantFuture, [0...1_439]).count == 1)
        #expect(try system.store.donations.donations("ViewRecentPurchases", "sample-app", noon.addingTimeInterval(-86_400), noon, around).count == 1)

        #expect(try system.store.donations.delete(.identifiers(["b"]), "sample-app") == 1)
        #expect(try system.store.donations.delete(.group("views"), "sample-app") == 2)
        #expect(try system.store.donations.donations("ViewRecentPurchases", "sample-app", .distantPast, .distantFuture, [0...1_439]).isEmpty)
        try system.store.donations.donate([Donation(app: "sample-app", intent: "Other", parameters: [:], date: noon)])
        #expect(try system.store.donations.delete(.all, "sample-app") == 1)
        #expect(try system.store.donations.delete(.all, "Other") == 1, "the other app's kept until it deletes its own")
    }

    @Test func aStackHoldsWidgetsOfOneFamilyEachOnce() throws {
        let system = try HomeScreenTests.Fixture(.live)
        let small = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        let other = try system.home.placement.addWidget(kind: "test.other", family: nil)
        #expect(throws: HostError.self) { try system.home.placement.createStack([small.id]) }
        #expect(throws: HostError.self) { try system.home.placement.createStack([small.id, small.id]) }
        let stack = try system.home.placement.createStack([small.id, other.id])
        #expect(try system.home.placement.stacks() == [stack])
        #expect(throws: HostError.self, "a widget is in one stack at most") { try system.home.placement.createStack([other.id, small.id]) }
        try system.home.placement.removeStack(stack.id)
        #expect(try system.home.placement.stacks().isEmpty)
        #expect(throws: HostError.self) { try system.home.placement.removeStack(stack.id) }
    }

    @Test(arguments: Store.allCases) func theHomeScreenShowsAStacksTopWidgetInItsPlace(store kind: Store) throws {
        let system = try HomeScreenTests.Fixture(kind)
        func entries(_ text: String, score: Double) -> [ArchivedEntry] {
            [ArchivedEntry(date: system.clock.now, view: .text(text), relevance: ArchivedRelevance(score: score, duration: 0))]
        }
        system.widgetExtension.entries = entries("high", score: 1)
        let first = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        let alone = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        let other = try system.home.placement.addWidget(kind: "test.other", family: nil)
        _ = try system.home.currentStates()
        // The clocks' relevance falls below their own last score; the other widget's stays its highest.
        system.clock.now += 1
        system.widgetExtension.entries = entries("low", score: 0.1)
        try system.home.timelines.requestReload(ofKind: "test.clock", app: "test-app")
        let stack = try system.home.placement.createStack([first.id, other.id])

        let shown = try system.home.currentStates()
        #expect(shown.map(\.widget.id) == [other.id, alone.id], "the stack in its first widget's place, showing its top widget")
        #expect(shown[0].stack?.stack == stack)
        #expect(shown[0].stack?.widgets.map(\.state.widget.id) == [other.id, first.id])
        #expect(shown[1].stack == nil && shown[1].entry.view == .text("low"))
        #expect(
            try system.home.timelines.currentState(of: first.id).entry.view == .text("low"), "a stacked widget is still shown by its id")

        system.clock.now += 1
        system.widgetExtension.entries = entries("high again", score: 1)
        try system.home.timelines.requestReload(ofKind: "test.clock", app: "test-app")
        let after = try system.home.currentStates()
        #expect(after.map(\.widget.id) == [first.id, alone.id], "equal scores keep the stack's order")
        #expect(after[0].entry.view == .text("high again"))
    }
}
