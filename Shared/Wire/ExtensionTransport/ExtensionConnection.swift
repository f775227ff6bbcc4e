import ExtensionProtocol
import Foundation
import WireJSON

/// Something that carries requests to an extension and brings back its replies.
public protocol ExtensionConnection: AnyObject {
    /// Sends `request` and waits for its result; throws `JSONRPCError` when the extension answers with an error.
    func send<Request: ExtensionRequest>(_ request: Request) throws -> Request.Response
    /// The extension's footprint now, in megabytes, as iOS counts it against an extension's memory limit
    /// (`KernelProcess.footprintMegabytes`); nil when it cannot be told apart from the caller's own.
    func footprintMegabytes() -> Double?
}

extension ExtensionConnection {
    /// An extension in the caller's process has no footprint of its own.
    public func footprintMegabytes() -> Double? { nil }
}

/// Where `--trace` writes each message that crosses a process boundary.
public struct MessageTrace: Sendable {
    public enum Direction: String, Sendable {
        case outgoing = "→"
        case incoming = "←"
    }

    let write: @Sendable (String) -> Void

    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Writes to standard error.
    public static let standardError = MessageTrace { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Writes a line of something that crosses into the device but is no JSON-RPC message: a push from APNs.
    public func note(_ line: String) {
        write("[trace] " + line)
    }

    func record(_ direction: Direction, peer: String, method: ExtensionMethod, json: ArraySlice<UInt8>) {
        write("[trace] \(direction.rawValue) \(peer) \(method) \(String(decoding: json, as: UTF8.self))")
    }
}

/// How a client writes a request and reads its reply: the same for a socket and an in-process connection.
public enum ReplyReader {
    /// The request as a line of JSON, newline included.
    public static func requestLine<Request: ExtensionRequest>(_ request: Request, id: Int, deviceTime: Date? = nil) throws -> [UInt8] {
        try WireEncoder().encode(JSONRPCRequest(id: .number(id), method: Request.method.rawValue, params: request, deviceTime: deviceTime))
            + [UInt8(ascii: "\n")]
    }

    /// The id and result of a reply line; throws the error the reply carries, or says what is wrong with it.
    public static func read<Request: ExtensionRequest>(
        _ line: [UInt8], to request: Request.Type,
        peer: String
    ) throws -> (id: JSONRPCID?, result: Request.Response) {
        let reply: JSONRPCResponse<Request.Response>
        do {
            reply = try WireDecoder().decode(JSONRPCResponse<Request.Response>.self, from: line)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.underlyingError is JSONSyntaxError {
                throw JSONRPCError(
                    code: .internalError,
                    message: "\(peer) sent a reply to \(Request.method) that is not JSON (\(context.debugDescription)).")
            }
            throw JSONRPCError(
                code: .internalError,
                message:
                    "\(peer) sent a reply to \(Request.method) that could not be read (\(error.readableDescription)); is it the same version as sample-app?"
            )
        }
        if let error = reply.error { throw error }
        guard let result = reply.result else {
            throw JSONRPCError(code: .internalError, message: "\(peer) sent a reply to \(Request.method) with neither result nor error.")
        }
        return (reply.id, result)
    }
}

/// A connection over a Unix-domain socket to a running extension.
public final class SocketConnection: ExtensionConnection {
    /// `widget-extension` or `intents-extension`: how messages and errors name the peer.
    public let peerName: String
    let socket: UnixSocket
    /// How long a whole reply may take, from sending the request to the reply's last byte.
    let timeout: Double
    let trace: MessageTrace?
    private var reader: LineReader
    private var nextID = 1

    public init(peerName: String, socket: UnixSocket, timeout: Double, trace: MessageTrace?) {
        self.peerName = peerName
        self.socket = socket
        self.timeout = timeout
        self.trace = trace
        self.reader = LineReader(socket: socket)
    }

    public func send<Request: ExtensionRequest>(_ request: Request) throws -> Request.Response {
        try send(request, deviceTime: nil)
    }

    /// Sends `request` carrying the device's time (nil: real time), and waits for its result.
    public func send<Request: ExtensionRequest>(_ request: Request, deviceTime: Date?) throws -> Request.Response {
        let id = nextID
        nextID += 1
        let line = try ReplyReader.requestLine(request, id: id, deviceTime: deviceTime)
        trace?.record(.outgoing, peer: peerName, method: Request.method, json: line.dropLast())
        let start = ContinuousClock.now
        let deadline = start + .milliseconds(Int64(timeout * 1000))
        var written = false
        do {
            try line.withUnsafeBytes { try socket.write($0) }
            written = true
            while true {
                guard let event = try reader.next(by: deadline) else {
                    throw ExtensionUnavailable.closed(name: peerName, method: Request.method)
                }
                let bytes: [UInt8]
                switch event {
                case .line(let line): bytes = line
                case .invalidUTF8:
                    throw JSONRPCError(code: .internalError, message: "\(peerName) sent a reply to \(Request.method) that is not UTF-8.")
                case .oversize(let length):
                    throw JSONRPCError(
                        code: .internalError,
                        message:
                            "\(peerName) sent a reply to \(Request.method) of \(length) bytes, over the limit of \(LineFramer.defaultMaximumLineLength)."
                    )
                }
                trace?.record(.incoming, peer: peerName, method: Request.method, json: bytes[...])
                let reply = try ReplyReader.read(bytes, to: Request.self, peer: peerName)
                // Skip replies to other ids (none are expected: one request at a time).
                if let replyID = reply.id, replyID != .number(id) { continue }
                return reply.result
            }
        } catch let error as SocketError where error.isTimeout {
            let waited = start.duration(to: .now)
            throw ExtensionUnavailable.timeout(
                name: peerName, method: Request.method,
                seconds: Double(waited.components.seconds) + Double(waited.components.attoseconds) / 1e18)
        } catch let error as SocketError where !written {
            // An extension that turned the connection away (it serves as many as it takes) said why before
            // closing it: that is the answer, not the broken pipe.
            if case .line(let line)? = try? reader.next(by: .now + .milliseconds(200)),
                let refusal = try? WireDecoder().decode(JSONRPCResponse<EmptyResult>.self, from: line), let reason = refusal.error
            {
                throw reason
            }
            // The extension is gone, and never read the whole line: it did nothing with this request.
            throw ExtensionUnavailable.unsent(name: peerName, method: Request.method, reason: error.reason)
        } catch let error as SocketError {
            throw ExtensionUnavailable.broken(name: peerName, method: Request.method, reason: error.reason)
        } catch let error as LineFramer.FramingError {
            throw ExtensionUnavailable.broken(name: peerName, method: Request.method, reason: error.description)
        }
    }

    public func close() {
        socket.close()
    }

    /// The pid of the extension, from the kernel.
    public var peerProcessID: Int32? { socket.peerProcessID() }
}

/// An in-process connection straight to a router: the same messages, no socket. For fast tests.
public final class LocalConnection: ExtensionConnection {
    let router: RequestRouter
    /// The device's time each request carries: nil, real time, unless a test gives a clock.
    let deviceTime: () -> Date?
    private var nextID = 1

    public init(router: RequestRouter, deviceTime: @escaping () -> Date? = { nil }) {
        self.router = router
        self.deviceTime = deviceTime
    }

    public func send<Request: ExtensionRequest>(_ request: Request) throws -> Request.Response {
        let id = nextID
        nextID += 1
        guard let reply = router.reply(to: Array(try ReplyReader.requestLine(request, id: id, deviceTime: deviceTime()).dropLast())) else {
            throw JSONRPCError(code: .internalError, message: "\(Request.method) got no reply.")
        }
        return try ReplyReader.read(reply, to: Request.self, peer: "local").result
    }
}

/// Why the system could not get an answer from an extension.
public enum ExtensionUnavailable: Error, CustomStringConvertible, Equatable {
    case timeout(name: String, method: ExtensionMethod, seconds: Double)
    case closed(name: String, method: ExtensionMethod)
    case broken(name: String, method: ExtensionMethod, reason: String)
    /// The request could not be written: the extension had gone, and never read it.
    case unsent(name: String, method: ExtensionMethod, reason: String)
    /// An action was sent and the extension went away before answering: it may or may not have run.
    case stoppedAfterActing(name: String, method: ExtensionMethod)
    case launchFailed(name: String, reason: String)
    case executableMissing(name: String, path: String, remedy: String)
    /// Another user's process listens on the socket.
    case foreignPeer(name: String, socket: String, uid: UInt32)

    public var description: String {
        switch self {
        case .timeout(let name, let method, let seconds):
            "\(name) did not answer \(method) within \(Self.format(seconds)) s; it may be stuck. Check its log, or stop it with 'sample-app extensions stop' and try again."
        case .closed(let name, let method):
            "\(name) closed the connection before answering \(method); it may have crashed. Check its log and try again."
        case .broken(let name, let method, let reason), .unsent(let name, let method, let reason):
            "The connection to \(name) failed during \(method) (\(reason)); try again."
        case .stoppedAfterActing(let name, let method):
            "\(name) stopped before answering \(method), so whether it acted is unknown; look at what it changes before trying again."
        case .launchFailed(let name, let reason):
            "Could not start \(name): \(reason)"
        case .foreignPeer(let name, let socket, let uid):
            "The process listening on \(socket) runs as user \(uid), not as you, so the suite will not talk to it as \(name); remove that socket or choose another --home."
        case .executableMissing(let name, let path, let remedy):
            "The \(name) executable is not at \(path); \(remedy)."
        }
    }

    /// Whether the extension went away without answering (closed, reset, or gone before the request was
    /// written), as one that is killed or exits does; a stuck one times out instead.
    public var wentAway: Bool {
        switch self {
        case .closed, .broken, .unsent: true
        case .timeout, .launchFailed, .executableMissing, .foreignPeer, .stoppedAfterActing: false
        }
    }

    /// Whether the request never reached the extension, so that sending it again cannot do anything twice.
    public var requestWasUnsent: Bool {
        if case .unsent = self { true } else { false }
    }

    /// Seconds as people read them: whole when whole, else to a tenth.
    package static func format(_ seconds: Double) -> String {
        let tenths = (seconds * 10).rounded() / 10
        return tenths.rounded() == tenths ? String(Int(tenths)) : String(tenths)
    }
}
