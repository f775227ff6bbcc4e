import ExtensionProtocol
import Foundation
import Testing
import WidgetHost

/// Reload requests in order, the daily budget, and the home screen watched over time.
@Suite struct BudgetAndWatchTests {
    typealias Store = HomeScreenTests.Store

    @Test(arguments: Store.allCases) func aRequestAtTheInstantOfTheLastFetchIsAnsweredOnce(store kind: Store) throws {
        let system = try HomeScreenTests.Fixture(kind)
        system.widgetExtension.entries = [system.entry("now", at: 0)]
        system.widgetExtension.policy = .never
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        _ = try system.show(widget.id)
        try system.home.timelines.requestReload(ofKind: "test.clock", app: "test-app")
        #expect(try system.show(widget.id).reloaded, "asked at the very time of the fetch: still a new request")
        #expect(try !system.show(widget.id).reloaded, "answered: the clock standing still does not ask again")
        #expect(system.widgetExtension.timelinesGiven == 2)
    }

    @Test(arguments: Store.allCases) func policyAndBackgroundReloadsSpendTheBudgetForegroundOnesDoNot(store kind: Store) throws {
        let system = try HomeScreenTests.Fixture(kind)
        try system.store.reloads.setDailyBudget(3)
        system.widgetExtension.entries = [system.entry("now", at: 0)]
        system.widgetExtension.policy = .after(system.clock.now.addingTimeInterval(600))
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        #expect(try system.show(widget.id).reloaded, "the first timeline: free")
        let start = system.clock.now
        for step in 1...3 {
            system.clock.now = start.addingTimeInterval(Double(step) * 600)
            system.widgetExtension.policy = .after(system.clock.now.addingTimeInterval(600))
            #expect(try system.show(widget.id).reloaded)
        }
        system.clock.now = start.addingTimeInterval(2_400)
        #expect(try !system.show(widget.id).reloaded, "three policy reloads spent a budget of three")
        let report = try system.home.timelines.timelineReport(of: widget.id)
        #expect(report.next == .budgetSpent(.policy(report.timeline.policy), renews: start.addingTimeInterval(600 + 86_400)))
        #expect(TimelineText.timeline(report).contains("3 of 3 reloads spent in the last 24 hours; spent, it renews at"))

        try system.home.timelines.requestReload(ofKind: "test.clock", app: "test-app", inForeground: false)
        #expect(try !system.show(widget.id).reloaded, "from the background: spends a budget already spent")
        try system.home.timelines.requestReload(ofKind: "test.clock", app: "test-app", inForeground: true)
        #expect(try system.show(widget.id).reloaded, "in the foreground: free")

        system.clock.now = start.addingTimeInterval(600 + 86_400)
        #expect(try system.show(widget.id).reloaded, "renewed 24 hours after the reload that spent it")
    }

    @Test func theWatchSaysWhatChangedAtEachStep() throws {
        let system = try HomeScreenTests.Fixture(.inMemory)
        system.widgetExtension.entries = [system.entry("9:00", at: 0), system.entry("9:30", at: 1_800)]
        system.widgetExtension.policy = .atEnd
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        let watch = HomeWatch(home: system.home)
        let start = system.clock.now
        #expect(try watch.step().changes.map(\.reload) == [.noTimeline])
        system.clock.now += 60
        #expect(try watch.step().changes.isEmpty, "nothing changes between entries")
        system.clock.now = start.addingTimeInterval(1_800)
        system.widgetExtension.entries = [system.entry("9:30 again", at: 0)]
        let changes = try watch.step().changes
        #expect(changes.count == 1 && changes[0].widgetID == widget.id && changes[0].reload == .policy(.atEnd))
        #expect(changes[0].text.contains("reloaded because the timeline before reached its last entry (policy .atEnd)"))
    }
}
