import Foundation

/// A parsed JSON value: what the fast path of the wire reads messages into.
///
/// Foundation's `JSONDecoder` costs tens of microseconds per message on Linux, more than a
/// socket round trip; the messages on the hot path (timelines, options) are read from this
/// tree by hand instead. See `FastWireCodable`.
public enum JSONNode: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    public subscript(key: String) -> JSONNode? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }
}

/// The members of a JSON object in the order they came. Messages have a handful of keys,
/// so a list searched from the end (the last duplicate wins) is cheaper than hashing them.
public struct JSONObject: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    public var members: [(key: String, value: JSONNode)]

    public init(members: [(key: String, value: JSONNode)] = []) {
        self.members = members
    }

    public init(dictionaryLiteral elements: (String, JSONNode)...) {
        members = elements.map { (key: $0.0, value: $0.1) }
    }

    public subscript(key: String) -> JSONNode? {
        members.last { $0.key == key }?.value
    }

    /// The members as a dictionary, duplicates resolved.
    public var dictionary: [String: JSONNode] {
        Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    public static func == (left: JSONObject, right: JSONObject) -> Bool {
        left.dictionary == right.dictionary
    }
}

/// Why bytes could not be read as JSON, or a node was not what a message expected.
public struct JSONNodeError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A JSON parser over UTF-8 bytes (RFC 8259, but leading zeros are let through), nesting at most `maximumDepth` deep.
/// Numbers beyond a `Double` are refused rather than read as infinity.
public struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private static let maximumDepth = 256

    /// Parses one JSON value that fills `data` (white space aside).
    public static func parse<Bytes: Collection>(_ data: Bytes) throws -> JSONNode where Bytes.Element == UInt8 {
        var parser = JSONParser(bytes: Array(data))
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw JSONNodeError("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private mutating func expect(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw JSONNodeError("truncated literal") }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
            throw JSONNodeError("invalid literal")
        }
        index += count
    }

    private mutating func parseValue(depth: Int) throws -> JSONNode {
        guard depth < Self.maximumDepth else { throw JSONNodeError("nested too deeply") }
        guard index < bytes.count else { throw JSONNodeError("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw JSONNodeError("unexpected character")
        }
    }

    private mutating func parseObject(depth: Int) throws -> JSONNode {
        index += 1
        var fields = JSONObject()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw JSONNodeError("expected a key") }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw JSONNodeError("expected ':'") }
            index += 1
            skipWhitespace()
            fields.members.append((key: key, value: try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw JSONNodeError("unexpected end of object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(fields)
            } else {
                throw JSONNodeError("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONNode {
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw JSONNodeError("unexpected end of array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            } else {
                throw JSONNodeError("expected ',' or ']'")
            }
        }
    }

    private mutating func parseString() throws -> String {
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw JSONNodeError("control character in string") }
            index += 1
        }
        var scalars = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw JSONNodeError("truncated escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append(0x22)
                case UInt8(ascii: "\\"): scalars.append(0x5C)
                case UInt8(ascii: "/"): scalars.append(0x2F)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw JSONNodeError("unpaired surrogate")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw JSONNodeError("unpaired surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw JSONNodeError("invalid unicode escape") }
                    scalars.append(contentsOf: Array(String(scalar).utf8))
                default:
                    throw JSONNodeError("invalid escape")
                }
            default:
                if byte < 0x20 { throw JSONNodeError("control character in string") }
                scalars.append(byte)
                index += 1
            }
        }
        throw JSONNodeError("unterminated string")
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw JSONNodeError("truncated unicode escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONNodeError("invalid unicode escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private func isDigit(_ index: Int) -> Bool {
        index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var integer: Int64 = 0
        var digits = 0
        while isDigit(index) {
            if digits < 18 { integer = integer * 10 + Int64(bytes[index] - UInt8(ascii: "0")) }
            digits += 1
            index += 1
        }
        guard digits > 0 else { throw JSONNodeError("invalid number") }
        var isSimple = digits <= 18
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isSimple = false
            index += 1
            guard isDigit(index) else { throw JSONNodeError("invalid number") }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isSimple = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else { throw JSONNodeError("invalid number") }
            while isDigit(index) { index += 1 }
        }
        if isSimple { return Double(negative ? -integer : integer) }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            throw JSONNodeError("number out of range")
        }
        return value
    }
}
