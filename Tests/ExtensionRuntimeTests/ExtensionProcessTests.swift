import ArgumentParser
import Foundation
import SuiteHome
import TestSupport
import Testing

@testable import ExtensionRuntime

/// An extension's command line, read without starting anything: what it takes, what it refuses and the
/// sentence it refuses with, and the options it hands to the process it would run.
///
/// `ExtensionProcess.main` and `run` are left to the end-to-end tests: they make the home this process's
/// own, start it again (`execv`) and bind a socket.
@Suite struct ExtensionProcessTests {
    typealias Command = ExtensionProcess.Command

    /// A home for the command line to name; nothing is made in it.
    static let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("extension-process-tests-\(UUID().uuidString)")

    /// What argument-parser says when it refuses `arguments`; nil when it takes them.
    func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try Command.parse(arguments)
            return nil
        } catch {
            return Command.message(for: error)
        }
    }

    @Test func theExecutablesNameIsItsFilesName() throws {
        let name = ExtensionProcess.executableName
        #expect(!name.isEmpty && !name.contains("/"))
        let file = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #expect(name == URL(fileURLWithPath: file).lastPathComponent)
    }

    @Test func theCommandIsNamedForItsExecutableAndSaysWhereItServes() {
        let name = ExtensionProcess.executableName
        #expect(Command.configuration.commandName == name)
        #expect(Command.configuration.abstract.contains("<home>/Sockets/\(name).sock"))
        let help = Command.helpMessage(includeHidden: false, columns: 200)
        #expect(help.contains("USAGE: \(name)"), "\(help)")
        for option in ["--home <dir>", "--idle-exit <seconds>", "--launched-by-system"] {
            #expect(help.contains(option), "\(option) in \(help)")
        }
    }

    @Test func withoutArgumentsTheHomeIsTheEnvironmentsAndNothingElseIsSet() throws {
        // The test process's own temporary home, made first: `SAMPLES_HOME` then stays as it is while this test
        // reads it, and the user's real home is never the one named.
        let processHome = ProcessHome.shared
        let options = try Command.parse([]).options()
        #expect(options.home.root.path == processHome.root.path)
        #expect(!options.launchedBySystem && options.idleExitSeconds == nil)
    }

    @Test func everyOptionIsHandedOn() throws {
        let options = try Command.parse(["--home", Self.elsewhere.path, "--idle-exit", "2.5", "--launched-by-system"]).options()
        #expect(options.home.root.path == Self.elsewhere.standardizedFileURL.path)
        #expect(options.launchedBySystem)
        #expect(options.idleExitSeconds == 2.5)
        #expect(!FileManager.default.fileExists(atPath: Self.elsewhere.path), "reading the command line makes no home")
        let written = try Command.parse(["--idle-exit=30", "--home=\(Self.elsewhere.path)"]).options()
        #expect(written.home.root.path == Self.elsewhere.standardizedFileURL.path)
        #expect(written.idleExitSeconds == 30 && !written.launchedBySystem, "a flag left out is false")
    }

    @Test func aRelativeHomeIsTheWorkingDirectorysFolder() throws {
        let options = try Command.parse(["--home", "some-home"]).options()
        let expected = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            .appendingPathComponent("some-home").standardizedFileURL
        #expect(options.home.root.path == expected.path)
    }

    @Test(arguments: ["0", "-1", "nan", "-0.5"])
    func anIdleExitThatIsNotAPositiveNumberOfSecondsIsRefused(seconds: String) throws {
        let given = try #require(Double(seconds))
        let message = try #require(refusal(["--idle-exit=\(seconds)"]), "--idle-exit \(seconds) was taken")
        #expect(message == "--idle-exit takes a positive number of seconds, not \(given).")
    }

    @Test func whatIsNotANumberOrNotAnOptionIsRefusedByName() throws {
        let notANumber = try #require(refusal(["--idle-exit", "soon"]))
        #expect(notANumber.contains("The value 'soon' is invalid for '--idle-exit <seconds>'"), "\(notANumber)")
        let unknown = try #require(refusal(["--colour", "red"]))
        #expect(unknown.contains("--colour"), "\(unknown)")
        let missing = try #require(refusal(["--home"]))
        #expect(missing.contains("--home"), "\(missing)")
        #expect(refusal(["--idle-exit", "0.25"]) == nil, "any positive number of seconds, a fraction too")
    }

    @Test func anEmptyHomeIsRefusedWhenTheOptionsAreMadeSayingWhatToDo() throws {
        let command = try Command.parse(["--home", ""])
        let error = try #require(throws: SuiteHomeError.self) { _ = try command.options() }
        #expect("\(error)".hasPrefix("--home is empty;"))
        #expect("\(error)".contains("$\(SuiteHome.environmentVariable)"))
    }

    @Test func helpIsAskedForNotRefused() {
        do {
            _ = try Command.parse(["--help"])
            Issue.record("--help parsed as options")
        } catch {
            #expect(Command.exitCode(for: error) == .success)
        }
    }
}
