import ArgumentParser
import ExtensionProtocol
import WidgetHost

extension Home {
    /// `sample-app home stack`: Smart Stacks, which show the widget that matters now.
    struct Stack: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stack",
            abstract: "Stack widgets of one family; the system shows the one that matters now, and says why.",
            subcommands: [Create.self, List.self, Explain.self, Remove.self],
            defaultSubcommand: List.self)

        struct Create: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "create", abstract: "Stack placed widgets of one family.")

            @OptionGroup var global: GlobalOptions

            @Argument(help: "Two widget ids or more ('sample-app home list' shows them).")
            var ids: [Int64]

            func run() throws {
                let stack = try global.homeScreen().placement.createStack(ids)
                print(
                    "Stack \(stack.id): \(stack.widgetIDs.map { "#\($0)" }.joined(separator: ", ")). 'sample-app home stack explain \(stack.id)' ranks it."
                )
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "list", abstract: "List the stacks and their widgets.")

            @OptionGroup var global: GlobalOptions

            func run() throws {
                let home = try global.homeScreen()
                print(StackText.stacks(try home.placement.stacks(), widgets: try home.placement.widgets()))
            }
        }

        struct Explain: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "explain",
                abstract: "Rank a stack's widgets now, with the reasons and numbers behind each place.",
                discussion: """
                    A widget rises by the app's donations that match its configuration around this time of day (on the \
                    same weekday, or day after day) and by its current entry's relevance against its own. --now ranks at \
                    another time; --combination replaces the intent definition's supported combinations, to see what \
                    another choice would do.
                    """)

            @OptionGroup var global: GlobalOptions

            @Argument(help: "The stack's id.")
            var id: Int64

            @Option(
                name: .customLong("combination"),
                help: ArgumentHelp(
                    "A supported combination, its parameters joined by commas (card,category); repeat for several.", valueName: "parameters"
                ))
            var combinations: [String] = []

            func run() throws {
                let parsed =
                    combinations.isEmpty
                    ? nil : combinations.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
                let home = try global.homeScreen()
                let ranking = try home.placement.rank(stack: id, combinations: parsed)
                // Each kind's relevance clues, asked for once, as a device asks for them to rank its stacks.
                var byKind: [String: Result<[RelevanceClue], any Error>] = [:]
                var clues: [Int64: Result<[RelevanceClue], any Error>] = [:]
                for ranked in ranking.widgets {
                    let widget = ranked.state.widget
                    let key = "\(widget.extensionName)/\(widget.kind)"
                    if byKind[key] == nil { byKind[key] = Result { try home.apps.relevanceClues(of: widget) } }
                    clues[widget.id] = byKind[key]
                }
                print(StackText.ranking(ranking, clues: clues))
            }
        }

        struct Remove: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "remove", abstract: "Take a stack apart; its widgets stay.")

            @OptionGroup var global: GlobalOptions

            @Argument(help: "The stack's id.")
            var id: Int64

            func run() throws {
                let home = try global.homeScreen()
                _ = try home.placement.stack(id)
                try home.placement.removeStack(id)
                say("Stack \(id) is taken apart; its widgets stay on the home screen.")
            }
        }
    }
}
