import Foundation

/// Reads JSON straight from UTF-8 bytes into messages, without building a tree first.
///
/// Every timeline reply crosses the wire through it, so it reads in one pass, makes strings only
/// for the values a message keeps, and compares keys as bytes. It checks the syntax of everything
/// it passes over (RFC 8259, leading zeros aside), nests at most 256 deep, and refuses numbers
/// beyond a `Double`. A failure names the path of the value at fault, as `result.entries[0].date`.
public struct JSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int
    private let end: Int
    private var depth = 0
    private static let maximumDepth = 256

    private init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        self.bytes = bytes
        self.index = range.lowerBound
        self.end = range.upperBound
    }

    // MARK: Entry points

    /// Reads a `T` that fills `range` of `bytes` (white space aside); `root` names it in errors (`params`, `result`).
    public static func decode<T: FastWireDecodable>(_ type: T.Type, from bytes: [UInt8], range: Range<Int>? = nil, root: String) throws -> T {
        try read(bytes, range: range, root: root) { reader in
            let value = try T(from: &reader)
            try reader.finish()
            return value
        }
    }

    /// Runs `body` with a reader over `range` of `bytes`; the reader's errors come out as `JSONReadError`, paths starting at `root`.
    public static func read<T>(_ bytes: [UInt8], range: Range<Int>? = nil, root: String = "the JSON",
                               _ body: (inout JSONReader) throws -> T) throws -> T {
        let range = range ?? 0..<bytes.count
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "range outside the bytes")
        return try bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer, range: range)
            reader.skipWhitespace()
            do {
                return try body(&reader)
            } catch let failure as Failure {
                throw failure.readError(root: root)
            }
        }
    }

    /// Checks that `bytes` hold exactly one JSON value; throws `JSONReadError` saying what is wrong where.
    public static func validate(_ bytes: [UInt8]) throws {
        try read(bytes) { reader in
            try reader.skipValue()
            try reader.finish()
        }
    }

    /// Checks that nothing but white space follows the value read.
    public mutating func finish() throws {
        skipWhitespace()
        guard index == end else { throw syntax("unexpected text after the JSON value") }
    }

    /// Where the reader is: the offset of the next byte.
    public var offset: Int { index }

    // MARK: What comes next

    public enum ValueType: Equatable, Sendable {
        case object, array, string, number, bool, null
    }

    /// The type of the next value, without reading it.
    public func peek() throws -> ValueType {
        guard index < end else { throw syntax("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: throw syntax("unexpected character")
        }
    }

    /// Reads `null` if it comes next, and says whether it did.
    public mutating func readNull() throws -> Bool {
        guard index < end, bytes[index] == UInt8(ascii: "n") else { return false }
        try expect("null")
        return true
    }

    // MARK: Containers

    /// Reads an object, calling `member` with each key; `member` must read or skip the value.
    /// A key that comes twice is given twice, so the last one wins.
    public mutating func readObject(_ member: (inout JSONReader, JSONKey) throws -> Void) throws {
        guard index < end, bytes[index] == UInt8(ascii: "{") else { throw try wrongType("an object") }
        try enter()
        index += 1
        skipWhitespace()
        if index < end, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            guard index < end, bytes[index] == UInt8(ascii: "\"") else { throw syntax("expected a key") }
            let key = try readKey()
            skipWhitespace()
            guard index < end, bytes[index] == UInt8(ascii: ":") else { throw syntax("expected ':'") }
            index += 1
            skipWhitespace()
            do {
                try member(&self, key)
            } catch var failure as Failure where !failure.isSyntax {
                failure.path.append(.key(key.string))
                throw failure
            }
            skipWhitespace()
            guard index < end else { throw syntax("unexpected end of object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                return
            } else {
                throw syntax("expected ',' or '}'")
            }
        }
    }

    /// Reads an array, calling `element` with each index; `element` must read or skip the value.
    public mutating func readArray(_ element: (inout JSONReader, Int) throws -> Void) throws {
        guard index < end, bytes[index] == UInt8(ascii: "[") else { throw try wrongType("an array") }
        try enter()
        index += 1
        skipWhitespace()
        if index < end, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return
        }
        var position = 0
        while true {
            skipWhitespace()
            do {
                try element(&self, position)
            } catch var failure as Failure where !failure.isSyntax {
                failure.path.append(.index(position))
                throw failure
            }
            position += 1
            skipWhitespace()
            guard index < end else { throw syntax("unexpected end of array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                return
            } else {
                throw syntax("expected ',' or ']'")
            }
        }
    }

    /// Reads an array of `T`.
    public mutating func readArray<T: FastWireDecodable>(of type: T.Type = T.self) throws -> [T] {
        var values: [T] = []
        values.reserveCapacity(4)
        try readArray { reader, _ in values.append(try T(from: &reader)) }
        return values
    }

    private mutating func enter() throws {
        depth += 1
        guard depth <= Self.maximumDepth else { throw syntax("nested too deeply") }
    }

    // MARK: Scalars

    public mutating func readString() throws -> String {
        guard index < end, bytes[index] == UInt8(ascii: "\"") else { throw try wrongType("a string") }
        return try parseString()
    }

    public mutating func readDouble() throws -> Double {
        guard index < end, bytes[index] == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
            throw try wrongType("a number")
        }
        return try parseNumber()
    }

    public mutating func readInt() throws -> Int {
        let value = try readDouble()
        guard let integer = Int(exactly: value) else { throw Failure(.wrongType("a whole number")) }
        return integer
    }

    public mutating func readBool() throws -> Bool {
        guard index < end else { throw syntax("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "t"): try expect("true"); return true
        case UInt8(ascii: "f"): try expect("false"); return false
        default: throw try wrongType("true or false")
        }
    }

    /// A string that names one case of `T`.
    public mutating func readRawValue<T: RawRepresentable>(_ type: T.Type) throws -> T where T.RawValue == String {
        let text = try readString()
        guard let value = T(rawValue: text) else { throw Failure(.invalid(text, hint: nil)) }
        return value
    }

    /// A date written as ISO 8601 to the second.
    public mutating func readDate() throws -> Date {
        guard let date = ISO8601.parse(try readString()) else { throw Failure(.wrongType("an ISO 8601 date string")) }
        return date
    }

    /// The optional forms: `null` reads as nil.
    public mutating func readOptionalString() throws -> String? { try readNull() ? nil : try readString() }
    public mutating func readOptionalDouble() throws -> Double? { try readNull() ? nil : try readDouble() }
    public mutating func readOptionalInt() throws -> Int? { try readNull() ? nil : try readInt() }
    public mutating func readOptional<T: FastWireDecodable>(_ type: T.Type = T.self) throws -> T? {
        if try readNull() { return nil }
        return try T(from: &self)
    }

    /// Passes over the next value, checking its syntax.
    public mutating func skipValue() throws {
        guard index < end else { throw syntax("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try readObject { reader, _ in try reader.skipValue() }
        case UInt8(ascii: "["): try readArray { reader, _ in try reader.skipValue() }
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "t"): try expect("true")
        case UInt8(ascii: "f"): try expect("false")
        case UInt8(ascii: "n"): try expect("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try parseNumber()
        default: throw syntax("unexpected character")
        }
    }

    /// An error for the value about to be read, which is not what the message expects there.
    public func mismatch(_ expected: String) -> Error { Failure(.wrongType(expected)) }

    /// An error for a string value the message cannot take, with what it takes.
    public func invalid(_ text: String, hint: String? = nil) -> Error { Failure(.invalid(text, hint: hint)) }

    /// An error for a key a message needs and the object lacks.
    public func missing(_ key: StaticString) -> Error {
        var failure = Failure(.missing)
        failure.path.append(.key(key.description))
        return failure
    }

    // MARK: Bytes

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < end {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    private mutating func expect(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        guard index + count <= end else { throw syntax("truncated literal") }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
            throw syntax("invalid literal")
        }
        index += count
    }

    /// A key: its bytes when it has no escapes (the usual case), its decoded text when it has.
    private mutating func readKey() throws -> JSONKey {
        index += 1
        let start = index
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), decoded: nil)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw syntax("control character in string") }
            index += 1
        }
        index = start - 1
        let text = try parseString()
        return JSONKey(bytes: UnsafeBufferPointer(start: nil, count: 0), decoded: text)
    }

    private mutating func skipString() throws {
        index += 1
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return
            }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < end else { throw syntax("truncated escape") }
                index -= 1
                _ = try parseEscape()
                continue
            } else if byte < 0x20 {
                throw syntax("control character in string")
            }
            index += 1
        }
        throw syntax("unterminated string")
    }

    private mutating func parseString() throws -> String {
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw syntax("control character in string") }
            index += 1
        }
        var scalars = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let scalar = try parseEscape()
                if scalar.isASCII {
                    scalars.append(UInt8(scalar.value))
                } else {
                    UTF8.encode(scalar) { scalars.append($0) }
                }
            default:
                if byte < 0x20 { throw syntax("control character in string") }
                scalars.append(byte)
                index += 1
            }
        }
        throw syntax("unterminated string")
    }

    /// Reads one escape, the reader at its backslash.
    private mutating func parseEscape() throws -> Unicode.Scalar {
        index += 1
        guard index < end else { throw syntax("truncated escape") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(escape)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            var code = try parseHex4()
            if (0xD800..<0xDC00).contains(code) {
                guard index + 6 <= end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw syntax("unpaired surrogate")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw syntax("unpaired surrogate") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw syntax("invalid unicode escape") }
            return scalar
        default:
            throw syntax("invalid escape")
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= end else { throw syntax("truncated unicode escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw syntax("invalid unicode escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    @inline(__always)
    private func isDigit(_ index: Int) -> Bool {
        index < end && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }

    /// Powers of ten a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // The digits, as a whole number while it stays exact in a Double.
        var mantissa: UInt64 = 0
        var significant = 0
        var integerDigits = 0
        while isDigit(index) {
            if significant < 19 { mantissa = mantissa * 10 + UInt64(bytes[index] - UInt8(ascii: "0")) }
            if mantissa > 0 { significant += 1 }
            integerDigits += 1
            index += 1
        }
        guard integerDigits > 0 else { throw syntax("invalid number") }
        var fractionDigits = 0
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw syntax("invalid number") }
            while isDigit(index) {
                if significant < 19 {
                    mantissa = mantissa * 10 + UInt64(bytes[index] - UInt8(ascii: "0"))
                    fractionDigits += 1
                    if mantissa > 0 { significant += 1 }
                } else if bytes[index] != UInt8(ascii: "0") {
                    significant += 1
                }
                index += 1
            }
        }
        var hasExponent = false
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            hasExponent = true
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else { throw syntax("invalid number") }
            while isDigit(index) { index += 1 }
        }
        // Exact mantissa and an exact power of ten: one division rounds correctly (Clinger's fast path).
        if !hasExponent, significant <= 15, fractionDigits <= 22, mantissa < 1 << 53 {
            let value = Double(mantissa) / Self.exactPowersOfTen[fractionDigits]
            return negative ? -value : value
        }
        guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)),
              value.isFinite else {
            throw Failure(.syntax("number out of range", offset: start))
        }
        return value
    }

    // MARK: Errors

    private func syntax(_ problem: String) -> Failure {
        Failure(.syntax(problem, offset: index))
    }

    /// A value of the wrong type, unless the bytes are not JSON there at all.
    private func wrongType(_ expected: String) throws -> Failure {
        _ = try peek()
        return Failure(.wrongType(expected))
    }

    /// What went wrong, and where: the path is collected, innermost first, as the error unwinds.
    struct Failure: Error {
        enum Problem {
            case syntax(String, offset: Int)
            case missing
            case wrongType(String)
            case invalid(String, hint: String?)
        }

        enum Step {
            case key(String)
            case index(Int)
        }

        var problem: Problem
        var path: [Step] = []

        init(_ problem: Problem) {
            self.problem = problem
        }

        var isSyntax: Bool {
            if case .syntax = problem { return true }
            return false
        }

        func readError(root: String) -> JSONReadError {
            var name = root
            for step in path.reversed() {
                switch step {
                case .key(let key): name += ".\(key)"
                case .index(let index): name += "[\(index)]"
                }
            }
            switch problem {
            case .syntax(let problem, let offset): return JSONReadError("\(problem) at byte \(offset)", isSyntax: true)
            case .missing: return JSONReadError("\(name) is missing.")
            case .wrongType(let expected): return JSONReadError("\(name) has the wrong type; expected \(expected).")
            case .invalid(let text, nil): return JSONReadError("\(name) cannot be \"\(text)\".")
            case .invalid(let text, let hint?): return JSONReadError("\(name) cannot be \"\(text)\"; \(hint).")
            }
        }
    }
}

/// A key of the object being read. Compare it with a literal in a `switch`: `case "kind":`.
public struct JSONKey {
    fileprivate let bytes: UnsafeBufferPointer<UInt8>
    fileprivate let decoded: String?

    /// The key as a string.
    public var string: String { decoded ?? String(decoding: bytes, as: UTF8.self) }

    @inline(__always)
    public static func ~= (pattern: StaticString, key: JSONKey) -> Bool {
        let count = pattern.utf8CodeUnitCount
        guard key.decoded == nil else { return key.decoded == pattern.description }
        guard key.bytes.count == count else { return false }
        // Keys are short: comparing in place beats calling memcmp.
        let expected = pattern.utf8Start
        for offset in 0..<count where key.bytes[offset] != expected[offset] {
            return false
        }
        return true
    }
}

/// Why bytes could not be read as a message: one sentence naming the value at fault.
public struct JSONReadError: Error, CustomStringConvertible, Equatable {
    public var message: String
    /// Whether the bytes are not JSON at all, rather than JSON of the wrong shape.
    public var isSyntax: Bool

    public init(_ message: String, isSyntax: Bool = false) {
        self.message = message
        self.isSyntax = isSyntax
    }

    public var description: String { message }
}
