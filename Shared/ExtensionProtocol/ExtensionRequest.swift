import Foundation

/// A request one process sends another: its JSON-RPC method name, its params (the type itself)
/// and the type of its result.
public protocol ExtensionRequest: Codable, Sendable {
    associatedtype Response: Codable & Sendable
    /// The JSON-RPC method, as `widget/timeline`.
    static var method: String { get }

    /// How the wire reads and writes the params and the result by hand, or nil when Foundation's
    /// coders do it. Leave these to their defaults: a request or result that conforms to
    /// `FastWireCodable` gets the hand-written way without asking, and with no cast at run time.
    static var _paramsReader: ((inout JSONReader) throws -> Self)? { get }
    static var _paramsWriter: ((Self, inout JSONWriter) -> Void)? { get }
    static var _resultReader: ((inout JSONReader) throws -> Response)? { get }
    static var _resultWriter: ((Response, inout JSONWriter) -> Void)? { get }
}

extension ExtensionRequest {
    public static var _paramsReader: ((inout JSONReader) throws -> Self)? { nil }
    public static var _paramsWriter: ((Self, inout JSONWriter) -> Void)? { nil }
    public static var _resultReader: ((inout JSONReader) throws -> Response)? { nil }
    public static var _resultWriter: ((Response, inout JSONWriter) -> Void)? { nil }
}

extension ExtensionRequest where Self: FastWireCodable {
    public static var _paramsReader: ((inout JSONReader) throws -> Self)? { { try Self(from: &$0) } }
    public static var _paramsWriter: ((Self, inout JSONWriter) -> Void)? { { $0.write(to: &$1) } }
}

extension ExtensionRequest where Response: FastWireCodable {
    public static var _resultReader: ((inout JSONReader) throws -> Response)? { { try Response(from: &$0) } }
    public static var _resultWriter: ((Response, inout JSONWriter) -> Void)? { { $0.write(to: &$1) } }
}

/// The result of a request that returns nothing worth saying.
public struct EmptyResult: Codable, Sendable, Equatable {
    public init() {}
}
