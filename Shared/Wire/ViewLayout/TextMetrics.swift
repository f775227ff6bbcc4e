import Foundation
import ViewArchive

/// Approximate advances of the system font (SF Pro), in ems, so that text can be measured without the font:
/// close enough that what fits here fits on a device, give or take a character.
package enum TextMetrics {
    package static func advance(of character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if !character.isASCII, character.unicodeScalars.count > 1 || scalar.properties.isEmojiPresentation { return 1.25 }
        switch scalar {
        case " ": return 0.27
        case "i", "l", "j", "I", ".", ",", ":", ";", "'", "|", "!", "`": return 0.26
        case "f", "t", "r", "(", ")", "[", "]", "-", "\"", "/": return 0.36
        case "m", "w", "M", "W", "%", "@": return 0.85
        case "0"..."9": return 0.6
        case "A"..."Z": return 0.66
        case "a"..."z": return 0.53
        case "…": return 0.9
        default:
            return DisplayWidth.of(character) == 2 ? 1.0 : 0.58
        }
    }

    /// How much wider bolder weights set the same text.
    package static func weightFactor(_ weight: FontWeightValue) -> Double {
        switch weight {
        case .semibold: 1.04
        case .bold: 1.07
        case .heavy, .black: 1.1
        case .light, .thin, .ultraLight: 0.97
        case .regular, .medium: 1
        }
    }

    package static func width(of text: String, size: Double, weight: FontWeightValue) -> Double {
        ems(text) * size * weightFactor(weight)
    }

    /// The advances of `text`'s characters added to `start`, one by one from the left.
    package static func ems(_ text: some StringProtocol, from start: Double = 0) -> Double {
        var total = start
        // ASCII text, the usual case, is read byte by byte: each byte is a character, but for "\r\n".
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            for byte in text.utf8 { total += asciiAdvances[Int(byte)] }
            return total
        }
        for character in text { total += advance(of: character) }
        return total
    }

    private static let asciiAdvances: [Double] = (0..<128).map { advance(of: Character(Unicode.Scalar(UInt8($0)))) }

    /// `text` broken into lines no wider than `width`, at most `lineLimit` of them. When it does not fit, the
    /// last line ends in an ellipsis if `truncate`, else the answer is nil (so the caller may try a smaller size).
    package static func wrap(_ text: String, width: Double, size: Double, weight: FontWeightValue, lineLimit: Int?, truncate: Bool)
        -> [String]?
    {
        let limit = lineLimit ?? Int.max
        let factor = weightFactor(weight)
        // Each line with its width in ems, grown a word at a time.
        var lines: [(text: String, ems: Double)] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = (text: "", ems: 0.0)
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate =
                    current.text.isEmpty
                    ? (text: String(word), ems: ems(word))
                    : (text: current.text + " " + word, ems: ems(word, from: current.ems + advance(of: " ")))
                if candidate.ems * size * factor <= width || current.text.isEmpty {
                    current = candidate
                } else {
                    lines.append(current)
                    current = (String(word), ems(word))
                }
            }
            lines.append(current)
        }
        // A single word wider than the line is cut too.
        if lines.count <= limit, !lines.contains(where: { $0.ems * size * factor > width }) { return lines.map(\.text) }
        guard truncate else { return nil }
        let kept = lines.prefix(limit)
        let last = kept.count - 1
        return kept.enumerated().map { index, line in
            index == last || line.ems * size * factor > width
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
