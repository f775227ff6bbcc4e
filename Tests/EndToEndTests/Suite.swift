#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import Synchronization
import Testing

/// What a finished command printed and how it ended.
struct CommandResult {
    var status: Int32
    var output: String
    var errors: String
}

/// Starts the suite's real executables, each test in a home of its own.
struct TestHome {
    let root: URL

    init() {
        root = URL(fileURLWithPath: String(cString: mkdtemp(strdup("/tmp/cw-e2e-XXXXXX"))))
    }

    /// Where `swift build` put the executables: beside this test bundle.
    static let buildDirectory: URL = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // On Linux the test bundle is a file in the build directory; step out of a .xctest bundle if there is one.
        while directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
        return directory
    }()

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SAMPLES_HOME"] = root.path
        environment["SAMPLES_EXTENSION_TIMEOUT"] = "10"
        environment["SAMPLES_EXTENSION_IDLE_EXIT"] = "30"
        environment["NO_COLOR"] = "1"
        environment["PATH"] = Self.buildDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return environment
    }

    /// Runs `sample-app` (or another executable) to completion.
    @discardableResult
    func run(
        _ arguments: [String], executable: String = "sample-app", extraEnvironment: [String: String] = [:],
        timeout: Double = 60
    ) throws -> CommandResult {
        try runProcess(
            Self.buildDirectory.appendingPathComponent(executable).path, arguments,
            extraEnvironment: extraEnvironment, timeout: timeout)
    }

    /// Runs a shell command line, as the walkthrough's reader types it.
    func shell(_ commandLine: String, timeout: Double = 60) throws -> CommandResult {
        try runProcess("/bin/sh", ["-c", commandLine], extraEnvironment: [:], timeout: timeout)
    }

    func runProcess(_ path: String, _ arguments: [String], extraEnvironment: [String: String], timeout: Double) throws -> CommandResult {
        let outputFile = root.appendingPathComponent(".out-\(UUID().uuidString)")
        let errorFile = root.appendingPathComponent(".err-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        let child = try ChildProcess.spawn(
            path, arguments, environment: environment.merging(extraEnvironment) { $1 },
            output: outputFile.path, errors: errorFile.path)
        let status = child.wait(timeout: timeout)
        if status == nil {
            child.terminate()
            _ = child.wait(timeout: 5)
            Issue.record("\(path) \(arguments.joined(separator: " ")) did not finish within \(timeout) s")
        }
        return CommandResult(
            status: status ?? -1,
            output: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
            errors: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
    }

    /// Starts an extension by hand, as a developer would, its log going to `log`, and waits for its socket.
    func startByHand(_ name: String, log: String = "/dev/null") throws -> ChildProcess {
        let process = try ChildProcess.spawn(
            Self.buildDirectory.appendingPathComponent(name).path, ["--home", root.path],
            environment: environment, output: "/dev/null", errors: log)
        let socket = socketPath(name)
        _ = waitUntil(seconds: 10) { FileManager.default.fileExists(atPath: socket) }
        return process
    }

    func socketPath(_ name: String) -> String { root.appendingPathComponent("Sockets/\(name).sock").path }

    /// Stops every extension of this home and removes it.
    func tearDown() {
        _ = try? run(["extensions", "stop", "--all"], timeout: 20)
        try? FileManager.default.removeItem(at: root)
        try? FileManager.default.removeItem(atPath: root.path + "-executables")
    }

    /// Where user 65534 may run the suite's executables: the build folder when that user can reach it,
    /// else copies (with the resources they read) in a folder beside the home that anyone may enter,
    /// removed with it. A clone inside a folder other users cannot enter (`mktemp -d`, a home folder of
    /// mode 0700) keeps them from the build folder.
    func executablesForOtherUsers() throws -> URL {
        let build = TestHome.buildDirectory
        let reaches = try runProcess(
            "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/test", "-x", build.appendingPathComponent("sample-app").path],
            extraEnvironment: [:], timeout: 10)
        if reaches.status == 0 { return build }
        let copies = URL(fileURLWithPath: root.path + "-executables")
        try? FileManager.default.removeItem(at: copies)
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: false)
        let names = try FileManager.default.contentsOfDirectory(atPath: build.path).filter { $0.hasSuffix(".resources") }
            + ["sample-app", "widget-extension", "intents-extension"]
        // Copied by cp, in a process of its own: a file this process wrote would be open for writing while
        // other tests start processes, which would inherit the descriptor, and running the copy would fail
        // ("Text file busy") for as long as any of them kept it.
        let copied = try runProcess(
            "/bin/cp", ["-R"] + names.map { build.appendingPathComponent($0).path } + [copies.path], extraEnvironment: [:], timeout: 60)
        guard copied.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: copied.errors]) }
        chmod(copies.path, 0o755)
        for entry in try FileManager.default.subpathsOfDirectory(atPath: copies.path) {
            let path = copies.appendingPathComponent(entry).path
            var information = stat()
            stat(path, &information)
            chmod(path, information.st_mode & S_IFMT == S_IFDIR || information.st_mode & 0o100 != 0 ? 0o755 : 0o644)
        }
        return copies
    }
}

/// A child process started with posix_spawn and reaped with waitpid: no run loop involved.
final class ChildProcess: Sendable {
    let pid: pid_t
    private let exitStatus = Mutex<Int32?>(nil)

    init(pid: pid_t) {
        self.pid = pid
    }

    static func spawn(
        _ path: String, _ arguments: [String], environment: [String: String], input: String = "/dev/null", output: String, errors: String
    ) throws -> ChildProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // A terminal is opened for reading and writing; files are written afresh.
        let isTerminal = input.hasPrefix("/dev/pts/")
        posix_spawn_file_actions_addopen(&actions, 0, input, isTerminal ? O_RDWR : O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, isTerminal ? O_RDWR : O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors, isTerminal ? O_RDWR : O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // Started as a shell starts it: no signal blocked or ignored, whatever this process's threads block.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        return ChildProcess(pid: pid)
    }

    var processIdentifier: Int32 { pid }

    var isRunning: Bool {
        exitStatus.withLock { exitStatus in
            guard exitStatus == nil else { return false }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                exitStatus = Self.decode(status)
                return false
            }
            return true
        }
    }

    /// The exit status, or nil if the process still runs after `timeout` seconds.
    func wait(timeout: Double) -> Int32? {
        // Monotonic: WidgetTesting's calls move this process's wall clock while a widget's code runs.
        let deadline = ContinuousClock.now + .seconds(timeout)
        while isRunning {
            if ContinuousClock.now > deadline { return nil }
            usleep(2_000)
        }
        return exitStatus.withLock { $0 }
    }

    func terminate() { kill(pid, SIGTERM) }

    static func decode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

/// Sends raw lines to a socket and reads one reply line per line sent, as `socat` would.
func exchange(lines: [Data], with path: String) throws -> [String] {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
    }
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var replies: [String] = []
    for line in lines {
        _ = line.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var reply: [UInt8] = []
        var byte: UInt8 = 0
        while recv(descriptor, &byte, 1, 0) == 1 && byte != 0x0A { reply.append(byte) }
        replies.append(String(decoding: reply, as: UTF8.self))
    }
    return replies
}

/// Waits, up to `seconds`, for `condition`; whether it came.
func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        usleep(2_000)
    }
    return true
}
