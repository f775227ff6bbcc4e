#if canImport(Glibc)
    import Glibc
#endif
import ExtensionProtocol
import ExtensionTransport
import Foundation
import Testing

@Suite struct SocketServerTests {
    /// A server on a socket in a fresh directory, running on its own thread.
    func withServer(maximumConnections: Int = 64, clientIdleTimeout: Double = 120, _ body: (String, ExtensionServer) throws -> Void) throws
    {
        let directory = URL(fileURLWithPath: String(cString: mkdtemp(strdup("/tmp/cw-test-XXXXXX"))))
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("test.sock").path
        let server = ExtensionServer(
            socketPath: path, router: RequestRouter(), log: { _ in }, maximumConnections: maximumConnections,
            clientIdleTimeout: clientIdleTimeout
        ) { served in
            ExtensionStatus(
                name: "test", role: .widgets, pid: getpid(), socket: path, startedBy: .hand, startedAt: Date(), idleExitSeconds: nil,
                requestsServed: served
            )
        }
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

    /// A read waits for bytes that come later; a peer that hangs up reads as 0; a silent one times out at the deadline.
    @Test func aReadWaitsUntilItsDeadline() throws {
        try withServer { path, _ in
            let listenerPath = path + ".wait"
            let listener = try UnixSocket.listen(at: listenerPath)
            defer { unlink(listenerPath) }
            let client = try UnixSocket.connect(to: listenerPath, timeout: 2)
            let peer = try #require(try listener.accept())
            var buffer = [UInt8](repeating: 0, count: 16)

            let writer = Thread {
                usleep(30_000)
                try? peer.write(Data("late".utf8))
            }
            writer.start()
            try client.waitUntilReadable(by: .now + .seconds(2))
            let late = try buffer.withUnsafeMutableBytes { try client.read(into: $0) }
            #expect(String(decoding: buffer[0..<late], as: UTF8.self) == "late")

            let start = ContinuousClock.now
            #expect(throws: SocketError.self) { try client.waitUntilReadable(by: .now + .milliseconds(50)) }
            #expect(start.duration(to: .now) >= .milliseconds(50))

            peer.close()
            try client.waitUntilReadable(by: .now + .seconds(2))
            #expect(try buffer.withUnsafeMutableBytes { try client.read(into: $0) } == 0)
        }
    }

    /// The deadline bounds the whole reply: a peer that trickles a byte at a time is cut off when it passes,
    /// and the message says how long the system waited.
    @Test func aTricklingReplyIsCutOffAtTheDeadline() throws {
        let directory = URL(fileURLWithPath: String(cString: mkdtemp(strdup("/tmp/cw-test-XXXXXX"))))
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("trickle.sock").path
        let listener = try UnixSocket.listen(at: path)
        defer { listener.close() }
        let connection = SocketConnection(
            peerName: "slow-extension", socket: try UnixSocket.connect(to: path, timeout: 0.5), timeout: 0.5, trace: nil)
        let trickler = Thread {
            guard let peer = try? listener.accept() else { return }
            for byte in Array(#"{"id":1,"jsonrpc":"2.0","result":{"name":"slow"#.utf8) {
                guard (try? peer.write(Data([byte]))) != nil else { return }
                usleep(100_000)
            }
        }
        trickler.start()
        let start = ContinuousClock.now
        let error = try #require(throws: ExtensionUnavailable.self) { try connection.send(ExtensionStatusRequest()) }
        #expect(start.duration(to: .now) < .seconds(1.5))
        #expect(error.description.hasPrefix("slow-extension did not answer extension/status within 0.5 s;"), "\(error)")
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
        let connection = SocketConnection(
            peerName: "silent-extension", socket: try UnixSocket.connect(to: path, timeout: 0.3), timeout: 0.3, trace: nil)
        let error = try #require(throws: ExtensionUnavailable.self) { try connection.send(ExtensionStatusRequest()) }
        #expect(error.description.hasPrefix("silent-extension did not answer extension/status within 0.3 s;"), "\(error)")
    }

    /// A crowd of clients holds at most the server's limit of threads: the next is told why and let go,
    /// a place freed is taken again, and a client silent past the deadline is let go.
    @Test func connectionsAreCappedAndIdleOnesLetGo() throws {
        try withServer(maximumConnections: 4, clientIdleTimeout: 0.5) { path, _ in
            let status = Array(#"{"jsonrpc":"2.0","id":1,"method":"extension/status"}"#.utf8) + [0x0A]
            var held: [UnixSocket] = []
            for _ in 0..<4 {
                let client = try UnixSocket.connect(to: path, timeout: 2)
                try status.withUnsafeBytes { try client.write($0) }
                #expect(try readLine(client).contains(#""result""#))
                held.append(client)
            }
            let refused = try UnixSocket.connect(to: path, timeout: 2)
            let refusal = try readLine(refused)
            #expect(refusal.contains(#""code":-32008"#) && refusal.contains("already serves 4 connections"), "\(refusal)")
            var byte: UInt8 = 0
            #expect(try withUnsafeMutableBytes(of: &byte) { try refused.read(into: $0) } == 0, "then the connection is closed")

            // A connection that writes only after the server closed it is told why, not "Broken pipe".
            let lateSocket = try UnixSocket.connect(to: path, timeout: 2)
            try lateSocket.waitUntilReadable(by: .now + .seconds(5))  // the server's refusal is there: it has let go
            let late = SocketConnection(peerName: "test", socket: lateSocket, timeout: 2, trace: nil)
            let busy = try #require(throws: JSONRPCError.self) { try late.send(ExtensionStatusRequest()) }
            #expect(busy.code == .busy, "\(busy)")

            held.removeFirst().close()
            // The place is freed once the server reads the connection's end: soon, but not at once.
            var next = try UnixSocket.connect(to: path, timeout: 2)
            var answer = ""
            for _ in 0..<100 {
                _ = try? status.withUnsafeBytes { try next.write($0) }
                answer = (try? readLine(next)) ?? ""
                if answer.contains(#""result""#) { break }
                usleep(20_000)
                next = try UnixSocket.connect(to: path, timeout: 2)
            }
            #expect(answer.contains(#""result""#), "the place freed is taken again: \(answer)")

            // Silent past the deadline: the server closes the connection.
            let start = ContinuousClock.now
            try next.waitUntilReadable(by: .now + .seconds(5))
            #expect(try withUnsafeMutableBytes(of: &byte) { try next.read(into: $0) } == 0)
            #expect(start.duration(to: .now) < .seconds(3))
        }
    }
}
