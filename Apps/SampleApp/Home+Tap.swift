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
            let tap = try global.homeScreen().tap(id, at: try point())
            guard let url = tap.url else {
                print("Widget #\(id) has no widgetURL or Link there; the system opens the app as it is.")
                return
            }
            print("Tapped widget #\(id) (\(tap.state.displayName)): the system opens \(url) in sample-app.")
            try OpenURL.show(url, in: try global.gameApp())
        }
    }
}
