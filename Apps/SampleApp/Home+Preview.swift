import ArgumentParser
import ExtensionProtocol
import Foundation
import WidgetHost
import WidgetRendering

extension Home {
    struct Preview: ParsableCommand {
        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, svg, html
        }

        static let configuration = CommandConfiguration(
            commandName: "preview",
            abstract: "Draw the previews the installed widget extensions declare, as Xcode's canvas shows them.",
            discussion: """
                Every #Preview(as:) and PreviewProvider in the widget extension, each entry of a preview's \
                timeline in turn, in the preview's own family unless --family says otherwise.
                """)

        @OptionGroup var global: GlobalOptions

        @Option(help: "Only the previews of this widget kind, as 'home gallery' lists it.")
        var kind: String?

        @OptionGroup var kindsApp: KindsApp

        @Option(help: "Draw every preview in this family instead of its own.")
        var family: WidgetFamily?

        @Option(help: "text draws boxes in the terminal; svg draws one preview entry; html draws them all as a page.")
        var format: Format = .text

        @OptionGroup var drawing: DrawingOptions

        func run() throws {
            let home = try global.homeScreen()
            let context = drawing.context(on: home.timelines.drawing)
            let previews = try home.placement.declaredPreviews(ofKind: kind, app: kindsApp.app, family: family, in: context)
            let frames = previews.flatMap { preview in
                preview.entries.indices.map { Frame(preview: preview, index: $0) }
            }
            guard !frames.isEmpty else {
                throw CommandFailure(
                    kind.map { "The widget extension declares no preview of \($0); add a #Preview(as:) for it." }
                        ?? "The widget extension declares no previews; add a #Preview or a PreviewProvider to it.")
            }
            switch format {
            case .text:
                let renderer = TerminalRenderer(
                    drawing: context, usesColor: drawing.output == nil && TerminalRenderer.standardOutputWantsColor)
                try drawing.emit(
                    frames.map { "\($0.heading)\n" + renderer.render($0.entry.view, family: $0.preview.family, title: $0.title) }
                        .joined(separator: "\n\n"))
            case .svg:
                guard frames.count == 1, let frame = frames.first else {
                    throw CommandFailure(
                        "An SVG holds one drawing and these previews make \(frames.count); use --format html, or --kind and --family to narrow them."
                    )
                }
                try drawing.emit(
                    SVGRenderer(drawing: context).render(
                        frame.entry.view, family: frame.preview.family, title: frame.title))
            case .html:
                let page = HTMLHomeScreen(renderer: SVGRenderer(drawing: context))
                try drawing.emit(
                    page.render(
                        Places.screens(
                            frames.enumerated().map { number, frame in
                                HTMLHomeScreen.Widget(
                                    id: Int64(number + 1), title: frame.title, family: frame.preview.family, view: frame.entry.view)
                            })))
            }
        }

        /// One entry of one preview, and how to name it.
        struct Frame {
            let preview: ArchivedPreview
            let index: Int

            var entry: ArchivedEntry { preview.entries[index] }
            var title: String { preview.name ?? preview.kind ?? "Preview" }
            var heading: String {
                let position = preview.entries.count > 1 ? ", entry \(index + 1) of \(preview.entries.count)" : ""
                return "\(title) (\(preview.family.name)\(position)) — \(preview.source)"
            }
        }
    }
}
