import Foundation
import SwiftUI

/// The width or height of a mark: automatic, a fixed size in points, the scale's step less an inset,
/// or a ratio of the step, as in Swift Charts.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Sendable {
        case automatic
        case fixed(CGFloat)
        case inset(CGFloat)
        case ratio(CGFloat)
    }

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
    }

    /// A fixed size in points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// A fixed size in points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

    /// The size the chart chooses: 70% of the scale's step.
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    /// A fixed size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// The scale's step less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    /// `value` (0 to 1) of the scale's step.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }

    /// The size in points for a step of `step` points; `automatic` is what the chart chose.
    func resolved(step: CGFloat, automatic: CGFloat) -> CGFloat {
        let size: CGFloat =
            switch kind {
            case .automatic: automatic
            case .fixed(let value): value
            case .inset(let value): step - value
            case .ratio(let value): step * value
            }
        return size.isFinite ? max(size, 0) : automatic
    }
}

/// How bars and areas that share a value stack, as in Swift Charts.
public struct MarkStackingMethod: Equatable, CustomStringConvertible, Sendable {
    let name: String
    public var description: String { name }

    /// Stack marks starting at zero; negative values stack below zero.
    public static var standard: MarkStackingMethod { MarkStackingMethod(name: "standard") }
    /// Stack marks so that each stack fills the whole scale, 0 to 1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(name: "normalized") }
    /// Stack marks about the middle, as a stream graph does.
    public static var center: MarkStackingMethod { MarkStackingMethod(name: "center") }
    /// Don't stack marks: each starts at zero.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(name: "unstacked") }
}

/// How a line or an area joins its points, as in Swift Charts.
public struct InterpolationMethod: CustomStringConvertible, Sendable {
    enum Kind: Equatable, Sendable {
        case linear, catmullRom(alpha: CGFloat), cardinal(tension: CGFloat), monotone, stepStart, stepCenter, stepEnd
    }

    let kind: Kind
    public var description: String { "\(kind)" }

    /// Straight segments between the points.
    public static var linear: InterpolationMethod { InterpolationMethod(kind: .linear) }
    /// A Catmull-Rom spline through the points (centripetal, alpha 0.5).
    public static var catmullRom: InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha: 0.5)) }
    /// A Catmull-Rom spline through the points: alpha 0 uniform, 0.5 centripetal, 1 chordal.
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha: alpha)) }
    /// A cardinal spline through the points (tension 0).
    public static var cardinal: InterpolationMethod { InterpolationMethod(kind: .cardinal(tension: 0)) }
    /// A cardinal spline whose tension sets the length of its tangents (1 draws straight lines).
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension: tension)) }
    /// A cubic spline that preserves the monotonicity of the data.
    public static var monotone: InterpolationMethod { InterpolationMethod(kind: .monotone) }
    /// Steps, each point at the start of its step.
    public static var stepStart: InterpolationMethod { InterpolationMethod(kind: .stepStart) }
    /// Steps, each point at the centre of its step.
    public static var stepCenter: InterpolationMethod { InterpolationMethod(kind: .stepCenter) }
    /// Steps, each point at the end of its step.
    public static var stepEnd: InterpolationMethod { InterpolationMethod(kind: .stepEnd) }
}

/// Where an annotation or the legend goes relative to what it belongs to, as in Swift Charts.
public struct AnnotationPosition: Hashable, Sendable {
    let name: String

    /// Where the chart chooses: above a mark, below the plot for the legend.
    public static let automatic = AnnotationPosition(name: "automatic")
    /// Over the mark, in its middle.
    public static let overlay = AnnotationPosition(name: "overlay")
    /// At the mark's top side or corner.
    public static let top = AnnotationPosition(name: "top")
    /// At the mark's bottom side or corner.
    public static let bottom = AnnotationPosition(name: "bottom")
    /// At the mark's leading side or corner.
    public static let leading = AnnotationPosition(name: "leading")
    /// At the mark's trailing side or corner.
    public static let trailing = AnnotationPosition(name: "trailing")
    /// At the mark's topLeading side or corner.
    public static let topLeading = AnnotationPosition(name: "topLeading")
    /// At the mark's topTrailing side or corner.
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    /// At the mark's bottomLeading side or corner.
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    /// At the mark's bottomTrailing side or corner.
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// A shape a point mark or a line's points are drawn with, as in Swift Charts.
public protocol ChartSymbolShape: Shape {
    /// The part of the shape's unit box that looks its size: what a symbol's size measures.
    var perceptualUnitRect: CGRect { get }
}

/// One of the framework's symbol shapes: circle, square, triangle, diamond, pentagon, plus, cross,
/// asterisk.
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    enum Kind: Hashable, CaseIterable {
        case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
    }

    let kind: Kind
    /// The width of the outline when the symbol is stroked rather than filled.
    var borderWidth: CGFloat?

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol's outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let (cx, cy, r) = (rect.midX, rect.midY, min(rect.width, rect.height) / 2)
        func polygon(_ corners: Int, turn: Double = -Double.pi / 2, radius: CGFloat) -> Path {
            Path { path in
                for index in 0..<corners {
                    let angle = turn + 2 * Double.pi * Double(index) / Double(corners)
                    let point = CGPoint(x: cx + radius * CGFloat(cos(angle)), y: cy + radius * CGFloat(sin(angle)))
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.closeSubpath()
            }
        }
        func bars(_ angles: [Double]) -> Path {
            Path { path in
                for angle in angles {
                    let (dx, dy) = (r * CGFloat(cos(angle)), r * CGFloat(sin(angle)))
                    path.move(to: CGPoint(x: cx - dx, y: cy - dy))
                    path.addLine(to: CGPoint(x: cx + dx, y: cy + dy))
                }
            }
        }
        switch kind {
        case .circle: return Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
        case .square: return Path(CGRect(x: cx - r * 0.85, y: cy - r * 0.85, width: 1.7 * r, height: 1.7 * r))
        case .triangle: return polygon(3, radius: r * 1.1)
        case .diamond: return polygon(4, radius: r * 1.1)
        case .pentagon: return polygon(5, radius: r)
        case .plus: return bars([0, Double.pi / 2])
        case .cross: return bars([Double.pi / 4, 3 * Double.pi / 4])
        case .asterisk: return bars([Double.pi / 2, Double.pi / 6, 5 * Double.pi / 6])
        }
    }

    /// The same symbol, outlined rather than filled.
    public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape {
        var copy = self
        copy.borderWidth = lineWidth
        return copy
    }

    /// Whether the symbol is drawn as lines only (plus, cross, asterisk) or as an outline.
    var isStroked: Bool { borderWidth != nil || [.plus, .cross, .asterisk].contains(kind) }
}

nonisolated extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// The circle symbol.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// The square symbol.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// The triangle symbol.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// The diamond symbol.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// The pentagon symbol.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// The plus symbol.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// The cross symbol.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// The asterisk symbol.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}

/// A symbol shape of any type.
public struct AnyChartSymbolShape: ChartSymbolShape {
    let shape: any ChartSymbolShape

    /// Wraps `content`.
    public init(_ content: any ChartSymbolShape) {
        shape = content
    }

    public var perceptualUnitRect: CGRect { shape.perceptualUnitRect }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}
