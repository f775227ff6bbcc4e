import Foundation
import SwiftUI
import TestSupport
import Testing
import ViewArchive
import WidgetRendering

/// DeveloperToolsSupport's resources, as Xcode's generated symbols make them, drawn by UIKit and SwiftUI from
/// a bundle's asset catalogue; a group that provides a namespace is part of the name.
@MainActor
@Suite struct AssetResourceTests {
    /// A bundle whose catalogue has `Brand/Ink` (in a group that provides a namespace) and `Plain/Badge` (in one that does not).
    final class Fixture {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AssetResourceTests-\(UUID().uuidString).bundle")
        let bundle: Bundle

        init() throws {
            let catalog = folder.appendingPathComponent("Assets.xcassets")
            let ink =
                #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.200", "green" : "0.400", "blue" : "0.600", "alpha" : "1.000" } }, "idiom" : "universal" } ] }"#
            let badge = #"{ "images" : [ { "filename" : "badge@2x.png", "idiom" : "universal", "scale" : "2x" } ] }"#
            let files: [String: Data] = [
                "Brand/Contents.json": Data(#"{ "properties" : { "provides-namespace" : true } }"#.utf8),
                "Brand/Ink.colorset/Contents.json": Data(ink.utf8),
                "Plain/Badge.imageset/Contents.json": Data(badge.utf8),
                "Plain/Badge.imageset/badge@2x.png": UIKitTests.png,
            ]
            for (path, data) in files {
                let file = catalog.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
            }
            bundle = try #require(Bundle(path: folder.path))
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func aColourResourceIsTheColourSetOfItsBundle() throws {
        let fixture = try Fixture()
        let ink = ColorValue(red: 0.2, green: 0.4, blue: 0.6, opacity: 1)
        #expect(UIColor(resource: ColorResource(name: "Brand/Ink", bundle: fixture.bundle)).value == ink)
        #expect(Color(ColorResource(name: "Brand/Ink", bundle: fixture.bundle)).archived() == .color(ink))
        #expect(Color("Brand/Ink", bundle: fixture.bundle).archived() == .color(ink), "one way to find an asset")
        #expect(
            UIColor(resource: ColorResource(name: "Ink", bundle: fixture.bundle)).value == ColorValue(name: .clear),
            "its namespace is part of its name")
        #expect(ColorResource(name: "Brand/Ink", bundle: fixture.bundle) == ColorResource(name: "Brand/Ink", bundle: fixture.bundle))
        #expect(ColorResource(name: "Brand/Ink", bundle: fixture.bundle) != ColorResource(name: "Brand/Ink", bundle: .main))
    }

    @Test func anImageResourceIsTheImageSetOfItsBundle() throws {
        _ = UIKitTests.home
        let fixture = try Fixture()
        let badge = UIImage(resource: ImageResource(name: "Badge", bundle: fixture.bundle))
        #expect(badge.size == CGSize(width: 3, height: 2), "a 6×4 file at @2x")
        #expect(badge.pngData() == UIKitTests.png)
        #expect(Image(ImageResource(name: "Badge", bundle: fixture.bundle)).archived() == Image("Badge", bundle: fixture.bundle).archived())
        let svg = SVGRenderer().render(
            Image(ImageResource(name: "Badge", bundle: fixture.bundle)).archived(), family: .systemSmall, title: "")
        #expect(svg.contains("data:image/png;base64,\(UIKitTests.png.base64EncodedString())"))
        let missing = UIImage(resource: ImageResource(name: "Missing", bundle: fixture.bundle))
        #expect(missing.size == .zero && missing.pngData() == nil, "none of that name: an empty image")
    }
}
