import Foundation

/// Writes any `Encodable` value as JSON: what `JSONEncoder` writes with `[.sortedKeys, .withoutEscapingSlashes]`
/// and ISO 8601 dates, byte for byte, many times faster.
///
/// It writes as the value is walked, into one buffer, and sorts an object's members when the object
/// closes, moving the bytes only of objects whose members came out of order. Sorted keys make the
/// output the same on every run, so messages, stored timelines and traces can be compared as text.
/// With `pretty`, the same JSON is laid out on lines, two spaces an indent, for people to read.
public struct WireEncoder: Sendable {
    public var pretty: Bool

    public init(pretty: Bool = false) {
        self.pretty = pretty
    }

    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = StreamEncoder()
        try encoder.encodeValue(value)
        encoder.state.pointee.closeContainers(above: 0)
        if let failure = encoder.state.pointee.failure { throw failure }
        let output = encoder.state.pointee.output
        return pretty ? JSONLayout.indented(output) : output
    }

    /// The JSON as text.
    public func string<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try encode(value), as: UTF8.self)
    }
}

/// The encoder behind `WireEncoder`: its state sits behind one pointer that its containers share.
///
/// Reaching the state through a pointer rather than a class's stored properties spares every write
/// the run-time exclusivity check, which cost more than the writing itself.
final class StreamEncoder: Encoder {
    let state: UnsafeMutablePointer<StreamState>

    init() {
        state = .allocate(capacity: 1)
        state.initialize(to: StreamState())
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    var codingPath: [CodingKey] { state.pointee.path }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let level = state.pointee.valueLevel
        // A second request for the value's container (a superclass's encode, a modifier around a view) gets the same object.
        if state.pointee.open.count > level, state.pointee.open[level].isObject {
            return KeyedEncodingContainer(StreamKeyedContainer<Key>(encoder: self, level: level, serial: state.pointee.open[level].serial))
        }
        let (opened, serial) = state.pointee.openContainer(object: true)
        return KeyedEncodingContainer(StreamKeyedContainer<Key>(encoder: self, level: opened, serial: serial))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        let (level, serial) = state.pointee.openContainer(object: false)
        return StreamUnkeyedContainer(encoder: self, level: level, serial: serial)
    }

    func singleValueContainer() -> SingleValueEncodingContainer { self }

    /// Writes one value where the output stands: the types JSON spells itself directly, any other through its `encode(to:)`.
    @inline(__always)
    func encodeValue<T: Encodable>(_ value: T) throws {
        if T.self == String.self { return state.pointee.writeString(value as! String) }
        if T.self == Double.self { return try state.pointee.writeDouble(value as! Double) }
        if T.self == Int.self { return state.pointee.writeInteger(value as! Int) }
        if T.self == Bool.self { return state.pointee.writeLiteral(value as! Bool ? "true" : "false") }
        if T.self == Date.self { return state.pointee.writeDate(value as! Date) }
        if T.self == URL.self { return state.pointee.writeString((value as! URL).absoluteString) }
        if T.self == Data.self { return state.pointee.writeString((value as! Data).base64EncodedString()) }
        let start = state.pointee.output.count
        let outerLevel = state.pointee.valueLevel
        state.pointee.valueLevel = state.pointee.open.count
        defer { state.pointee.valueLevel = outerLevel }
        try value.encode(to: self)
        state.pointee.closeContainers(above: state.pointee.valueLevel)
        // A value that wrote nothing is an empty object, as JSONEncoder has it.
        if state.pointee.output.count == start { state.pointee.writeLiteral("{}") }
    }

    /// Writes `value` under `key` in the container at `level`.
    @inline(__always)
    func encode<T: Encodable>(_ value: T, forKey key: CodingKey, level: Int, serial: Int) throws {
        try state.pointee.beginMember(key.stringValue, level: level, serial: serial)
        try encodeValue(value)
    }
}

extension StreamEncoder: SingleValueEncodingContainer {
    func encodeNil() { state.pointee.writeLiteral("null") }
    func encode(_ value: Bool) { state.pointee.writeLiteral(value ? "true" : "false") }
    func encode(_ value: String) { state.pointee.writeString(value) }
    func encode(_ value: Double) throws { try state.pointee.writeDouble(value) }
    func encode(_ value: Float) throws { try state.pointee.writeFloat(value) }
    func encode(_ value: Int) { state.pointee.writeInteger(value) }
    func encode(_ value: Int8) { state.pointee.writeInteger(value) }
    func encode(_ value: Int16) { state.pointee.writeInteger(value) }
    func encode(_ value: Int32) { state.pointee.writeInteger(value) }
    func encode(_ value: Int64) { state.pointee.writeInteger(value) }
    func encode(_ value: UInt) { state.pointee.writeInteger(value) }
    func encode(_ value: UInt8) { state.pointee.writeInteger(value) }
    func encode(_ value: UInt16) { state.pointee.writeInteger(value) }
    func encode(_ value: UInt32) { state.pointee.writeInteger(value) }
    func encode(_ value: UInt64) { state.pointee.writeInteger(value) }
    func encode<T: Encodable>(_ value: T) throws { try encodeValue(value) }
}

/// An object being written: each member goes to the end of the output, after a comma.
struct StreamKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    /// The encoder outlives its containers: they exist only while a value it writes is encoding itself.
    unowned(unsafe) let encoder: StreamEncoder
    let level: Int
    let serial: Int

    var codingPath: [CodingKey] { encoder.state.pointee.path }

    func encodeNil(forKey key: Key) throws {
        try encoder.state.pointee.beginMember(key.stringValue, level: level, serial: serial)
        encoder.state.pointee.writeLiteral("null")
    }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encoder.encode(value, forKey: key, level: level, serial: serial)
    }

    func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return }
        try encoder.encode(value, forKey: key, level: level, serial: serial)
    }

    func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        guard let value else { return }
        try encoder.encode(value, forKey: key, level: level, serial: serial)
    }

    func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        guard let value else { return }
        try encoder.encode(value, forKey: key, level: level, serial: serial)
    }

    func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        guard let value else { return }
        try encoder.encode(value, forKey: key, level: level, serial: serial)
    }

    func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        guard let value else { return }
        try encoder.encode(value, forKey: key, level: level, serial: serial)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let (opened, serial) = encoder.state.pointee.openMember(key.stringValue, object: true, level: level, serial: serial)
        return KeyedEncodingContainer(StreamKeyedContainer<NestedKey>(encoder: encoder, level: opened, serial: serial))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        let (opened, serial) = encoder.state.pointee.openMember(key.stringValue, object: false, level: level, serial: serial)
        return StreamUnkeyedContainer(encoder: encoder, level: opened, serial: serial)
    }

    func superEncoder() -> Encoder {
        encoder.state.pointee.deferredEncoder(forKey: "super", level: level, serial: serial)
    }

    func superEncoder(forKey key: Key) -> Encoder {
        encoder.state.pointee.deferredEncoder(forKey: key.stringValue, level: level, serial: serial)
    }
}

/// An array being written.
struct StreamUnkeyedContainer: UnkeyedEncodingContainer {
    unowned(unsafe) let encoder: StreamEncoder
    let level: Int
    let serial: Int
    private(set) var count = 0

    init(encoder: StreamEncoder, level: Int, serial: Int) {
        self.encoder = encoder
        self.level = level
        self.serial = serial
    }

    var codingPath: [CodingKey] { encoder.state.pointee.path }

    mutating func encodeNil() throws {
        try encoder.state.pointee.beginElement(level: level, serial: serial)
        count += 1
        encoder.state.pointee.writeLiteral("null")
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encoder.state.pointee.beginElement(level: level, serial: serial)
        count += 1
        try encoder.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        count += 1
        let (opened, serial) = encoder.state.pointee.openElement(object: true, level: level, serial: serial)
        return KeyedEncodingContainer(StreamKeyedContainer<NestedKey>(encoder: encoder, level: opened, serial: serial))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        count += 1
        let (opened, serial) = encoder.state.pointee.openElement(object: false, level: level, serial: serial)
        return StreamUnkeyedContainer(encoder: encoder, level: opened, serial: serial)
    }

    mutating func superEncoder() -> Encoder {
        count += 1
        return encoder.state.pointee.deferredEncoder(forKey: nil, level: level, serial: serial)
    }
}
