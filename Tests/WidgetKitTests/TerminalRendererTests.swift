import ExtensionProtocol
import SwiftUI
import Testing
import WidgetRendering

@Suite struct TerminalRendererTests {
    let renderer = TerminalRenderer()

    func columns(_ line: Substring) -> Int {
        line.reduce(0) { width, character in
            width + (character.unicodeScalars.first!.properties.isEmojiPresentation ? 2 : 1)
        }
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge])
    func aDrawingHasItsFamilysProportions(family: ExtensionProtocol.WidgetFamily) {
        let node = ViewArchiver.archive(VStack { Text("🐼"); Text("Power Panda"); ProgressView(value: 0.14) })
        let lines = renderer.render(node, family: family, title: "Character Details").split(separator: "\n")
        let (width, height) = renderer.cellSize(of: family)
        #expect(lines.count == height + 2)
        #expect(lines.allSatisfy { columns($0) == width + 2 })
    }

    @Test func aLongNameIsTruncatedNotOverflowing() {
        let name = "Sir Reginald Fluffington the Third of Pandaland"
        let node = ViewArchiver.archive(Text(name).lineLimit(1).padding())
        let drawing = renderer.render(node, family: .systemSmall, title: "x")
        #expect(!drawing.contains(name))
        #expect(drawing.contains("Sir Reginald…"))
        #expect(drawing.split(separator: "\n").allSatisfy { columns($0) == renderer.cellSize(of: .systemSmall).columns + 2 })
    }

    @Test func aPlaceholderShowsNoText() {
        let node = ViewArchiver.archive(Text("Power Panda").redacted(reason: .placeholder))
        let drawing = renderer.render(node, family: .systemSmall, title: "")
        #expect(!drawing.contains("Power"))
        #expect(drawing.contains("▒▒▒▒▒"))
    }

    @Test func progressFillsInProportion() {
        let node = ViewArchiver.archive(ProgressView(value: 0.5).frame(width: 80))
        let drawing = renderer.render(node, family: .systemSmall, title: "")
        #expect(drawing.contains("█████░░░░░"))
    }
}

/// The archive comes from another process: odd values are drawn as well as can be, never crash the system.
@Suite struct TerminalRobustnessTests {
    @Test(arguments: [
        ModifierNode(kind: .lineLimit, count: 0),
        ModifierNode(kind: .lineLimit, count: -1),
        ModifierNode(kind: .padding, edges: EdgeInsetsValue(top: -16, leading: -8, bottom: 1e300, trailing: .nan)),
        ModifierNode(kind: .frame, frame: FrameValue(width: -80, height: -16)),
        ModifierNode(kind: .frame, frame: FrameValue(width: .infinity, height: .infinity)),
    ])
    func oddModifiersAreDrawnWithinTheBox(modifier: ModifierNode) {
        let renderer = TerminalRenderer()
        let text = ViewNode(kind: .text, text: "Hello there, Power Panda", modifiers: [modifier])
        let padded = ViewNode(kind: .text, text: "Hello", modifiers: [ModifierNode(kind: .padding, edges: EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16))])
        let root = ViewNode(kind: .vstack, children: [
            text,
            ViewNode(kind: .hstack, children: [padded, ViewNode(kind: .divider)], modifiers: [ModifierNode(kind: .frame, frame: FrameValue(width: 32))]),
            ViewNode(kind: .progress, value: .nan, total: 0),
        ])
        let lines = renderer.render(root, family: .systemSmall, title: "odd").split(separator: "\n")
        #expect(lines.count == renderer.cellSize(of: .systemSmall).rows + 2)
    }
}
