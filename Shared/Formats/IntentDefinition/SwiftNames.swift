import Foundation

/// Spelling Swift identifiers and literals the way the generator needs them.
enum SwiftNames {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "super", "self", "Self", "throw", "throws", "true", "try", "Type", "Protocol", "any", "some",
        "Any", "await", "precedencegroup", "associativity", "actor", "nonisolated", "isolated", "consume", "borrowing",
    ]

    /// `name`, in backticks when it is a keyword.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` with its first letter in upper case, as in `provideCharacterOptionsCollection`.
    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// Whether `name` can be a Swift identifier (in backticks if it is a keyword).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }

    /// `///` comment lines for a text that may span lines.
    static func docComment(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "/// " + $0.trimmingCharacters(in: .whitespaces) }
    }

    /// A Swift string literal for `text`.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A raw multi-line string literal holding `text` exactly, with enough `#` to never close early.
    static func rawMultilineLiteral(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) {
            hashes += "#"
        }
        var body = text
        if body.hasSuffix("\n") { body.removeLast() }
        return "\(hashes)\"\"\"\n\(body)\n\"\"\"\(hashes)"
    }
}
