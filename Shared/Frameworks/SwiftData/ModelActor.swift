import Foundation

/// Runs a model context's work: an actor's context, for `@ModelActor`.
public protocol ModelExecutor: AnyObject, Sendable {
    /// The context the work uses.
    var modelContext: ModelContext { get }
}

/// An executor whose work runs one piece at a time.
public protocol SerialModelExecutor: ModelExecutor {}

/// The executor `@ModelActor` gives an actor: it holds the actor's context. The actor's own serial
/// executor runs the work here, as Swift's default actors do.
public final class DefaultSerialModelExecutor: SerialModelExecutor, @unchecked Sendable {
    // Unchecked: the context is used only from the actor that holds this executor, one call at a time.
    public let modelContext: ModelContext

    /// An executor of `modelContext`.
    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }
}

/// An actor that reads and writes models in a context of its own, apart from the main actor's.
public protocol ModelActor: Actor {
    nonisolated var modelContainer: ModelContainer { get }
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's context.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The model with identifier `id` in the actor's context, if it is a `T`.
    public subscript<T>(id: PersistentIdentifier, as as: T.Type) -> T? where T: PersistentModel {
        modelContext.registeredModel(for: id) ?? (modelContext.model(for: id) as? T)
    }
}
