import ArgumentParser
import Foundation
import WidgetHost

/// `sample-app extensions`: the extension processes the system starts.
struct Extensions: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The extension processes: which run, and who started them.",
        subcommands: [Status.self, Stop.self]
    )
}

struct Status: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show each extension: running or not, its pid and socket, and who started it. Starts nothing.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try reportingErrors {
            print(HomeText.extensions(try openHomeScreen(global).extensionReports()))
        }
    }
}

struct Stop: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Stop the extensions the system started (and, with --all, those started by hand).")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Stop extensions started by hand too.")
    var all = false

    func run() throws {
        try reportingErrors {
            let stopped = try openHomeScreen(global).stopExtensions(includingHandStarted: all)
            print(stopped.isEmpty ? "No extension to stop." : stopped.map { "Stopped \($0.name) (pid \($0.status!.pid))." }.joined(separator: "\n"))
        }
    }
}
