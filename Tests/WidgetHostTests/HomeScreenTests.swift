import ExtensionProtocol
import ExtensionTransport
import Foundation
import SwiftUI
import Testing
import WidgetHost

/// The system's timeline rules, with no process, socket or file: an in-memory store, a widget extension
/// answered in this process, and a clock the test moves.
@Suite struct HomeScreenTests {
    /// A widget extension with one static kind, whose timeline the test sets, counting the timelines it gives.
    final class FakeExtension {
        var entries: [ArchivedEntry] = []
        var policy = ReloadPolicy.never
        var timelinesGiven = 0

        var router: RequestRouter {
            var router = RequestRouter()
            router.register(WidgetDescribeRequest.self) { _ in
                WidgetDescribeReply(widgets: [WidgetDescriptor(kind: "test.clock", displayName: "Clock", description: "", supportedFamilies: [.systemSmall]),
                                              WidgetDescriptor(kind: "test.other", displayName: "Other", description: "", supportedFamilies: [.systemSmall])])
            }
            router.register(WidgetTimelineRequest.self) { [unowned self] _ in
                timelinesGiven += 1
                return WidgetTimelineReply(entries: entries, policy: policy)
            }
            return router
        }
    }

    final class Clock {
        var now = Date(timeIntervalSince1970: 1_795_000_000)
    }

    let widgetExtension = FakeExtension()
    let clock = Clock()
    let store = HomeStore.inMemory()
    let home: HomeScreen

    init() {
        home = HomeScreen(store: store, widgetExtension: LocalConnection(router: widgetExtension.router),
                          intentsExtension: LocalConnection(router: RequestRouter()), clock: { [clock] in clock.now })
    }

    func entry(_ text: String, at offset: TimeInterval) -> ArchivedEntry {
        ArchivedEntry(date: clock.now.addingTimeInterval(offset), view: .text(text))
    }

    /// What the widget shows now, and whether the system asked for a new timeline to show it.
    func show(_ id: Int64) throws -> (text: ViewNode, reloaded: Bool) {
        let state = try home.currentState(of: id)
        return (state.entry.view, state.reloaded)
    }

    @Test func aTimelineThatNeverReloadsHoldsUntilTheAppAsks() throws {
        widgetExtension.entries = [entry("one", at: 0)]
        let widget = try home.addWidget(kind: "test.clock", family: nil)
        #expect(try show(widget.id) == (.text("one"), true))
        clock.now += 86_400
        widgetExtension.entries = [entry("two", at: 0)]
        #expect(try show(widget.id) == (.text("one"), false), "a day later, still the timeline kept")
        try home.requestReload(ofKind: "test.other")
        #expect(try show(widget.id).reloaded == false, "a reload of another kind changes nothing")
        clock.now += 1
        try home.requestReload(ofKind: "test.clock")
        #expect(try show(widget.id) == (.text("two"), true))
        clock.now += 1
        widgetExtension.entries = [entry("three", at: 0)]
        try home.requestReload(ofKind: nil)
        #expect(try show(widget.id) == (.text("three"), true), "a reload of every kind counts too")
        #expect(widgetExtension.timelinesGiven == 3)
    }

    @Test func aTimelineWithAReloadDateHoldsUntilThen() throws {
        widgetExtension.entries = [entry("now", at: 0)]
        widgetExtension.policy = .after(clock.now.addingTimeInterval(900))
        let widget = try home.addWidget(kind: "test.clock", family: nil)
        #expect(try show(widget.id).reloaded)
        clock.now += 899
        #expect(try show(widget.id).reloaded == false)
        clock.now += 1
        #expect(try show(widget.id).reloaded, "at the reload date, a new timeline")
    }

    @Test func aTimelineThatReloadsAtItsEndShowsEachEntryAtItsDateThenReloads() throws {
        widgetExtension.entries = [entry("9:00", at: 0), entry("9:15", at: 900), entry("9:30", at: 1800)]
        widgetExtension.policy = .atEnd
        let widget = try home.addWidget(kind: "test.clock", family: nil)
        #expect(try show(widget.id) == (.text("9:00"), true))
        clock.now += 899
        #expect(try show(widget.id) == (.text("9:00"), false))
        clock.now += 1
        #expect(try show(widget.id) == (.text("9:15"), false), "the next entry at its date, from the timeline kept")
        clock.now += 899
        #expect(try show(widget.id) == (.text("9:15"), false))
        widgetExtension.entries = [entry("the next half hour", at: 1)]
        clock.now += 1
        #expect(try show(widget.id) == (.text("the next half hour"), true), "at the last entry's date, a new timeline")
        #expect(widgetExtension.timelinesGiven == 2)
    }

    @Test func entriesInTheFutureShowTheEarliestUntilOneIsDue() throws {
        widgetExtension.entries = [entry("later", at: 600), entry("soon", at: 60), entry("latest", at: 3600)]
        let widget = try home.addWidget(kind: "test.clock", family: nil)
        #expect(try show(widget.id).text == .text("soon"))
        clock.now += 600
        #expect(try show(widget.id).text == .text("later"))
        clock.now += 7200
        #expect(try show(widget.id).text == .text("latest"))
    }

    @Test func aNewConfigurationMakesTheKeptTimelineStale() throws {
        widgetExtension.entries = [entry("before", at: 0)]
        let widget = try home.addWidget(kind: "test.clock", family: nil)
        _ = try show(widget.id)
        clock.now += 60
        widgetExtension.entries = [entry("after", at: 0)]
        #expect(try store.updateConfiguration(widget.id, ["mood": .string("sunny")], clock.now))
        #expect(try show(widget.id) == (.text("after"), true))
    }

    @Test func aTimelineWithNoEntriesIsRefusedInOneSentence() throws {
        widgetExtension.entries = []
        let widget = try home.addWidget(kind: "test.clock", family: nil)
        let error = try #require(throws: HostError.self) { try home.currentState(of: widget.id) }
        #expect(error.message == "The widget extension returned a timeline with no entries for widget #\(widget.id); a timeline needs at least one entry.")
    }

    @Test func anotherDeviceOrSchemeIsAskedForAndNotKept() throws {
        widgetExtension.entries = [entry("home", at: 0)]
        let widget = try home.addWidget(kind: "test.clock", family: nil)
        _ = try show(widget.id)
        let dark = try home.currentState(of: widget.id, in: DrawingContext(scheme: .dark))
        #expect(dark.reloaded)
        #expect(try show(widget.id).reloaded == false, "the timeline of the system's own context is still kept")
        #expect(widgetExtension.timelinesGiven == 2)
    }

    @Test func aRemovedWidgetIsGoneAndUnknownIdsAreRefused() throws {
        widgetExtension.entries = [entry("x", at: 0)]
        let widget = try home.addWidget(kind: "test.clock", family: nil)
        try home.removeWidget(widget.id)
        #expect(try home.widgets().isEmpty)
        #expect(throws: HostError.unknownWidget(widget.id)) { try home.currentState(of: widget.id) }
        #expect(throws: HostError.self) { try home.addWidget(kind: "test.nope", family: nil) }
        #expect(throws: HostError.self) { try home.addWidget(kind: "test.clock", family: .systemLarge) }
    }
}

/// Where a tap goes: a link at the point tapped, else the widget's URL; a point outside is refused.
@Suite struct TapTests {
    @Test func aLinkThereWinsOverTheWidgetsURL() throws {
        var router = RequestRouter()
        router.register(WidgetDescribeRequest.self) { _ in
            WidgetDescribeReply(widgets: [WidgetDescriptor(kind: "test.links", displayName: "Links", description: "", supportedFamilies: [.systemMedium])])
        }
        let view = ViewNode.modified(.modified(.vstack(alignment: .leading, spacing: 0, children: [
            .link(destination: "game://one", label: .modified(.text("One"), .frame(FrameValue(width: 364, height: 40)))),
            .link(destination: "game://two", label: .modified(.text("Two"), .frame(FrameValue(width: 364, height: 40)))),
            .spacer(minLength: nil),
        ]), .frame(FrameValue(maxWidth: FrameValue.infinite, maxHeight: FrameValue.infinite))), .widgetURL("game://widget"))
        router.register(WidgetTimelineRequest.self) { _ in
            WidgetTimelineReply(entries: [ArchivedEntry(date: Date(timeIntervalSince1970: 0), view: view)], policy: .never)
        }
        let home = HomeScreen(store: .inMemory(), widgetExtension: LocalConnection(router: router), intentsExtension: LocalConnection(router: RequestRouter()))
        let widget = try home.addWidget(kind: "test.links", family: nil)
        #expect(try home.tap(widget.id).url == "game://widget")
        #expect(try home.tap(widget.id, at: (20, 20)).url == "game://one")
        #expect(try home.tap(widget.id, at: (20, 60)).url == "game://two")
        #expect(try home.tap(widget.id, at: (20, 150)).url == "game://widget")
        let outside = try #require(throws: HostError.self) { try home.tap(widget.id, at: (500, 20)) }
        #expect(outside.message == "(500, 20) is outside widget #\(widget.id), which is 364×170 points.")
    }
}
