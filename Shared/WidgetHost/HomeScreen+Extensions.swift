#if canImport(Glibc)
import Glibc
#endif
import ExtensionProtocol
import ExtensionTransport
import Foundation

/// What the system knows of one extension process.
public struct ExtensionReport: Sendable {
    public var name: String
    public var socket: String
    /// nil when nothing answers on the socket.
    public var status: ExtensionStatus?
}

extension HomeScreen {
    var launchers: [ExtensionLauncher] { [widgetExtension, intentsExtension] }

    /// Each extension: running or not, and if so its pid and who started it. Starts nothing.
    public func extensionReports() throws -> [ExtensionReport] {
        try launchers.map { launcher in
            let status = try launcher.connectIfRunning().map { connection in
                defer { connection.close() }
                return try connection.send(ExtensionStatusRequest())
            }
            return ExtensionReport(name: launcher.name, socket: launcher.socketPath, status: status)
        }
    }

    /// Stops the running extensions with SIGTERM and waits for their sockets to go; returns the ones stopped.
    /// With `includingHandStarted` false, extensions a developer started are left alone, as the system leaves them.
    public func stopExtensions(includingHandStarted: Bool) throws -> [ExtensionReport] {
        var stopped: [ExtensionReport] = []
        for report in try extensionReports() {
            guard let status = report.status, includingHandStarted || status.startedBy == .system else { continue }
            kill(status.pid, SIGTERM)
            let deadline = Date().addingTimeInterval(5)
            while FileManager.default.fileExists(atPath: report.socket), Date() < deadline {
                usleep(5_000)
            }
            stopped.append(report)
        }
        return stopped
    }
}
