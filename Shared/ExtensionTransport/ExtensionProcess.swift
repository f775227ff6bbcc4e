#if canImport(Glibc)
import Glibc
#endif
import ExtensionProtocol
import Foundation
import SuiteHome
import WireJSON

/// The life of an extension process: its options, its socket, its signals and its idle exit.
///
/// Both extension executables hand over to `ExtensionProcess.run` after building their router.
public enum ExtensionProcess {
    /// What an extension is started with.
    public struct Options: Equatable {
        public var home: SuiteHome
        /// Set by the system when it starts the extension on demand.
        public var launchedBySystem: Bool
        /// Exit after this many seconds without a request; the system passes it, a developer usually does not.
        public var idleExitSeconds: Double?

        public init(home: SuiteHome, launchedBySystem: Bool = false, idleExitSeconds: Double? = nil) {
            self.home = home
            self.launchedBySystem = launchedBySystem
            self.idleExitSeconds = idleExitSeconds
        }
    }

    public struct UsageError: Error, CustomStringConvertible {
        public var description: String
    }

    public static func usage(name: String) -> String {
        """
        USAGE: \(name) [--home DIR] [--idle-exit SECONDS]

        Serves JSON-RPC on <home>/Sockets/\(name).sock until SIGINT or SIGTERM.
        The system ('sample-app home …') starts it on demand; start it by hand to watch its log.

        OPTIONS:
          --home DIR             The suite's home (default: $SAMPLES_HOME, or a per-user data directory).
          --idle-exit SECONDS    Exit after this long without a request (default: never).
          --launched-by-system   Set by the system when it starts the extension on demand.
          -h, --help             Show this help.
        """
    }

    /// Reads the command line; nil means help was asked for.
    public static func parse(_ arguments: [String], name: String) throws -> Options? {
        var homeOption: String?
        var launchedBySystem = false
        var idleExit: Double?
        var index = 0
        func value(after flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(flag) needs a value; see '\(name) --help'.") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help": return nil
            case "--home": homeOption = try value(after: argument)
            case "--launched-by-system": launchedBySystem = true
            case "--idle-exit":
                let text = try value(after: argument)
                guard let seconds = Double(text), seconds > 0 else {
                    throw UsageError(description: "--idle-exit takes a positive number of seconds, not \"\(text)\".")
                }
                idleExit = seconds
            default:
                throw UsageError(description: "Unknown argument \"\(argument)\"; see '\(name) --help'.")
            }
            index += 1
        }
        return Options(home: SuiteHome.resolve(option: homeOption), launchedBySystem: launchedBySystem, idleExitSeconds: idleExit)
    }

    /// Parses the command line, serves until told to stop, and returns the exit status.
    public static func main(name: String, makeRouter: (SuiteHome) throws -> RequestRouter) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let options: Options
        do {
            guard let parsed = try parse(Array(CommandLine.arguments.dropFirst()), name: name) else {
                print(usage(name: name))
                return 0
            }
            options = parsed
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            return 2
        }
        return run(name: name, options: options, makeRouter: makeRouter)
    }

    public static func run(name: String, options: Options, makeRouter: (SuiteHome) throws -> RequestRouter) -> Int32 {
        let pid = getpid()
        let log: @Sendable (String) -> Void = { message in
            let stamp = ISO8601.format(Date())
            FileHandle.standardError.write(Data("\(stamp) \(name)[\(pid)]: \(message)\n".utf8))
        }
        let home = options.home
        SuiteHome.makeCurrent(home)
        let socketPath = home.socket(for: name).path
        let startedAt = Date()
        let server: ExtensionServer
        do {
            try home.prepare(home.root)
            try home.prepare(home.socketDirectory, mode: 0o700)
            server = ExtensionServer(socketPath: socketPath, router: try makeRouter(home), log: log) { served in
                ExtensionStatus(name: name, pid: pid, socket: socketPath,
                                startedBy: options.launchedBySystem ? .system : .hand, startedAt: startedAt,
                                idleExitSeconds: options.idleExitSeconds, requestsServed: served)
            }
            try server.bind()
        } catch {
            log("cannot start: \(error)")
            return 1
        }

        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let signalQueue = DispatchQueue(label: "\(name).signals")
        let sources = [SIGINT, SIGTERM].map { signalNumber in
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: signalQueue)
            source.setEventHandler {
                log("received \(signalNumber == SIGINT ? "SIGINT" : "SIGTERM"); stopping")
                server.stop()
            }
            source.resume()
            return source
        }
        var idleTimer: DispatchSourceTimer?
        if let idleExit = options.idleExitSeconds {
            let timer = DispatchSource.makeTimerSource(queue: signalQueue)
            timer.schedule(deadline: .now() + 1, repeating: min(1, idleExit / 2))
            timer.setEventHandler {
                if server.idleSeconds >= idleExit {
                    log("idle for \(Int(idleExit)) s; exiting")
                    server.stop()
                }
            }
            timer.resume()
            idleTimer = timer
        }
        log("serving on \(socketPath) (started by \(options.launchedBySystem ? "the system" : "hand"); methods: \(server.methods.map(\.rawValue).joined(separator: ", ")))")
        server.run()
        withExtendedLifetime((sources, idleTimer)) {}
        log("stopped")
        return 0
    }
}
