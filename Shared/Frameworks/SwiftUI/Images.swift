import Foundation
import ViewArchive

/// An image, as in SwiftUI: an SF Symbol by name, or one from the extension's asset catalogue.
///
/// An image is drawn at its own size, a symbol at the size of the text around it; `resizable()`
/// makes it take the space it is offered, and `aspectRatio`, `scaledToFit` and `scaledToFill` keep
/// its proportions.
public struct Image: View, PrimitiveView, Hashable, Sendable {
    var value: ImageValue

    /// An SF Symbol; the symbols the system draws are listed in docs/swiftui-subset.md.
    public init(systemName: String) {
        value = ImageValue(systemName: systemName)
    }

    /// An image from the extension's asset catalogue (`Name.imageset`), or `bundle`'s.
    public init(_ name: String, bundle: Bundle? = nil) {
        value = ImageValue(name: name, file: AssetCatalog.imageFile(named: name, bundle: bundle))
    }

    /// An image that accessibility leaves out: drawn the same.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The image, sized to the space it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.value.resizable = true
        return copy
    }

    /// How the image takes its colours: its own, or the foreground style's (a template); drawn in its own here.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// How the image is scaled smoothly: as the system draws it here.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// The sizes a symbol comes in, next to text.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.image(value))
    }
}

/// How a view fits the space it is offered while keeping its proportions.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}

/// How a symbol's layers are coloured; drawn in one colour here.
public struct SymbolRenderingMode: Hashable, Sendable {
    public static let monochrome = SymbolRenderingMode()
    public static let multicolor = SymbolRenderingMode()
    public static let hierarchical = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode()
}

/// The extension's asset catalogues (`*.xcassets` folders), read as Xcode compiles them into the app:
/// images from `*.imageset` and colours from `*.colorset`, light and dark.
///
/// They are looked for in the folders of `$SAMPLES_ASSET_CATALOGS` (separated by `:`), in the
/// bundle given, in the resources SwiftPM copies beside the executable, and beside the executable.
enum AssetCatalog {
    /// Every catalogue found, once per process.
    static let catalogs: [URL] = {
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
    static func catalogs(in folder: URL) -> [URL] {
        if folder.pathExtension == "xcassets" { return [folder] }
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return entries.filter { $0.pathExtension == "xcassets" }
    }

    /// The folder of asset `name` with `kind` (`imageset`, `colorset`), in `bundle`'s catalogues first.
    /// Catalogues may group assets in folders of their own, so the search goes down into them.
    static func asset(named name: String, kind: String, bundle: Bundle?) -> URL? {
        let fromBundle = bundle.flatMap { $0.resourceURL }.map(catalogs(in:)) ?? []
        for catalog in fromBundle + catalogs {
            guard let enumerator = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator where url.lastPathComponent == "\(name).\(kind)" {
                return url
            }
        }
        return nil
    }

    /// The file of an image asset: the one for the largest scale it has.
    static func imageFile(named name: String, bundle: Bundle?) -> String? {
        guard let folder = asset(named: name, kind: "imageset", bundle: bundle) else { return nil }
        let contents = try? JSONDecoder().decode(ImageSet.self, from: Data(contentsOf: folder.appendingPathComponent("Contents.json")))
        let images = (contents?.images ?? []).filter { $0.filename != nil }
        let best = images.max { ($0.scale ?? "1x") < ($1.scale ?? "1x") }
        return best?.filename.map { folder.appendingPathComponent($0).path }
    }

    /// A colour asset, with its dark appearance when it has one.
    static func color(named name: String, bundle: Bundle?) -> ColorValue? {
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
