import Foundation

/// A request id: JSON-RPC allows numbers and strings.
public enum JSONRPCID: Codable, Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

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

/// A request on the wire: `{"jsonrpc":"2.0","id":1,"method":"widget/timeline","params":{…}}`.
public struct JSONRPCRequest<Params: Encodable>: Encodable {
    public let jsonrpc = "2.0"
    public var id: JSONRPCID
    public var method: String
    public var params: Params

    public init(id: JSONRPCID, method: String, params: Params) {
        self.id = id
        self.method = method
        self.params = params
    }
}

/// The params of an incoming message, once its method names their type.
public struct JSONRPCParams<Params: Decodable>: Decodable {
    public var params: Params?
}

/// A reply on the wire: a result or an error, never both.
public struct JSONRPCResponse<Result: Codable>: Codable {
    public var jsonrpc = "2.0"
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

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(jsonrpc, forKey: .jsonrpc)
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        if let error { try container.encode(error, forKey: .error) } else { try container.encode(result, forKey: .result) }
    }
}

/// The JSON coders every process uses: sorted keys, ISO 8601 dates.
public enum WireCoding {
    public static func makeEncoder(pretty: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
