import Foundation
import SwiftUI

/// Approximate advances of the system font (SF Pro), in ems, so that text can be measured without the font:
/// close enough that what fits here fits on a device, give or take a character.
enum TextMetrics {
    static func advance(of character: Character) -> Double {
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
    static func weightFactor(_ weight: FontWeightValue) -> Double {
        switch weight {
        case .semibold: 1.04
        case .bold: 1.07
        case .heavy, .black: 1.1
        case .light, .thin, .ultraLight: 0.97
        case .regular, .medium: 1
        }
    }

    static func width(of text: String, size: Double, weight: FontWeightValue) -> Double {
        text.reduce(0) { $0 + advance(of: $1) } * size * weightFactor(weight)
    }

    /// `text` broken into lines no wider than `width`, at most `lineLimit` of them. When it does not fit, the
    /// last line ends in an ellipsis if `truncate`, else the answer is nil (so the caller may try a smaller size).
    static func wrap(_ text: String, width: Double, size: Double, weight: FontWeightValue, lineLimit: Int?, truncate: Bool) -> [String]? {
        let limit = lineLimit ?? Int.max
        var lines: [String] = []
        var fits = true
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if Self.width(of: candidate, size: size, weight: weight) <= width || current.isEmpty {
                    current = candidate
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            lines.append(current)
        }
        // A single word wider than the line is cut too.
        if lines.count > limit || lines.contains(where: { Self.width(of: $0, size: size, weight: weight) > width }) { fits = false }
        if fits { return lines }
        guard truncate else { return nil }
        var kept = Array(lines.prefix(limit))
        let last = kept.count - 1
        kept = kept.enumerated().map { index, line in
            index == last || Self.width(of: line, size: size, weight: weight) > width
                ? ellipsized(line, addEllipsis: index == last && lines.count > limit, width: width, size: size, weight: weight) : line
        }
        return kept
    }

    /// `line` cut to fit `width` with a trailing ellipsis (always one when `addEllipsis`).
    static func ellipsized(_ line: String, addEllipsis: Bool, width: Double, size: Double, weight: FontWeightValue) -> String {
        if !addEllipsis, Self.width(of: line, size: size, weight: weight) <= width { return line }
        var characters = Array(line)
        while !characters.isEmpty, Self.width(of: String(characters) + "…", size: size, weight: weight) > width {
            characters.removeLast()
        }
        while characters.last == " " { characters.removeLast() }
        return String(characters) + "…"
    }
}
