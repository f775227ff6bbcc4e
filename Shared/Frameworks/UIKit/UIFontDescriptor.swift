import Foundation
import ViewArchive

/// A font's attributes apart from its size, from which fonts of another design, traits or size are made:
/// `UIFont(descriptor: font.fontDescriptor.withDesign(.rounded)!, size: 0)`.
///
/// Immutable and shared between threads as Apple's is: unchecked because an `open` `NSObject` subclass
/// cannot be checked; its properties are constants.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    package let face: FontFace

    /// The size of the fonts it makes when they give none, in points.
    public let pointSize: CGFloat

    package init(face: FontFace, size: CGFloat) {
        self.face = face
        self.pointSize = size
        super.init()
    }

    /// The font's PostScript name.
    open var postscriptName: String { face.postScriptName }

    /// Its bold, italic and monospaced traits.
    open var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if face.isItalic { traits.insert(.traitItalic) }
        if [.semibold, .bold, .heavy, .black].contains(face.weight) { traits.insert(.traitBold) }
        if face.design == .monospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The descriptor of a text style's font at the device's text size (`.large` here).
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    /// The descriptor of a text style's font for a trait collection: at the `.large` size whatever its category here.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFontDescriptor
    {
        let font = style.defaultFont
        var face = FontFace.system(weight: UIFont.Weight.named(font.weight))
        face.textStyle = style.rawValue
        return UIFontDescriptor(face: face, size: CGFloat(font.size))
    }

    /// The same attributes at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { UIFontDescriptor(face: face, size: newPointSize) }

    /// The system font's descriptor in another of its designs (rounded, serif, monospaced); nil for a font by name,
    /// which has no other design, as on iOS.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard face.isSystem else { return nil }
        var face = face
        face.design = design.value
        let suffix = FontFace.weightName(face.weight)
        switch design {
        case .default: (face.familyName, face.postScriptName) = (".AppleSystemUIFont", ".SFUI-\(suffix)")
        case .rounded: (face.familyName, face.postScriptName) = (".AppleSystemUIFontRounded", ".SFUIRounded-\(suffix)")
        case .serif: (face.familyName, face.postScriptName) = (".AppleSystemUIFontSerif", ".NewYork-\(suffix)")
        case .monospaced: (face.familyName, face.postScriptName) = (".AppleSystemUIFontMonospaced", ".SFMono-\(suffix)")
        default: break
        }
        return UIFontDescriptor(face: face, size: pointSize)
    }

    /// The same font with exactly `symbolicTraits`: bold makes it bold (and its absence regular), italic italic,
    /// monospace the system font's monospaced design. Nil when a font by name has no face with those traits here.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var face = face
        let bold = symbolicTraits.contains(.traitBold)
        if bold != self.symbolicTraits.contains(.traitBold) {
            face.weightValue = bold ? UIFont.Weight.bold.rawValue : UIFont.Weight.regular.rawValue
        }
        face.isItalic = symbolicTraits.contains(.traitItalic)
        if symbolicTraits.contains(.traitMonoSpace) { face.design = .monospaced }
        if face.isSystem {
            face.postScriptName = ".SFUI-\(FontFace.weightName(face.weight))\(face.isItalic ? "Italic" : "")"
            return UIFontDescriptor(face: face, size: pointSize)
        }
        // A font by name: the family's font with those traits, if iOS has one.
        let family = FontFace.families.first { $0.name == face.familyName }
        guard let font = family?.fonts.first(where: { $0.weight == face.weight && $0.italic == face.isItalic }), let family else {
            return nil
        }
        return UIFontDescriptor(face: FontFace.face(font, of: family), size: pointSize)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return other.face == face && other.pointSize == pointSize
    }

    open override var hash: Int { face.hashValue ^ pointSize.hashValue }
}

extension UIFontDescriptor {
    /// A font's traits as flags: bold, italic, monospaced and the rest of UIKit's, with UIKit's values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font's designs.
    public struct SystemDesign: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")

        var value: FontDesignValue {
            switch self {
            case .rounded: .rounded
            case .serif: .serif
            case .monospaced: .monospaced
            default: .default
            }
        }
    }
}

extension UIFont.Weight {
    /// UIKit's weight of a named weight.
    package static func named(_ weight: FontWeightValue) -> UIFont.Weight {
        switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}
