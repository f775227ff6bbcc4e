import Foundation
import Intents

/// A type a parameter can hold: text, numbers, booleans, dates, URLs, entities, enumerations, and
/// optionals and arrays of them. Its underscored members are how the system reads and writes such a
/// value on the wire (the `IntentValue` a configuration is kept as); code need not use them.
public protocol _IntentValue {
    /// The type of one value: `String` for `String`, `String?` and `[String]`.
    associatedtype ValueType = Self
    /// The value without its optional: `String` for `String?`, `[String]` for `[String]?`.
    associatedtype UnwrappedType = Self

    /// What the system's form needs to know of the type.
    static var _valueType: _ParameterValueType { get }
    /// Nil, for an optional type; nothing otherwise.
    static var _absent: Self? { get }
    /// The value as the system keeps it.
    var _intentValue: IntentValue { get }
    /// The value the system kept; nil when it cannot be read as one (or an entity is gone).
    static func _decoded(_ value: IntentValue) async throws -> Self?
}

extension _IntentValue {
    public static var _absent: Self? { nil }
}

/// How the system's form shows a parameter's type, and where it finds the choices of an entity.
public struct _ParameterValueType {
    package enum Kind: Equatable, Sendable {
        case string, integer, decimal, boolean, date, url, entity, enumeration
    }

    package var kind: Kind
    /// The type's name in code (`CharacterEntity`) and to the user ("Character").
    package var typeName: String
    package var displayName: String
    package var isOptional = false
    package var isArray = false
    /// An enumeration's cases: raw value and title.
    package var cases: [(identifier: String, title: String)] = []
    /// An entity's query: its suggestions, its search (an `EntityStringQuery`), and its default.
    package var suggestions: (() async throws -> [_OptionSection])?
    package var search: ((String) async throws -> [_OptionSection])?
    package var defaultResult: (() async -> IntentValue?)?

    package init(_ kind: Kind, typeName: String, displayName: String) {
        self.kind = kind
        self.typeName = typeName
        self.displayName = displayName
    }
}

extension Never: _IntentValue {
    public static var _valueType: _ParameterValueType { _ParameterValueType(.string, typeName: "Never", displayName: "Nothing") }
    public var _intentValue: IntentValue {
        switch self {}
    }
    public static func _decoded(_ value: IntentValue) async throws -> Never? { nil }
}

extension String: _IntentValue {
    public static var _valueType: _ParameterValueType { _ParameterValueType(.string, typeName: "String", displayName: "Text") }
    public var _intentValue: IntentValue { .string(self) }
    public static func _decoded(_ value: IntentValue) async throws -> String? { value.stringValue }
}

extension Int: _IntentValue {
    public static var _valueType: _ParameterValueType { _ParameterValueType(.integer, typeName: "Int", displayName: "Integer") }
    public var _intentValue: IntentValue { .number(Double(self)) }
    public static func _decoded(_ value: IntentValue) async throws -> Int? {
        guard case .number(let number) = value, number == number.rounded(), let whole = Int(exactly: number) else { return nil }
        return whole
    }
}

extension Double: _IntentValue {
    public static var _valueType: _ParameterValueType { _ParameterValueType(.decimal, typeName: "Double", displayName: "Decimal") }
    public var _intentValue: IntentValue { .number(self) }
    public static func _decoded(_ value: IntentValue) async throws -> Double? {
        guard case .number(let number) = value else { return nil }
        return number
    }
}

extension Bool: _IntentValue {
    public static var _valueType: _ParameterValueType { _ParameterValueType(.boolean, typeName: "Bool", displayName: "Boolean") }
    public var _intentValue: IntentValue { .bool(self) }
    public static func _decoded(_ value: IntentValue) async throws -> Bool? {
        guard case .bool(let bool) = value else { return nil }
        return bool
    }
}

extension Date: _IntentValue {
    public static var _valueType: _ParameterValueType { _ParameterValueType(.date, typeName: "Date", displayName: "Date") }
    /// Its date components in the device's calendar, as the form keeps a date (docs/protocol.md, values).
    public var _intentValue: IntentValue {
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute, .second], from: self)
        let fields: [(String, Int?)] = [
            ("year", parts.year), ("month", parts.month), ("day", parts.day), ("hour", parts.hour), ("minute", parts.minute),
            ("second", parts.second),
        ]
        return .object(Dictionary(uniqueKeysWithValues: fields.compactMap { name, value in value.map { (name, .number(Double($0))) } }))
    }

    /// The date of kept components (a time alone is today's); nil for anything else.
    public static func _decoded(_ value: IntentValue) async throws -> Date? {
        guard case .object(let fields) = value else { return nil }
        func part(_ name: String) -> Int? { fields[name].flatMap { if case .number(let n) = $0 { Int(exactly: n) } else { nil } } }
        let today = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        let components = DateComponents(
            year: part("year") ?? today.year, month: part("month") ?? today.month, day: part("day") ?? today.day,
            hour: part("hour") ?? 0, minute: part("minute") ?? 0, second: part("second") ?? 0)
        return Calendar.current.date(from: components)
    }
}

extension URL: _IntentValue {
    public static var _valueType: _ParameterValueType { _ParameterValueType(.url, typeName: "URL", displayName: "URL") }
    public var _intentValue: IntentValue { .string(absoluteString) }
    public static func _decoded(_ value: IntentValue) async throws -> URL? { value.stringValue.flatMap(URL.init(string:)) }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias ValueType = Wrapped.ValueType
    public typealias UnwrappedType = Wrapped.UnwrappedType

    public static var _valueType: _ParameterValueType {
        var type = Wrapped._valueType
        type.isOptional = true
        return type
    }

    public static var _absent: Wrapped?? { .some(nil) }
    public var _intentValue: IntentValue { map(\._intentValue) ?? .null }

    public static func _decoded(_ value: IntentValue) async throws -> Wrapped?? {
        if value == .null { return .some(nil) }
        return try await Wrapped._decoded(value).map { .some($0) }
    }
}

extension Array: _IntentValue where Element: _IntentValue {
    public typealias ValueType = Element.ValueType
    public typealias UnwrappedType = [Element]

    public static var _valueType: _ParameterValueType {
        var type = Element._valueType
        type.isArray = true
        return type
    }

    public var _intentValue: IntentValue { .array(map(\._intentValue)) }

    /// The values that can still be read; an array of none when none can.
    public static func _decoded(_ value: IntentValue) async throws -> [Element]? {
        guard case .array(let values) = value else { return nil }
        var elements: [Element] = []
        for value in values {
            if let element = try await Element._decoded(value) { elements.append(element) }
        }
        return elements
    }
}
