import Foundation

/// A message that writes its own JSON, sorted by key, byte for byte what `JSONEncoder` writes.
public protocol FastWireEncodable {
    func write(to writer: inout JSONWriter)
}

/// A message that reads itself from JSON bytes, field by field.
public protocol FastWireDecodable {
    /// Reads the value that comes next, throwing through `reader`'s errors (`mismatch`, `missing`, `invalid`) when it does not fit.
    init(from reader: inout JSONReader) throws
}

public typealias FastWireCodable = FastWireEncodable & FastWireDecodable

extension JSONWriter {
    public mutating func field(_ key: StaticString, _ value: String?) {
        guard let value else { return }
        self.key(key)
        string(value)
    }

    public mutating func field(_ key: StaticString, _ value: Double?) {
        guard let value else { return }
        self.key(key)
        number(value)
    }

    public mutating func field(_ key: StaticString, _ value: Int?) {
        guard let value else { return }
        self.key(key)
        integer(value)
    }

    public mutating func field<T: FastWireEncodable>(_ key: StaticString, _ value: T?) {
        guard let value else { return }
        self.key(key)
        value.write(to: &self)
    }

    public mutating func field<T: FastWireEncodable>(_ key: StaticString, _ values: [T]?) {
        guard let values else { return }
        self.key(key)
        beginArray()
        for value in values { value.write(to: &self) }
        endArray()
    }
}
