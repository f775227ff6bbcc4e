@_exported import Foundation
@_exported import Observation

// SwiftData's macros, declared as Apple declares them; SwiftDataMacros expands them. `@Model` lists
// more member names than Apple's (`_$uniquenessConstraints`, `_$indices`): how it records `#Unique`
// and `#Index`, which here declare nothing where they are written.

/// Makes a class a persistent model: its stored properties are kept in a store, its changes
/// observed as `@Observable` observes them. Mark a property `@Transient` to keep it out of the store.
@attached(
    member, conformances: Observable, PersistentModel,
    names: named(_$backingData), named(persistentBackingData), named(schemaMetadata), named(init), named(_$observationRegistrar),
    named(_SwiftDataNoType), named(access), named(withMutation), named(_$uniquenessConstraints), named(_$indices))
@attached(memberAttribute)
@attached(extension, conformances: Observable, PersistentModel)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "ModelMacro")

/// What `@Model` puts on each stored property: accessors over the model's backing data; `index` is the
/// property's place in `schemaMetadata`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty(index: Int? = nil) = #externalMacro(module: "SwiftDataMacros", type: "PersistedPropertyMacro")

/// Configures how a model's property is stored: `.unique`, `.externalStorage`, its former name.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "SwiftDataMacros", type: "SchemaMarkerMacro")

/// Configures a relationship between two models: what deleting this model does to the related ones,
/// and which property of theirs points back.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "SwiftDataMacros", type: "SchemaMarkerMacro")

/// Keeps a model's property out of the store; a non-optional one needs a default value.
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "SchemaMarkerMacro")

/// Makes the values of each list of properties unique among the models of the type: inserting a
/// model with the same values updates the model already stored (an upsert).
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "SwiftDataMacros", type: "SchemaConstraintMacro")
where T: PersistentModel

/// Indexes the store on each list of properties, for faster fetches that filter or sort on them.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "SwiftDataMacros", type: "SchemaConstraintMacro")
where T: PersistentModel

/// Indexes the store on each list of properties, binary or R-tree (kept as binary here).
@freestanding(declaration)
public macro Index<T>(_ indices: Schema.Index<T>.Types<T>...) = #externalMacro(module: "SwiftDataMacros", type: "SchemaConstraintMacro")
where T: PersistentModel

/// Makes an actor whose methods use a model context of their own: `init(modelContainer:)`,
/// `modelContainer`, `modelExecutor` and, through `ModelActor`, `modelContext`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "SwiftDataMacros", type: "ModelActorMacro")

/// The type of the stored properties that `@Model` leaves in place of a model's own: its values live
/// in the backing data.
public struct _SwiftDataNoType {
    public init() {}
}
