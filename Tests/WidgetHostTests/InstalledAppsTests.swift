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

    @Test func theGalleryShowsEveryAppsKindsOnceEachWithItsExtension() {
        let home = HomeScreen(
            store: .inMemory(),
            apps: [
                .testing("first", widgets: Self.widgets(["clock", "weather"], saying: "1"), extensionName: "FirstWidgets"),
                .testing("second", widgets: Self.widgets(["steps", "clock"], saying: "2"), extensionName: "SecondWidgets"),
            ])
        let gallery = home.apps.gallery()
        #expect(gallery.widgets.map(\.descriptor.kind) == ["clock", "weather", "steps"])
        #expect(gallery.widgets.map(\.extensionName) == ["FirstWidgets", "FirstWidgets", "SecondWidgets"])
        #expect(gallery.widgets.map(\.app) == ["first", "first", "second"])
        #expect(
            gallery.problems == [
                "SecondWidgets declares widget kind \"clock\" too, which FirstWidgets already declares; the gallery shows FirstWidgets's. Give each kind a name of its own."
            ])
    }

    /// Controls and Live Activities are walked with the widgets, and a kind declared twice is said alike.
    @Test func aControlOrActivityKindDeclaredTwiceIsSaidAsAWidgetKindIs() {
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
                .testing("second", widgets: declaring(controls: ["lamp", "fan"], activities: ["Trip"]), extensionName: "SecondWidgets"),
            ])
        let gallery = home.apps.gallery()
        #expect(gallery.controls.map(\.descriptor.kind) == ["lamp", "fan"] && gallery.controls[0].extensionName == "FirstWidgets")
        #expect(gallery.activities.map(\.attributesType) == ["Trip"] && gallery.activities[0].app == "first")
        #expect(
            gallery.problems == [
                "SecondWidgets declares control kind \"lamp\" too, which FirstWidgets already declares; the gallery shows FirstWidgets's. Give each kind a name of its own.",
                "SecondWidgets declares Live Activity kind \"Trip\" too, which FirstWidgets already declares; the gallery shows FirstWidgets's. Give each kind a name of its own.",
            ])
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
