import Foundation

/// A request one process sends another: its method, its params (the type itself) and the type of its result.
///
/// Params and results are plain `Codable` types, coded by the one codec every process uses (`WireJSON`).
public protocol ExtensionRequest: Codable, Sendable {
    associatedtype Response: Codable & Sendable
    /// The JSON-RPC method, from the one list of them: a request the list lacks cannot be declared.
    static var method: ExtensionMethod { get }
    /// Checks what the params' types alone cannot (a count that is not negative, a text's length); the
    /// router calls it before the handler, and what it throws is the reply's `invalid params` error.
    func validate() throws(JSONRPCError)
}

extension ExtensionRequest {
    public func validate() throws(JSONRPCError) {}
}

/// What a user types into a widget's form, a value or a search term, is at most this long: the system
/// refuses more where it is typed, and an extension refuses a longer search term before any query.
public enum TypedText {
    public static let maximumLength = 1_000

    /// Refuses a search term over the limit, before any handler runs.
    static func check(searchTerm term: String?, limit: Int?, of method: ExtensionMethod) throws(JSONRPCError) {
        if let term, term.count > maximumLength {
            throw .invalidParams(
                "Invalid params for \(method): searchTerm is \(term.count) characters, over the limit of \(maximumLength); send a shorter one."
            )
        }
        if let limit, limit < 0 {
            throw .invalidParams(
                "Invalid params for \(method): limit is \(limit); send a number of rows from 0 up, or leave it out for all.")
        }
    }
}

/// The result of a request that returns nothing worth saying.
public struct EmptyResult: Codable, Sendable, Equatable {
    public init() {}
}
