import Foundation
import TestSupport
import Testing
import ViewArchive
@testable import ViewLayout
@testable import WidgetRendering

/// The layout measures text with Inter's advances; a browser sets the drawings' text in Inter itself.
/// The two must agree, or the browser's text would run past the frames the layout gave it.
@Suite(.needsBrowser) struct BrowserTextWidthTests {
    /// Texts of the samples' widgets, and others that exercise every weight, digits, punctuation and emoji.
    static let samples: [(text: String, size: Double, weight: FontWeightValue)] = [
        ("Recent purchases", 12, .regular), ("Bookhaus", 15, .regular), ("$26.86", 20, .bold), ("AcmeCard", 17, .semibold),
        ("••4021", 12, .regular), ("Power Panda", 17, .semibold), ("Forest Dweller", 15, .regular),
        ("2 of 3 heroes ready", 20, .bold), ("Health 83%", 12, .regular), ("Full health in 9 hours", 12, .regular),
        ("Spouty 83%", 15, .medium), ("Tue 24 Nov", 17, .semibold), ("9:41", 99, .bold), ("🐼 Power Panda", 17, .semibold),
        ("🐳🦄🐼", 34, .regular), ("Due in 12 days — $1,204.50", 13, .regular), ("Wi-Fi: 0123456789", 11, .light),
        ("Quick brown fox (jumps) over the lazy dog!", 16, .heavy), ("Thin lines", 22, .ultraLight), ("Thin", 22, .thin),
        ("Black & White", 28, .black), ("Ünïcödé àccents", 15, .regular),
    ]

    @Test func theLayoutsWidthsAreTheBrowsers() throws {
        let measured = try Browser.measure(
            Self.samples.map { Browser.Sample($0.text, size: $0.size, weight: SVGWriter.cssWeight($0.weight)) })
        #expect(measured.widths.count == Self.samples.count)
        for (sample, browser) in zip(Self.samples, measured.widths) {
            let layout = TextMetrics.width(of: sample.text, size: sample.size, weight: sample.weight)
            // Within half a point, or half a percent for long text: the rounding of a browser's glyph
            // positions; and half a point per emoji, whose bitmaps Chromium advances by whole pixels.
            let emoji = Double(sample.text.filter { !$0.isASCII && $0.unicodeScalars.first?.properties.isEmojiPresentation == true }.count)
            #expect(
                abs(layout - browser) <= max(0.5, browser * 0.005) + 0.5 * emoji,
                "\"\(sample.text)\" at \(sample.size) points, \(sample.weight): the layout says \(layout), Chromium \(browser)")
        }
    }
}
