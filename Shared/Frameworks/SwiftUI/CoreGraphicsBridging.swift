import CoreGraphics
import Foundation
import ViewArchive

// Core Graphics' paths and colours handed to SwiftUI, as widget code does to draw a path it built with
// `CGMutablePath` or a colour it has as a `CGColor`: each becomes SwiftUI's own, and is drawn as SwiftUI's is.

extension Path {
    /// A path with the elements of a Core Graphics path.
    public init(_ path: CGPath) {
        self.init()
        for element in path.elements {
            switch element {
            case .move(let point): move(to: point)
            case .line(let point): addLine(to: point)
            case .quadCurve(let to, let control): addQuadCurve(to: to, control: control)
            case .curve(let to, let control1, let control2): addCurve(to: to, control1: control1, control2: control2)
            case .close: closeSubpath()
            }
        }
    }

    /// A path with the elements of a mutable Core Graphics path, as it is now.
    public init(_ path: CGMutablePath) {
        self.init(path as CGPath)
    }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .move(let x, let y): path.move(to: CGPoint(x: x, y: y))
            case .line(let x, let y): path.addLine(to: CGPoint(x: x, y: y))
            case .quadCurve(let x, let y, let controlX, let controlY):
                path.addQuadCurve(to: CGPoint(x: x, y: y), control: CGPoint(x: controlX, y: controlY))
            case .curve(let x, let y, let control1X, let control1Y, let control2X, let control2Y):
                path.addCurve(
                    to: CGPoint(x: x, y: y), control1: CGPoint(x: control1X, y: control1Y), control2: CGPoint(x: control2X, y: control2Y))
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}

extension Color {
    /// A colour from a Core Graphics colour: its components, a gray's standing for all three, drawn as sRGB.
    public init(cgColor: CGColor) {
        let (red, green, blue, alpha) = cgColor.rgba
        self.init(red: red, green: green, blue: blue, opacity: alpha)
    }

    /// A colour from a Core Graphics colour: the name code written before iOS 15 uses.
    public init(_ cgColor: CGColor) {
        self.init(cgColor: cgColor)
    }
}
