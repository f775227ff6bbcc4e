import ExtensionProtocol
import ExtensionTransport
import Foundation
import SwiftUI
import TestSupport
import Testing
import ViewArchive
@testable import WidgetCodeFixtures
import WidgetExtensionRuntime
import WidgetKit
import WidgetRendering

/// Xcode's generated asset symbols in widget code: `Color(.brandRed)`, `Color.brandRed`, `.fill(.brandRed)` and
/// `Image(.hero)` in Tests/WidgetCodeFixtures/BrandWidget.swift, generated at build time by AssetSymbolsPlugin from
/// the target's Assets.xcassets (it compiles, or this module would not build) and drawn from that catalogue.
@Suite struct GeneratedAssetSymbolsTests {
    let connection = LocalConnection(router: WidgetExtensionRouter.make { FixtureWidgets.definitions })
    /// BrandRed.colorset's two appearances.
    static let lightRed = "#d7262d"
    static let darkRed = "#ff453a"
    /// Hero.imageset's one file.
    static let heroFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("WidgetCodeFixtures/Assets.xcassets/Hero.imageset/hero.png")

    @Test func theBrandWidgetDrawsItsColourLightAndDarkAndItsHeroImage() throws {
        _ = ProcessHome.shared
        let hero = try Data(contentsOf: Self.heroFile)
        for family in [ExtensionProtocol.WidgetFamily.systemSmall, .systemMedium] {
            let context = RenderContext(family: family, width: 170, height: 170)
            let entry = try #require(
                try connection.send(WidgetTimelineRequest(kind: "BrandWidget", context: context, configuration: [:])).entries.first)
            #expect(entry.view.texts() == ["Hero of the week"])
            let light = SVGRenderer().render(entry.view, family: family, title: "Brand")
            #expect(light.contains("data:image/png;base64,\(hero.base64EncodedString())"), "the hero image's own bytes")
            #expect(light.contains(Self.lightRed), "the brand colour's any appearance")
            #expect(!light.contains(Self.darkRed))
            let dark = SVGRenderer(scheme: .dark).render(entry.view, family: family, title: "Brand")
            #expect(dark.contains(Self.darkRed), "and its dark appearance in dark mode")
            #expect(!dark.contains(Self.lightRed))
        }
    }

    /// The symbols name the sets of the target's resource bundle (`Bundle.module`), as Xcode's do in a package,
    /// and every way to name one draws the same colour.
    @Test func theSymbolsNameTheTargetsResourceBundle() throws {
        _ = ProcessHome.shared
        #expect(ColorResource.brandRed.name == "BrandRed")
        #expect(ImageResource.hero.name == "Hero")
        // The target's resource bundle, which SwiftPM copies beside the executable, holding the catalogue.
        let catalog = try #require(ColorResource.brandRed.bundle.resourceURL).appendingPathComponent("Assets.xcassets/BrandRed.colorset")
        #expect(FileManager.default.fileExists(atPath: catalog.path))
        #expect(ImageResource.hero.bundle == ColorResource.brandRed.bundle)
        let brandRed = ColorValue(
            red: 0xD7 / 255.0, green: 0x26 / 255.0, blue: 0x2D / 255.0, opacity: 1,
            dark: .init(red: 1, green: 0x45 / 255.0, blue: 0x3A / 255.0))
        #expect(Color(.brandRed).archived() == .color(brandRed))
        #expect(Color.brandRed.archived() == .color(brandRed))
        #expect(UIColor.brandRed.value == brandRed)
        #expect(UIColor(resource: .brandRed) == UIColor.brandRed)
        #expect(UIImage.hero.size == CGSize(width: 12, height: 12))
        #expect(Image(.hero).archived() == .image(UIImage(resource: .hero).archived))
    }
}
