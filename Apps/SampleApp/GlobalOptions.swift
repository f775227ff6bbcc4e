import ActivityKit
import ArgumentParser
import CardsApp
import ExtensionTransport
import Foundation
import GameApp
import Intents
import SampleModels
import SuiteHome
import SystemLive
import SystemStore
import WidgetHost
import WidgetKit

/// The options every command takes. Every command includes them with `@OptionGroup`, as the root
/// command does, so that they may come before or after the command's name: argument-parser gives a
/// command's group the values its parent's group read.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The suite's home: all data, state and sockets live under it.",
            discussion: "Defaults to $SAMPLES_HOME, or a per-user data directory.",
            valueName: "dir"))
    var home: String?

    @Flag(name: .long, help: "Print each JSON message that crosses a process boundary to standard error.")
    var trace = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The time for this command alone, in place of the device's clock.",
            discussion: "For example 2026-11-27T12:00 (local time) or 2026-11-27T12:00:00Z. 'sample-app home clock' sets the clock.",
            valueName: "time"))
    var now: String?

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Run the app's command as if the app were in the background.",
            discussion: "The reloads it asks for then spend the widgets' daily budgets, as on iOS; in the foreground they do not."))
    var background = false

    /// `--now`, read; nil when not given.
    func fixedNow() throws -> Date? {
        try now.map { try TimeText.read($0, for: "--now") }
    }

    /// The time of this command: `--now`, or the device's clock.
    func currentTime() throws -> Date {
        if let fixed = try fixedNow() { return fixed }
        return try HomeStore.live(resolvedHome()).settings.clock().now()
    }

    /// The home, made current for this process and the extensions it starts. This process hosts the
    /// system: what the app asks of `WidgetCenter` goes to the home's system, at this command's time.
    func resolvedHome() throws -> SuiteHome {
        let resolved = try SuiteHome.resolve(option: home)
        try resolved.prepare(resolved.root)
        try resolved.checkTrusted()
        SuiteHome.makeCurrent(resolved)
        WidgetCenter.shared.client = .live(home: { resolved }, now: try fixedNow(), inForeground: !background)
        ControlCenter.shared.client = .live(home: { resolved })
        INInteraction.client = .live(home: resolved, now: try fixedNow())
        ActivityCenter.client = .live(home: resolved, now: try fixedNow(), inForeground: !background)
        return resolved
    }

    var messageTrace: MessageTrace? { trace ? .standardError : nil }

    /// The system of the home. One whose store the user may not write shows what it holds, and says so.
    func homeScreen() throws -> HomeScreen {
        let home = try resolvedHome()
        let system = try HomeScreen.live(home: home, trace: messageTrace, now: fixedNow(), app: appProcess())
        if system.store.isReadOnly {
            FileHandle.standardError.write(
                Data(
                    "note: The system's store at \(home.systemDatabase.path) is not writable by you: what is shown is asked for now, and nothing is kept.\n"
                        .utf8))
        }
        return system
    }

    /// The app as the system launches it, without opening it, to run a `LiveActivityIntent`: as whenever
    /// it runs, it first brings its adventures to the device's time, then the intent runs.
    func appProcess() -> AppProcess {
        let options = self
        return .thisProcess {
            let game = try options.gameApp()
            _ = try waiting { await game.advanceAdventures() }
        }
    }

    /// The app, on the app group's data of the home.
    func gameApp() throws -> GameApp {
        let home = try resolvedHome()
        // The app reads the device's clock; with the system's store unreadable it keeps to real time, and
        // says so when it asks the system for reloads.
        let now = try fixedNow() ?? (try? HomeStore.live(home).settings.clock().now()) ?? Date()
        return GameApp(characters: try CharacterStore.live(home, clock: { now }), now: { now }) {
            // The app's user is told when the system could not be asked, which WidgetKit's public API only logs.
            try GameApp.reloadWhatShowsHealth(
                widgets: { try WidgetCenter.shared.requestReload(ofKind: $0) }, controls: { try ControlCenter.shared.requestReload(ofKind: $0) })
        }
    }

    /// The cards app, on the app group's data of the home.
    func cardsApp() throws -> CardsApp {
        CardsApp(cards: try CardStore.live(resolvedHome()))
    }
}
