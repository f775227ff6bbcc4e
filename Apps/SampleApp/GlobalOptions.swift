import ArgumentParser
import ExtensionTransport
import Foundation
import SuiteHome

/// The options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The suite's home: all data, state and sockets live under it.",
                                            discussion: "Defaults to $SAMPLES_HOME, or a per-user data directory.",
                                            valueName: "dir"))
    var home: String?

    @Flag(name: .long, help: "Print each JSON message that crosses a process boundary to standard error.")
    var trace = false

    /// The home, made current for this process and the extensions it starts.
    func resolvedHome() throws -> SuiteHome {
        let resolved = SuiteHome.resolve(option: home)
        try resolved.prepare(resolved.root)
        SuiteHome.makeCurrent(resolved)
        return resolved
    }

    var messageTrace: MessageTrace? { trace ? .standardError : nil }
}

/// Runs a command's work; any error becomes one sentence on standard error and exit status 1.
func reportingErrors(_ work: () throws -> Void) throws {
    do {
        try work()
    } catch let error as ExitCode {
        throw error
    } catch let error as CleanExit {
        throw error
    } catch let error as ValidationError {
        throw error
    } catch {
        FileHandle.standardError.write(Data("error: \(describe(error))\n".utf8))
        throw ExitCode.failure
    }
}

/// The sentence a user sees for an error.
func describe(_ error: Error) -> String {
    String(describing: error)
}
