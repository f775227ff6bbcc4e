import ArgumentParser
import AssetSymbols
import Foundation

/// `assetsymbolgen`: Xcode's asset symbol generation (`GeneratedAssetSymbols.swift`) for Linux.
@main
struct AssetSymbolGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assetsymbolgen",
        abstract: "Generate Swift symbols for the colours and images of asset catalogues, as Xcode does.",
        subcommands: [Generate.self]
    )
}

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write GeneratedAssetSymbols.swift for the .xcassets folders of one target into a directory.",
        discussion: "Assets left out (a symbol another asset has, a member the framework has) are printed as warnings.")

    @Argument(help: "The target's .xcassets folders.")
    var catalogs: [String] = []

    @Option(name: .shortAndLong, help: "The directory to write GeneratedAssetSymbols.swift into.")
    var output: String

    func validate() throws {
        guard !catalogs.isEmpty else { throw ValidationError("Give the target's .xcassets folders.") }
    }

    func run() throws {
        do {
            let generated = try AssetSymbolsGenerator.generate(
                catalogs: catalogs.map { URL(fileURLWithPath: $0, isDirectory: true) },
                into: URL(fileURLWithPath: output, isDirectory: true))
            for warning in generated.warnings {
                FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
            }
            print(generated.file.path)
        } catch {
            // One sentence on standard error and status 1, not the usage that ValidationError adds.
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
