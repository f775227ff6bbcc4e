import ArgumentParser
import WidgetHost
import WidgetRendering

extension Home {
    struct Press: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "press",
            abstract: "Press a widget's button or toggle: its App Intent runs in the widget extension, then the widget reloads.",
            discussion: """
                As on iOS 17, the app does not open: the widget extension runs the control's intent (perform()) in its own \
                process, then the system reloads the widget's timeline and shows it. 'home show' lists a widget's controls.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The widget's id.")
        var id: Int64

        @Argument(help: "The control: its label (\"Heal\") or its number from 1, as 'home show' lists them.")
        var control: String

        func run() throws {
            try Self.press(control, of: id, on: try global.homeScreen())
        }

        /// Presses `control` of widget `id` and prints what happened and the widget after.
        static func press(_ control: String, of id: Int64, on home: HomeScreen) throws {
            let press = try home.controls.press(id, control: control)
            print("Pressed \"\(press.title)\" on widget #\(id): \(press.control.intent) ran in the widget extension.")
            if let dialog = press.dialog { print(dialog) }
            let renderer = TerminalRenderer(device: .iPhone15ProMax, usesColor: TerminalRenderer.standardOutputWantsColor)
            print(HomeText.drawing(press.state, renderer: renderer))
        }
    }
}
