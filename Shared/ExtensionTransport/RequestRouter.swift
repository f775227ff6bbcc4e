import ExtensionProtocol
import Foundation

/// Turns one JSON-RPC line into its reply, by the request types registered with it.
///
/// It does no I/O, so the same router serves a socket (`ExtensionServer`) and an in-process
/// connection (`LocalConnection`). Every failure becomes a JSON-RPC error reply.
public final class RequestRouter: @unchecked Sendable {
    typealias Handler = (Data, JSONRPCID?) -> Data

    private var handlers: [String: Handler] = [:]
    private let decoder = WireCoding.makeDecoder()

    public init() {}

    /// The methods this router answers, sorted.
    public var methods: [String] { handlers.keys.sorted() }

    /// Answers `Request` with `handler`; a thrown `JSONRPCError` is sent as it is, any other error as `handlerFailed`.
    public func register<Request: ExtensionRequest>(_ type: Request.Type, _ handler: @escaping (Request) throws -> Request.Response) {
        handlers[Request.method] = { [decoder] data, id in
            let request: Request
            do {
                if let params = try decoder.decode(JSONRPCParams<Request>.self, from: data).params {
                    request = params
                } else {
                    request = try decoder.decode(Request.self, from: Data("{}".utf8))
                }
            } catch let error as DecodingError {
                return Self.encode(JSONRPCResponse<EmptyResult>(id: id, error: .invalidParams(
                    "Invalid params for \(Request.method): \(error.readableDescription)")))
            } catch {
                return Self.encode(JSONRPCResponse<EmptyResult>(id: id, error: .invalidParams(
                    "Invalid params for \(Request.method): \(error).")))
            }
            do {
                return Self.encode(JSONRPCResponse(id: id, result: try handler(request)))
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
        let header: JSONRPCHeader
        do {
            header = try decoder.decode(JSONRPCHeader.self, from: data)
        } catch DecodingError.typeMismatch {
            return Self.encode(JSONRPCResponse<EmptyResult>(id: nil, error: .invalidRequest(
                "A message must be one JSON object with \"jsonrpc\": \"2.0\", \"id\" and \"method\"; batches are not supported.")))
        } catch {
            return Self.encode(JSONRPCResponse<EmptyResult>(id: nil, error: .parseError(
                "The line is not valid JSON; send one JSON-RPC object per line.")))
        }
        guard header.jsonrpc == "2.0" else {
            return Self.encode(JSONRPCResponse<EmptyResult>(id: header.id, error: .invalidRequest(
                "The message lacks \"jsonrpc\": \"2.0\"; only JSON-RPC 2.0 is spoken here.")))
        }
        guard let method = header.method else {
            return Self.encode(JSONRPCResponse<EmptyResult>(id: header.id, error: .invalidRequest(
                "The message has no \"method\"; name one of \(methods.joined(separator: ", ")).")))
        }
        guard let handler = handlers[method] else {
            guard header.hasID else { return nil }
            return Self.encode(JSONRPCResponse<EmptyResult>(id: header.id, error: .methodNotFound(method, known: methods)))
        }
        let reply = handler(data, header.id)
        return header.hasID ? reply : nil
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

    static func encode<Result: Codable>(_ response: JSONRPCResponse<Result>) -> Data {
        do {
            return try WireCoding.makeEncoder().encode(response)
        } catch {
            let fallback = JSONRPCResponse<EmptyResult>(id: response.id, error: .internalError("The reply could not be encoded: \(error)."))
            return (try? WireCoding.makeEncoder().encode(fallback)) ?? Data()
        }
    }
}
