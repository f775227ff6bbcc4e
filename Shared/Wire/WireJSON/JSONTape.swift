/// One JSON value of a document, found by a single pass over its bytes.
///
/// Containers record where their contents end (`next`), so a reader steps over a value of any size
/// at once; strings and numbers record where their bytes are, and are read only when asked for.
struct JSONToken {
    enum Kind: UInt8 {
        case object, array, string, escapedString, number, `true`, `false`, null
    }

    var kind: Kind
    /// Strings: the byte after the opening quote. Numbers, literals and containers: their first byte.
    var start: UInt32
    /// Strings: the closing quote. Numbers and literals: the byte after them. Containers: the byte after their closing bracket.
    var end: UInt32
    /// The index of the token that follows this value and everything inside it.
    var next: UInt32
    /// Containers: how many values (arrays) or members (objects) they hold.
    var count: UInt32
}

/// Where and why a document is not JSON.
public struct JSONSyntaxError: Error, CustomStringConvertible, Equatable {
    public var reason: String
    /// The byte at which reading stopped.
    public var offset: Int

    public var description: String { "\(reason) at byte \(offset)" }
}

/// A JSON document as a flat list of tokens in document order: an object is followed by its
/// members (a key's string token, then its value), an array by its values.
///
/// Reading a document this way checks all of its syntax before any of it is decoded (RFC 8259:
/// no leading zeros, no lone surrogates, no control characters in strings), nests at most
/// `maximumDepth` deep, and lets a decoder find a member by stepping from key to key.
struct JSONTape {
    /// Deep enough for any view a widget draws; shallow enough that a hostile peer cannot exhaust a thread's stack.
    static let maximumDepth = 256

    let tokens: [JSONToken]

    init(parsing bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) {
        var parser = Parser(bytes: bytes)
        try parser.parseDocument()
        tokens = parser.tokens
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var tokens: [JSONToken] = []
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            tokens.reserveCapacity(bytes.count / 8 + 4)
        }

        func error(_ reason: String) -> JSONSyntaxError { JSONSyntaxError(reason: reason, offset: index) }

        mutating func parseDocument() throws(JSONSyntaxError) {
            skipWhitespace()
            try parseValue(depth: 0)
            skipWhitespace()
            guard index == bytes.count else { throw error("unexpected text after the JSON value") }
        }

        @inline(__always)
        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        mutating func parseValue(depth: Int) throws(JSONSyntaxError) {
            guard index < bytes.count else { throw error("unexpected end of the JSON") }
            switch bytes[index] {
            case UInt8(ascii: "{"): try parseObject(depth: depth + 1)
            case UInt8(ascii: "["): try parseArray(depth: depth + 1)
            case UInt8(ascii: "\""): try parseString()
            case UInt8(ascii: "t"): try parseLiteral("true", .true)
            case UInt8(ascii: "f"): try parseLiteral("false", .false)
            case UInt8(ascii: "n"): try parseLiteral("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
            default: throw error("unexpected character")
            }
        }

        mutating func open(_ kind: JSONToken.Kind, depth: Int) throws(JSONSyntaxError) -> Int {
            guard depth <= JSONTape.maximumDepth else { throw error("values nested more than \(JSONTape.maximumDepth) deep") }
            tokens.append(JSONToken(kind: kind, start: UInt32(index), end: 0, next: 0, count: 0))
            index += 1
            skipWhitespace()
            return tokens.count - 1
        }

        mutating func close(_ token: Int, count: UInt32) {
            index += 1
            tokens[token].end = UInt32(index)
            tokens[token].next = UInt32(tokens.count)
            tokens[token].count = count
        }

        mutating func parseObject(depth: Int) throws(JSONSyntaxError) {
            let token = try open(.object, depth: depth)
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { return close(token, count: 0) }
            var count: UInt32 = 0
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                try parseString()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
                index += 1
                skipWhitespace()
                try parseValue(depth: depth)
                count += 1
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of an object") }
                switch bytes[index] {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"): return close(token, count: count)
                default: throw error("expected ',' or '}' in an object")
                }
            }
        }

        mutating func parseArray(depth: Int) throws(JSONSyntaxError) {
            let token = try open(.array, depth: depth)
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { return close(token, count: 0) }
            var count: UInt32 = 0
            while true {
                skipWhitespace()
                try parseValue(depth: depth)
                count += 1
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of an array") }
                switch bytes[index] {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"): return close(token, count: count)
                default: throw error("expected ',' or ']' in an array")
                }
            }
        }

        mutating func parseLiteral(_ literal: StaticString, _ kind: JSONToken.Kind) throws(JSONSyntaxError) {
            let count = literal.utf8CodeUnitCount
            guard index + count <= bytes.count else { throw error("invalid literal") }
            for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
                throw error("invalid literal")
            }
            tokens.append(JSONToken(kind: kind, start: UInt32(index), end: UInt32(index + count), next: UInt32(tokens.count + 1), count: 0))
            index += count
        }

        mutating func parseString() throws(JSONSyntaxError) {
            let start = index + 1
            index = start
            var escaped = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    tokens.append(
                        JSONToken(
                            kind: escaped ? .escapedString : .string, start: UInt32(start), end: UInt32(index),
                            next: UInt32(tokens.count + 1), count: 0))
                    index += 1
                    return
                }
                if byte == UInt8(ascii: "\\") {
                    escaped = true
                    try skipEscape()
                    continue
                }
                if byte < 0x20 { throw error("control character in a string") }
                index += 1
            }
            throw error("unterminated string")
        }

        /// Steps over one escape; a `\u` escape of half a surrogate pair must be followed by the other half.
        mutating func skipEscape() throws(JSONSyntaxError) {
            guard index + 1 < bytes.count else { throw error("unterminated string") }
            switch bytes[index + 1] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                index += 2
            case UInt8(ascii: "u"):
                let unit = try hexEscape()
                if (0xDC00..<0xE000).contains(unit) { throw error("a lone low surrogate in a \\u escape") }
                if (0xD800..<0xDC00).contains(unit) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                        (0xDC00..<0xE000).contains(try hexEscape())
                    else {
                        throw error("a lone high surrogate in a \\u escape")
                    }
                }
            default:
                throw error("invalid escape")
            }
        }

        /// Reads `\uXXXX` and returns its code unit.
        mutating func hexEscape() throws(JSONSyntaxError) -> UInt32 {
            guard index + 6 <= bytes.count else { throw error("invalid \\u escape") }
            var value: UInt32 = 0
            for offset in 2..<6 {
                guard let digit = JSONTape.hexValue(bytes[index + offset]) else { throw error("invalid \\u escape") }
                value = value << 4 | UInt32(digit)
            }
            index += 6
            return value
        }

        mutating func parseNumber() throws(JSONSyntaxError) {
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count else { throw error("invalid number") }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else {
                guard skipDigits() > 0 else { throw error("invalid number") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard skipDigits() > 0 else { throw error("invalid number") }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard skipDigits() > 0 else { throw error("invalid number") }
            }
            tokens.append(JSONToken(kind: .number, start: UInt32(start), end: UInt32(index), next: UInt32(tokens.count + 1), count: 0))
        }

        mutating func skipDigits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            return index - start
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
