import Foundation

/// What a fetch asks for: which models (`predicate`), in which order (`sortBy`), and how many.
public struct FetchDescriptor<T> where T: PersistentModel {
    /// The condition a model must meet; every model of the type when nil.
    public var predicate: Predicate<T>?
    /// The order of the results, the first descriptor first.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many results; all when nil.
    public var fetchLimit: Int?
    /// How many of the first results to skip.
    public var fetchOffset: Int?
    /// Whether models inserted, changed or deleted and not saved yet count; true by default.
    public var includePendingChanges: Bool = true
    /// The properties to read; every property is read here.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Relationships whose models to read with the results; they are read when first used here.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor of the models that meet `predicate`, in the order of `sortBy`.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// The results of a fetch in batches.
public struct FetchResultsCollection<Element>: RandomAccessCollection {
    let elements: [Element]

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }
}
