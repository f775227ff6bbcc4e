import Foundation

/// A parameter's value as it crosses between processes: JSON, with one convention for objects.
///
/// Apple's system moves intents between processes as archived Objective-C objects; ours move
/// as JSON. An `INObject` travels as `{"identifier": …, "displayString": …, "properties": {…}}`.
/// This type has no Apple counterpart.
public enum IntentValue: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([IntentValue])
    case object([String: IntentValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        // The commonest kind first: each miss is an error made and thrown away.
        if container.decodeNil() {
            self = .null
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let array = try? container.decode([IntentValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: IntentValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if value.isFinite, value.rounded() == value, abs(value) < 1e15 {
                try container.encode(Int64(value))
            } else {
                try container.encode(value)
            }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var arrayValue: [IntentValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var objectValue: [String: IntentValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The identifier of an object value.
    public var identifier: String? { objectValue?["identifier"]?.stringValue }

    /// What a user sees for this value: an object's display string, or the value itself.
    public var displayText: String {
        switch self {
        case .null: "none"
        case .bool(let value): value ? "on" : "off"
        case .number(let value): value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value): value
        case .array(let values): values.map(\.displayText).joined(separator: ", ")
        case .object(let fields):
            // An INObject's display string, an INPerson's display name, a CLPlacemark's name.
            ["displayString", "displayName", "name", "identifier"].lazy.compactMap { fields[$0]?.stringValue }.first
                ?? Self.dateText(fields) ?? "object"
        }
    }

    public var description: String { displayText }

    /// Date components as ISO 8601 writes them (`2026-12-24`, `18:30`, `2026-12-24T18:30`), or nil for other objects.
    static func dateText(_ fields: [String: IntentValue]) -> String? {
        func part(_ key: String, _ width: Int) -> String? {
            fields[key]?.numberValue.map { number in
                let digits = Int(exactly: number.rounded(.towardZero)).map(String.init) ?? String(number)
                return String(repeating: "0", count: max(width - digits.count, 0)) + digits
            }
        }
        let date = [part("year", 4), part("month", 2), part("day", 2)].compactMap { $0 }
        let time = [part("hour", 2), part("minute", 2), part("second", 2)].compactMap { $0 }
        let texts = [date.isEmpty ? nil : date.joined(separator: "-"), time.isEmpty ? nil : time.joined(separator: ":")].compactMap { $0 }
        return texts.isEmpty ? nil : texts.joined(separator: "T")
    }
}

/// A configuration: parameter name to value. Parameters without a value are absent.
public typealias IntentValues = [String: IntentValue]

/// A section of options in wire form, as an extension sends them to the system: a title, and each
/// option as a value. (Underscored as the hooks generated code calls are.)
public struct _OptionSection: Sendable, Equatable {
    public var title: String?
    public var items: [IntentValue]

    public init(title: String?, items: [IntentValue]) {
        self.title = title
        self.items = items
    }
}
