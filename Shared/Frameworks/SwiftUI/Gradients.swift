import Foundation
import ViewArchive

/// A point in a box, in fractions of its width and height from its top leading corner.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    var value: UnitPointValue { UnitPointValue(x: Double(x), y: Double(y)) }
}

/// Colours at locations from 0 to 1.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat(Double($0) / last)) }
    }

    var values: [GradientValue.Stop] { stops.map { GradientValue.Stop(color: $0.color.value, location: Double($0.location)) } }
}

/// A gradient as a view and a style: it fills the space it is offered, or the text and shapes it styles.
package protocol GradientView: View, PaintingShapeStyle, PrimitiveView {
    nonisolated var value: GradientValue { get }
}

extension GradientView {
    package nonisolated var paint: PaintValue? { PaintValue(gradient: value) }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.gradient(value))
    }
}

/// Colours along a line from `startPoint` to `endPoint`.
nonisolated public struct LinearGradient: View, ShapeStyle, GradientView {
    package let value: GradientValue

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        value = GradientValue(kind: .linear, stops: gradient.values, start: startPoint.value, end: endPoint.value)
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

/// Colours in circles out from `center`, between two radii in points.
nonisolated public struct RadialGradient: View, ShapeStyle, GradientView {
    package let value: GradientValue

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        value = GradientValue(
            kind: .radial, stops: gradient.values, start: center.value, end: center.value, startRadius: Double(startRadius),
            endRadius: Double(endRadius))
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// Colours around `center`, drawn here as circles out from it.
nonisolated public struct AngularGradient: View, ShapeStyle, GradientView {
    package let value: GradientValue

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        value = GradientValue(kind: .angular, stops: gradient.values, start: center.value, end: center.value)
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }
}

/// A gradient made for a colour: `Color.red.gradient`.
nonisolated public struct AnyGradient: View, ShapeStyle, GradientView {
    package let value: GradientValue

    init(_ value: GradientValue) {
        self.value = value
    }
}
