import Foundation

/// One element of a path, as `CGPath.applyWithBlock` hands them out.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// How the inside of a path is decided: by winding number, or by crossing an odd number of edges.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// An immutable path: moves, lines, quadratic and cubic curves and closed subpaths. Arcs and ellipses
/// are kept as cubic curves, as Core Graphics keeps them.
public class CGPath: Hashable, @unchecked Sendable {
    // @unchecked Sendable: a `CGPath` never changes once made; only its subclass `CGMutablePath` changes
    // its elements, and Apple's is not Sendable either when mutable. Share one only after building it.

    /// An element with its points: the end point last.
    package enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    package fileprivate(set) var elements: [Element] = []
    init(elements: [Element] = []) {
        for element in elements { append(element) }
    }

    /// A path of the rectangle, transformed by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path of the ellipse in the rectangle, transformed by `transform` when given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path of the rectangle with rounded corners, transformed by `transform` when given.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    fileprivate func append(_ element: Element) {
        elements.append(element)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element; `.zero` for an empty path, as Core Graphics answers.
    public var currentPoint: CGPoint {
        var point = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let to): point = to; start = to
            case .line(let to), .quadCurve(let to, _), .curve(let to, _, _): point = to
            case .close: point = start
            }
        }
        return point
    }

    /// The smallest rectangle holding every point of the path, control points included; the null
    /// rectangle for an empty path.
    public var boundingBox: CGRect {
        Self.bounds(
            of: elements.flatMap { element -> [CGPoint] in
                switch element {
                case .move(let p), .line(let p): [p]
                case .quadCurve(let to, let control): [to, control]
                case .curve(let to, let c1, let c2): [to, c1, c2]
                case .close: []
                }
            })
    }

    /// The smallest rectangle holding the path as drawn: curves by their extremes, not their control points.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var last = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                points.append(p)
                last = p
            case .quadCurve(let to, let control):
                // A quadratic curve is the cubic with control points two thirds of the way to its control.
                let c1 = CGPoint(x: last.x + 2 / 3 * (control.x - last.x), y: last.y + 2 / 3 * (control.y - last.y))
                let c2 = CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                points += Self.cubicExtremes(last, c1, c2, to)
                last = to
            case .curve(let to, let c1, let c2):
                points += Self.cubicExtremes(last, c1, c2, to)
                last = to
            case .close: break
            }
        }
        return Self.bounds(of: points)
    }

    /// Whether `point` is inside the path filled by `rule`, with the path first mapped by `transform`.
    /// Curves are followed as lines 1/64 of their length apart.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polygons() {
            let mapped = polygon.map { $0.applying(transform) }
            guard mapped.count > 2 else { continue }
            for index in mapped.indices {
                let from = mapped[index]
                let to = mapped[(index + 1) % mapped.count]
                guard (from.y <= point.y) != (to.y <= point.y) else { continue }
                let crossingX = from.x + (point.y - from.y) / (to.y - from.y) * (to.x - from.x)
                if crossingX > point.x {
                    crossings += 1
                    winding += to.y > from.y ? 1 : -1
                }
            }
        }
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }

    /// Each subpath as the polygon its curves flatten to; every subpath counts as closed for filling.
    func polygons() -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                if !current.isEmpty { result.append(current) }
                current = [p]
                last = p
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p)
                last = p
            case .quadCurve(let to, let control):
                if current.isEmpty { current = [last] }
                for step in 1...64 {
                    let t = CGFloat(step) / 64
                    let u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * last.x + 2 * u * t * control.x + t * t * to.x,
                            y: u * u * last.y + 2 * u * t * control.y + t * t * to.y))
                }
                last = to
            case .curve(let to, let c1, let c2):
                if current.isEmpty { current = [last] }
                for step in 1...64 { current.append(Self.cubicPoint(last, c1, c2, to, at: CGFloat(step) / 64)) }
                last = to
            case .close:
                if let first = current.first { last = first }
                if !current.isEmpty { result.append(current) }
                current = []
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy that can be added to.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A copy mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let path = CGMutablePath()
        path.addPath(self, transform: transform?.pointee ?? .identity)
        return CGPath(elements: path.elements)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The curve's ends and the points where it turns in x or in y: the roots of its derivative.
    static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var times: [CGFloat] = []
        for axis in [\CGPoint.x, \CGPoint.y] {
            let (v0, v1, v2, v3) = (p0[keyPath: axis], p1[keyPath: axis], p2[keyPath: axis], p3[keyPath: axis])
            // The derivative's coefficients, divided by 3: a·t² + b·t + c.
            let a = -v0 + 3 * v1 - 3 * v2 + v3
            let b = 2 * (v0 - 2 * v1 + v2)
            let c = v1 - v0
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { times.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    times += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
        }
        return [p0, p3] + times.filter { $0 > 0 && $0 < 1 }.map { cubicPoint(p0, p1, p2, p3, at: $0) }
    }
}

/// A path that can be added to: each `add` appends to the current subpath, mapped by `transform`.
public class CGMutablePath: CGPath, @unchecked Sendable {
    // @unchecked Sendable: as Apple's, a mutable path is meant for one thread while it is built.

    /// An empty path.
    public init() {
        super.init()
    }

    override init(elements: [Element] = []) {
        super.init(elements: elements)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point.applying(transform)))
    }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.line(point.applying(transform)))
    }

    /// Lines through `points`: a move to the first, then a line to each of the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        append(.curve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    /// A closed subpath around `rect`: from its origin along x, then y, then back.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// A closed subpath around each rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inside `rect`, as four cubic curves starting at the middle of its right edge.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        // The distance of each control point from its end, as a fraction of the radius, for a quarter circle.
        let k: CGFloat = 0.552_284_749_831
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry),
            transform: transform)
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry),
            transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry),
            transform: transform)
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry),
            transform: transform)
        closeSubpath()
    }

    /// A closed rectangle whose corners are quarter ellipses `cornerWidth` by `cornerHeight`, each at most half the rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(max(cornerWidth, 0), r.width / 2)
        let h = min(max(cornerHeight, 0), r.height / 2)
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.552_284_749_831
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + h - k * h), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h),
            control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - h + k * h), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h),
            control2: CGPoint(x: r.minX + w - k * w, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` (radians), turning towards
    /// smaller angles when `clockwise`; a line joins the current point to the arc's start, when there is one.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        let fullTurn = 2 * CGFloat.pi
        if clockwise {
            while sweep > 0 { sweep -= fullTurn }
            if sweep < -fullTurn { sweep = -fullTurn }
        } else {
            while sweep < 0 { sweep += fullTurn }
            if sweep > fullTurn { sweep = fullTurn }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if isEmpty || elements.last == .close { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        // The control points' distance along the tangent for an arc of `step` radians.
        let handle = 4 / 3 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let from = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let to = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            let control1 = CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle))
            let control2 = CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next))
            addCurve(to: to, control1: control1, control2: control2, transform: transform)
            angle = next
        }
    }

    /// Another path's elements, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements {
            switch element {
            case .move(let p): append(.move(p.applying(transform)))
            case .line(let p): append(.line(p.applying(transform)))
            case .quadCurve(let to, let control): append(.quadCurve(to: to.applying(transform), control: control.applying(transform)))
            case .curve(let to, let c1, let c2):
                append(.curve(to: to.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
            case .close: append(.close)
            }
        }
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !isEmpty else { return }
        append(.close)
    }
}
