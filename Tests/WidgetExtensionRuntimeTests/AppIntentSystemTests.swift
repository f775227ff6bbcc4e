import ExtensionProtocol
import Synchronization
import ExtensionTransport
import Foundation
import ViewArchive
import ViewLayout
import SystemStore
import Testing
import TestSupport
import WidgetHost
import WidgetExtensionRuntime
import WidgetKit
import WidgetRendering

/// An App Intent widget on the system: its form, its options and search from the widget extension's
/// query, its provider's timeline, and a button and a toggle that run their intents, then reload.
@Suite(.serialized) struct AppIntentSystemTests {

    /// What the buttons change: how many times each hero was cheered, and who is starred.
    static let cheers = Mutex<[String: Int]>([:])
    static let starred = Mutex<Set<String>>([])

    struct Cheer: AppIntent {
        static let title: LocalizedStringResource = "Cheer"
        @Parameter(title: "Hero") var hero: Hero?
        init() {}
        init(hero: Hero) { self.hero = hero }
        func perform() async throws -> some IntentResult & ProvidesDialog {
            let name = hero?.name ?? "nobody"
            let count = AppIntentSystemTests.cheers.withLock { cheers in
                cheers[name, default: 0] += 1
                return cheers[name]!
            }
            return .result(dialog: "\(name) cheered \(count) times.")
        }
    }

    struct Star: AppIntent {
        static let title: LocalizedStringResource = "Star"
        @Parameter(title: "Hero") var hero: Hero?
        init() {}
        init(hero: Hero) { self.hero = hero }
        func perform() async throws -> some IntentResult {
            if let name = hero?.name {
                AppIntentSystemTests.starred.withLock { if $0.remove(name) == nil { $0.insert(name) } }
            }
            return .result()
        }
    }

    struct CheerEntry: TimelineEntry {
        var date: Date
        var hero: Hero?
        var cheers: Int
        var starred: Bool
    }

    struct CheerProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> CheerEntry { CheerEntry(date: .now, hero: nil, cheers: 0, starred: false) }
        func snapshot(for configuration: PickHero, in context: Context) async -> CheerEntry {
            let name = configuration.hero?.name ?? ""
            return CheerEntry(
                date: .now, hero: configuration.hero, cheers: AppIntentSystemTests.cheers.withLock { $0[name] ?? 0 },
                starred: AppIntentSystemTests.starred.withLock { $0.contains(name) })
        }
        func timeline(for configuration: PickHero, in context: Context) async -> Timeline<CheerEntry> {
            Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
        }
    }

    struct CheerWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "test.cheer", intent: PickHero.self, provider: CheerProvider()) { entry in
                VStack {
                    Text("\(entry.hero?.name ?? "nobody"): \(entry.cheers)")
                    if let hero = entry.hero {
                        Button("Cheer", intent: Cheer(hero: hero))
                        Toggle(isOn: entry.starred, intent: Star(hero: hero)) { Text("Star") }
                    }
                }
            }
        }
    }

    struct Empty: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Nothing"
    }

    struct EmptyWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "test.empty", intent: Empty.self, provider: EmptyProvider()) { _ in Text("still") }
        }
    }

    struct EmptyProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
        func snapshot(for configuration: Empty, in context: Context) async -> SimpleEntry { SimpleEntry(date: .now) }
        func timeline(for configuration: Empty, in context: Context) async -> Timeline<SimpleEntry> {
            Timeline(entries: [SimpleEntry(date: .now)], policy: .never)
        }
    }

    struct SimpleEntry: TimelineEntry {
        var date: Date
    }

    /// A button whose intent acts as the app: the system runs it in the app's process.
    struct Rally: LiveActivityIntent {
        static let title: LocalizedStringResource = "Rally"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct RallyWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "test.rally", intent: Empty.self, provider: EmptyProvider()) { _ in
                Button("Rally", intent: Rally())
            }
        }
    }

    static func home(app process: AppProcess = .unavailable) -> HomeScreen {
        let router = WidgetExtensionRouter.make { CheerWidget().definitions + EmptyWidget().definitions + RallyWidget().definitions }
        let app = HostedApp(name: "heroes", widgetExtension: .init(name: "hero-widgets", connection: LocalConnection(router: router)))
        return HomeScreen(store: .inMemory(), apps: [app], app: process)
    }

    @Test func aLiveActivityIntentInAWidgetRunsInTheAppsProcess() throws {
        let ran = Mutex<[String]>([])
        let home = Self.home(
            app: AppProcess { control in
                ran.withLock { $0.append(control.intent) }
                return "Rallied."
            })
        let widget = try home.placement.addWidget(kind: "test.rally", family: nil)
        let pressed = try home.press(.widget(widget.id, control: "Rally"))
        #expect(pressed.action.runsInApp == true && pressed.dialog == "Rallied.")
        #expect(ran.withLock { $0 }.first?.hasSuffix("Rally") == true, "run by the app, not the widget extension")
        let withoutApp = Self.home()
        let other = try withoutApp.placement.addWidget(kind: "test.rally", family: nil)
        let refused = try #require(throws: HostError.self) { try withoutApp.press(.widget(other.id, control: "Rally")) }
        #expect(refused.message.firstRange(of: "no app to launch; nothing ran") != nil, "\(refused.message)")
    }

    /// What an intent asked `WidgetCenter` to reload, carried back in the reply of the press it ran in:
    /// recorded for the extension's own app's kinds, each a request from the background.
    @Test func reloadsAskedInTheExtensionAreRecordedForItsAppsKinds() throws {
        let home = Self.home()
        let before = try home.store.reloads.lastSerial()
        try home.record(AskedReloads(widgetKinds: ["test.cheer", "someone-else.kind"]), askedIn: "hero-widgets")
        let cheer = try #require(try home.store.reloads.pending("test.cheer", "heroes", before))
        #expect(cheer.kind == "test.cheer" && !cheer.inForeground)
        #expect(try home.store.reloads.pending("someone-else.kind", "heroes", before) == nil, "another app's kind is not reloaded")
        #expect(try home.store.reloads.pending("test.rally", "heroes", before) == nil)
        try home.record(AskedReloads(everyWidget: true), askedIn: "hero-widgets")
        #expect(try home.store.reloads.pending("test.rally", "heroes", before) != nil, "reloadAllTimelines: every kind of the app")
        let after = try home.store.reloads.lastSerial()
        try home.record(AskedReloads(widgetKinds: ["test.cheer"]), askedIn: "no-such-extension")
        #expect(try home.store.reloads.lastSerial() == after, "an extension no app has reloads nothing")
    }

    @Test func theFormOptionsSearchAndDefaultComeFromTheWidgetExtensionsQuery() throws {
        let home = Self.home()
        let widget = try home.placement.addWidget(kind: "test.cheer", family: nil)
        #expect(widget.configuration["hero"]?.identifier == "3", "the query's defaultResult()")
        #expect(widget.configuration["mood"] == .string("brave") && widget.configuration["count"] == .number(3))
        let form = try FormText.form(home.apps.form(ofKind: "test.cheer"))
        #expect(form.contains("App Intent ") && form.contains("options provided dynamically by the widget extension's query, searchable"))
        #expect(
            try home.editor.options(widgetID: widget.id, parameter: "hero").allOptions.map(\.displayString) == [
                "Power Panda", "Unipony", "Spouty",
            ])
        #expect(try home.editor.options(widgetID: widget.id, parameter: "hero", searchTerm: "pony").allOptions.map(\.identifier) == ["2"])
        #expect(try home.editor.options(widgetID: widget.id, parameter: "mood").allOptions.map(\.displayString) == ["Calm", "Brave"])
        // A searchable entity is chosen by its identifier, among what a search for it finds and the suggestions;
        // a name is not an identifier, and what neither finds is refused, saying how to search.
        let chosen = try home.editor.edit(widgetID: widget.id, assignments: [("hero", "1")])
        #expect(chosen.widget.configuration["hero"]?.identifier == "1")
        let named = try #require(throws: HostError.self) { try home.editor.edit(widgetID: widget.id, assignments: [("hero", "Unipony")]) }
        #expect(named.message.contains("did you mean \"2\""), "\(named.message)")
        let unfound = try #require(throws: HostError.self) { try home.editor.edit(widgetID: widget.id, assignments: [("hero", "9")]) }
        #expect(unfound.message.contains("is none of the options for hero") && unfound.message.contains("--search TEXT"))
        try home.editor.edit(widgetID: widget.id, assignments: [("mood", "calm"), ("count", "9")])
        let bad = try #require(throws: HostError.self) { try home.editor.edit(widgetID: widget.id, assignments: [("count", "11")]) }
        #expect(bad.message.contains("at most 10"))
        #expect(
            try home.timelines.currentState(of: widget.id).entry.view.texts() == [
                "Power Panda: \(Self.cheers.withLock { $0["Power Panda"] ?? 0 })", "Cheer", "Star",
            ])
    }

    @Test func aButtonAndAToggleRunTheirIntentsInTheExtensionThenTheWidgetReloads() throws {
        let home = Self.home()
        let widget = try home.placement.addWidget(kind: "test.cheer", family: nil)
        #expect(try home.interactions.controls(of: widget.id).map(\.title) == ["Cheer", "Star"])
        let before = Self.cheers.withLock { $0["Spouty"] ?? 0 }
        let pressed = try home.press(.widget(widget.id, control: "cheer"))
        #expect(pressed.dialog == "Spouty cheered \(before + 1) times." && pressed.number == 1)
        #expect(pressed.state.entry.view.texts().first == "Spouty: \(before + 1)", "the widget reloaded after the intent ran")
        #expect(try home.interactions.controls(of: widget.id)[1].control.isOn == false)
        #expect(try home.press(.widget(widget.id, control: "2")).state.entry.view.controls[1].control.isOn == true)
        let unknown = try #require(throws: HostError.self) { try home.press(.widget(widget.id, control: "Boo")) }
        #expect(
            unknown.message
                == "Widget #\(widget.id) has no control \"Boo\"; its controls are 1 \"Cheer\", 2 \"Star\". Name one by its label or number."
        )
        #expect(try home.timelines.budgetUse(of: widget.id, at: Date()).spent.isEmpty, "the reload after a press is not spent")
        // A tap on the toggle's frame runs the same intent as pressing it.
        let view = try home.timelines.currentState(of: widget.id).entry.view
        let size = DeviceMetrics.iPhone15ProMax.size(of: widget.family)
        let toggle = try #require(
            PointLayout().layout(view, width: size.width, height: size.height).flattened.first {
                if case .run(let control)? = $0.action { control.kind == .toggle } else { false }
            })
        let tapped = try home.interactions.tap(
            widget.id, at: (toggle.frame.x + toggle.frame.width / 2, toggle.frame.y + toggle.frame.height / 2))
        #expect(tapped.action == .run(view.controls[1].control))
        let html = HTMLHomeScreen(renderer: SVGRenderer()).render(
            Places.screens([.init(id: widget.id, title: "Cheer", family: widget.family, view: pressed.state.entry.view)]))
        // The controls are drawn in the widget, where a click presses them; no second set of buttons under it.
        #expect(html.contains("class=\"control\"") && !html.contains("data-control=\"1\""))
    }

    /// `widget/perform` runs only an intent a control of the widget's current entry carries, with its values:
    /// not one the extension does not have, nor another of its intents, nor the shown one with other values.
    @Test func onlyAControlTheWidgetShowsIsRun() throws {
        let home = Self.home()
        let widget = try home.placement.addWidget(kind: "test.cheer", family: nil)
        let shown = try home.interactions.controls(of: widget.id)[0].control
        let connection = LocalConnection(router: WidgetExtensionRouter.make { CheerWidget().definitions })
        func perform(_ control: ControlValue) throws -> WidgetPerformReply {
            try connection.send(
                WidgetPerformRequest(
                    kind: widget.kind, context: RenderContext(family: widget.family, width: 170, height: 170),
                    configuration: widget.configuration, control: control))
        }
        let configurationIntent = ControlValue(
            kind: .button, intent: String(reflecting: PickHero.self), intentType: _mangledTypeName(PickHero.self)!,
            parameters: widget.configuration)
        var otherHero = shown
        otherHero.parameters["hero"] = .object(["identifier": .string("1")])
        let before = Self.cheers.withLock { $0 }
        for control in [
            ControlValue(kind: .button, intent: "Nowhere.Intent", intentType: "7Nowhere6IntentV", parameters: [:]), configurationIntent,
            otherHero,
        ] {
            let error = try #require(throws: JSONRPCError.self) { try perform(control) }
            #expect(error.code == .invalidConfiguration)
            #expect(error.message.hasPrefix("Widget test.cheer's current entry has no control running \(control.intent) with these values"))
        }
        #expect(Self.cheers.withLock { $0 } == before, "nothing ran")
        #expect(try perform(shown).dialog?.hasSuffix("cheered \((before["Spouty"] ?? 0) + 1) times.") == true)
    }

    @Test func anIntentWithoutParametersHasNothingToEdit() throws {
        let home = Self.home()
        #expect(
            WidgetText.gallery(home.apps.gallery()).contains(
                "configurable: no (App Intent WidgetExtensionRuntimeTests.AppIntentSystemTests.Empty has no parameters)"))
        let widget = try home.placement.addWidget(kind: "test.empty", family: nil)
        #expect(widget.configuration.isEmpty)
        let refused = try #require(throws: HostError.self) { try home.editor.edit(widgetID: widget.id, assignments: [("x", "1")]) }
        #expect(refused.message.contains("has no parameters: it has nothing to configure, and no Edit Widget."))
        #expect(try home.timelines.currentState(of: widget.id).entry.view.texts() == ["still"])
    }
}

extension PressOutcome {
    /// The widget pressed, as it shows after its intent ran.
    var state: WidgetState {
        guard case .widget(let state) = after else { fatalError("not a widget's press: \(self)") }
        return state
    }
}
