import ExtensionProtocol
import ExtensionTransport
import Foundation
@testable import HomeServer
import Synchronization
import Testing
import ViewArchive
import WidgetHost
import WidgetRendering

/// The live page's actions on a system of an in-memory store and an in-process extension, as the other
/// rules are tested: what each does, and the sentence each refusal gives.
@Suite struct LiveHomeTests {
    /// A widget extension of one kind, in the Home Screen's and the Lock Screen's families, whose entry says "Hi".
    static func extensionRouter() -> RequestRouter {
        var router = RequestRouter()
        router.register(WidgetDescribeRequest.self) { _ in
            WidgetDescribeReply(widgets: [
                WidgetDescriptor(kind: "hi", displayName: "Hi", description: "", supportedFamilies: [.systemSmall, .accessoryRectangular])
            ])
        }
        router.register(WidgetTimelineRequest.self) { _ in
            WidgetTimelineReply(entries: [ArchivedEntry(date: Date(timeIntervalSince1970: 0), view: .text("Hi"))], policy: .never)
        }
        return router
    }

    static func live(_ store: HomeStore = .inMemory()) throws -> LiveHome {
        let app = HostedApp(name: "hi", widgetExtension: .init(name: "hi-widgets", connection: LocalConnection(router: extensionRouter())))
        return try LiveHome(store: store, openURL: { "opened \($0)" }, realTime: { Date(timeIntervalSince1970: 1_795_000_000) }) { clock in
            HomeScreen(store: store, apps: [app], clock: clock)
        }
    }

    @Test func aWidgetIsAddedTappedAndRemovedThroughTheSystemsRules() async throws {
        let live = try Self.live()
        let added = try await live.run { try $0.perform(.add(kind: "hi", app: nil, family: "systemSmall", location: nil)) }
        #expect(added.message == "Added widget #1 (hi, systemSmall) to the Home Screen.")
        let tapped = try await live.run { try $0.perform(.tap(widget: 1, x: nil, y: nil)) }
        #expect(tapped.message == "Widget #1 has no widgetURL or Link there; the system opens the app as it is.")
        let refused = await #expect(throws: HostError.self) { try await live.run { try $0.perform(.tap(widget: 1, x: 1e308, y: 1)) } }
        #expect(refused?.message == "(1e+308, 1) is outside widget #1, which is 170×170 points.")
        #expect(try await live.run { try $0.perform(.remove(widget: 1)) }.message == "Removed widget #1.")
        let gone = await #expect(throws: HostError.self) { try await live.run { try $0.perform(.remove(widget: 1)) } }
        #expect(gone?.message.hasPrefix("There is no widget #1") == true)
    }

    @Test func aDragMovesAWidgetOrStacksItAndTheScreensShownAreTheSystems() async throws {
        let store = HomeStore.inMemory()
        let live = try Self.live(store)
        for _ in 0..<3 { _ = try await live.run { try $0.perform(.add(kind: "hi", app: nil, family: "systemSmall", location: nil)) } }
        let moved = try await live.run { try $0.perform(.move(widget: 3, page: 2, cell: 9)) }
        #expect(moved.message == "Moved #3 to page 2, cell 9.")
        #expect(try store.widgets.widget(3)?.gridPlace == GridPlace(page: 2, cell: 9), "kept as 'home move' keeps it")
        let taken = await #expect(throws: HostError.self) { try await live.run { try $0.perform(.move(widget: 2, page: 1, cell: 1)) } }
        #expect(taken?.message.hasPrefix("Page 1, cell 1 is taken by #1") == true)

        let stacked = try await live.run { try $0.perform(.drop(widget: 2, onto: 1)) }
        #expect(stacked.message == "Stack 1: #2, #1.")
        let regions = try await live.run { try $0.regions() }
        #expect(regions.homeScreen.first { $0.id == "slot-2" }?.html.contains("data-page=\"1\" data-cell=\"1\"") == true)
        #expect(try await live.run { try $0.perform(.unstack(stack: 1)) }.message?.hasPrefix("Stack 1 was taken apart") == true)
        #expect(try store.stacks.all().isEmpty)

        let timeline = try await live.run { try $0.perform(.timeline(widget: 1)) }
        #expect(timeline.html?.contains("Widget #1&apos;s timeline") == true || timeline.html?.contains("Widget #1's timeline") == true)
        let nowhere = await #expect(throws: HostError.self) { try await live.run { try $0.perform(.show(screen: "settings")) } }
        #expect(nowhere?.message.hasPrefix("\"settings\" is not one of the device's screens") == true)
        _ = try await live.run { try $0.perform(.show(screen: "standby")) }
        let standBy = try await live.run { try $0.regions() }.beside.first { $0.id == "standby" }
        #expect(standBy?.html.contains("data-drawn=\"true\"") == true, "StandBy is drawn while shown")
        _ = try await live.run { try $0.perform(.show(screen: "home")) }
        let hidden = try await live.run { try $0.regions() }.beside.first { $0.id == "standby" }
        #expect(hidden?.html.contains("data-drawn=\"false\"") == true, "and not while another screen is")
    }

    @Test func theSettingsSheetSetsTheBudgetMovesTheDeviceAndReceivesAPush() async throws {
        let store = HomeStore.inMemory()
        let moved = Mutex<[String]>([])
        let live = try LiveHome(
            store: store, openURL: { "opened \($0)" },
            location: { place in
                if let place { moved.withLock { $0.append(place) } }
                return ["The device is at \(place ?? "Apple Park")."]
            }
        ) { clock in
            HomeScreen(
                store: store, apps: [HostedApp(name: "hi", widgetExtension: .init(name: "hi-widgets", connection: LocalConnection(router: Self.extensionRouter())))],
                clock: clock)
        }
        let sheet = try await live.run { try $0.perform(.settings) }
        #expect(sheet.html?.contains("The device is at Apple Park.") == true && sheet.html?.contains("data-setting=\"budget\"") == true)
        #expect(try await live.run { try $0.perform(.budget(daily: 12)) }.message == "Each widget may now spend 12 reloads in 24 hours.")
        #expect(try store.reloads.dailyBudget() == 12, "the budget 'home budget' shows")
        let refused = await #expect(throws: HostError.self) { try await live.run { try $0.perform(.budget(daily: 0)) } }
        #expect(refused?.message.hasPrefix("A budget is from 1 to 1000 reloads a day") == true)
        #expect(try await live.run { try $0.perform(.location(place: "Nyhavn")) }.message == "The device is at Nyhavn.")
        #expect(moved.withLock { $0 } == ["Nyhavn"])
        let push = await #expect(throws: (any Error).self) {
            try await live.run { try $0.perform(.push(payload: #"{"aps":{"content-changed":true}}"#, topic: "local.nobody.push-type.widgets")) }
        }
        #expect("\(push.map { "\($0)" } ?? "")".contains("No installed app has the topic"), "refused as 'home push' refuses it")
    }

    @Test func theDeviceAndTheClockAreSetThroughTheSystem() async throws {
        let store = HomeStore.inMemory()
        let live = try Self.live(store)
        _ = try await live.run { try $0.perform(.add(kind: "hi", app: nil, family: "accessoryRectangular", location: nil)) }
        let look = try await live.run { try $0.perform(.look(device: "iPhone SE (1st generation)", appearance: "clear dark")) }
        #expect(look.message?.hasPrefix("Showing iPhone SE (1st generation), clear (dark).") == true, "\(String(describing: look.message))")
        #expect(try store.settings.appearance() == "clear, dark", "the appearance is the system's setting, as 'home appearance' sets it")
        #expect(look.message?.contains("has no size for #1 (accessoryRectangular)") == true, "the page says what the command says")
        #expect(try store.settings.device() == "iPhone SE (1st generation)")
        let unknown = await #expect(throws: HostError.self) { try await live.run { try $0.perform(.look(device: "Nokia", appearance: nil)) } }
        #expect(unknown?.message.contains("Nokia") == true)

        let noon = Date(timeIntervalSince1970: 1_795_003_600)
        _ = try await live.run { try $0.perform(.clock(change: .set(time: noon.timeIntervalSince1970))) }
        #expect(try store.settings.clock() == .fixed(noon))
        let tooFar = await #expect(throws: HostError.self) { try await live.run { try $0.perform(.clock(change: .set(time: 1e300))) } }
        #expect(tooFar?.message.hasPrefix("The clock cannot be set there") == true)
        let tooFast = await #expect(throws: HostError.self) { try await live.run { try $0.perform(.clock(change: .run(speed: 0))) } }
        #expect(tooFast?.message == "The clock's speed takes a number from 1 to 1000000 (how many times faster than real time); 0.0 is not one.")
        #expect(try store.settings.clock() == .fixed(noon), "a refused change changes nothing")
        _ = try await live.run { try $0.perform(.clock(change: .real)) }
        #expect(try store.settings.clock() == .real)
    }

    /// A new build installed while the page is open (a watch's, or `home install` in another terminal) is
    /// met by a system made again; a build that failed is shown over its app's widgets, and listed with the
    /// compiler's words, until a build succeeds.
    @Test func aNewBuildRemakesTheSystemAndAFailedOneIsShownOverItsWidgets() async throws {
        let store = HomeStore.inMemory()
        let made = Mutex(0)
        let app = HostedApp(name: "hi", widgetExtension: .init(name: "hi-widgets", connection: LocalConnection(router: Self.extensionRouter())))
        let live = try LiveHome(store: store, openURL: { "opened \($0)" }) { clock in
            made.withLock { $0 += 1 }
            return HomeScreen(store: store, apps: [app], clock: clock)
        }
        let installed = InstalledExtension(name: "hi-widgets", role: .widgets, app: "hi", executable: URL(fileURLWithPath: "/opt/hi/hi-widgets"))
        let project = InstalledProject(app: "hi", project: URL(fileURLWithPath: "/opt/hi/Hi.xcodeproj"), targets: ["hi-widgets"])
        _ = try await live.run { try $0.perform(.add(kind: "hi", app: nil, family: "systemSmall", location: nil)) }
        #expect(made.withLock { $0 } == 1)
        try store.extensions.install([installed], project)
        _ = try await live.run { try $0.regions() }
        #expect(made.withLock { $0 } == 2, "the system is made again for the new build")
        _ = try await live.run { try $0.regions() }
        #expect(made.withLock { $0 } == 2, "and only then")

        let clean = try await live.run { try $0.regions() }
        #expect(!clean.homeScreen[0].html.contains("data-build-failed"))
        #expect(clean.beside.first { $0.id == "builds" }?.html.contains(" hidden>") == true)
        let failure = BuildFailure(
            sentence: "hi-widgets did not compile (1 error).", lines: ["Hi.swift:3:1: error: expected '}' <here>"], date: Date(timeIntervalSince1970: 0))
        #expect(try store.extensions.setBuildFailure("hi", failure))
        let failed = try await live.run { try $0.regions() }
        #expect(failed.homeScreen[0].html.contains("data-build-failed>hi&apos;s newest build failed; this is the build before it.</p>"), "\(failed.homeScreen[0].html)")
        #expect(failed.homeScreen[0].html.contains("Hi"), "the build before still draws it")
        let builds = try #require(failed.beside.first { $0.id == "builds" }?.html)
        #expect(!builds.contains(" hidden>") && builds.contains("hi-widgets did not compile (1 error).") && builds.contains("expected &apos;}&apos; &lt;here&gt;"), "\(builds)")
        try store.extensions.install([installed], project)
        #expect(try await !live.run { try $0.regions() }.homeScreen[0].html.contains("data-build-failed"), "a build that succeeds clears it")
    }
}
