import Foundation

/// Scales fonts and values of your own as a text style scales with the size of text the user chose.
///
/// The device here reads at `.large`, the size the text styles' sizes are given for, so a font or value scales to
/// itself, as it does on iOS at that size (docs/swiftui-subset.md, "UIKit"). Immutable and shared between threads as Apple's
/// is: unchecked because an `open` `NSObject` subclass cannot be checked; its one property is a constant.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling this follows.
    let textStyle: UIFont.TextStyle

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The metrics of the body text style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` scaled for the device's text size: the same font at `.large`.
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled for the device's text size, no larger than `maximumPointSize` (0 for no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for a trait collection's text size: at `.large` here, whatever it holds.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(font.pointSize * scale)
    }

    /// `font` scaled for a trait collection's text size, no larger than `maximumPointSize` (0 for no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        return maximumPointSize > 0 && scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }

    /// A length of your own (a padding, an image's height) scaled as the text style scales: itself at `.large`.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// A length scaled for a trait collection's text size: at `.large` here, whatever it holds.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value * scale }

    /// How much the text style is scaled at the device's text size: not at all at `.large`.
    private var scale: CGFloat { 1 }
}
