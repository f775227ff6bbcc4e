import Foundation
import ViewArchive
import ViewLayout

/// The point layout of a widget, rasterised onto terminal cells: one column is 8 points wide, one row 16 high.
///
/// Each text line, symbol, bar and divider goes to the column its frame starts in and the row nearest
/// its middle. Something that would land on cells already taken moves down to the first free row; a text
/// line runs on into free cells to its right when its characters need more columns than its points do,
/// and ends in an ellipsis where they run out; in the right half of the widget, it moves left into free
/// cells instead, so that text set against the right keeps its right edge.
struct TerminalRaster {
    static let pointsPerColumn = 8.0
    static let pointsPerRow = 16.0

    let columns: Int
    let rows: Int
    private(set) var lines: [[Cell?]]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        lines = Array(repeating: Array(repeating: nil, count: columns), count: rows)
    }

    /// Points to a column or a row, never outside a large screen: the layout comes from another process.
    static func cells(_ points: Double, per size: Double) -> Int {
        let value = points / size
        guard value.isFinite else { return 0 }
        return Int(min(max(value.rounded(), 0), 10_000))
    }

    /// One thing to draw: where it wants to go, how many columns its frame spans, and its cells.
    struct Item {
        var row: Int
        var column: Int
        var span: Int
        var cells: [Cell]
        /// Text that may run on past its span into free cells.
        var canRunOn = false
        /// Text in the right half of the widget, which moves left rather than lose characters.
        var keepsRight = false
        /// A vertical divider: one cell on each row of `height`.
        var height = 1
    }

    /// The cells of `placed`, every row `columns` wide.
    static func raster(_ placed: PlacedNode, columns: Int, rows: Int) -> [[Cell]] {
        var raster = TerminalRaster(columns: columns, rows: rows)
        let middle = Double(columns) * pointsPerColumn / 2
        let drawn: [Item] = placed.flattened.flatMap { Self.items(of: $0, middle: middle) }
        // In reading order; of two at one place, the one drawn first.
        let order = drawn.indices.sorted { (drawn[$0].row, drawn[$0].column, $0) < (drawn[$1].row, drawn[$1].column, $1) }
        let items = order.map { drawn[$0] }
        for (index, item) in items.enumerated() {
            // Free columns to the right, up to the next thing wanting this row.
            let next = items[(index + 1)...].first { $0.row == item.row && $0.column >= item.column + item.span }?.column ?? columns
            var item = item
            if item.keepsRight, item.cells.columns > item.span {
                // Keep the right edge where the points have it, taking free cells on the left.
                item.column = max(
                    item.column - (item.cells.columns - item.span), raster.firstFreeColumn(row: item.row, before: item.column))
            }
            raster.put(item, room: item.canRunOn ? max(next - item.column, item.span) : item.span)
        }
        return raster.lines.map { line in line.map { $0 ?? .blank() } }
    }

    /// Puts `item` at the first row at or below the one it wants where its cells are free.
    mutating func put(_ item: Item, room: Int) {
        guard item.column < columns else { return }
        let width = min(room, columns - item.column)
        let cells = item.cells.truncated(to: width)
        guard !cells.isEmpty else { return }
        var row = item.row
        while row + item.height <= rows, !isFree(row: row, from: item.column, count: cells.columns, height: item.height) { row += 1 }
        guard row + item.height <= rows else { return }
        for line in row..<(row + item.height) {
            var column = item.column
            for cell in cells {
                lines[line][column] = cell
                // A wide character takes the next cell too.
                for extra in 1..<max(cell.width, 1) where column + extra < columns {
                    lines[line][column + extra] = Cell(character: "\u{0}", width: 0, style: cell.style)
                }
                column += cell.width
            }
        }
    }

    /// The first column of the free cells that end at `column` on `row`.
    func firstFreeColumn(row: Int, before column: Int) -> Int {
        guard row >= 0, row < rows else { return column }
        var first = min(column, columns)
        while first > 0, lines[row][first - 1] == nil { first -= 1 }
        return first
    }

    func isFree(row: Int, from column: Int, count: Int, height: Int) -> Bool {
        (row..<(row + height)).allSatisfy { line in (column..<min(column + count, columns)).allSatisfy { lines[line][$0] == nil } }
    }

    /// What a placed node draws, as items; nothing for frames, fills and backgrounds. `middle` is the widget's, in points.
    static func items(of node: PlacedNode, middle: Double) -> [Item] {
        let frame = node.frame
        let column = cells(frame.x, per: pointsPerColumn)
        let span = max(cells(frame.x + frame.width, per: pointsPerColumn) - column, 1)
        /// The row of something `top` points down and `height` high: the one nearest its middle.
        func row(_ top: Double, _ height: Double) -> Int {
            cells(top + max(height, 0) / 2, per: pointsPerRow)
        }
        let style = node.style
        let textStyle = CellStyle(style)
        /// One glyph at the middle of the frame: a symbol, an image, a small shape.
        func glyph(_ character: String) -> [Item] {
            let middle = cells(frame.x + frame.width / 2 - pointsPerColumn / 2, per: pointsPerColumn)
            return [
                Item(
                    row: row(frame.y, frame.height), column: middle, span: 1,
                    cells: DisplayWidth.cells(style.redacted ? "▒" : character, style: textStyle), canRunOn: true)
            ]
        }
        switch node.content {
        case .none, .fill:
            return []
        case .shape(let shape):
            // A shape the size of a glyph is drawn as one; larger ones are fills and backgrounds, which the terminal leaves out.
            guard frame.width <= pointsPerColumn * 3, frame.height <= pointsPerRow * 2 else { return [] }
            let filled = shape.stroke == nil
            switch shape.shape {
            case .circle, .ellipse: return glyph(filled ? "●" : "○")
            case .rectangle, .roundedRectangle, .capsule, .containerRelative: return glyph(filled ? "■" : "□")
            case .path: return glyph("◆")
            }
        case .image:
            return glyph("▣")
        case .textRuns(let runs):
            var cells = runs.flatMap { DisplayWidth.cells($0.text, style: CellStyle($0.style)) }
            if style.redacted {
                cells = DisplayWidth.cells(String(runs.map(\.text).joined().map { $0.isWhitespace ? $0 : "▒" }), style: textStyle)
            }
            let gap = max(span - cells.columns, 0)
            let lead = style.alignment == .center ? gap / 2 : style.alignment == .trailing ? gap : 0
            return [
                Item(
                    row: row(frame.y, style.lineHeight), column: column, span: span, cells: Array(repeating: .blank(), count: lead) + cells,
                    canRunOn: true, keepsRight: frame.x + frame.width / 2 > middle)
            ]
        case .ring(let fraction):
            return [Item(row: row(frame.y + frame.height / 2, 6), column: column, span: span, cells: bar(fraction, span, style))]
        case .text(let lines):
            return lines.enumerated().map { index, line in
                let shown = style.redacted ? String(line.map { $0.isWhitespace ? $0 : "▒" }) : line
                var cells = DisplayWidth.cells(shown, style: textStyle)
                // Text centred or trailing in a frame wider than its characters keeps its place in the frame.
                let gap = max(span - cells.columns, 0)
                let lead = style.alignment == .center ? gap / 2 : style.alignment == .trailing ? gap : 0
                cells = Array(repeating: .blank(), count: lead) + cells
                return Item(
                    row: row(frame.y + Double(index) * style.lineHeight, style.lineHeight), column: column, span: span, cells: cells,
                    canRunOn: true, keepsRight: frame.x + frame.width / 2 > middle)
            }
        case .symbol(let name):
            return glyph(SymbolGlyphs.glyph(for: name))
        case .bar(let fraction):
            return [Item(row: row(frame.y, frame.height), column: column, span: span, cells: bar(fraction, span, style))]
        case .gauge(let fraction, let gaugeStyle):
            // A bar along the gauge's bottom; a ring is drawn as a bar across its middle.
            let top = gaugeStyle.isCircular ? frame.y + frame.height / 2 : frame.y + frame.height - 6
            return [Item(row: row(top, 6), column: column, span: span, cells: bar(fraction, span, style))]
        case .divider(let vertical):
            let line = Cell(character: vertical ? "│" : "─", width: 1, style: CellStyle(dim: true))
            guard vertical else {
                return [Item(row: row(frame.y, frame.height), column: column, span: span, cells: Array(repeating: line, count: span))]
            }
            let height = max(cells(frame.y + frame.height, per: pointsPerRow) - cells(frame.y, per: pointsPerRow), 1)
            return [Item(row: cells(frame.y, per: pointsPerRow), column: column, span: 1, cells: [line], height: height)]
        }
    }

    /// A bar `width` cells wide, filled in proportion: in the text's colour, or empty for a placeholder.
    static func bar(_ fraction: Double, _ width: Int, _ style: TextStyle) -> [Cell] {
        let filled = style.redacted ? 0 : Int((min(max(fraction, 0), 1) * Double(width)).rounded())
        return Array(repeating: Cell(character: "█", width: 1, style: CellStyle(color: style.color.name)), count: filled)
            + Array(repeating: Cell(character: "░", width: 1, style: CellStyle(color: .gray, dim: true)), count: width - filled)
    }
}
