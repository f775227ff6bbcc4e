#if canImport(Glibc)
import Glibc
#endif
import ExtensionProtocol
import ExtensionTransport
import Foundation
import Testing

@Suite struct SocketServerTests {
    /// A server on a socket in a fresh directory, running on its own thread.
    func withServer(_ body: (String, ExtensionServer) throws -> Void) throws {
        let directory = URL(fileURLWithPath: String(cString: mkdtemp(strdup("/tmp/cw-test-XXXXXX"))))
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("test.sock").path
        let router = RequestRouter()
        router.register(ExtensionStatusRequest.self) { _ in
            ExtensionStatus(name: "test", pid: getpid(), socket: path, startedBy: .hand, startedAt: Date(), idleExitSeconds: nil, requestsServed: 0)
        }
        let server = ExtensionServer(socketPath: path, router: router, log: { _ in })
        try server.bind()
        let thread = Thread { server.run() }
        thread.start()
        defer { server.stop() }
        try body(path, server)
    }

    /// One reply line, read byte by byte so nothing of the next is consumed.
    func readLine(_ socket: UnixSocket) throws -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while try withUnsafeMutableBytes(of: &byte, { try socket.read(into: $0) }) == 1, byte != 0x0A {
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Bytes that come while the reader polls, and bytes that come after it has gone to sleep, are both read;
    /// a peer that hangs up reads as 0, and a silent one times out.
    @Test func aSpinningReadGetsEarlyAndLateBytes() throws {
        try withServer { path, _ in
            let listenerPath = path + ".spin"
            let listener = try UnixSocket.listen(at: listenerPath)
            defer { unlink(listenerPath) }
            let client = try UnixSocket.connect(to: listenerPath, timeout: 2)
            let peer = try #require(try listener.accept())
            var buffer = [UInt8](repeating: 0, count: 16)

            try peer.write(Data("early".utf8))
            let early = try buffer.withUnsafeMutableBytes { try client.read(into: $0, spinning: 10_000) }
            #expect(String(decoding: buffer[0..<early], as: UTF8.self) == "early")

            let writer = Thread {
                usleep(30_000)
                try? peer.write(Data("late".utf8))
            }
            writer.start()
            let late = try buffer.withUnsafeMutableBytes { try client.read(into: $0, spinning: 100) }
            #expect(String(decoding: buffer[0..<late], as: UTF8.self) == "late")

            try client.setTimeout(0.05)
            #expect(throws: SocketError.self) { try buffer.withUnsafeMutableBytes { try client.read(into: $0, spinning: 100) } }

            peer.close()
            #expect(try buffer.withUnsafeMutableBytes { try client.read(into: $0, spinning: 100) } == 0)
        }
    }

    @Test func theSocketIsPrivateAndRemovedOnStop() throws {
        var socketPath = ""
        try withServer { path, server in
            socketPath = path
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            server.stop()
        }
        #expect(!FileManager.default.fileExists(atPath: socketPath))
    }

    @Test func garbageGetsAnErrorAndTheConnectionGoesOn() throws {
        try withServer { path, _ in
            let socket = try UnixSocket.connect(to: path, timeout: 5)
            try socket.write(Data("this is not json\n".utf8))
            #expect(try readLine(socket).contains(#""code":-32700"#))
            try socket.write(Data([0xFF, 0xFE, 0x0A]))
            #expect(try readLine(socket).contains(#""code":-32700"#))
            let connection = SocketConnection(peerName: "test", socket: socket, timeout: 5, trace: nil)
            #expect(try connection.send(ExtensionStatusRequest()).name == "test")
        }
    }

    @Test func aClientThatHangsUpMidLineDoesNotHurtOthers() throws {
        try withServer { path, _ in
            let rude = try UnixSocket.connect(to: path, timeout: 5)
            try rude.write(Data(#"{"jsonrpc":"2.0","id":1,"met"#.utf8))
            rude.close()
            let polite = SocketConnection(peerName: "test", socket: try UnixSocket.connect(to: path, timeout: 5), timeout: 5, trace: nil)
            #expect(try polite.send(ExtensionStatusRequest()).startedBy == .hand)
        }
    }

    @Test func aStaleSocketFileIsReplaced() throws {
        let directory = URL(fileURLWithPath: String(cString: mkdtemp(strdup("/tmp/cw-test-XXXXXX"))))
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("stale.sock").path
        // A socket file with nobody behind it, as a killed process leaves.
        let abandoned = try UnixSocket.listen(at: path)
        abandoned.close()
        #expect(FileManager.default.fileExists(atPath: path))
        let server = ExtensionServer(socketPath: path, router: RequestRouter(), log: { _ in })
        try server.bind()
        server.stop()
    }

    @Test func aSecondServerOnALiveSocketIsRefused() throws {
        try withServer { path, _ in
            let second = ExtensionServer(socketPath: path, router: RequestRouter(), log: { _ in })
            #expect(throws: ExtensionServer.ServerError.self) { try second.bind() }
        }
    }

    @Test func aSilentServerTimesOut() throws {
        let directory = URL(fileURLWithPath: String(cString: mkdtemp(strdup("/tmp/cw-test-XXXXXX"))))
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("silent.sock").path
        let listener = try UnixSocket.listen(at: path)
        defer { listener.close() }
        let connection = SocketConnection(peerName: "silent-extension", socket: try UnixSocket.connect(to: path, timeout: 0.3), timeout: 0.3, trace: nil)
        #expect(throws: ExtensionUnavailable.timeout(name: "silent-extension", method: "extension/status", seconds: 0.3)) {
            try connection.send(ExtensionStatusRequest())
        }
    }
}
