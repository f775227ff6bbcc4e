import Foundation

/// A font, as in SwiftUI: a text style that scales, or a fixed size.
public struct Font: Hashable, Sendable {
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
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(value: FontValue(size: Double(size), weight: weight?.value, design: design?.value))
    }

    /// A system font in a text style, which scales with it.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(value: FontValue(style: style.value, weight: weight?.value, design: design?.value))
    }

    /// A font of your own by name, drawn here in the system font at its size.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(value: FontValue(size: Double(size), custom: name))
    }

    /// A font of your own by name, scaled as `textStyle` (the body style by default) scales.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(value: FontValue(size: Double(size), custom: name))
    }

    /// A font of your own by name that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(value: FontValue(size: Double(fixedSize), custom: name))
    }

    /// The same font in `weight`.
    public func weight(_ weight: Weight) -> Font {
        var copy = value
        copy.weight = weight.value
        return Font(value: copy)
    }

    /// The same font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The same font in italic: drawn upright here.
    public func italic() -> Font { self }

    /// The same font with digits of one width: drawn as it is here.
    public func monospacedDigit() -> Font { self }

    /// The same font's monospaced design.
    public func monospaced() -> Font {
        var copy = value
        copy.design = .monospaced
        return Font(value: copy)
    }

    public struct Weight: Hashable, Sendable {
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

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        var value: FontDesignValue {
            switch self {
            case .default: .default
            case .serif: .serif
            case .rounded: .rounded
            case .monospaced: .monospaced
            }
        }
    }

    /// The text styles, for `Font.system(_:design:weight:)`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var value: TextStyleValue {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }
}

/// A colour, as in SwiftUI. As a view, it fills the space it is offered.
public struct Color: View, PrimitiveView, Hashable, Sendable {
    var value: ColorValue

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        value = ColorValue(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A colour in a colour space: sRGB here, whichever is named.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey: 0 is black, 1 white.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let sector = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let chroma = brightness * saturation
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(sector) {
            case 0: (chroma, x, 0)
            case 1: (x, chroma, 0)
            case 2: (0, chroma, x)
            case 3: (0, x, chroma)
            case 4: (x, 0, chroma)
            default: (chroma, 0, x)
            }
        let m = brightness - chroma
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// A colour from the extension's asset catalogue (`Name.colorset`), light and dark as it defines
    /// them; a name the catalogue does not have is drawn clear, as on iOS.
    public init(_ name: String, bundle: Bundle? = nil) {
        value = AssetCatalog.color(named: name, bundle: bundle) ?? ColorValue(name: .clear)
    }

    init(_ name: ColorValue.Name) {
        value = ColorValue(name: name)
    }

    init(value: ColorValue) {
        self.value = value
    }

    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
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
        copy.value.opacity = (copy.value.opacity ?? 1) * opacity
        return copy
    }

    /// A gentle gradient of this colour, from a little lighter at the top to itself at the bottom.
    public var gradient: AnyGradient {
        AnyGradient(
            GradientValue(
                kind: .linear,
                stops: [.init(color: value.mixed(withWhite: 0.2), location: 0), .init(color: value, location: 1)]))
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.color(value))
    }
}

extension ColorValue {
    /// This colour with some white mixed in, for gradients; a named colour keeps its name and fades instead.
    func mixed(withWhite amount: Double) -> ColorValue {
        guard let red, let green, let blue else { return ColorValue(name: name, opacity: (opacity ?? 1) * (1 - amount)) }
        func lighter(_ value: Double) -> Double { value + (1 - value) * amount }
        return ColorValue(red: lighter(red), green: lighter(green), blue: lighter(blue), opacity: opacity)
    }
}

/// Something that fills text and shapes, as in SwiftUI: a colour, a gradient, a level of the
/// foreground (`.secondary`), a material.
public protocol ShapeStyle: Sendable {}

/// A style the archive can paint; one that is not, or that paints the foreground, gives nil.
package protocol PaintingShapeStyle: ShapeStyle {
    var paint: PaintValue? { get }
}

extension ShapeStyle {
    /// What the archive keeps for this style: nil for the foreground style.
    package var paintValue: PaintValue? {
        (self as? any PaintingShapeStyle)?.paint ?? nil
    }

    /// This style, more transparent.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        AnyShapeStyle(paint: paintValue?.withOpacity(opacity) ?? PaintValue(color: ColorValue(name: .primary, opacity: opacity)))
    }

    /// The second level of this style.
    public var secondary: some ShapeStyle { level(0.6, name: .secondary) }
    /// The third level of this style.
    public var tertiary: some ShapeStyle { level(0.3, name: .tertiary) }
    /// The fourth level of this style.
    public var quaternary: some ShapeStyle { level(0.18, name: .quaternary) }

    private func level(_ opacity: Double, name: ColorValue.Name) -> AnyShapeStyle {
        AnyShapeStyle(paint: paintValue?.withOpacity(opacity) ?? PaintValue(color: ColorValue(name: name)))
    }
}

extension PaintValue {
    func withOpacity(_ opacity: Double) -> PaintValue {
        var copy = self
        if var color = copy.color {
            color.opacity = (color.opacity ?? 1) * opacity
            copy.color = color
        }
        if var gradient = copy.gradient {
            for index in gradient.stops.indices {
                gradient.stops[index].color.opacity = (gradient.stops[index].color.opacity ?? 1) * opacity
            }
            copy.gradient = gradient
        }
        return copy
    }
}

extension Color: PaintingShapeStyle {
    package var paint: PaintValue? { PaintValue(color: value) }
}

/// A style, whatever its type.
public struct AnyShapeStyle: PaintingShapeStyle {
    package let paint: PaintValue?

    public init<S: ShapeStyle>(_ style: S) {
        paint = style.paintValue
    }

    init(paint: PaintValue?) {
        self.paint = paint
    }
}

/// The levels of the foreground: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: PaintingShapeStyle {
    let name: ColorValue.Name
    package var paint: PaintValue? { PaintValue(color: ColorValue(name: name)) }

    public static let primary = HierarchicalShapeStyle(name: .primary)
    public static let secondary = HierarchicalShapeStyle(name: .secondary)
    public static let tertiary = HierarchicalShapeStyle(name: .tertiary)
    public static let quaternary = HierarchicalShapeStyle(name: .quaternary)
}

/// The foreground style of the views around: what `.foreground` names.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

/// The background style: the widget's background colour.
public struct BackgroundStyle: PaintingShapeStyle {
    public init() {}
    package var paint: PaintValue? { PaintValue(color: ColorValue(name: .clear)) }
}

/// The tint: the accent colour here.
public struct TintShapeStyle: PaintingShapeStyle {
    public init() {}
    package var paint: PaintValue? { PaintValue(color: ColorValue(name: .accentColor)) }
}

/// The fill of controls: a translucent grey, in levels.
public struct FillShapeStyle: PaintingShapeStyle {
    public init() {}
    package var paint: PaintValue? { PaintValue(color: ColorValue(name: .gray, opacity: 0.2)) }
}

/// A blurred, translucent backdrop, drawn here as a translucent grey of its thickness.
public struct Material: PaintingShapeStyle {
    let opacity: Double
    package var paint: PaintValue? { PaintValue(color: ColorValue(name: .gray, opacity: opacity)) }

    public static let ultraThin = Material(opacity: 0.15)
    public static let thin = Material(opacity: 0.25)
    public static let regular = Material(opacity: 0.35)
    public static let thick = Material(opacity: 0.5)
    public static let ultraThick = Material(opacity: 0.65)
    public static let bar = Material(opacity: 0.4)
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
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

/// Insets per edge, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    var value: EdgeInsetsValue {
        EdgeInsetsValue(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}
