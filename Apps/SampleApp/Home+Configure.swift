import ArgumentParser
import WidgetHost

extension Home {
    struct Options: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "options",
            abstract: "List the choices the intents extension offers for a widget's parameter.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The widget's id.")
        var id: Int64

        @Argument(help: "The parameter's name.")
        var parameter: String

        @Option(
            help:
                "Search text, as typed in the Edit Widget search field: given to the handler of a searchable parameter, which narrows its options."
        )
        var search: String?

        func run() throws {
            print(HomeText.options(try global.homeScreen().options(widgetID: id, parameter: parameter, searchTerm: search)))
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: "Set a widget's parameters, as the Edit Widget form does.",
            discussion: "Every value is checked before anything is saved: a bad one changes nothing.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The widget's id.")
        var id: Int64

        @Option(
            name: .customLong("set"), parsing: .singleValue,
            help: ArgumentHelp(
                "A value to set, as PARAMETER=IDENTIFIER (repeatable). Identifiers match exactly, as 'home options' lists them; a parameter that takes several values takes A,B or a --set each; Date Components are ISO 8601 (2026-12-24, 18:30).",
                valueName: "parameter=identifier"))
        var assignments: [String] = []

        func validate() throws {
            guard !assignments.isEmpty else { throw ValidationError("Give at least one --set PARAMETER=IDENTIFIER.") }
            for assignment in assignments where !assignment.contains("=") {
                throw ValidationError("\"\(assignment)\" is not PARAMETER=IDENTIFIER.")
            }
        }

        func run() throws {
            let pairs = assignments.map { assignment -> (parameter: String, value: String) in
                let parts = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return (String(parts[0]), String(parts[1]))
            }
            let widget = try global.homeScreen().edit(widgetID: id, assignments: pairs)
            print("Widget #\(widget.id): \(HomeText.configuration(widget.configuration)).")
        }
    }
}
