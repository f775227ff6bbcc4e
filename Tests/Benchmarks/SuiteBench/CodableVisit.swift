/// An `Encoder` that writes nothing: it visits a value as every `Codable` encoder must (each property
/// asked for its key, each container made, each value handed over) and does no more. The time it
/// takes is the floor under any encoder of `Codable` types, however fast its output.
struct CodableVisit: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    static func visit<T: Encodable>(_ value: T) throws {
        try value.encode(to: CodableVisit())
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed<Key>())
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed() }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single() }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        var codingPath: [any CodingKey] = []

        mutating func encodeNil(forKey key: Key) throws {}
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { _ = key.stringValue; try value.encode(to: CodableVisit()) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<
            NestedKey
        > {
            KeyedEncodingContainer(Keyed<NestedKey>())
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { Unkeyed() }
        mutating func superEncoder() -> any Encoder { CodableVisit() }
        mutating func superEncoder(forKey key: Key) -> any Encoder { CodableVisit() }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        var codingPath: [any CodingKey] = []
        var count = 0

        mutating func encodeNil() throws { count += 1 }
        mutating func encode<T: Encodable>(_ value: T) throws {
            count += 1
            try value.encode(to: CodableVisit())
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>())
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed() }
        mutating func superEncoder() -> any Encoder { CodableVisit() }
    }

    /// Where the visit ends: each primitive is taken, and nothing done with it.
    struct Single: SingleValueEncodingContainer {
        var codingPath: [any CodingKey] = []

        mutating func encodeNil() throws {}
        mutating func encode(_ value: Bool) throws {}
        mutating func encode(_ value: String) throws {}
        mutating func encode(_ value: Double) throws {}
        mutating func encode(_ value: Float) throws {}
        mutating func encode(_ value: Int) throws {}
        mutating func encode(_ value: Int8) throws {}
        mutating func encode(_ value: Int16) throws {}
        mutating func encode(_ value: Int32) throws {}
        mutating func encode(_ value: Int64) throws {}
        mutating func encode(_ value: UInt) throws {}
        mutating func encode(_ value: UInt8) throws {}
        mutating func encode(_ value: UInt16) throws {}
        mutating func encode(_ value: UInt32) throws {}
        mutating func encode(_ value: UInt64) throws {}
        mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: CodableVisit()) }
    }
}
