import ArgumentParser
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
            Self.report(try home.press(home.pressable(named: id, control: control)), on: home)
        }

        /// Prints what a press did, whatever was pressed: its sentence, the intent's dialog, and what was
        /// pressed as the system shows it now.
        static func report(_ press: PressOutcome, on home: HomeScreen) {
            say(press.sentence)
            if let dialog = press.dialog { say(dialog) }
            switch press.after {
            case .widget(let state):
                let renderer = TerminalRenderer(
                    drawing: home.timelines.drawing.checked, usesColor: TerminalRenderer.standardOutputWantsColor, now: home.now())
                print(WidgetText.drawing(state, renderer: renderer))
            case .control(let shown):
                let id = shown.control.id
                if let template = shown.template {
                    say("Control #\(id) now shows \(ControlText.templateText(template)).")
                } else if let problem = shown.problem {
                    say("Control #\(id) cannot be drawn now: \(problem)")
                }
            case .activity(let record):
                say("Live Activity \(record.id) now: \(record.content.state)")
            }
        }
    }
}
