import ArgumentParser
import ExtensionHosting
import ExtensionProtocol
import Foundation
import ExtensionTransport
import SystemLive
import SystemStore
import WidgetHost

/// `sample-app extensions`: the extension processes the system starts.
struct Extensions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extensions",
        abstract: "The installed extensions' processes: which run, and who started them.",
        subcommands: [Status.self, Stop.self, Log.self]
    )

    @OptionGroup var global: GlobalOptions

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: "Show each installed extension: its app, running or not, its pid and socket, and who started it. Starts nothing.")

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let (text, problem) = try ExtensionProcesses.statusText(home: global.resolvedHome())
            if let problem { complain("note: \(problem)") }
            print(text)
        }
    }

    struct Stop: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stop",
            abstract: "Stop the extensions the system started (and, with --all, those started by hand).")

        @OptionGroup var global: GlobalOptions

        @Flag(help: "Stop extensions started by hand too.")
        var all = false

        func run() throws {
            let (processes, _, problem) = ExtensionProcesses.live(home: try global.resolvedHome())
            if let problem { complain("note: \(problem)") }
            print(ExtensionText.stopped(try processes.stop(includingHandStarted: all)))
        }
    }
}
