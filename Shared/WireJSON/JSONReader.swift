import Foundation

/// Reads JSON straight from UTF-8 bytes into messages, without building a tree first.
///
/// Every timeline reply crosses the wire through it, so it reads in one pass, makes strings only
/// for the values a message keeps, and compares keys as bytes. It checks the syntax of everything
/// it passes over (RFC 8259, leading zeros aside), nests at most 256 deep, and refuses numbers
/// beyond a `Double`. A failure names the path of the value at fault, as `result.entries[0].date`.
public struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    let end: Int
    var depth = 0
    static let maximumDepth = 256

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

    mutating func enter() throws {
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

    /// A string that names one case of `T`, matched as bytes against `T.wireNames`: no string is made.
    public mutating func readRawValue<T: WireNamed>(_ type: T.Type) throws -> T {
        guard index < end, bytes[index] == UInt8(ascii: "\"") else { throw try wrongType("a string") }
        // A name reads as a key does: as bytes, or as text when it has escapes.
        let name = try readKey()
        guard let value = name.named(T.self) else {
            throw Failure(.invalid(name.string, hint: nil))
        }
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

    /// Passes over the next value, checking its syntax, and returns where its bytes are; nil for `null`.
    /// For reading a part of a message later, by a type chosen by another part (params by the method).
    public mutating func locateValue() throws -> Range<Int>? {
        if try readNull() { return nil }
        let start = index
        try skipValue()
        return start..<index
    }

    /// Reads the next value with `body` and returns the bytes it spans too: for keeping a part of a message as it came.
    public mutating func capturing<T>(_ body: (inout JSONReader) throws -> T) throws -> (value: T, bytes: [UInt8]) {
        skipWhitespace()
        let start = index
        let value = try body(&self)
        return (value, Array(UnsafeBufferPointer(rebasing: bytes[start..<index])))
    }

    /// Passes over a string or `null`, checking it as `readOptionalString` would, without making the string.
    public mutating func skipOptionalString() throws {
        if try readNull() { return }
        guard index < end, bytes[index] == UInt8(ascii: "\"") else { throw try wrongType("a string") }
        try skipString()
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

}

/// An enumeration read from JSON by the name of its case, as `"systemMedium"`.
public protocol WireNamed: CaseIterable, RawRepresentable where RawValue == String {
    /// Every case's name as bytes; give it as `static let wireNames = WireNames<Self>()`.
    static var wireNames: WireNames<Self> { get }
}

/// The names of an enumeration's cases as bytes, for `JSONReader.readRawValue` and `JSONKey.named`
/// to match without making strings. Names are kept in one buffer, shortest first, so a lookup
/// compares only the names as long as the bytes it is given.
public struct WireNames<T: CaseIterable & RawRepresentable> where T.RawValue == String {
    private let buffer: [UInt8]
    /// Where each name starts in `buffer`, with its end after the last.
    private let starts: [Int]
    private let values: [T]
    /// `firstOfLength[n]`: the first name at least `n` bytes long.
    private let firstOfLength: [Int]

    public init() {
        let sorted = T.allCases.map { (name: Array($0.rawValue.utf8), value: $0) }.sorted { $0.name.count < $1.name.count }
        buffer = sorted.flatMap(\.name)
        starts = sorted.reduce(into: [0]) { starts, entry in starts.append(starts.last! + entry.name.count) }
        values = sorted.map(\.value)
        let longest = sorted.last?.name.count ?? 0
        firstOfLength = (0...longest + 1).map { length in sorted.firstIndex { $0.name.count >= length } ?? sorted.count }
    }

    /// The case named by `bytes`, or nil.
    public func value(named bytes: UnsafeBufferPointer<UInt8>) -> T? {
        let length = bytes.count
        guard length + 1 < firstOfLength.count, let given = bytes.baseAddress else { return nil }
        return buffer.withUnsafeBufferPointer { buffer in
            var candidate = firstOfLength[length]
            let stop = firstOfLength[length + 1]
            while candidate < stop {
                if memcmp(buffer.baseAddress! + starts[candidate], given, length) == 0 { return values[candidate] }
                candidate += 1
            }
            return nil
        }
    }
}

extension WireNames: Sendable where T: Sendable {}

/// A key of the object being read. Compare it with a literal in a `switch`: `case "kind":`.
public struct JSONKey {
    let bytes: UnsafeBufferPointer<UInt8>
    let decoded: String?

    /// The key as a string.
    public var string: String { decoded ?? String(decoding: bytes, as: UTF8.self) }

    /// The case of `T` this key names, or nil: for a `switch` over a message's keys that compares
    /// each key with the names of its length only, where `case "literal":` compares it with each case in turn.
    @inline(__always)
    public func named<T: WireNamed>(_ type: T.Type) -> T? {
        if let decoded { return T(rawValue: decoded) }
        return T.wireNames.value(named: bytes)
    }

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
