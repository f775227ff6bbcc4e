#if canImport(Glibc)
    import Glibc
#endif
import ExtensionProtocol
import ExtensionTransport
import Foundation
import SuiteHome

/// What the system knows of one extension process.
public struct ExtensionReport: Sendable {
    public enum State: Sendable, Equatable {
        case notRunning
        case running(ExtensionStatus)
        /// Something of ours listens on the socket but did not answer `extension/status` in time:
        /// stopped (`kill -STOP`), stuck, or not an extension at all.
        case notAnswering
        /// It answered that it holds as many connections as it serves at once.
        case busy
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
        case .notAnswering, .busy: peerProcessID.flatMap(KernelProcess.init(pid:)).map { $0.arguments.contains("--launched-by-system") }
        }
    }
}

/// The extension processes of a home: which run, who started them, and stopping them.
public struct ExtensionProcesses {
    public let launchers: [ExtensionLauncher]
    /// How long `reports()` waits for each extension's status: a stopped process should not hold
    /// `sample-app extensions status` for the whole reply deadline.
    public let statusTimeout: Double
    /// The home whose processes the system started are also looked for by their command lines, when given:
    /// those whose sockets are gone, and those the system knows no more (a probe refused).
    public let home: SuiteHome?

    public init(launchers: [ExtensionLauncher], statusTimeout: Double = 2, home: SuiteHome? = nil) {
        self.launchers = launchers
        self.statusTimeout = statusTimeout
        self.home = home
    }

    /// Processes the system started for the home that no socket of the launchers leads to.
    public func unreachable(besides reports: [ExtensionReport]) -> [(process: KernelProcess, name: String)] {
        guard let home else { return [] }
        let reached = Set(reports.compactMap(\.peerProcessID))
        return KernelProcess.launchedExtensions(ofHome: home.root.path).filter { !reached.contains($0.process.pid) }
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
            } catch let error as JSONRPCError where error.code == .busy {
                state = .busy
            } catch {
                state = .notAnswering
            }
            return ExtensionReport(name: launcher.name, socket: launcher.socketPath, state: state, peerProcessID: connection.peerProcessID)
        }
    }

    /// What `stop` did: the extensions it stopped, those it left running because a developer started
    /// them, processes on an extension's socket that are not that extension, which it never signals,
    /// and extensions that outlived even SIGKILL.
    public struct Stopped: Sendable {
        public var stopped: [ExtensionReport] = []
        public var leftRunning: [ExtensionReport] = []
        public var notExtensions: [ExtensionReport] = []
        public var survived: [ExtensionReport] = []
        /// Processes the system started that no socket led to (removed, or a probe's), stopped all the same;
        /// and those of them that outlived SIGKILL.
        public var stoppedUnreachable: [(process: KernelProcess, name: String)] = []
        public var survivedUnreachable: [(process: KernelProcess, name: String)] = []
    }

    /// Stops the running extensions, answering or not: SIGTERM (and SIGCONT, for one stopped with
    /// SIGSTOP), then SIGKILL for one still there after a few seconds; a socket left behind is removed.
    /// With `includingHandStarted` false, extensions a developer started are left alone, as the system leaves them.
    public func stop(includingHandStarted: Bool) throws -> Stopped {
        var outcome = Stopped()
        let reports = try reports()
        for report in reports where report.state != .notRunning {
            guard let process = report.peerProcessID.flatMap(KernelProcess.init(pid:)), process.pid > 1 else { continue }
            guard (process.arguments.first.map { ($0 as NSString).lastPathComponent }) == report.name else {
                outcome.notExtensions.append(report)
                continue
            }
            guard includingHandStarted || report.startedBySystem == true else {
                outcome.leftRunning.append(report)
                continue
            }
            guard Self.terminate(process) else {
                outcome.survived.append(report)
                continue
            }
            _ = UnixSocket.removeIfStale(at: report.socket)
            outcome.stopped.append(report)
        }
        for found in unreachable(besides: reports) {
            if Self.terminate(found.process) {
                outcome.stoppedUnreachable.append(found)
            } else {
                outcome.survivedUnreachable.append(found)
            }
        }
        return outcome
    }

    /// Ends `process`: asked first (SIGTERM, and SIGCONT for one stopped), then made to (SIGKILL).
    /// False when it is still there after both.
    static func terminate(_ process: KernelProcess) -> Bool {
        process.send(SIGTERM)
        process.send(SIGCONT)
        let ended = process.waitForEnd(seconds: 3) || {
            process.send(SIGKILL)
            return process.waitForEnd(seconds: 2)
        }()
        // One this process started is reaped, or a long-running command (`home serve`, a watch that
        // installs build after build) would keep a zombie for each; another's parent reaps it.
        var status: Int32 = 0
        if ended { _ = waitpid(process.pid, &status, WNOHANG) }
        return ended
    }
}
