import Testing
import ViewArchive
import ViewLayout

/// A view archive laid out in points: texts sized by their lines, stacks sharing out their space,
/// padding and frames nesting, the nearest font winning, the whole centred in the widget.
///
/// A line of 17 points is 20 high (17 × 1.2, rounded). Widths at 17 points, regular, rounded up as the
/// layout measures them (see `TextMetricsTests` for Inter's advances): "Hi" 16.61 → 17, "A" 11.49 → 12,
/// "B" 11.06 → 12, "there" 42.36 → 43, "Widget" 57.16 → 58 (semibold 59.43 → 60, bold 60.56 → 61),
/// "Power Panda" 106.23 → 107, "Power Panda is ready" 174.54 → 175.
@Suite struct PointLayoutTests {
    /// The lines a placed text was given, or nil for another node.
    func lines(of node: PlacedNode) -> [String]? {
        if case .text(lines: let lines) = node.content { return lines }
        return nil
    }

    @Test func aTextTakesItsWidestLineRoundedUpAndALineHeightPerLine() {
        #expect(TextStyle.lineHeight(17) == 20)
        let text = ViewNode.text("Power Panda is ready")

        let narrow = PointLayout().layout(text, width: 121, height: 100)
        #expect(lines(of: narrow) == ["Power Panda", "is ready"])
        #expect(narrow.frame == Rect(x: 7, y: 30, width: 107, height: 40), "two lines, centred in the widget")

        let wide = PointLayout().layout(text, width: 300, height: 100)
        #expect(lines(of: wide) == ["Power Panda is ready"])
        #expect(wide.frame.width == 175 && wide.frame.height == 20)

        let oneLineHigh = PointLayout().layout(text, width: 121, height: 20)
        #expect(lines(of: oneLineHigh) == ["Power Panda…"], "only the lines that fit the height are kept")
        #expect(oneLineHigh.frame == Rect(x: 0, y: 0, width: 121, height: 20))
    }

    @Test func aVStackStacksItsChildrenWithItsSpacingAndAlignsThemAcross() {
        let trailing = PointLayout().layout(
            .vstack(alignment: .trailing, spacing: 6, children: [.text("Widget"), .text("Hi")]), width: 200, height: 200)
        // 20 + 6 + 20 high, as wide as "Widget": 58 × 46, centred in 200 × 200.
        #expect(trailing.frame == Rect(x: 71, y: 77, width: 58, height: 46))
        #expect(trailing.children.map(\.frame) == [Rect(x: 71, y: 77, width: 58, height: 20), Rect(x: 112, y: 103, width: 17, height: 20)])

        let leading = PointLayout().layout(
            .vstack(alignment: .leading, spacing: nil, children: [.text("Widget"), .text("Hi")]), width: 200, height: 200)
        // SwiftUI's default spacing between two texts: 8.
        #expect(leading.children.map(\.frame) == [Rect(x: 71, y: 76, width: 58, height: 20), Rect(x: 71, y: 104, width: 17, height: 20)])
    }

    @Test func anHStackSumsItsChildrensWidthsAndAlignsThemAcross() {
        // "Hi" at 34 points: 33.23 → 34 wide, 41 high (40.8 rounded).
        let stack = ViewNode.hstack(
            alignment: .bottom, spacing: 10, children: [.modified(.text("Hi"), .font(FontValue(size: 34))), .text("there")])
        let placed = PointLayout().layout(stack, width: 300, height: 200)
        let frame = placed.frame
        #expect(frame.width == 34 + 10 + 43 && frame.height == 41)
        #expect(
            placed.children.map(\.frame) == [
                Rect(x: frame.x, y: frame.y, width: 34, height: 41), Rect(x: frame.x + 44, y: frame.y + 21, width: 43, height: 20),
            ], "the shorter text sits on the bottom")
    }

    @Test func aSpacerTakesWhatTheOtherChildrenLeave() {
        let stack = ViewNode.hstack(alignment: .center, spacing: 0, children: [.text("A"), .spacer(minLength: nil), .text("B")])
        let placed = PointLayout().layout(stack, width: 200, height: 100)
        #expect(placed.frame == Rect(x: 0, y: 40, width: 200, height: 20), "the stack fills the width it is offered")
        #expect(
            placed.children.map(\.frame) == [
                Rect(x: 0, y: 40, width: 12, height: 20), Rect(x: 12, y: 50, width: 176, height: 0),
                Rect(x: 188, y: 40, width: 12, height: 20),
            ])
    }

    @Test func paddingInsetsItsContentAndAFrameAlignsItsContentInside() {
        let padded = PointLayout().layout(
            .modified(.text("Hi"), .padding(EdgeInsetsValue(top: 4, leading: 10, bottom: 6, trailing: 12))), width: 200, height: 100)
        #expect(padded.frame.width == 10 + 17 + 12 && padded.frame.height == 4 + 20 + 6)
        #expect(padded.children.map(\.frame) == [Rect(x: padded.frame.x + 10, y: padded.frame.y + 4, width: 17, height: 20)])

        let fixed = PointLayout().layout(
            .modified(.text("Hi"), .frame(FrameValue(width: 100, height: 50, alignment: .bottomTrailing))), width: 200, height: 100)
        #expect(fixed.frame == Rect(x: 50, y: 25, width: 100, height: 50))
        #expect(fixed.children.map(\.frame) == [Rect(x: 133, y: 55, width: 17, height: 20)], "in the frame's bottom trailing corner")

        let flexible = PointLayout().layout(
            .modified(.text("Hi"), .frame(FrameValue(maxWidth: FrameValue.infinite, alignment: .leading))), width: 200, height: 100)
        #expect(flexible.frame == Rect(x: 0, y: 40, width: 200, height: 20), "maxWidth: .infinity takes all the width, the text's height")
        #expect(flexible.children.map(\.frame) == [Rect(x: 0, y: 40, width: 17, height: 20)])
    }

    @Test func theFontNearestATextWinsAndAnExplicitWeightWinsOverAFonts() throws {
        let outerOnly = PointLayout().layout(.modified(.text("Widget"), .font(FontValue(size: 30))), width: 200, height: 100)
        let sized = try #require(outerOnly.children.first)
        #expect(sized.style.size == 30 && sized.frame.width == 101 && sized.frame.height == 36, "9468 / 2816 × 30 = 100.87")

        let nested = ViewNode.modified(.modified(.text("Widget"), .font(FontValue(style: .headline))), .font(FontValue(size: 30)))
        let headline = try #require(PointLayout().layout(nested, width: 200, height: 100).children.first?.children.first)
        #expect(headline.style.size == 17 && headline.style.weight == .semibold, "the headline, nearer, wins")
        #expect(headline.frame == Rect(x: 70, y: 40, width: 60, height: 20))

        let bolded = ViewNode.modified(.modified(.text("Widget"), .font(FontValue(style: .headline))), .fontWeight(.bold))
        let bold = try #require(PointLayout().layout(bolded, width: 200, height: 100).children.first?.children.first)
        #expect(bold.style.weight == .bold && bold.frame.width == 61, "fontWeight outside still beats the font's own weight")
    }
}
