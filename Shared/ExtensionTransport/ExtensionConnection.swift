import ExtensionProtocol
import Foundation

/// Something that carries requests to an extension and brings back its replies.
public protocol ExtensionConnection: AnyObject {
    /// Sends `request` and waits for its result; throws `JSONRPCError` when the extension answers with an error.
    func send<Request: ExtensionRequest>(_ request: Request) throws -> Request.Response
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

    func record(_ direction: Direction, peer: String, method: String, json: Data) {
        let text = String(decoding: json, as: UTF8.self)
        write("[trace] \(direction.rawValue) \(peer) \(method) \(text)")
    }
}

/// Decodes a reply line into the request's result, or throws its error.
enum ReplyDecoder {
    struct Envelope<Result: Decodable>: Decodable {
        var result: Result?
        var error: JSONRPCError?
    }

    /// The request as a line of JSON, written by hand when the request knows how.
    static func encodeRequest<Request: ExtensionRequest>(_ request: Request, id: Int, encoder: JSONEncoder) throws -> Data {
        guard let fast = request as? any FastWireEncodable else {
            return try encoder.encode(JSONRPCRequest(id: .number(id), method: Request.method, params: request))
        }
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("id")
        writer.integer(id)
        writer.key("jsonrpc")
        writer.string("2.0")
        writer.key("method")
        writer.string(Request.method)
        writer.key("params")
        fast.write(to: &writer)
        writer.endObject()
        return Data(writer.bytes)
    }

    /// The result of a parsed reply, read by hand when the result type knows how.
    static func decode<Request: ExtensionRequest>(_ message: JSONNode, data: Data, for request: Request.Type, peer: String) throws -> Request.Response {
        if message["error"] == nil, let fast = Request.Response.self as? any FastWireDecodable.Type, let result = message["result"] {
            do {
                return try fast.init(json: result, path: "result") as! Request.Response
            } catch {
                throw JSONRPCError(code: .internalError,
                                   message: "\(peer) sent a reply to \(Request.method) that could not be read (\(error)); is it the same version as sample-app?")
            }
        }
        return try decode(data, for: request, peer: peer)
    }

    static func decode<Request: ExtensionRequest>(_ data: Data, for request: Request.Type, peer: String) throws -> Request.Response {
        let envelope: Envelope<Request.Response>
        do {
            envelope = try WireCoding.makeDecoder().decode(Envelope<Request.Response>.self, from: data)
        } catch {
            throw JSONRPCError(code: .internalError,
                               message: "\(peer) sent a reply to \(Request.method) that could not be read (\(error)); is it the same version as sample-app?")
        }
        if let error = envelope.error { throw error }
        guard let result = envelope.result else {
            throw JSONRPCError(code: .internalError, message: "\(peer) sent a reply to \(Request.method) with neither result nor error.")
        }
        return result
    }
}

/// A connection over a Unix-domain socket to a running extension.
public final class SocketConnection: ExtensionConnection, @unchecked Sendable {
    /// `widget-extension` or `intents-extension`: how messages and errors name the peer.
    public let peerName: String
    let socket: UnixSocket
    let timeout: Double
    let trace: MessageTrace?
    private var reader: LineReader
    private var nextID = 1
    private let encoder = WireCoding.makeEncoder()

    public init(peerName: String, socket: UnixSocket, timeout: Double, trace: MessageTrace?) {
        self.peerName = peerName
        self.socket = socket
        self.timeout = timeout
        self.trace = trace
        self.reader = LineReader(socket: socket)
    }

    public func send<Request: ExtensionRequest>(_ request: Request) throws -> Request.Response {
        let id = nextID
        nextID += 1
        let payload = try ReplyDecoder.encodeRequest(request, id: id, encoder: encoder)
        trace?.record(.outgoing, peer: peerName, method: Request.method, json: payload)
        do {
            try socket.write(payload + Data([UInt8(ascii: "\n")]))
            while true {
                guard let event = try reader.next() else {
                    throw ExtensionUnavailable.closed(name: peerName, method: Request.method)
                }
                guard case .line(let line) = event else {
                    throw JSONRPCError(code: .internalError, message: "\(peerName) sent a reply that is not a UTF-8 line.")
                }
                let data = Data(line.utf8)
                trace?.record(.incoming, peer: peerName, method: Request.method, json: data)
                guard let message = try? JSONParser.parse(data) else {
                    throw JSONRPCError(code: .internalError, message: "\(peerName) sent a reply to \(Request.method) that is not JSON.")
                }
                // Skip replies to other ids (none are expected: one request at a time).
                if let replyID = JSONRPCID(node: message["id"]), replyID != .number(id) {
                    continue
                }
                return try ReplyDecoder.decode(message, data: data, for: Request.self, peer: peerName)
            }
        } catch let error as SocketError where error.isTimeout {
            throw ExtensionUnavailable.timeout(name: peerName, method: Request.method, seconds: timeout)
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
    private var nextID = 1

    public init(router: RequestRouter) {
        self.router = router
    }

    public func send<Request: ExtensionRequest>(_ request: Request) throws -> Request.Response {
        let id = nextID
        nextID += 1
        let payload = try ReplyDecoder.encodeRequest(request, id: id, encoder: WireCoding.makeEncoder())
        guard let reply = router.reply(to: String(decoding: payload, as: UTF8.self)) else {
            throw JSONRPCError(code: .internalError, message: "\(Request.method) got no reply.")
        }
        return try ReplyDecoder.decode(try JSONParser.parse(reply), data: reply, for: Request.self, peer: "local")
    }
}

/// Why the system could not get an answer from an extension.
public enum ExtensionUnavailable: Error, CustomStringConvertible, Equatable {
    case timeout(name: String, method: String, seconds: Double)
    case closed(name: String, method: String)
    case broken(name: String, method: String, reason: String)
    case launchFailed(name: String, reason: String)
    case executableMissing(name: String, searched: String)

    public var description: String {
        switch self {
        case .timeout(let name, let method, let seconds):
            "\(name) did not answer \(method) within \(Self.format(seconds)) s; it may be stuck. Check its log, or stop it with 'sample-app extensions stop' and try again."
        case .closed(let name, let method):
            "\(name) closed the connection before answering \(method); it may have crashed. Check its log and try again."
        case .broken(let name, let method, let reason):
            "The connection to \(name) failed during \(method) (\(reason)); try again."
        case .launchFailed(let name, let reason):
            "Could not start \(name): \(reason)"
        case .executableMissing(let name, let searched):
            "Cannot find the \(name) executable (looked in \(searched)); build the suite with 'swift build' or set SAMPLES_EXTENSIONS_DIR."
        }
    }

    static func format(_ seconds: Double) -> String {
        seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)
    }
}
