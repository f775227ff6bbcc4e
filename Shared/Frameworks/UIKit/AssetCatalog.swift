import AssetSymbols
import Foundation
import ViewArchive

/// The extension's asset catalogues (`*.xcassets` folders), read as Xcode compiles them into the app:
/// images from `*.imageset` and colours from `*.colorset`, light and dark.
///
/// They are looked for in the folders of `$SAMPLES_ASSET_CATALOGS` (separated by `:`), in the
/// bundle given, in the resources SwiftPM copies beside the executable, and beside the executable.
package enum AssetCatalog {
    /// Every catalogue found, once per process.
    package static let catalogs: [URL] = {
        var folders: [URL] = []
        if let listed = ProcessInfo.processInfo.environment["SAMPLES_ASSET_CATALOGS"] {
            folders += listed.split(separator: ":").map { URL(fileURLWithPath: String($0), isDirectory: true) }
        }
        let executable = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        let beside = executable.deletingLastPathComponent()
        folders.append(beside)
        let resources = (try? FileManager.default.contentsOfDirectory(at: beside, includingPropertiesForKeys: nil)) ?? []
        folders += resources.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
        return folders.flatMap(catalogs(in:))
    }()

    /// The catalogues in `folder`, or the folder itself when it is one.
    package static func catalogs(in folder: URL) -> [URL] {
        if folder.pathExtension == "xcassets" { return [folder] }
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return entries.filter { $0.pathExtension == "xcassets" }
    }

    /// The folder of asset `name` with `kind` (`imageset`, `colorset`), in `bundle`'s catalogues first.
    /// Catalogues may group assets in folders of their own, so the search goes down into them; a group that
    /// provides a namespace is part of the name (`Brand/Red`), as Xcode compiles it and the generated symbols name it.
    package static func asset(named name: String, kind: String, bundle: Bundle?) -> URL? {
        let fromBundle = bundle.flatMap { $0.resourceURL }.map(catalogs(in:)) ?? []
        for catalog in fromBundle + catalogs {
            // A catalogue Xcode could not compile (a group's Contents.json that is not JSON) has no assets.
            let assets = (try? AssetCatalogReader.assets(in: catalog)) ?? []
            if let asset = assets.first(where: { $0.kind.rawValue == kind && $0.name == name }) {
                return asset.folder
            }
        }
        return nil
    }

    /// The file of an image asset: the one for the largest scale it has.
    package static func imageFile(named name: String, bundle: Bundle?) -> String? {
        guard let folder = asset(named: name, kind: "imageset", bundle: bundle) else { return nil }
        let contents = try? JSONDecoder().decode(ImageSet.self, from: Data(contentsOf: folder.appendingPathComponent("Contents.json")))
        let images = (contents?.images ?? []).filter { $0.filename != nil }
        let best = images.max { ($0.scale ?? "1x") < ($1.scale ?? "1x") }
        return best?.filename.map { folder.appendingPathComponent($0).path }
    }

    /// A colour asset, with its dark appearance when it has one.
    package static func color(named name: String, bundle: Bundle?) -> ColorValue? {
        guard let folder = asset(named: name, kind: "colorset", bundle: bundle),
            let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            let set = try? JSONDecoder().decode(ColorSet.self, from: data)
        else { return nil }
        let light = set.colors.first { $0.appearances == nil }?.color.rgb ?? set.colors.first?.color.rgb
        let dark = set.colors.first { $0.appearances?.contains { $0.value == "dark" } == true }?.color.rgb
        guard let light else { return nil }
        return ColorValue(red: light.red, green: light.green, blue: light.blue, opacity: light.opacity, dark: dark)
    }

    struct ImageSet: Decodable {
        struct Entry: Decodable {
            var filename: String?
            var scale: String?
        }
        var images: [Entry]
    }

    struct ColorSet: Decodable {
        struct Entry: Decodable {
            struct Appearance: Decodable {
                var appearance: String
                var value: String
            }
            var appearances: [Appearance]?
            var color: Definition
        }

        struct Definition: Decodable {
            struct Components: Decodable {
                var red: String
                var green: String
                var blue: String
                var alpha: String?
            }
            var components: Components?

            /// Xcode writes components as fractions ("0.200"), 0 to 255 ("51"), or hexadecimal ("0x33").
            var rgb: ColorValue.RGBValue? {
                guard let components else { return nil }
                func read(_ text: String) -> Double {
                    if text.hasPrefix("0x") { return Double(Int(text.dropFirst(2), radix: 16) ?? 0) / 255 }
                    let number = Double(text) ?? 0
                    return text.contains(".") || number <= 1 ? number : number / 255
                }
                return ColorValue.RGBValue(
                    red: read(components.red), green: read(components.green), blue: read(components.blue),
                    opacity: components.alpha.flatMap { Double($0) } ?? 1)
            }
        }
        var colors: [Entry]
    }
}
