import Foundation
import WireJSON

extension ViewNode.Kind: WireNamed {
    public static let wireNames = WireNames<Self>()
}

extension ModifierNode.Kind: WireNamed {
    public static let wireNames = WireNames<Self>()
}

extension ViewNode {
    /// The keys of a node's JSON, matched by `JSONKey.named`.
    enum Field: String, CaseIterable, WireNamed {
        case kind, text, systemName, alignment, spacing, value, total, color, date, dateStyle, url, children, modifiers
        static let wireNames = WireNames<Self>()
    }
}

extension ModifierNode {
    /// The keys of a modifier's JSON.
    enum Field: String, CaseIterable, WireNamed {
        case kind, font, color, edges, length, frame, count, string
        static let wireNames = WireNames<Self>()
    }
}

extension ViewNode: FastWireCodable {
    public init(from reader: inout JSONReader) throws {
        var kind: Kind?
        self.init(kind: .empty)
        try reader.readObject { reader, key in
            switch key.named(Field.self) {
            case .kind: kind = try reader.readRawValue(Kind.self)
            case .text: text = try reader.readOptionalString()
            case .systemName: systemName = try reader.readOptionalString()
            case .alignment: alignment = try reader.readOptionalString()
            case .spacing: spacing = try reader.readOptionalDouble()
            case .value: value = try reader.readOptionalDouble()
            case .total: total = try reader.readOptionalDouble()
            case .color: color = try reader.readOptional(ColorValue.self)
            case .date: date = try reader.readOptionalDouble()
            case .dateStyle: dateStyle = try reader.readOptionalString()
            case .url: url = try reader.readOptionalString()
            case .children: children = try reader.readNull() ? nil : try reader.readArray(of: ViewNode.self)
            case .modifiers: modifiers = try reader.readNull() ? nil : try reader.readArray(of: ModifierNode.self)
            case nil: try reader.skipValue()
            }
        }
        guard let kind else { throw reader.missing("kind") }
        self.kind = kind
    }

    /// Checks that the next value reads as a `ViewNode`, exactly as `init(from:)` would, with the same
    /// error if not, but builds no tree: how the system checks the views in a reply that it keeps as bytes.
    public static func check(_ reader: inout JSONReader) throws {
        var hasKind = false
        try reader.readObject { reader, key in
            switch key.named(Field.self) {
            case .kind:
                _ = try reader.readRawValue(Kind.self)
                hasKind = true
            case .text, .systemName, .alignment, .dateStyle, .url: try reader.skipOptionalString()
            case .spacing, .value, .total, .date: _ = try reader.readOptionalDouble()
            case .color: _ = try reader.readOptional(ColorValue.self)
            case .children: if !(try reader.readNull()) { try reader.readArray { reader, _ in try check(&reader) } }
            case .modifiers: if !(try reader.readNull()) { try reader.readArray { reader, _ in try ModifierNode.check(&reader) } }
            case nil: try reader.skipValue()
            }
        }
        guard hasKind else { throw reader.missing("kind") }
    }

    public func write(to writer: inout JSONWriter) {
        writeHead(to: &writer)
        if let children {
            writer.key("children")
            writer.beginArray()
            for child in children { child.write(to: &writer) }
            writer.endArray()
        }
        writeMiddle(to: &writer)
        writer.field("modifiers", modifiers)
        writeTail(to: &writer)
    }

    // A node's keys in the order they are written: alignment, children, color, date, dateStyle, kind,
    // modifiers, spacing, systemName, text, total, url, value. Its fields are written in three parts
    // around the two arrays, so that a view archived straight to JSON (`ViewArchive`) writes the same bytes.

    /// Opens the node's object and writes the fields that come before `children`.
    func writeHead(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("alignment", alignment)
    }

    /// Writes the fields between `children` and `modifiers`.
    func writeMiddle(to writer: inout JSONWriter) {
        writer.field("color", color)
        writer.field("date", date)
        writer.field("dateStyle", dateStyle)
        writer.field("kind", kind.rawValue)
    }

    /// Writes the fields after `modifiers` and closes the object.
    func writeTail(to writer: inout JSONWriter) {
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
            switch key.named(Field.self) {
            case .kind: kind = try reader.readRawValue(Kind.self)
            case .font: font = try reader.readOptional(FontValue.self)
            case .color: color = try reader.readOptional(ColorValue.self)
            case .edges: edges = try reader.readOptional(EdgeInsetsValue.self)
            case .length: length = try reader.readOptionalDouble()
            case .frame: frame = try reader.readOptional(FrameValue.self)
            case .count: count = try reader.readOptionalInt()
            case .string: string = try reader.readOptionalString()
            case nil: try reader.skipValue()
            }
        }
        guard let kind else { throw reader.missing("kind") }
        self.kind = kind
    }

    /// Checks that the next value reads as a `ModifierNode`, as `ViewNode.check` does for views.
    public static func check(_ reader: inout JSONReader) throws {
        var hasKind = false
        try reader.readObject { reader, key in
            switch key.named(Field.self) {
            case .kind:
                _ = try reader.readRawValue(Kind.self)
                hasKind = true
            case .font: _ = try reader.readOptional(FontValue.self)
            case .color: _ = try reader.readOptional(ColorValue.self)
            case .edges: _ = try reader.readOptional(EdgeInsetsValue.self)
            case .length: _ = try reader.readOptionalDouble()
            case .frame: _ = try reader.readOptional(FrameValue.self)
            case .count: _ = try reader.readOptionalInt()
            case .string: try reader.skipOptionalString()
            case nil: try reader.skipValue()
            }
        }
        guard hasKind else { throw reader.missing("kind") }
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
