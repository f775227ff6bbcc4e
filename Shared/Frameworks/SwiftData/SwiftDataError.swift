import Foundation

/// What went wrong in SwiftData, in a sentence that names the thing and what to do.
public struct SwiftDataError: Error, Equatable, CustomStringConvertible {
    enum Code: Equatable {
        case includePendingChangesWithBatchSize, sortingPendingChangesWithIdentifiers, unsupportedKeyPath, unsupportedPredicate
        case unsupportedSortDescriptor, unsupportedType, storedValue, modelNotInSchema, saveNotAllowed, deleteDenied, invalidArgument
    }

    let code: Code
    public let description: String

    init(_ code: Code, _ description: String) {
        self.code = code
        self.description = description
    }

    public static func == (lhs: SwiftDataError, rhs: SwiftDataError) -> Bool { lhs.code == rhs.code }

    /// A batched fetch that also asks for unsaved changes.
    public static let includePendingChangesWithBatchSize = SwiftDataError(
        .includePendingChangesWithBatchSize,
        "A fetch in batches cannot include unsaved changes; save first or set includePendingChanges to false.")
    public static let sortingPendingChangesWithIdentifiers = SwiftDataError(
        .sortingPendingChangesWithIdentifiers, "Identifiers of unsaved models cannot be sorted; save first.")
    public static let unsupportedKeyPath = SwiftDataError(.unsupportedKeyPath, "The key path is not a stored property of the model.")
    public static let unsupportedPredicate = SwiftDataError(.unsupportedPredicate, "The predicate cannot be evaluated.")
    public static let unsupportedSortDescriptor = SwiftDataError(.unsupportedSortDescriptor, "The sort descriptor cannot be used.")

    static func storedValue(_ what: String) -> SwiftDataError {
        SwiftDataError(
            .storedValue, "The store holds \(what); was it written by another version of the app? Migrate it with a SchemaMigrationPlan.")
    }
}
