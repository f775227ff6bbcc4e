import ArgumentParser
import ExtensionProtocol
import Foundation
import SuiteHome
import SwiftUI
import WidgetHost
import WidgetRendering

/// How a drawing is made: the device whose widget sizes to use, light or dark, and where it goes.
struct DrawingOptions: ParsableArguments {
    @Option(help: ArgumentHelp("light or dark.", discussion: "Default: the Home Screen's appearance's ('sample-app home appearance')."))
    var scheme: ColorScheme?

    @Option(
        help: ArgumentHelp(
            "The device to draw for: a model (iPhone 15 Pro, iPad Pro (11-inch)) or a screen size in points (393x852).",
            discussion: "Default: the device 'sample-app home device' set. 'sample-app home device --list' lists them all.",
            valueName: "device"))
    var device: String?

    @Option(
        name: .customLong("rendering-mode"),
        help: ArgumentHelp(
            "fullColor, accented or vibrant, in place of the place's own (the Lock Screen is vibrant, the Home Screen full colour).",
            valueName: "mode"))
    var renderingMode: WidgetRenderingModeValue?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the drawing to this file instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        if let device, DeviceMetrics.named(device) == nil {
            throw ValidationError(DeviceMetrics.unknown(device))
        }
    }

    /// The drawing context these options ask for, on `system`'s device unless `--device` names another, in
    /// its appearance.
    func context(on system: DrawingContext, standBy: DrawingContext.StandBy? = nil) -> DrawingContext {
        var context = DrawingContext(
            device: device.flatMap(DeviceMetrics.named) ?? system.device, scheme: scheme ?? system.scheme,
            standBy: standBy, renderingMode: renderingMode, appearance: system.appearance
        ).checked
        context.landscape = system.landscape
        return context
    }

    /// Prints `text`, or writes it to `--output` whole (never half a file) and says where.
    func emit(_ text: String) throws {
        guard let output else {
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
            return
        }
        let url = URL(fileURLWithPath: output)
        try SuiteFiles.write(text.utf8, to: url.path)
        say("Wrote \(url.path).")
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

        @Option(
            help: ArgumentHelp(
                "home, lock, standby or carplay: draw that screen alone (default: every widget, each where it lives).",
                discussion: """
                    lock draws the Lock Screen with its clock and its accessory widgets, vibrant; standby draws two small \
                    widgets (or stacks) side by side, scaled up, their backgrounds removed; carplay draws the car's dashboard \
                    with the small widgets placed there (iOS 26).
                    """))
        var location: WidgetLocationValue?

        @Flag(help: "With --location standby: StandBy at night, in red.")
        var night = false

        @OptionGroup var drawing: DrawingOptions

        func validate() throws {
            if night && location != .standBy { throw ValidationError("--night is StandBy's; give it with --location standby.") }
        }

        func run() throws {
            let home = try global.homeScreen()
            var context = drawing.context(on: home.timelines.drawing, standBy: location == .standBy ? (night ? .night : .day) : nil)
            context.carPlay = location == .carPlay
            if let location, let id, let refusal = Places.refusal(showing: try home.apps.placedWidget(id), at: location) {
                throw CommandFailure(refusal)
            }
            let states: [WidgetState]
            if placeholder {
                states = try (id.map { [$0] } ?? home.placement.widgets().map(\.id)).map {
                    try home.timelines.placeholder(of: $0, in: context)
                }
            } else if let id {
                states = [try home.timelines.currentState(of: id, in: context)]
            } else {
                states = try home.currentStates(in: context)
            }
            let shown = try location.map { try home.placement.shown(states, at: $0) } ?? states
            let wholeScreen = location.map { $0 != .homeScreen && id == nil && format != .json } ?? false
            if let location, wholeScreen {
                try drawScreen(location, shown, on: home, in: context)
            } else {
                try draw(shown, on: home, in: context)
            }
            // The text and JSON of each widget say the limits it breaks under it; a drawing cannot, so they go to standard error.
            if wholeScreen || format == .svg || format == .html {
                for breach in shown.flatMap(\.limits) {
                    FileHandle.standardError.write(Data((WidgetText.limitLine(breach) + "\n").utf8))
                }
            }
            let failed = shown.filter { $0.problem != nil }
            if !failed.isEmpty {
                throw CommandFailure(
                    "\(failed.count) of \(shown.count) widgets could not be drawn (\(failed.map { "#\($0.widget.id)" }.joined(separator: ", "))); each says why in its place."
                )
            }
        }


        /// The Lock Screen or StandBy, whole.
        func drawScreen(_ location: WidgetLocationValue, _ states: [WidgetState], on home: HomeScreen, in context: DrawingContext) throws {
            let now = home.now()
            let widgets = states.map {
                ScreenWidget(id: $0.widget.id, title: $0.displayName, family: $0.widget.family, view: $0.entry.view)
            }
            let usesColor = drawing.output == nil && TerminalRenderer.standardOutputWantsColor
            switch (location, format) {
            case (.lockScreen, .text):
                try drawing.emit(
                    LockScreenRenderer(drawing: context, now: now).text(widgets, activities: try home.drawnActivities(endedToo: true), usesColor: usesColor)
                )
            case (.lockScreen, _):
                try drawing.emit(LockScreenRenderer(drawing: context, now: now).svg(widgets, activities: try home.drawnActivities(endedToo: true)))
            case (.standBy, .text): try drawing.emit(StandByRenderer(drawing: context, now: now).text(widgets, usesColor: usesColor))
            case (.standBy, _): try drawing.emit(StandByRenderer(drawing: context, now: now).svg(widgets))
            case (.carPlay, .text):
                try drawing.emit(CarPlayRenderer(drawing: context, now: now).text(widgets, activities: try home.drawnActivities(), usesColor: usesColor))
            case (.carPlay, _): try drawing.emit(CarPlayRenderer(drawing: context, now: now).svg(widgets, activities: try home.drawnActivities()))
            case (.homeScreen, _): break
            }
        }

        /// Draws `states` of `home` as `format` asks.
        func draw(_ states: [WidgetState], on home: HomeScreen, in context: DrawingContext) throws {
            switch format {
            case .json:
                if id != nil, let state = states.first {
                    try drawing.emit(try TextFormat.json(WidgetText.WidgetJSON(state)))
                } else {
                    try drawing.emit(try TextFormat.json(states.map(WidgetText.WidgetJSON.init)))
                }
            case .text:
                guard !states.isEmpty else {
                    print(noWidgetsYet)
                    return
                }
                let renderer = TerminalRenderer(
                    drawing: context, usesColor: drawing.output == nil && TerminalRenderer.standardOutputWantsColor, now: home.now())
                try drawing.emit(states.map { WidgetText.drawing($0, renderer: renderer) }.joined(separator: "\n\n"))
            case .svg:
                guard states.count == 1, let state = states.first else {
                    throw CommandFailure(
                        states.isEmpty
                            ? noWidgetsYet
                            : "An SVG holds one widget; give its id (home list shows them), or use --format html for the whole home screen."
                    )
                }
                let renderer = SVGRenderer(drawing: context, now: home.now())
                try drawing.emit(renderer.render(state.entry.view, family: state.widget.family, title: state.displayName))
            case .html:
                let page = HTMLHomeScreen(renderer: SVGRenderer(drawing: context, now: home.now()))
                // A configurable widget's back: its form, read-only.
                try drawing.emit(
                    page.render(
                        Places.screens(
                            states.map { home.pageWidget($0, back: true) }, layout: try home.placement.layout(on: context.device), apps: home.apps.apps.map(\.name)),
                        activities: try home.drawnActivities(endedToo: true)))
            }
        }
    }
}
