import ArgumentParser
import ExtensionProtocol
import Foundation
import SampleModels
import SwiftUI
import WidgetHost
import WidgetRendering

extension ColorScheme: ExpressibleByArgument {}

/// How a drawing is made: the device whose widget sizes to use, light or dark, and where it goes.
struct DrawingOptions: ParsableArguments {
    @Option(help: "light or dark.")
    var scheme: ColorScheme = .light

    @Option(help: ArgumentHelp("The device whose widget sizes to draw at: \(DeviceMetrics.all.map(\.name).joined(separator: ", ")).",
                               valueName: "name"))
    var device: String = DeviceMetrics.iPhone15ProMax.name

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the drawing to this file instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        guard DeviceMetrics.named(device) != nil else {
            throw ValidationError("Unknown device \"\(device)\"; use one of \(DeviceMetrics.all.map(\.name).joined(separator: ", ")).")
        }
    }

    var metrics: DeviceMetrics { DeviceMetrics.named(device) ?? .iPhone15ProMax }

    /// Prints `text`, or writes it to `--output` whole (never half a file) and says where.
    func emit(_ text: String) throws {
        guard let output else {
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
            return
        }
        let url = URL(fileURLWithPath: output)
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw DrawingError("Cannot write \(output) (\((error as NSError).localizedDescription)); check that its folder exists and is writable.")
        }
        print("Wrote \(url.path).")
    }
}

struct DrawingError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Show {
    /// Draws `states` as `format` asks.
    func draw(_ states: [WidgetState]) throws {
        let device = drawing.metrics
        switch format {
        case .json:
            if id != nil, let state = states.first {
                try drawing.emit(try HomeText.json(HomeText.WidgetJSON(state)))
            } else {
                try drawing.emit(try HomeText.json(states.map(HomeText.WidgetJSON.init)))
            }
        case .text:
            guard !states.isEmpty else {
                print("No widgets on the home screen; add one with 'sample-app home add KIND'.")
                return
            }
            let renderer = TerminalRenderer(device: device, usesColor: drawing.output == nil && TerminalRenderer.standardOutputWantsColor)
            try drawing.emit(states.map { HomeText.drawing($0, renderer: renderer) }.joined(separator: "\n\n"))
        case .svg:
            guard states.count == 1, let state = states.first else {
                throw DrawingError(states.isEmpty
                    ? "No widgets on the home screen; add one with 'sample-app home add KIND'."
                    : "An SVG holds one widget; give its id (home list shows them), or use --format html for the whole home screen.")
            }
            let renderer = SVGRenderer(device: device, scheme: drawing.scheme)
            try drawing.emit(renderer.render(state.entry.view, family: state.widget.family, title: state.displayName))
        case .html:
            let page = HTMLHomeScreen(renderer: SVGRenderer(device: device, scheme: drawing.scheme))
            try drawing.emit(page.render(states.map {
                HTMLHomeScreen.Widget(id: $0.widget.id, title: $0.displayName, family: $0.widget.family, view: $0.entry.view)
            }))
        }
    }
}

struct Tap: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tap a widget: the system opens the app at the widget's URL.",
        discussion: """
            Without --at, the tap follows the widget's widgetURL. With --at X,Y (points from the widget's top left), \
            a Link there wins; elsewhere the widgetURL is followed. The app then handles the URL as 'sample-app open URL' does.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The widget's id.")
    var id: Int64

    @Option(help: ArgumentHelp("Where to tap, in points from the widget's top left.", valueName: "x,y"))
    var at: String?

    func point() throws -> (x: Double, y: Double)? {
        guard let at else { return nil }
        let parts = at.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw ValidationError("--at takes X,Y in points, such as 40,60.")
        }
        return (x, y)
    }

    func validate() throws { _ = try point() }

    func run() throws {
        try reportingErrors {
            let home = try openHomeScreen(global)
            let state = try home.currentState(of: id)
            let renderer = SVGRenderer()
            let (width, height) = renderer.size(of: state.widget.family)
            let view = state.entry.view
            var url = view.firstModifier(.widgetURL)?.string
            if let point = try point() {
                guard point.x >= 0, point.y >= 0, point.x <= width, point.y <= height else {
                    func text(_ value: Double) -> String { value.rounded() == value ? String(Int(value)) : String(value) }
                    throw DrawingError("(\(text(point.x)), \(text(point.y))) is outside widget #\(id), which is \(text(width))×\(text(height)) points.")
                }
                let placed = renderer.layout(view, family: state.widget.family)
                if let link = placed.flattened.last(where: { $0.link != nil && $0.frame.contains(x: point.x, y: point.y) })?.link {
                    url = link
                }
            }
            guard let url else {
                print("Widget #\(id) has no widgetURL or Link there; the system opens the app as it is.")
                return
            }
            print("Tapped widget #\(id) (\(state.displayName)): the system opens \(url) in sample-app.")
            try OpenURL.handle(url, global: global)
        }
    }
}

struct OpenURL: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the app at a URL, as the system does when a widget is tapped.",
        discussion: "The app handles game://character/NAME: it shows that character.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The URL, such as game://character/Spouty.")
    var url: String

    func run() throws {
        try reportingErrors { try Self.handle(url, global: global) }
    }

    /// What the app does with a URL: `game://character/NAME` shows the character.
    static func handle(_ text: String, global: GlobalOptions) throws {
        guard let url = URL(string: text), url.scheme == "game", url.host == "character" else {
            throw DrawingError("sample-app cannot open \(text); it handles game://character/NAME, as its widgets link to.")
        }
        let name = url.path.hasPrefix("/") ? String(url.path.dropFirst()) : url.path
        let store = try GameApp.characters(global)
        guard let character = try store.character(name) else {
            throw CharacterStoreError.unknownCharacter(name, known: try store.all().map(\.name))
        }
        print("sample-app opened \(text):")
        print(GameApp.line(character))
    }
}
