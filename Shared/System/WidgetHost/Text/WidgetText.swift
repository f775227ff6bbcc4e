import ExtensionProtocol
import ExtensionTransport
import Foundation
import ViewArchive
import WidgetRendering
import WireValues

/// How the system's commands print widgets: the gallery, the placed widgets, a configuration, the options of a
/// parameter and a widget drawn. Text that comes from an extension, a store or a person is shown with its
/// control characters escaped (`TerminalText`).
public enum WidgetText {
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
                """ + (widget.disfavoredLocations.isEmpty ? "" : "\n  kept out of:  " + keptOut(widget))
        }.joined(separator: "\n\n")
    }

    /// `carplay (systemSmall), standby (systemSmall)`: the places a kind's configuration keeps families out of.
    static func keptOut(_ widget: WidgetDescriptor) -> String {
        widget.disfavoredLocations.map { "\(TerminalText.escaped($0.location)) (\($0.families.map(\.name).joined(separator: ", ")))" }
            .joined(separator: ", ")
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

    /// The placed widgets as a table, with where each is: its page and cell on the Home Screen (`layout`,
    /// from `HomeLayout`), or the place it lives.
    /// `configuration` words each widget's configuration (`HomeScreen.configurationText(of:)`).
    /// `app` names a widget's app where its kind alone does not say which (another app declares it too).
    public static func list(
        _ widgets: [PlacedWidget], layout: [HomeLayout.Item], configuration: (PlacedWidget) -> String = { configuration($0.configuration) },
        app: (PlacedWidget) -> String? = { _ in nil }
    ) -> String {
        guard !widgets.isEmpty else { return "No widgets on the home screen; add one with 'sample-app home add KIND'." }
        var places: [Int64: GridPlace] = [:]
        for item in layout { for id in item.widgetIDs { places[id] = item.place } }
        let rows =
            [["ID", "KIND", "FAMILY", "WHERE", "CONFIGURATION"]]
            + widgets.map {
                [
                    String($0.id), TerminalText.escaped($0.kind + (app($0).map { " (\($0))" } ?? "")), $0.family.name,
                    places[$0.id].map { "\($0)" } ?? placeName($0.place), configuration($0),
                ]
            }
        return TextFormat.table(rows)
    }

    /// A place as a table's cell names it: `Lock Screen`, `CarPlay`.
    static func placeName(_ place: WidgetLocationValue) -> String {
        switch place {
        case .homeScreen: "Home Screen"
        case .lockScreen: "Lock Screen"
        case .standBy: "StandBy"
        case .carPlay: "CarPlay"
        }
    }

    /// One widget drawn in the terminal, under a line that says which it is (and the stack it tops).
    public static func drawing(_ state: WidgetState, renderer: TerminalRenderer) -> String {
        var heading =
            "#\(state.widget.id) \(TerminalText.escaped(state.displayName)) (\(state.widget.family.name)) — \(configuration(state.widget.configuration))"
        if let stack = state.stack { heading = StackText.stackLine(stack) + "\n" + heading }
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
}
