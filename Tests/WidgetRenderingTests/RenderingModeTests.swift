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
