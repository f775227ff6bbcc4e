import ArgumentParser
import Foundation
import IntentDefinition

/// `intentgen`: Xcode's intent builder for Linux.
@main
struct IntentGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intentgen",
        abstract: "Generate Swift from Xcode .intentdefinition files, as Xcode's intent builder does.",
        subcommands: [Generate.self, Lint.self]
    )
}

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the Swift generated from a definition file into a directory.")

    @Argument(help: "The .intentdefinition file.")
    var file: String

    @Option(name: .shortAndLong, help: "The directory to write <Name>.swift into.")
    var output: String

    func run() throws {
        do {
            let written = try IntentDefinitionGenerator.generate(
                definition: URL(fileURLWithPath: file), into: URL(fileURLWithPath: output, isDirectory: true))
            print(written.path)
        } catch let error as IntentDefinitionError {
            throw fail(error)
        }
    }
}

/// Prints one sentence on standard error and ends with status 1 (not usage, which ValidationError adds).
func fail(_ error: IntentDefinitionError) -> ExitCode {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    return ExitCode.failure
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a definition file and print a summary, or the first problem found.")

    @Argument(help: "The .intentdefinition file.")
    var file: String

    func run() throws {
        do {
            let definition = try IntentDefinitionReader.read(contentsOf: URL(fileURLWithPath: file))
            let url = URL(fileURLWithPath: file)
            print("\(url.lastPathComponent): ok — \(definition.intents.count) intent(s), \(definition.types.count) type(s), \(definition.enums.count) enum(s)")
        } catch let error as IntentDefinitionError {
            throw fail(error)
        }
    }
}
