import ArgumentParser
import ExtensionProtocol
import WidgetHost

extension Home {
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Place a widget on the home screen with its default configuration.",
            discussion: "Prints the new widget's id as the last line.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The widget's kind, as 'home gallery' lists it.")
        var kind: String

        @Option(help: "The widget's size: \(WidgetFamily.allCases.map(\.name).joined(separator: ", ")) (default: the kind's first).")
        var family: WidgetFamily?

        @Option(
            help:
                "home, lock or carplay: where to place it (default: where its family lives; accessory families live on the Lock Screen, and CarPlay's dashboard takes small ones). StandBy shows the Home Screen's small widgets."
        )
        var location: WidgetLocationValue?

        func run() throws {
            let home = try global.homeScreen()
            let widget = try home.placement.addWidget(kind: kind, family: family, at: location)
            say("Added \(widget.kind) (\(widget.family)) with \(home.editor.configurationText(of: widget)).")
            print(widget.id)
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the placed widgets and their configurations.")

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let home = try global.homeScreen()
            print(WidgetText.list(try home.placement.widgets(), configuration: home.editor.configurationText(of:)))
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a widget from the home screen.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The widget's id.")
        var id: Int64

        func run() throws {
            try global.homeScreen().placement.removeWidget(id)
            say("Removed widget #\(id).")
        }
    }
}
