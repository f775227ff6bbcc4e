import ArgumentParser
import Foundation
import WidgetHost
import WidgetRendering

extension Home {
    struct Gallery: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "gallery", abstract: "List every widget kind the installed widget extensions declare, and where each comes from.")

        @OptionGroup var global: GlobalOptions

        @Flag(help: "Draw each kind in each of its families as the widget gallery previews it (a snapshot with isPreview true).")
        var previews = false

        func run() throws {
            let home = try global.homeScreen()
            guard previews else {
                let gallery = home.apps.gallery()
                // With no kind to list, the first problem is the error; each other one is said once, as a warning.
                if gallery.widgets.isEmpty, let problem = gallery.problems.first {
                    for other in gallery.problems.dropFirst() { complain("warning: \(other)") }
                    throw HostError(problem)
                }
                for problem in gallery.problems { complain("warning: \(problem)") }
                print(WidgetText.gallery(gallery))
                return
            }
            let renderer = TerminalRenderer(drawing: home.timelines.drawing.checked, usesColor: TerminalRenderer.standardOutputWantsColor)
            let drawings = try home.placement.previews().map { preview in
                "\(preview.descriptor.displayName) (\(preview.family.name)) — \(preview.descriptor.description)\n"
                    + renderer.render(preview.entry.view, family: preview.family, title: preview.descriptor.displayName)
            }
            print(drawings.joined(separator: "\n\n"))
        }
    }

    struct Describe: ParsableCommand {
        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }

        static let configuration = CommandConfiguration(
            commandName: "describe",
            abstract: "Show the Edit Widget form the system builds for a widget kind from its intent definition.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The widget's kind, as 'home gallery' lists it.")
        var kind: String

        @OptionGroup var kindsApp: KindsApp

        @Option(help: "text for people, json for machines.")
        var format: Format = .text

        func run() throws {
            let home = try global.homeScreen()
            let form = try ConfigurationForm(descriptor: home.apps.galleryWidget(ofKind: kind, app: kindsApp.app).descriptor)
            switch format {
            case .text: print(FormText.form(form))
            case .json: print(try TextFormat.json(form.fields))
            }
        }
    }
}
