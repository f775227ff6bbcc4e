import Foundation
import ViewArchive

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
