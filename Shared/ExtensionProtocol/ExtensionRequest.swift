import Foundation

/// A request one process sends another: its JSON-RPC method name, its params (the type itself)
/// and the type of its result.
public protocol ExtensionRequest: Codable, Sendable {
    associatedtype Response: Codable & Sendable
    /// The JSON-RPC method, as `widget/timeline`.
    static var method: String { get }
}

/// The result of a request that returns nothing worth saying.
public struct EmptyResult: Codable, Sendable, Equatable {
    public init() {}
}
