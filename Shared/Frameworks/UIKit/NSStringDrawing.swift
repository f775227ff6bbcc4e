import Foundation
import ViewArchive
import ViewLayout

// UIKit's text attributes and measuring (`NSStringDrawing`): what widget code uses to size text before it
// lays it out, measured with the tables the layout measures the drawn text with (`TextMetrics`), so that a
// size computed here is the size the system gives the same text.

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// How an underline or a strikethrough is drawn.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// How the lines of a paragraph line up.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// What happens to a line too long for its width.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A paragraph's alignment, line breaking and spacing.
///
/// Sendable as Apple's is; unchecked because an `open` `NSObject` subclass cannot be checked, and the
/// mutable subclass is set up by its maker before it is handed on, as UIKit's documentation asks.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open internal(set) var alignment: NSTextAlignment = .natural
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Points added between the lines of the paragraph.
    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var paragraphSpacing: CGFloat = 0
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    open internal(set) var minimumLineHeight: CGFloat = 0
    open internal(set) var maximumLineHeight: CGFloat = 0
    open internal(set) var lineHeightMultiple: CGFloat = 0
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    open internal(set) var tailIndent: CGFloat = 0

    public override init() {
        super.init()
    }

    /// The paragraph style text has when none is given.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open func copy(with zone: NSZone? = nil) -> Any { copied(into: NSParagraphStyle()) }

    open func mutableCopy(with zone: NSZone? = nil) -> Any { copied(into: NSMutableParagraphStyle()) }

    func copied<Style: NSParagraphStyle>(into copy: Style) -> Style {
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.lineSpacing = lineSpacing
        copy.paragraphSpacing = paragraphSpacing
        copy.paragraphSpacingBefore = paragraphSpacingBefore
        copy.minimumLineHeight = minimumLineHeight
        copy.maximumLineHeight = maximumLineHeight
        copy.lineHeightMultiple = lineHeightMultiple
        copy.firstLineHeadIndent = firstLineHeadIndent
        copy.headIndent = headIndent
        copy.tailIndent = tailIndent
        return copy
    }

    /// The height of one line of `font` in this paragraph: the font's, times the multiple, within the
    /// minimum and maximum.
    func lineHeight(of font: UIFont) -> Double {
        var height = Double(font.lineHeight) * (lineHeightMultiple > 0 ? Double(lineHeightMultiple) : 1)
        if minimumLineHeight > 0 { height = max(height, Double(minimumLineHeight)) }
        if maximumLineHeight > 0 { height = min(height, Double(maximumLineHeight)) }
        return height
    }
}

/// A paragraph style to set up before handing it on.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
}

/// How text is measured: as lines from the top of a box (`usesLineFragmentOrigin`), or as one line
/// from its baseline.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measuring may scale, and what it found.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero

    public override init() {
        super.init()
    }
}

/// Text measured as the layout measures it: `TextMetrics`' advances at the font's size and weight,
/// lines of the font's line height. One font stands for the whole text: the largest of its runs.
enum TextMeasure {
    static func boundingRect(
        of text: String, font: UIFont, paragraph: NSParagraphStyle, kern: Double, size: CGSize, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let points = Double(font.pointSize)
        let weight = font.face.weight
        func width(_ line: String) -> Double {
            TextMetrics.width(of: line, size: points, weight: weight) + kern * Double(max(line.count - 1, 0))
        }
        let lineHeight = paragraph.lineHeight(of: font)
        guard options.contains(.usesLineFragmentOrigin) else {
            // One line from its baseline: its width, and the font's height above and below the baseline.
            let line = text.replacingOccurrences(of: "\n", with: " ")
            let rect = CGRect(x: 0, y: -Double(font.ascender), width: width(line).rounded(.up), height: lineHeight.rounded(.up))
            context?.totalBounds = rect
            return rect
        }
        let limit = size.width.isFinite && size.width > 0 ? Double(size.width) : .greatestFiniteMagnitude
        let lines = TextMetrics.wrap(text, width: limit, size: points, weight: weight, lineLimit: nil, truncate: true) ?? [text]
        let visible: [String]
        if options.contains(.truncatesLastVisibleLine), size.height.isFinite, size.height > 0 {
            let fitting = max(1, Int((Double(size.height) + Double(paragraph.lineSpacing)) / (lineHeight + Double(paragraph.lineSpacing))))
            visible = Array(lines.prefix(fitting))
        } else {
            visible = lines
        }
        let widest = visible.map(width).max() ?? 0
        let height = lineHeight * Double(visible.count) + Double(paragraph.lineSpacing) * Double(max(visible.count - 1, 0))
        let rect = CGRect(x: 0, y: 0, width: min(widest, limit).rounded(.up), height: height.rounded(.up))
        context?.totalBounds = rect
        return rect
    }

    /// The font, paragraph style and kerning of `attributes`, as the measure takes them.
    static func style(_ attributes: [NSAttributedString.Key: Any]?) -> (font: UIFont, paragraph: NSParagraphStyle, kern: Double) {
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle ?? .default
        let kern = (attributes?[.kern] as? NSNumber)?.doubleValue ?? (attributes?[.kern] as? Double) ?? 0
        return (font, paragraph, kern.isFinite ? kern : 0)
    }
}

extension NSAttributedString {
    /// The box the text takes, drawn in `size` (its width the most a line may take); see `TextMeasure`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        var largest: [NSAttributedString.Key: Any]?
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, _, _ in
            let font = attributes[.font] as? UIFont
            let current = largest?[.font] as? UIFont
            if largest == nil || (font?.pointSize ?? 12) > (current?.pointSize ?? 12) { largest = attributes }
        }
        let (font, paragraph, kern) = TextMeasure.style(largest)
        return TextMeasure.boundingRect(of: string, font: font, paragraph: paragraph, kern: kern, size: size, options: options, context: context)
    }

    /// The size of the text on one line.
    public func size() -> CGSize {
        boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), options: [], context: nil).size
    }
}

extension NSString {
    /// The box the string takes with `attributes`, drawn in `size`; see `TextMeasure`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let (font, paragraph, kern) = TextMeasure.style(attributes)
        return TextMeasure.boundingRect(
            of: String(self), font: font, paragraph: paragraph, kern: kern, size: size, options: options, context: context)
    }

    /// The size of the string on one line with `attributes`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), attributes: attrs, context: nil)
            .size
    }
}

extension StringProtocol {
    /// The box the string takes with `attributes`, as `NSString`'s measure gives it.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// The size of the string on one line with `attributes`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }
}
