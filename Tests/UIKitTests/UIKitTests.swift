import Foundation
import SuiteHome
import SwiftUI
import TestSupport
import Testing
import ViewArchive
import WidgetRendering

/// UIKit's images and colours as widget code uses them, shown through SwiftUI and drawn by the system.
@MainActor
@Suite struct UIKitTests {
    /// A real PNG of 6 by 4 pixels, all one red.
    nonisolated static let png = Data(
        base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAIAAAAiZtkUAAAAEUlEQVR4nGM4YaOBhhjIFQIAPEgcIQxCpEUAAAAASUVORK5CYII=")!
    /// The start of a baseline JPEG of 40 by 30 pixels: its markers up to the frame's size.
    static let jpeg = Data([
        0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
        0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x1E, 0x00, 0x28, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
    ])
    /// The test process's one home: a second would move every other test's app group while it runs.
    static var home: SuiteHome { ProcessHome.shared }

    @Test func anImageFromBytesHasItsSizeAndIsKeptOnceByItsContent() throws {
        _ = Self.home
        let image = try #require(UIImage(data: Self.png))
        #expect(image.size == CGSize(width: 6, height: 4))
        #expect(image.scale == 1)
        #expect(image.pngData() == Self.png)
        #expect(image.jpegData(compressionQuality: 0.8) == nil)
        let file = try #require(image.archived.file)
        #expect(FileManager.default.contents(atPath: file) == Self.png)
        #expect(file.hasPrefix(Self.home.imageDirectory.path))
        #expect(UIImage(data: Self.png)?.archived.file == file, "the same bytes, the same file")
        #expect(UIImage(data: Self.png, scale: 2)?.size == CGSize(width: 3, height: 2))
        #expect(UIImage(data: Self.jpeg)?.size == CGSize(width: 40, height: 30))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(contentsOfFile: file)?.size == CGSize(width: 6, height: 4))
        #expect(UIImage(contentsOfFile: "/nonexistent.png") == nil)
        #expect(UIImage(named: "NoSuchAsset") == nil)
    }

    @Test func anImageIsDrawnAtItsSizeWithItsBytes() throws {
        _ = Self.home
        let image = try #require(UIImage(data: Self.png))
        let node = Image(uiImage: image).archived()
        #expect(node == .image(image.archived))
        let svg = SVGRenderer().render(node, family: .systemSmall, title: "")
        #expect(svg.contains("data:image/png;base64,\(Self.png.base64EncodedString())"))
        #expect(svg.contains(#"width="6" height="4""#), "\(svg)")
        #expect(Image(uiImage: try #require(UIImage(systemName: "star.fill"))).archived() == .image(ImageValue(systemName: "star.fill")))
    }

    @Test func aCamerasJPEGIsSizedWhateverItsMetadata() throws {
        _ = Self.home
        // Start of image, 70 KB of metadata (APP1, in two segments), then a progressive frame (SOF2) of 4032 × 3024.
        var bytes: [UInt8] = [0xFF, 0xD8]
        for _ in 0..<2 { bytes += [0xFF, 0xE1, 0x88, 0xB8] + [UInt8](repeating: 0x20, count: 0x88B8 - 2) }
        bytes += [0xFF, 0xC2, 0x00, 0x11, 0x08, 0x0B, 0xD0, 0x0F, 0xC0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
        #expect(UIImage(data: Data(bytes))?.size == CGSize(width: 4032, height: 3024))
    }

    @Test func coloursAreEqualWhenTheyDrawTheSame() {
        #expect(UIColor.red == UIColor.red)
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.red != UIColor.blue)
        #expect(Set([UIColor.systemTeal, .systemTeal]).count == 1)
        #expect(UIColor.gray == UIColor(white: 0.5, alpha: 1))
    }

    @Test func coloursKeepTheirComponentsAndTheSystemsFollowTheScheme() {
        #expect(
            Color(uiColor: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)).archived()
                == .color(ColorValue(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)))
        #expect(Color(UIColor.systemIndigo).archived() == .color(ColorValue(name: .indigo)))
        #expect(Color(uiColor: .label).archived() == .color(ColorValue(name: .primary)))
        let background = UIColor.secondarySystemBackground.value
        #expect(background.red == 0xF2 / 255.0 && background.dark?.red == 0x1C / 255.0)
        #expect(UIColor.systemBackground.withAlphaComponent(0.3).value.opacity == 0.3)
        #expect(UIColor.systemBackground.withAlphaComponent(0.3).value.dark?.opacity == 0.3)
        let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).value
        #expect(red.red == 1 && red.green == 0 && red.blue == 0)
        #expect(UIColor(white: 0.5, alpha: 1).value.green == 0.5)
    }
}
