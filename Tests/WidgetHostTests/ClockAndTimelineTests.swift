import ExtensionProtocol
import Foundation
import Testing
import WidgetHost

/// The device's clock as each store keeps it, and a widget's timeline as `home timeline` reports it.
@Suite struct ClockAndTimelineTests {
    typealias Store = HomeScreenTests.Store

    @Test(arguments: Store.allCases) func theClockIsSetAdvancedAndMadeRealAgain(store kind: Store) throws {
        let system = try HomeScreenTests.Fixture(kind)
        #expect(try system.store.clock() == .real)
        let noon = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(try system.store.updateClock { _ in .fixed(noon) } == .fixed(noon))
        _ = try system.store.updateClock { $0.advanced(by: 900) }
        #expect(try system.store.updateClock { $0.advanced(by: 3_600) } == .fixed(noon.addingTimeInterval(4_500)))
        #expect(try system.store.clock() == .fixed(noon.addingTimeInterval(4_500)), "kept, not only returned")
        #expect(try system.store.updateClock { _ in .real } == .real)
        let real = Date()
        #expect(
            DeviceClock.real.advanced(by: 60, real: real) == .fixed(real.addingTimeInterval(60)), "a real clock stops where it is moved to")
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
        let widget = try system.home.addWidget(kind: "test.clock", family: nil)

        var report = try system.home.timelineReport(of: widget.id)
        #expect(report.reload == .noTimeline)
        #expect(report.timeline.entries.count == 3 && report.current == 0)
        #expect(report.next == .at(system.clock.now.addingTimeInterval(1_800), .atEnd))

        system.clock.now += 1_000
        report = try system.home.timelineReport(of: widget.id)
        #expect(report.reload == nil, "kept until its last entry")
        #expect(report.current == 1)
        #expect(HomeText.timeline(report).contains("1 for 10m"), "the relevance and how long it holds")

        system.clock.now += 800
        report = try system.home.timelineReport(of: widget.id)
        #expect(report.reload == .policy(.atEnd))

        system.clock.now += 1
        try system.home.requestReload(ofKind: "test.clock")
        #expect(try system.home.timelineReport(of: widget.id).reload == .appAsked(system.clock.now, inForeground: true))

        system.widgetExtension.policy = .never
        system.clock.now += 1
        try system.home.requestReload(ofKind: nil)
        #expect(try system.home.timelineReport(of: widget.id).reload == .appAsked(system.clock.now, inForeground: true))
        system.clock.now += 1
        report = try system.home.timelineReport(of: widget.id)
        #expect(report.next == .onlyWhenAsked)
        #expect(HomeText.timeline(report).contains("Next reload: only when the app asks"))
    }
}
