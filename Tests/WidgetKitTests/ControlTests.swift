import AppIntents
import ExtensionProtocol
import ExtensionTransport
import Foundation
import Synchronization
import SwiftUI
import Testing
import TestSupport
import WidgetExtensionRuntime
import WidgetHost
import WidgetKit
import WidgetRendering

/// iOS 18's controls (WidgetKit's `ControlWidget`, its configurations, templates and value providers) on
/// the system, with an in-memory store and the extension's router in process: the gallery, placing with
/// the form's checks, the one-control places, pressing, and reloads.
@Suite(.serialized) struct ControlTests {
    /// What the controls read and change.
    static let lampIsOn = Mutex(false)
    static let greeted = Mutex<[String]>([])

    struct SetLamp: SetValueIntent {
        static let title: LocalizedStringResource = "Set Lamp"
        @Parameter(title: "On") var value: Bool
        init() {}
        func perform() async throws -> some IntentResult & ProvidesDialog {
            ControlTests.lampIsOn.withLock { $0 = value }
            return .result(dialog: value ? "The lamp is on." : "The lamp is off.")
        }
    }

    struct LampProvider: ControlValueProvider {
        var previewValue: Bool { false }
        func currentValue() async throws -> Bool { ControlTests.lampIsOn.withLock { $0 } }
    }

    struct LampControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "test.lamp", provider: LampProvider()) { isOn in
                ControlWidgetToggle("Lamp", isOn: isOn, action: SetLamp()) { isOn in
                    Label(isOn ? "Lit" : "Dark", systemImage: isOn ? "lightbulb.fill" : "lightbulb")
                }
            }
            .displayName("Lamp")
        }
    }

    struct PickHero: ControlConfigurationIntent {
        static let title: LocalizedStringResource = "Pick Hero"
        @Parameter(title: "Hero") var hero: Hero?
        init() {}
    }

    struct Greet: AppIntent {
        static let title: LocalizedStringResource = "Greet"
        @Parameter(title: "Hero") var hero: Hero?
        init() {}
        init(hero: Hero?) { self.hero = hero }
        func perform() async throws -> some IntentResult & ProvidesDialog {
            let name = hero?.name ?? "nobody"
            ControlTests.greeted.withLock { $0.append(name) }
            return .result(dialog: "Hello, \(name).")
        }
    }

    struct GreetControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            AppIntentControlConfiguration(kind: "test.greet", intent: PickHero.self) { configuration in
                ControlWidgetButton(action: Greet(hero: configuration.hero)) {
                    Label("Greet \(configuration.hero?.name ?? "nobody")", systemImage: "hand.wave")
                }
            }
            .displayName("Greet")
            .promptsForUserConfiguration()
        }
    }

    struct Rally: LiveActivityIntent {
        static let title: LocalizedStringResource = "Rally"
        init() {}
        func perform() async throws -> some IntentResult { .result() }
    }

    struct RallyControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "test.rally-control") {
                ControlWidgetButton(action: Rally()) { Text("Rally") }
            }
        }
    }

    struct HouseBundle: WidgetBundle {
        var body: some Widget {
            LampControl()
            GreetControl()
            RallyControl()
        }
    }

    static func home(app process: AppProcess = .unavailable) -> HomeScreen {
        let router = WidgetExtensionRouter.make { HouseBundle.definitions }
        let app = HostedApp(name: "house", widgetExtension: .init(name: "house-widgets", connection: LocalConnection(router: router)))
        return HomeScreen(store: .inMemory(), controlStore: .inMemory(), apps: [app], app: process)
    }

    @Test func theGalleryListsEachKindWithItsPreview() throws {
        let home = Self.home()
        let gallery = home.apps.gallery()
        let controls = gallery.controls
        #expect(gallery.problems.isEmpty)
        #expect(controls.map(\.descriptor.kind) == ["test.lamp", "test.greet", "test.rally-control"])
        #expect(controls[1].descriptor.appIntent?.parameters.map(\.name) == ["hero"])
        let preview = try home.controls.preview(controls[0])
        #expect(preview.title == "Lamp" && preview.value == "Dark" && preview.symbol == "lightbulb" && preview.action.isOn == false)
        let unknown = try #require(throws: HostError.self) { try home.controls.add(kind: "test.none") }
        #expect(unknown.message.firstRange(of: "test.lamp, test.greet, test.rally-control") != nil, "\(unknown.message)")
    }

    @Test func aConfigurableControlIsConfiguredThroughTheFormsChecks() throws {
        let home = Self.home()
        // The query's defaultResult() fills the hero; promptsForUserConfiguration asks only for what is left empty.
        let added = try home.controls.add(kind: "test.greet")
        #expect(added.control.configuration["hero"]?.identifier == "3" && added.control.intentType?.hasSuffix("PickHero") == true)
        let chosen = try home.controls.add(kind: "test.greet", size: .medium)
        #expect(chosen.control.configuration["hero"]?.identifier == "3" && chosen.control.size == .medium)
        let wrong = try #require(throws: HostError.self) { try home.controls.add(kind: "test.greet", assignments: [("hero", "Nobody")]) }
        #expect(wrong.message.firstRange(of: "sample-app home controls options test.greet hero") != nil, "\(wrong.message)")
        let unknown = try #require(throws: HostError.self) { try home.controls.add(kind: "test.greet", assignments: [("colour", "red")]) }
        #expect(unknown.message.firstRange(of: "colour") != nil)
        let staticOne = try #require(throws: HostError.self) { try home.controls.add(kind: "test.lamp", assignments: [("hero", "1")]) }
        #expect(staticOne.message.firstRange(of: "has no configuration") != nil)
        #expect(try home.controls.shown().map(\.control.id) == [added.control.id, chosen.control.id], "a refused control is not placed")

        let pressed = try home.press(.control(chosen.control.id))
        #expect(pressed.dialog == "Hello, Spouty." && Self.greeted.withLock { $0.last } == "Spouty")
        #expect(pressed.shown.template?.title == "Greet Spouty")
    }

    @Test func aToggleRunsItsSetValueIntentWithTheNewStateThenIsAskedAgain() throws {
        Self.lampIsOn.withLock { $0 = false }
        let home = Self.home()
        let lamp = try home.controls.add(kind: "test.lamp").control
        #expect(home.controls.shown(lamp).template?.value == "Dark")

        let on = try home.press(.control(lamp.id))
        #expect(on.action.isOn == true && on.action.parameters["value"] == .bool(true) && on.dialog == "The lamp is on.")
        #expect(Self.lampIsOn.withLock { $0 })
        #expect(on.shown.template?.value == "Lit" && on.shown.template?.action.isOn == true, "the provider was asked again")
        let off = try home.press(.control(lamp.id))
        #expect(off.action.isOn == false && !Self.lampIsOn.withLock { $0 })

        // Changed elsewhere, the control shows its kept template until the app reloads its kind.
        Self.lampIsOn.withLock { $0 = true }
        #expect(try home.controls.shown().first?.template?.value == "Dark")
        #expect(try home.controls.reload(kind: "test.lamp", app: "house") == 1)
        #expect(try home.controls.shown().first?.template?.value == "Lit")
    }

    /// What a person names is a placed control's id (copied, its configuration kept) or a kind.
    @Test func aNumberNamesAPlacedControlToCopyAndAnythingElseAKind() throws {
        let home = Self.home()
        let greet = try home.controls.add("test.greet", assignments: [("hero", "2")]).control
        let copy = try home.controls.add("\(greet.id)", at: .actionButton).control
        #expect(copy.kind == "test.greet" && copy.id != greet.id && copy.configuration == greet.configuration)
        let refused = try #require(throws: HostError.self) {
            try home.controls.add("\(greet.id)", assignments: [("hero", "3")], at: .lockScreenLeading)
        }
        #expect(refused.message == "A copy of control #\(greet.id) keeps its configuration; give a kind to configure a new one with --set.")
        #expect(try home.controls.placed(at: .lockScreenLeading) == nil, "nothing was placed")
        #expect(throws: HostError.self) { try home.controls.add("999", at: .lockScreenTrailing) }
    }

    @Test func theLockScreenAndTheActionButtonHoldOneControlEach() throws {
        Self.lampIsOn.withLock { $0 = false }
        let home = Self.home()
        let lamp = try home.controls.add(kind: "test.lamp").control
        let leading = try home.controls.add(copyOf: lamp.id, at: .lockScreenLeading)
        #expect(leading.control.kind == "test.lamp" && leading.control.id != lamp.id && leading.replaced == nil)
        let button = try home.controls.add(kind: "test.greet", at: .actionButton)
        let again = try home.controls.add(copyOf: lamp.id, at: .actionButton)
        #expect(again.replaced?.id == button.control.id, "the Action button holds one control")
        #expect(try home.controls.placed(at: .actionButton)?.id == again.control.id)

        let pressed = try home.press(.actionButton)
        #expect(pressed.shown.control.id == again.control.id && pressed.pressed == .control(again.control.id) && Self.lampIsOn.withLock { $0 })
        // Every control of the kind is asked again, wherever it is.
        #expect(try home.controls.shown().allSatisfy { $0.template?.value == "Lit" })

        let text = try home.controls.renderer().text()
        #expect(text.firstRange(of: "Lock Screen: #\(leading.control.id) ") != nil && text.firstRange(of: "(empty)") != nil, "\(text)")
        #expect(text.firstRange(of: "Action button: #\(again.control.id) ") != nil)
        try home.controls.remove(again.control.id)
        let empty = try #require(throws: HostError.self) { try home.press(.actionButton) }
        #expect(empty.message.firstRange(of: "The Action button has no control") != nil)
        #expect(throws: HostError.self) { try home.controls.remove(again.control.id) }
    }

    @Test func aLiveActivityIntentControlRunsInTheAppsProcess() throws {
        let ran = Mutex<[String]>([])
        let home = Self.home(
            app: AppProcess { action in
                ran.withLock { $0.append(action.intent) }
                return "Rallied."
            })
        let rally = try home.controls.add(kind: "test.rally-control").control
        let pressed = try home.press(.control(rally.id))
        #expect(pressed.action.runsInApp == true && pressed.dialog == "Rallied.")
        #expect(ran.withLock { $0 }.first?.hasSuffix("Rally") == true)
    }

    @Test func aControlMovedInControlCenterTakesItsPlaceAndTheOthersFallInAroundIt() throws {
        let home = Self.home()
        let ids = try ["test.lamp", "test.greet", "test.rally-control"].map { try home.controls.add(kind: $0).control.id }
        let copy = try home.controls.add(copyOf: ids[0], at: .lockScreenLeading).control
        func order() throws -> [Int64] { try home.controls.shown(at: [.controlCenter]).map(\.control.id) }
        #expect(try order() == ids)
        #expect(try home.controls.move(ids[2], to: 1).map(\.id) == [ids[2], ids[0], ids[1]])
        #expect(try order() == [ids[2], ids[0], ids[1]])
        let later = try home.controls.add(kind: "test.lamp").control
        #expect(try order() == [ids[2], ids[0], ids[1], later.id], "a control added after a move goes last")
        try home.controls.move(ids[2], to: 4)
        #expect(try order() == [ids[0], ids[1], later.id, ids[2]])
        #expect(try home.controls.renderer().svg().firstRange(of: "data-control-id=\"\(ids[2])\" data-control-position=\"4\"") != nil)

        let past = try #require(throws: HostError.self) { try home.controls.move(ids[0], to: 5) }
        #expect(past.message == "Control Center has 4 controls; give --position from 1 to 4.")
        let elsewhere = try #require(throws: HostError.self) { try home.controls.move(copy.id, to: 1) }
        #expect(elsewhere.message.hasPrefix("Control #\(copy.id) is on the Lock Screen's leading place, which holds one control"))
        #expect(throws: HostError.self) { try home.controls.move(999, to: 1) }
        #expect(try order() == [ids[0], ids[1], later.id, ids[2]], "a refused move changes nothing")
    }

    @Test func controlsFallIntoTheGridRowByRow() {
        // small, large, small, medium, small: the large takes two rows; the others fill the gaps beside it.
        let cells = ControlGrid.cells([(1, 1), (2, 2), (1, 1), (2, 1), (1, 1)])
        #expect(cells.map { [$0.column, $0.row] } == [[0, 0], [1, 0], [3, 0], [0, 2], [0, 1]])
        let svg = ControlCenterRenderer(controlCenter: [DrawnControl(id: 7, columns: 2, title: "Lamp", symbol: "lightbulb", value: "Dark")])
            .svg()
        #expect(svg.firstRange(of: "data-control-id=\"7\"") != nil && svg.firstRange(of: ">Dark</text>") != nil)
    }
}

extension PressOutcome {
    /// The control pressed, as it shows once asked for its value again.
    var shown: ShownControl {
        guard case .control(let shown) = after else { fatalError("not a control's press: \(self)") }
        return shown
    }
}
