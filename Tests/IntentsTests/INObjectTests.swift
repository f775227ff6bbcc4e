import Foundation
import Intents
import Testing

/// An option with a subtitle and an image crosses the wire whole, whichever way the image was given.
@Suite struct INObjectTests {
    /// Each way an image is given; `INImage`, as Apple's, is not `Sendable`, so each test makes its own.
    enum ImageSource: CaseIterable, Sendable {
        case named, data, url

        var image: INImage {
            switch self {
            case .named: INImage(named: "Spouty")
            case .data: INImage(imageData: Data([0x89, 0x50, 0x4E, 0x47]))
            case .url: INImage(url: URL(string: "https://example.com/a.png")!, width: 40, height: 40)!
            }
        }
    }

    @Test(arguments: ImageSource.allCases)
    func anOptionKeepsItsSubtitleAndImage(_ source: ImageSource) {
        let image = source.image
        let option = INObject(identifier: "spouty", display: "Spouty", subtitle: "Deep Sea Goer", image: image)
        let read = INObject(intentValue: option.intentValue)
        #expect(read.identifier == "spouty")
        #expect(read.subtitleString == "Deep Sea Goer")
        #expect(read.displayImage == image)
        #expect(read == option)
    }

    @Test func anOptionWithoutAnImageHasNone() {
        let option = INObject(identifier: "a", display: "A", pronunciationHint: nil)
        #expect(INObject(intentValue: option.intentValue).displayImage == nil)
        #expect(INImage(url: URL(string: "https://example.com/a.png")!) == nil, "a file on this device only")
        #expect(INImage(url: URL(fileURLWithPath: "/nonexistent.png")) == nil)
        #expect(INImage(url: URL(fileURLWithPath: "/etc/hostname"))?.url?.path == "/etc/hostname")
        #expect(INImage(named: "x").url == nil)
    }
}
