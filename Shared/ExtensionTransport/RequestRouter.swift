import ExtensionProtocol
import Foundation

/// Turns one JSON-RPC line into its reply, by the request types registered with it.
///
/// It does no I/O, so the same router serves a socket (`ExtensionServer`) and an in-process
/// connection (`LocalConnection`). Every failure becomes a JSON-RPC error reply.
public final class RequestRouter: @unchecked Sendable {
    typealias Handler = (JSONNode?, Data, JSONRPCID?) -> Data

    private var handlers: [String: Handler] = [:]
    private let decoder = WireCoding.makeDecoder()

    public init() {}

    /// The methods this router answers, sorted.
    public var methods: [String] { handlers.keys.sorted() }

    /// Answers `Request` with `handler`; a thrown `JSONRPCError` is sent as it is, any other error as `handlerFailed`.
    ///
    /// Requests and results that read and write their own JSON (`FastWireCodable`) skip Foundation's coders.
    public func register<Request: ExtensionRequest>(_ type: Request.Type, _ handler: @escaping (Request) throws -> Request.Response) {
        let fastRequest = Request.self as? any FastWireDecodable.Type
        handlers[Request.method] = { [decoder] params, data, id in
            let request: Request
            do {
                if let fastRequest {
                    request = try fastRequest.init(json: params ?? .object([:]), path: "params") as! Request
                } else if let decoded = try decoder.decode(JSONRPCParams<Request>.self, from: data).params {
                    request = decoded
                } else {
                    request = try decoder.decode(Request.self, from: Data("{}".utf8))
                }
            } catch let error as JSONNodeError {
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
                return Self.encodeResult(try handler(request), id: id)
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
        let data = Data(line.utf8)
        let message: JSONNode
        do {
            message = try JSONParser.parse(data)
        } catch {
            return Self.encode(JSONRPCResponse<EmptyResult>(id: nil, error: .parseError(
                "The line is not valid JSON (\(error)); send one JSON-RPC object per line.")))
        }
        guard case .object(let fields) = message else {
            return Self.encode(JSONRPCResponse<EmptyResult>(id: nil, error: .invalidRequest(
                "A message must be one JSON object with \"jsonrpc\": \"2.0\", \"id\" and \"method\"; batches are not supported.")))
        }
        let id = JSONRPCID(node: fields["id"])
        let hasID = fields["id"] != nil
        if hasID, id == nil, fields["id"] != .null {
            return Self.encode(JSONRPCResponse<EmptyResult>(id: nil, error: .invalidRequest(
                "The id must be a string or a whole number that fits in 64 bits.")))
        }
        guard fields["jsonrpc"] == .string("2.0") else {
            return Self.encode(JSONRPCResponse<EmptyResult>(id: id, error: .invalidRequest(
                "The message lacks \"jsonrpc\": \"2.0\"; only JSON-RPC 2.0 is spoken here.")))
        }
        guard case .string(let method)? = fields["method"] else {
            return Self.encode(JSONRPCResponse<EmptyResult>(id: id, error: .invalidRequest(
                "The message has no \"method\"; name one of \(methods.joined(separator: ", ")).")))
        }
        guard let handler = handlers[method] else {
            guard hasID else { return nil }
            return Self.encode(JSONRPCResponse<EmptyResult>(id: id, error: .methodNotFound(method, known: methods)))
        }
        let params = fields["params"].flatMap { $0 == .null ? nil : $0 }
        let reply = handler(params, data, id)
        return hasID ? reply : nil
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

    static func encodeResult<Result: Codable>(_ result: Result, id: JSONRPCID?) -> Data {
        guard let fast = result as? any FastWireEncodable else {
            return encode(JSONRPCResponse(id: id, result: result))
        }
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("id")
        writer.value(JSONRPCIDJSON(id: id))
        writer.key("jsonrpc")
        writer.string("2.0")
        writer.key("result")
        fast.write(to: &writer)
        writer.endObject()
        return Data(writer.bytes)
    }

    static func encode<Result: Codable>(_ response: JSONRPCResponse<Result>) -> Data {
        do {
            return try WireCoding.makeEncoder().encode(response)
        } catch {
            let fallback = JSONRPCResponse<EmptyResult>(id: response.id, error: .internalError("The reply could not be encoded: \(error)."))
            return (try? WireCoding.makeEncoder().encode(fallback)) ?? Data()
        }
    }
}

extension JSONRPCID {
    /// The id of a parsed message, if it has a usable one.
    init?(node: JSONNode?) {
        switch node {
        case .number(let value)?:
            guard value.isFinite, let number = Int(exactly: value) else { return nil }
            self = .number(number)
        case .string(let value)?: self = .string(value)
        default: return nil
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
