import ArgumentParser
import Foundation
import WidgetHost
import WidgetRendering

extension Home {
    struct Appearance: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "appearance",
            abstract: "Show or set the Home Screen's appearance (iOS 26): default, dark, clear or tinted.",
            discussion: """
                Clear and tinted come light (the default) or dark (--dark), and tinted takes a colour (--tint #rrggbb or a \
                colour's name). On a clear or tinted Home Screen the system draws widgets in the accented rendering mode, \
                their backgrounds removed, on glass, as iOS does; setting an appearance drops the timelines the system keeps, \
                which are fetched again when next shown (docs/system.md, "Appearances").
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("default, dark, clear or tinted.", valueName: "appearance"))
        var style: HomeAppearance.Style?

        @Flag(help: "The dark variant of a clear or tinted Home Screen.")
        var dark = false

        @Option(help: ArgumentHelp("A tinted Home Screen's colour: #rrggbb, or a colour's name (orange).", valueName: "color"))
        var tint: String?

        func validate() throws {
            if style == nil, dark || tint != nil {
                throw ValidationError("Name the appearance --dark or --tint goes with: clear or tinted.")
            }
            if dark, let style, style != .clear, style != .tinted {
                throw ValidationError("--dark goes with clear or tinted; '\(style.rawValue)' has no dark variant ('dark' is one of its own).")
            }
            if tint != nil, let style, style != .tinted { throw ValidationError("--tint goes with tinted, not \(style.rawValue).") }
        }

        func run() throws {
            let home = try global.homeScreen()
            guard let style else {
                say("The Home Screen's appearance is \(home.timelines.drawing.appearance).")
                return
            }
            let color: RGBA?
            do {
                color = try tint.map(HomeAppearance.color)
            } catch let error as HomeAppearanceError {
                throw CommandFailure(error.description)
            }
            let appearance = HomeAppearance(style, dark: dark, tint: color)
            try home.setAppearance(appearance)
            say(
                "The Home Screen's appearance is now \(appearance)"
                    + (appearance.renderingMode == nil ? "." : ": its widgets are drawn accented, on glass, without their backgrounds.")
                    + " The timelines the system kept are fetched again when next shown.")
        }
    }
}

extension HomeAppearance.Style: ExpressibleByArgument {}
