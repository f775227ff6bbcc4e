import ArgumentParser
import CardsApp
import ExtensionTransport
import Foundation
import GameApp
import SampleModels
import SuiteHome
import SystemStore
import WidgetHost

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

    /// The home, made current for this process and the extensions it starts.
    func resolvedHome() throws -> SuiteHome {
        let resolved = try SuiteHome.resolve(option: home)
        try resolved.prepare(resolved.root)
        SuiteHome.makeCurrent(resolved)
        return resolved
    }

    var messageTrace: MessageTrace? { trace ? .standardError : nil }

    /// The system of the home.
    func homeScreen() throws -> HomeScreen {
        try HomeScreen.live(home: resolvedHome(), trace: messageTrace)
    }

    /// The app, on the app group's data of the home.
    func gameApp() throws -> GameApp {
        GameApp(characters: try CharacterStore.live(resolvedHome()))
    }

    /// The cards app, on the app group's data of the home.
    func cardsApp() throws -> CardsApp {
        CardsApp(cards: try CardStore.live(resolvedHome()))
    }
}
