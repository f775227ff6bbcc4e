import Foundation
import Testing

@testable import AssetSymbols

@Suite struct AssetCatalogReaderTests {
    @Test func setsAreFoundInGroupsAndAGroupThatProvidesANamespaceNamesThem() throws {
        let fixture = try CatalogFixture([
            "Contents.json": CatalogFixture.set,
            "BrandRed.colorset/Contents.json": CatalogFixture.set,
            "Plain group/Hero.imageset/Contents.json": CatalogFixture.set,
            "Brand/Contents.json": CatalogFixture.namespace,
            "Brand/Ink.colorset/Contents.json": CatalogFixture.set,
            "Brand/Icons/Contents.json": CatalogFixture.namespace,
            "Brand/Icons/Star.imageset/Contents.json": CatalogFixture.set,
            "AppIcon.appiconset/Contents.json": CatalogFixture.set,
            "Payload.dataset/Contents.json": CatalogFixture.set,
        ])
        defer { fixture.remove() }
        let assets = try AssetCatalogReader.assets(in: fixture.catalog)
        #expect(assets.map(\.name) == ["Brand/Icons/Star", "Brand/Ink", "BrandRed", "Hero"])
        #expect(assets.map(\.kind) == [.image, .color, .color, .image])
        #expect(assets.first?.namespaces == ["Brand", "Icons"])
        #expect(assets.last?.folder.lastPathComponent == "Hero.imageset")
    }

    @Test func aGroupWhoseContentsAreNotJSONIsNamed() throws {
        let fixture = try CatalogFixture(["Brand/Contents.json": "{ not json", "Brand/Ink.colorset/Contents.json": CatalogFixture.set])
        defer { fixture.remove() }
        #expect(throws: AssetSymbolsError.self) { try AssetCatalogReader.assets(in: fixture.catalog) }
        do {
            _ = try AssetCatalogReader.assets(in: fixture.catalog)
        } catch {
            #expect(error.path.hasSuffix("Assets.xcassets/Brand/Contents.json"))
            #expect(error.message.hasPrefix("is not a group's Contents.json"))
        }
    }

    @Test func aPathThatIsNotAFolderIsRefused() {
        #expect(
            throws: AssetSymbolsError(
                path: "/nonexistent/Assets.xcassets", message: "is not an asset catalogue folder; give the path of an .xcassets folder.")
        ) {
            try AssetCatalogReader.assets(in: URL(fileURLWithPath: "/nonexistent/Assets.xcassets"))
        }
    }
}
