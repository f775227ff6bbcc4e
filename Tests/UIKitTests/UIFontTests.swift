import Foundation
import Testing
import UIKit
import ViewLayout

/// UIKit's fonts: Apple's sizes, weights and names, measured with the layout's font tables.
@Suite struct UIFontTests {
    @Test func aLinesHeightIsTheLayoutsLineForThatSize() {
        #expect(UIFont.systemFont(ofSize: 17).lineHeight == CGFloat(TextStyle.lineHeight(17)))
        #expect(UIFont.systemFont(ofSize: 17).lineHeight == 20)
        for size in [11.0, 13, 15, 20, 28, 34, 48] {
            #expect(UIFont.systemFont(ofSize: CGFloat(size)).lineHeight == CGFloat(TextStyle.lineHeight(size)))
        }
    }

    @Test func theVerticalMeasuresAreInters() {
        let font = UIFont.systemFont(ofSize: 17)
        // Inter's 2,728 and -680 units of 2,816 to the em, its capitals 2,048 high and its x 1,536.
        #expect(abs(font.ascender - 17 * 2728 / 2816) < 1e-9)
        #expect(abs(font.descender + 17 * 680 / 2816) < 1e-9)
        #expect(abs(font.capHeight - 17 * 2048 / 2816) < 1e-9)
        #expect(abs(font.xHeight - 17 * 1536 / 2816) < 1e-9)
        #expect(font.leading == 0)
        #expect(font.xHeight < font.capHeight && font.capHeight < font.ascender)
        #expect(UIFont.systemFont(ofSize: 34).ascender == 2 * font.ascender)
    }

    @Test func weightsHaveUIKitsRawValues() {
        // UIKit's constants are floats widened to CGFloat: medium is 0.23000000417232513, not 0.23.
        #expect(UIFont.Weight.medium.rawValue == 0.23000000417232513)
        #expect(UIFont.Weight.semibold.rawValue == 0.30000001192092896)
        #expect(UIFont.Weight.black.rawValue == 0.6200000047683716)
        #expect(UIFont.Weight.ultraLight.rawValue == -0.800000011920929)
        #expect(UIFont.Weight.regular.rawValue == 0)
        let ordered: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(ordered.map(\.rawValue) == ordered.map(\.rawValue).sorted())
        #expect(UIFont.Weight(rawValue: 0.35).drawn == .semibold, "a weight between two is drawn in the nearer")
    }

    @Test func systemFontsAreNamedAsIOSNamesThem() {
        #expect(UIFont.systemFont(ofSize: 17).fontName == ".SFUI-Regular")
        #expect(UIFont.systemFont(ofSize: 17).familyName == ".AppleSystemUIFont")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == ".SFUI-RegularItalic")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .medium).fontName == ".SFMono-Medium")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .bold).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 0).pointSize == UIFont.systemFontSize, "a size of zero is the default size")
    }

    /// The sizes and weights of Apple's Human Interface Guidelines at the default text size.
    @Test func preferredFontsHaveTheTextStylesSizes() {
        let expected: [(UIFont.TextStyle, CGFloat, String)] = [
            (.largeTitle, 34, ".SFUI-Regular"), (.title1, 28, ".SFUI-Regular"), (.title2, 22, ".SFUI-Regular"),
            (.title3, 20, ".SFUI-Regular"), (.headline, 17, ".SFUI-Semibold"), (.body, 17, ".SFUI-Regular"),
            (.callout, 16, ".SFUI-Regular"), (.subheadline, 15, ".SFUI-Regular"), (.footnote, 13, ".SFUI-Regular"),
            (.caption1, 12, ".SFUI-Regular"), (.caption2, 11, ".SFUI-Regular"), (.extraLargeTitle, 36, ".SFUI-Bold"),
            (.extraLargeTitle2, 28, ".SFUI-Bold"),
        ]
        for (style, size, name) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size, "\(style.rawValue)")
            #expect(font.fontName == name, "\(style.rawValue)")
            let traits = UITraitCollection(preferredContentSizeCategory: .large)
            #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: traits) == font)
        }
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test func aFontByNameIsOneIOSShipsOrNone() throws {
        #expect(UIFont(name: "NoSuchFont-Regular", size: 12) == nil)
        #expect(UIFont(name: "", size: 12) == nil)
        let menlo = try #require(UIFont(name: "Menlo-Bold", size: 13))
        #expect(menlo.familyName == "Menlo" && menlo.fontName == "Menlo-Bold" && menlo.pointSize == 13)
        #expect(menlo.fontDescriptor.symbolicTraits.contains([.traitBold, .traitMonoSpace]))
        #expect(UIFont(name: "Avenir Next", size: 20)?.fontName == "AvenirNext-Regular")
        #expect(UIFont.familyNames.contains("Helvetica Neue"))
        #expect(UIFont.fontNames(forFamilyName: "Georgia").contains("Georgia-Bold"))
    }

    @Test func withSizeKeepsTheFace() {
        let font = UIFont.systemFont(ofSize: 12, weight: .heavy).withSize(30)
        #expect(font.pointSize == 30 && font.fontName == ".SFUI-Heavy")
        #expect(font == UIFont.systemFont(ofSize: 30, weight: .heavy))
        #expect(font != UIFont.systemFont(ofSize: 30, weight: .bold))
    }

    @Test func aDescriptorMakesTheRoundedOrBoldSystemFont() throws {
        let base = UIFont.systemFont(ofSize: 24, weight: .bold)
        let rounded = UIFont(descriptor: try #require(base.fontDescriptor.withDesign(.rounded)), size: 0)
        #expect(rounded.pointSize == 24 && rounded.fontName == ".SFUIRounded-Bold")
        #expect(UIFont(name: "Menlo-Regular", size: 12)?.fontDescriptor.withDesign(.rounded) == nil)
        let bold = UIFont(descriptor: try #require(UIFont.systemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        #expect(bold.fontName == ".SFUI-Bold" && bold.pointSize == 15)
        let georgiaItalic = UIFont(name: "Georgia", size: 10)?.fontDescriptor.withSymbolicTraits(.traitItalic)
        #expect(georgiaItalic?.postscriptName == "Georgia-Italic")
    }

    @Test func fontMetricsScaleNothingAtTheDefaultSize() {
        let metrics = UIFontMetrics(forTextStyle: .headline)
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        #expect(metrics.scaledFont(for: font) == font)
        #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)
        #expect(metrics.scaledFont(for: UIFont.systemFont(ofSize: 40), maximumPointSize: 30).pointSize == 30)
    }
}
