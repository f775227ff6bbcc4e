import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout
import SwiftUI
import Testing
@testable import WidgetRendering

@MainActor
@Suite struct TerminalRendererTests {
    let renderer = TerminalRenderer()

    func columns(_ line: Substring) -> Int {
        line.reduce(0) { $0 + DisplayWidth.of($1) }
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge])
    func aDrawingHasItsFamilysProportions(family: ExtensionProtocol.WidgetFamily) {
        let node = VStack {
            Text("🐼"); Text("Power Panda"); ProgressView(value: 0.14)
        }.archived()
        let lines = renderer.render(node, family: family, title: "Character Details").split(separator: "\n")
        let (width, height) = renderer.cellSize(of: family)
        #expect(lines.count == height + 2)
        #expect(lines.allSatisfy { columns($0) == width + 2 })
    }

    @Test func aLongNameIsTruncatedNotOverflowing() {
        let name = "Sir Reginald Fluffington the Third of Pandaland"
        let drawing = renderer.render(Text(name).lineLimit(1).padding().archived(), family: .systemSmall, title: "x")
        #expect(!drawing.contains(name))
        #expect(drawing.contains("Sir Reginald"))
        #expect(drawing.contains("…"))
        #expect(drawing.split(separator: "\n").allSatisfy { columns($0) == renderer.cellSize(of: .systemSmall).columns + 2 })
    }

    @Test func aPlaceholderShowsNoText() {
        let drawing = renderer.render(Text("Power Panda").redacted(reason: .placeholder).archived(), family: .systemSmall, title: "")
        #expect(!drawing.contains("Power"))
        #expect(drawing.contains("▒▒▒▒▒"))
    }

    @Test func progressFillsInProportion() {
        let drawing = renderer.render(ProgressView(value: 0.5).frame(width: 80).archived(), family: .systemSmall, title: "")
        #expect(drawing.contains("█████░░░░░"))
    }

    @Test func textsSideBySideStayOnOneRow() {
        let drawing = renderer.render(
            HStack {
                Text("Hero type"); Spacer(); Text("Lion")
            }.padding().archived(), family: .systemMedium, title: "")
        let row = drawing.split(separator: "\n").first { $0.contains("Hero type") }
        #expect(row?.contains("Lion") == true, "\(drawing)")
    }
}

/// The archive comes from another process: odd values are drawn as well as can be, never crash the system.
@MainActor
@Suite struct TerminalRobustnessTests {
    @Test(arguments: [
        ViewNode.Modifier.lineLimit(0),
        .lineLimit(-1),
        .padding(EdgeInsetsValue(top: -16, leading: -8, bottom: 1e300, trailing: .nan)),
        .frame(FrameValue(width: -80, height: -16)),
        .frame(FrameValue(width: .infinity, height: .infinity)),
        .opacity(.nan),
        .minimumScaleFactor(-3),
        .font(FontValue(size: .infinity)),
    ])
    func oddModifiersAreDrawnWithinTheBox(modifier: ViewNode.Modifier) {
        let renderer = TerminalRenderer()
        let padded = ViewNode.modified(.text("Hello"), .padding(EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16)))
        let root = ViewNode.vstack(
            alignment: .center, spacing: nil,
            children: [
                .modified(.text("Hello there, Power Panda"), modifier),
                .modified(.hstack(alignment: .center, spacing: nil, children: [padded, .divider]), .frame(FrameValue(width: 32))),
                .progress(value: .nan, total: 0),
            ])
        let lines = renderer.render(root, family: .systemSmall, title: "odd").split(separator: "\n")
        #expect(lines.count == renderer.cellSize(of: .systemSmall).rows + 2)
        #expect(lines.allSatisfy { $0.reduce(0) { $0 + DisplayWidth.of($1) } == renderer.cellSize(of: .systemSmall).columns + 2 })
    }
}

/// The terminal draws the layout the SVG draws: the same view agrees in both on what is bold, what
/// colour each text is, and where it is.
@MainActor
@Suite struct RenderingAgreementTests {
    static let view = VStack(alignment: .leading, spacing: 6) {
        Text("Bold").bold().font(.body)
        Text("Plain").font(.headline).fontWeight(.regular)
        Text("Red").foregroundStyle(Color.red)
        Text("Teal").foregroundStyle(Color.teal)
        HStack {
            Text("Left")
            Spacer()
            Text("Right").bold()
        }
    }
    .foregroundStyle(Color.teal)
    .padding()
    .archived()

    /// Each text of the SVG: its weight, its fill, where it starts and where its line's middle is, in points.
    static func svgTexts() -> [String: (bold: Bool, fill: String, x: Double, middle: Double)] {
        let svg = SVGRenderer().render(view, family: .systemMedium, title: "t")
        var texts: [String: (Bool, String, Double, Double)] = [:]
        for element in svg.components(separatedBy: "<text ").dropFirst() {
            guard let close = element.firstIndex(of: ">"), let end = element.range(of: "</text>") else { continue }
            let content = String(element[element.index(after: close)..<end.lowerBound])
            func attribute(_ name: String) -> String? {
                guard let start = element.range(of: " \(name)=\"") ?? element.range(of: "\(name)=\"") else { return nil }
                return String(element[start.upperBound...].prefix { $0 != "\"" })
            }
            let size = Double(attribute("font-size") ?? "17") ?? 17
            let top = (Double(attribute("y") ?? "0") ?? 0) - size * 0.95
            texts[content] = (
                (Int(attribute("font-weight") ?? "400") ?? 400) >= 600, attribute("fill") ?? "",
                Double(attribute("x") ?? "0") ?? 0, top + (size * 1.2).rounded() / 2
            )
        }
        return texts
    }

    /// A terminal line without its colour escapes.
    static func withoutEscapes(_ line: String) -> String {
        var plain = ""
        var inEscape = false
        for character in line {
            if character == "\u{1B}" { inEscape = true } else if inEscape { inEscape = character != "m" } else { plain.append(character) }
        }
        return plain
    }

    @Test func boldColourAndPlaceAgree() throws {
        let svg = Self.svgTexts()
        let terminal = TerminalRenderer(usesColor: true).render(Self.view, family: .systemMedium, title: "t")
        let lines = terminal.split(separator: "\n").dropFirst().map(String.init)
        let expectations: [(text: String, bold: Bool, fill: String, ansi: String?)] = [
            ("Bold", true, "#30b0c7", "36"), ("Plain", false, "#30b0c7", "36"), ("Red", false, "#ff3b30", "31"),
            ("Teal", false, "#30b0c7", "36"), ("Left", false, "#30b0c7", "36"), ("Right", true, "#30b0c7", "36"),
        ]
        for expected in expectations {
            let drawn = try #require(svg[expected.text], "the SVG has no text \(expected.text)")
            #expect(drawn.bold == expected.bold, "SVG: \(expected.text) bold")
            #expect(drawn.fill == expected.fill, "SVG: \(expected.text) fill")
            // In the terminal: the escape before the word says bold (1) and the colour.
            let row = try #require(lines.firstIndex { $0.contains(expected.text) }, "the terminal has no \(expected.text)")
            let line = lines[row]
            let start = try #require(line.range(of: expected.text)).lowerBound
            let escape = line[..<start].components(separatedBy: "\u{1B}[").last ?? ""
            let codes = escape.prefix { $0 != "m" }.split(separator: ";").map(String.init)
            #expect(codes.contains("1") == expected.bold, "terminal: \(expected.text) bold, codes \(codes)")
            #expect(codes.contains(expected.ansi!), "terminal: \(expected.text) colour, codes \(codes)")
            // And in the same place: the column of its first point, the row of its line's middle.
            let plain = Self.withoutEscapes(line)
            let column = plain.distance(from: plain.startIndex, to: try #require(plain.range(of: expected.text)).lowerBound) - 1
            #expect(column == Int((drawn.x / 8).rounded()), "\(expected.text): column \(column) for x \(drawn.x)")
            #expect(row == Int((drawn.middle / 16).rounded()), "\(expected.text): row \(row) for a middle at \(drawn.middle)")
        }
    }
}
