import Foundation
import SwiftUI

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

/// How many terminal columns a character takes: two for emoji and East Asian wide characters.
enum DisplayWidth {
    static func of(_ character: Character) -> Int {
        if character.isASCII { return 1 }
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.properties.isEmojiPresentation { return 2 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return first.properties.generalCategory == .nonspacingMark ? 0 : 1
        }
    }

    static func cells(_ text: String, style: CellStyle) -> [Cell] {
        text.map { Cell(character: $0, width: of($0), style: style) }
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
