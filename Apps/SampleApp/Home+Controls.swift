import ArgumentParser
import ExtensionProtocol
import Foundation
import WidgetHost
import WidgetRendering

extension ControlSize: ExpressibleByArgument {}

extension Home {
    /// `home controls`: Control Center (iOS 18).
    struct ControlCenterCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "controls",
            abstract: "Control Center (iOS 18): list, add, remove and press controls, the buttons and toggles apps offer there.",
            discussion: """
                A control is a button or a toggle an app's widget extension declares with ControlWidget. The system draws \
                it as Apple's templates do: a symbol, a title and a value. It shows the template its extension last gave, \
                and asks again once the app reloads the control (ControlCenter.shared.reloadControls(ofKind:)) or it is \
                pressed. 'home lock-controls' and 'home action-button' place controls on the Lock Screen and the Action button.
                """,
            subcommands: [Show.self, Gallery.self, Add.self, Options.self, Remove.self, Resize.self, Move.self, Press.self], defaultSubcommand: Show.self)

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Draw Control Center's grid, then the Lock Screen's controls and the Action button's, each with its id.")

            enum Format: String, ExpressibleByArgument, CaseIterable {
                case text, svg
            }

            @OptionGroup var global: GlobalOptions

            @Option(help: "text draws boxes in the terminal; svg draws Control Center, the Lock Screen's controls and the Action button.")
            var format: Format = .text

            @OptionGroup var drawing: DrawingOptions

            func run() throws {
                let home = try global.homeScreen()
                let renderer = try home.controls.renderer(scheme: drawing.context(on: home.timelines.drawing).scheme)
                switch format {
                case .text: try drawing.emit(renderer.text())
                case .svg: try drawing.emit(renderer.svg())
                }
            }
        }

        struct Gallery: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "List every control kind the installed widget extensions declare, each with its preview.")

            @OptionGroup var global: GlobalOptions

            func run() throws {
                let home = try global.homeScreen()
                let gallery = home.apps.gallery()
                for problem in gallery.problems { complain("warning: \(problem)") }
                print(ControlText.controlGallery(gallery.controls.map { control in (control, Result { try home.controls.preview(control) }) }))
            }
        }

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Add a control to Control Center, configured through the same form as a widget.",
                discussion: "Prints the new control's id as the last line.")

            @OptionGroup var global: GlobalOptions

            @Argument(help: "The control's kind, as 'home controls gallery' lists it.")
            var kind: String

            @OptionGroup var kindsApp: KindsApp

            @OptionGroup var values: ConfigurationValues

            @Option(help: "small shows the symbol; medium and large the symbol, title and value.")
            var size: ControlSize = .small

            func run() throws {
                let home = try global.homeScreen()
                let added = try home.controls.add(kind: kind, app: kindsApp.app, assignments: values.pairs, at: .controlCenter, size: size)
                Self.report(added, on: home)
            }

            /// Says what was placed, and where, and prints its id last.
            static func report(_ added: Controls.AddOutcome, on home: HomeScreen) {
                let control = added.control
                let configured = control.configuration.isEmpty ? "" : " with \(WidgetText.configuration(control.configuration))"
                say("Added \(control.kind) to \(ControlText.controlPlace(control))\(configured).")
                if let replaced = added.replaced { say("It takes the place of control #\(replaced.id) (\(replaced.kind)), now removed.") }
                for note in added.notes { say("Note: \(note)") }
                let shown = home.controls.shown(control)
                if let template = shown.template { say("It shows \(ControlText.templateText(template)).") }
                if let problem = shown.problem { say("It cannot be drawn: \(problem)") }
                print(control.id)
            }
        }

        struct Options: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "List the choices a configurable control's parameter offers, as its form lists them.")

            @OptionGroup var global: GlobalOptions

            @Argument(help: "The control's kind, as 'home controls gallery' lists it.")
            var kind: String

            @Argument(help: "The parameter's name.")
            var parameter: String

            @OptionGroup var kindsApp: KindsApp

            @Option(help: "Search text, as typed in the form's search field.")
            var search: String?

            func run() throws {
                print(WidgetText.options(try global.homeScreen().controls.options(ofKind: kind, app: kindsApp.app, parameter: parameter, searchTerm: search)))
            }
        }

        struct Remove: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Remove a control, wherever it is placed.")

            @OptionGroup var global: GlobalOptions

            @Argument(help: "The control's id, as 'home controls' shows it.")
            var id: Int64

            func run() throws {
                try global.homeScreen().controls.remove(id)
                say("Removed control #\(id).")
            }
        }

        struct Resize: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Give a control in Control Center another size; those after it fall into place around it.")

            @OptionGroup var global: GlobalOptions

            @Argument(help: "The control's id, as 'home controls' shows it.")
            var id: Int64

            @Option(help: "small (one cell), medium (two cells wide) or large (two by two).")
            var size: ControlSize

            func run() throws {
                let control = try global.homeScreen().controls.resize(id, to: size)
                say("Control #\(control.id) is \(control.size.rawValue) in Control Center.")
            }
        }

        struct Move: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Move a control to another place in Control Center's order; the others fall into place around it.",
                discussion: """
                    Control Center puts its controls in the first place each fits, row by row, in their order: \
                    'sample-app home controls' draws them so.
                    """)

            @OptionGroup var global: GlobalOptions

            @Argument(help: "The control's id, as 'home controls' shows it.")
            var id: Int64

            @Option(help: "Its place in Control Center's order, from 1.")
            var position: Int

            func run() throws {
                let order = try global.homeScreen().controls.move(id, to: position)
                say("Moved control #\(id) to place \(position) of Control Center's \(order.count).")
            }
        }

        struct Press: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Press a control: a button runs its intent; a toggle runs its SetValueIntent with the new state.",
                discussion: """
                    As on iOS 18, the app does not open: the intent runs in the widget extension's process (a \
                    LiveActivityIntent in the app's). Then the system asks the control's value provider again.
                    """)

            @OptionGroup var global: GlobalOptions

            @Argument(help: "The control's id, as 'home controls' shows it.")
            var id: Int64

            func run() throws {
                let home = try global.homeScreen()
                Home.Press.report(try home.press(.control(id)), on: home)
            }
        }
    }

    /// A control kind, or the id of a placed control whose kind and configuration are copied.
    struct ControlChoice: ParsableArguments {
        @Argument(help: "A control kind, as 'home controls gallery' lists it, or the id of a placed control to copy.")
        var control: String

        @OptionGroup var kindsApp: KindsApp

        @OptionGroup var values: ConfigurationValues

        func place(at location: ControlLocation, on home: HomeScreen) throws -> Controls.AddOutcome {
            try home.controls.add(control, app: kindsApp.app, assignments: values.pairs, at: location)
        }
    }

    struct LockControls: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lock-controls",
            abstract: "The Lock Screen's two controls, at its bottom: show them, or set or clear one.",
            discussion: "Each place holds one control, drawn as its symbol; a new one takes the place of the one there.",
            subcommands: [Show.self, Set.self, Clear.self], defaultSubcommand: Show.self)

        enum Slot: String, ExpressibleByArgument, CaseIterable {
            case leading, trailing
            var location: ControlLocation { self == .leading ? .lockScreenLeading : .lockScreenTrailing }
        }

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Show the Lock Screen's two controls.")
            @OptionGroup var global: GlobalOptions

            func run() throws {
                print(try global.homeScreen().controls.renderer(at: [.lockScreenLeading, .lockScreenTrailing]).lockScreenText())
            }
        }

        struct Set: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Put a control in one of the Lock Screen's places.", discussion: "Prints the control's id as the last line.")
            @OptionGroup var global: GlobalOptions

            @Argument(help: "leading or trailing.")
            var slot: Slot

            @OptionGroup var choice: ControlChoice

            func run() throws {
                let home = try global.homeScreen()
                ControlCenterCommand.Add.report(try choice.place(at: slot.location, on: home), on: home)
            }
        }

        struct Clear: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Empty one of the Lock Screen's places.")
            @OptionGroup var global: GlobalOptions

            @Argument(help: "leading or trailing.")
            var slot: Slot

            func run() throws {
                let home = try global.homeScreen()
                guard let control = try home.controls.placed(at: slot.location) else {
                    say("The Lock Screen's \(slot.rawValue) place is already empty.")
                    return
                }
                try home.controls.remove(control.id)
                say("Removed control #\(control.id) from \(slot.location.name).")
            }
        }
    }

    struct ActionButton: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "action-button",
            abstract: "The Action button's control: show it, set it, press it, or clear it.",
            subcommands: [Show.self, Set.self, Press.self, Clear.self], defaultSubcommand: Show.self)

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Show the Action button's control.")
            @OptionGroup var global: GlobalOptions

            func run() throws {
                print(try global.homeScreen().controls.renderer(at: [.actionButton]).actionButtonText())
            }
        }

        struct Set: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Give the Action button a control.", discussion: "Prints the control's id as the last line.")
            @OptionGroup var global: GlobalOptions
            @OptionGroup var choice: ControlChoice

            func run() throws {
                let home = try global.homeScreen()
                ControlCenterCommand.Add.report(try choice.place(at: .actionButton, on: home), on: home)
            }
        }

        struct Press: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Press the Action button: its control acts as a press in Control Center does.")
            @OptionGroup var global: GlobalOptions

            func run() throws {
                let home = try global.homeScreen()
                Home.Press.report(try home.press(.actionButton), on: home)
            }
        }

        struct Clear: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Take the Action button's control away.")
            @OptionGroup var global: GlobalOptions

            func run() throws {
                let home = try global.homeScreen()
                guard let control = try home.controls.placed(at: .actionButton) else {
                    print("The Action button has no control.")
                    return
                }
                try home.controls.remove(control.id)
                say("Removed control #\(control.id) from the Action button.")
            }
        }
    }
}
