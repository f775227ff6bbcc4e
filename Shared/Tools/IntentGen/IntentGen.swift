import ArgumentParser
import Foundation
import IntentDefinition
import SuiteHome

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
        } catch let error as FileError {
            throw fail(error)
        }
    }
}

/// Prints one sentence on standard error and ends with status 1 (not usage, which ValidationError adds).
func fail(_ error: some Error & CustomStringConvertible) -> ExitCode {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    return ExitCode.failure
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a definition file and print a summary, or the first problem found.",
        discussion: "Keys the suite does not know (a newer Xcode may write some) are listed as warnings; --strict makes them errors.")

    @Argument(help: "The .intentdefinition file.")
    var file: String

    @Flag(help: "Fail when the file has keys the suite does not read.")
    var strict = false

    func run() throws {
        do {
            let url = URL(fileURLWithPath: file)
            let definition = try IntentDefinitionReader.read(contentsOf: url)
            for path in definition.unreadKeyPaths {
                FileHandle.standardError.write(
                    Data(
                        "warning: \(url.lastPathComponent): \(path): this suite does not read this key, so what it says is ignored; please report it with the file.\n"
                            .utf8))
            }
            for warning in definition.warnings {
                FileHandle.standardError.write(Data("warning: \(url.lastPathComponent): \(warning)\n".utf8))
            }
            if strict, !definition.unreadKeyPaths.isEmpty || !definition.warnings.isEmpty { throw ExitCode.failure }
            print(
                "\(url.lastPathComponent): ok — \(definition.intents.count) intent(s), \(definition.types.count) type(s), \(definition.enums.count) enum(s)"
            )
        } catch let error as IntentDefinitionError {
            throw fail(error)
        }
    }
}
