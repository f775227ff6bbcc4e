import Foundation

/// A colour set or an image set of an asset catalogue, named as code asks for it.
public struct CatalogAsset: Hashable, Sendable {
    /// The two kinds of set Xcode generates symbols for, by their folders' extensions.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case color = "colorset"
        case image = "imageset"

        /// The word Xcode's messages use for the kind: "color" or "image".
        public var word: String {
            switch self {
            case .color: "color"
            case .image: "image"
            }
        }
    }

    public var kind: Kind
    /// The folders around the set that provide a namespace, outermost first.
    public var namespaces: [String]
    /// The set's own name: its folder's name without `.colorset` or `.imageset`.
    public var baseName: String
    /// The set's folder.
    public var folder: URL

    public init(kind: Kind, namespaces: [String], baseName: String, folder: URL) {
        self.kind = kind
        self.namespaces = namespaces
        self.baseName = baseName
        self.folder = folder
    }

    /// The name code asks for (`Color("Brand/Red")`): the namespaces, then the set's name, joined by "/".
    public var name: String { (namespaces + [baseName]).joined(separator: "/") }
}

/// Reads an asset catalogue (an `.xcassets` folder) as Xcode compiles it: every colour and image set, in
/// groups that may provide a namespace ("Provides Namespace" in Xcode's inspector, `provides-namespace`
/// in the group's `Contents.json`), which then becomes part of the names of the sets inside it.
public enum AssetCatalogReader {
    /// Every colour and image set of `catalog`, groups walked in the order of their names.
    public static func assets(in catalog: URL) throws(AssetSymbolsError) -> [CatalogAsset] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: catalog.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AssetSymbolsError(path: catalog.path, message: "is not an asset catalogue folder; give the path of an .xcassets folder.")
        }
        var found: [CatalogAsset] = []
        try collect(in: catalog, namespaces: [], into: &found)
        return found
    }

    private static func collect(in folder: URL, namespaces: [String], into found: inout [CatalogAsset]) throws(AssetSymbolsError) {
        let entries: [URL]
        do {
            entries = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        } catch {
            throw AssetSymbolsError(path: folder.path, message: "cannot be read (\(error.localizedDescription)); check its permissions.")
        }
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let base = entry.deletingPathExtension().lastPathComponent
            if let kind = CatalogAsset.Kind(rawValue: entry.pathExtension) {
                found.append(CatalogAsset(kind: kind, namespaces: namespaces, baseName: base, folder: entry))
            } else if entry.pathExtension.isEmpty {
                let inner = try providesNamespace(entry) ? namespaces + [entry.lastPathComponent] : namespaces
                try collect(in: entry, namespaces: inner, into: &found)
            }
            // Any other set (an app icon, a data set, a symbol set, a sticker) has no colour or image symbol.
        }
    }

    /// Whether the group `folder` provides a namespace, as its `Contents.json` says; a group without one does not.
    static func providesNamespace(_ folder: URL) throws(AssetSymbolsError) -> Bool {
        let file = folder.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return false }
        struct GroupContents: Decodable {
            struct Properties: Decodable {
                var providesNamespace: Bool?
                enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
            }
            var properties: Properties?
        }
        do {
            return try JSONDecoder().decode(GroupContents.self, from: data).properties?.providesNamespace ?? false
        } catch {
            throw AssetSymbolsError(
                path: file.path, message: "is not a group's Contents.json as Xcode writes it; open the catalogue in Xcode, or fix its JSON."
            )
        }
    }
}
