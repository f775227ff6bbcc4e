import Foundation

/// The decoder `WireDecoder` hands to `init(from:)`: a document and the token of one value.
///
/// It is two words, so passing it as `any Decoder` allocates nothing, and it holds no mutable
/// state, so it costs no exclusivity checks. The document outlives it: it exists only inside
/// `WireDecoder.decode`.
struct TapeDecoder: ArrivedJSONDecoder {
    let document: UnsafePointer<TapeDocument>
    let index: Int

    var codingPath: [CodingKey] { document.pointee.codingPath(to: index) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var tokens: UnsafeBufferPointer<JSONToken> { document.pointee.tokens }
    var bytes: UnsafeBufferPointer<UInt8> { document.pointee.bytes }

    var arrivedJSON: Data {
        let token = tokens[index]
        switch token.kind {
        // A string's token holds its contents; its text runs from quote to quote.
        case .string, .escapedString: return Data(bytes[Int(token.start) - 1...Int(token.end)])
        case .object, .array, .number, .true, .false, .null: return Data(bytes[Int(token.start)..<Int(token.end)])
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard tokens[index].kind == .object else { throw mismatch([String: Any].self, at: index) }
        return KeyedDecodingContainer(TapeKeyedContainer<Key>(document: document, object: index))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard tokens[index].kind == .array else { throw mismatch([Any].self, at: index) }
        return TapeUnkeyedContainer(document: document, array: index)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { self }

    // MARK: Values

    /// Decodes the value at token `index`: the types JSON spells itself directly, any other through its `init(from:)`.
    @inline(__always)
    func unbox<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        if T.self == String.self { return try string(at: index) as! T }
        if T.self == Double.self { return try double(at: index) as! T }
        if T.self == Int.self { return try integer(Int.self, at: index) as! T }
        if T.self == Bool.self { return try bool(at: index) as! T }
        if T.self == Date.self { return try date(at: index) as! T }
        if T.self == URL.self { return try url(at: index) as! T }
        if T.self == Data.self { return try data(at: index) as! T }
        return try T(from: TapeDecoder(document: document, index: index))
    }

    /// The error for a value of another kind than `type`. Its coding path is found only if it leaves
    /// the decode (`TapeDocument.locating`): types such as `IntentValue` try one kind after another,
    /// and walking the tape for each miss made a 100-option reply four times slower to read.
    func mismatch(_ type: Any.Type, at index: Int) -> DecodingError {
        let location = TapeLocation(index: index)
        let found: String
        switch tokens[index].kind {
        case .object: found = "Found an object."
        case .array: found = "Found an array."
        case .string, .escapedString: found = "Found a string."
        case .number: found = "Found a number."
        case .true, .false: found = "Found a boolean."
        case .null:
            return DecodingError.valueNotFound(type, .init(codingPath: [], debugDescription: "Found null.", underlyingError: location))
        }
        return DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: found, underlyingError: location))
    }

    func corrupted(_ description: String, at index: Int) -> DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: document.pointee.codingPath(to: index), debugDescription: description))
    }

    func string(at index: Int) throws -> String {
        switch tokens[index].kind {
        case .string, .escapedString: return document.pointee.string(at: index)
        default: throw mismatch(String.self, at: index)
        }
    }

    func bool(at index: Int) throws -> Bool {
        switch tokens[index].kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(Bool.self, at: index)
        }
    }

    func numberText(at index: Int) -> String {
        let token = tokens[index]
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), as: UTF8.self)
    }

    func double(at index: Int) throws -> Double {
        let token = tokens[index]
        guard token.kind == .number else { throw mismatch(Double.self, at: index) }
        if let whole = Self.wholeNumber(bytes[Int(token.start)..<Int(token.end)]), whole.magnitude <= 1 << 53 { return Double(whole) }
        guard let value = Double(numberText(at: index)), value.isFinite else {
            throw corrupted("The number \(numberText(at: index)) does not fit in a Double.", at: index)
        }
        return value
    }

    func float(at index: Int) throws -> Float {
        let value = try double(at: index)
        guard let float = Float(numberText(at: index)), float.isFinite else {
            throw corrupted("The number \(value) does not fit in a Float.", at: index)
        }
        return float
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, at index: Int) throws -> T {
        let token = tokens[index]
        guard token.kind == .number else { throw mismatch(T.self, at: index) }
        let digits = bytes[Int(token.start)..<Int(token.end)]
        if let whole = Self.wholeNumber(digits), let value = T(exactly: whole) { return value }
        if let value = T(numberText(at: index)) { return value }
        // A whole number written with a fraction or an exponent (2.0, 1e3), as JSONDecoder takes it.
        if let value = Double(numberText(at: index)), value.isFinite, let exact = T(exactly: value) { return exact }
        throw corrupted("The number \(numberText(at: index)) is not a whole number that fits in \(T.self).", at: index)
    }

    /// Digits with an optional minus sign and nothing else, when they fit in 64 bits.
    @inline(__always)
    static func wholeNumber(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int64? {
        var index = digits.startIndex
        let negative = digits[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard digits.endIndex - index <= 18 else { return nil }
        var value: Int64 = 0
        while index < digits.endIndex {
            let digit = digits[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int64(digit)
            index += 1
        }
        return negative ? -value : value
    }

    func date(at index: Int) throws -> Date {
        let token = tokens[index]
        guard token.kind == .string else { throw mismatch(Date.self, at: index) }
        guard let date = ISO8601.parse(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])) else {
            throw corrupted("Expected a date in ISO 8601 form, such as 2026-11-22T09:00:00Z.", at: index)
        }
        return date
    }

    func url(at index: Int) throws -> URL {
        let text = try string(at: index)
        guard let url = URL(string: text) else { throw corrupted("\"\(text)\" is not a URL.", at: index) }
        return url
    }

    func data(at index: Int) throws -> Data {
        let text = try string(at: index)
        guard let data = Data(base64Encoded: text) else { throw corrupted("Expected bytes in Base64.", at: index) }
        return data
    }

    /// Whether the key token at `index` spells `key`: compared as bytes, unless the key has escapes.
    @inline(__always)
    func token(_ index: Int, spells key: String) -> Bool {
        let token = tokens[index]
        guard token.kind == .string else { return document.pointee.string(at: index) == key }
        let length = Int(token.end &- token.start)
        let compared = key.utf8.withContiguousStorageIfAvailable { key -> Bool in
            key.count == length && (length == 0 || memcmp(key.baseAddress!, bytes.baseAddress! + Int(token.start), length) == 0)
        }
        return compared ?? key.utf8.elementsEqual(bytes[Int(token.start)..<Int(token.end)])
    }
}

extension TapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { tokens[index].kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try bool(at: index) }
    func decode(_ type: String.Type) throws -> String { try string(at: index) }
    func decode(_ type: Double.Type) throws -> Double { try double(at: index) }
    func decode(_ type: Float.Type) throws -> Float { try float(at: index) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type, at: index) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type, at: index) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type, at: index) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type, at: index) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type, at: index) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type, at: index) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type, at: index) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type, at: index) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type, at: index) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type, at: index) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try unbox(type, at: index) }
}

/// The members of one object, found by stepping from key to key.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let document: UnsafePointer<TapeDocument>
    let object: Int

    var decoder: TapeDecoder { TapeDecoder(document: document, index: object) }
    var codingPath: [CodingKey] { document.pointee.codingPath(to: object) }

    var allKeys: [Key] {
        let tokens = document.pointee.tokens
        var keys: [Key] = []
        keys.reserveCapacity(Int(tokens[object].count))
        var index = object + 1
        while index < Int(tokens[object].next) {
            if let key = Key(stringValue: document.pointee.string(at: index)) { keys.append(key) }
            index = Int(tokens[index + 1].next)
        }
        return keys
    }

    /// The token of the value of `key`, or nil when the object has no such member. When a key comes
    /// twice, the first one wins, as in `JSONDecoder`.
    @inline(__always)
    func find(_ key: Key) -> Int? { find(named: key.stringValue) }

    @inline(__always)
    func find(named name: String) -> Int? {
        let tokens = document.pointee.tokens
        let decoder = self.decoder
        var index = object + 1
        while index < Int(tokens[object].next) {
            if decoder.token(index, spells: name) { return index + 1 }
            index = Int(tokens[index + 1].next)
        }
        return nil
    }

    func contains(_ key: Key) -> Bool { find(key) != nil }

    func value(_ key: Key) throws -> Int {
        guard let index = find(key) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value for key \"\(key.stringValue)\"."))
        }
        return index
    }

    func decodeNil(forKey key: Key) throws -> Bool { document.pointee.tokens[try value(key)].kind == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.unbox(type, at: try value(key))
    }

    /// One look for the key, where the protocol's default looks three times.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = find(key), document.pointee.tokens[index].kind != .null else { return nil }
        return try decoder.unbox(type, at: index)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.bool(at: try value(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.string(at: try value(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder.double(at: try value(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder.float(at: try value(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.integer(type, at: try value(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder.integer(type, at: try value(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder.integer(type, at: try value(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder.integer(type, at: try value(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder.integer(type, at: try value(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder.integer(type, at: try value(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder.integer(type, at: try value(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder.integer(type, at: try value(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder.integer(type, at: try value(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder.integer(type, at: try value(key)) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(key) { try decoder.bool(at: $0) } }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(key) { try decoder.string(at: $0) } }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(key) { try decoder.double(at: $0) } }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(key) { try decoder.integer(type, at: $0) } }

    private func present<T>(_ key: Key, _ read: (Int) throws -> T) throws -> T? {
        guard let index = find(key), document.pointee.tokens[index].kind != .null else { return nil }
        return try read(index)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try TapeDecoder(document: document, index: try value(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try TapeDecoder(document: document, index: try value(key)).unkeyedContainer()
    }

    /// The value under `"super"`, where `JSONEncoder` writes a superclass.
    func superDecoder() throws -> Decoder {
        guard let index = find(named: "super") else {
            throw DecodingError.keyNotFound(
                AnyCodingKey(stringValue: "super"), .init(codingPath: codingPath, debugDescription: "No value for key \"super\"."))
        }
        return TapeDecoder(document: document, index: index)
    }

    func superDecoder(forKey key: Key) throws -> Decoder {
        TapeDecoder(document: document, index: try value(key))
    }
}

/// The values of one array, in order.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let document: UnsafePointer<TapeDocument>
    let array: Int
    private(set) var currentIndex = 0
    /// The token of the next value.
    private var position: Int

    init(document: UnsafePointer<TapeDocument>, array: Int) {
        self.document = document
        self.array = array
        position = array + 1
    }

    var codingPath: [CodingKey] { document.pointee.codingPath(to: array) }
    var count: Int? { Int(document.pointee.tokens[array].count) }
    var isAtEnd: Bool { currentIndex >= Int(document.pointee.tokens[array].count) }

    private mutating func next() throws -> TapeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self,
                .init(
                    codingPath: codingPath + [AnyCodingKey(intValue: currentIndex)],
                    debugDescription: "The array has no more values."))
        }
        let index = position
        position = Int(document.pointee.tokens[index].next)
        currentIndex += 1
        return TapeDecoder(document: document, index: index)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, document.pointee.tokens[position].kind == .null else { return false }
        _ = try next()
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let element = try next()
        return try element.unbox(type, at: element.index)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> Decoder { try next() }
}
