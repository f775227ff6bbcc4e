import Foundation
import ViewArchive

/// The advances of the font the drawings use, Inter (close to SF Pro, and open), read from its files by
/// `Shared/Tools/FontMetrics/make-font-metrics.py` for each of its nine weights: what the layout measures
/// is what a browser sets, kerning and ligatures off, as the drawings ask. Emoji take the advance of Noto
/// Color Emoji, the emoji font the drawings name; wide East Asian characters one em; any other character
/// Inter lacks that of a digit.
package enum FontMetrics {
    /// Each weight's advances, decoded once.
    private static let tables: [[UInt16]] = advanceTables.map { table in
        var values: [UInt16] = []
        values.reserveCapacity(table.utf8.count / 4)
        var digits = table.utf8.makeIterator()
        while let a = digits.next(), let b = digits.next(), let c = digits.next(), let d = digits.next() {
            values.append([a, b, c, d].reduce(0) { $0 << 4 | UInt16(hexValue($1)) })
        }
        return values
    }

    private static func hexValue(_ byte: UInt8) -> UInt8 { byte <= 0x39 ? byte - 0x30 : byte - 0x61 + 10 }

    /// Noto Color Emoji's advance: 2,550 of its 2,048 units.
    static let emojiAdvance = 2550.0 / 2048

    /// The index of a weight's table: SwiftUI's weights, lightest first, as Inter's files are.
    static func table(_ weight: FontWeightValue) -> Int {
        switch weight {
        case .ultraLight: 0
        case .thin: 1
        case .light: 2
        case .regular: 3
        case .medium: 4
        case .semibold: 5
        case .bold: 6
        case .heavy: 7
        case .black: 8
        }
    }

    /// The advance of `scalar` in Inter at `weight`, in ems; nil when Inter lacks it.
    static func advance(of scalar: UInt32, weight: Int) -> Double? {
        var offset = 0
        for range in ranges {
            if scalar >= range.first && scalar <= range.last {
                let units = tables[weight][offset + Int(scalar - range.first)]
                return units == 0 ? nil : Double(units) / unitsPerEm
            }
            offset += Int(range.last - range.first) + 1
        }
        return nil
    }
}

/// Text measured as the drawings set it (see `FontMetrics`).
package enum TextMetrics {
    /// The advance of `character` at `weight`, in ems.
    package static func advance(of character: Character, weight: FontWeightValue = .regular) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if !character.isASCII, character.unicodeScalars.count > 1 || scalar.properties.isEmojiPresentation {
            return FontMetrics.emojiAdvance
        }
        if let advance = FontMetrics.advance(of: scalar.value, weight: FontMetrics.table(weight)) { return advance }
        return DisplayWidth.of(character) == 2 ? 1.0 : (FontMetrics.advance(of: 0x30, weight: FontMetrics.table(weight)) ?? 0.6)
    }

    package static func width(of text: String, size: Double, weight: FontWeightValue) -> Double {
        ems(text, weight: weight) * size
    }

    /// The advances of `text`'s characters added to `start`, one by one from the left.
    package static func ems(_ text: some StringProtocol, weight: FontWeightValue, from start: Double = 0) -> Double {
        var total = start
        // ASCII text, the usual case, is read byte by byte: each byte is a character, but for "\r\n".
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            let advances = asciiAdvances[FontMetrics.table(weight)]
            for byte in text.utf8 { total += advances[Int(byte)] }
            return total
        }
        for character in text { total += advance(of: character, weight: weight) }
        return total
    }

    /// Each weight's advances of the ASCII characters (control characters none).
    private static let asciiAdvances: [[Double]] = FontWeightValue.allCases.map { weight in
        (0..<128).map { $0 < 0x20 ? 0 : advance(of: Character(Unicode.Scalar(UInt8($0))), weight: weight) }
    }

    /// `text` broken into lines no wider than `width`, at most `lineLimit` of them. When it does not fit, the
    /// last line ends in an ellipsis if `truncate`, else the answer is nil (so the caller may try a smaller size).
    package static func wrap(_ text: String, width: Double, size: Double, weight: FontWeightValue, lineLimit: Int?, truncate: Bool)
        -> [String]?
    {
        let limit = lineLimit ?? Int.max
        // Each line with its width in ems, grown a word at a time.
        var lines: [(text: String, ems: Double)] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = (text: "", ems: 0.0)
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate =
                    current.text.isEmpty
                    ? (text: String(word), ems: ems(word, weight: weight))
                    : (
                        text: current.text + " " + word,
                        ems: ems(word, weight: weight, from: current.ems + advance(of: " ", weight: weight))
                    )
                if candidate.ems * size <= width || current.text.isEmpty {
                    current = candidate
                } else {
                    lines.append(current)
                    current = (String(word), ems(word, weight: weight))
                }
            }
            lines.append(current)
        }
        // A single word wider than the line is cut too.
        if lines.count <= limit, !lines.contains(where: { $0.ems * size > width }) { return lines.map(\.text) }
        guard truncate else { return nil }
        let kept = lines.prefix(limit)
        let last = kept.count - 1
        return kept.enumerated().map { index, line in
            index == last || line.ems * size > width
                ? ellipsized(line.text, addEllipsis: index == last && lines.count > limit, width: width, size: size, weight: weight)
                : line.text
        }
    }

    /// `line` cut to fit `width` with a trailing ellipsis (always one when `addEllipsis`).
    package static func ellipsized(_ line: String, addEllipsis: Bool, width: Double, size: Double, weight: FontWeightValue) -> String {
        if !addEllipsis, Self.width(of: line, size: size, weight: weight) <= width { return line }
        var characters = Array(line)
        while !characters.isEmpty, Self.width(of: String(characters) + "…", size: size, weight: weight) > width {
            characters.removeLast()
        }
        while characters.last == " " { characters.removeLast() }
        return String(characters) + "…"
    }
}

/// How many terminal columns a character takes: two for emoji and East Asian wide characters.
package enum DisplayWidth {
    package static func of(_ character: Character) -> Int {
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
}

extension TextMetrics {
    /// A font's vertical measures at one size, in points, as UIKit's `UIFont` reports them.
    package struct VerticalMetrics: Sendable, Equatable {
        /// From the baseline up to the top of the tallest letters: Inter's ascender.
        package var ascender: Double
        /// From the baseline down to the bottom of the deepest letters: Inter's descender, negative.
        package var descender: Double
        /// The height of a capital letter above the baseline.
        package var capHeight: Double
        /// The height of a lowercase x above the baseline.
        package var xHeight: Double
        /// The gap the font asks for between lines: Inter's line gap, none.
        package var leading: Double
        /// The height of one line as the layout sets it (`TextStyle.lineHeight`), which every line of text takes.
        package var lineHeight: Double
    }

    /// The vertical measures of the drawings' font at `size` points: Inter's, from the same files as its advances,
    /// with the line the layout gives a text of that size.
    package static func verticalMetrics(size: Double) -> VerticalMetrics {
        let scale = size / FontMetrics.unitsPerEm
        return VerticalMetrics(
            ascender: FontMetrics.ascender * scale, descender: FontMetrics.descender * scale, capHeight: FontMetrics.capHeight * scale,
            xHeight: FontMetrics.xHeight * scale, leading: FontMetrics.lineGap * scale, lineHeight: TextStyle.lineHeight(size))
    }
}
