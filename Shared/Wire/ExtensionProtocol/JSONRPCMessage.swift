import Foundation

/// A request id: JSON-RPC allows numbers and strings.
public enum JSONRPCID: Codable, Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    /// A whole number that fits in 64 bits, or a string; anything else is not an id.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        }
    }

    public var description: String {
        switch self {
        case .number(let value): String(value)
        case .string(let value): "\"\(value)\""
        }
    }
}

/// A request on the wire: `{"jsonrpc":"2.0","id":1,"method":"widget/timeline","params":{…}}`, and, while
/// the device's clock is set, `"deviceTime"` beside them: the suite's one member beyond JSON-RPC 2.0's,
/// read by the extension's runtime before any method's params.
public struct JSONRPCRequest<Params: Codable>: Codable {
    /// nil for a notification, which gets no reply.
    public var id: JSONRPCID?
    public var jsonrpc = "2.0"
    public var method: String
    public var params: Params?
    /// The device's time when the system sent it; nil while the device's clock follows real time. The
    /// extension's code reads it as the time (`Date()`) while it answers.
    public var deviceTime: Date?

    public init(id: JSONRPCID?, method: String, params: Params?, deviceTime: Date? = nil) {
        self.id = id
        self.method = method
        self.params = params
        self.deviceTime = deviceTime
    }
}

/// A reply on the wire: a result or an error, never both.
public struct JSONRPCResponse<Result: Codable>: Codable {
    public var jsonrpc = "2.0"
    /// nil when the request could not be read far enough to find its id.
    public var id: JSONRPCID?
    public var result: Result?
    public var error: JSONRPCError?

    public init(id: JSONRPCID?, result: Result) {
        self.id = id
        self.result = result
    }

    public init(id: JSONRPCID?, error: JSONRPCError) {
        self.id = id
        self.error = error
    }

    enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

    /// The error first: a reply that carries one is an error whatever else it holds.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        jsonrpc = try container.decode(String.self, forKey: .jsonrpc)
        id = try container.decodeIfPresent(JSONRPCID.self, forKey: .id)
        error = try container.decodeIfPresent(JSONRPCError.self, forKey: .error)
        if error == nil { result = try container.decodeIfPresent(Result.self, forKey: .result) }
    }

    /// In the order of the keys, as the wire has them.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let error { try container.encode(error, forKey: .error) }
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        try container.encode(jsonrpc, forKey: .jsonrpc)
        if error == nil { try container.encode(result, forKey: .result) }
    }
}
