import ExtensionProtocol
import ExtensionTransport
import Foundation
import Synchronization
import SuiteHome
import ViewArchive
import SystemStore
import Testing
import WidgetHost
import WidgetRendering

/// The system's timeline rules, with no process or socket: a widget extension answered in this process,
/// a clock the test moves, and each of the two stores, in memory and the live one in a temporary home.
@Suite struct HomeScreenTests {
    /// A widget extension with one static kind, whose timeline the test sets, counting the timelines it gives.
    final class FakeExtension {
        var entries: [ArchivedEntry] = []
        var policy = ReloadPolicy.never
        var timelinesGiven = 0
        /// Kinds whose provider fails.
        var failing: Set<String> = []
        /// Kinds that say `containerBackgroundRemovable(false)`.
        var keepsBackground: Set<String> = []

        var router: RequestRouter {
            var router = RequestRouter()
            router.register(WidgetDescribeRequest.self) { [unowned self] _ in
                WidgetDescribeReply(
                    widgets: [("test.clock", "Clock"), ("test.other", "Other")].map { kind, name in
                        var descriptor = WidgetDescriptor(kind: kind, displayName: name, description: "", supportedFamilies: [.systemSmall])
                        descriptor.containerBackgroundRemovable = !keepsBackground.contains(kind)
                        return descriptor
                    })
            }
            router.register(WidgetTimelineRequest.self) { [unowned self] request in
                if failing.contains(request.kind) {
                    throw JSONRPCError(code: .handlerFailed, message: "The provider of \(request.kind) failed.")
                }
                timelinesGiven += 1
                return WidgetTimelineReply(entries: entries, policy: policy)
            }
            return router
        }
    }

    /// The test's clock, which the system reads from its connections' threads too.
    final class Clock: Sendable {
        private let value = Mutex(Date(timeIntervalSince1970: 1_795_000_000))
        var now: Date {
            get { value.withLock { $0 } }
            set { value.withLock { $0 = newValue } }
        }
    }

    enum Store: String, CaseIterable, CustomTestStringConvertible {
        case inMemory, live
        var testDescription: String { rawValue }
    }

    /// One test's system, its extension, clock and store; a live store's home goes with it.
    final class Fixture {
        let widgetExtension = FakeExtension()
        let clock = Clock()
        let store: HomeStore
        let home: HomeScreen
        let scratch: URL?

        init(_ kind: Store) throws {
            switch kind {
            case .inMemory:
                scratch = nil
                store = .inMemory()
            case .live:
                let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-store-\(UUID().uuidString)")
                self.scratch = scratch
                store = try .live(SuiteHome(root: scratch))
            }
            home = HomeScreen(store: store, apps: [.testing(widgets: widgetExtension.router)], clock: { [clock] in clock.now })
        }

        deinit {
            if let scratch { try? FileManager.default.removeItem(at: scratch) }
        }

        func entry(_ text: String, at offset: TimeInterval) -> ArchivedEntry {
            ArchivedEntry(date: clock.now.addingTimeInterval(offset), view: .text(text))
        }

        /// What the widget shows now, and whether the system asked for a new timeline to show it.
        func show(_ id: Int64) throws -> (text: ViewNode, reloaded: Bool) {
            let state = try home.timelines.currentState(of: id)
            return (state.entry.view, state.reloaded)
        }
    }

    /// One widget whose extension fails is shown in its place with why; the others are drawn all the same.
    @Test func aWidgetThatCannotBeDrawnIsShownInItsPlaceAndTheRestDraw() throws {
        let fixture = try Fixture(.inMemory)
        fixture.widgetExtension.entries = [fixture.entry("tick", at: 0)]
        let clock = try fixture.home.placement.addWidget(kind: "test.clock", family: nil)
        let other = try fixture.home.placement.addWidget(kind: "test.other", family: nil)
        fixture.widgetExtension.failing = ["test.clock"]
        let states = try fixture.home.currentStates()
        #expect(states.map(\.widget.id) == [clock.id, other.id])
        #expect(states[0].problem == "The provider of test.clock failed." && states[0].displayName == "Clock")
        #expect(states[0].entry.view.texts() == ["Not drawn", "The provider of test.clock failed."])
        #expect(states[1].problem == nil && states[1].entry.view == .text("tick"))
    }

    /// A dozen widgets the app asked to reload are each asked for once and kept with one write, not one each;
    /// those not due are not asked, and one whose provider fails leaves the others kept.
    @Test func theWidgetsDueAreFetchedTogetherAndKeptWithOneWrite() throws {
        let widgetExtension = FakeExtension()
        let clock = Clock()
        let writes = Mutex<[Int]>([])
        var store = HomeStore.inMemory()
        let save = store.timelines.save
        store.timelines.save = { timelines in
            writes.withLock { $0.append(timelines.count) }
            try save(timelines)
        }
        let home = HomeScreen(store: store, apps: [.testing(widgets: widgetExtension.router)], clock: { clock.now })
        widgetExtension.entries = [ArchivedEntry(date: clock.now, view: .text("first"))]
        let clocks = try (0..<11).map { _ in try home.placement.addWidget(kind: "test.clock", family: nil).id }
        let other = try home.placement.addWidget(kind: "test.other", family: nil).id
        _ = try home.currentStates()
        writes.withLock { $0 = [] }
        let given = widgetExtension.timelinesGiven

        clock.now += 60
        widgetExtension.entries = [ArchivedEntry(date: clock.now, view: .text("second"))]
        try home.timelines.requestReload(ofKind: "test.clock", app: "test-app")
        widgetExtension.failing = ["test.other"]
        try home.timelines.requestReload(ofKind: "test.other", app: "test-app")
        let states = try home.currentStates()
        #expect(states.map(\.widget.id) == clocks + [other])
        #expect(states.prefix(11).allSatisfy { $0.entry.view == .text("second") && $0.reload != nil })
        #expect(states[11].problem == "The provider of test.other failed.")
        #expect(widgetExtension.timelinesGiven - given == 11)
        #expect(writes.withLock { $0 } == [11], "the eleven timelines had, in one write")

        widgetExtension.failing = []
        _ = try home.currentStates()
        #expect(widgetExtension.timelinesGiven - given == 12, "only the widget whose reload failed is asked again")
        #expect(writes.withLock { $0 } == [11, 1])
    }

    /// StandBy's two stacks take the small widgets whose background may be removed, by turns; each shows
    /// its first, and its others are drawn hidden, for the page to swipe to.
    @Test func standBysStacksTakeTheOfferedWidgetsByTurnsAndShowTheirFirst() throws {
        let fixture = try Fixture(.inMemory)
        fixture.widgetExtension.entries = [fixture.entry("tick", at: 0)]
        fixture.widgetExtension.keepsBackground = ["test.other"]
        _ = try fixture.home.placement.addWidget(kind: "test.other", family: nil)
        let clocks = try (0..<5).map { _ in try fixture.home.placement.addWidget(kind: "test.clock", family: nil).id }
        let states = try fixture.home.currentStates()
        let stacks = fixture.home.placement.standByStacks(states).map { $0.map(\.widget.id) }
        #expect(stacks == [[clocks[0], clocks[2], clocks[4]], [clocks[1], clocks[3]]])
        #expect(try fixture.home.placement.shown(states, at: .standBy).map(\.widget.id) == [clocks[0], clocks[1]])
        #expect(fixture.home.placement.standByStacks(Array(states.prefix(2))).map { $0.map(\.widget.id) } == [[clocks[0]]])

        let screen = { (id: Int64) in ScreenWidget(id: id, title: "Clock", family: .systemSmall, view: .text("tick")) }
        let svg = StandByRenderer(drawing: DrawingContext(device: .iPhone15Pro), now: Date(timeIntervalSince1970: 0))
            .svg(stacks: stacks.map { $0.map(screen) })
        #expect(svg.components(separatedBy: "data-stack=\"standby-0\"").count - 1 == 3)
        #expect(svg.components(separatedBy: "data-stack=\"standby-1\"").count - 1 == 2)
        #expect(svg.components(separatedBy: " hidden>").count - 1 == 3, "all but each stack's first are hidden")
        #expect(svg.contains("<g data-stack=\"standby-1\" data-stack-position=\"0\">\n<g transform"))
    }

    /// StandBy takes small widgets whose background may be removed, the first two.
    @Test func standByLeavesOutAWidgetWhoseBackgroundMayNotBeRemoved() throws {
        let fixture = try Fixture(.inMemory)
        fixture.widgetExtension.entries = [fixture.entry("tick", at: 0)]
        fixture.widgetExtension.keepsBackground = ["test.other"]
        let other = try fixture.home.placement.addWidget(kind: "test.other", family: nil)
        let clocks = try (0..<3).map { _ in try fixture.home.placement.addWidget(kind: "test.clock", family: nil) }
        let states = try fixture.home.currentStates()
        #expect(try fixture.home.placement.shown(states, at: .standBy).map(\.widget.id) == clocks.prefix(2).map(\.id))
        #expect(try fixture.home.placement.shown(states, at: .homeScreen).map(\.widget.id) == [other.id] + clocks.map(\.id))
        #expect(try fixture.home.placement.shown(states, at: .lockScreen).isEmpty)
    }

    /// Another device drops the kept timelines, made at the other device's sizes, and the system then draws for it.
    @Test(arguments: Store.allCases) func settingTheDeviceDropsTheKeptTimelines(store kind: Store) throws {
        let fixture = try Fixture(kind)
        fixture.widgetExtension.entries = [fixture.entry("tick", at: 0)]
        let widget = try fixture.home.placement.addWidget(kind: "test.clock", family: nil)
        _ = try fixture.show(widget.id)
        #expect(try fixture.store.timelines.timeline(widget.id) != nil)
        try fixture.store.settings.setDevice(DeviceMetrics.iPhoneSE.name)
        #expect(try fixture.store.timelines.timeline(widget.id) == nil)
        let again = HomeScreen(store: fixture.store, apps: [.testing(widgets: fixture.widgetExtension.router)])
        #expect(again.timelines.drawing.device == .iPhoneSE)
    }

    @Test(arguments: Store.allCases) func aTimelineThatNeverReloadsHoldsUntilTheAppAsks(store kind: Store) throws {
        let system = try Fixture(kind)
        system.widgetExtension.entries = [system.entry("one", at: 0)]
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        #expect(try system.show(widget.id) == (.text("one"), true))
        system.clock.now += 86_400
        system.widgetExtension.entries = [system.entry("two", at: 0)]
        #expect(try system.show(widget.id) == (.text("one"), false), "a day later, still the timeline kept")
        try system.home.timelines.requestReload(ofKind: "test.other", app: "test-app")
        #expect(try system.show(widget.id).reloaded == false, "a reload of another kind changes nothing")
        system.clock.now += 1
        try system.home.timelines.requestReload(ofKind: "test.clock", app: "test-app")
        #expect(try system.show(widget.id) == (.text("two"), true))
        system.clock.now += 1
        system.widgetExtension.entries = [system.entry("three", at: 0)]
        try system.home.timelines.requestReload(ofKind: nil, app: "test-app")
        #expect(try system.show(widget.id) == (.text("three"), true), "a reload of every kind counts too")
        #expect(system.widgetExtension.timelinesGiven == 3)
    }

    @Test(arguments: Store.allCases) func aTimelineWithAReloadDateHoldsUntilThen(store kind: Store) throws {
        let system = try Fixture(kind)
        system.widgetExtension.entries = [system.entry("now", at: 0)]
        system.widgetExtension.policy = .after(system.clock.now.addingTimeInterval(900))
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        #expect(try system.show(widget.id).reloaded)
        system.clock.now += 899
        #expect(try system.show(widget.id).reloaded == false)
        system.clock.now += 1
        #expect(try system.show(widget.id).reloaded, "at the reload date, a new timeline")
    }

    @Test(arguments: Store.allCases) func aTimelineThatReloadsAtItsEndShowsEachEntryAtItsDateThenReloads(store kind: Store) throws {
        let system = try Fixture(kind)
        system.widgetExtension.entries = [system.entry("9:00", at: 0), system.entry("9:15", at: 900), system.entry("9:30", at: 1800)]
        system.widgetExtension.policy = .atEnd
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        #expect(try system.show(widget.id) == (.text("9:00"), true))
        system.clock.now += 899
        #expect(try system.show(widget.id) == (.text("9:00"), false))
        system.clock.now += 1
        #expect(try system.show(widget.id) == (.text("9:15"), false), "the next entry at its date, from the timeline kept")
        system.clock.now += 899
        #expect(try system.show(widget.id) == (.text("9:15"), false))
        system.widgetExtension.entries = [system.entry("the next half hour", at: 1)]
        system.clock.now += 1
        #expect(try system.show(widget.id) == (.text("the next half hour"), true), "at the last entry's date, a new timeline")
        #expect(system.widgetExtension.timelinesGiven == 2)
    }

    @Test(arguments: Store.allCases) func entriesInTheFutureShowTheEarliestUntilOneIsDue(store kind: Store) throws {
        let system = try Fixture(kind)
        system.widgetExtension.entries = [system.entry("later", at: 600), system.entry("soon", at: 60), system.entry("latest", at: 3600)]
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        #expect(try system.show(widget.id).text == .text("soon"))
        system.clock.now += 600
        #expect(try system.show(widget.id).text == .text("later"))
        system.clock.now += 7200
        #expect(try system.show(widget.id).text == .text("latest"))
    }

    @Test(arguments: Store.allCases) func aNewConfigurationMakesTheKeptTimelineStale(store kind: Store) throws {
        let system = try Fixture(kind)
        system.widgetExtension.entries = [system.entry("before", at: 0)]
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        _ = try system.show(widget.id)
        system.clock.now += 60
        system.widgetExtension.entries = [system.entry("after", at: 0)]
        #expect(try system.store.widgets.updateConfiguration(widget.id, ["mood": .string("sunny")], system.clock.now))
        #expect(try system.show(widget.id) == (.text("after"), true))
    }

    @Test(arguments: Store.allCases) func aTimelineWithNoEntriesIsRefusedInOneSentence(store kind: Store) throws {
        let system = try Fixture(kind)
        system.widgetExtension.entries = []
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        let error = try #require(throws: HostError.self) { try system.home.timelines.currentState(of: widget.id) }
        #expect(
            error.message
                == "test-widgets returned a timeline with no entries for widget #\(widget.id); a timeline needs at least one entry."
        )
    }

    @Test(arguments: Store.allCases) func anotherDeviceOrSchemeIsAskedForAndNotKept(store kind: Store) throws {
        let system = try Fixture(kind)
        system.widgetExtension.entries = [system.entry("home", at: 0)]
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        _ = try system.show(widget.id)
        let dark = try system.home.timelines.currentState(of: widget.id, in: DrawingContext(scheme: .dark))
        #expect(dark.reloaded)
        #expect(try system.show(widget.id).reloaded == false, "the timeline of the system's own context is still kept")
        #expect(system.widgetExtension.timelinesGiven == 2)
    }

    @Test(arguments: Store.allCases) func aRemovedWidgetIsGoneAndUnknownIdsAreRefused(store kind: Store) throws {
        let system = try Fixture(kind)
        system.widgetExtension.entries = [system.entry("x", at: 0)]
        let widget = try system.home.placement.addWidget(kind: "test.clock", family: nil)
        try system.home.placement.removeWidget(widget.id)
        #expect(try system.home.placement.widgets().isEmpty)
        #expect(throws: HostError.unknownWidget(widget.id)) { try system.home.timelines.currentState(of: widget.id) }
        #expect(throws: HostError.self) { try system.home.placement.addWidget(kind: "test.nope", family: nil) }
        #expect(throws: HostError.self) { try system.home.placement.addWidget(kind: "test.clock", family: .systemLarge) }
    }
}

/// Where a tap goes: a link at the point tapped, else the widget's URL; a point outside is refused.
@Suite struct TapTests {
    @Test func aLinkThereWinsOverTheWidgetsURL() throws {
        var router = RequestRouter()
        router.register(WidgetDescribeRequest.self) { _ in
            WidgetDescribeReply(widgets: [
                WidgetDescriptor(kind: "test.links", displayName: "Links", description: "", supportedFamilies: [.systemMedium])
            ])
        }
        let view = ViewNode.modified(
            .modified(
                .vstack(
                    alignment: .leading, spacing: 0,
                    children: [
                        .link(destination: "game://one", label: .modified(.text("One"), .frame(FrameValue(width: 364, height: 40)))),
                        .link(destination: "game://two", label: .modified(.text("Two"), .frame(FrameValue(width: 364, height: 40)))),
                        .spacer(minLength: nil),
                    ]), .frame(FrameValue(maxWidth: FrameValue.infinite, maxHeight: FrameValue.infinite))), .widgetURL("game://widget"))
        router.register(WidgetTimelineRequest.self) { _ in
            WidgetTimelineReply(entries: [ArchivedEntry(date: Date(timeIntervalSince1970: 0), view: view)], policy: .never)
        }
        let home = HomeScreen(store: .inMemory(), apps: [.testing(widgets: router)])
        let widget = try home.placement.addWidget(kind: "test.links", family: nil)
        #expect(try home.interactions.tap(widget.id).action == .open(url: "game://widget"))
        #expect(try home.interactions.tap(widget.id, at: (20, 20)).action == .open(url: "game://one"))
        #expect(try home.interactions.tap(widget.id, at: (20, 60)).action == .open(url: "game://two"))
        #expect(try home.interactions.tap(widget.id, at: (20, 150)).action == .open(url: "game://widget"))
        let outside = try #require(throws: HostError.self) { try home.interactions.tap(widget.id, at: (500, 20)) }
        #expect(outside.message == "(500, 20) is outside widget #\(widget.id), which is 364×170 points.")
    }
}
