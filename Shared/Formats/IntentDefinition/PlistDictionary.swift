import Foundation

/// The key paths a reading has looked at, so that what it left unread can be told.
final class KeyLedger {
    private(set) var read: Set<String> = []

    func record(_ path: String) { read.insert(path) }

    /// Every key path in `value` (the file's root) that was not read, sorted within each dictionary.
    func unread(in value: Any, path: String = "") -> [String] {
        if let dictionary = value as? [String: Any] {
            return dictionary.keys.sorted().flatMap { key -> [String] in
                let child = "\(path)/\(key)"
                return read.contains(child) ? unread(in: dictionary[key]!, path: child) : [child]
            }
        }
        if let array = value as? [Any] {
            return array.enumerated().flatMap { index, element in unread(in: element, path: "\(path)[\(index)]") }
        }
        return []
    }
}

/// A dictionary of a property list that knows where it sits, so every error can name its key path,
/// and that notes each key it is asked for in a ledger.
struct PlistDictionary {
    let values: [String: Any]
    let path: String
    let file: String
    let ledger: KeyLedger

    init(values: [String: Any], path: String, file: String, ledger: KeyLedger = KeyLedger()) {
        self.values = values
        self.path = path
        self.file = file
        self.ledger = ledger
    }

    /// The value at `key`, noted as read.
    private func lookUp(_ key: String) -> Any? {
        ledger.record("\(path)/\(key)")
        return values[key]
    }

    private func child(_ values: [String: Any], path: String) -> PlistDictionary {
        PlistDictionary(values: values, path: path, file: file, ledger: ledger)
    }

    /// The first of `keys` that is present: for keys Xcode has spelled in more than one way.
    func firstKey(of keys: String...) -> String {
        keys.first { values[$0] != nil } ?? keys[0]
    }

    func error(_ key: String?, _ message: String) -> IntentDefinitionError {
        IntentDefinitionError(file: file, keyPath: key.map { "\(path)/\($0)" } ?? (path.isEmpty ? "/" : path), message: message)
    }

    func has(_ key: String) -> Bool { values[key] != nil }

    /// Notes `key` as read without reading it: for keys whose value the suite derives from elsewhere.
    func skip(_ key: String) { _ = lookUp(key) }

    func string(_ key: String) throws -> String? {
        guard let value = lookUp(key) else { return nil }
        if let string = value as? String { return string }
        throw error(key, "expected a string but found \(Self.describe(value)); fix the value in Xcode or by hand.")
    }

    func requiredString(_ key: String) throws -> String {
        guard let string = try string(key) else {
            throw error(key, "this key is required; add it (Xcode writes it for every entry).")
        }
        return string
    }

    func bool(_ key: String) throws -> Bool? {
        guard let value = lookUp(key) else { return nil }
        if Self.isBoolean(value), let bool = value as? Bool { return bool }
        // Some Xcode versions write a flag as the string YES or NO.
        if let string = value as? String, let bool = ["YES": true, "NO": false, "true": true, "false": false][string] { return bool }
        throw error(key, "expected <true/> or <false/> but found \(Self.describe(value)).")
    }

    func flag(_ key: String) throws -> Bool { try bool(key) ?? false }

    func int(_ key: String) throws -> Int? {
        guard let value = lookUp(key) else { return nil }
        if Self.isBoolean(value) { throw error(key, "expected an integer but found a boolean.") }
        if let int = value as? Int { return int }
        if let string = value as? String, let int = Int(string) { return int }
        throw error(key, "expected an integer but found \(Self.describe(value)).")
    }

    func double(_ key: String) throws -> Double? {
        guard let value = lookUp(key) else { return nil }
        // Xcode writes an empty <data/> for a bound the user cleared.
        if let data = value as? Data, data.isEmpty { return nil }
        if Self.isBoolean(value) { throw error(key, "expected a number but found a boolean.") }
        if let int = value as? Int { return Double(int) }
        if let double = value as? Double { return double }
        if let string = value as? String, let double = Double(string) { return double }
        throw error(key, "expected a number but found \(Self.describe(value)).")
    }

    /// A value of any plist type, kept as `PlistValue`.
    func value(_ key: String) -> PlistValue? {
        lookUp(key).map(PlistValue.init)
    }

    func dictionary(_ key: String) throws -> PlistDictionary? {
        guard let value = lookUp(key) else { return nil }
        guard let dictionary = value as? [String: Any] else {
            throw error(key, "expected a dictionary but found \(Self.describe(value)).")
        }
        return child(dictionary, path: "\(path)/\(key)")
    }

    func dictionaries(_ key: String) throws -> [PlistDictionary] {
        guard let value = lookUp(key) else { return [] }
        guard let array = value as? [Any] else {
            throw error(key, "expected an array but found \(Self.describe(value)).")
        }
        return try array.enumerated().map { index, element in
            guard let dictionary = element as? [String: Any] else {
                throw IntentDefinitionError(
                    file: file, keyPath: "\(path)/\(key)[\(index)]",
                    message: "expected a dictionary but found \(Self.describe(element)).")
            }
            return child(dictionary, path: "\(path)/\(key)[\(index)]")
        }
    }

    /// The entries of a dictionary keyed by arbitrary names (parameter combinations), sorted by key.
    func keyedDictionaries(_ key: String) throws -> [(String, PlistDictionary)] {
        guard let container = try dictionary(key) else { return [] }
        return try container.values.keys.sorted().map { name in
            guard let entry = container.values[name] as? [String: Any] else {
                throw container.error(name, "expected a dictionary but found \(Self.describe(container.values[name] as Any)).")
            }
            container.skip(name)
            return (name, child(entry, path: "\(container.path)/\(name)"))
        }
    }

    /// Whether `value` is `<true/>` or `<false/>`. Foundation bridges the integers 0 and 1 to `Bool` too, so ask the type.
    static func isBoolean(_ value: Any) -> Bool {
        type(of: value) == Bool.self
    }

    static func describe(_ value: Any) -> String {
        if isBoolean(value) { return "a boolean" }
        return switch value {
        case is String: "a string"
        case is Int, is Double: "a number"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        case is Data: "data"
        case is Date: "a date"
        default: "a value of type \(type(of: value))"
        }
    }
}

/// Any property-list value, kept for keys whose type varies (defaults, predicate values).
public enum PlistValue: Equatable, Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case other(String)

    init(_ value: Any) {
        if PlistDictionary.isBoolean(value), let bool = value as? Bool {
            self = .bool(bool)
            return
        }
        switch value {
        case let int as Int: self = .integer(int)
        case let double as Double: self = .real(double)
        case let string as String: self = .string(string)
        default: self = .other(String(describing: value))
        }
    }

    public var description: String {
        switch self {
        case .string(let value): value
        case .bool(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .other(let value): value
        }
    }
}
