import Foundation
import Intents

// The intents extension's messages, read and written by hand (see `FastWireCodable`).

extension IntentOptionsRequest: FastWireCodable {
    public init(from reader: inout JSONReader) throws {
        var intent: String?
        var parameter: String?
        var configuration: IntentValues = [:]
        var searchTerm: String?
        try reader.readObject { reader, key in
            switch key {
            case "intent": intent = try reader.readString()
            case "parameter": parameter = try reader.readString()
            case "configuration": configuration = try reader.readOptional(ConfigurationJSON.self)?.values ?? [:]
            case "searchTerm": searchTerm = try reader.readOptionalString()
            default: try reader.skipValue()
            }
        }
        guard let intent else { throw reader.missing("intent") }
        guard let parameter else { throw reader.missing("parameter") }
        self.init(intent: intent, parameter: parameter, configuration: configuration, searchTerm: searchTerm)
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
    public init(from reader: inout JSONReader) throws {
        var sections: [IntentOptionSection]?
        try reader.readObject { reader, key in
            switch key {
            case "sections": sections = try reader.readArray(of: IntentOptionSection.self)
            default: try reader.skipValue()
            }
        }
        guard let sections else { throw reader.missing("sections") }
        self.init(sections: sections)
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("sections", sections)
        writer.endObject()
    }
}

extension IntentOptionSection: FastWireCodable {
    public init(from reader: inout JSONReader) throws {
        var title: String?
        var items: [IntentOption]?
        try reader.readObject { reader, key in
            switch key {
            case "title": title = try reader.readOptionalString()
            case "items": items = try reader.readArray(of: IntentOption.self)
            default: try reader.skipValue()
            }
        }
        guard let items else { throw reader.missing("items") }
        self.init(title: title, items: items)
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("items", items)
        writer.field("title", title)
        writer.endObject()
    }
}

extension IntentOption: FastWireCodable {
    public init(from reader: inout JSONReader) throws {
        var identifier: String?
        var displayString: String?
        var value: IntentValue?
        try reader.readObject { reader, key in
            switch key {
            case "identifier": identifier = try reader.readString()
            case "displayString": displayString = try reader.readString()
            case "value": value = try IntentValue(from: &reader)
            default: try reader.skipValue()
            }
        }
        guard let identifier else { throw reader.missing("identifier") }
        guard let displayString else { throw reader.missing("displayString") }
        guard let value else { throw reader.missing("value") }
        self.init(identifier: identifier, displayString: displayString, value: value)
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("displayString", displayString)
        writer.field("identifier", identifier)
        writer.field("value", value)
        writer.endObject()
    }
}
