import Foundation

/// A two-dimensional vector: a change in position, as gestures and physics give it.
public struct CGVector: Equatable, Hashable, Codable, Sendable {
    /// The change along x.
    public var dx: CGFloat
    /// The change along y.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        dx = 0
        dy = 0
    }

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector with the given components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector with the given components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector() }
}
