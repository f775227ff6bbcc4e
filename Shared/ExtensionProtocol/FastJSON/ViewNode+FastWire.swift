import Foundation
import SwiftUI

extension ViewNode: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        self.init(kind: try fields.rawValue("kind", as: Kind.self),
                  text: try fields.optionalString("text"),
                  systemName: try fields.optionalString("systemName"),
                  alignment: try fields.optionalString("alignment"),
                  spacing: try fields.optionalDouble("spacing"),
                  value: try fields.optionalDouble("value"),
                  total: try fields.optionalDouble("total"),
                  color: try fields.optionalValue("color"),
                  date: try fields.optionalDouble("date"),
                  dateStyle: try fields.optionalString("dateStyle"),
                  url: try fields.optionalString("url"),
                  children: try fields.optionalArray("children"),
                  modifiers: try fields.optionalArray("modifiers"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("alignment", alignment)
        writer.field("children", children)
        writer.field("color", color)
        writer.field("date", date)
        writer.field("dateStyle", dateStyle)
        writer.field("kind", kind.rawValue)
        writer.field("modifiers", modifiers)
        writer.field("spacing", spacing)
        writer.field("systemName", systemName)
        writer.field("text", text)
        writer.field("total", total)
        writer.field("url", url)
        writer.field("value", value)
        writer.endObject()
    }
}

extension ModifierNode: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        self.init(kind: try fields.rawValue("kind", as: Kind.self),
                  font: try fields.optionalValue("font"),
                  color: try fields.optionalValue("color"),
                  edges: try fields.optionalValue("edges"),
                  length: try fields.optionalDouble("length"),
                  frame: try fields.optionalValue("frame"),
                  count: try fields.optionalInt("count"),
                  string: try fields.optionalString("string"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("color", color)
        writer.field("count", count)
        writer.field("edges", edges)
        writer.field("font", font)
        writer.field("frame", frame)
        writer.field("kind", kind.rawValue)
        writer.field("length", length)
        writer.field("string", string)
        writer.endObject()
    }
}

extension FontValue: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        self.init(style: try fields.optionalString("style"), size: try fields.optionalDouble("size"),
                  weight: try fields.optionalString("weight"), design: try fields.optionalString("design"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("design", design)
        writer.field("size", size)
        writer.field("style", style)
        writer.field("weight", weight)
        writer.endObject()
    }
}

extension ColorValue: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        self.init(name: try fields.optionalString("name"), red: try fields.optionalDouble("red"), green: try fields.optionalDouble("green"),
                  blue: try fields.optionalDouble("blue"), opacity: try fields.optionalDouble("opacity"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("blue", blue)
        writer.field("green", green)
        writer.field("name", name)
        writer.field("opacity", opacity)
        writer.field("red", red)
        writer.endObject()
    }
}

extension EdgeInsetsValue: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        self.init(top: try fields.double("top"), leading: try fields.double("leading"),
                  bottom: try fields.double("bottom"), trailing: try fields.double("trailing"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("bottom", bottom)
        writer.field("leading", leading)
        writer.field("top", top)
        writer.field("trailing", trailing)
        writer.endObject()
    }
}

extension FrameValue: FastWireCodable {
    public init(json: JSONNode, path: String) throws {
        let fields = try JSONFields(json, path: path)
        self.init(width: try fields.optionalDouble("width"), height: try fields.optionalDouble("height"),
                  maxWidth: try fields.optionalDouble("maxWidth"), maxHeight: try fields.optionalDouble("maxHeight"),
                  alignment: try fields.optionalString("alignment"))
    }

    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("alignment", alignment)
        writer.field("height", height)
        writer.field("maxHeight", maxHeight)
        writer.field("maxWidth", maxWidth)
        writer.field("width", width)
        writer.endObject()
    }
}
