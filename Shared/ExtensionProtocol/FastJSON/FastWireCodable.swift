import Foundation
import Intents
import SwiftUI

// MARK: Values

extension IntentValue: FastWireCodable {
    public init(from reader: inout JSONReader) throws {
        switch try reader.peek() {
        case .null:
            _ = try reader.readNull()
            self = .null
        case .bool: self = .bool(try reader.readBool())
        case .number: self = .number(try reader.readDouble())
        case .string: self = .string(try reader.readString())
        case .array: self = .array(try reader.readArray(of: IntentValue.self))
        case .object:
            var values: [String: IntentValue] = [:]
            try reader.readObject { reader, key in values[key.string] = try IntentValue(from: &reader) }
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
                writer.key(string: key)
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

    init(from reader: inout JSONReader) throws {
        guard try reader.peek() == .object, case .object(let values) = try IntentValue(from: &reader) else {
            throw reader.mismatch("an object")
        }
        self.values = values
    }

    func write(to writer: inout JSONWriter) {
        IntentValue.object(values).write(to: &writer)
    }
}

extension RenderContext: FastWireCodable {
    public init(from reader: inout JSONReader) throws {
        var family: WidgetFamily?
        var colorScheme = ColorScheme.light
        var width: Double?
        var height: Double?
        try reader.readObject { reader, key in
            switch key {
            case "family": family = try reader.readRawValue(WidgetFamily.self)
            case "colorScheme": if !(try reader.readNull()) { colorScheme = try reader.readRawValue(ColorScheme.self) }
            case "width": width = try reader.readDouble()
            case "height": height = try reader.readDouble()
            default: try reader.skipValue()
            }
        }
        guard let family else { throw reader.missing("family") }
        guard let width else { throw reader.missing("width") }
        guard let height else { throw reader.missing("height") }
        self.init(family: family, colorScheme: colorScheme, width: width, height: height)
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
    public init(from reader: inout JSONReader) throws {
        var kind: String?
        var context: RenderContext?
        var configuration: IntentValues = [:]
        try reader.readObject { reader, key in
            switch key {
            case "kind": kind = try reader.readString()
            case "context": context = try RenderContext(from: &reader)
            case "configuration": configuration = try reader.readOptional(ConfigurationJSON.self)?.values ?? [:]
            default: try reader.skipValue()
            }
        }
        guard let kind else { throw reader.missing("kind") }
        guard let context else { throw reader.missing("context") }
        self.init(kind: kind, context: context, configuration: configuration)
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
    public init(from reader: inout JSONReader) throws {
        var entries: [ArchivedEntry]?
        var policy: ReloadPolicy?
        try reader.readObject { reader, key in
            switch key {
            case "entries": entries = try reader.readArray(of: ArchivedEntry.self)
            case "policy": policy = try ReloadPolicy(from: &reader)
            default: try reader.skipValue()
            }
        }
        guard let entries else { throw reader.missing("entries") }
        guard let policy else { throw reader.missing("policy") }
        self.init(entries: entries, policy: policy)
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("entries", entries)
        writer.field("policy", policy)
        writer.endObject()
    }
}

extension WidgetEntryReply: FastWireCodable {
    public init(from reader: inout JSONReader) throws {
        var entry: ArchivedEntry?
        try reader.readObject { reader, key in
            switch key {
            case "entry": entry = try ArchivedEntry(from: &reader)
            default: try reader.skipValue()
            }
        }
        guard let entry else { throw reader.missing("entry") }
        self.init(entry: entry)
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("entry", entry)
        writer.endObject()
    }
}

extension ArchivedEntry: FastWireCodable {
    public init(from reader: inout JSONReader) throws {
        var date: Date?
        var view: ArchivedView?
        var relevance: ArchivedRelevance?
        try reader.readObject { reader, key in
            switch key {
            case "date": date = try reader.readDate()
            case "view": view = try ArchivedView(from: &reader)
            case "relevance": relevance = try reader.readOptional(ArchivedRelevance.self)
            default: try reader.skipValue()
            }
        }
        guard let date else { throw reader.missing("date") }
        guard let view else { throw reader.missing("view") }
        self.init(date: date, archivedView: view, relevance: relevance)
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("date")
        writer.date(date)
        writer.field("relevance", relevance)
        writer.field("view", archivedView)
        writer.endObject()
    }
}

extension ArchivedRelevance: FastWireCodable {
    public init(from reader: inout JSONReader) throws {
        var score: Double?
        var duration: Double?
        try reader.readObject { reader, key in
            switch key {
            case "score": score = try reader.readDouble()
            case "duration": duration = try reader.readDouble()
            default: try reader.skipValue()
            }
        }
        guard let score else { throw reader.missing("score") }
        guard let duration else { throw reader.missing("duration") }
        self.init(score: score, duration: duration)
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("duration", duration)
        writer.field("score", score)
        writer.endObject()
    }
}

extension ReloadPolicy: FastWireCodable {
    public init(from reader: inout JSONReader) throws {
        var kind: String?
        var date: Date?
        try reader.readObject { reader, key in
            switch key {
            case "kind":
                let text = try reader.readString()
                guard ["atEnd", "never", "after"].contains(text) else { throw reader.invalid(text, hint: "expected atEnd, after or never") }
                kind = text
            case "date": date = try reader.readDate()
            default: try reader.skipValue()
            }
        }
        switch kind {
        case "atEnd": self = .atEnd
        case "never": self = .never
        case "after":
            guard let date else { throw reader.missing("date") }
            self = .after(date)
        default: throw reader.missing("kind")
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
