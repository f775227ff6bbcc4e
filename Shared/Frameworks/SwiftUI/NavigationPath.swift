import Foundation

/// The values of a navigation stack's pushed views, of any types: what an app keeps, and restores, of where
/// the user went. A widget does not navigate; the app code it shares may keep one.
public struct NavigationPath: Equatable {
    /// The values, the first pushed first; `codable` holds their Codable forms while every value has one.
    private var elements: [AnyHashable]
    private var encoded: [(type: String, json: String)]?

    public init() {
        elements = []
        encoded = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.init()
        for element in elements { append(element) }
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable, S.Element: Codable {
        self.init()
        for element in elements { append(element) }
    }

    /// The path a `CodableRepresentation` kept: its values made again from their types' names (decoding
    /// the representation checked that each can be).
    public init(_ codable: CodableRepresentation) {
        self.init()
        for (type, json) in codable.values {
            guard let value = Self.decode(json, as: type) else { continue }
            elements.append(value)
            encoded?.append((type, json))
        }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    /// The path in a form that can be encoded; nil when a value in it is not `Codable`.
    public var codable: CodableRepresentation? { encoded.map(CodableRepresentation.init(values:)) }

    public mutating func append<V: Hashable>(_ value: V) {
        if let codable = value as? any (Hashable & Codable) {
            appendCodable(codable)
        } else {
            elements.append(AnyHashable(value))
            encoded = nil
        }
    }

    public mutating func append<V: Hashable & Codable>(_ value: V) {
        appendCodable(value)
    }

    /// Removes the last `k` values; `k` must not be more than `count`, as Apple's requires.
    public mutating func removeLast(_ k: Int = 1) {
        precondition(k >= 0 && k <= count, "NavigationPath.removeLast(\(k)): the path has only \(count) values.")
        elements.removeLast(k)
        encoded?.removeLast(k)
    }

    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { lhs.elements == rhs.elements }

    private mutating func appendCodable(_ value: some Hashable & Codable) {
        elements.append(AnyHashable(value))
        guard encoded != nil, let type = _mangledTypeName(Swift.type(of: value)),
            let data = try? JSONEncoder().encode(value), let json = String(data: data, encoding: .utf8)
        else {
            encoded = nil
            return
        }
        encoded?.append((type, json))
    }

    fileprivate static func decode(_ json: String, as typeName: String) -> AnyHashable? {
        guard let type = _typeByName(typeName) as? any (Hashable & Codable).Type else { return nil }
        func open<T: Hashable & Codable>(_ type: T.Type) -> AnyHashable? {
            guard let value = try? JSONDecoder().decode(T.self, from: Data(json.utf8)) else { return nil }
            return AnyHashable(value)
        }
        return open(type)
    }

    /// A navigation path's values as text that can be encoded: each value's type and its JSON.
    public struct CodableRepresentation: Codable, Equatable {
        let values: [(type: String, json: String)]

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var values: [(String, String)] = []
            while !container.isAtEnd {
                let type = try container.decode(String.self)
                guard !container.isAtEnd else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "A navigation path's value of type \(type) has no JSON after it.")
                }
                let json = try container.decode(String.self)
                guard NavigationPath.decode(json, as: type) != nil else {
                    throw DecodingError.dataCorruptedError(
                        in: container,
                        debugDescription: "A navigation path's value of type \(type) is not a Codable type of this program, or its JSON is not one.")
                }
                values.append((type, json))
            }
            self.values = values
        }

        init(values: [(type: String, json: String)]) { self.values = values }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for value in values {
                try container.encode(value.type)
                try container.encode(value.json)
            }
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.values.map(\.type) == rhs.values.map(\.type) && lhs.values.map(\.json) == rhs.values.map(\.json)
        }
    }
}
