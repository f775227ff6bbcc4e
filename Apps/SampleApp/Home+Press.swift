import ArgumentParser
import ExtensionProtocol
import SystemLive
import WidgetHost
import WidgetRendering

extension Home {
    struct Press: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "press",
            abstract: "Press a button or toggle of a widget or a Live Activity: its App Intent runs, then what it changed is shown.",
            discussion: """
                As on iOS 17, the app does not open: a widget's control runs its intent (perform()) in the widget extension's \
                process, then the system reloads the widget's timeline and shows it. A LiveActivityIntent (a Live \
                Activity's Heal button) runs in the app's process instead, launched without opening it, and updates the \
                activity there. 'home show' lists a widget's controls; 'home island --expanded' draws an activity's.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The widget's id, as 'home list' prints it, or a Live Activity's, as 'home activities' lists it.")
        var id: String

        @Argument(help: "The control: its label (\"Heal\") or its number from 1, as 'home show' lists them.")
        var control: String

        func run() throws {
            let home = try global.homeScreen()
            if let widget = Int64(id) {
                return try Self.press(control, of: widget, on: home)
            }
            let system = try LiveActivities.live(home: global.resolvedHome(), now: global.fixedNow())
            let press: ActivityPressOutcome
            do {
                press = try system.press(
                    id, control: control, views: { try home.apps.activityViews(of: $0, isStale: $1) }, app: home.app)
            } catch let refusal as LiveActivityRefusal {
                throw CommandFailure(refusal.description)
            }
            say("Pressed \"\(press.title)\" on Live Activity \(id): \(press.control.intent) ran in the app's process.")
            if let dialog = press.dialog { say(dialog) }
            say("Live Activity \(id) now: \(press.record.content.state)")
        }

        /// Presses `control` of widget `id` and prints what happened and the widget after.
        static func press(_ control: String, of id: Int64, on home: HomeScreen) throws {
            let press = try home.interactions.press(id, control: control)
            say(press.sentence)
            if let dialog = press.dialog { say(dialog) }
            let renderer = TerminalRenderer(device: .iPhone15ProMax, usesColor: TerminalRenderer.standardOutputWantsColor)
            print(HomeText.drawing(press.state, renderer: renderer))
        }
    }
}
