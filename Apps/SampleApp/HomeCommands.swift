import ArgumentParser
import ExtensionProtocol
import Foundation
import WidgetHost
import WidgetRendering

extension WidgetFamily: ExpressibleByArgument {}

/// Opens the system for a command.
func openHomeScreen(_ global: GlobalOptions) throws -> HomeScreen {
    try HomeScreen(home: global.resolvedHome(), trace: global.messageTrace)
}

struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List every widget kind the widget extension declares.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Draw each kind in each of its families as the widget gallery previews it (a snapshot with isPreview true).")
    var previews = false

    func run() throws {
        try reportingErrors {
            let home = try openHomeScreen(global)
            guard previews else {
                print(HomeText.gallery(try home.gallery()))
                return
            }
            let renderer = TerminalRenderer(usesColor: TerminalRenderer.standardOutputWantsColor)
            let drawings = try home.previews().map { preview in
                "\(preview.descriptor.displayName) (\(preview.family.rawValue)) — \(preview.descriptor.description)\n"
                    + renderer.render(preview.entry.view, family: preview.family, title: preview.descriptor.displayName)
            }
            print(drawings.joined(separator: "\n\n"))
        }
    }
}

struct Describe: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    static let configuration = CommandConfiguration(
        abstract: "Show the Edit Widget form the system builds for a widget kind from its intent definition.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The widget's kind, as 'home gallery' lists it.")
    var kind: String

    @Option(help: "text for people, json for machines.")
    var format: Format = .text

    func run() throws {
        try reportingErrors {
            let home = try openHomeScreen(global)
            let descriptor = try home.descriptor(ofKind: kind)
            let form = try ConfigurationForm(descriptor: descriptor)
            switch format {
            case .text: print(HomeText.form(form, displayName: descriptor.displayName))
            case .json: print(try HomeText.json(form.fields))
            }
        }
    }
}

struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Place a widget on the home screen with its default configuration.",
        discussion: "Prints the new widget's id as the last line.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The widget's kind, as 'home gallery' lists it.")
    var kind: String

    @Option(help: "The widget's size: \(WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")) (default: the kind's first).")
    var family: WidgetFamily?

    func run() throws {
        try reportingErrors {
            let widget = try openHomeScreen(global).addWidget(kind: kind, family: family)
            print("Added \(widget.kind) (\(widget.family)) with \(HomeText.configuration(widget.configuration)).")
            print(widget.id)
        }
    }
}

struct Options: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the choices the intents extension offers for a widget's parameter.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The widget's id.")
    var id: Int64

    @Argument(help: "The parameter's name.")
    var parameter: String

    @Option(help: "Narrow the options to those matching this text (for searchable parameters).")
    var search: String?

    func run() throws {
        try reportingErrors {
            print(HomeText.options(try openHomeScreen(global).options(widgetID: id, parameter: parameter, searchTerm: search)))
        }
    }
}

struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Set a widget's parameters, as the Edit Widget form does.",
        discussion: "Every value is checked before anything is saved: a bad one changes nothing.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The widget's id.")
    var id: Int64

    @Option(name: .customLong("set"), parsing: .singleValue,
            help: ArgumentHelp("A value to set, as PARAMETER=IDENTIFIER (repeatable).", valueName: "parameter=identifier"))
    var assignments: [String] = []

    func validate() throws {
        guard !assignments.isEmpty else { throw ValidationError("Give at least one --set PARAMETER=IDENTIFIER.") }
        for assignment in assignments where !assignment.contains("=") {
            throw ValidationError("\"\(assignment)\" is not PARAMETER=IDENTIFIER.")
        }
    }

    func run() throws {
        try reportingErrors {
            let pairs = assignments.map { assignment -> (parameter: String, value: String) in
                let parts = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return (String(parts[0]), String(parts[1]))
            }
            let widget = try openHomeScreen(global).edit(widgetID: id, assignments: pairs)
            print("Widget #\(widget.id): \(HomeText.configuration(widget.configuration)).")
        }
    }
}

struct Show: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, svg, html
    }

    static let configuration = CommandConfiguration(
        abstract: "Draw the placed widgets as the home screen shows them now.",
        discussion: "Asks the widget extension for a new timeline when a widget's reload policy or the app says so.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "One widget's id (default: every widget).")
    var id: Int64?

    @Option(help: """
        text draws boxes in the terminal; json prints the current entry (date, configuration, view tree); \
        svg draws one widget at its size in points; html draws the whole home screen as a page.
        """)
    var format: Format = .text

    @Flag(help: "Draw the widget's placeholder (redacted), as the system shows it while the entry loads.")
    var placeholder = false

    @OptionGroup var drawing: DrawingOptions

    func run() throws {
        try reportingErrors {
            let home = try openHomeScreen(global)
            let device = drawing.metrics
            let states: [WidgetState]
            if placeholder {
                let ids = try id.map { [$0] } ?? home.widgets().map(\.id)
                states = try ids.map { try home.placeholder(of: $0, device: device, scheme: drawing.scheme) }
            } else {
                states = try id.map { [try home.currentState(of: $0, device: device, scheme: drawing.scheme)] }
                    ?? home.currentStates(device: device, scheme: drawing.scheme)
            }
            try draw(states)
        }
    }
}

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the placed widgets and their configurations.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try reportingErrors {
            print(HomeText.list(try openHomeScreen(global).widgets()))
        }
    }
}

struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Remove a widget from the home screen.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The widget's id.")
    var id: Int64

    func run() throws {
        try reportingErrors {
            try openHomeScreen(global).removeWidget(id)
            print("Removed widget #\(id).")
        }
    }
}
