import ArgumentParser
import WidgetHost

extension Home {
    struct Timeline: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "timeline",
            abstract: "List a widget's kept timeline: its entries, the one showing, and when and why it is reloaded next.",
            discussion: "A timeline that is due is fetched first, as showing the widget would. --now looks at another time.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The widget's id.")
        var id: Int64

        func run() throws {
            print(TimelineText.timeline(try global.homeScreen().timelines.timelineReport(of: id)))
        }
    }
}
