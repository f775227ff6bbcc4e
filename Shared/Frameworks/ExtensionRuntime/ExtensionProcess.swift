#if canImport(Glibc)
    import Glibc
#endif
import ExtensionTransport
import AppleFoundation
import ArgumentParser
import ExtensionProtocol
import Foundation
import SuiteHome
import WireJSON

/// The life of an extension process: its options, its socket, its signals and its idle exit.
///
/// Every extension executable, the samples' and a developer's own, hands over to `ExtensionProcess.main`
/// with its role and router. Its name is its executable's file name: that names its socket, so the
/// system finds an installed extension by the name of the file it installed.
public enum ExtensionProcess {
    /// The file name of the running executable (`widget-extension`, `MyWidgetsExtension`).
    public static let executableName: String = {
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? "extension"
        return URL(fileURLWithPath: path).lastPathComponent
    }()

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

    /// The command line an extension reads, as argument-parser lays it out. The process's own name
    /// (`widget-extension`, `intents-extension`) is the command's.
    struct Command: ParsableCommand {
        static var configuration: CommandConfiguration {
            let name = executableName
            return CommandConfiguration(
                commandName: name,
                abstract: "Serves JSON-RPC on <home>/Sockets/\(name).sock until SIGINT or SIGTERM.",
                discussion: "The system ('sample-app home …') starts it on demand; start it by hand to watch its log."
            )
        }

        @Option(help: ArgumentHelp("The suite's home (default: $SAMPLES_HOME, or a per-user data directory).", valueName: "dir"))
        var home: String?

        @Option(
            name: .customLong("idle-exit"),
            help: ArgumentHelp("Exit after this long without a request (default: never).", valueName: "seconds"))
        var idleExitSeconds: Double?

        @Flag(help: "Set by the system when it starts the extension on demand.")
        var launchedBySystem = false

        func validate() throws {
            if let idleExitSeconds, !(idleExitSeconds > 0) {
                throw ValidationError("--idle-exit takes a positive number of seconds, not \(idleExitSeconds).")
            }
        }

        func options() throws -> Options {
            Options(home: try SuiteHome.resolve(option: home), launchedBySystem: launchedBySystem, idleExitSeconds: idleExitSeconds)
        }
    }

    /// Reads the command line (printing help, or the error and usage, and exiting when it says so),
    /// serves until told to stop, and returns the exit status.
    public static func main(role: ExtensionRole, makeRouter: (SuiteHome) throws -> RequestRouter) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let command = Command.parseOrExit()
        let options: Options
        do {
            options = try command.options()
        } catch {
            Command.exit(withError: ValidationError("\(error)"))
        }
        restartInHomeEnvironment(options.home)
        return run(name: executableName, role: role, options: options, makeRouter: makeRouter)
    }

    /// Starts this process again with the home's `XDG_CONFIG_HOME`, once, when it was started without it
    /// (by hand, with `--home`): Foundation reads where `UserDefaults` keeps its files from the environment
    /// the process started with, and a later `setenv` is not seen, so the extension's
    /// `UserDefaults(suiteName:)` would be the user's own rather than the app group's. The system starts
    /// its extensions with it already; nothing short of a new start changes what Foundation read.
    static func restartInHomeEnvironment(_ home: SuiteHome) {
        let marker = "SAMPLES_RESTARTED_FOR_HOME"
        let preferences = home.preferencesDirectory.path
        if getenv(marker) != nil {
            unsetenv(marker)
            return
        }
        guard getenv("XDG_CONFIG_HOME").map({ String(cString: $0) }) != preferences else { return }
        SuiteHome.makeCurrent(home)
        setenv(marker, "1", 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Not started again (no /proc): it goes on, its defaults the user's own.
        unsetenv(marker)
    }

    public static func run(name: String, role: ExtensionRole, options: Options, makeRouter: (SuiteHome) throws -> RequestRouter) -> Int32 {
        let pid = getpid()
        let log: @Sendable (String) -> Void = { message in
            // Real time, whatever time the request being answered shows.
            let stamp = ISO8601.format(DeviceTimeGate.realNow())
            FileHandle.standardError.write(Data("\(stamp) \(name)[\(pid)]: \(message)\n".utf8))
        }
        let home = options.home
        SuiteHome.makeCurrent(home)
        let socketPath = home.socket(for: name).path
        let startedAt = DeviceTimeGate.realNow()
        let server: ExtensionServer
        do {
            try home.prepare(home.root)
            try home.checkTrusted()
            try home.prepare(home.socketDirectory, restrictingExisting: true)
            var router = try makeRouter(home)
            // Each request is answered at the device's time it carries. What the app wrote to the app group's
            // UserDefaults is read before it, and what the extension wrote is kept after.
            router.serving = { method, deviceTime, answer in
                guard method.runsExtensionCode else { return answer() }
                return DeviceTimeGate.process.run(at: deviceTime) {
                    AppGroupDefaults.synchronize()
                    defer { AppGroupDefaults.synchronize() }
                    return answer()
                }
            }
            server = ExtensionServer(socketPath: socketPath, router: router, log: log) { served in
                ExtensionStatus(
                    name: name, role: role, pid: pid, socket: socketPath,
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
        log(
            "serving on \(socketPath) (started by \(options.launchedBySystem ? "the system" : "hand"); methods: \(server.methods.map(\.rawValue).joined(separator: ", ")))"
        )
        // The server answers on a thread of its own. The main thread runs the main run loop, as an app's
        // does on iOS: widget code that hands work to `DispatchQueue.main`, `RunLoop.main` or the main actor
        // (a location manager's delegate, a Combine pipeline received on the main queue) has it run while a
        // request waits for it. The process ends when the server stops.
        let serving = Thread {
            server.run()
            log("stopped")
            exit(0)
        }
        serving.name = "\(name).server"
        serving.start()
        // A timer that never fires keeps the run loop from finding itself empty, and so from spinning.
        RunLoop.main.add(Timer(timeInterval: 86_400, repeats: true) { _ in }, forMode: .default)
        // This frame never returns, so the signal sources and the idle timer above live as long as the process.
        withExtendedLifetime((sources, idleTimer)) { () -> Never in
            while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
        }
    }
}
