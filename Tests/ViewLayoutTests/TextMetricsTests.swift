import Testing
import ViewArchive
import ViewLayout

/// Text measured and broken into lines as the drawings set it, in Inter.
///
/// The figures come from Inter's advances in `FontMetrics+Inter.swift`, in 2,816ths of an em.
/// Regular: W 2672, i 668, d 1748, g 1716, e 1640, t 1024, P 1788, o 1680, w 2288, r 1048, space 792,
/// a 1588, n 1648, … 2312. Semibold: W 2835, i 734, d 1775, g 1761, e 1669, t 1070.
@Suite struct TextMetricsTests {
    @Test func aTextIsAsWideAsItsCharactersAdvancesAddUpTo() {
        let widget = TextMetrics.width(of: "Widget", size: 17, weight: .regular)
        #expect(abs(widget - 9468.0 / 2816 * 17) < 1e-9, "57.16 points: \(widget)")
        #expect(TextMetrics.width(of: "Widgets", size: 17, weight: .regular) > widget, "a character more is wider")
        #expect(abs(TextMetrics.width(of: "Widget", size: 34, weight: .regular) - 2 * widget) < 1e-9, "twice the size, twice the width")
        #expect(abs(TextMetrics.width(of: "Widget", size: 17, weight: .semibold) - 9844.0 / 2816 * 17) < 1e-9, "heavier, wider")
        #expect(
            TextMetrics.width(of: "iiii", size: 17, weight: .regular) < TextMetrics.width(of: "WWWW", size: 17, weight: .regular),
            "proportional, not monospaced")
    }

    @Test func charactersInterLacksTakeTheAdvanceOfTheirKind() {
        #expect(TextMetrics.advance(of: "🐼") == 2550.0 / 2048, "an emoji: Noto Color Emoji's advance")
        #expect(TextMetrics.advance(of: "日") == 1, "a wide East Asian character: one em")
        #expect(TextMetrics.advance(of: "ก") == TextMetrics.advance(of: "0"), "any other: a digit's")
    }

    @Test func aTextWrapsAtSpacesAndItsLastLineKeptEndsInAnEllipsis() {
        let text = "Power Panda is ready"
        func wrap(_ width: Double, lineLimit: Int? = nil, truncate: Bool = true) -> [String]? {
            TextMetrics.wrap(text, width: width, size: 17, weight: .regular, lineLimit: lineLimit, truncate: truncate)
        }
        // At 17 points, "Power Panda" is 106.23 points wide, "Power Panda is" 123.93 and the whole 174.54.
        #expect(wrap(200) == [text])
        #expect(wrap(120) == ["Power Panda", "is ready"])
        // "Power Panda…" is 120.18 points: it fits 121, and 120 only without the last letter.
        #expect(wrap(121, lineLimit: 1) == ["Power Panda…"])
        #expect(wrap(120, lineLimit: 1) == ["Power Pand…"])
        #expect(wrap(120, lineLimit: 1, truncate: false) == nil, "so that the layout may try a smaller size first")
        #expect(wrap(120, lineLimit: 2) == ["Power Panda", "is ready"], "no ellipsis when every line is kept")
        #expect(
            TextMetrics.wrap("Supercalifragilistic", width: 60, size: 17, weight: .regular, lineLimit: nil, truncate: true) == ["Supe…"],
            "a word wider than the line (147.54 points) is cut too")
    }
}
