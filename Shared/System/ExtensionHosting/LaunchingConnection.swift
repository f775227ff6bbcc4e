import ExtensionProtocol
import ExtensionTransport
import Foundation

/// The system's connection to one extension: opened on first use, starting the extension if none
/// answers, kept for the command's life, and opened again when the extension goes away.
public final class LaunchingConnection: ExtensionConnection {
    public let launcher: ExtensionLauncher
    /// The device's time each request carries; nil while the device's clock follows real time.
    private let deviceTime: () -> Date?
    private var connection: SocketConnection?

    public init(launcher: ExtensionLauncher, deviceTime: @escaping () -> Date? = { nil }) {
        self.launcher = launcher
        self.deviceTime = deviceTime
    }

    /// Sends `request`. When the extension went away without answering (it was killed, crashed, or exited
    /// for idleness as the request came), the request is sent once more to an extension started anew if it
    /// only reads (`ExtensionMethod.Effect`). One that acts is sent again only if it never reached the
    /// extension; otherwise whether it ran is unknown, and that is what the caller is told.
    public func send<Request: ExtensionRequest>(_ request: Request) throws -> Request.Response {
        do {
            return try attempt(request)
        } catch let error as ExtensionUnavailable where error.wentAway {
            guard Request.method.effect == .reads || error.requestWasUnsent else {
                throw ExtensionUnavailable.stoppedAfterActing(name: launcher.name, method: Request.method)
            }
            return try attempt(request)
        }
    }

    /// The footprint of the extension process at the other end of the socket, while connected.
    public func footprintMegabytes() -> Double? {
        connection?.peerProcessID.flatMap(KernelProcess.init(pid:))?.footprintMegabytes()
    }

    private func attempt<Request: ExtensionRequest>(_ request: Request) throws -> Request.Response {
        let connection: SocketConnection
        do {
            connection = try self.connection ?? launcher.connect()
        } catch let error as ExtensionUnavailable where error.wentAway {
            // Gone while being reached (during its status): the request itself was never written.
            throw ExtensionUnavailable.unsent(name: launcher.name, method: Request.method, reason: "\(error)")
        }
        self.connection = connection
        do {
            return try connection.send(request, deviceTime: deviceTime())
        } catch let error as ExtensionUnavailable {
            connection.close()
            self.connection = nil
            throw error
        }
    }
}
