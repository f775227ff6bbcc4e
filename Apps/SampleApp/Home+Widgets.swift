import ArgumentParser
import ExtensionProtocol
import WidgetHost
import WidgetRendering

extension Home {
    /// The app whose kind a command means: a kind is its app's, and two installed apps may declare one.
    struct KindsApp: ParsableArguments {
        @Option(help: "The app whose kind it is, when more than one installed app declares it ('home gallery' shows each kind's app).")
        var app: String?
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Place a widget on the home screen with its default configuration.",
            discussion: "Prints the new widget's id as the last line.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The widget's kind, as 'home gallery' lists it.")
        var kind: String

        @OptionGroup var kindsApp: KindsApp

        @Option(help: "The widget's size: \(WidgetFamily.allCases.map(\.name).joined(separator: ", ")) (default: the kind's first).")
        var family: WidgetFamily?

        @Option(
            help:
                "home, lock or carplay: where to place it (default: where its family lives; accessory families live on the Lock Screen, and CarPlay's dashboard takes small ones). StandBy shows the Home Screen's small widgets."
        )
        var location: WidgetLocationValue?

        func run() throws {
            let home = try global.homeScreen()
            let widget = try home.placement.addWidget(kind: kind, app: kindsApp.app, family: family, at: location)
            say("Added \(widget.kind) (\(widget.family)) with \(home.editor.configurationText(of: widget)).")
            print(widget.id)
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the placed widgets and their configurations.")

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let home = try global.homeScreen()
            let widgets = try home.placement.widgets()
            // A kind placed from two apps' extensions is shown with each widget's app; no extension is asked.
            let shared = Set(widgets.map(\.kind).filter { kind in Set(widgets.filter { $0.kind == kind }.map(\.extensionName)).count > 1 })
            print(
                WidgetText.list(
                    widgets, layout: try home.placement.layout(), configuration: home.editor.configurationText(of:),
                    app: { shared.contains($0.kind) ? try? home.apps.app(of: $0).name : nil }))
        }
    }

    struct Move: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "move",
            abstract: "Move a Home Screen widget (or the stack it is in) to another page and cell.",
            discussion: """
                Cells are counted from 1 along the rows: on an iPhone's grid of 4 columns and 6 rows, cell 1 is the top \
                left and cell 5 the start of the second row. A widget's top-left corner goes on a block of 2 × 2 cells \
                (cells 1, 3, 9, 11, 17 and 19 on an iPhone), as on iOS; a small widget covers 2 × 2 cells, a medium one \
                4 × 2 and a large one 4 × 4. A page after the last starts a new one; page 0 is the Today View, the screen \
                left of the first page. 'sample-app home list' shows where each widget is.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The widget's id.")
        var id: Int64

        @Option(help: "The page, from 1; 0 is the Today View.")
        var page: Int

        @Option(help: "The cell of the widget's top-left corner, from 1, counted along the rows.")
        var cell: Int

        func run() throws {
            let item = try global.homeScreen().placement.moveWidget(id, to: GridPlace(page: page, cell: cell))
            say("Moved \(item.name) to \(item.place.isTodayView ? "the " : "")\(item.place).")
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
