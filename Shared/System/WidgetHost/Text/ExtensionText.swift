import ExtensionHosting
import ExtensionProtocol
import ExtensionTransport
import Foundation
import ViewArchive
import WidgetRendering
import WireValues

/// How the system's commands print the extensions' processes: their status, and what stopping them did.
public enum ExtensionText {
    /// One line per installed extension, for `extensions status`: its app, and whether and how it runs.
    public static func extensions(
        _ reports: [ExtensionReport], apps: [String: String], unreachable: [(process: KernelProcess, name: String)] = []
    ) -> String {
        let unreachableRows = unreachable.map { process, name in
            [name, "running, socket gone", "pid \(process.pid)", "started by the system", apps[name] ?? "", "(extensions stop stops it)"]
        }
        let rows = reports.map { report -> [String] in
            let pid = report.peerProcessID.map { "pid \($0)" } ?? ""
            let starter = report.startedBySystem.map { $0 ? "started by the system" : "started by hand" } ?? ""
            let state =
                switch report.state {
                case .notRunning: "not running"
                case .running: "running"
                case .notAnswering: "not answering"
                case .busy: "busy"
                }
            return [report.name, state, pid, starter, apps[report.name] ?? "", report.socket]
        }
        return TextFormat.table(rows + unreachableRows)
    }

    /// What `extensions stop` did, and what it left running and how to stop that too.
    public static func stopped(_ outcome: ExtensionProcesses.Stopped) -> String {
        func named(_ report: ExtensionReport) -> String { "\(report.name) (pid \(report.peerProcessID.map(String.init) ?? "?"))" }
        var lines = outcome.stopped.map { "Stopped \(named($0))." }
        lines += outcome.stoppedUnreachable.map { "Stopped \($0.name) (pid \($0.process.pid)), whose socket was gone." }
        if outcome.stopped.isEmpty && outcome.leftRunning.isEmpty && outcome.notExtensions.isEmpty && outcome.survived.isEmpty
            && outcome.stoppedUnreachable.isEmpty && outcome.survivedUnreachable.isEmpty
        {
            lines.append("No extension is running.")
        }
        for (process, name) in outcome.survivedUnreachable {
            lines.append(
                "\(name) (pid \(process.pid)) is still running after SIGTERM and SIGKILL; see 'ps -o pid,stat,cmd -p \(process.pid)'.")
        }
        for report in outcome.survived {
            lines.append(
                "\(named(report)) is still running after SIGTERM and SIGKILL; see 'ps -o pid,stat,cmd -p \(report.peerProcessID.map(String.init) ?? "?")'."
            )
        }
        for report in outcome.notExtensions {
            lines.append(
                "The process listening on \(report.socket) (pid \(report.peerProcessID.map(String.init) ?? "?")) is not \(report.name), so it was left alone; stop it yourself if it should not be there."
            )
        }
        if !outcome.leftRunning.isEmpty {
            lines.append(
                "\(outcome.leftRunning.map(named).joined(separator: " and ")) \(outcome.leftRunning.count == 1 ? "was" : "were") started by hand and \(outcome.leftRunning.count == 1 ? "is" : "are") left running; add --all to stop \(outcome.leftRunning.count == 1 ? "it" : "them") too."
            )
        }
        return lines.joined(separator: "\n")
    }
}
