import Foundation
import SwiftUI

/// Lays out a view archive in terminal cells: one column is 8 points wide, one row 16 points high.
///
/// A deliberately small layout: stacks, spacers, padding and frames, text that wraps and
/// truncates with an ellipsis where SwiftUI would, bars for progress. Good enough to see a
/// widget's shape in each family; the SVG renderer is the exact one.
struct TerminalLayout {
    static let pointsPerColumn = 8.0
    static let pointsPerRow = 16.0
    /// When the widget is drawn: texts of dates are written for this moment.
    var now = Date()

    /// What a node inherits from the modifiers of its ancestors.
    struct Inherited {
        var style = CellStyle()
        var lineLimit: Int?
        var redacted = false
    }

    /// Points to cells, never negative and never more than a screen: the archive comes from another process.
    func columns(_ points: Double) -> Int { Self.cells(points / Self.pointsPerColumn) }
    func rows(_ points: Double) -> Int { Self.cells(points / Self.pointsPerRow) }

    static func cells(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(max(value.rounded(), 0), 1000))
    }

    /// The block for `node`, at most `width` columns wide; `height` is the rows a stack may fill.
    func render(_ node: ViewNode, width: Int, height: Int?, inherited: Inherited = Inherited()) -> Block {
        var inherited = inherited
        let modifiers = node.modifiers ?? []
        for modifier in modifiers {
            switch modifier.kind {
            case .font:
                if let font = modifier.font {
                    let style = font.style ?? ""
                    inherited.style.bold = ["largeTitle", "title", "title2", "title3", "headline"].contains(style)
                        || ["semibold", "bold", "heavy", "black"].contains(font.weight ?? "")
                }
            case .bold: inherited.style.bold = true
            case .foregroundStyle: inherited.style.color = modifier.color?.name ?? modifier.color.map { _ in "custom" }
            case .lineLimit: inherited.lineLimit = modifier.count
            case .redacted: inherited.redacted = true
            default: break
            }
        }

        // The space the content gets, once the padding and frames around it are taken off.
        var contentWidth = width
        var contentHeight = height
        for modifier in modifiers.reversed() {
            switch modifier.kind {
            case .padding:
                if let edges = modifier.edges {
                    contentWidth -= columns(edges.leading) + columns(edges.trailing)
                    contentHeight = contentHeight.map { $0 - rows(edges.top) - rows(edges.bottom) }
                }
            case .frame:
                if let frame = modifier.frame {
                    if let fixed = frame.width { contentWidth = min(contentWidth, columns(fixed)) }
                    if let fixed = frame.height { contentHeight = rows(fixed) }
                }
            default: break
            }
        }
        contentWidth = max(contentWidth, 0)

        var block = content(of: node, width: contentWidth, height: contentHeight, inherited: inherited)
        var available = contentWidth
        for modifier in modifiers {
            switch modifier.kind {
            case .padding:
                guard let edges = modifier.edges else { continue }
                let leading = columns(edges.leading), trailing = columns(edges.trailing)
                let top = rows(edges.top), bottom = rows(edges.bottom)
                let inner = block.width
                let blankLine = Array(repeating: Cell.blank(), count: leading + inner + trailing)
                block = Block(
                    lines: Array(repeating: blankLine, count: top)
                        + block.fitted(width: inner).lines.map {
                            Array(repeating: .blank(), count: leading) + $0 + Array(repeating: .blank(), count: trailing)
                        }
                        + Array(repeating: blankLine, count: bottom),
                    isFlexible: block.isFlexible)
                available += leading + trailing
            case .frame:
                guard let frame = modifier.frame else { continue }
                let alignment = horizontal(frame.alignment)
                if let fixed = frame.width {
                    block = block.fitted(width: columns(fixed), alignment: alignment)
                } else if frame.maxWidth == FrameValue.infinite {
                    block = block.fitted(width: max(available, block.width), alignment: alignment)
                }
                if let fixed = frame.height {
                    block = fitted(block, height: rows(fixed))
                }
            default: break
            }
        }
        return block
    }

    func horizontal(_ alignment: String?) -> String {
        switch alignment {
        case "leading", "topLeading", "bottomLeading": "leading"
        case "trailing", "topTrailing", "bottomTrailing": "trailing"
        default: "center"
        }
    }

    func fitted(_ block: Block, height: Int) -> Block {
        let height = max(height, 0)
        if block.height >= height { return Block(lines: Array(block.lines.prefix(height)), isFlexible: block.isFlexible) }
        return Block(lines: block.lines + Array(repeating: [], count: height - block.height), isFlexible: block.isFlexible)
    }

    func content(of node: ViewNode, width: Int, height: Int?, inherited: Inherited) -> Block {
        switch node.kind {
        case .empty:
            return .empty
        case .text:
            return text(node.currentText(at: now), width: width, inherited: inherited)
        case .image:
            return text(SymbolGlyphs.glyph(for: node.systemName ?? ""), width: width, inherited: inherited)
        case .spacer, .color:
            return Block(lines: [], isFlexible: true)
        case .divider:
            return Block(lines: [Array(repeating: Cell(character: "─", width: 1, style: CellStyle(dim: true)), count: width)])
        case .progress:
            return progressBar(fraction: (node.value ?? 0) / max(node.total ?? 1, .ulpOfOne), width: width, inherited: inherited)
        case .gauge:
            // A bar, with the current value's label (or the label) after it.
            let labels = (node.children ?? []).reversed().map { render($0, width: width, height: 1, inherited: inherited) }
            let label = labels.first { $0.height > 0 } ?? .empty
            let labelWidth = label.lines.first.map(Block.width) ?? 0
            let bar = progressBar(fraction: node.value ?? 0, width: max(width - labelWidth - (labelWidth > 0 ? 1 : 0), 1), inherited: inherited)
            guard labelWidth > 0, let barLine = bar.lines.first, let labelLine = label.lines.first else { return bar }
            return Block(lines: [barLine + [Cell(character: " ", width: 1, style: CellStyle())] + labelLine])
        case .link:
            return verticalStack(ViewNode(kind: .vstack, alignment: "leading", spacing: 0, children: node.children), width: width, height: height, inherited: inherited)
        case .vstack:
            return verticalStack(node, width: width, height: height, inherited: inherited)
        case .hstack:
            return horizontalStack(node, width: width, inherited: inherited)
        case .zstack:
            let front = (node.children ?? []).last { $0.kind != .color }
            return front.map { render($0, width: width, height: height, inherited: inherited) } ?? .empty
        }
    }

    func text(_ string: String, width: Int, inherited: Inherited) -> Block {
        guard width > 0 else { return .empty }
        var style = inherited.style
        var shown = string
        if inherited.redacted {
            shown = String(string.map { $0.isWhitespace ? $0 : "▒" })
            style = CellStyle(color: "gray", dim: true)
        }
        let limit = max(1, inherited.lineLimit ?? 3)
        var lines: [[Cell]] = []
        var current: [Cell] = []
        for word in shown.split(separator: " ", omittingEmptySubsequences: false) {
            let cells = DisplayWidth.cells(String(word), style: style)
            let separator = current.isEmpty ? 0 : 1
            if Block.width(current) + separator + Block.width(cells) <= width {
                if separator == 1 { current.append(Cell.blank(style)) }
                current += cells
            } else if current.isEmpty {
                current = cells
            } else {
                lines.append(current)
                current = cells
            }
        }
        lines.append(current)
        if lines.count > limit {
            // Text that does not fit its lines ends in an ellipsis, as SwiftUI truncates it.
            lines = Array(lines.prefix(limit))
            let ellipsis = Cell(character: "…", width: 1, style: style)
            let last = lines[limit - 1]
            lines[limit - 1] = Block.width(last) < width ? last + [ellipsis] : Block.truncate(last + [ellipsis], to: width)
        }
        return Block(lines: lines.map { Block.truncate($0, to: width) })
    }

    func progressBar(fraction: Double, width: Int, inherited: Inherited) -> Block {
        guard width > 0 else { return .empty }
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let filled = inherited.redacted ? 0 : Int((clamped * Double(width)).rounded())
        var fillStyle = inherited.style
        fillStyle.bold = false
        let emptyStyle = CellStyle(color: "gray", dim: true)
        let line = Array(repeating: Cell(character: "█", width: 1, style: fillStyle), count: filled)
            + Array(repeating: Cell(character: "░", width: 1, style: emptyStyle), count: width - filled)
        return Block(lines: [line], isFlexible: false)
    }

    func verticalStack(_ node: ViewNode, width: Int, height: Int?, inherited: Inherited) -> Block {
        let children = node.children ?? []
        let gap = (node.spacing ?? 0) >= Self.pointsPerRow ? rows(node.spacing ?? 0) : 0
        var blocks = children.map { render($0, width: width, height: nil, inherited: inherited) }
        let used = blocks.reduce(0) { $0 + $1.height } + gap * max(blocks.count - 1, 0)
        let flexible = blocks.indices.filter { blocks[$0].isFlexible }
        if let height, height > used, !flexible.isEmpty {
            let extra = height - used
            for (order, index) in flexible.enumerated() {
                let share = extra / flexible.count + (order < extra % flexible.count ? 1 : 0)
                blocks[index].lines += Array(repeating: [], count: share)
            }
        }
        var lines: [[Cell]] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 { lines += Array(repeating: [], count: gap) }
            lines += block.fitted(width: block.isFlexible ? 0 : width, alignment: node.alignment ?? "center").lines
        }
        return Block(lines: lines, isFlexible: !flexible.isEmpty)
            .fitted(width: width, alignment: "leading")
            .trimmedToContent(alignment: node.alignment ?? "center")
    }

    func horizontalStack(_ node: ViewNode, width: Int, inherited: Inherited) -> Block {
        let children = node.children ?? []
        guard !children.isEmpty else { return .empty }
        let gap = max(1, columns(node.spacing ?? 8))
        let isGreedy = children.map(\.isHorizontallyGreedy)
        let gaps = gap * (children.count - 1)
        var widths = Array(repeating: 0, count: children.count)
        var blocks = Array(repeating: Block.empty, count: children.count)
        var remaining = max(width - gaps, 0)

        // Fixed children first, narrowest first, each taking at most its share of what is left.
        let fixed = children.indices.filter { !isGreedy[$0] }
        let natural = Dictionary(uniqueKeysWithValues: fixed.map { ($0, render(children[$0], width: width, height: nil, inherited: inherited).width) })
        var left = fixed.count
        for index in fixed.sorted(by: { natural[$0]! < natural[$1]! }) {
            let share = left > 0 ? remaining / left : remaining
            widths[index] = min(natural[index]!, share)
            blocks[index] = render(children[index], width: widths[index], height: nil, inherited: inherited)
            // Padding can make a child wider than its share: cut it to the share.
            widths[index] = min(blocks[index].width, max(share, 0))
            blocks[index] = blocks[index].fitted(width: widths[index])
            remaining = max(remaining - widths[index], 0)
            left -= 1
        }
        let greedy = children.indices.filter { isGreedy[$0] }
        for (order, index) in greedy.enumerated() {
            let share = remaining / greedy.count + (order < remaining % greedy.count ? 1 : 0)
            widths[index] = share
            blocks[index] = render(children[index], width: share, height: nil, inherited: inherited)
        }
        let height = blocks.map(\.height).max() ?? 0
        var lines = Array(repeating: [Cell](), count: height)
        for (index, block) in blocks.enumerated() {
            let fitted = block.fitted(width: widths[index])
            let offset: Int
            switch node.alignment {
            case "top": offset = 0
            case "bottom": offset = height - fitted.height
            default: offset = (height - fitted.height) / 2
            }
            for row in 0..<height {
                if index > 0 { lines[row] += Array(repeating: .blank(), count: gap) }
                let line = row >= offset && row - offset < fitted.height ? fitted.lines[row - offset] : []
                lines[row] += line + Array(repeating: .blank(), count: widths[index] - Block.width(line))
            }
        }
        return Block(lines: lines, isFlexible: false)
    }
}

extension Block {
    /// A stack is as wide as its widest child: blank columns beyond that are dropped.
    func trimmedToContent(alignment: String) -> Block {
        guard alignment == "leading" else { return self }
        let contentWidth = lines.map { line -> Int in
            var trimmed = line
            while let last = trimmed.last, last.character == " " { trimmed.removeLast() }
            return Block.width(trimmed)
        }.max() ?? 0
        return Block(lines: lines.map { line in
            var kept: [Cell] = []
            var used = 0
            for cell in line where used + cell.width <= contentWidth {
                kept.append(cell)
                used += cell.width
            }
            return kept
        }, isFlexible: isFlexible)
    }
}

extension ViewNode {
    /// Whether the node takes all the width a horizontal stack offers it, as spacers, bars and
    /// stacks holding them do.
    var isHorizontallyGreedy: Bool {
        if modifier(.frame)?.frame?.maxWidth == FrameValue.infinite { return true }
        switch kind {
        case .spacer, .color, .progress, .divider, .gauge: return true
        case .vstack, .hstack, .zstack, .link: return (children ?? []).contains { $0.isHorizontallyGreedy }
        default: return false
        }
    }
}

/// Terminal stand-ins for the SF Symbols the widgets use.
enum SymbolGlyphs {
    static let glyphs: [String: String] = [
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "bolt": "ϟ", "bolt.fill": "ϟ",
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓", "xmark": "✕", "clock": "◷",
        "calendar": "▦", "creditcard": "▭", "creditcard.fill": "▬", "cart": "⊻", "arrow.up": "↑", "arrow.down": "↓",
        "arrow.right": "→", "arrow.left": "←", "circle": "○", "circle.fill": "●", "sun.max": "☀", "moon": "☾",
        "cloud": "☁", "flame": "♨", "person": "☺", "person.fill": "☻", "gamecontroller": "◈", "bell": "♪",
    ]

    static func glyph(for name: String) -> String { glyphs[name] ?? "◆" }
}
