import ExtensionProtocol
import Foundation

/// The system's connection to one extension: opened on first use, starting the extension if none
/// answers, kept for the command's life, and opened again once when the extension goes away.
public final class LaunchingConnection: ExtensionConnection {
    public let launcher: ExtensionLauncher
    private var connection: SocketConnection?

    public init(launcher: ExtensionLauncher) {
        self.launcher = launcher
    }

    /// Sends `request`; if the extension closed the connection without answering (it may have
    /// exited for idleness just as we connected), connects again once and resends. Every request
    /// the system sends only reads, so sending it twice is harmless.
    public func send<Request: ExtensionRequest>(_ request: Request) throws -> Request.Response {
        do {
            return try attempt(request)
        } catch ExtensionUnavailable.closed {
            return try attempt(request)
        }
    }

    private func attempt<Request: ExtensionRequest>(_ request: Request) throws -> Request.Response {
        let connection = try self.connection ?? launcher.connect()
        self.connection = connection
        do {
            return try connection.send(request)
        } catch let error as ExtensionUnavailable {
            connection.close()
            self.connection = nil
            throw error
        }
    }
}
