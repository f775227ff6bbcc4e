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

    func record(_ direction: Direction, peer: String, method: String, json: ArraySlice<UInt8>) {
        let text = String(decoding: json, as: UTF8.self)
        write("[trace] \(direction.rawValue) \(peer) \(method) \(text)")
    }
}

/// Writes requests and reads replies.
enum ReplyDecoder {
    /// Where a reply's parts sit in its line.
    struct Envelope {
        var id: JSONRPCID?
        var result: Range<Int>?
        var error: Range<Int>?

        /// Reads the members of a reply line, checking its syntax; the result and error are only located.
        init(_ bytes: [UInt8]) throws {
            try JSONReader.read(bytes) { reader in
                try reader.readObject { reader, key in
                    switch key {
                    case "id": id = try JSONRPCID.read(from: &reader).id
                    case "result": result = try reader.locateValue()
                    case "error": error = try reader.locateValue()
                    default: try reader.skipValue()
                    }
                }
                try reader.finish()
            }
        }
    }

    /// One pass over a reply line whose result reads by hand: its id and its result. Nil for
    /// anything out of the ordinary (an error reply, no result, a line or result that does not
    /// read), which `Envelope` and `decode` then look at again, to say what is wrong.
    static func quickRead<Request: ExtensionRequest>(_ bytes: [UInt8], for request: Request.Type) -> (id: JSONRPCID?, result: Request.Response)? {
        guard let read = Request._resultReader else { return nil }
        var id: JSONRPCID?
        var result: Request.Response?
        var isUnusual = false
        do {
            try JSONReader.read(bytes) { reader in
                try reader.readObject { reader, key in
                    switch key {
                    case "id": id = try JSONRPCID.read(from: &reader).id
                    case "result": result = try read(&reader)
                    case "error":
                        isUnusual = true
                        try reader.skipValue()
                    default: try reader.skipValue()
                    }
                }
                try reader.finish()
            }
        } catch {
            return nil
        }
        guard !isUnusual, let result else { return nil }
        return (id, result)
    }

    /// The request as a line of JSON, newline included, written by hand when the request knows how.
    /// Foundation's coders, for the messages without a reader or writer of their own; they keep no state between calls.
    static let encoder = WireCoding.makeEncoder()
    static let decoder = WireCoding.makeDecoder()

    static func encodeRequest<Request: ExtensionRequest>(_ request: Request, id: Int) throws -> [UInt8] {
        guard let write = Request._paramsWriter else {
            return Array(try encoder.encode(JSONRPCRequest(id: .number(id), method: Request.method, params: request))) + [UInt8(ascii: "\n")]
        }
        var writer = JSONWriter(capacity: 512)
        writer.beginObject()
        writer.key("id")
        writer.integer(id)
        writer.key("jsonrpc")
        writer.string("2.0")
        writer.key("method")
        writer.string(Request.method)
        writer.key("params")
        write(request, &writer)
        writer.endObject()
        writer.newline()
        return writer.bytes
    }

    /// The result of a reply, read by hand when the result type knows how; throws the reply's error.
    static func decode<Request: ExtensionRequest>(_ bytes: [UInt8], _ envelope: Envelope, for request: Request.Type, peer: String) throws -> Request.Response {
        func unreadable(_ error: Error) -> JSONRPCError {
            JSONRPCError(code: .internalError,
                         message: "\(peer) sent a reply to \(Request.method) that could not be read (\(error)); is it the same version as sample-app?")
        }
        if let range = envelope.error {
            let error: JSONRPCError
            do {
                error = try decoder.decode(JSONRPCError.self, from: Data(bytes[range]))
            } catch {
                throw unreadable(error)
            }
            throw error
        }
        guard let range = envelope.result else {
            throw JSONRPCError(code: .internalError, message: "\(peer) sent a reply to \(Request.method) with neither result nor error.")
        }
        do {
            if let read = Request._resultReader {
                return try JSONReader.read(bytes, range: range, root: "result") { reader in
                    let result = try read(&reader)
                    try reader.finish()
                    return result
                }
            }
            return try decoder.decode(Request.Response.self, from: Data(bytes[range]))
        } catch {
            throw unreadable(error)
        }
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

    /// How long `send` polls for the reply before it sleeps, in microseconds: most replies come
    /// sooner, and the system is waiting for them anyway.
    public static let replySpin: Double = 200

    public init(peerName: String, socket: UnixSocket, timeout: Double, trace: MessageTrace?) {
        self.peerName = peerName
        self.socket = socket
        self.timeout = timeout
        self.trace = trace
        self.reader = LineReader(socket: socket, spin: Self.replySpin)
    }

    public func send<Request: ExtensionRequest>(_ request: Request) throws -> Request.Response {
        let id = nextID
        nextID += 1
        let payload = try ReplyDecoder.encodeRequest(request, id: id)
        trace?.record(.outgoing, peer: peerName, method: Request.method, json: payload.dropLast())
        do {
            try payload.withUnsafeBytes { try socket.write($0) }
            while true {
                guard let event = try reader.next() else {
                    throw ExtensionUnavailable.closed(name: peerName, method: Request.method)
                }
                guard case .line(let line) = event else {
                    throw JSONRPCError(code: .internalError, message: "\(peerName) sent a reply that is not a UTF-8 line.")
                }
                let bytes = Array(line.utf8)
                trace?.record(.incoming, peer: peerName, method: Request.method, json: bytes[...])
                if let reply = ReplyDecoder.quickRead(bytes, for: Request.self) {
                    // Skip replies to other ids (none are expected: one request at a time).
                    if let replyID = reply.id, replyID != .number(id) { continue }
                    return reply.result
                }
                guard let envelope = try? ReplyDecoder.Envelope(bytes) else {
                    throw JSONRPCError(code: .internalError, message: "\(peerName) sent a reply to \(Request.method) that is not JSON.")
                }
                // Skip replies to other ids (none are expected: one request at a time).
                if let replyID = envelope.id, replyID != .number(id) {
                    continue
                }
                return try ReplyDecoder.decode(bytes, envelope, for: Request.self, peer: peerName)
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

extension SocketConnection {
    /// The line `send` writes for `request`, newline included.
    public static func requestLine<Request: ExtensionRequest>(_ request: Request, id: Int) throws -> [UInt8] {
        try ReplyDecoder.encodeRequest(request, id: id)
    }

    /// Reads a reply line as `send` does: its result, or the error it carries.
    public static func result<Request: ExtensionRequest>(ofReply line: [UInt8], to request: Request.Type, peer: String) throws -> Request.Response {
        if let reply = ReplyDecoder.quickRead(line, for: request) { return reply.result }
        return try ReplyDecoder.decode(line, try ReplyDecoder.Envelope(line), for: request, peer: peer)
    }
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
        let payload = try ReplyDecoder.encodeRequest(request, id: id)
        guard let reply = router.reply(to: String(decoding: payload.dropLast(), as: UTF8.self)) else {
            throw JSONRPCError(code: .internalError, message: "\(Request.method) got no reply.")
        }
        return try SocketConnection.result(ofReply: Array(reply), to: Request.self, peer: "local")
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
