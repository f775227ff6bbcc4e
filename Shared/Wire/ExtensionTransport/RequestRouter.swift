import ExtensionProtocol
import Foundation
import WireJSON

/// Turns one JSON-RPC line into its reply, by the request types registered with it.
///
/// It does no I/O, so the same router serves a socket (`ExtensionServer`) and an in-process
/// connection (`LocalConnection`). Every failure becomes a JSON-RPC error reply. Build it, then hand
/// it to a server: a router is a value, and what serves it cannot change it.
public struct RequestRouter {
    /// Answers one request, given the line read once and the request's id.
    typealias Handler = (JSONDocument, JSONRPCID?) -> [UInt8]

    private var handlers: [ExtensionMethod: Handler] = [:]

    /// Runs around every request a handler answers, given its method and the device's time it carries
    /// (nil: real time): the extensions answer at that time (`DeviceTimeGate`) and keep the app group's
    /// `UserDefaults` in step with the app's around it. Without it, each is answered as it comes.
    public var serving: ((_ method: ExtensionMethod, _ deviceTime: Date?, _ answer: () -> [UInt8]) -> [UInt8])?

    public init() {}

    /// The methods this router answers, in the order of the registry.
    public var methods: [ExtensionMethod] { ExtensionMethod.allCases.filter { handlers[$0] != nil } }

    /// Answers `Request` with `handler`; a thrown `JSONRPCError` is sent as it is, any other error as `handlerFailed`.
    public mutating func register<Request: ExtensionRequest>(
        _ type: Request.Type, _ handler: @escaping (Request) throws -> Request.Response
    ) {
        handlers[Request.method] = { document, id in
            let request: Request
            do {
                // A request without params is read as if it had empty ones; their path is still "params".
                request =
                    try document.decode(JSONRPCRequest<Request>.self).params
                    ?? WireDecoder().decode(JSONRPCRequest<Request>.self, from: #"{"jsonrpc":"2.0","method":"","params":{}}"#).params!
            } catch let error as DecodingError {
                return Self.encode(
                    JSONRPCResponse<EmptyResult>(
                        id: id,
                        error: .invalidParams(
                            "Invalid params for \(Request.method): \(error.readableDescription)")))
            } catch {
                return Self.encode(
                    JSONRPCResponse<EmptyResult>(id: id, error: .invalidParams("Invalid params for \(Request.method): \(error).")))
            }
            do {
                try request.validate()
                return Self.encode(JSONRPCResponse(id: id, result: try handler(request)))
            } catch let error as JSONRPCError {
                return Self.encode(JSONRPCResponse<Request.Response>(id: id, error: error))
            } catch {
                return Self.encode(
                    JSONRPCResponse<Request.Response>(
                        id: id,
                        error: JSONRPCError(
                            code: .handlerFailed, message: "\(Request.method) failed: \(ErrorSentence.of(error))")))
            }
        }
    }

    /// The reply to one line, without its newline; nil for a notification (a request without an id).
    public func reply(to line: [UInt8]) -> [UInt8]? {
        let document: JSONDocument
        do {
            document = try JSONDocument(line)
        } catch {
            let reason = (error as? DecodingError).map(\.readableDescription) ?? "\(error)"
            return Self.encode(
                JSONRPCResponse<EmptyResult>(
                    id: nil,
                    error: .parseError(
                        "The line is not valid JSON (\(reason)); send one JSON-RPC object per line.")))
        }
        guard let header = try? document.decode(RequestHeader.self) else {
            return Self.encode(
                JSONRPCResponse<EmptyResult>(
                    id: nil,
                    error: .invalidRequest(
                        "A message must be one JSON object with \"jsonrpc\": \"2.0\", \"id\" and \"method\"; batches are not supported.")))
        }
        let id = header.id
        if header.hasID, !header.isIDValid {
            return Self.encode(
                JSONRPCResponse<EmptyResult>(
                    id: nil,
                    error: .invalidRequest(
                        "The id must be a string or a whole number that fits in 64 bits.")))
        }
        guard header.version == "2.0" else {
            return Self.encode(
                JSONRPCResponse<EmptyResult>(
                    id: id,
                    error: .invalidRequest(
                        "The message lacks \"jsonrpc\": \"2.0\"; only JSON-RPC 2.0 is spoken here.")))
        }
        let known = methods.map(\.rawValue)
        guard let name = header.method else {
            return Self.encode(
                JSONRPCResponse<EmptyResult>(
                    id: id,
                    error: .invalidRequest(
                        "The message has no \"method\"; name one of \(known.joined(separator: ", ")).")))
        }
        guard let method = ExtensionMethod(rawValue: name), let handler = handlers[method] else {
            guard header.hasID else { return nil }
            return Self.encode(JSONRPCResponse<EmptyResult>(id: id, error: .methodNotFound(name, known: known)))
        }
        // Every method takes named params: an object, or none at all.
        guard header.paramsAreNamed else {
            guard header.hasID else { return nil }
            return Self.encode(
                JSONRPCResponse<EmptyResult>(
                    id: id, error: .invalidParams("Invalid params for \(name): params must be an object of named values, or left out.")))
        }
        if let deviceTime = header.deviceTime, !DeviceTimeBounds.contains(deviceTime) {
            guard header.hasID else { return nil }
            return Self.encode(
                JSONRPCResponse<EmptyResult>(
                    id: id,
                    error: .invalidRequest(
                        "deviceTime \(ISO8601.format(deviceTime)) is outside the times the suite represents (\(DeviceTimeBounds.described)); send one within them."
                    )))
        }
        guard header.deviceTimeIsValid else {
            guard header.hasID else { return nil }
            return Self.encode(
                JSONRPCResponse<EmptyResult>(
                    id: id, error: .invalidRequest("deviceTime must be an ISO 8601 date and time that the calendar has, in UTC or at an offset, such as 2026-11-27T12:00:00Z or 2026-11-27T21:00:00+09:00.")))
        }
        let reply = serving.map { $0(method, header.deviceTime) { handler(document, id) } } ?? handler(document, id)
        return header.hasID ? reply : nil
    }

    /// An error reply for a line the framer rejected before it reached the router, whose limit was `limit` bytes.
    public static func reply(toRejected event: LineFramer.Event, limit: Int) -> [UInt8]? {
        switch event {
        case .line: nil
        case .invalidUTF8:
            encode(JSONRPCResponse<EmptyResult>(id: nil, error: .parseError("The line is not valid UTF-8; send UTF-8 JSON.")))
        case .oversize(let length):
            encode(
                JSONRPCResponse<EmptyResult>(
                    id: nil,
                    error: .invalidRequest(
                        "The line is \(length) bytes, over the limit of \(limit); send smaller messages.")))
        }
    }

    static func encode<Result: Codable>(_ response: JSONRPCResponse<Result>) -> [UInt8] {
        do {
            return try WireEncoder().encode(response)
        } catch {
            let fallback = JSONRPCResponse<EmptyResult>(id: response.id, error: .internalError("The reply could not be encoded: \(error)."))
            return (try? WireEncoder().encode(fallback))
                ?? Array(#"{"error":{"code":-32603,"message":"The reply could not be encoded."},"id":null,"jsonrpc":"2.0"}"#.utf8)
        }
    }
}

/// What the router needs of a request before it picks a handler, read leniently so that each fault
/// gets its own error: an id of the wrong type, a missing version or method.
struct RequestHeader: Decodable {
    var id: JSONRPCID?
    var hasID = false
    var isIDValid = true
    var version: String?
    var method: String?
    /// False when params are there but not an object.
    var paramsAreNamed = true
    var deviceTime: Date?
    /// False when a device time is there but not a date.
    var deviceTimeIsValid = true

    enum CodingKeys: String, CodingKey { case id, jsonrpc, method, params, deviceTime }
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.id) {
            hasID = true
            if try !container.decodeNil(forKey: .id) {
                id = try? container.decode(JSONRPCID.self, forKey: .id)
                isIDValid = id != nil
            }
        }
        version = try? container.decode(String.self, forKey: .jsonrpc)
        method = try? container.decode(String.self, forKey: .method)
        if container.contains(.deviceTime), try !container.decodeNil(forKey: .deviceTime) {
            deviceTime = try? container.decode(Date.self, forKey: .deviceTime)
            deviceTimeIsValid = deviceTime != nil
        }
        if container.contains(.params), try !container.decodeNil(forKey: .params) {
            paramsAreNamed = (try? container.nestedContainer(keyedBy: AnyKey.self, forKey: .params)) != nil
        }
    }
}
