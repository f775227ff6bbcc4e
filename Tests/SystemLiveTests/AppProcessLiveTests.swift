import AppIntents
import Foundation
import Synchronization
import Testing
import ViewArchive
import WidgetHost
import WireValues

@testable import SystemLive

/// An intent that acts as the app, pressed in a Live Activity or a widget: run in this process, the
/// app's, after what the app does whenever it starts; refused in one sentence when it cannot run.
@Suite struct AppProcessLiveTests {
    struct Rally: LiveActivityIntent {
        static let title: LocalizedStringResource = "Rally"
        @Parameter(title: "Hero") var hero: String?
        init() {}
        func perform() async throws -> some IntentResult & ProvidesDialog {
            .result(dialog: "\(hero ?? "Nobody") rallies.")
        }
    }

    /// Counts its runs: only the test that presses it reads the count.
    struct Tally: LiveActivityIntent {
        static let title: LocalizedStringResource = "Tally"
        static let runs = Mutex(0)
        init() {}
        func perform() async throws -> some IntentResult {
            Tally.runs.withLock { $0 += 1 }
            return .result()
        }
    }

    /// A button of a Live Activity running `intent`, as the widget extension archives it.
    static func button<Intent: AppIntent>(_ intent: Intent.Type, named name: String, _ parameters: IntentValues = [:]) -> ControlValue {
        ControlValue(
            kind: .button, intent: name, intentType: _mangledTypeName(intent) ?? "", parameters: parameters, runsInApp: true)
    }

    @Test func theIntentRunsInThisProcessAfterTheAppsLaunchAndGivesItsDialog() throws {
        let launches = Mutex(0)
        let app = AppProcess.thisProcess {
            launches.withLock { $0 += 1 }
        }
        let dialog = try app.perform(Self.button(Rally.self, named: "Game.Rally", ["hero": .string("Spouty")]))
        #expect(dialog == "Spouty rallies.")
        #expect(launches.withLock { $0 } == 1, "the app launches for each intent, as iOS launches it without opening it")
        _ = try app.perform(Self.button(Rally.self, named: "Game.Rally"))
        #expect(launches.withLock { $0 } == 2)
    }

    @Test func anAppThatFailsToLaunchRunsNothing() {
        struct NoStore: Error {}
        let app = AppProcess.thisProcess { throw NoStore() }
        #expect(throws: NoStore.self) { try app.perform(Self.button(Tally.self, named: "Game.Tally")) }
        #expect(Tally.runs.withLock { $0 } == 0)
    }

    @Test func anIntentTheAppDoesNotHaveIsRefusedInOneSentence() {
        let control = ControlValue(
            kind: .button, intent: "Game.Vanish", intentType: "NoSuchModule.NoSuchIntent", parameters: [:], runsInApp: true)
        let sentence =
            "The app has no App Intent Game.Vanish (NoSuchModule.NoSuchIntent) to run; "
            + "link the intent into the app as well as the widget extension."
        #expect(throws: HostError(sentence)) { try AppProcess.thisProcess().perform(control) }
    }

    @Test func valuesTheIntentCannotTakeAreRefusedAndNothingRuns() {
        let control = Self.button(Rally.self, named: "Game.Rally", ["colour": .string("red")])
        #expect(throws: HostError("Game.Rally cannot take the values given for colour; check the control's intent.")) {
            try AppProcess.thisProcess().perform(control)
        }
    }

    @Test func theSystemWaitsHalfAMinuteForAnIntentInTheApp() {
        #expect(AppProcess.performTimeout == 30)
    }
}
