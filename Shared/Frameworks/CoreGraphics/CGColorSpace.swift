import Foundation

/// How a colour's components are read: the model (RGB, gray) and, by name, which RGB or gray.
/// Nothing is converted between spaces here; the renderers draw every colour as sRGB.
public final class CGColorSpace: Hashable, @unchecked Sendable {
    // @unchecked Sendable: both stored properties are immutable `let`s; `NSString` is not marked Sendable
    // on Linux, though an immutable one is safe to share.

    /// The space's name, one of the class's named spaces.
    public let name: CFString?
    /// The colour model.
    public let model: CGColorSpaceModel

    init(name: CFString?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// The named colour space, or nil when `name` is not one Core Graphics knows.
    public convenience init?(name: CFString) {
        guard let model = Self.models[name as String] else { return nil }
        self.init(name: name, model: model)
    }

    /// How many components a colour in this space has, not counting alpha.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && (lhs.name as String?) == (rhs.name as String?)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name as String?)
    }

    // The names are immutable `NSString`s, which Linux does not mark Sendable: `nonisolated(unsafe)` for each,
    // as nothing ever changes them.

    /// The standard RGB space of the web and of most images.
    nonisolated(unsafe) public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// sRGB extended below 0 and above 1.
    nonisolated(unsafe) public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// sRGB with linear components.
    nonisolated(unsafe) public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// Linear sRGB extended below 0 and above 1.
    nonisolated(unsafe) public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    /// The wide gamut of Apple's displays.
    nonisolated(unsafe) public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Display P3 extended below 0 and above 1.
    nonisolated(unsafe) public static let extendedDisplayP3: CFString = "kCGColorSpaceExtendedDisplayP3"
    /// Generic RGB with linear components.
    nonisolated(unsafe) public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    /// Gray with a gamma of 2.2, which `CGColor(gray:alpha:)` uses.
    nonisolated(unsafe) public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Gray with linear components.
    nonisolated(unsafe) public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// Gray extended below 0 and above 1.
    nonisolated(unsafe) public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    /// Adobe RGB (1998).
    nonisolated(unsafe) public static let adobeRGB1998: CFString = "kCGColorSpaceAdobeRGB1998"
    /// ITU-R BT.709, the space of HD video.
    nonisolated(unsafe) public static let itur_709: CFString = "kCGColorSpaceITUR_709"
    /// ITU-R BT.2020, the space of UHD video.
    nonisolated(unsafe) public static let itur_2020: CFString = "kCGColorSpaceITUR_2020"

    /// Each named space's model.
    private static let models: [String: CGColorSpaceModel] = [
        sRGB as String: .rgb, extendedSRGB as String: .rgb, linearSRGB as String: .rgb, extendedLinearSRGB as String: .rgb,
        displayP3 as String: .rgb, extendedDisplayP3 as String: .rgb, genericRGBLinear as String: .rgb,
        adobeRGB1998 as String: .rgb, itur_709 as String: .rgb, itur_2020 as String: .rgb,
        genericGrayGamma2_2 as String: .monochrome, linearGray as String: .monochrome, extendedGray as String: .monochrome,
    ]
}

/// A colour space's model.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

/// The device's RGB space: sRGB here, as it is on iOS's displays.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: nil, model: .rgb)
}

/// The device's gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: nil, model: .monochrome)
}
