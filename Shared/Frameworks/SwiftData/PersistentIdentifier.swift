import Foundation

/// A model's identity: its store, its model's name, and its key there (temporary until saved).
public struct PersistentIdentifier: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    /// The stable part of the identity.
    public struct ID: Hashable, Codable, Sendable {
        enum Key: Hashable, Codable, Sendable {
            case stored(Int64)
            case temporary(String)
        }

        let entityName: String
        let storeIdentifier: String?
        let key: Key
    }

    public let id: ID

    init(entityName: String, storeIdentifier: String?, key: ID.Key) {
        id = ID(entityName: entityName, storeIdentifier: storeIdentifier, key: key)
    }

    /// The name of the model's type.
    public var entityName: String { id.entityName }
    /// The store that holds the model; nil until it is saved.
    public var storeIdentifier: String? { id.storeIdentifier }

    /// The identifier of a model in a store, by its primary key: an integer, as this store's keys are.
    public static func identifier<T>(for storeIdentifier: String, entityName: String, primaryKey: T) throws -> PersistentIdentifier
    where T: Codable & Comparable & CustomStringConvertible & Hashable {
        guard let key = Int64(primaryKey.description) else {
            throw SwiftDataError.storedValue("primary key \(primaryKey) for \(entityName), where this store's keys are integers")
        }
        return PersistentIdentifier(entityName: entityName, storeIdentifier: storeIdentifier, key: .stored(key))
    }

    var primaryKey: Int64? {
        if case .stored(let key) = id.key { return key }
        return nil
    }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        lhs.description < rhs.description
    }

    public var description: String {
        switch id.key {
        case .stored(let key): "\(entityName)/p\(key)"
        case .temporary(let token): "\(entityName)/t\(token)"
        }
    }
}
