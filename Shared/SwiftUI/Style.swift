import Foundation

/// A font, as in SwiftUI: a text style that scales, or a fixed size.
public struct Font: Equatable, Sendable {
    let value: FontValue

    public static let largeTitle = Font(value: FontValue(style: "largeTitle"))
    public static let title = Font(value: FontValue(style: "title"))
    public static let title2 = Font(value: FontValue(style: "title2"))
    public static let title3 = Font(value: FontValue(style: "title3"))
    public static let headline = Font(value: FontValue(style: "headline"))
    public static let subheadline = Font(value: FontValue(style: "subheadline"))
    public static let body = Font(value: FontValue(style: "body"))
    public static let callout = Font(value: FontValue(style: "callout"))
    public static let footnote = Font(value: FontValue(style: "footnote"))
    public static let caption = Font(value: FontValue(style: "caption"))
    public static let caption2 = Font(value: FontValue(style: "caption2"))

    /// A system font of a fixed size.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(value: FontValue(size: size, weight: weight?.name, design: design?.name))
    }

    /// The same font in `weight`.
    public func weight(_ weight: Weight) -> Font {
        var copy = value
        copy.weight = weight.name
        return Font(value: copy)
    }

    /// The same font in bold.
    public func bold() -> Font { weight(.bold) }

    public struct Weight: Equatable, Sendable {
        let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }

    public struct Design: Equatable, Sendable {
        let name: String
        public static let `default` = Design(name: "default")
        public static let rounded = Design(name: "rounded")
        public static let monospaced = Design(name: "monospaced")
        public static let serif = Design(name: "serif")
    }
}

/// A colour, as in SwiftUI. As a view, it fills the space it is offered.
public struct Color: View, _PrimitiveView, Equatable, Sendable {
    var value: ColorValue

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        value = ColorValue(red: red, green: green, blue: blue, opacity: opacity)
    }

    init(name: String) {
        value = ColorValue(name: name)
    }

    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")
    public static let clear = Color(name: "clear")
    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")

    /// The same colour, more transparent.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.value.opacity = opacity
        return copy
    }

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        archive.leaf(ViewNode(kind: .color, color: value))
    }
}

/// Something that fills text and shapes: a colour here.
public protocol ShapeStyle {
    var _colorValue: ColorValue { get }
}

extension Color: ShapeStyle {
    public var _colorValue: ColorValue { value }
}

/// The edges that padding applies to.
public struct Edge: Sendable {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}
