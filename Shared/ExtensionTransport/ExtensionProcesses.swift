#if canImport(Glibc)
    import Glibc
#endif
import ExtensionProtocol
import Foundation

/// What the system knows of one extension process.
public struct ExtensionReport: Sendable {
    public enum State: Sendable, Equatable {
        case notRunning
        case running(ExtensionStatus)
        /// Something of ours listens on the socket but did not answer `extension/status` in time:
        /// stopped (`kill -STOP`), stuck, or too busy.
        case notAnswering
    }

    public var name: String
    public var socket: String
    public var state: State
    /// The pid the kernel reports for the process on the socket, which is what `stop` signals.
    public var peerProcessID: Int32?

    /// Whether the system started it, from its own answer or, when it does not answer, from the
    /// command line the kernel keeps for it; nil when neither says.
    public var startedBySystem: Bool? {
        switch state {
        case .notRunning: nil
        case .running(let status): status.startedBy == .system
        case .notAnswering: peerProcessID.flatMap(ExtensionProcesses.launchedBySystem(pid:))
        }
    }
}

/// The extension processes of a home: which run, who started them, and stopping them.
public struct ExtensionProcesses {
    public let launchers: [ExtensionLauncher]
    /// How long `reports()` waits for each extension's status: a stopped process should not hold
    /// `sample-app extensions status` for the whole reply deadline.
    public let statusTimeout: Double

    public init(launchers: [ExtensionLauncher], statusTimeout: Double = 2) {
        self.launchers = launchers
        self.statusTimeout = statusTimeout
    }

    /// Each extension: running or not, answering or not, its pid and who started it. Starts nothing.
    public func reports() throws -> [ExtensionReport] {
        try launchers.map { launcher in
            guard let connection = try launcher.connectIfRunning(timeout: statusTimeout) else {
                return ExtensionReport(name: launcher.name, socket: launcher.socketPath, state: .notRunning)
            }
            defer { connection.close() }
            let state: ExtensionReport.State
            do {
                state = .running(try connection.send(ExtensionStatusRequest()))
            } catch is ExtensionUnavailable {
                state = .notAnswering
            }
            return ExtensionReport(name: launcher.name, socket: launcher.socketPath, state: state, peerProcessID: connection.peerProcessID)
        }
    }

    /// What `stop` did: the extensions it stopped, those it left running because a developer started
    /// them, and processes on an extension's socket that are not that extension, which it never signals.
    public struct Stopped: Sendable {
        public var stopped: [ExtensionReport] = []
        public var leftRunning: [ExtensionReport] = []
        public var notExtensions: [ExtensionReport] = []
    }

    /// Stops the running extensions, answering or not: SIGTERM (and SIGCONT, for one stopped with
    /// SIGSTOP), then SIGKILL for one still there after a few seconds; a socket left behind is removed.
    /// With `includingHandStarted` false, extensions a developer started are left alone, as the system leaves them.
    public func stop(includingHandStarted: Bool) throws -> Stopped {
        var outcome = Stopped()
        for report in try reports() where report.state != .notRunning {
            guard let pid = report.peerProcessID, pid > 1 else { continue }
            guard Self.executableName(pid: pid) == report.name else {
                outcome.notExtensions.append(report)
                continue
            }
            guard includingHandStarted || report.startedBySystem == true else {
                outcome.leftRunning.append(report)
                continue
            }
            Self.terminate(pid)
            Self.removeIfStale(report.socket)
            outcome.stopped.append(report)
        }
        return outcome
    }

    /// Ends `pid`: asked first, then made to.
    static func terminate(_ pid: Int32) {
        kill(pid, SIGTERM)
        kill(pid, SIGCONT)
        if waitForExit(pid, seconds: 3) { return }
        kill(pid, SIGKILL)
        _ = waitForExit(pid, seconds: 2)
    }

    /// A process killed outright leaves its socket behind: it goes when nothing listens on it.
    static func removeIfStale(_ socket: String) {
        do {
            _ = try UnixSocket.connect(to: socket, timeout: 1)
        } catch let error as SocketError where error.isNobodyListening {
            unlink(socket)
        } catch {}
    }

    /// Whether `pid` is gone (or a zombie its parent has yet to reap) within `seconds`.
    static func waitForExit(_ pid: Int32, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if kill(pid, 0) != 0, errno == ESRCH { return true }
            if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let state = stat.split(separator: ")").last?.split(separator: " ").first, state == "Z"
            {
                return true
            }
            usleep(10_000)
        } while Date() < deadline
        return false
    }

    /// The name of the executable `pid` runs, from the arguments the kernel keeps for it.
    static func executableName(pid: Int32) -> String? {
        guard let bytes = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), let first = bytes.split(separator: 0).first else { return nil }
        return (String(decoding: first, as: UTF8.self) as NSString).lastPathComponent
    }

    /// Whether the process was started by the system, from the arguments the kernel keeps for it.
    static func launchedBySystem(pid: Int32) -> Bool? {
        guard let bytes = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
        return bytes.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == "--launched-by-system" }
    }
}
