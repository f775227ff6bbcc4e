import ArgumentParser
import WidgetHost

extension Home {
    struct Options: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "options",
            abstract: "List the choices a widget's parameter offers, as the Edit Widget form lists them.",
            discussion: """
                Dynamic options come from the app's intents extension for a widget configured by an intent definition, \
                and from the widget extension's query or options provider for one configured by an App Intent (iOS 17); \
                an enumeration's and a switch's from the definition; people and places from the system's own address book \
                and gazetteer.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The widget's id.")
        var id: Int64

        @Argument(help: "The parameter's name.")
        var parameter: String

        @Option(
            help:
                "Search text, as typed in the Edit Widget search field: given to the handler or query of a searchable parameter, which narrows its options."
        )
        var search: String?

        @Option(help: "How many options to show at most, as a screen of the form shows them.")
        var limit: Int = 100

        func validate() throws {
            guard limit > 0 else { throw ValidationError("--limit must be at least 1.") }
        }

        func run() throws {
            print(
                WidgetText.options(
                    try global.homeScreen().editor.options(widgetID: id, parameter: parameter, searchTerm: search, limit: limit)))
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: "Set a widget's parameters, as the Edit Widget form does.",
            discussion: """
                With --set, every value is checked before anything is saved: a bad one changes nothing. Without --set, on a \
                terminal, the Edit Widget form opens: arrows move, Enter opens a value, Space toggles, typing searches a list, \
                Done saves and Cancel or Escape changes nothing. Away from a terminal, it prints the form's values.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The widget's id.")
        var id: Int64

        @OptionGroup var values: ConfigurationValues

        func run() throws {
            let home = try global.homeScreen()
            guard !values.assignments.isEmpty else {
                let session = try home.editor.formSession(widgetID: id)
                if TerminalForm.isInteractive {
                    try TerminalForm.run(session, widgetID: id)
                } else {
                    print(session.rowLines(cursor: nil).dropLast(2).joined(separator: "\n"))
                    print(
                        "\nSet values with 'sample-app home edit \(id) --set NAME=VALUE' ('home describe' lists the names); on a terminal, 'sample-app home edit \(id)' opens this form."
                    )
                }
                return
            }
            let edited = try home.editor.edit(widgetID: id, assignments: values.pairs)
            say("Widget #\(edited.widget.id): \(home.editor.configurationText(of: edited.widget)).")
            for note in edited.notes { say("Note: \(note)") }
        }
    }
}

/// The values a command sets in a configuration (`--set PARAMETER=VALUE`), read through the Edit form's checks.
struct ConfigurationValues: ParsableArguments {
    @Option(
        name: .customLong("set"), parsing: .singleValue,
        help: ArgumentHelp(
            "A value to set, as PARAMETER=VALUE (repeatable). Options match their identifiers exactly, as 'home options' lists them; a parameter that takes several values takes A,B or a --set each; numbers within the definition's bounds; dates ISO 8601 (2026-12-24, 18:30); durations 90, 45m, 1h30m; people by name; places by name or lat,lon.",
            valueName: "parameter=value"))
    var assignments: [String] = []

    func validate() throws {
        for assignment in assignments where !assignment.contains("=") {
            throw ValidationError("\"\(assignment)\" is not PARAMETER=VALUE.")
        }
    }

    /// Each value, by its parameter's name.
    var pairs: [(parameter: String, value: String)] {
        assignments.map { assignment in
            let parts = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), String(parts[1]))
        }
    }
}
