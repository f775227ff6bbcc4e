import ArgumentParser
import ExtensionProtocol
import Foundation
import SystemStore
import WidgetKit

/// `sample-app`: the game app, and the system (home screen and widget daemon) it runs beside.
@main
struct SampleApp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample-app",
        abstract: "The sample apps (the game, the cards) and the system that hosts their widgets and yours, on Linux.",
        discussion: """
            The apps' own commands are 'game', 'cards' and 'open'. The system's are 'home' (the home screen) and \
            'extensions' (the processes it starts). 'demo' is a guided tour of all of them.
            """,
        version: "0.11.0",
        subcommands: [Home.self, Game.self, Cards.self, OpenURL.self, Extensions.self, Demo.self]
    )

    /// The options every command takes, given before the command's name (`sample-app --home DIR home list`).
    @OptionGroup var global: GlobalOptions

    /// Runs the command the arguments name. Errors of the command's own are worded here, in one place:
    /// one sentence on standard error and exit status 1. Argument-parser's own (help asked for, a bad
    /// argument, `ExitCode`, `ValidationError`) it words itself; its `help` command throws one from `run()`.
    static func main() {
        // What the app wrote to the app group's UserDefaults is on disk for its extensions when it exits.
        defer { AppGroupDefaults.synchronize() }
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let unknown = CommandWords.unknownCommand(in: arguments, root: SampleApp.self) {
            complain("error: \(unknown)")
            exit(withError: ExitCode.validationFailure)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch  where String(reflecting: type(of: error)).hasPrefix("ArgumentParser.") {
            AppGroupDefaults.synchronize()
            // A negative number taken for an option leaves a value or an argument missing: said as what it is.
            let message = SampleApp.message(for: error)
            if message.hasPrefix("Missing") || message.hasPrefix("Unknown option"),
                let negative = CommandWords.negativeNumber(in: arguments)
            {
                complain("error: \(negative)")
                exit(withError: ExitCode.validationFailure)
            }
            exit(withError: error)
        } catch {
            complain("error: \(ErrorSentence.of(error))")
            AppGroupDefaults.synchronize()
            exit(withError: ExitCode.failure)
        }
    }
}
