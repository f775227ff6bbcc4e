import Foundation
import ViewArchive

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
nonisolated public struct Color: View, PrimitiveView, Hashable, Sendable {
    package var value: ColorValue

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
        value = ColorValue(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity)
    }

    /// A colour from the extension's asset catalogue (`Name.colorset`), light and dark as it defines
    /// them; a name the catalogue does not have is drawn clear, as on iOS.
    public init(_ name: String, bundle: Bundle? = nil) {
        value = AssetCatalog.color(named: name, bundle: bundle) ?? ColorValue(name: .clear)
    }

    /// A UIKit colour, light and dark as it is.
    public init(uiColor: UIColor) {
        value = uiColor.value
    }

    /// A UIKit colour: the name code written before iOS 15 uses. Disfavoured so that `Color(.brandRed)`
    /// picks the `ColorResource` Xcode's generated symbols name rather than their `UIColor.brandRed`,
    /// as it does on iOS.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }

    /// The colour asset `name` of the extension's catalogues, or nil when they have none by that name.
    package static func asset(named name: String) -> ColorValue? {
        AssetCatalog.color(named: name, bundle: nil)
    }

    init(system name: ColorValue.Name) {
        value = ColorValue(name: name)
    }

    init(value: ColorValue) {
        self.value = value
    }

    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public static let primary = Color(system: .primary)
    public static let secondary = Color(system: .secondary)
    public static let accentColor = Color(system: .accentColor)
    public static let clear = Color(system: .clear)
    public static let black = Color(system: .black)
    public static let white = Color(system: .white)
    public static let gray = Color(system: .gray)
    public static let red = Color(system: .red)
    public static let orange = Color(system: .orange)
    public static let yellow = Color(system: .yellow)
    public static let green = Color(system: .green)
    public static let mint = Color(system: .mint)
    public static let teal = Color(system: .teal)
    public static let cyan = Color(system: .cyan)
    public static let blue = Color(system: .blue)
    public static let indigo = Color(system: .indigo)
    public static let purple = Color(system: .purple)
    public static let pink = Color(system: .pink)
    public static let brown = Color(system: .brown)

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
