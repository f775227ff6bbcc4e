import Foundation
import WireJSON

extension ViewNode.Kind: WireNamed {
    public static let wireNames = WireNames<Self>()
}

extension ModifierNode.Kind: WireNamed {
    public static let wireNames = WireNames<Self>()
}

extension ViewNode: FastWireCodable {
    public init(from reader: inout JSONReader) throws {
        var kind: Kind?
        self.init(kind: .empty)
        try reader.readObject { reader, key in
            switch key {
            case "kind": kind = try reader.readRawValue(Kind.self)
            case "text": text = try reader.readOptionalString()
            case "systemName": systemName = try reader.readOptionalString()
            case "alignment": alignment = try reader.readOptionalString()
            case "spacing": spacing = try reader.readOptionalDouble()
            case "value": value = try reader.readOptionalDouble()
            case "total": total = try reader.readOptionalDouble()
            case "color": color = try reader.readOptional(ColorValue.self)
            case "date": date = try reader.readOptionalDouble()
            case "dateStyle": dateStyle = try reader.readOptionalString()
            case "url": url = try reader.readOptionalString()
            case "children": children = try reader.readNull() ? nil : try reader.readArray(of: ViewNode.self)
            case "modifiers": modifiers = try reader.readNull() ? nil : try reader.readArray(of: ModifierNode.self)
            default: try reader.skipValue()
            }
        }
        guard let kind else { throw reader.missing("kind") }
        self.kind = kind
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
    public init(from reader: inout JSONReader) throws {
        var kind: Kind?
        self.init(kind: .font)
        try reader.readObject { reader, key in
            switch key {
            case "kind": kind = try reader.readRawValue(Kind.self)
            case "font": font = try reader.readOptional(FontValue.self)
            case "color": color = try reader.readOptional(ColorValue.self)
            case "edges": edges = try reader.readOptional(EdgeInsetsValue.self)
            case "length": length = try reader.readOptionalDouble()
            case "frame": frame = try reader.readOptional(FrameValue.self)
            case "count": count = try reader.readOptionalInt()
            case "string": string = try reader.readOptionalString()
            default: try reader.skipValue()
            }
        }
        guard let kind else { throw reader.missing("kind") }
        self.kind = kind
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
    public init(from reader: inout JSONReader) throws {
        self.init()
        try reader.readObject { reader, key in
            switch key {
            case "style": style = try reader.readOptionalString()
            case "size": size = try reader.readOptionalDouble()
            case "weight": weight = try reader.readOptionalString()
            case "design": design = try reader.readOptionalString()
            default: try reader.skipValue()
            }
        }
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
    public init(from reader: inout JSONReader) throws {
        self.init()
        try reader.readObject { reader, key in
            switch key {
            case "name": name = try reader.readOptionalString()
            case "red": red = try reader.readOptionalDouble()
            case "green": green = try reader.readOptionalDouble()
            case "blue": blue = try reader.readOptionalDouble()
            case "opacity": opacity = try reader.readOptionalDouble()
            default: try reader.skipValue()
            }
        }
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
    public init(from reader: inout JSONReader) throws {
        var top: Double?
        var leading: Double?
        var bottom: Double?
        var trailing: Double?
        try reader.readObject { reader, key in
            switch key {
            case "top": top = try reader.readDouble()
            case "leading": leading = try reader.readDouble()
            case "bottom": bottom = try reader.readDouble()
            case "trailing": trailing = try reader.readDouble()
            default: try reader.skipValue()
            }
        }
        guard let top else { throw reader.missing("top") }
        guard let leading else { throw reader.missing("leading") }
        guard let bottom else { throw reader.missing("bottom") }
        guard let trailing else { throw reader.missing("trailing") }
        self.init(top: top, leading: leading, bottom: bottom, trailing: trailing)
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
    public init(from reader: inout JSONReader) throws {
        self.init()
        try reader.readObject { reader, key in
            switch key {
            case "width": width = try reader.readOptionalDouble()
            case "height": height = try reader.readOptionalDouble()
            case "maxWidth": maxWidth = try reader.readOptionalDouble()
            case "maxHeight": maxHeight = try reader.readOptionalDouble()
            case "alignment": alignment = try reader.readOptionalString()
            default: try reader.skipValue()
            }
        }
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
