import Foundation
import Testing

@testable import AssetSymbols

@Suite struct AssetSymbolsGeneratorTests {
    /// A set whose symbol is one of the framework type's own gets no member on that type but Xcode's `#warning`,
    /// and none at all on `ShapeStyle`; its resource is still generated.
    @Test func aSymbolTheFrameworkHasIsLeftOutWithXcodesWarning() throws {
        let fixture = try CatalogFixture([
            "Red.colorset/Contents.json": CatalogFixture.set, "Dark Gray.colorset/Contents.json": CatalogFixture.set,
            "add.imageset/Contents.json": CatalogFixture.set,
        ])
        defer { fixture.remove() }
        let output = AssetSymbolsGenerator.swift(for: try AssetCatalogReader.assets(in: fixture.catalog))
        let swift = output.swift
        #expect(swift.contains(#"static let red = DeveloperToolsSupport.ColorResource(name: "Red", bundle: resourceBundle)"#))
        #expect(
            swift.contains(
                #"#warning("The \"Red\" color asset name resolves to a conflicting UIColor symbol \"red\". Try renaming the asset.")"#))
        #expect(
            swift.contains(
                #"#warning("The \"Red\" color asset name resolves to a conflicting Color symbol \"red\". Try renaming the asset.")"#))
        #expect(
            swift.contains(
                #"#warning("The \"Dark Gray\" color asset name resolves to a conflicting UIColor symbol \"darkGray\". Try renaming the asset.")"#
            ))
        #expect(swift.contains("    static var darkGray: SwiftUI.Color { .init(.darkGray) }"), "SwiftUI's Color has no darkGray")
        #expect(
            swift.contains(
                #"#warning("The \"add\" image asset name resolves to a conflicting UIImage symbol \"add\". Try renaming the asset.")"#))
        #expect(!swift.contains("static var red:"))
        let shapeStyle = try #require(swift.range(of: "extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {"))
        let afterShapeStyle = swift[shapeStyle.upperBound...].prefix { $0 != "}" }
        #expect(afterShapeStyle.contains("static var darkGray") && !afterShapeStyle.contains("warning"))
        #expect(output.warnings.isEmpty, "a clash with the framework is a #warning of the file only, as Xcode writes it")
    }

    /// Two sets of one namespace that make one symbol: the first by name keeps it, the other is left out with a warning.
    @Test func aSecondSetWithTheSameSymbolIsLeftOut() throws {
        let fixture = try CatalogFixture([
            "icon_ID.imageset/Contents.json": CatalogFixture.set, "icon_ID .imageset/Contents.json": CatalogFixture.set,
            "--.imageset/Contents.json": CatalogFixture.set,
        ])
        defer { fixture.remove() }
        let output = AssetSymbolsGenerator.swift(for: try AssetCatalogReader.assets(in: fixture.catalog))
        #expect(output.swift.contains(#"static let iconID = DeveloperToolsSupport.ImageResource(name: "icon_ID", bundle: resourceBundle)"#))
        let duplicate = #"The "icon_ID " image asset name resolves to the symbol "iconID" which already exists. Try renaming the asset."#
        let empty = #"The "--" image asset name has no letter or digit to make a symbol of, so it has none. Try renaming the asset."#
        #expect(output.warnings == [empty, duplicate])
        #expect(output.swift.contains("    #warning(\(AssetSymbolsGenerator.literal(duplicate)))"))
        #expect(output.swift.components(separatedBy: "static var iconID: UIKit.UIImage").count == 2, "one UIImage member")
    }

    /// A group that provides a namespace is an enum, in the resources and in every framework type but `ShapeStyle`.
    @Test func aNamespaceIsANestedEnumEverywhereButShapeStyle() throws {
        let fixture = try CatalogFixture([
            "Colors/Contents.json": CatalogFixture.namespace, "Colors/Text/Contents.json": CatalogFixture.namespace,
            "Colors/Text/Primary.colorset/Contents.json": CatalogFixture.set, "Colors/Accent.colorset/Contents.json": CatalogFixture.set,
            "TabBarIcons/Contents.json": CatalogFixture.namespace, "TabBarIcons/Default.imageset/Contents.json": CatalogFixture.set,
        ])
        defer { fixture.remove() }
        let swift = AssetSymbolsGenerator.swift(for: try AssetCatalogReader.assets(in: fixture.catalog)).swift
        #expect(
            swift.contains(
                """
                    /// The "Colors" asset catalog resource namespace.
                    enum Colors {

                        /// The "Colors/Accent" asset catalog color resource.
                        static let accent = DeveloperToolsSupport.ColorResource(name: "Colors/Accent", bundle: resourceBundle)

                        /// The "Colors/Text" asset catalog resource namespace.
                        enum Text {

                            /// The "Colors/Text/Primary" asset catalog color resource.
                            static let primary = DeveloperToolsSupport.ColorResource(name: "Colors/Text/Primary", bundle: resourceBundle)

                        }

                    }
                """))
        #expect(
            swift.contains("            static var primary: SwiftUI.Color { .init(.Colors.Text.primary) }"), "no clash inside a namespace")
        #expect(swift.contains("                .init(resource: .Colors.Text.primary)"))
        #expect(
            swift.contains(
                "static let `default` = DeveloperToolsSupport.ImageResource(name: \"TabBarIcons/Default\", bundle: resourceBundle)"))
        #expect(swift.contains("            .init(resource: .TabBarIcons.`default`)"))
        #expect(swift.contains("extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {\n\n}"))
    }

    /// The file written for a catalogue of a colour and an image, whole: what Xcode writes, less its AppKit
    /// and thinning sections. The fixture widgets' build compiles the same shape.
    @Test func theWholeFileForABrandColourAndAHeroImage() throws {
        let fixture = try CatalogFixture([
            "Contents.json": CatalogFixture.set, "BrandRed.colorset/Contents.json": CatalogFixture.set,
            "Hero.imageset/Contents.json": CatalogFixture.set,
        ])
        defer { fixture.remove() }
        let output = AssetSymbolsGenerator.swift(for: try AssetCatalogReader.assets(in: fixture.catalog))
        #expect(output.swift == Self.brandFile)
        #expect(output.warnings.isEmpty)
    }

    /// The file is written once: a second run that would write the same leaves it be, so builds stay incremental.
    @Test func generatingWritesTheFileAndLeavesAnUnchangedOneBe() throws {
        let fixture = try CatalogFixture([
            "BrandRed.colorset/Contents.json": CatalogFixture.set, "Hero.imageset/Contents.json": CatalogFixture.set,
        ])
        defer { fixture.remove() }
        let output = fixture.folder.appendingPathComponent("Generated")
        let first = try AssetSymbolsGenerator.generate(catalogs: [fixture.catalog], into: output)
        #expect(first.file.lastPathComponent == "GeneratedAssetSymbols.swift")
        #expect(try String(contentsOf: first.file, encoding: .utf8) == Self.brandFile)
        let written = try FileManager.default.attributesOfItem(atPath: first.file.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        _ = try AssetSymbolsGenerator.generate(catalogs: [fixture.catalog], into: output)
        #expect(try FileManager.default.attributesOfItem(atPath: first.file.path)[.modificationDate] as? Date == written)
        #expect(throws: AssetSymbolsError.self) {
            try AssetSymbolsGenerator.generate(catalogs: [fixture.folder.appendingPathComponent("Missing.xcassets")], into: output)
        }
    }

    static let brandFile = """
        // Generated by assetsymbolgen from Assets.xcassets, as Xcode generates GeneratedAssetSymbols.swift. \
        Do not edit: edit the catalogue, and the build regenerates this file.
        import Foundation
        #if canImport(AppKit)
        import AppKit
        #endif
        #if canImport(UIKit)
        import UIKit
        #endif
        #if canImport(SwiftUI)
        import SwiftUI
        #endif
        #if canImport(DeveloperToolsSupport)
        import DeveloperToolsSupport
        #endif

        #if SWIFT_PACKAGE
        private let resourceBundle = Foundation.Bundle.module
        #else
        private class ResourceBundleClass {}
        private let resourceBundle = Foundation.Bundle(for: ResourceBundleClass.self)
        #endif

        // MARK: - Color Symbols -

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        extension DeveloperToolsSupport.ColorResource {

            /// The "BrandRed" asset catalog color resource.
            static let brandRed = DeveloperToolsSupport.ColorResource(name: "BrandRed", bundle: resourceBundle)

        }

        // MARK: - Image Symbols -

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        extension DeveloperToolsSupport.ImageResource {

            /// The "Hero" asset catalog image resource.
            static let hero = DeveloperToolsSupport.ImageResource(name: "Hero", bundle: resourceBundle)

        }

        // MARK: - Color Symbol Extensions -

        #if canImport(UIKit)
        @available(iOS 17.0, tvOS 17.0, *)
        @available(watchOS, unavailable)
        extension UIKit.UIColor {

            /// The "BrandRed" asset catalog color.
            static var brandRed: UIKit.UIColor {
        #if !os(watchOS)
                .init(resource: .brandRed)
        #else
                .init()
        #endif
            }

        }
        #endif

        #if canImport(SwiftUI)
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        extension SwiftUI.Color {

            /// The "BrandRed" asset catalog color.
            static var brandRed: SwiftUI.Color { .init(.brandRed) }

        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {

            /// The "BrandRed" asset catalog color.
            static var brandRed: SwiftUI.Color { .init(.brandRed) }

        }
        #endif

        // MARK: - Image Symbol Extensions -

        #if canImport(UIKit)
        @available(iOS 17.0, tvOS 17.0, *)
        @available(watchOS, unavailable)
        extension UIKit.UIImage {

            /// The "Hero" asset catalog image.
            static var hero: UIKit.UIImage {
        #if !os(watchOS)
                .init(resource: .hero)
        #else
                .init()
        #endif
            }

        }
        #endif

        """
}
