import Foundation
import ViewArchive

/// A 2D outline, as in SwiftUI: lines and curves in points.
nonisolated public struct Path: Shape, Hashable {
    var elements: [PathElementValue] = []
    private var start: CGPoint?
    public private(set) var currentPoint: CGPoint?

    public init() {}

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) {
        elements.append(.move(x: Double(point.x), y: Double(point.y)))
        start = point
        currentPoint = point
    }

    public mutating func addLine(to point: CGPoint) {
        if currentPoint == nil { return move(to: point) }
        elements.append(.line(x: Double(point.x), y: Double(point.y)))
        currentPoint = point
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(x: Double(point.x), y: Double(point.y), controlX: Double(control.x), controlY: Double(control.y)))
        currentPoint = point
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(
            .curve(
                x: Double(point.x), y: Double(point.y), control1X: Double(control1.x), control1Y: Double(control1.y),
                control2X: Double(control2.x), control2Y: Double(control2.y)))
        currentPoint = point
    }

    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = start
    }

    public mutating func addRect(_ rect: CGRect) {
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
            CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let radius = min(cornerSize.width, cornerSize.height, rect.width / 2, rect.height / 2)
        guard radius > 0 else { return addRect(rect) }
        move(to: CGPoint(x: rect.minX + radius, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - radius, y: rect.minY))
        addArc(
            center: CGPoint(x: rect.maxX - radius, y: rect.minY + radius), radius: radius, startAngle: .degrees(-90), endAngle: .degrees(0),
            clockwise: false)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radius))
        addArc(
            center: CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius, startAngle: .degrees(0), endAngle: .degrees(90),
            clockwise: false)
        addLine(to: CGPoint(x: rect.minX + radius, y: rect.maxY))
        addArc(
            center: CGPoint(x: rect.minX + radius, y: rect.maxY - radius), radius: radius, startAngle: .degrees(90),
            endAngle: .degrees(180), clockwise: false)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
        addArc(
            center: CGPoint(x: rect.minX + radius, y: rect.minY + radius), radius: radius, startAngle: .degrees(180),
            endAngle: .degrees(270), clockwise: false)
        closeSubpath()
    }

    public mutating func addEllipse(in rect: CGRect) {
        // Four cubic curves: the usual approximation of a quarter ellipse.
        let k = 0.5522847498
        let (cx, cy, rx, ry) = (Double(rect.midX), Double(rect.midY), Double(rect.width) / 2, Double(rect.height) / 2)
        func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
        move(to: point(cx + rx, cy))
        addCurve(to: point(cx, cy + ry), control1: point(cx + rx, cy + ry * k), control2: point(cx + rx * k, cy + ry))
        addCurve(to: point(cx - rx, cy), control1: point(cx - rx * k, cy + ry), control2: point(cx - rx, cy + ry * k))
        addCurve(to: point(cx, cy - ry), control1: point(cx - rx, cy - ry * k), control2: point(cx - rx * k, cy - ry))
        addCurve(to: point(cx + rx, cy), control1: point(cx + rx * k, cy - ry), control2: point(cx + rx, cy - ry * k))
        closeSubpath()
    }

    /// An arc from `startAngle` to `endAngle`, in short straight steps: angles clockwise from the
    /// positive x axis, as in SwiftUI's flipped coordinates, `clockwise` the other way round.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise, sweep > 0 { sweep -= 2 * .pi }
        if !clockwise, sweep < 0 { sweep += 2 * .pi }
        let steps = max(Int((abs(sweep) / (.pi / 24)).rounded(.up)), 1)
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: Double(center.x) + Double(radius) * cos(angle), y: Double(center.y) + Double(radius) * sin(angle))
        }
        if currentPoint == nil { move(to: point(startAngle.radians)) } else { addLine(to: point(startAngle.radians)) }
        for step in 1...steps { addLine(to: point(startAngle.radians + sweep * Double(step) / Double(steps))) }
    }

    public mutating func addPath(_ path: Path) {
        elements += path.elements
        currentPoint = path.currentPoint
    }

    /// The smallest rectangle around the path's points and control points.
    public var boundingRect: CGRect {
        var xs: [Double] = [], ys: [Double] = []
        for element in elements {
            switch element {
            case .move(let x, let y), .line(let x, let y):
                xs.append(x)
                ys.append(y)
            case .quadCurve(let x, let y, let cx, let cy):
                xs += [x, cx]
                ys += [y, cy]
            case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
                xs += [x, c1x, c2x]
                ys += [y, c1y, c2y]
            case .close: break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public func path(in rect: CGRect) -> Path { self }
}

/// A 2D shape, as in SwiftUI: a view that fills the space it is offered with its outline, filled
/// with the foreground style unless `fill` or `stroke` says otherwise.
public protocol Shape: View, Sendable {
    nonisolated func path(in rect: CGRect) -> Path
}

/// A shape that can be inset, for `strokeBorder`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape the archive draws as itself rather than as the path it makes in one box.
package protocol ArchivableShape {
    var shapeValue: ShapeValue { get }
}

/// A shape that changes how the shape inside it is drawn: stroked, trimmed, turned.
package protocol ShapeDecoration {
    func decorate(_ value: inout ShapeViewValue, in environment: EnvironmentValues)
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// The shape as the archive keeps it: a built-in shape as itself, any other as the path it makes
    /// in the box the widget is drawn in, which the system scales to the box it gets.
    package nonisolated func archived(in environment: EnvironmentValues) -> ShapeViewValue {
        if let decoration = self as? any ShapeDecoration {
            var value = ShapeViewValue(shape: .rectangle)
            decoration.decorate(&value, in: environment)
            return value
        }
        if let builtIn = self as? any ArchivableShape { return ShapeViewValue(shape: builtIn.shapeValue) }
        let size = environment.archiveSize
        let path = path(in: CGRect(origin: .zero, size: size))
        return ShapeViewValue(shape: .path(elements: path.elements, width: Double(size.width), height: Double(size.height)))
    }

    /// Fills the shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content)
    }

    /// Strokes the shape's outline with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<StrokedShape<Self>, S> {
        _ShapeView(shape: StrokedShape(base: self, lineWidth: lineWidth, inside: false), style: content)
    }

    /// Strokes the shape's outline with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<StrokedShape<Self>, S> {
        _ShapeView(shape: StrokedShape(base: self, lineWidth: style.lineWidth, inside: false), style: content)
    }

    /// The shape's outline as a shape of its own, to fill with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> {
        StrokedShape(base: self, lineWidth: lineWidth, inside: false)
    }

    /// The shape's outline in `style`, as a shape of its own.
    public func stroke(style: StrokeStyle) -> StrokedShape<Self> {
        StrokedShape(base: self, lineWidth: style.lineWidth, inside: false)
    }

    /// The part of the outline from `from` to `to`, fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(base: self, from: startFraction, to: endFraction)
    }

    /// The shape turned about its centre.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(base: self, angle: angle)
    }
}

extension InsettableShape {
    /// Strokes inside the shape's outline, so the stroke stays within its frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView(shape: StrokedShape(base: self, lineWidth: lineWidth, inside: true), style: content)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: StrokedShape(base: self, lineWidth: style.lineWidth, inside: true), style: content)
    }
}

/// A shape drawn in a style: what `fill` and `stroke` make, and what a shape left as it is draws.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public var shape: Content
    public var style: Style

    public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        var value = shape.archived(in: environment)
        if value.stroke != nil {
            value.stroke?.paint = style.paintValue
        } else {
            value.fill = style.paintValue
        }
        nodes.append(.shape(value))
    }

    /// The drawn shape turned about its centre, as `rotationEffect` turns a view: the common
    /// `Circle().trim(…).stroke(…).rotationEffect(.degrees(-90))` of a progress ring.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _ShapeView<RotatedShape<Content>, Style> {
        _ShapeView<RotatedShape<Content>, Style>(shape: shape.rotation(angle, anchor: anchor), style: style)
    }
}

extension View {
    /// Turns the view about `anchor`. Shapes turn as drawn; other views are drawn unturned here
    /// (docs/swiftui-subset.md lists it).
    @_disfavoredOverload
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

    /// A shadow under the view; not drawn here (docs/swiftui-subset.md lists it).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    { self }
}

/// A shape's outline as a shape: `stroke(lineWidth:)`.
nonisolated public struct StrokedShape<Base: Shape>: Shape, ShapeDecoration {
    let base: Base
    let lineWidth: CGFloat
    let inside: Bool

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    package func decorate(_ value: inout ShapeViewValue, in environment: EnvironmentValues) {
        value = base.archived(in: environment)
        value.stroke = StrokeValue(paint: nil, lineWidth: Double(lineWidth), inside: inside)
    }
}

/// Part of a shape's outline: `trim(from:to:)`.
nonisolated public struct TrimmedShape<Base: Shape>: Shape, ShapeDecoration {
    let base: Base
    let from: CGFloat
    let to: CGFloat

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    package func decorate(_ value: inout ShapeViewValue, in environment: EnvironmentValues) {
        value = base.archived(in: environment)
        value.trimFrom = Double(from)
        value.trimTo = Double(to)
    }
}

/// A shape turned about its centre: `rotation(_:)`.
nonisolated public struct RotatedShape<Base: Shape>: Shape, ShapeDecoration {
    let base: Base
    let angle: Angle

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    package func decorate(_ value: inout ShapeViewValue, in environment: EnvironmentValues) {
        value = base.archived(in: environment)
        value.rotation = (value.rotation ?? 0) + angle.degrees
    }
}
