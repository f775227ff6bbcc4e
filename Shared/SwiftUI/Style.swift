import Foundation

/// A font, as in SwiftUI: a text style that scales, or a fixed size.
public struct Font: Equatable, Sendable {
    let value: FontValue

    public static let largeTitle = Font(value: FontValue(style: .largeTitle))
    public static let title = Font(value: FontValue(style: .title))
    public static let title2 = Font(value: FontValue(style: .title2))
    public static let title3 = Font(value: FontValue(style: .title3))
    public static let headline = Font(value: FontValue(style: .headline))
    public static let subheadline = Font(value: FontValue(style: .subheadline))
    public static let body = Font(value: FontValue(style: .body))
    public static let callout = Font(value: FontValue(style: .callout))
    public static let footnote = Font(value: FontValue(style: .footnote))
    public static let caption = Font(value: FontValue(style: .caption))
    public static let caption2 = Font(value: FontValue(style: .caption2))

    /// A system font of a fixed size.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(value: FontValue(size: size, weight: weight?.value, design: design?.value))
    }

    /// The same font in `weight`.
    public func weight(_ weight: Weight) -> Font {
        var copy = value
        copy.weight = weight.value
        return Font(value: copy)
    }

    /// The same font in bold.
    public func bold() -> Font { weight(.bold) }

    public struct Weight: Equatable, Sendable {
        let value: FontWeightValue
        public static let ultraLight = Weight(value: .ultraLight)
        public static let thin = Weight(value: .thin)
        public static let light = Weight(value: .light)
        public static let regular = Weight(value: .regular)
        public static let medium = Weight(value: .medium)
        public static let semibold = Weight(value: .semibold)
        public static let bold = Weight(value: .bold)
        public static let heavy = Weight(value: .heavy)
        public static let black = Weight(value: .black)
    }

    public struct Design: Equatable, Sendable {
        let value: FontDesignValue
        public static let `default` = Design(value: .default)
        public static let rounded = Design(value: .rounded)
        public static let monospaced = Design(value: .monospaced)
        public static let serif = Design(value: .serif)
    }
}

/// A colour, as in SwiftUI. As a view, it fills the space it is offered.
public struct Color: View, PrimitiveView, Equatable, Sendable {
    var value: ColorValue

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        value = ColorValue(red: red, green: green, blue: blue, opacity: opacity)
    }

    init(_ name: ColorValue.Name) {
        value = ColorValue(name: name)
    }

    public static let primary = Color(.primary)
    public static let secondary = Color(.secondary)
    public static let accentColor = Color(.accentColor)
    public static let clear = Color(.clear)
    public static let black = Color(.black)
    public static let white = Color(.white)
    public static let gray = Color(.gray)
    public static let red = Color(.red)
    public static let orange = Color(.orange)
    public static let yellow = Color(.yellow)
    public static let green = Color(.green)
    public static let mint = Color(.mint)
    public static let teal = Color(.teal)
    public static let cyan = Color(.cyan)
    public static let blue = Color(.blue)
    public static let indigo = Color(.indigo)
    public static let purple = Color(.purple)
    public static let pink = Color(.pink)
    public static let brown = Color(.brown)

    /// The same colour, more transparent.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.value.opacity = opacity
        return copy
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.color(value))
    }
}

/// Something that fills text and shapes: a colour here.
public protocol ShapeStyle {}

extension Color: ShapeStyle {}

extension ShapeStyle {
    /// The colour the archive keeps for this style.
    var colorValue: ColorValue {
        (self as? Color)?.value ?? ColorValue(name: .primary)
    }
}

/// The edges that padding applies to.
public enum Edge: Int8, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}
