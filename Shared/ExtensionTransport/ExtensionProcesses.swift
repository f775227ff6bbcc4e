#if canImport(Glibc)
    import Glibc
#endif
import ExtensionProtocol
import Foundation

/// What the system knows of one extension process.
public struct ExtensionReport: Sendable {
    public var name: String
    public var socket: String
    /// nil when nothing answers on the socket.
    public var status: ExtensionStatus?
    /// The pid the kernel reports for the process on the socket, which is what `stop` signals.
    public var peerProcessID: Int32?
}

/// The extension processes of a home: which run, who started them, and stopping them.
public struct ExtensionProcesses {
    public let launchers: [ExtensionLauncher]

    public init(launchers: [ExtensionLauncher]) {
        self.launchers = launchers
    }

    /// Each extension: running or not, and if so its pid and who started it. Starts nothing.
    public func reports() throws -> [ExtensionReport] {
        try launchers.map { launcher in
            guard let connection = try launcher.connectIfRunning() else {
                return ExtensionReport(name: launcher.name, socket: launcher.socketPath, status: nil, peerProcessID: nil)
            }
            defer { connection.close() }
            return ExtensionReport(
                name: launcher.name, socket: launcher.socketPath,
                status: try connection.send(ExtensionStatusRequest()), peerProcessID: connection.peerProcessID)
        }
    }

    /// Stops the running extensions with SIGTERM and waits for their sockets to go; returns the ones stopped.
    /// With `includingHandStarted` false, extensions a developer started are left alone, as the system leaves them.
    public func stop(includingHandStarted: Bool) throws -> [ExtensionReport] {
        var stopped: [ExtensionReport] = []
        for report in try reports() {
            guard let status = report.status, includingHandStarted || status.startedBy == .system else { continue }
            guard let pid = report.peerProcessID, pid > 1 else { continue }
            kill(pid, SIGTERM)
            let deadline = Date().addingTimeInterval(5)
            while FileManager.default.fileExists(atPath: report.socket), Date() < deadline {
                usleep(5_000)
            }
            stopped.append(report)
        }
        return stopped
    }
}
