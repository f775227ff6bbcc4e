import Foundation
import Observation

/// A class whose instances SwiftData stores: `@Model` makes a class one.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, SendableMetatype {
    /// Makes a model around backing data that SwiftData filled: how a fetch makes the models it returns.
    init(backingData: any BackingData<Self>)
    /// Where the model's property values live.
    var persistentBackingData: any BackingData<Self> { get set }
    /// The stored properties, as `@Model` records them.
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
    /// The key paths `#Unique` makes unique together; `@Model` declares it when the class uses `#Unique`.
    static var _$uniquenessConstraints: [[AnyKeyPath]] { get }
    /// The key paths `#Index` indexes; `@Model` declares it when the class uses `#Index`.
    static var _$indices: [[AnyKeyPath]] { get }
}

extension PersistentModel {
    public static var _$uniquenessConstraints: [[AnyKeyPath]] { [] }
    public static var _$indices: [[AnyKeyPath]] { [] }

    /// The model's identity in its store: a temporary one until its context saves it.
    public var persistentModelID: PersistentIdentifier { _backing.identifier }

    /// The context the model was inserted into or fetched from; nil before it is inserted.
    public var modelContext: ModelContext? { _backing.context }

    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { _backing.isDeleted }

    /// Whether the model has changes its context has not saved.
    public var hasChanges: Bool { _backing.isChanged || (_backing.context != nil && _backing.primaryKey == nil) }

    /// The model's identity, as `Identifiable` asks.
    public var id: PersistentIdentifier { persistentModelID }

    /// Models are equal when they are the same instance, as SwiftData's are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Backing data for a new model, empty until its initializer assigns its properties.
    public static func createBackingData<P>() -> some BackingData<P> where P: PersistentModel {
        DefaultBackingData<P>(for: P.self)
    }

    /// The value of a stored property, as the property's getter reads it.
    public func getValue<Value>(forKey key: KeyPath<Self, Value>) -> Value {
        _backing.value(at: _backing.layout.index(of: key, in: Self.self), as: Value.self)
    }

    /// Sets a stored property, as the property's setter does: the model's context records the change,
    /// and a relationship's inverse follows.
    public func setValue<Value>(forKey key: KeyPath<Self, Value>, to newValue: Value) {
        let backing = _backing
        let index = backing.layout.index(of: key, in: Self.self)
        guard let context = backing.context else {
            backing.values[index] = newValue
            // A model related to one in a context joins that context, as SwiftData inserts a model's graph.
            if backing.layout.properties[index].isRelationship,
                let joined = backing.relatedModels(at: index).lazy.compactMap({ ModelContext.context(of: $0) }).first
            {
                joined.insert(self)
            }
            return
        }
        context.willChange(self, backing: backing)
        if backing.layout.properties[index].isRelationship {
            let old = backing.relatedModels(at: index)
            backing.values[index] = newValue
            context.relationshipChanged(self, backing: backing, index: index, from: old)
        } else {
            backing.values[index] = newValue
        }
    }

    /// The default backing data behind this model.
    var _backing: DefaultBackingData<Self> {
        guard let backing = persistentBackingData as? DefaultBackingData<Self> else {
            fatalError("\(Self.self)'s backing data is not SwiftData's; models keep the backing data @Model gives them.")
        }
        return backing
    }
}

/// The storage of a model's property values.
public protocol BackingData<Model> {
    associatedtype Model: PersistentModel
    /// Empty backing data for a model of the type.
    init(for modelType: Model.Type)
    /// The model's identity, once it has one.
    var persistentModelID: PersistentIdentifier? { get set }
    /// What SwiftData keeps about the model beside its values.
    var metadata: Any { get }
    /// A property's value.
    func getValue<Value>(forKey: KeyPath<Model, Value>) -> Value
    /// Sets a property's value, without telling the model's context: how initializers assign.
    func setValue<Value>(forKey: KeyPath<Model, Value>, to newValue: Value)
    /// A property's value, by its place in `schemaMetadata` as `@Model`'s getters give it.
    func _getValue<Value>(at index: Int, forKey: KeyPath<Model, Value>) -> Value
}

extension BackingData {
    /// Backing data of your own reads by key path.
    public func _getValue<Value>(at index: Int, forKey key: KeyPath<Model, Value>) -> Value {
        getValue(forKey: key)
    }
}

/// SwiftData's backing data: the values by property, and the model's place in its context.
final class DefaultBackingData<Model: PersistentModel>: BackingData {
    let layout: EntityLayout
    var values: [Any]
    /// The values as last saved or fetched, for `rollback()`.
    var committed: [Any]?
    weak var context: ModelContext?
    var primaryKey: Int64?
    var storeIdentifier: String?
    var isDeleted = false
    var isChanged = false
    /// Stands for the model until it is saved.
    let temporaryIdentifier = UUID()

    init(for modelType: Model.Type) {
        layout = EntityLayout.of(modelType)
        values = layout.initialValues
    }

    var identifier: PersistentIdentifier {
        PersistentIdentifier(
            entityName: layout.name, storeIdentifier: storeIdentifier,
            key: primaryKey.map { .stored($0) } ?? .temporary(temporaryIdentifier.uuidString))
    }

    var persistentModelID: PersistentIdentifier? {
        get { identifier }
        set {
            guard let newValue, case .stored(let key) = newValue.id.key else { return }
            primaryKey = key
            storeIdentifier = newValue.storeIdentifier
        }
    }

    var metadata: Any { layout.name }

    func getValue<Value>(forKey key: KeyPath<Model, Value>) -> Value {
        value(at: layout.index(of: key, in: Model.self), as: Value.self)
    }

    func setValue<Value>(forKey key: KeyPath<Model, Value>, to newValue: Value) {
        values[layout.index(of: key, in: Model.self)] = newValue
    }

    /// The value at `index`, which `@Model` worked out from the class's declaration: no key path is
    /// looked up on the hot path of every read (a fetch's predicate and sort read each model's properties).
    func _getValue<Value>(at index: Int, forKey key: KeyPath<Model, Value>) -> Value {
        value(at: index, as: Value.self)
    }

    /// The value of property `index`; a relationship's related models are found in the context on first read.
    func value<Value>(at index: Int, as type: Value.Type) -> Value {
        let stored = values[index]
        if let value = stored as? Value { return value }
        if let fault = stored as? RelationshipFault {
            let resolved = resolve(fault, at: index)
            values[index] = resolved
            if let value = resolved as? Value { return value }
        }
        if stored is UnsetValue {
            fatalError("\(Model.self).\(layout.properties[index].name) was read before it was given a value; assign it in the initializer.")
        }
        fatalError("\(Model.self).\(layout.properties[index].name) holds a \(Swift.type(of: stored)) where a \(Value.self) was expected.")
    }

    /// The models a relationship holds now, faults resolved.
    func relatedModels(at index: Int) -> [any PersistentModel] {
        var stored = values[index]
        if let fault = stored as? RelationshipFault {
            stored = resolve(fault, at: index)
            values[index] = stored
        }
        if let collection = stored as? any _ModelCollection { return collection._models }
        if let optional = stored as? any _OptionalModel { return optional._model.map { [$0] } ?? [] }
        if let model = stored as? any PersistentModel { return [model] }
        return []
    }

    private func resolve(_ fault: RelationshipFault, at index: Int) -> Any {
        let property = layout.properties[index]
        let models = context?.models(forKeys: fault.keys, of: property.destination) ?? []
        switch property.kind {
        case .toMany:
            guard let collection = property.valueType as? any _ModelCollection.Type else { return fault }
            return collection._wrapping(models)
        case .toOne(_, optional: true):
            guard let optional = property.valueType as? any _OptionalModel.Type else { return fault }
            return optional._wrapping(models.first)
        case .toOne(_, optional: false):
            return models.first ?? UnsetValue()
        case .attribute:
            return fault
        }
    }
}

extension EntityLayout {
    /// The index of the property at `key`, which `@Model` recorded.
    func index<Model>(of key: AnyKeyPath, in model: Model.Type) -> Int {
        guard let index = indexByKeyPath[key] else {
            fatalError("\(key) is not a stored property of \(Model.self); SwiftData reads and writes only the properties @Model records.")
        }
        return index
    }
}
