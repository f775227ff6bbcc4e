import Foundation

/// A colour: its components in a colour space, and its alpha. SwiftUI's `Color(cgColor:)` draws it.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked Sendable: every stored property is an immutable `let`; `CGColorSpace` is Sendable, and
    // the components are values.

    /// The colour space its components are in.
    public let colorSpace: CGColorSpace?
    private let values: [CGFloat]

    /// A colour from `components` in `space`: one per component of the space, then alpha; nil when the
    /// count is wrong or a component is not a finite number.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        let values = Array(UnsafeBufferPointer(start: components, count: count))
        guard values.allSatisfy(\.isFinite) else { return nil }
        colorSpace = space
        self.values = values
    }

    private init(space: CGColorSpace, values: [CGFloat]) {
        colorSpace = space
        self.values = values
    }

    /// A colour in the generic RGB space; each component from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: "kCGColorSpaceGenericRGB", model: .rgb), values: [red, green, blue, alpha])
    }

    /// A colour in the sRGB space; each component from 0 to 1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.sRGB, model: .rgb), values: [red, green, blue, alpha])
    }

    /// A colour in the generic gray space; `gray` from 0 (black) to 1 (white).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.genericGrayGamma2_2, model: .monochrome), values: [gray, alpha])
    }

    /// A colour in the gray space with a gamma of 2.2.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// The components, alpha last.
    public var components: [CGFloat]? { values }

    /// How many components, alpha included.
    public var numberOfComponents: Int { values.count }

    /// The alpha, from 0 (transparent) to 1 (opaque).
    public var alpha: CGFloat { values.last ?? 1 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, alpha.isFinite else { return nil }
        return CGColor(space: space, values: values.dropLast() + [alpha])
    }

    /// A copy of the colour.
    public func copy() -> CGColor? {
        guard let space = colorSpace else { return nil }
        return CGColor(space: space, values: values)
    }

    /// Opaque black, in the gray space.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, in the gray space.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black, in the gray space.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Red, green, blue and alpha from 0 to 1, clamped, as the renderers draw the colour: a gray's one
    /// component stands for all three.
    package var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        let clamped = values.map { Double(min(max($0, 0), 1)) }
        if clamped.count == 2 { return (clamped[0], clamped[0], clamped[0], clamped[1]) }
        guard clamped.count >= 4 else { return (0, 0, 0, 1) }
        return (clamped[0], clamped[1], clamped[2], clamped[3])
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(values)
    }

    /// The space's name and the components, as Core Graphics describes a colour.
    public var description: String {
        "<CGColor> [\((colorSpace?.name as String?) ?? "device")] ( \(values.map { "\($0)" }.joined(separator: " ")) )"
    }
}
