import Foundation
import ViewArchive

extension ViewNode {
    /// What an `accessoryInline` widget shows of this view, as iOS shows it: one line of its texts and its
    /// first symbol, in the Lock Screen's own font; every other view is dropped, and the text is cut to
    /// the slot. Of a `ViewThatFits`, the first child whose line fits `width` (Apple's rule: "a single
    /// row of text and an optional image"; the font, 15 points medium, is ours).
    package func inlineLine(fitting width: Double) -> ViewNode {
        var symbol: ViewNode?
        var texts: [ViewNode] = []
        collectInline(fitting: width, symbol: &symbol, texts: &texts)
        var parts: [ViewNode] = []
        for text in texts {
            if !parts.isEmpty { parts.append(.text(" ")) }
            parts.append(text)
        }
        let line: ViewNode = parts.count == 1 ? parts[0] : .textRuns(parts)
        let row: ViewNode = .hstack(alignment: .center, spacing: 4, children: [symbol, texts.isEmpty ? nil : line].compactMap { $0 })
        let styled: ViewNode = .modified(.modified(row, .lineLimit(1)), .font(FontValue(size: Self.inlineFontSize, weight: .medium)))
        return .modified(styled, .frame(FrameValue(maxWidth: FrameValue.infinite, alignment: .leading)))
    }

    static let inlineFontSize: Double = 15

    private func collectInline(fitting width: Double, symbol: inout ViewNode?, texts: inout [ViewNode]) {
        switch self {
        case .text, .date, .timer, .textRuns: texts.append(self)
        case .image(let image):
            if symbol == nil, texts.isEmpty, image.systemName != nil { symbol = self }
        case .firstFitting(let children):
            let lines = children.map { child -> (symbol: ViewNode?, texts: [ViewNode]) in
                var symbol: ViewNode?
                var texts: [ViewNode] = []
                child.collectInline(fitting: width, symbol: &symbol, texts: &texts)
                return (symbol, texts)
            }
            let chosen =
                lines.first { line in
                    let words = line.texts.compactMap { if case .text(let text) = $0 { text } else { nil } }.joined(separator: " ")
                    return TextMetrics.width(of: words, size: Self.inlineFontSize, weight: .medium) + (line.symbol == nil ? 0 : 21) <= width
                } ?? lines.last
            if let chosen {
                if symbol == nil, texts.isEmpty { symbol = chosen.symbol }
                texts += chosen.texts
            }
        case .modified(let content, let modifier):
            switch modifier {
            // Decorations are dropped, and so are fonts: the line has its own.
            case .background, .overlay, .containerBackground, .font, .fontWeight, .bold:
                content.collectInline(fitting: width, symbol: &symbol, texts: &texts)
            default:
                if content.isTextLike {
                    texts.append(.modified(content.withoutFonts, modifier))
                } else {
                    content.collectInline(fitting: width, symbol: &symbol, texts: &texts)
                }
            }
        default:
            for node in innerNodes { node.collectInline(fitting: width, symbol: &symbol, texts: &texts) }
        }
    }

    private var withoutFonts: ViewNode {
        switch self {
        case .modified(let content, .font), .modified(let content, .fontWeight), .modified(let content, .bold): content.withoutFonts
        case .modified(let content, let modifier): .modified(content.withoutFonts, modifier)
        case .textRuns(let runs): .textRuns(runs.map(\.withoutFonts))
        default: self
        }
    }

    private var isTextLike: Bool {
        switch self {
        case .text, .date, .timer, .textRuns: true
        case .modified(let content, _): content.isTextLike
        default: false
        }
    }
}
