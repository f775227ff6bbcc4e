import Foundation
import Testing
import UIKit
import ViewArchive
import ViewLayout

/// Text measured with UIKit's attributes (`boundingRect`, `size(withAttributes:)`) is the size the layout
/// gives the same text: the same advances, the font's line height per line, its paragraph's spacing.
@Suite struct NSStringDrawingTests {
    let font = UIFont.systemFont(ofSize: 17)

    @Test func oneLineIsAsWideAsTheLayoutsTextAndOneLineHigh() {
        let size = "Power Panda".size(withAttributes: [.font: font])
        #expect(Double(size.width) == TextMetrics.width(of: "Power Panda", size: 17, weight: .regular).rounded(.up))
        #expect(size.height == font.lineHeight.rounded(.up))
        let attributed = NSAttributedString(string: "Power Panda", attributes: [.font: font])
        #expect(attributed.size() == size)
    }

    @Test func linesWrapAtTheWidthAndStackByTheLineHeightAndSpacing() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        let box = ("Power Panda is ready" as NSString).boundingRect(
            with: CGSize(width: 121, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: [.font: font, .paragraphStyle: paragraph], context: nil)
        // The layout breaks it as "Power Panda" / "is ready" at this width (PointLayoutTests).
        #expect(box.height == (font.lineHeight * 2 + 4).rounded(.up))
        #expect(Double(box.width) == TextMetrics.width(of: "Power Panda", size: 17, weight: .regular).rounded(.up))
        let oneLine = ("Power Panda is ready" as NSString).boundingRect(
            with: CGSize(width: 121, height: 100), options: [], attributes: [.font: font], context: nil)
        #expect(oneLine.height == font.lineHeight.rounded(.up) && oneLine.minY < 0, "without line fragments: one line, from its baseline")
    }

    @Test func theLastVisibleLineIsTheLastThatFits() {
        let context = NSStringDrawingContext()
        let box = "Power Panda is ready".boundingRect(
            with: CGSize(width: 121, height: 25), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: [.font: font], context: context)
        #expect(box.height == font.lineHeight.rounded(.up))
        #expect(context.totalBounds == box)
    }

    @Test func aBoldFontIsMeasuredBold() {
        let bold = "Widget".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        let regular = "Widget".size(withAttributes: [.font: font])
        #expect(bold.width > regular.width)
        #expect(NSAttributedString.Key.font.rawValue == "NSFont" && NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        let copy = NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle
        copy?.alignment = .center
        #expect(copy?.alignment == .center && NSParagraphStyle.default.alignment == .natural)
    }
}
