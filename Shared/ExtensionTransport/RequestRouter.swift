import ExtensionProtocol
import Foundation

/// Turns one JSON-RPC line into its reply, by the request types registered with it.
///
/// It does no I/O, so the same router serves a socket (`ExtensionServer`) and an in-process
/// connection (`LocalConnection`). Every failure becomes a JSON-RPC error reply.
public final class RequestRouter: @unchecked Sendable {
    /// Answers one request: the line's bytes, where its params sit (nil when it has none), and its id.
    typealias Handler = ([UInt8], Range<Int>?, JSONRPCID?) -> Data

    private var handlers: [String: Handler] = [:]
    private let decoder = WireCoding.makeDecoder()

    public init() {}

    /// The methods this router answers, sorted.
    public var methods: [String] { handlers.keys.sorted() }

    /// Answers `Request` with `handler`; a thrown `JSONRPCError` is sent as it is, any other error as `handlerFailed`.
    ///
    /// Requests and results that read and write their own JSON (`FastWireCodable`) skip Foundation's coders.
    public func register<Request: ExtensionRequest>(_ type: Request.Type, _ handler: @escaping (Request) throws -> Request.Response) {
        handlers[Request.method] = { [decoder] bytes, params, id in
            let request: Request
            do {
                if let read = Request._paramsReader {
                    request = try JSONReader.read(params == nil ? Array("{}".utf8) : bytes, range: params, root: "params") { reader in
                        let request = try read(&reader)
                        try reader.finish()
                        return request
                    }
                } else if let decoded = try decoder.decode(JSONRPCParams<Request>.self, from: Data(bytes)).params {
                    request = decoded
                } else {
                    request = try decoder.decode(Request.self, from: Data("{}".utf8))
                }
            } catch let error as JSONReadError {
                return Self.encode(JSONRPCResponse<EmptyResult>(id: id, error: .invalidParams(
                    "Invalid params for \(Request.method): \(error.message)")))
            } catch let error as DecodingError {
                return Self.encode(JSONRPCResponse<EmptyResult>(id: id, error: .invalidParams(
                    "Invalid params for \(Request.method): \(error.readableDescription)")))
            } catch {
                return Self.encode(JSONRPCResponse<EmptyResult>(id: id, error: .invalidParams(
                    "Invalid params for \(Request.method): \(error).")))
            }
            do {
                return Self.encodeResult(try handler(request), of: Request.self, id: id)
            } catch let error as JSONRPCError {
                return Self.encode(JSONRPCResponse<Request.Response>(id: id, error: error))
            } catch {
                return Self.encode(JSONRPCResponse<Request.Response>(id: id, error: JSONRPCError(
                    code: .handlerFailed, message: "\(Request.method) failed: \(error)")))
            }
        }
    }

    /// The reply to one line, without its newline; nil for a notification (a request without an id).
    public func reply(to line: String) -> Data? {
        let bytes = Array(line.utf8)
        let envelope: RequestEnvelope
        do {
            envelope = try RequestEnvelope(bytes)
        } catch let error as JSONReadError {
            return Self.encode(JSONRPCResponse<EmptyResult>(id: nil, error: .parseError(
                "The line is not valid JSON (\(error)); send one JSON-RPC object per line.")))
        } catch {
            return Self.encode(JSONRPCResponse<EmptyResult>(id: nil, error: .invalidRequest(
                "A message must be one JSON object with \"jsonrpc\": \"2.0\", \"id\" and \"method\"; batches are not supported.")))
        }
        let id = envelope.id
        if envelope.hasID, !envelope.isIDValid {
            return Self.encode(JSONRPCResponse<EmptyResult>(id: nil, error: .invalidRequest(
                "The id must be a string or a whole number that fits in 64 bits.")))
        }
        guard envelope.isVersion2 else {
            return Self.encode(JSONRPCResponse<EmptyResult>(id: id, error: .invalidRequest(
                "The message lacks \"jsonrpc\": \"2.0\"; only JSON-RPC 2.0 is spoken here.")))
        }
        guard let method = envelope.method else {
            return Self.encode(JSONRPCResponse<EmptyResult>(id: id, error: .invalidRequest(
                "The message has no \"method\"; name one of \(methods.joined(separator: ", ")).")))
        }
        guard let handler = handlers[method] else {
            guard envelope.hasID else { return nil }
            return Self.encode(JSONRPCResponse<EmptyResult>(id: id, error: .methodNotFound(method, known: methods)))
        }
        let reply = handler(bytes, envelope.params, id)
        return envelope.hasID ? reply : nil
    }

    /// An error reply for a line the framer rejected before it reached the router.
    public static func reply(toRejected event: LineFramer.Event) -> Data? {
        switch event {
        case .line: nil
        case .invalidUTF8:
            encode(JSONRPCResponse<EmptyResult>(id: nil, error: .parseError("The line is not valid UTF-8; send UTF-8 JSON.")))
        case .oversize(let length):
            encode(JSONRPCResponse<EmptyResult>(id: nil, error: .invalidRequest(
                "The line is \(length) bytes, over the limit of \(LineFramer.defaultMaximumLineLength); send smaller messages.")))
        }
    }

    static func encodeResult<Request: ExtensionRequest>(_ result: Request.Response, of request: Request.Type, id: JSONRPCID?) -> Data {
        guard let write = Request._resultWriter else {
            return encode(JSONRPCResponse(id: id, result: result))
        }
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("id")
        writer.value(JSONRPCIDJSON(id: id))
        writer.key("jsonrpc")
        writer.string("2.0")
        writer.key("result")
        write(result, &writer)
        writer.endObject()
        return writer.data
    }

    static func encode<Result: Codable>(_ response: JSONRPCResponse<Result>) -> Data {
        do {
            return try ReplyDecoder.encoder.encode(response)
        } catch {
            let fallback = JSONRPCResponse<EmptyResult>(id: response.id, error: .internalError("The reply could not be encoded: \(error)."))
            return (try? ReplyDecoder.encoder.encode(fallback)) ?? Data()
        }
    }
}

/// The members of a request line the router needs before it picks a handler; the params are
/// only located (and their syntax checked), to be read by the handler's own type.
struct RequestEnvelope {
    struct NotAnObject: Error {}

    var id: JSONRPCID?
    var hasID = false
    var isIDValid = true
    var isVersion2 = false
    var method: String?
    var params: Range<Int>?

    init(_ bytes: [UInt8]) throws {
        try JSONReader.read(bytes) { reader in
            guard try reader.peek() == .object else {
                try reader.skipValue()
                try reader.finish()
                throw NotAnObject()
            }
            try reader.readObject { reader, key in
                switch key {
                case "id":
                    hasID = true
                    (id, isIDValid) = try JSONRPCID.read(from: &reader)
                case "jsonrpc":
                    if try reader.peek() == .string {
                        isVersion2 = try reader.readString() == "2.0"
                    } else {
                        try reader.skipValue()
                        isVersion2 = false
                    }
                case "method":
                    if try reader.peek() == .string {
                        method = try reader.readString()
                    } else {
                        try reader.skipValue()
                        method = nil
                    }
                case "params":
                    params = try reader.locateValue()
                default:
                    try reader.skipValue()
                }
            }
            try reader.finish()
        }
    }
}

extension JSONRPCID {
    /// Reads an id: a string, a whole number, or null (valid, but no id); anything else is not a valid id.
    static func read(from reader: inout JSONReader) throws -> (id: JSONRPCID?, isValid: Bool) {
        switch try reader.peek() {
        case .string: return (.string(try reader.readString()), true)
        case .number:
            guard let number = Int(exactly: try reader.readDouble()) else { return (nil, false) }
            return (.number(number), true)
        case .null:
            _ = try reader.readNull()
            return (nil, true)
        default:
            try reader.skipValue()
            return (nil, false)
        }
    }
}

/// Writes an id, or null.
struct JSONRPCIDJSON: FastWireEncodable {
    var id: JSONRPCID?

    func write(to writer: inout JSONWriter) {
        switch id {
        case .number(let value)?: writer.integer(value)
        case .string(let value)?: writer.string(value)
        case nil: writer.null()
        }
    }
}
