import ExtensionProtocol
import Foundation
import Testing
import WidgetHost

/// The device's clock as each store keeps it, and a widget's timeline as `home timeline` reports it.
@Suite struct ClockAndTimelineTests {
    typealias Store = HomeScreenTests.Store

    @Test(arguments: Store.allCases) func theClockIsSetAdvancedAndMadeRealAgain(store kind: Store) throws {
        let system = try HomeScreenTests.Fixture(kind)
        #expect(try system.store.settings.clock() == .real)
        let noon = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(try system.store.settings.updateClock { _ in .fixed(noon) } == .fixed(noon))
        _ = try system.store.settings.updateClock { try $0.advanced(by: 900) }
        #expect(try system.store.settings.updateClock { try $0.advanced(by: 3_600) } == .fixed(noon.addingTimeInterval(4_500)))
        #expect(try system.store.settings.clock() == .fixed(noon.addingTimeInterval(4_500)), "kept, not only returned")
        #expect(try system.store.settings.updateClock { _ in .real } == .real)
        let real = Date()
        #expect(
            try DeviceClock.real.advanced(by: 60, real: real) == .fixed(real.addingTimeInterval(60)),
            "a real clock stops where it is moved to")
    }

    @Test(arguments: Store.allCases) func theReportListsEveryEntryTheOneShowingAndWhyTheNextReloadComes(store kind: Store) throws {
        let system = try HomeScreenTests.Fixture(kind)
        system.widgetExtension.entries = [
            system.entry("9:00", at: 0),
            ArchivedEntry(
                date: system.clock.now.addingTimeInterval(900), view: .text("9:15"), relevance: ArchivedRelevance(score: 1, duration: 600)),
            system.entry("9:30", at: 1_800),
        ]
        system.widgetExtension.policy = .atEnd
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)

        var report = try system.home.timelines.timelineReport(of: widget.id)
        #expect(report.reload == .noTimeline)
        #expect(report.timeline.entries.count == 3 && report.current == 0)
        #expect(report.next == .at(system.clock.now.addingTimeInterval(1_800), .atEnd))

        system.clock.now += 1_000
        report = try system.home.timelines.timelineReport(of: widget.id)
        #expect(report.reload == nil, "kept until its last entry")
        #expect(report.current == 1)
        #expect(TimelineText.timeline(report).contains("1 for 10m"), "the relevance and how long it holds")

        system.clock.now += 800
        report = try system.home.timelines.timelineReport(of: widget.id)
        #expect(report.reload == .policy(.atEnd))

        system.clock.now += 1
        try system.home.timelines.requestReload(ofKind: "test.clock", app: "test-app")
        #expect(try system.home.timelines.timelineReport(of: widget.id).reload == .appAsked(system.clock.now, inForeground: true))

        system.widgetExtension.policy = .never
        system.clock.now += 1
        try system.home.timelines.requestReload(ofKind: nil, app: "test-app")
        #expect(try system.home.timelines.timelineReport(of: widget.id).reload == .appAsked(system.clock.now, inForeground: true))
        system.clock.now += 1
        report = try system.home.timelines.timelineReport(of: widget.id)
        #expect(report.next == .onlyWhenAsked)
        #expect(TimelineText.timeline(report).contains("Next reload: only when the app asks"))
    }

    /// A clock moved back before a widget was added: its timeline, fetched then, holds as any other does.
    @Test(arguments: Store.allCases) func aClockMovedBackBeforeTheWidgetWasAddedDoesNotReloadOnEveryShow(store kind: Store) throws {
        let system = try HomeScreenTests.Fixture(kind)
        system.widgetExtension.entries = [system.entry("now", at: 0)]
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        system.clock.now -= 86_400
        system.widgetExtension.entries = [system.entry("a day before", at: 0)]
        #expect(try system.home.timelines.currentState(of: widget.id).reload == .noTimeline)
        #expect(try system.home.timelines.currentState(of: widget.id).reload == nil, "kept, though fetched before the widget was added")
        #expect(system.widgetExtension.timelinesGiven == 1)
    }

    /// A timeline fetched with one configuration is not kept once the widget has another.
    @Test(arguments: Store.allCases) func aTimelineFetchedForAnOldConfigurationIsNotKept(store kind: Store) throws {
        let system = try HomeScreenTests.Fixture(kind)
        system.widgetExtension.entries = [system.entry("old", at: 0)]
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        try system.store.timelines.save([
            (
                widget.id, ["stale": .bool(true)],
                StoredTimeline(fetchedAt: system.clock.now, entries: system.widgetExtension.entries, policy: .never), .noTimeline
            )
        ])
        #expect(try system.store.timelines.timeline(widget.id) == nil)
        try system.store.timelines.save([
            (
                widget.id, widget.configuration,
                StoredTimeline(fetchedAt: system.clock.now, entries: system.widgetExtension.entries, policy: .never), .noTimeline
            )
        ])
        #expect(try system.store.timelines.timeline(widget.id) != nil)
    }

    /// A look at another time (`--now`) shows what the widget would show then, and keeps none of it.
    @Test(arguments: Store.allCases) func aLookAtAnotherTimeKeepsNothing(store kind: Store) throws {
        let system = try HomeScreenTests.Fixture(kind)
        system.widgetExtension.entries = [system.entry("9:00", at: 0)]
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        let later = system.clock.now + 6 * 3_600
        let look = HomeScreen(
            store: system.store, apps: [.testing(widgets: system.widgetExtension.router)], clock: { later }, keepsTimelines: false)
        system.widgetExtension.entries = [ArchivedEntry(date: later, view: .text("15:00"))]
        let report = try look.timelines.timelineReport(of: widget.id)
        #expect(report.reload == .noTimeline && report.timeline.entries.map(\.view) == [.text("15:00")])
        #expect(try system.store.timelines.timeline(widget.id) == nil, "nothing kept")
        #expect(try system.store.reloads.spent(widget.id, .distantPast).isEmpty)
    }
}
