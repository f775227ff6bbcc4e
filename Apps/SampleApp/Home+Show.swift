import ArgumentParser
import Foundation
import SuiteHome
import SwiftUI
import WidgetHost
import WidgetRendering

/// How a drawing is made: the device whose widget sizes to use, light or dark, and where it goes.
struct DrawingOptions: ParsableArguments {
    @Option(help: "light or dark.")
    var scheme: ColorScheme = .light

    @Option(
        help: ArgumentHelp(
            "The device whose widget sizes to draw at: \(DeviceMetrics.all.map(\.name).joined(separator: ", ")).",
            valueName: "name"))
    var device: String = DeviceMetrics.iPhone15ProMax.name

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the drawing to this file instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        guard DeviceMetrics.named(device) != nil else {
            throw ValidationError("Unknown device \"\(device)\"; use one of \(DeviceMetrics.all.map(\.name).joined(separator: ", ")).")
        }
    }

    var context: DrawingContext { DrawingContext(device: DeviceMetrics.named(device) ?? .iPhone15ProMax, scheme: scheme) }

    /// Prints `text`, or writes it to `--output` whole (never half a file) and says where.
    func emit(_ text: String) throws {
        guard let output else {
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
            return
        }
        let url = URL(fileURLWithPath: output)
        try SuiteFiles.write(text.utf8, to: url.path)
        print("Wrote \(url.path).")
    }
}

/// Something a command refuses, said as one sentence that names the thing and what to do.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Home {
    struct Show: ParsableCommand {
        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json, svg, html
        }

        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Draw the placed widgets as the home screen shows them now.",
            discussion: """
                Asks the widget extension for a new timeline when a widget's reload policy or the app says so. \
                A Smart Stack shows only the widget on top of it now ('home stack explain' says why); give an id to see any one widget.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "One widget's id (default: every widget).")
        var id: Int64?

        @Option(
            help: """
                text draws boxes in the terminal; json prints the current entry (date, configuration, view tree); \
                svg draws one widget at its size in points; html draws the whole home screen as a page.
                """)
        var format: Format = .text

        @Flag(help: "Draw the widget's placeholder (redacted), as the system shows it while the entry loads.")
        var placeholder = false

        @OptionGroup var drawing: DrawingOptions

        func run() throws {
            let home = try global.homeScreen()
            let context = drawing.context
            let states: [WidgetState]
            if placeholder {
                states = try (id.map { [$0] } ?? home.placement.widgets().map(\.id)).map {
                    try home.timelines.placeholder(of: $0, in: context)
                }
            } else {
                states = try id.map { [try home.timelines.currentState(of: $0, in: context)] } ?? home.currentStates(in: context)
            }
            try draw(states, on: home)
            let failed = states.filter { $0.problem != nil }
            if !failed.isEmpty {
                throw CommandFailure(
                    "\(failed.count) of \(states.count) widgets could not be drawn (\(failed.map { "#\($0.widget.id)" }.joined(separator: ", "))); each says why in its place."
                )
            }
        }

        /// Draws `states` of `home` as `format` asks.
        func draw(_ states: [WidgetState], on home: HomeScreen) throws {
            let device = drawing.context.device
            switch format {
            case .json:
                if id != nil, let state = states.first {
                    try drawing.emit(try HomeText.json(HomeText.WidgetJSON(state)))
                } else {
                    try drawing.emit(try HomeText.json(states.map(HomeText.WidgetJSON.init)))
                }
            case .text:
                guard !states.isEmpty else {
                    print(noWidgetsYet)
                    return
                }
                let renderer = TerminalRenderer(
                    device: device, usesColor: drawing.output == nil && TerminalRenderer.standardOutputWantsColor)
                try drawing.emit(states.map { HomeText.drawing($0, renderer: renderer) }.joined(separator: "\n\n"))
            case .svg:
                guard states.count == 1, let state = states.first else {
                    throw CommandFailure(
                        states.isEmpty
                            ? noWidgetsYet
                            : "An SVG holds one widget; give its id (home list shows them), or use --format html for the whole home screen."
                    )
                }
                let renderer = SVGRenderer(device: device, scheme: drawing.scheme)
                try drawing.emit(renderer.render(state.entry.view, family: state.widget.family, title: state.displayName))
            case .html:
                let page = HTMLHomeScreen(renderer: SVGRenderer(device: device, scheme: drawing.scheme))
                try drawing.emit(
                    page.render(
                        states.map { state in
                            // A configurable widget's back: its form, read-only.
                            let form = try? home.editor.formSession(widgetID: state.widget.id)
                            let back = form.map {
                                HTMLHomeScreen.Back(
                                    title: $0.heading.title, subtitle: $0.heading.subtitle, rows: $0.values, colors: $0.colors)
                            }
                            let stack = state.stack.map { ranking in
                                HTMLHomeScreen.Stack(
                                    id: ranking.stack.id, count: ranking.widgets.count,
                                    reasons: HomeText.ranking(ranking).components(separatedBy: "\n"))
                            }
                            return HTMLHomeScreen.Widget(
                                id: state.widget.id, title: state.displayName, family: state.widget.family, view: state.entry.view,
                                back: back, stack: stack)
                        }))
            }
        }
    }
}
