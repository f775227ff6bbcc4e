import Foundation
import SwiftUI

// What Apple's SwiftData declares for SwiftUI: `@Query`, the `modelContainer` and `modelContext`
// modifiers, and the environment's `modelContext`. A view's properties read the environment of the
// view being drawn (`EnvironmentValues.current`), so `@Query` fetches from the context an ancestor
// put there each time the view's body reads it: a widget drawn after a reload shows what was saved.

/// The models a view shows, fetched from the environment's `modelContext` when the view's body reads them.
@MainActor @preconcurrency @propertyWrapper
public struct Query<Element, Result> where Element: PersistentModel {
    private let descriptor: FetchDescriptor<Element>
    private let state = QueryState<Result>()

    /// The models, fetched now; if the fetch fails, the last models fetched (and `fetchError` says why).
    public var wrappedValue: Result {
        let context = modelContext
        do {
            let models = try context.fetch(descriptor)
            state.error = nil
            if let result = models as? Result { state.last = result }
        } catch {
            state.error = error
        }
        if let last = state.last { return last }
        if let empty = [Element]() as? Result { return empty }
        fatalError("Query's results are arrays of \(Element.self); declare the property as [\(Element.self)].")
    }

    /// Why the latest fetch failed; nil when it succeeded.
    public var fetchError: (any Error)? { state.error }

    /// The context the query fetches from: the environment's.
    public var modelContext: ModelContext { EnvironmentValues.current.modelContext }

    /// The models `descriptor` describes.
    public init(_ descriptor: FetchDescriptor<Element>) where Result == [Element] {
        self.descriptor = descriptor
    }

    /// The models `descriptor` describes; a change would be animated (drawn at its end here).
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) where Result == [Element] {
        self.descriptor = descriptor
    }

    /// The models that meet `filter`, in the order of `descriptors`.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = []) where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    /// The models that meet `filter`, in the order of `descriptors`; a change would be animated.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation)
    where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    /// The models that meet `filter`, sorted by the value at `keyPath`.
    public init<Value>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward)
    where Result == [Element], Value: Comparable {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(Self.sendable(keyPath), order: order)])
    }

    /// The models that meet `filter`, sorted by the optional value at `keyPath` (nil first).
    public init<Value>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward)
    where Result == [Element], Value: Comparable {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(Self.sendable(keyPath), order: order)])
    }

    /// The models that meet `filter`, sorted by the value at `keyPath`; a change would be animated.
    public init<Value>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation
    )
    where Result == [Element], Value: Comparable {
        self.init(filter: filter, sort: keyPath, order: order)
    }

    /// The models that meet `filter`, sorted by the optional value at `keyPath`; a change would be animated.
    public init<Value>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation
    ) where Result == [Element], Value: Comparable {
        self.init(filter: filter, sort: keyPath, order: order)
    }

    /// Foundation's `SortDescriptor` takes only key paths known to be Sendable; Apple's `Query` takes any.
    /// A key path to a model's property captures nothing (subscript arguments aside), so it is safe to share.
    private static func sendable<Value>(_ keyPath: KeyPath<Element, Value>) -> any KeyPath<Element, Value> & Sendable {
        unsafeBitCast(keyPath, to: (any KeyPath<Element, Value> & Sendable).self)
    }
}

/// What a query keeps between reads: the last results and the last error.
final class QueryState<Result> {
    var last: Result?
    var error: (any Error)?
}

private struct ModelContextKey: EnvironmentKey {
    /// With no container in the environment, a context of an empty container in memory, as SwiftUI gives:
    /// fetches find nothing and saves store nothing.
    static var defaultValue: ModelContext {
        do {
            return ModelContext(try ModelContainer(for: Schema(), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))
        } catch {
            fatalError(
                "SwiftData could not make the empty context a view without a container uses (\(error)); put one in with modelContainer(_:)."
            )
        }
    }
}

extension EnvironmentValues {
    /// The context `@Query` fetches from and views insert into: set by `modelContainer(_:)` or `modelContext(_:)`.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension View {
    /// Puts a context of `container` in the environment of this view and those inside it: a new one each
    /// time the view is drawn, where Apple's puts the main context. The widget extension draws each request
    /// on its connection's thread, and a context is used from one thread at a time; a view sees what was
    /// saved (widget views read, and write only through App Intents).
    @MainActor @preconcurrency public func modelContainer(_ container: ModelContainer) -> some View {
        let context = ModelContext(container)
        return modifier(nil) { $0.modelContext = context }
    }

    /// Puts a container of `modelType` (made once, kept for the process) in the environment, in memory
    /// or in the default store, and reports it (or why it could not be made) through `onSetup`.
    @MainActor @preconcurrency public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Puts a container of `modelTypes` (made once, kept for the process) in the environment.
    @MainActor @preconcurrency public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let result = SharedContainers.container(for: modelTypes, inMemory: inMemory)
        onSetup(result)
        guard case .success(let container) = result else { return modifier(nil) { _ in } }
        let context = ModelContext(container)
        context.autosaveEnabled = isAutosaveEnabled
        return modifier(nil) { $0.modelContext = context }
    }

    /// Puts `modelContext` in the environment of this view and those inside it.
    @MainActor @preconcurrency public func modelContext(_ modelContext: ModelContext) -> some View {
        modifier(nil) { $0.modelContext = modelContext }
    }
}

/// The containers `modelContainer(for:)` made, so that a view drawn again finds the same one, as
/// SwiftUI keeps it for the view's life.
@MainActor enum SharedContainers {
    private static var made: [String: ModelContainer] = [:]

    static func container(for types: [any PersistentModel.Type], inMemory: Bool) -> Swift.Result<ModelContainer, any Error> {
        let key = types.map { String(reflecting: $0) }.joined(separator: ",") + (inMemory ? " in memory" : "")
        if let container = made[key] { return .success(container) }
        do {
            let container = try ModelContainer(
                for: Schema(types), migrationPlan: nil, configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
            made[key] = container
            return .success(container)
        } catch {
            return .failure(error)
        }
    }
}
