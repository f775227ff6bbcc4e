import ArgumentParser
import GameApp
import WidgetHost

extension Home {
    struct Tap: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "tap",
            abstract: "Tap a widget: the system opens the app at the widget's URL.",
            discussion: """
                Without --at, the tap follows the widget's widgetURL. With --at X,Y (points from the widget's top left), \
                a Link there wins (or a button or toggle, which runs its App Intent as 'home press' does); elsewhere the widgetURL is followed. The app then handles the URL as 'sample-app open URL' does.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The widget's id.")
        var id: Int64

        // Taken whatever it starts with: a point left of the widget (-5,0) is a point, not an option.
        @Option(parsing: .unconditional, help: ArgumentHelp("Where to tap, in points from the widget's top left.", valueName: "x,y"))
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
            let home = try global.homeScreen()
            switch try home.tap(id, at: try point()) {
            case .nothing:
                say("Widget #\(id) has no widgetURL or Link there; the system opens the app as it is.")
            case .opened(let url, let state):
                say("Tapped widget #\(id) (\(state.displayName)): the system opens \(url) in sample-app.")
                try OpenURL.show(url, in: try global.gameApp())
            case .pressed(let press):
                // A button or toggle there: the same as pressing it by its number.
                Press.report(press, on: home)
            }
        }
    }
}
