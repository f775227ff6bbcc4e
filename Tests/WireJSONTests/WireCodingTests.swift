import Foundation
import SeededRandom
import Testing
import WireJSON

/// The suite's one codec writes what Foundation's `JSONEncoder` writes (sorted keys, unescaped
/// slashes, ISO 8601 dates), reads back what it wrote, and reads what Foundation reads.
@Suite struct WireCodingTests {
    static let foundationEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let foundationDecoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    /// Encodes `value` both ways and checks the bytes agree and read back to the value.
    func expectSameAsFoundation<T: Codable & Equatable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ours = try WireEncoder().encode(value)
        let theirs = Array(try Self.foundationEncoder.encode(value))
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self), sourceLocation: sourceLocation)
        #expect(try WireDecoder().decode(T.self, from: ours) == value, sourceLocation: sourceLocation)
        #expect(try Self.foundationDecoder.decode(T.self, from: Data(ours)) == value, sourceLocation: sourceLocation)
    }

    struct Everything: Codable, Equatable, Sendable {
        var name: String
        var count: Int
        var ratio: Double
        var flag: Bool
        var missing: String?
        var present: Int?
        var date: Date
        var url: URL
        var bytes: Data
        var tags: [String]
        var table: [String: Int]
        var nested: [[Double]]
        var choice: Choice
        var choices: [Choice]
        var small: Int8
        var big: UInt64
        var negative: Int64
        var fraction: Float
    }

    indirect enum Choice: Codable, Equatable, Sendable {
        case none
        case one(String)
        case labelled(width: Double, height: Double?)
        case deep(Choice, [Choice])
    }

    static let everything = Everything(
        name: "Spouty \"the whale\" \\ / é 🐳 \u{1} \n\t", count: -42, ratio: 0.83, flag: true, missing: nil, present: 7,
        date: Date(timeIntervalSince1970: 1_795_000_000), url: URL(string: "game://character/Spouty?x=1&y=2")!,
        bytes: Data([0, 1, 2, 250]), tags: ["b", "a", ""], table: ["zeta": 1, "alpha": 2, "Mid": 3, "": 0],
        nested: [[], [1.5, -2.25e-7, 1e300], [123_456_789.125]], choice: .labelled(width: 3, height: nil),
        choices: [.none, .one("x"), .deep(.one("y"), [.none, .labelled(width: 1, height: 2)])],
        small: -128, big: UInt64.max, negative: Int64.min, fraction: 0.1)

    @Test func everyKindOfValueIsWrittenAsFoundationWritesIt() throws {
        try expectSameAsFoundation(Self.everything)
        try expectSameAsFoundation([Self.everything, Self.everything])
        try expectSameAsFoundation(["top-level": [1, 2, 3]])
        try expectSameAsFoundation("a lone string")
        try expectSameAsFoundation([String: [Int]]())
    }

    @Test func numbersReadExactlyAsFoundationReadsThem() throws {
        for text in [
            "0.1", "0.14", "0.67", "0.83", "123.456", "-0.0001", "9007199254740993", "0.30000000000000004", "1.7976931348623157e308",
            "5e-324", "0.000000000000000000000000001", "123456789012345.678", "-0", "1E2", "2.5e+3",
        ] {
            let ours = try WireDecoder().decode(Double.self, from: text)
            #expect(ours == (try Self.foundationDecoder.decode(Double.self, from: Data(text.utf8))), "\(text)")
        }
        #expect(try WireDecoder().decode(Int.self, from: "2.0") == 2)
        #expect(try WireDecoder().decode(UInt64.self, from: "18446744073709551615") == .max)
        #expect(throws: DecodingError.self) { try WireDecoder().decode(Int8.self, from: "300") }
        #expect(throws: DecodingError.self) { try WireDecoder().decode(Int.self, from: "2.5") }
        #expect(throws: DecodingError.self) { try WireDecoder().decode(Double.self, from: "1e400") }
    }

    @Test func doublesAreWrittenAsFoundationWritesThem() throws {
        try expectSameAsFoundation([0.1, 0.14, 1.0 / 3, -2.5, 1e-7, 123_456.789, 1e14, 0, 42, -0.001, Double.leastNonzeroMagnitude])
        #expect(throws: EncodingError.self) { try WireEncoder().encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try WireEncoder().encode(["x": Double.infinity]) }
    }

    /// Random values of every shape, written both ways: the sort of members, the escapes and the
    /// nesting must agree wherever they fall.
    @Test func randomValuesAreWrittenAsFoundationWritesThem() throws {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<300 {
            try expectSameAsFoundation(RandomJSON.make(depth: 4, using: &generator))
        }
    }

    @Test(arguments: [
        "", " ", "{", "[1,]", "{\"a\" 1}", "tru", "nul", "\"unterminated", "01", "01x", "{\"a\":1}}", "\"\\uD800\"",
        "\"\\uDC00x\"", "\"\\uD800\\u0041\"", "-", "1.", "1e", ".5", "+1", "\"tab\tinside\"", "\"\\x\"", "\"\\u12G4\"",
        "[1 2]", "{\"a\":}", "{,}", "[,1]", "{\"a\":1,}", "{1:2}", "'single'", String(repeating: "[", count: 300),
    ])
    func brokenJSONIsRefusedWithItsPlace(_ text: String) throws {
        let error = try #require(throws: DecodingError.self) { try WireDecoder().decode(RandomJSON.self, from: text) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("\(text): expected a syntax error, got \(error)")
            return
        }
        #expect(context.underlyingError is JSONSyntaxError, "\(text)")
        #expect(context.debugDescription.hasPrefix("The data is not valid JSON:"))
    }

    @Test func escapesReadWhereverTheyFall() throws {
        for before in 0..<12 {
            for (escape, decoded) in [
                ("\\\"", "\""), ("\\\\", "\\"), ("\\/", "/"), ("\\n", "\n"), ("\\u00e9", "é"),
                ("\\ud83d\\udc3c", "🐼"), ("\\b\\f\\r\\t", "\u{8}\u{c}\r\t"), ("", ""),
            ] {
                for filler in ["a", "é", "🐼"] {
                    let head = String(repeating: filler, count: before)
                    let text = "{\"\(head)\(escape)k\":\"\(head)\(escape)v\"}"
                    let value = try WireDecoder().decode([String: String].self, from: text)
                    #expect(value == ["\(head)\(decoded)k": "\(head)\(decoded)v"], "\(text)")
                }
            }
        }
    }

    struct Entry: Codable, Equatable {
        var date: Date
        var view: Node
    }

    struct Node: Codable, Equatable {
        var kind: String
        var children: [Node]?
    }

    @Test func decodingErrorsCarryThePathToTheFault() throws {
        let missing = #"[{"date":"2026-11-18T11:06:40Z","view":{"kind":"a"}},{"date":"2026-11-18T11:06:40Z","view":{"children":[]}}]"#
        let error = try #require(throws: DecodingError.self) { try WireDecoder().decode([Entry].self, from: missing) }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "kind")
        #expect(context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue } == ["[1]", "view"])

        let mistyped = #"[{"date":"2026-11-18T11:06:40Z","view":{"kind":"a","children":[{"kind":3}]}}]"#
        let typeError = try #require(throws: DecodingError.self) { try WireDecoder().decode([Entry].self, from: mistyped) }
        guard case .typeMismatch(_, let typeContext) = typeError else {
            Issue.record("expected typeMismatch, got \(typeError)")
            return
        }
        #expect(
            typeContext.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue } == ["[0]", "view", "children", "[0]", "kind"])

        let badDate = #"{"date":"yesterday","view":{"kind":"a"}}"#
        let dateError = try #require(throws: DecodingError.self) { try WireDecoder().decode(Entry.self, from: badDate) }
        guard case .dataCorrupted(let dateContext) = dateError else {
            Issue.record("expected dataCorrupted, got \(dateError)")
            return
        }
        #expect(dateContext.codingPath.map(\.stringValue) == ["date"])
    }

    @Test func theFirstOfTwoEqualKeysWinsAsInFoundation() throws {
        let text = #"{"kind":"first","kind":"second"}"#
        #expect(try WireDecoder().decode(Node.self, from: text).kind == "first")
        #expect(try Self.foundationDecoder.decode(Node.self, from: Data(text.utf8)).kind == "first")
    }

    @Test func datesAreISO8601ToTheSecond() throws {
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(ISO8601.format(date) == "2026-11-18T11:06:40Z")
        #expect(ISO8601.parse("2026-11-18T11:06:40Z") == date)
        #expect(ISO8601.parse("2026-11-18T11:06:40.250Z") == date)
        for text in ["yesterday", "2026-11-18T11:06:40", "2026-13-18T11:06:40Z", "2026-11-18T11:06:40.Z", "2026-11-18 11:06:40Z"] {
            #expect(ISO8601.parse(text) == nil, "\(text)")
        }
        #expect(ISO8601.format(Date(timeIntervalSince1970: 253_402_300_800)) == "10000-01-01T00:00:00Z")
        #expect(ISO8601.format(date.addingTimeInterval(0.999)) == "2026-11-18T11:06:40Z")
    }

    /// A date with an offset is the same moment in UTC; a date no calendar has never rolls over to another.
    @Test func datesAtAnOffsetAreReadAndImpossibleOnesRefused() throws {
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(ISO8601.parse("2026-11-19T01:06:40+14:00") == date)
        #expect(ISO8601.parse("2026-11-18T05:36:40.5-05:30") == date)
        #expect(ISO8601.parse("2026-11-18T11:06:40+00:00") == date)
        #expect(ISO8601.parse("2024-02-29T00:00:00Z") != nil, "a leap day")
        for text in [
            "2026-02-30T00:00:00Z", "2026-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-11-18T24:00:00Z",
            "2026-11-18T11:06:60Z", "2026-11-18T11:06:40+24:00", "2026-11-18T11:06:40+0900", "2026-11-18T11:06:40+09:60",
        ] {
            #expect(ISO8601.parse(text) == nil, "\(text)")
        }
        #expect(ISO8601.days(inMonth: 2, of: 2000) == 29 && ISO8601.days(inMonth: 2, of: 2100) == 28)
    }

    @Test func prettyOutputIsTheSameJSONOnLines() throws {
        let pretty = try WireEncoder(pretty: true).string(Self.everything)
        #expect(pretty.contains("\n  \"choice\": {\n"))
        #expect(pretty.contains("\"tags\": [\n    \"b\",\n    \"a\","))
        #expect(try WireDecoder().decode(Everything.self, from: pretty) == Self.everything)
        #expect(try WireEncoder(pretty: true).string([String: Int]()) == "{}")
    }

    /// A class and its superclass write into the same object, as `JSONEncoder` has it.
    class Base: Codable {
        var base = 1
    }

    final class Derived: Base, Equatable {
        var derived = "d"

        enum CodingKeys: String, CodingKey { case derived }

        override init() {
            super.init()
        }

        required init(from decoder: Decoder) throws {
            derived = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .derived)
            try super.init(from: decoder.container(keyedBy: CodingKeys.self).superDecoder())
        }

        override func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(derived, forKey: .derived)
            try super.encode(to: container.superEncoder())
        }

        static func == (left: Derived, right: Derived) -> Bool { left.base == right.base && left.derived == right.derived }
    }

    @Test func aSuperclassIsWrittenUnderSuperAsInFoundation() throws {
        let value = Derived()
        value.base = 5
        try expectSameAsFoundation(value)
        #expect(try WireEncoder().string(value) == #"{"derived":"d","super":{"base":5}}"#)
    }
}

/// Any JSON value, to fill tests with random documents.
enum RandomJSON: Codable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([RandomJSON]), object([String: RandomJSON])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([RandomJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: RandomJSON].self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    static let alphabet: [Character] = Array("abcXYZ09 _-\"\\/\n\t\u{1}é🐼{}[],:")

    static func make(depth: Int, using generator: inout SplitMix64) -> RandomJSON {
        func text() -> String {
            String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        switch Int.random(in: 0..<(depth > 0 ? 6 : 4), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2:
            let whole = Double(Int.random(in: -1_000_000...1_000_000, using: &generator))
            return .number(Bool.random(using: &generator) ? whole : whole / Double(Int.random(in: 1...1000, using: &generator)))
        case 3: return .string(text())
        case 4: return .array((0..<Int.random(in: 0...4, using: &generator)).map { _ in make(depth: depth - 1, using: &generator) })
        default:
            var members: [String: RandomJSON] = [:]
            for _ in 0..<Int.random(in: 0...5, using: &generator) { members[text()] = make(depth: depth - 1, using: &generator) }
            return .object(members)
        }
    }
}
