import Foundation
import ViewArchive
import ViewLayout
import WireValues

/// How a run of terminal cells looks.
struct CellStyle: Equatable {
    /// A system colour; custom colours are drawn in the terminal's own.
    var color: ColorValue.Name?
    var bold = false
    var dim = false
    var italic = false
    var underline = false
    var strikethrough = false

    /// How a text in `style` looks on the terminal: grey and dim when redacted.
    init(_ style: TextStyle) {
        if style.redacted {
            self.init(color: .gray, dim: true)
        } else {
            self.init(
                color: style.color.name, bold: style.isBold, italic: style.italic, underline: style.underline,
                strikethrough: style.strikethrough)
        }
    }

    init(
        color: ColorValue.Name? = nil, bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
        strikethrough: Bool = false
    ) {
        self.color = color
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

/// One character on the terminal, one or two columns wide.
struct Cell: Equatable {
    var character: Character
    var width: Int
    var style: CellStyle

    static func blank(_ style: CellStyle = CellStyle()) -> Cell { Cell(character: " ", width: 1, style: style) }
}

extension DisplayWidth {
    /// `text` on cells, its control characters shown escaped (`TerminalText`): a widget's text never steers the terminal.
    static func cells(_ text: String, style: CellStyle) -> [Cell] {
        TerminalText.escaped(text).map { Cell(character: $0, width: of($0), style: style) }
    }
}

extension Array where Element == Cell {
    /// How many columns the cells take.
    var columns: Int { reduce(0) { $0 + $1.width } }

    /// The cells cut to `width` columns, with an ellipsis where something was lost.
    func truncated(to width: Int) -> [Cell] {
        guard columns > width else { return self }
        guard width > 0 else { return [] }
        var result: [Cell] = []
        var used = 0
        for cell in self {
            if used + cell.width > width - 1 { break }
            result.append(cell)
            used += cell.width
        }
        result.append(Cell(character: "…", width: 1, style: last?.style ?? CellStyle()))
        return result
    }
}
