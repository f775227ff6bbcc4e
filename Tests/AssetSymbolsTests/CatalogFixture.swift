import Foundation

/// An asset catalogue written into a temporary folder for one test: its files by path inside the catalogue.
struct CatalogFixture {
    let folder: URL
    let catalog: URL

    init(_ files: [String: String], catalogName: String = "Assets.xcassets") throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("AssetSymbolsTests-\(UUID().uuidString)")
        catalog = folder.appendingPathComponent(catalogName)
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        for (path, contents) in files {
            let file = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
        }
    }

    /// A colour set's or image set's `Contents.json`, whatever it holds: the generator reads only the folder's name.
    static let set = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#
    /// A group's `Contents.json` that provides a namespace.
    static let namespace = #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
