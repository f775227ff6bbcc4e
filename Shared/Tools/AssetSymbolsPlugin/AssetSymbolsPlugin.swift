import Foundation
import PackagePlugin

/// Generates Swift symbols for the colours and images of a target's asset catalogues, at build time, as
/// Xcode does (`ColorResource.brandRed`, `Color.brandRed`, `Image(.hero)`): one `GeneratedAssetSymbols.swift`
/// for all of the target's `.xcassets` folders.
///
/// Every file of the catalogues is an input of the command, so adding or renaming an asset regenerates the
/// Swift on the next build. The catalogue must be a resource of the target (`resources: [.copy("Assets.xcassets")]`):
/// the symbols name `Bundle.module`, which SwiftPM makes only for a target with resources.
@main
struct AssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        // SwiftPM lists a catalogue as one resource, or as the files inside it: either way, its folder.
        var catalogs: [URL] = []
        for file in sourceTarget.sourceFiles {
            if let catalog = Self.catalog(containing: file.url), !catalogs.contains(catalog) { catalogs.append(catalog) }
        }
        guard !catalogs.isEmpty else { return [] }
        var inputs: [URL] = []
        for catalog in catalogs {
            let files = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                inputs.append(file)
            }
        }
        let tool = try context.tool(named: "assetsymbolgen")
        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssetSymbols")
        return [
            .buildCommand(
                displayName: "Generating asset symbols from \(catalogs.map(\.lastPathComponent).joined(separator: ", "))",
                executable: tool.url,
                arguments: ["generate"] + catalogs.map(\.path) + ["--output", outputDirectory.path],
                inputFiles: catalogs + inputs,
                outputFiles: [outputDirectory.appending(path: "GeneratedAssetSymbols.swift")]
            )
        ]
    }

    /// The `.xcassets` folder `url` is in, or is.
    static func catalog(containing url: URL) -> URL? {
        var candidate = url.standardizedFileURL
        while candidate.pathComponents.count > 1 {
            if candidate.pathExtension == "xcassets" { return candidate }
            candidate = candidate.deletingLastPathComponent()
        }
        return nil
    }
}
