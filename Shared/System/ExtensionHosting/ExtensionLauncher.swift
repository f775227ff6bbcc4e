#if canImport(Glibc)
    import Glibc
#endif
import ExtensionProtocol
import ExtensionTransport
import Foundation
import SuiteHome

/// The system's way to reach an extension: connect to its socket, or start it and wait.
///
/// An extension the system starts runs in its own session, logs to `<home>/Logs/<name>.log`
/// and exits after `idleExitSeconds` without requests. One started by hand is used as it is.
public final class ExtensionLauncher: Sendable {
    public let name: String
    /// The executable it starts.
    public let executable: URL
    /// What to do when the executable is not there, as the end of a sentence.
    public let remedy: String
    public let home: SuiteHome
    public let trace: MessageTrace?
    public let timeout: Double
    public let idleExitSeconds: Double

    /// Tunables, from the environment so that tests and users can change them without a flag.
    public static var defaultTimeout: Double { seconds(from: "SAMPLES_EXTENSION_TIMEOUT", default: 10) }

    public static var defaultIdleExit: Double { seconds(from: "SAMPLES_EXTENSION_IDLE_EXIT", default: 120) }

    /// A number of seconds from the environment, between a millisecond and an hour; anything else is ignored, with a word.
    static func seconds(from variable: String, default fallback: Double) -> Double {
        guard let text = ProcessInfo.processInfo.environment[variable], !text.isEmpty else { return fallback }
        guard let value = Double(text), value.isFinite, value >= 0.001, value <= 3600 else {
            FileHandle.standardError.write(
                Data("warning: \(variable)=\(text) is not a number of seconds between 0.001 and 3600; using \(Int(fallback)).\n".utf8))
            return fallback
        }
        return value
    }

    /// A launcher for the executable `name` among the suite's own (see `executableDirectory()`), or at `executable`.
    public init(
        name: String, executable: URL? = nil, home: SuiteHome, trace: MessageTrace? = nil,
        timeout: Double = ExtensionLauncher.defaultTimeout, idleExitSeconds: Double = ExtensionLauncher.defaultIdleExit
    ) {
        self.name = name
        self.executable = executable ?? Self.executableDirectory().appendingPathComponent(name)
        self.remedy =
            executable == nil
            ? "build the suite with 'swift build' or set SAMPLES_EXTENSIONS_DIR"
            : "build it again, or install it from where it is now with 'sample-app home install PATH'"
        self.home = home
        self.trace = trace
        self.timeout = timeout
        self.idleExitSeconds = idleExitSeconds
    }

    public var socketPath: String { home.socket(for: name).path }
    public var logFile: URL { home.root.appendingPathComponent("Logs/\(name).log") }

    /// A connection to the running extension, or nil when nothing listens on its socket. Only a
    /// process of this user is talked to: the kernel vouches for the peer's uid, whatever it says.
    /// `timeout` bounds each reply on the connection (the launcher's own by default).
    public func connectIfRunning(timeout: Double? = nil) throws -> SocketConnection? {
        let timeout = timeout ?? self.timeout
        let socket: UnixSocket
        do {
            socket = try UnixSocket.connect(to: socketPath, timeout: timeout)
        } catch let error as SocketError where error.isNobodyListening {
            return nil
        }
        if let owner = socket.peerUserID(), owner != getuid() {
            throw ExtensionUnavailable.foreignPeer(name: name, socket: socketPath, uid: owner)
        }
        return SocketConnection(peerName: name, socket: socket, timeout: timeout, trace: trace)
    }

    /// A connection to the extension, starting it first when none answers. One it starts must answer
    /// `extension/status` in time, or it is killed: a failed start leaves no process behind.
    public func connect() throws -> SocketConnection {
        if let connection = try connectIfRunning() { return connection }
        let pid = try launch()
        var exited = false
        do {
            let connection = try awaitSocket(of: pid, exited: &exited)
            _ = try connection.send(ExtensionStatusRequest())
            Self.reapWhenItEnds(pid)
            return connection
        } catch {
            // The child leads a process group of its own (its session's): the whole group is ended, so that
            // what a script started (a `sleep`, a child it forked before exiting) goes with it. Linux reuses no
            // number a group still has, so the group is signalled even when its leader was reaped.
            kill(-pid, SIGKILL)
            if !exited {
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
            if let unavailable = error as? ExtensionUnavailable, case .timeout = unavailable {
                throw ExtensionUnavailable.launchFailed(
                    name: name,
                    reason:
                        "it did not answer within \(ExtensionUnavailable.format(timeout)) s of starting, so it was stopped; see \(logFile.path)."
                )
            }
            throw error
        }
    }

    /// Reaps the extension started as `pid` when it ends, on a thread of its own that waits for it. An
    /// extension ends on its own (its idle limit, its home gone) while the process that started it may
    /// live on (`home serve`, a watch, a test process): unreaped, each would stay a zombie of that process;
    /// in a test process, a zombie not its own keeps swift-testing's exit-test monitor (which waits for any
    /// child without reaping it) from ever seeing its own child end. A thread per extension started here:
    /// a host starts a few. Nothing simpler reaps one child alone: a SIGCHLD handler would take the
    /// children `Process` and the test library wait for too.
    static func reapWhenItEnds(_ pid: pid_t) {
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        }
    }

    /// Waits for the extension started as `pid` to open its socket.
    private func awaitSocket(of pid: pid_t, exited: inout Bool) throws -> SocketConnection {
        // Monotonic: inside an extension's request the wall clock stands at the request's time.
        let deadline = ContinuousClock.now + .seconds(timeout)
        var pause: useconds_t = 500
        while ContinuousClock.now < deadline {
            if let connection = try connectIfRunning() { return connection }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                exited = true
                throw ExtensionUnavailable.launchFailed(
                    name: name, reason: "it exited during start-up (\(lastLogLine() ?? "no log")); see \(logFile.path).")
            }
            usleep(pause)
            pause = min(pause * 2, 20_000)
        }
        throw ExtensionUnavailable.launchFailed(
            name: name,
            reason:
                "it did not open \(socketPath) within \(ExtensionUnavailable.format(timeout)) s, so it was stopped; see \(logFile.path).")
    }

    /// Where the extension executables are: `SAMPLES_EXTENSIONS_DIR`, or beside the running executable.
    public static func executableDirectory() -> URL {
        if let directory = ProcessInfo.processInfo.environment["SAMPLES_EXTENSIONS_DIR"], !directory.isEmpty {
            return URL(fileURLWithPath: directory, isDirectory: true)
        }
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent()
    }

    /// Starts the extension in a session of its own and returns its pid.
    func launch() throws -> pid_t {
        let executable = self.executable.path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw ExtensionUnavailable.executableMissing(name: name, path: executable, remedy: remedy)
        }
        // A program another user could change would run as this user: it is not started.
        if let problem = HomeTrust.problem(with: executable) {
            throw ExtensionUnavailable.launchFailed(
                name: name, reason: "\(problem), so another user could change what would run; make it yours alone (chown, chmod go-w).")
        }
        try home.prepare(home.socketDirectory, restrictingExisting: true)
        try home.prepare(logFile.deletingLastPathComponent())
        let arguments = [
            executable, "--home", home.root.path, "--launched-by-system",
            "--idle-exit", String(idleExitSeconds),
        ]

        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 1, logFile.path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        posix_spawn_file_actions_adddup2(&fileActions, 1, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let setSessionID: Int16 = 0x80  // POSIX_SPAWN_SETSID: survive the terminal that started the command
        posix_spawnattr_setflags(&attributes, setSessionID)

        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var result = posix_spawn(&pid, executable, &fileActions, &attributes, argv, environ)
        // A file still open for writing somewhere (a build finishing, a copy another process inherited)
        // cannot be run for a moment: wait for it, up to a second.
        for _ in 0..<20 where result == ETXTBSY {
            usleep(50_000)
            result = posix_spawn(&pid, executable, &fileActions, &attributes, argv, environ)
        }
        guard result == 0 else {
            throw ExtensionUnavailable.launchFailed(name: name, reason: String(cString: strerror(result)) + ".")
        }
        return pid
    }

    func lastLogLine() -> String? {
        guard let text = try? String(contentsOf: logFile, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").last.map(String.init)
    }
}
