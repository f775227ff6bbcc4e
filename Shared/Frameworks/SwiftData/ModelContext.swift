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
    private var autosaveScheduled = false

    /// The stored models this context holds, by entity and key.
    private var registered: [String: [Int64: any PersistentModel]] = [:]
    /// The store's generation each entity was last read at.
    private var synced: [String: Int64] = [:]
    private var inserted: [any PersistentModel] = []
    private var insertedIdentities: Set<ObjectIdentifier> = []
    private var changed: [ObjectIdentifier: any PersistentModel] = [:]
    private var deleted: [ObjectIdentifier: any PersistentModel] = [:]

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

    private func insertModel<T: PersistentModel>(_ model: T) {
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

    private func deleteModel<T: PersistentModel>(_ model: T) {
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

    private func deleteAny(_ model: any PersistentModel) {
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

    private struct SaveOutcome {
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

    private func checkDenyRules() throws {
        for model in deleted.values {
            if let problem = denial(of: model) { throw SwiftDataError(.deleteDenied, problem) }
        }
    }

    private func denial<T: PersistentModel>(of model: T) -> String? {
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

    private func registeredModel(_ identifier: PersistentIdentifier) -> (any PersistentModel)? {
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

    // MARK: Reading the store

    private func knownLayout<T: PersistentModel>(of type: T.Type) throws -> EntityLayout {
        let layout = EntityLayout.of(type)
        guard container.contains(layout) else {
            throw SwiftDataError(.modelNotInSchema, "\(T.self) is not a model of this container's schema; add it to the container's types.")
        }
        return layout
    }

    /// Reads what was saved to the entity's table since this context last looked.
    private func sync(_ layout: EntityLayout) throws {
        let since = synced[layout.name]
        let columns = (["Z_PK"] + layout.properties.map(\.column)).joined(separator: ", ")
        let read = try container.store.read { db -> (generation: Int64, rows: [Row], keys: Set<Int64>?)? in
            let generation = try ModelStore.generation(db)
            if generation == since { return nil }
            let rows = try Row.fetchAll(db, sql: "SELECT \(columns) FROM \(layout.table) WHERE Z_GEN > ?", arguments: [since ?? -1])
            let keys = since == nil ? nil : Set(try Int64.fetchAll(db, sql: "SELECT Z_PK FROM \(layout.table)"))
            return (generation, rows, keys)
        }
        guard let read else { return }
        var models = registered[layout.name] ?? [:]
        if let keys = read.keys {
            for (key, model) in models where !keys.contains(key) {
                models.removeValue(forKey: key)
                let identity = ObjectIdentifier(model)
                changed.removeValue(forKey: identity)
                deleted.removeValue(forKey: identity)
                Self.markGone(model)
            }
        }
        for row in read.rows {
            let key: Int64 = row[0]
            var values: [Any] = []
            values.reserveCapacity(layout.properties.count)
            for (index, property) in layout.properties.enumerated() {
                values.append(try Self.decode(row[index + 1] as DatabaseValue, for: property))
            }
            if let model = models[key] {
                if !Self.hasLocalChanges(model) { Self.refresh(model, with: values) }
            } else {
                models[key] = Self.makeModel(of: layout.type, values: values, key: key, context: self)
            }
        }
        registered[layout.name] = models
        synced[layout.name] = read.generation
    }

    private static func decode(_ value: DatabaseValue, for property: PropertyLayout) throws -> Any {
        switch property.kind {
        case .attribute(let codec):
            return try codec.decode(value)
        case .toOne(_, let optional):
            if let key = Int64.fromDatabaseValue(value) { return RelationshipFault(keys: [key]) }
            if optional, let type = property.valueType as? any _OptionalValue.Type { return type._none }
            return UnsetValue()
        case .toMany:
            let keys = String.fromDatabaseValue(value).flatMap { try? JSONDecoder().decode([Int64].self, from: Data($0.utf8)) } ?? []
            return RelationshipFault(keys: keys)
        }
    }

    private static func encode(_ value: Any, for property: PropertyLayout, keys: [ObjectIdentifier: Int64]) throws -> DatabaseValue {
        func key(of model: any PersistentModel) -> Int64? {
            primaryKey(of: model) ?? keys[ObjectIdentifier(model)]
        }
        switch property.kind {
        case .attribute(let codec):
            return try codec.encode(value)
        case .toOne:
            if let fault = value as? RelationshipFault { return fault.keys.first?.databaseValue ?? .null }
            if let optional = value as? any _OptionalModel { return optional._model.flatMap(key(of:))?.databaseValue ?? .null }
            if let model = value as? any PersistentModel { return key(of: model)?.databaseValue ?? .null }
            return .null
        case .toMany:
            let list: [Int64]
            if let fault = value as? RelationshipFault {
                list = fault.keys
            } else if let collection = value as? any _ModelCollection {
                list = collection._models.compactMap(key(of:))
            } else {
                list = []
            }
            return String(decoding: try JSONEncoder().encode(list), as: UTF8.self).databaseValue
        }
    }

    // MARK: Writing rows

    /// Inserts the model's attributes, or updates the stored model whose unique values it shares; its key.
    private func insertRow(_ model: any PersistentModel, generation: Int64, keys: [ObjectIdentifier: Int64], _ db: Database) throws -> Int64
    {
        let layout = Self.layout(of: model)
        let values = Self.values(of: model)
        let attributes = layout.properties.indices.filter { !layout.properties[$0].isRelationship }
        var encoded: [Int: DatabaseValue] = [:]
        for index in attributes { encoded[index] = try Self.encode(values[index], for: layout.properties[index], keys: keys) }
        for constraint in layout.uniqueness {
            var arguments: [DatabaseValue] = []
            for index in constraint {
                arguments.append(try encoded[index] ?? Self.encode(values[index], for: layout.properties[index], keys: keys))
            }
            let condition = constraint.map { "\(layout.properties[$0].column) IS ?" }.joined(separator: " AND ")
            let statement = try db.cachedStatement(sql: "SELECT Z_PK FROM \(layout.table) WHERE \(condition) LIMIT 1")
            if let existing = try Int64.fetchOne(statement, arguments: StatementArguments(arguments)) {
                let assignments = (["Z_GEN = ?"] + attributes.map { "\(layout.properties[$0].column) = ?" }).joined(separator: ", ")
                let update = try db.cachedStatement(sql: "UPDATE \(layout.table) SET \(assignments) WHERE Z_PK = ?")
                try update.execute(
                    arguments: StatementArguments(
                        [generation.databaseValue] + attributes.map { encoded[$0] ?? .null } + [existing.databaseValue]))
                return existing
            }
        }
        let columns = (["Z_GEN"] + attributes.map { layout.properties[$0].column }).joined(separator: ", ")
        let marks = Array(repeating: "?", count: attributes.count + 1).joined(separator: ", ")
        let statement = try db.cachedStatement(sql: "INSERT INTO \(layout.table) (\(columns)) VALUES (\(marks))")
        try statement.execute(arguments: StatementArguments([generation.databaseValue] + attributes.map { encoded[$0] ?? .null }))
        return db.lastInsertedRowID
    }

    /// Writes every property of a stored (or just inserted) model.
    private func updateRow(_ model: any PersistentModel, generation: Int64, keys: [ObjectIdentifier: Int64], _ db: Database) throws {
        guard let key = Self.primaryKey(of: model) ?? keys[ObjectIdentifier(model)] else { return }
        let layout = Self.layout(of: model)
        let values = Self.values(of: model)
        var arguments: [DatabaseValue] = [generation.databaseValue]
        for (index, property) in layout.properties.enumerated() {
            arguments.append(try Self.encode(values[index], for: property, keys: keys))
        }
        arguments.append(key.databaseValue)
        let assignments = (["Z_GEN = ?"] + layout.properties.map { "\($0.column) = ?" }).joined(separator: ", ")
        let statement = try db.cachedStatement(sql: "UPDATE \(layout.table) SET \(assignments) WHERE Z_PK = ?")
        try statement.execute(arguments: StatementArguments(arguments))
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

    /// Keeps the other side of relationship `index` in step after it changed from `old`, and inserts
    /// related models that are in no context yet.
    func relationshipChanged<T: PersistentModel>(_ model: T, backing: DefaultBackingData<T>, index: Int, from old: [any PersistentModel]) {
        let now = backing.relatedModels(at: index)
        for other in now where Self.context(of: other) == nil { insertAny(other) }
        guard let link = backing.layout.inverse(of: index) else { return }
        let nowIdentities = Set(now.map(ObjectIdentifier.init))
        let oldIdentities = Set(old.map(ObjectIdentifier.init))
        for other in old where !nowIdentities.contains(ObjectIdentifier(other)) { removeAny(model, from: other, at: link.index) }
        for other in now where !oldIdentities.contains(ObjectIdentifier(other)) {
            addAny(model, to: other, at: link.index, forwardIndex: index)
        }
    }

    private func insertAny(_ model: any PersistentModel) { insertModel(model) }

    /// Takes `model` out of relationship `index` of `other`.
    private func removeAny<Other: PersistentModel>(_ model: any PersistentModel, from other: Other, at index: Int) {
        let backing = other._backing
        let current = backing.relatedModels(at: index)
        guard current.contains(where: { $0 === model }) else { return }
        willChangeAny(other, backing: backing)
        backing.values[index] = Self.wrap(current.filter { $0 !== model }, for: backing.layout.properties[index])
    }

    /// Puts `model` in relationship `index` of `other`; a to-one relationship's former model loses `other`.
    private func addAny<Other: PersistentModel>(_ model: any PersistentModel, to other: Other, at index: Int, forwardIndex: Int) {
        let backing = other._backing
        let current = backing.relatedModels(at: index)
        guard !current.contains(where: { $0 === model }) else { return }
        willChangeAny(other, backing: backing)
        let property = backing.layout.properties[index]
        if case .toMany = property.kind {
            backing.values[index] = Self.wrap(current + [model], for: property)
        } else {
            for former in current where former !== model { removeAny(other, fromModel: former, at: forwardIndex) }
            backing.values[index] = Self.wrap([model], for: property)
        }
    }

    private func removeAny(_ model: any PersistentModel, fromModel other: any PersistentModel, at index: Int) {
        removeAny(model, from: other, at: index)
    }

    private func willChangeAny<Other: PersistentModel>(_ model: Other, backing: DefaultBackingData<Other>) {
        if backing.context === self { willChange(model, backing: backing) }
    }

    private func scheduleAutosave() {
        guard autosaveEnabled, isMainContext, !autosaveScheduled else { return }
        autosaveScheduled = true
        let container = container
        Task { @MainActor in
            let context = container.mainContext
            context.autosaveScheduled = false
            if context.hasChanges { try? context.save() }
        }
    }

    // MARK: Models, whatever their type

    private static func wrap(_ models: [any PersistentModel], for property: PropertyLayout) -> Any {
        if let collection = property.valueType as? any _ModelCollection.Type { return collection._wrapping(models) }
        if let optional = property.valueType as? any _OptionalModel.Type { return optional._wrapping(models.first) }
        return models.first ?? UnsetValue()
    }

    static func makeModel(of type: any PersistentModel.Type, values: [Any], key: Int64?, context: ModelContext?) -> any PersistentModel {
        func make<M: PersistentModel>(_ type: M.Type) -> M {
            let backing = DefaultBackingData<M>(for: M.self)
            backing.values = values
            backing.committed = values
            backing.primaryKey = key
            backing.storeIdentifier = context?.container.store.identifier
            backing.context = context
            return M(backingData: backing)
        }
        return make(type)
    }

    private static func layout(of model: any PersistentModel) -> EntityLayout {
        func open<M: PersistentModel>(_ model: M) -> EntityLayout { model._backing.layout }
        return open(model)
    }

    private static func values(of model: any PersistentModel) -> [Any] {
        func open<M: PersistentModel>(_ model: M) -> [Any] { model._backing.values }
        return open(model)
    }

    private static func primaryKey(of model: any PersistentModel) -> Int64? {
        func open<M: PersistentModel>(_ model: M) -> Int64? { model._backing.primaryKey }
        return open(model)
    }

    static func context(of model: any PersistentModel) -> ModelContext? {
        func open<M: PersistentModel>(_ model: M) -> ModelContext? { model._backing.context }
        return open(model)
    }

    private static func isDeleted(_ model: any PersistentModel) -> Bool {
        func open<M: PersistentModel>(_ model: M) -> Bool { model._backing.isDeleted }
        return open(model)
    }

    private static func hasLocalChanges(_ model: any PersistentModel) -> Bool {
        func open<M: PersistentModel>(_ model: M) -> Bool { model._backing.isChanged || model._backing.isDeleted }
        return open(model)
    }

    private static func refresh(_ model: any PersistentModel, with values: [Any]) {
        func open<M: PersistentModel>(_ model: M) {
            model._backing.values = values
            model._backing.committed = values
        }
        open(model)
    }

    private static func markGone(_ model: any PersistentModel) {
        func open<M: PersistentModel>(_ model: M) {
            model._backing.isDeleted = true
            model._backing.context = nil
        }
        open(model)
    }

    /// Registers a model just saved under its key; a model it replaced by upsert takes its values.
    private func adopt(_ model: any PersistentModel, key: Int64) {
        func open<M: PersistentModel>(_ model: M) {
            let backing = model._backing
            if let previous = registered[backing.layout.name]?[key] as? M, previous !== model {
                previous._backing.values = backing.values
                previous._backing.committed = backing.values
            }
            backing.primaryKey = key
            backing.storeIdentifier = container.store.identifier
            backing.committed = backing.values
            backing.isChanged = false
            registered[backing.layout.name, default: [:]][key] = model
        }
        open(model)
    }

    private func markSaved(_ model: any PersistentModel) {
        func open<M: PersistentModel>(_ model: M) {
            model._backing.committed = model._backing.values
            model._backing.isChanged = false
        }
        open(model)
    }

    private func forget(_ model: any PersistentModel) {
        func open<M: PersistentModel>(_ model: M) {
            let backing = model._backing
            if let key = backing.primaryKey { registered[backing.layout.name]?.removeValue(forKey: key) }
            backing.context = nil
            backing.isChanged = false
        }
        open(model)
    }

    private func detach(_ model: any PersistentModel) {
        func open<M: PersistentModel>(_ model: M) {
            model._backing.context = nil
        }
        open(model)
    }

    private func restore(_ model: any PersistentModel) {
        func open<M: PersistentModel>(_ model: M) {
            let backing = model._backing
            if let committed = backing.committed { backing.values = committed }
            backing.isChanged = false
            backing.isDeleted = false
        }
        open(model)
    }

    /// Sorts (and skips and limits) the results as the descriptor says: by each sort descriptor in turn,
    /// then by the order models were stored in. With a limit, only that many are kept while sorting.
    /// The models that meet the descriptor's predicate, sorted (and skipped and limited) as it says: by each
    /// sort descriptor in turn, then in the order the models were stored in.
    private static func select<T: PersistentModel>(_ keyed: [(model: T, key: Int64)], by descriptor: FetchDescriptor<T>) throws -> [T] {
        if let limit = descriptor.fetchLimit, limit < 0 {
            throw SwiftDataError(.invalidArgument, "A fetch's fetchLimit must be 0 or more, or nil for all; it was \(limit).")
        }
        if let offset = descriptor.fetchOffset, offset < 0 {
            throw SwiftDataError(.invalidArgument, "A fetch's fetchOffset must be 0 or more; it was \(offset).")
        }
        let offset = descriptor.fetchOffset ?? 0
        let wanted = descriptor.fetchLimit.map { $0 + offset }
        let sortBy = descriptor.sortBy
        // Each sort descriptor's values, read once per model where they are numbers or dates (ordered the same
        // way by `<`); other values are compared by the descriptor itself, reading them at each comparison.
        let numbers = sortBy.map { SortKeys(keyed.map(\.model), by: $0)?.values }
        let columns = numbers.allSatisfy { $0 != nil } ? numbers.compactMap { $0 } : nil
        let ascending = sortBy.map { $0.order == .forward }
        func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
            if let columns {
                for (column, values) in columns.enumerated() where values[lhs] != values[rhs] {
                    return (values[lhs] < values[rhs]) == ascending[column]
                }
                return keyed[lhs].key < keyed[rhs].key
            }
            for (index, sort) in sortBy.enumerated() {
                let order: ComparisonResult
                if let values = numbers[index] {
                    order =
                        values[lhs] == values[rhs]
                        ? .orderedSame : (values[lhs] < values[rhs]) == ascending[index] ? .orderedAscending : .orderedDescending
                } else {
                    order = sort.compare(keyed[lhs].model, keyed[rhs].model)
                }
                switch order {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return keyed[lhs].key < keyed[rhs].key
        }
        func page(_ indices: [Int]) -> [T] {
            let start = min(offset, indices.count)
            let end = descriptor.fetchLimit.map { min(start + $0, indices.count) } ?? indices.count
            return indices[start..<end].map { keyed[$0].model }
        }
        if let predicate = descriptor.predicate, let wanted, !sortBy.isEmpty, columns != nil {
            // Sorted first, by values read once each, then filtered until the page is full: the predicate runs
            // on as many models as the page needs, not on every model, as an index lets SQLite do.
            var matched: [Int] = []
            for index in keyed.indices.sorted(by: precedes) {
                guard matched.count < wanted else { break }
                if try predicate.evaluate(keyed[index].model) { matched.append(index) }
            }
            return page(matched)
        }
        var indices = Array(keyed.indices)
        if let predicate = descriptor.predicate {
            indices = try indices.filter { try predicate.evaluate(keyed[$0].model) }
        }
        if let wanted, wanted < indices.count / 4 {
            // The first `offset + limit` only: each model is placed among those kept so far, by binary search.
            var kept: [Int] = []
            kept.reserveCapacity(wanted + 1)
            for element in indices {
                if kept.count == wanted, let last = kept.last, !precedes(element, last) { continue }
                var low = 0
                var high = kept.count
                while low < high {
                    let middle = (low + high) / 2
                    if precedes(element, kept[middle]) { high = middle } else { low = middle + 1 }
                }
                kept.insert(element, at: low)
                if kept.count > wanted { kept.removeLast() }
            }
            return page(kept)
        }
        return page(indices.sorted(by: precedes))
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
