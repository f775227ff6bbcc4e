import Foundation
import SwiftUI

/// The path through a line's points that an interpolation method draws: straight segments, cubic
/// curves (Catmull-Rom, cardinal, monotone) or steps.
package enum Interpolation {
    /// Adds the path through `points` to `path`: moving to the first point, or drawing a line to it when
    /// `connect` is true (an area's return edge).
    static func append(_ points: [CGPoint], method: InterpolationMethod.Kind, to path: inout Path, connect: Bool = false) {
        guard let first = points.first else { return }
        if connect { path.addLine(to: first) } else { path.move(to: first) }
        guard points.count > 1 else { return }
        switch method {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart:
            for (from, to) in zip(points, points.dropFirst()) {
                path.addLine(to: CGPoint(x: to.x, y: from.y))
                path.addLine(to: to)
            }
        case .stepEnd:
            for (from, to) in zip(points, points.dropFirst()) {
                path.addLine(to: CGPoint(x: from.x, y: to.y))
                path.addLine(to: to)
            }
        case .stepCenter:
            for (from, to) in zip(points, points.dropFirst()) {
                let middle = (from.x + to.x) / 2
                path.addLine(to: CGPoint(x: middle, y: from.y))
                path.addLine(to: CGPoint(x: middle, y: to.y))
                path.addLine(to: to)
            }
        case .cardinal(let tension):
            let k = (1 - tension) / 6
            for index in 0..<(points.count - 1) {
                let (p0, p1, p2, p3) = neighbours(points, index)
                let control1 = CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y))
                let control2 = CGPoint(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y))
                path.addCurve(to: p2, control1: control1, control2: control2)
            }
        case .catmullRom(let alpha):
            for index in 0..<(points.count - 1) {
                let (p0, p1, p2, p3) = neighbours(points, index)
                let (control1, control2) = catmullRomControls(p0, p1, p2, p3, alpha: Double(alpha))
                path.addCurve(to: p2, control1: control1, control2: control2)
            }
        case .monotone:
            let tangents = monotoneTangents(points)
            for index in 0..<(points.count - 1) {
                let (p1, p2) = (points[index], points[index + 1])
                let third = (p2.x - p1.x) / 3
                path.addCurve(
                    to: p2, control1: CGPoint(x: p1.x + third, y: p1.y + tangents[index] * third),
                    control2: CGPoint(x: p2.x - third, y: p2.y - tangents[index + 1] * third))
            }
        }
    }

    /// The points before and after the segment from `index` to `index + 1`, the ends repeated.
    private static func neighbours(_ points: [CGPoint], _ index: Int) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        let p1 = points[index], p2 = points[index + 1]
        let p0 = index > 0 ? points[index - 1] : p1
        let p3 = index + 2 < points.count ? points[index + 2] : p2
        return (p0, p1, p2, p3)
    }

    /// The Bézier controls of a Catmull-Rom segment from p1 to p2 whose knots are spaced by distance
    /// to the power `alpha` (Barry and Goldman's form); at an end, the control is the end itself.
    private static func catmullRomControls(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, alpha: Double)
        -> (CGPoint, CGPoint)
    {
        func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(b.x - a.x, b.y - a.y)) }
        let (d01, d12, d23) = (pow(distance(p0, p1), alpha), pow(distance(p1, p2), alpha), pow(distance(p2, p3), alpha))
        var control1 = p1, control2 = p2
        if p0 != p1, d01 > 1e-12 {
            let weight = 2 * d01 * d01 + 3 * d01 * d12 + d12 * d12
            let norm = 3 * d01 * (d01 + d12)
            control1 = CGPoint(
                x: (Double(p1.x) * weight - Double(p0.x) * d12 * d12 + Double(p2.x) * d01 * d01) / norm,
                y: (Double(p1.y) * weight - Double(p0.y) * d12 * d12 + Double(p2.y) * d01 * d01) / norm)
        }
        if p2 != p3, d23 > 1e-12 {
            let weight = 2 * d23 * d23 + 3 * d23 * d12 + d12 * d12
            let norm = 3 * d23 * (d23 + d12)
            control2 = CGPoint(
                x: (Double(p2.x) * weight + Double(p1.x) * d23 * d23 - Double(p3.x) * d12 * d12) / norm,
                y: (Double(p2.y) * weight + Double(p1.y) * d23 * d23 - Double(p3.y) * d12 * d12) / norm)
        }
        return (control1, control2)
    }

    /// Tangents (dy/dx) that keep a cubic through the points monotone between them (Steffen's method):
    /// zero at a peak or a trough, never steeper than the secants allow.
    static func monotoneTangents(_ points: [CGPoint]) -> [CGFloat] {
        let count = points.count
        guard count > 1 else { return Array(repeating: 0, count: count) }
        var widths: [CGFloat] = [], secants: [CGFloat] = []
        for index in 0..<(count - 1) {
            let width = points[index + 1].x - points[index].x
            widths.append(width)
            secants.append(width != 0 ? (points[index + 1].y - points[index].y) / width : 0)
        }
        var tangents = Array(repeating: CGFloat(0), count: count)
        for index in 1..<max(count - 1, 1) where index < count - 1 {
            let (s0, s1, h0, h1) = (secants[index - 1], secants[index], widths[index - 1], widths[index])
            let blended = h0 + h1 != 0 ? (s0 * h1 + s1 * h0) / (h0 + h1) : 0
            let sign = (s0 > 0 ? 1 : s0 < 0 ? -1 : 0) + (s1 > 0 ? 1 : s1 < 0 ? -1 : 0)
            tangents[index] = CGFloat(sign) * min(abs(s0), abs(s1), abs(blended) / 2)
        }
        if count == 2 {
            tangents[0] = secants[0]
            tangents[1] = secants[0]
        } else {
            tangents[0] = (3 * secants[0] - tangents[1]) / 2
            tangents[count - 1] = (3 * secants[count - 2] - tangents[count - 2]) / 2
        }
        return tangents
    }
}
