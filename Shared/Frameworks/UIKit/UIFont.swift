import Foundation
import ViewArchive
import ViewLayout

// UIKit's fonts as widget code makes them: the system font by size, weight and text style, and a few of
// iOS's own fonts by name. Every font is drawn in the drawings' font (Inter, close to SF Pro) at its size and
// weight, and measures with the same tables the layout measures text with (`TextMetrics`), so that what a
// widget computes from a font's line height is what the layout gives its text.

/// A font: its face and its size in points.
///
/// UIKit's fonts are immutable and may be shared between threads, as Apple's are (`Sendable`): each of
/// these is unchecked because an `open` `NSObject` subclass cannot be checked, and every property is a
/// constant set when the font is made.
open class UIFont: NSObject, @unchecked Sendable {
    /// What the font is, apart from its size.
    package let face: FontFace

    /// The size of the font in points.
    public let pointSize: CGFloat

    package init(face: FontFace, size: CGFloat) {
        self.face = face
        // A size the drawings cannot use (negative, infinite, NaN) is the system's default size, as UIKit
        // falls back to for a size of zero or less.
        self.pointSize = size.isFinite && size > 0 ? size : UIFont.systemFontSize
        super.init()
    }

    /// One of iOS's fonts by its PostScript name ("Menlo-Bold") or family name ("Avenir Next"); nil for a
    /// name iOS does not ship (`UIFont.familyNames` lists those known here).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FontFace.named(fontName) else { return nil }
        self.init(face: face, size: fontSize)
    }

    /// The font a descriptor describes, at `pointSize`, or at the descriptor's own size when `pointSize` is 0.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(face: descriptor.face, size: pointSize > 0 ? pointSize : descriptor.pointSize)
    }

    // MARK: The system font

    /// The system font at `fontSize`, in the regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: .system(weight: weight), size: fontSize)
    }

    /// The system font at `fontSize`, in bold.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The system font at `fontSize`, in italic: drawn upright here, as SwiftUI's `italic()` is (docs/swiftui-subset.md, "UIKit").
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        var face = FontFace.system(weight: .regular)
        face.isItalic = true
        face.postScriptName = ".SFUI-RegularItalic"
        return UIFont(face: face, size: fontSize)
    }

    /// The system font at `fontSize` and `weight` with every character one width: SF Mono on iOS.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        var face = FontFace.system(weight: weight)
        face.design = .monospaced
        face.familyName = ".AppleSystemUIFontMonospaced"
        face.postScriptName = ".SFMono-\(FontFace.weightName(face.weight))"
        return UIFont(face: face, size: fontSize)
    }

    /// The system font at `fontSize` and `weight` with digits of one width; its other characters are the system font's.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        var face = FontFace.system(weight: weight)
        face.hasMonospacedDigits = true
        return UIFont(face: face, size: fontSize)
    }

    /// The font of a text style at the device's text size, which is `.large` here: the sizes and weights Apple's
    /// Human Interface Guidelines list for it, the same the layout gives SwiftUI's `Font.TextStyle`.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style for a trait collection: at the `.large` size whatever its category here
    /// (docs/swiftui-subset.md, "UIKit" says so).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style, compatibleWith: traitCollection)
        return UIFont(descriptor: descriptor, size: 0)
    }

    /// The size of the standard system font: 14 points.
    open class var systemFontSize: CGFloat { 14 }
    /// The size of the small system font: 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The size of a label's font: 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of a button's font: 18 points.
    open class var buttonFontSize: CGFloat { 18 }

    /// The families of the fonts known here, by name, sorted (iOS lists its own in no order it promises).
    open class var familyNames: [String] { FontFace.familyNames }

    /// The PostScript names of a family's fonts; none for a family not known here.
    open class func fontNames(forFamilyName familyName: String) -> [String] { FontFace.fontNames(forFamily: familyName) }

    // MARK: The font's names and measures

    /// The font's PostScript name: ".SFUI-Regular" for the system font, as iOS reports it.
    open var fontName: String { face.postScriptName }

    /// The font's family: ".AppleSystemUIFont" for the system font, as iOS reports it.
    open var familyName: String { face.familyName }

    /// The height of one line of text in this font: the line the layout gives text of this size.
    open var lineHeight: CGFloat { CGFloat(metrics.lineHeight) }

    /// From the baseline to the top of the tallest letters, in points.
    open var ascender: CGFloat { CGFloat(metrics.ascender) }

    /// From the baseline to the bottom of the deepest letters, in points: negative.
    open var descender: CGFloat { CGFloat(metrics.descender) }

    /// The height of a capital letter, in points.
    open var capHeight: CGFloat { CGFloat(metrics.capHeight) }

    /// The height of a lowercase x, in points.
    open var xHeight: CGFloat { CGFloat(metrics.xHeight) }

    /// The space the font asks for between lines, in points: none, as the system font's.
    open var leading: CGFloat { CGFloat(metrics.leading) }

    /// The font's attributes as a descriptor, from which fonts of another size, design or traits are made.
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(face: face, size: pointSize) }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(face: face, size: fontSize) }

    private var metrics: TextMetrics.VerticalMetrics { TextMetrics.verticalMetrics(size: Double(pointSize)) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.face == face && other.pointSize == pointSize
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(face)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    open override var description: String {
        "<UIFont: font-family: \"\(familyName)\"; font-weight: \(FontFace.weightName(face.weight).lowercased()); "
            + "font-style: \(face.isItalic ? "italic" : "normal"); font-size: \(String(format: "%.2f", Double(pointSize)))pt>"
    }
}

extension UIFont {
    /// How heavy a font's strokes are: UIKit's values, from -1 (lightest) to 1 (heaviest), 0 the regular weight.
    public struct Weight: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        // Apple's constants are single-precision numbers widened to CGFloat: `regular` is 0, `medium`
        // -0.23000000417232513 and so on, which these reproduce bit for bit.
        public static let ultraLight = Weight(CGFloat(Float(-0.8)))
        public static let thin = Weight(CGFloat(Float(-0.6)))
        public static let light = Weight(CGFloat(Float(-0.4)))
        public static let regular = Weight(0)
        public static let medium = Weight(CGFloat(Float(0.23)))
        public static let semibold = Weight(CGFloat(Float(0.3)))
        public static let bold = Weight(CGFloat(Float(0.4)))
        public static let heavy = Weight(CGFloat(Float(0.56)))
        public static let black = Weight(CGFloat(Float(0.62)))

        /// The named weight nearest this value, which the drawings draw it in.
        package var drawn: FontWeightValue {
            let named: [(Weight, FontWeightValue)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
                (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
            ]
            guard rawValue.isFinite else { return .regular }
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? .regular
        }
    }

    /// The text styles of Dynamic Type, by UIKit's names (`title1`, `caption1`); their raw values are UIKit's.
    public struct TextStyle: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
        /// iOS 17's larger titles, bold: 36 points.
        public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
        /// iOS 17's larger titles, bold: 28 points.
        public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")

        /// The layout's text style of the same name; nil for the two that SwiftUI's `Font.TextStyle` lacks.
        package var layoutStyle: TextStyleValue? {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: nil
            }
        }

        /// The size and weight of the style at the default text size (`.large`): the layout's table for SwiftUI's
        /// text styles, and iOS 17's extra large titles; an unknown style is the body's.
        package var defaultFont: (size: Double, weight: FontWeightValue) {
            if let layoutStyle { return ViewLayout.TextStyle.font(of: layoutStyle) }
            switch self {
            case .extraLargeTitle: return (36, .bold)
            case .extraLargeTitle2: return (28, .bold)
            default: return ViewLayout.TextStyle.font(of: .body)
            }
        }
    }
}
