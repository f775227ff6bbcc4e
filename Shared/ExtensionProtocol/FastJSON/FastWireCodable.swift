import Foundation
import Intents
import SwiftUI

/// A message that writes its own JSON, sorted by key, byte for byte what `JSONEncoder` writes.
public protocol FastWireEncodable {
    func write(to writer: inout JSONWriter)
}

/// A message that reads itself from a parsed JSON tree.
public protocol FastWireDecodable {
    /// Reads the value at `path` (as `params.context`), throwing `JSONNodeError` with one sentence when it does not fit.
    init(json: JSONNode, path: String) throws
}

public typealias FastWireCodable = FastWireEncodable & FastWireDecodable

/// Reads the fields of one JSON object, naming the path of whatever is wrong.
public struct JSONFields {
    let fields: JSONObject
    let path: String

    public init(_ node: JSONNode, path: String) throws {
        guard case .object(let fields) = node else { throw JSONNodeError("\(path) has the wrong type; expected an object.") }
        self.fields = fields
        self.path = path
    }

    func missing(_ key: String) -> JSONNodeError { JSONNodeError("\(path).\(key) is missing.") }
    func wrong(_ key: String, _ expected: String) -> JSONNodeError { JSONNodeError("\(path).\(key) has the wrong type; expected \(expected).") }

    public func node(_ key: String) -> JSONNode? {
        guard let node = fields[key], node != .null else { return nil }
        return node
    }

    public func string(_ key: String) throws -> String {
        guard let value = try optionalString(key) else { throw missing(key) }
        return value
    }

    public func optionalString(_ key: String) throws -> String? {
        guard let node = node(key) else { return nil }
        guard case .string(let value) = node else { throw wrong(key, "a string") }
        return value
    }

    public func double(_ key: String) throws -> Double {
        guard let value = try optionalDouble(key) else { throw missing(key) }
        return value
    }

    public func optionalDouble(_ key: String) throws -> Double? {
        guard let node = node(key) else { return nil }
        guard case .number(let value) = node else { throw wrong(key, "a number") }
        return value
    }

    public func optionalInt(_ key: String) throws -> Int? {
        guard let value = try optionalDouble(key) else { return nil }
        guard let integer = Int(exactly: value) else { throw wrong(key, "a whole number") }
        return integer
    }

    public func date(_ key: String) throws -> Date {
        guard let date = ISO8601.parse(try string(key)) else { throw wrong(key, "an ISO 8601 date string") }
        return date
    }

    public func value<T: FastWireDecodable>(_ key: String, as type: T.Type = T.self) throws -> T {
        guard let node = node(key) else { throw missing(key) }
        return try T(json: node, path: "\(path).\(key)")
    }

    public func optionalValue<T: FastWireDecodable>(_ key: String, as type: T.Type = T.self) throws -> T? {
        guard let node = node(key) else { return nil }
        return try T(json: node, path: "\(path).\(key)")
    }

    public func array<T: FastWireDecodable>(_ key: String, of type: T.Type = T.self) throws -> [T] {
        guard let node = try optionalArray(key, of: type) else { throw missing(key) }
        return node
    }

    public func optionalArray<T: FastWireDecodable>(_ key: String, of type: T.Type = T.self) throws -> [T]? {
        guard let node = node(key) else { return nil }
        guard case .array(let elements) = node else { throw wrong(key, "an array") }
        return try elements.enumerated().map { try T(json: $1, path: "\(path).\(key)[\($0)]") }
    }

    public func rawValue<T: RawRepresentable>(_ key: String, as type: T.Type) throws -> T where T.RawValue == String {
        let text = try string(key)
        guard let value = T(rawValue: text) else { throw JSONNodeError("\(path).\(key) cannot be \"\(text)\".") }
        return value
    }
}

extension JSONWriter {
    mutating func field(_ key: String, _ value: String?) {
        guard let value else { return }
        self.key(key)
        string(value)
    }

    mutating func field(_ key: String, _ value: Double?) {
        guard let value else { return }
        self.key(key)
        number(value)
    }

    mutating func field(_ key: String, _ value: Int?) {
        guard let value else { return }
        self.key(key)
        integer(value)
    }

    mutating func field<T: FastWireEncodable>(_ key: String, _ value: T?) {
        guard let value else { return }
        self.key(key)
        value.write(to: &self)
    }

    mutating func field<T: FastWireEncodable>(_ key: String, _ values: [T]?) {
        guard let values else { return }
        self.key(key)
        beginArray()
        for value in values { value.write(to: &self) }
        endArray()
    }
}

// MARK: Values

extension IntentValue: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        switch json {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let value): self = .number(value)
        case .string(let value): self = .string(value)
        case .array(let values): self = .array(try values.enumerated().map { try IntentValue(json: $1, path: "\(path)[\($0)]") })
        case .object(let fields):
            var values: [String: IntentValue] = [:]
            for (key, value) in fields.members { values[key] = try IntentValue(json: value, path: "\(path).\(key)") }
            self = .object(values)
        }
    }

    public func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let value): writer.bool(value)
        case .number(let value): writer.number(value)
        case .string(let value): writer.string(value)
        case .array(let values):
            writer.beginArray()
            for value in values { value.write(to: &writer) }
            writer.endArray()
        case .object(let fields):
            writer.beginObject()
            for key in fields.keys.sorted() {
                writer.key(key)
                fields[key]!.write(to: &writer)
            }
            writer.endObject()
        }
    }
}

/// A configuration: parameter name to value.
struct ConfigurationJSON: FastWireCodable {
    var values: IntentValues

    init(_ values: IntentValues) {
        self.values = values
    }

    init(json: JSONNode, path: String) throws {
        guard case .object(let values) = try IntentValue(json: json, path: path) else {
            throw JSONNodeError("\(path) has the wrong type; expected an object.")
        }
        self.values = values
    }

    func write(to writer: inout JSONWriter) {
        IntentValue.object(values).write(to: &writer)
    }
}

extension RenderContext: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        self.init(family: try fields.rawValue("family", as: WidgetFamily.self),
                  colorScheme: try fields.optionalString("colorScheme").map { text in
                      guard let scheme = ColorScheme(rawValue: text) else { throw JSONNodeError("\(path).colorScheme cannot be \"\(text)\".") }
                      return scheme
                  } ?? .light,
                  width: try fields.double("width"), height: try fields.double("height"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("colorScheme", colorScheme.rawValue)
        writer.field("family", family.rawValue)
        writer.field("height", height)
        writer.field("width", width)
        writer.endObject()
    }
}

// MARK: Widget messages

extension WidgetTimelineRequest: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        self.init(kind: try fields.string("kind"), context: try fields.value("context"),
                  configuration: try fields.optionalValue("configuration", as: ConfigurationJSON.self)?.values ?? [:])
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("configuration", ConfigurationJSON(configuration))
        writer.field("context", context)
        writer.field("kind", kind)
        writer.endObject()
    }
}

extension WidgetTimelineReply: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        self.init(entries: try fields.array("entries"), policy: try fields.value("policy"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("entries", entries)
        writer.field("policy", policy)
        writer.endObject()
    }
}

extension WidgetEntryReply: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        self.init(entry: try JSONFields(json, path: path).value("entry"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("entry", entry)
        writer.endObject()
    }
}

extension ArchivedEntry: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        self.init(date: try fields.date("date"), view: try fields.value("view"), relevance: try fields.optionalValue("relevance"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("date")
        writer.date(date)
        writer.field("relevance", relevance)
        writer.field("view", view)
        writer.endObject()
    }
}

extension ArchivedRelevance: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        self.init(score: try fields.double("score"), duration: try fields.double("duration"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("duration", duration)
        writer.field("score", score)
        writer.endObject()
    }
}

extension ReloadPolicy: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        switch try fields.string("kind") {
        case "atEnd": self = .atEnd
        case "never": self = .never
        case "after": self = .after(try fields.date("date"))
        case let other: throw JSONNodeError("\(path).kind cannot be \"\(other)\"; expected atEnd, after or never.")
        }
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        if case .after(let date) = self {
            writer.key("date")
            writer.date(date)
        }
        writer.field("kind", { switch self { case .atEnd: "atEnd"; case .never: "never"; case .after: "after" } }())
        writer.endObject()
    }
}

// MARK: Intents messages

extension IntentOptionsRequest: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        self.init(intent: try fields.string("intent"), parameter: try fields.string("parameter"),
                  configuration: try fields.optionalValue("configuration", as: ConfigurationJSON.self)?.values ?? [:],
                  searchTerm: try fields.optionalString("searchTerm"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("configuration", ConfigurationJSON(configuration))
        writer.field("intent", intent)
        writer.field("parameter", parameter)
        writer.field("searchTerm", searchTerm)
        writer.endObject()
    }
}

extension IntentOptionsReply: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        self.init(sections: try JSONFields(json, path: path).array("sections"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("sections", sections)
        writer.endObject()
    }
}

extension IntentOptionSection: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        self.init(title: try fields.optionalString("title"), items: try fields.array("items"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("items", items)
        writer.field("title", title)
        writer.endObject()
    }
}

extension IntentOption: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        self.init(identifier: try fields.string("identifier"), displayString: try fields.string("displayString"),
                  value: try fields.value("value"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("displayString", displayString)
        writer.field("identifier", identifier)
        writer.field("value", value)
        writer.endObject()
    }
}
