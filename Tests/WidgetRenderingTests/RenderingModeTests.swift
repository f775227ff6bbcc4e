import ExtensionProtocol
import Foundation
import SwiftUI
import Testing
import ViewArchive
import WidgetKit
@testable import WidgetRendering

/// How each place draws a widget: the rendering modes' colours, the inline line, and the Home Screen's
/// warning for a widget without a container background.
@MainActor
@Suite struct RenderingModeTests {
    static let view = VStack {
        Text("Accent").foregroundStyle(Color.orange).widgetAccentable()
        Text("Rest").foregroundStyle(Color.orange)
    }
    .containerBackground(Color.red, for: .widget)
    .archived()

    /// The `fill` of the text element that says `text`.
    func fill(of text: String, in svg: String) -> String? {
        svg.split(separator: "\n").first { $0.contains(">\(text)</text>") }.flatMap { line in
            line.firstRange(of: "fill=\"").map { String(line[$0.upperBound...].prefix(7)) }
        }
    }

    @Test func eachModeMapsTheColoursItsOwnWay() {
        let full = SVGRenderer(drawing: DrawingContext()).render(Self.view, family: .systemSmall, title: "t")
        #expect(fill(of: "Accent", in: full) == "#ff9500" && fill(of: "Rest", in: full) == "#ff9500")
        #expect(full.contains("#ff3b30"), "the container background")

        let accented = SVGRenderer(drawing: DrawingContext(renderingMode: .accented)).render(Self.view, family: .systemSmall, title: "t")
        #expect(fill(of: "Accent", in: accented) == "#8fc3ff" && fill(of: "Rest", in: accented) == "#ffffff")

        let vibrant = SVGRenderer(drawing: DrawingContext()).render(Self.view, family: .accessoryRectangular, title: "t")
        #expect(fill(of: "Accent", in: vibrant) == "#ffffff" && !vibrant.contains("#ff3b30"), "white, and no background")
        #expect(vibrant.contains("filter=\"url(#w-mode)\""), "emoji and images go through the same mapping")
        #expect(
            RGBA(red: 1, green: 0.584, blue: 0).rendered(in: .vibrant, accentable: false).alpha
                == RGBA(red: 1, green: 0.584, blue: 0).luminance)
    }

    /// `Image.widgetAccentedRenderingMode(_:)`, as Apple documents each choice: in the accented mode the image
    /// goes through the filter its choice names (its shape or its luminance, in the accent tint or in white),
    /// or none in full colour; elsewhere it is drawn as it is.
    @Test func theAccentedModeDrawsAnImageAsItsAccentedRenderingModeSays() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("accented-\(UUID().uuidString).png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let image = ViewNode.image(ImageValue(name: "cat", file: file.path, resizable: true))

        /// The filter the image is drawn through, in `mode`, with `accentedMode` around it (none when nil).
        func filter(_ accentedMode: WidgetAccentedRenderingModeValue??, accentable: Bool = false, in mode: WidgetRenderingModeValue)
            -> String?
        {
            var node = image
            if let accentedMode { node = .modified(node, .widgetAccentedRenderingMode(accentedMode)) }
            if accentable { node = .modified(node, .widgetAccentable(true)) }
            let svg = SVGRenderer(drawing: DrawingContext(renderingMode: mode)).render(node, family: .systemSmall, title: "t")
            guard let line = svg.split(separator: "\n").first(where: { $0.contains("<image") }) else { return "no image" }
            return line.firstRange(of: "filter=\"url(#").map { String(line[$0.upperBound...].prefix { $0 != ")" }) }
        }

        #expect(filter(.some(.fullColor), in: .accented) == nil, "its own colours")
        #expect(filter(.some(.accented), in: .accented) == "w-accent-shape", "its shape in the accent tint")
        #expect(filter(.some(.accentedDesaturated), in: .accented) == "w-accent", "its luminance in the accent tint")
        #expect(filter(.some(.desaturated), in: .accented) == "w-mode", "its luminance in white")
        #expect(filter(nil, in: .accented) == "w-mode", "any image")
        #expect(filter(.some(nil), in: .accented) == "w-mode", "nil: as any image")
        #expect(filter(nil, accentable: true, in: .accented) == "w-accent-shape", "`.accented` is `widgetAccentable()`")
        #expect(filter(.some(.accented), in: .fullColor) == nil, "full colour draws every image as it is")

        let archived = Image(systemName: "cat.fill").widgetAccentedRenderingMode(.accentedDesaturated).archived()
        #expect(archived == .modified(.image(ImageValue(systemName: "cat.fill")), .widgetAccentedRenderingMode(.accentedDesaturated)))
        #expect(Image(systemName: "cat.fill").widgetAccentedRenderingMode(nil).archived() == .modified(.image(ImageValue(systemName: "cat.fill")), .widgetAccentedRenderingMode(nil)))
    }

    @Test func anInlineWidgetShowsOneLineOfItsTextsAfterItsSymbol() throws {
        let view = VStack {
            Image(systemName: "heart.fill")
            Text("Spouty")
            ProgressView(value: 0.8)
            Text("83%")
        }.archived()
        let line = view.inlineLine(fitting: 257)
        #expect(line.texts() == ["Spouty 83%"])
        let svg = SVGRenderer(drawing: DrawingContext()).render(view, family: .accessoryInline, title: "t")
        #expect(svg.contains("data-symbol=\"heart.fill\"") && !svg.contains("<rect x"), "the symbol, and no bar")
    }

    @Test func theHomeScreenWarnsOfAWidgetWithoutAContainerBackground() {
        let bare = Text("Bare").archived()
        let checked = DrawingContext().checked
        #expect(SVGRenderer(drawing: checked).render(bare, family: .systemSmall, title: "t").contains("Please adopt"))
        #expect(!SVGRenderer(drawing: checked).render(Self.view, family: .systemSmall, title: "t").contains("Please adopt"))
        #expect(!SVGRenderer(drawing: checked).render(bare, family: .accessoryRectangular, title: "t").contains("Please adopt"))
        #expect(!SVGRenderer(drawing: DrawingContext()).render(bare, family: .systemSmall, title: "t").contains("Please adopt"))
        #expect(checked == DrawingContext(), "the check is the drawing's: the same entries are asked for")
    }
}
