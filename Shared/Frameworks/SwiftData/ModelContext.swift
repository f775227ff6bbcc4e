import Foundation
import GRDB

/// Where an app inserts, changes, deletes and fetches models, and saves them to its container's store.
///
/// A context keeps one instance per stored model. Each fetch first asks the store whether any process
/// saved since the context last looked (one small read); if so it reads the rows saved since, so a
/// widget's context sees what the app saved at its next fetch. Models with unsaved changes keep them.
public class ModelContext {
    /// The container whose store the context reads and writes.
    public let container: ModelContainer
    /// Whether the context saves by itself after changes: true for a container's `mainContext`, whose
    /// saves run on the main actor once the current work is done.
    public var autosaveEnabled = false
    var isMainContext = false
    var autosaveScheduled = false

    /// The stored models this context holds, by entity and key.
    var registered: [String: [Int64: any PersistentModel]] = [:]
    /// The store's generation each entity was last read at.
    var synced: [String: Int64] = [:]
    var inserted: [any PersistentModel] = []
    var insertedIdentities: Set<ObjectIdentifier> = []
    var changed: [ObjectIdentifier: any PersistentModel] = [:]
    var deleted: [ObjectIdentifier: any PersistentModel] = [:]

    /// Posted before a context saves.
    public static let willSave = Notification.Name("ModelContext.willSave")
    /// Posted after a context saved; its `userInfo` holds the identifiers of the models saved, by `NotificationKey`.
    public static let didSave = Notification.Name("ModelContext.didSave")

    /// The keys of `didSave`'s `userInfo`.
    public enum NotificationKey: String {
        case insertedIdentifiers, updatedIdentifiers, deletedIdentifiers, invalidatedAllIdentifiers, queryGeneration
    }

    /// A context of `container`.
    public init(_ container: ModelContainer) {
        self.container = container
    }

    // MARK: State

    /// Whether there are inserts, changes or deletes not saved yet.
    public var hasChanges: Bool { !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty }
    /// The models inserted and not saved yet.
    public var insertedModelsArray: [any PersistentModel] { inserted }
    /// The stored models changed and not saved yet.
    public var changedModelsArray: [any PersistentModel] { Array(changed.values) }
    /// The stored models deleted and not saved yet.
    public var deletedModelsArray: [any PersistentModel] { Array(deleted.values) }

    // MARK: Inserting and deleting

    /// Inserts `model`, and the models its relationships hold, to be stored at the next save.
    public func insert<T>(_ model: T) where T: PersistentModel {
        insertModel(model)
    }

    func insertModel<T: PersistentModel>(_ model: T) {
        let backing = model._backing
        if backing.context === self {
            if backing.isDeleted, deleted.removeValue(forKey: ObjectIdentifier(model)) != nil { backing.isDeleted = false }
            return
        }
        precondition(
            backing.context == nil,
            "\(T.self) was inserted into a second context; a model belongs to one context: fetch it in the other with model(for:).")
        backing.context = self
        backing.isDeleted = false
        inserted.append(model)
        insertedIdentities.insert(ObjectIdentifier(model))
        for index in backing.layout.properties.indices where backing.layout.properties[index].isRelationship {
            relationshipChanged(model, backing: backing, index: index, from: [])
        }
        scheduleAutosave()
    }

    /// Deletes `model` at the next save, and applies its relationships' delete rules: related models are
    /// deleted (`cascade`) or lose it from their inverse (`nullify`); `deny` makes the save fail while
    /// related models remain. An unsaved model is simply dropped.
    public func delete<T>(_ model: T) where T: PersistentModel {
        deleteModel(model)
    }

    /// Deletes every model of the type that meets `predicate` (all of them when nil).
    public func delete<T>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws
    where T: PersistentModel {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { deleteModel(found) }
    }

    func deleteModel<T: PersistentModel>(_ model: T) {
        let backing = model._backing
        guard !backing.isDeleted else { return }
        if backing.context == nil { return }
        backing.isDeleted = true
        let identity = ObjectIdentifier(model)
        if insertedIdentities.remove(identity) != nil {
            inserted.removeAll { ObjectIdentifier($0) == identity }
            backing.context = nil
        } else {
            if backing.committed == nil { backing.committed = backing.values }
            changed.removeValue(forKey: identity)
            deleted[identity] = model
        }
        let layout = backing.layout
        for index in layout.properties.indices {
            guard let relationship = layout.properties[index].relationship else { continue }
            let related = backing.relatedModels(at: index)
            switch relationship.deleteRule {
            case .cascade:
                for other in related { deleteAny(other) }
            case .nullify:
                guard let link = layout.inverse(of: index) else { continue }
                for other in related { removeAny(model, from: other, at: link.index) }
            case .deny, .noAction:
                continue
            }
        }
        scheduleAutosave()
    }

    func deleteAny(_ model: any PersistentModel) {
        deleteModel(model)
    }

    // MARK: Saving

    /// Writes the inserts, changes and deletes in one transaction; a unique attribute's value that is
    /// stored already updates that model instead of inserting another.
    public func save() throws {
        guard hasChanges else { return }
        guard container.configuration.allowsSave else {
            throw SwiftDataError(
                .saveNotAllowed,
                "This container's configuration does not allow saving (allowsSave: false); make it with allowsSave: true to save.")
        }
        try checkDenyRules()
        NotificationCenter.default.post(name: Self.willSave, object: self)
        let toInsert = inserted
        let toChange = Array(changed.values)
        let toDelete = Array(deleted.values)
        let outcome = try container.store.write { db -> SaveOutcome in
            let previous = try ModelStore.generation(db)
            let generation = previous + 1
            var keys: [ObjectIdentifier: Int64] = [:]
            for model in toInsert { keys[ObjectIdentifier(model)] = try insertRow(model, generation: generation, keys: keys, db) }
            for model in toInsert where Self.layout(of: model).properties.contains(where: \.isRelationship) {
                try updateRow(model, generation: generation, keys: keys, db)
            }
            for model in toChange { try updateRow(model, generation: generation, keys: keys, db) }
            for model in toDelete {
                guard let key = Self.primaryKey(of: model) else { continue }
                try db.execute(sql: "DELETE FROM \(Self.layout(of: model).table) WHERE Z_PK = ?", arguments: [key])
            }
            try ModelStore.setGeneration(generation, db)
            return SaveOutcome(previous: previous, generation: generation, keys: keys)
        }
        var insertedIDs: [PersistentIdentifier] = []
        for model in toInsert {
            guard let key = outcome.keys[ObjectIdentifier(model)] else { continue }
            adopt(model, key: key)
            insertedIDs.append(model.persistentModelID)
        }
        for model in toChange { markSaved(model) }
        for model in toDelete { forget(model) }
        inserted = []
        insertedIdentities = []
        changed = [:]
        deleted = [:]
        for (entity, generation) in synced where generation == outcome.previous { synced[entity] = outcome.generation }
        NotificationCenter.default.post(
            name: Self.didSave, object: self,
            userInfo: [
                NotificationKey.insertedIdentifiers.rawValue: insertedIDs,
                NotificationKey.updatedIdentifiers.rawValue: toChange.map(\.persistentModelID),
                NotificationKey.deletedIdentifiers.rawValue: toDelete.map(\.persistentModelID),
            ])
    }

    struct SaveOutcome {
        let previous: Int64
        let generation: Int64
        let keys: [ObjectIdentifier: Int64]
    }

    /// Runs `block`, then saves; if `block` throws, its changes are rolled back.
    public func transaction(block: () throws -> Void) throws {
        do {
            try block()
        } catch {
            rollback()
            throw error
        }
        try save()
    }

    /// Drops unsaved inserts, restores deleted and changed models to what was last saved or fetched.
    public func rollback() {
        for model in inserted { detach(model) }
        for model in Array(changed.values) + Array(deleted.values) { restore(model) }
        inserted = []
        insertedIdentities = []
        changed = [:]
        deleted = [:]
    }

    func checkDenyRules() throws {
        for model in deleted.values {
            if let problem = denial(of: model) { throw SwiftDataError(.deleteDenied, problem) }
        }
    }

    func denial<T: PersistentModel>(of model: T) -> String? {
        let backing = model._backing
        for (index, property) in backing.layout.properties.enumerated() where property.relationship?.deleteRule == .deny {
            let remaining = backing.relatedModels(at: index).filter { !Self.isDeleted($0) }
            if !remaining.isEmpty {
                return "\(T.self) cannot be deleted while its \(property.name) holds \(remaining.count) model(s) (delete rule deny); "
                    + "delete or move them first, or roll back."
            }
        }
        return nil
    }

    // MARK: Fetching

    /// The models the descriptor asks for.
    public func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] where T: PersistentModel {
        let layout = try knownLayout(of: T.self)
        try sync(layout)
        var candidates: [(model: T, key: Int64)] = []
        let stored = registered[layout.name] ?? [:]
        candidates.reserveCapacity(stored.count + inserted.count)
        let skipsDeleted = descriptor.includePendingChanges && !deleted.isEmpty
        for (key, model) in stored {
            guard let model = model as? T else { continue }
            if skipsDeleted, deleted[ObjectIdentifier(model)] != nil { continue }
            candidates.append((model, key))
        }
        if descriptor.includePendingChanges {
            // Unsaved models come after the stored ones, in the order they were inserted.
            for (number, model) in inserted.enumerated() {
                if let model = model as? T { candidates.append((model, Int64.max - Int64(inserted.count - number))) }
            }
        }
        return try Self.select(candidates, by: descriptor)
    }

    /// The models the descriptor asks for, in a collection read in batches (all at once here).
    public func fetch<T>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<T> where T: PersistentModel {
        guard batchSize > 0 else {
            throw SwiftDataError(.invalidArgument, "A fetch's batchSize must be 1 or more; it was \(batchSize).")
        }
        return FetchResultsCollection(elements: try fetch(descriptor))
    }

    /// How many models the descriptor would fetch.
    public func fetchCount<T>(_ descriptor: FetchDescriptor<T>) throws -> Int where T: PersistentModel {
        try fetch(descriptor).count
    }

    /// The identifiers of the models the descriptor would fetch.
    public func fetchIdentifiers<T>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] where T: PersistentModel {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// Calls `block` with each model the descriptor fetches.
    public func enumerate<T>(
        _ fetch: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false, block: (T) throws -> Void
    ) throws where T: PersistentModel {
        for model in try self.fetch(fetch, batchSize: batchSize) { try block(model) }
    }

    /// The model with identifier `persistentModelID`: the one this context holds, else the stored one.
    /// For an identifier the store does not know, a model of that identity whose properties are unset.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        if let model = registeredModel(persistentModelID) { return model }
        guard let layout = container.layout(named: persistentModelID.entityName) else {
            fatalError("\(persistentModelID.entityName) is not a model of this container's schema; add it to the container's types.")
        }
        if let key = persistentModelID.primaryKey {
            try? sync(layout)
            if let model = registered[layout.name]?[key] { return model }
        }
        return Self.makeModel(of: layout.type, values: layout.initialValues, key: persistentModelID.primaryKey, context: nil)
    }

    /// The model with identifier `persistentModelID` if this context holds it.
    public func registeredModel<T>(for persistentModelID: PersistentIdentifier) -> T? where T: PersistentModel {
        registeredModel(persistentModelID) as? T
    }

    func registeredModel(_ identifier: PersistentIdentifier) -> (any PersistentModel)? {
        if let key = identifier.primaryKey { return registered[identifier.entityName]?[key] }
        return inserted.first { $0.persistentModelID == identifier }
    }

    /// The models with these keys, read from the store if this context does not hold them yet.
    func models(forKeys keys: [Int64], of type: (any PersistentModel.Type)?) -> [any PersistentModel] {
        guard let type else { return [] }
        let layout = EntityLayout.of(type)
        if keys.contains(where: { registered[layout.name]?[$0] == nil }) { try? sync(layout) }
        return keys.compactMap { registered[layout.name]?[$0] }
    }

    // MARK: Changes

    /// Records that a property of `model` is about to change, and saves soon if autosave is on.
    func willChange<T: PersistentModel>(_ model: T, backing: DefaultBackingData<T>) {
        guard !insertedIdentities.contains(ObjectIdentifier(model)), backing.primaryKey != nil else { return }
        if !backing.isChanged {
            backing.committed = backing.values
            backing.isChanged = true
        }
        if !backing.isDeleted { changed[ObjectIdentifier(model)] = model }
        scheduleAutosave()
    }

    func scheduleAutosave() {
        guard autosaveEnabled, isMainContext, !autosaveScheduled else { return }
        autosaveScheduled = true
        let container = container
        Task { @MainActor in
            let context = container.mainContext
            context.autosaveScheduled = false
            if context.hasChanges { try? context.save() }
        }
    }

}

/// One sort descriptor's values for a fetch's models, when they are integers, floating-point numbers or
/// dates: read once each, compared as doubles (exactly, for integers within 2^53).
struct SortKeys {
    let values: [Double]

    init?<T>(_ models: [T], by sort: SortDescriptor<T>) {
        guard let keyPath = sort.keyPath, let first = models.first else { return nil }
        func number(_ value: Any) -> Double? {
            switch value {
            case let date as Date: date.timeIntervalSinceReferenceDate
            case let integer as Int where integer.magnitude < 1 << 53: Double(integer)
            case let double as Double where !double.isNaN: double
            default: nil
            }
        }
        guard number(first[keyPath: keyPath]) != nil else { return nil }
        var values: [Double] = []
        values.reserveCapacity(models.count)
        for model in models {
            guard let value = number(model[keyPath: keyPath]) else { return nil }
            values.append(value)
        }
        self.values = values
    }
}
