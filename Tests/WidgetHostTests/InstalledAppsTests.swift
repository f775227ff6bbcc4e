import ExtensionProtocol
import ExtensionTransport
import Foundation
import SuiteHome
import SystemStore
import Testing
import WidgetHost

extension HostedApp {
    /// An app whose widget extension answers in this process with `widgets`.
    static func testing(_ name: String = "test-app", widgets: RequestRouter, extensionName: String = "test-widgets") -> HostedApp {
        HostedApp(name: name, widgetExtension: Extension(name: extensionName, connection: LocalConnection(router: widgets)))
    }
}

/// The system hosting several installed apps: one gallery of all their kinds, each widget drawn by its own extension.
@Suite struct InstalledAppsTests {
    /// A widget extension declaring `kinds`, whose every timeline is one entry saying `text`.
    static func widgets(_ kinds: [String], saying text: String) -> RequestRouter {
        var router = RequestRouter()
        router.register(WidgetDescribeRequest.self) { _ in
            WidgetDescribeReply(
                widgets: kinds.map {
                    WidgetDescriptor(kind: $0, displayName: $0.capitalized, description: "", supportedFamilies: [.systemSmall])
                })
        }
        router.register(WidgetTimelineRequest.self) { _ in
            WidgetTimelineReply(entries: [ArchivedEntry(date: Date(timeIntervalSince1970: 0), view: .text(text))], policy: .never)
        }
        return router
    }

    /// A kind is its app's, as on iOS: two apps declaring one kind each have theirs in the gallery, and a
    /// command names the app when the kind alone does not say which.
    @Test func theGalleryShowsEveryAppsKindsEachWithItsExtensionAndAKindOfTwoAppsIsChosenByApp() throws {
        let home = HomeScreen(
            store: .inMemory(),
            apps: [
                .testing("first", widgets: Self.widgets(["clock", "weather"], saying: "1"), extensionName: "FirstWidgets"),
                .testing("second", widgets: Self.widgets(["steps", "clock"], saying: "2"), extensionName: "SecondWidgets"),
            ])
        let gallery = home.apps.gallery()
        #expect(gallery.widgets.map(\.descriptor.kind) == ["clock", "weather", "steps", "clock"])
        #expect(gallery.widgets.map(\.extensionName) == ["FirstWidgets", "FirstWidgets", "SecondWidgets", "SecondWidgets"])
        #expect(gallery.widgets.map(\.app) == ["first", "first", "second", "second"])
        #expect(gallery.problems.isEmpty)

        #expect(try home.apps.galleryWidget(ofKind: "weather").app == "first", "a kind of one app needs no app named")
        #expect(try home.apps.galleryWidget(ofKind: "clock", app: "second").extensionName == "SecondWidgets")
        let shared = try #require(throws: HostError.self) { try home.apps.galleryWidget(ofKind: "clock") }
        #expect(
            shared.description
                == "The widget kind \"clock\" is declared by 2 apps (first, second); name the one you mean with --app APP.")
        let notOfApp = try #require(throws: HostError.self) { try home.apps.galleryWidget(ofKind: "weather", app: "second") }
        #expect(notOfApp.description.contains("of kind \"weather\"") && notOfApp.description.hasSuffix("lists the kinds: steps, clock."))
        let noApp = try #require(throws: HostError.self) { try home.apps.galleryWidget(ofKind: "clock", app: "third") }
        #expect(noApp.description.hasPrefix("No installed app is named \"third\""))

        let clock = try home.placement.addWidget(kind: "clock", app: "second", family: nil)
        #expect(clock.extensionName == "SecondWidgets")
        #expect(try home.timelines.currentState(of: clock.id).entry.view == .text("2"))
    }

    /// A reload asked for by one app reloads its widgets of the kind, not another app's of the same kind.
    @Test(arguments: HomeScreenTests.Store.allCases)
    func aReloadOfAKindIsTheAskingAppsOnly(store kind: HomeScreenTests.Store) throws {
        let fixture = try HomeScreenTests.Fixture(kind)
        let clock = fixture.clock
        let home = HomeScreen(
            store: fixture.store,
            apps: [
                .testing("first", widgets: Self.widgets(["clock"], saying: "1"), extensionName: "FirstWidgets"),
                .testing("second", widgets: Self.widgets(["clock"], saying: "2"), extensionName: "SecondWidgets"),
            ], clock: { clock.now })
        let first = try home.placement.addWidget(kind: "clock", app: "first", family: nil)
        let second = try home.placement.addWidget(kind: "clock", app: "second", family: nil)
        _ = try home.currentStates()
        fixture.clock.now += 60
        try home.timelines.requestReload(ofKind: "clock", app: "second")
        let states = try home.currentStates()
        #expect(states.map(\.widget.id) == [first.id, second.id])
        #expect(states[0].reload == nil, "the first app's clock is not the second's to reload")
        #expect(states[1].reload == .appAsked(fixture.clock.now, inForeground: true))
    }

    /// Controls and Live Activities are walked with the widgets, and a kind declared twice by one extension
    /// is said alike; two apps may each declare one.
    @Test func aControlOrActivityKindDeclaredTwiceIsSaidAsAWidgetKindIs() throws {
        func declaring(controls: [String], activities: [String]) -> RequestRouter {
            var router = RequestRouter()
            router.register(WidgetDescribeRequest.self) { _ in
                WidgetDescribeReply(
                    widgets: [], activities: activities,
                    controls: controls.map { ControlDescriptor(kind: $0, displayName: $0, description: "") })
            }
            return router
        }
        let home = HomeScreen(
            store: .inMemory(),
            apps: [
                .testing("first", widgets: declaring(controls: ["lamp"], activities: ["Trip"]), extensionName: "FirstWidgets"),
                .testing("second", widgets: declaring(controls: ["lamp", "fan", "fan"], activities: ["Trip", "Walk", "Walk"]), extensionName: "SecondWidgets"),
            ])
        let gallery = home.apps.gallery()
        #expect(gallery.controls.map(\.descriptor.kind) == ["lamp", "lamp", "fan"])
        #expect(gallery.controls.map(\.app) == ["first", "second", "second"], "a control kind is its app's, as a widget kind is")
        #expect(gallery.activities.map(\.attributesType) == ["Trip", "Trip", "Walk"])
        #expect(gallery.activities.map(\.app) == ["first", "second", "second"], "an activity kind may be two apps', as a widget kind may")
        #expect(
            gallery.problems == [
                "SecondWidgets declares control kind \"fan\" twice; the gallery shows the first. Give each kind a name of its own.",
                "SecondWidgets declares Live Activity kind \"Walk\" twice; the gallery shows the first. Give each kind a name of its own.",
            ])
        let shared = try #require(throws: HostError.self) { try home.controls.galleryControl(ofKind: "lamp") }
        #expect(shared.description.hasPrefix("The control kind \"lamp\" is declared by 2 apps (first, second)"))
        #expect(try home.controls.galleryControl(ofKind: "lamp", app: "second").extensionName == "SecondWidgets")
    }

    @Test func anExtensionThatDoesNotAnswerHidesNoOther() {
        let home = HomeScreen(
            store: .inMemory(),
            apps: [
                .testing("broken", widgets: RequestRouter(), extensionName: "BrokenWidgets"),
                .testing("working", widgets: Self.widgets(["steps"], saying: "2"), extensionName: "WorkingWidgets"),
            ])
        let gallery = home.apps.gallery()
        #expect(gallery.widgets.map(\.descriptor.kind) == ["steps"])
        #expect(gallery.problems.count == 1)
        #expect(gallery.problems.first?.hasPrefix("BrokenWidgets (of broken) is left out: ") == true)
    }

    @Test func eachWidgetIsDrawnByItsOwnExtension() throws {
        let store = HomeStore.inMemory()
        let apps: [HostedApp] = [
            .testing("first", widgets: Self.widgets(["clock"], saying: "from first"), extensionName: "FirstWidgets"),
            .testing("second", widgets: Self.widgets(["steps"], saying: "from second"), extensionName: "SecondWidgets"),
        ]
        let home = HomeScreen(store: store, apps: apps)
        let steps = try home.placement.addWidget(kind: "steps", family: nil)
        let clock = try home.placement.addWidget(kind: "clock", family: nil)
        #expect(steps.extensionName == "SecondWidgets")
        #expect(try home.currentStates().map(\.entry.view) == [.text("from second"), .text("from first")])
        #expect(try home.currentStates().map(\.displayName) == ["Steps", "Clock"])

        // Without the second app, its widget says how to put things right; the first's is still drawn.
        let without = HomeScreen(store: store, apps: [apps[0]])
        #expect(try without.timelines.currentState(of: clock.id).entry.view == .text("from first"))
        let error = try #require(throws: HostError.self) { try without.timelines.currentState(of: steps.id) }
        #expect(
            error.message
                == "Widget #\(steps.id) comes from SecondWidgets, which is no longer installed; install it again with 'sample-app home install PATH', or remove the widget with 'sample-app home remove \(steps.id)'."
        )
    }

    @Test(arguments: [false, true]) func uninstallingAnAppRemovesItsExtensionsAndItsWidgetsAtOnce(live: Bool) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-apps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let store = live ? try HomeStore.live(SuiteHome(root: scratch)) : .inMemory()
        let executable = URL(fileURLWithPath: "/opt/mine/.build/debug/MineWidgets")
        try store.extensions.install([
            InstalledExtension(name: "MineWidgets", role: .widgets, app: "Mine", executable: executable),
            InstalledExtension(name: "MineIntents", role: .intents, app: "Mine", executable: executable),
            InstalledExtension(name: "OtherWidgets", role: .widgets, app: "Other", executable: executable),
        ], nil)
        // Installing again moves an extension rather than adding a second of that name, and counts an update.
        let project = InstalledProject(app: "Mine", project: scratch.appendingPathComponent("Mine.xcodeproj"), targets: ["MineWidgets"])
        try store.extensions.install([InstalledExtension(name: "MineWidgets", role: .widgets, app: "Mine", executable: scratch)], project)
        #expect(try store.extensions.installed().map(\.name) == ["MineWidgets", "MineIntents", "OtherWidgets"])
        #expect(try store.extensions.installed().map(\.updates) == [1, 0, 0])
        #expect(try store.extensions.installed().first?.executable.path == scratch.path)
        #expect(try store.extensions.projects() == [project])
        // A failed build is kept with the project, and the next install clears it.
        let failure = BuildFailure(sentence: "MineWidgets did not compile (1 error).", lines: ["a.swift:1:1: error: no"], date: Date(timeIntervalSince1970: 5))
        #expect(try store.extensions.setBuildFailure("Mine", failure))
        #expect(try !store.extensions.setBuildFailure("Other", failure))
        #expect(try store.extensions.projects().first?.failure == failure)
        try store.extensions.install([InstalledExtension(name: "MineWidgets", role: .widgets, app: "Mine", executable: scratch)], project)
        #expect(try store.extensions.projects() == [project])
        #expect(try store.extensions.installed().first?.updates == 2)
        // Installed from executables again, the app is no longer a project's: no watch builds over it.
        try store.extensions.install([InstalledExtension(name: "MineWidgets", role: .widgets, app: "Mine", executable: scratch)], nil)
        #expect(try store.extensions.projects().isEmpty)
        try store.extensions.install([InstalledExtension(name: "MineWidgets", role: .widgets, app: "Mine", executable: scratch)], project)

        let mine = try store.widgets.add("MineWidgets", "mine.clock", .systemSmall, [:], nil, Date(), nil)
        let other = try store.widgets.add("OtherWidgets", "other.clock", .systemSmall, [:], nil, Date(), nil)
        #expect(try store.extensions.uninstall("Mine").map(\.id) == [mine.id])
        #expect(try store.widgets.all().map(\.id) == [other.id])
        #expect(try store.extensions.installed().map(\.name) == ["OtherWidgets"])
        #expect(try store.extensions.projects().isEmpty)
    }

    /// A new build installed is an app update: its widgets' kept timelines go in the install's own
    /// transaction, so that the next look asks the new build; another app's stay.
    @Test(arguments: [false, true]) func installingANewBuildDropsItsWidgetsKeptTimelines(live: Bool) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-apps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let store = live ? try HomeStore.live(SuiteHome(root: scratch)) : .inMemory()
        let home = HomeScreen(
            store: store,
            apps: [
                .testing("first", widgets: Self.widgets(["clock"], saying: "from first"), extensionName: "FirstWidgets"),
                .testing("second", widgets: Self.widgets(["steps"], saying: "from second"), extensionName: "SecondWidgets"),
            ])
        let clock = try home.placement.addWidget(kind: "clock", family: nil)
        let steps = try home.placement.addWidget(kind: "steps", family: nil)
        _ = try home.currentStates()
        #expect(try store.timelines.timeline(clock.id) != nil && store.timelines.timeline(steps.id) != nil)
        try store.extensions.install([InstalledExtension(name: "FirstWidgets", role: .widgets, app: "first", executable: scratch)], nil)
        #expect(try store.timelines.timeline(clock.id) == nil, "the updated app's widget is asked again")
        #expect(try store.timelines.timeline(steps.id) != nil, "another app's timeline stays")
    }

    @Test func anExecutableBelongsToThePackageThatBuiltIt() {
        #expect(InstalledExtension.defaultApp(for: URL(fileURLWithPath: "/w/MyWidgets/.build/debug/MyWidgetsExtension")) == "MyWidgets")
        #expect(
            InstalledExtension.defaultApp(for: URL(fileURLWithPath: "/w/MyWidgets/.build/x86_64-unknown-linux-gnu/release/Ext"))
                == "MyWidgets")
        #expect(InstalledExtension.defaultApp(for: URL(fileURLWithPath: "/usr/local/bin/MyWidgetsExtension")) == "MyWidgetsExtension")
    }
}
