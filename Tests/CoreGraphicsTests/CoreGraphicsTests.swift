import CoreGraphics
import Foundation
import Testing

/// Transforms compose as Core Graphics documents them, paths measure their bounds as it does, and
/// colours keep their components and spaces.
@Suite struct CoreGraphicsTests {
    static func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func aConcatenationAppliesTheFirstTransformFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        let point = CGPoint(x: 1, y: 1)
        #expect(point.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        #expect(point.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
        // translatedBy, scaledBy and rotated put their own step before the transform's.
        #expect(point.applying(move.scaledBy(x: 2, y: 3)) == point.applying(scale.concatenating(move)))
        #expect(point.applying(scale.translatedBy(x: 10, y: 20)) == point.applying(move.concatenating(scale)))
        #expect(Self.close(point.applying(CGAffineTransform.identity.rotated(by: .pi / 2)), CGPoint(x: -1, y: 1)))
    }

    @Test func anInverseUndoesTheTransformAndOneThatCannotBeUndoneIsReturnedAsItIs() {
        let transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 4, y: -7)
        let point = CGPoint(x: 3, y: 5)
        #expect(Self.close(point.applying(transform).applying(transform.inverted()), point))
        #expect(transform.concatenating(transform.inverted()).a.distance(to: 1) < 1e-9)
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
        #expect(CGAffineTransform.identity.isIdentity && !transform.isIdentity)
    }

    @Test func sizesIgnoreTranslationAndRectsBecomeTheBoundsOfTheirCorners() {
        let transform = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: 2)
        #expect(CGSize(width: 3, height: 4).applying(transform) == CGSize(width: 6, height: 8))
        let rotated = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(Self.close(rotated, CGRect(x: -1, y: 0, width: 1, height: 2)))
        #expect(CGRect.null.applying(transform).isNull)
    }

    @Test func aPathsBoundingBoxHoldsItsControlPointsAndItsPathBoxOnlyTheCurve() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.boundingBox.isNull && path.currentPoint == .zero)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        // The curve's top is halfway to its control point.
        #expect(Self.close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5)))
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
    }

    @Test func rectsEllipsesAndArcsMeasureAsDrawn() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 10, y: 20, width: 40, height: 20))
        #expect(Self.close(path.boundingBox, CGRect(x: 10, y: 20, width: 40, height: 20)))
        #expect(Self.close(path.boundingBoxOfPath, CGRect(x: 10, y: 20, width: 40, height: 20)))
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(Self.close(arc.boundingBoxOfPath, CGRect(x: -10, y: 0, width: 20, height: 10)))
        #expect(Self.close(arc.currentPoint, CGPoint(x: -10, y: 0)))
        let other = CGMutablePath()
        other.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(Self.close(other.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 10)))
        let moved = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2), transform: nil).copy(using: [
            CGAffineTransform(translationX: 1, y: 1)
        ])
        #expect(moved?.boundingBox == CGRect(x: 1, y: 1, width: 4, height: 2))
    }

    @Test func containsFollowsTheFillRule() {
        let rings = CGMutablePath()
        rings.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        rings.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        let centre = CGPoint(x: 5, y: 5)
        #expect(rings.contains(centre, using: .winding))
        #expect(!rings.contains(centre, using: .evenOdd))
        #expect(rings.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
        #expect(!rings.contains(CGPoint(x: 11, y: 5)))
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(circle.contains(CGPoint(x: 5, y: 5)))
        #expect(!circle.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(circle.contains(CGPoint(x: 25, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
    }

    @Test func coloursKeepTheirComponentsSpaceAndAlpha() {
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
        #expect(orange.components == [1, 0.5, 0, 0.8])
        #expect(orange.numberOfComponents == 4 && orange.alpha == 0.8)
        #expect(orange.colorSpace?.model == .rgb)
        #expect(orange.copy(alpha: 0.2)?.components == [1, 0.5, 0, 0.2])
        #expect(CGColor.black.components == [0, 1] && CGColor.clear.alpha == 0)
        #expect(CGColor(gray: 0.5, alpha: 1).colorSpace?.numberOfComponents == 1)
        let p3 = CGColorSpace(name: CGColorSpace.displayP3)
        #expect(p3?.model == .rgb && (p3?.name as String?) == "kCGColorSpaceDisplayP3")
        #expect(CGColorSpace(name: "kCGColorSpaceNothing" as CFString) == nil)
        #expect(CGColorSpaceCreateDeviceRGB().numberOfComponents == 3)
        var components: [CGFloat] = [0.1, 0.2, 0.3, 1]
        let made = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: &components)
        #expect(made?.components == [0.1, 0.2, 0.3, 1])
    }
}
