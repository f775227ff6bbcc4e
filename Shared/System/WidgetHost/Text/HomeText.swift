import ExtensionHosting
import ExtensionProtocol
import ExtensionTransport
import Foundation
import WireValues
import ViewArchive
import WidgetRendering
import WireJSON

/// How the system's commands print what they show: shared by the commands and the guided tour. Text that
/// comes from an extension, a store or a person is shown with its control characters escaped (`TerminalText`).
public enum HomeText {
    /// The gallery: each kind with its name, description, families, whether it is configurable, and where it comes from.
    public static func gallery(_ gallery: Gallery) -> String {
        guard !gallery.widgets.isEmpty else { return "No installed widget extension declares a widget." }
        return gallery.widgets.map { item in
            let widget = item.descriptor
            return """
                \(TerminalText.escaped(widget.kind))
                  name:         \(TerminalText.escaped(widget.displayName))
                  description:  \(TerminalText.escaped(widget.description))
                  families:     \(widget.supportedFamilies.map(\.name).joined(separator: ", "))
                  configurable: \(configurable(widget))
                  extension:    \(item.extensionName), of \(item.app)
                """
        }.joined(separator: "\n\n")
    }

    /// Whether a kind has an Edit Widget form, and what declares it.
    static func configurable(_ widget: WidgetDescriptor) -> String {
        if let intent = widget.intent { return "yes (intent \(intent))" }
        guard let appIntent = widget.appIntent else { return "no (a static widget)" }
        let migrated = appIntent.migratedFrom.map { ", migrated from \($0)" } ?? ""
        return appIntent.parameters.isEmpty
            ? "no (App Intent \(appIntent.type) has no parameters\(migrated))" : "yes (App Intent \(appIntent.type)\(migrated))"
    }

    /// `character=Power Panda, …`, or `(nothing to configure)`: a widget's configuration, or a control's.
    public static func configuration(_ values: IntentValues) -> String {
        guard !values.isEmpty else { return "(nothing to configure)" }
        return values.sorted { $0.key < $1.key }.map { TerminalText.escaped("\($0.key)=\($0.value.displayText)") }.joined(separator: ", ")
    }

    /// What an app command says after asking for reloads: `Asked the system to reload the A, B and C
    /// widgets.`, and `, and the D controls` when it asked for controls too.
    public static func reloadsAsked(_ kinds: [String], controls: [String] = []) -> String {
        func listed(_ names: [String]) -> String {
            names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
        }
        return "Asked the system to reload the \(listed(kinds)) widgets"
            + (controls.isEmpty ? "." : ", and the \(listed(controls)) controls.")
    }

    /// The options of a parameter: identifier and display string, in sections when there are titles.
    public static func options(_ reply: IntentOptionsReply) -> String {
        let sections = reply.sections
        let items = sections.flatMap(\.items)
        guard !items.isEmpty else { return "(no options)" }
        let width = max("IDENTIFIER".count, items.map { TerminalText.escaped($0.identifier).count }.max() ?? 0)
        func pad(_ text: String) -> String { text + String(repeating: " ", count: max(width - text.count, 0)) }
        var lines = ["\(pad("IDENTIFIER"))  DISPLAY"]
        for section in sections {
            if let title = section.title { lines.append("[\(TerminalText.escaped(title))]") }
            lines += section.items.map { "\(pad(TerminalText.escaped($0.identifier)))  \(TerminalText.escaped($0.displayString))" }
        }
        if let total = reply.total, total > items.count {
            lines.append("… the first \(items.count) of \(total); type a search (--search TEXT) to narrow them.")
        }
        return lines.joined(separator: "\n")
    }

    /// The placed widgets as a table.
    /// `configuration` words each widget's configuration (`HomeScreen.configurationText(of:)`).
    public static func list(_ widgets: [PlacedWidget], configuration: (PlacedWidget) -> String = { configuration($0.configuration) })
        -> String
    {
        guard !widgets.isEmpty else { return "No widgets on the home screen; add one with 'sample-app home add KIND'." }
        let rows =
            [["ID", "KIND", "FAMILY", "CONFIGURATION"]]
            + widgets.map {
                [String($0.id), $0.kind, $0.family.name, configuration($0)]
            }
        return table(rows)
    }

    /// Rows of cells, left-aligned in columns two spaces apart; a cell's control characters are shown
    /// escaped, so that no text splits a row.
    public static func table(_ rows: [[String]]) -> String {
        let rows = rows.map { $0.map(TerminalText.escaped) }
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// One widget drawn in the terminal, under a line that says which it is (and the stack it tops).
    public static func drawing(_ state: WidgetState, renderer: TerminalRenderer) -> String {
        var heading =
            "#\(state.widget.id) \(TerminalText.escaped(state.displayName)) (\(state.widget.family.name)) — \(configuration(state.widget.configuration))"
        if let stack = state.stack { heading = stackLine(stack) + "\n" + heading }
        return heading + "\n" + renderer.render(state.entry.view, family: state.widget.family, title: state.displayName)
            + controls(of: state) + (state.problem.map { "\nNot drawn: \(TerminalText.escaped($0))" } ?? "")
            + state.limits.map { "\n" + limitLine($0) }.joined()
    }

    /// `Over a limit: …`: a limit the widget breaks, which iOS would enforce without a word.
    public static func limitLine(_ breach: LimitBreach) -> String { "Over a limit: \(breach.sentence)" }

    /// The line under a widget that has buttons or toggles: each by number and label, and how to press it.
    static func controls(of state: WidgetState) -> String {
        let controls = state.entry.view.controls
        guard !controls.isEmpty else { return "" }
        let listed = controls.enumerated().map { index, item in
            let kind = item.control.isOn.map { "toggle, \($0 ? "on" : "off")" } ?? "button"
            return "[\(index + 1)] \(TerminalText.escaped(item.title)) (\(kind))"
        }
        return "\nControls: \(listed.joined(separator: ", ")); 'sample-app home press \(state.widget.id) N' presses one."
    }

    /// `Stack 1: #3 on top of #2, #4 (score 1.55); 'sample-app home stack explain 1' says why.`
    public static func stackLine(_ ranking: StackRanking) -> String {
        let top = ranking.widgets[0]
        let others = ranking.widgets.dropFirst().map { "#\($0.state.widget.id)" }.joined(separator: ", ")
        return "Stack \(ranking.stack.id): #\(top.state.widget.id) on top of \(others) (score \(score(top.score))); "
            + "'sample-app home stack explain \(ranking.stack.id)' says why."
    }

    /// What `home show --format json` prints for one widget.
    public struct WidgetJSON: Codable, Sendable {
        public var id: Int64
        public var kind: String
        public var family: WidgetFamily
        public var configuration: IntentValues
        public var date: Date
        public var view: ViewNode
        public var relevance: ArchivedRelevance?
        /// The stack it is shown on top of; absent when it is shown alone.
        public var stack: Int64?
        /// Why it could not be drawn; absent when it was.
        public var problem: String?
        /// The limits it breaks, one sentence each; absent when it breaks none.
        public var limits: [String]?

        public init(_ state: WidgetState) {
            id = state.widget.id
            kind = state.widget.kind
            family = state.widget.family
            configuration = state.widget.configuration
            date = state.entry.date
            view = state.entry.view
            relevance = state.entry.relevance
            stack = state.stack?.stack.id
            problem = state.problem
            limits = state.limits.isEmpty ? nil : state.limits.map(\.sentence)
        }
    }

    public static func json<T: Encodable>(_ value: T) throws -> String {
        try WireEncoder(pretty: true).string(value)
    }

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
        return table(rows + unreachableRows)
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
