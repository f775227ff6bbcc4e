import Foundation

/// A request one process sends another: its method, its params (the type itself) and the type of its result.
///
/// Params and results are plain `Codable` types, coded by the one codec every process uses (`WireJSON`).
public protocol ExtensionRequest: Codable, Sendable {
    associatedtype Response: Codable & Sendable
    /// The JSON-RPC method, from the one list of them: a request the list lacks cannot be declared.
    static var method: ExtensionMethod { get }
}

/// The result of a request that returns nothing worth saying.
public struct EmptyResult: Codable, Sendable, Equatable {
    public init() {}
}
