import ArgumentParser
import ExtensionHosting
import ExtensionProtocol
import Foundation
import SystemLive

extension Extensions {
    /// `sample-app extensions log [--kind widget|intents] [--lines N]`: what the extensions wrote to their logs.
    struct Log: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "log",
            abstract: "Show the end of each installed extension's log: its start, its errors and its Logger messages.",
            discussion: """
                An extension the system starts writes its standard error to <home>/Logs/<extension>.log: the lines \
                of its start and stop, and each message its code writes with OSLog's Logger, with its level, \
                subsystem and category, and private values shown as <private> as iOS shows them. Add --trace to \
                any command to watch the JSON messages instead. See docs/oslog-subset.md.
                """)

        @OptionGroup var global: GlobalOptions

        /// Which extensions' logs: those of widgets or those of intents.
        enum Kind: String, ExpressibleByArgument, CaseIterable {
            case widget, intents

            var role: ExtensionRole { self == .widget ? .widgets : .intents }
        }

        @Option(help: "Only the widget extensions' logs, or only the intents extensions'.")
        var kind: Kind?

        @Option(help: ArgumentHelp("How many of the last lines of each log to show, from 1 to 10000.", valueName: "count"))
        var lines = 40

        func validate() throws {
            guard (1...10_000).contains(lines) else {
                throw ValidationError("--lines takes a count from 1 to 10000; \(lines) is not one.")
            }
        }

        func run() throws {
            let home = try global.resolvedHome()
            let (processes, installed, problem) = ExtensionProcesses.live(home: home)
            if let problem { complain("note: \(problem)") }
            let roles = Dictionary(installed.map { ($0.name, $0.role) }) { first, _ in first }
            let chosen = processes.launchers.filter { launcher in kind.map { roles[launcher.name] == $0.role } ?? true }
            for (index, launcher) in chosen.enumerated() {
                if index > 0 { print("") }
                say("\(launcher.name) (\(launcher.logFile.path)):")
                guard let text = try? String(contentsOf: launcher.logFile, encoding: .utf8) else {
                    say("  nothing yet; the system writes it once it starts the extension.")
                    continue
                }
                let all = text.split(separator: "\n", omittingEmptySubsequences: true)
                for line in all.suffix(lines) { say("  \(line)") }
            }
            if chosen.isEmpty { say("No \(kind.map { "\($0.rawValue) " } ?? "")extension is installed on this home.") }
        }
    }
}
