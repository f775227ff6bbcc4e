import Foundation
import GRDB

/// The store of a schema's models and the contexts that read and write it.
///
/// A container opens its configuration's store; containers of one file, in one process or several,
/// share it: each save is one transaction, and every context sees what any other saved at its next fetch.
public final class ModelContainer: Sendable {
    /// The models the container stores.
    public let schema: Schema
    /// The configuration of the store; a container here keeps every model in its first configuration's store.
    public var configurations: Set<ModelConfiguration> { [configuration] }
    let configuration: ModelConfiguration
    let store: ModelStore
    let layouts: [EntityLayout]
    @MainActor private var madeMainContext: ModelContext?

    /// A container of the model types given (and those their relationships reach), migrated by
    /// `migrationPlan` if the store holds an older version, in the first configuration's store (the
    /// default store when none is given).
    public convenience init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container of the schema given, migrated by `migrationPlan` if the store holds an older version.
    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
    )
        throws
    {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container of the schema given, in the first configuration's store.
    public convenience init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        try self.init(for: givenSchema, migrationPlan: nil, configurations: configurations)
    }

    convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration], apart: Bool = false
    ) throws {
        let configuration = configurations.first ?? ModelConfiguration(schema: givenSchema)
        let store = try ModelStore(configuration: configuration, apart: apart)
        if let migrationPlan {
            try Self.migrate(store, configuration: configuration, plan: migrationPlan, to: givenSchema)
        }
        try self.init(schema: givenSchema, configuration: configuration, store: store)
    }

    /// A container on a store already open: sets up the schema's tables.
    init(schema: Schema, configuration: ModelConfiguration, store: ModelStore) throws {
        let layouts = schema.modelTypes.map { EntityLayout.of($0) }
        if let problem = layouts.flatMap(\.problems).first { throw SwiftDataError(.unsupportedType, problem) }
        self.schema = schema
        self.configuration = configuration
        self.store = store
        self.layouts = layouts
        if configuration.allowsSave {
            try store.write { db in
                try ModelStore.setUp(layouts, db)
                if !layouts.isEmpty { try ModelStore.setVersion(schema.version, db) }
            }
        }
    }

    /// A container opening its file apart from the other containers of this process, as another process
    /// opens it: for tests of several processes sharing a store.
    package static func openedApart(for types: [any PersistentModel.Type], configuration: ModelConfiguration) throws -> ModelContainer {
        try ModelContainer(for: Schema(types), migrationPlan: nil, configurations: [configuration], apart: true)
    }

    /// The main actor's context; it saves by itself after changes (`autosaveEnabled`).
    @MainActor public var mainContext: ModelContext {
        if let madeMainContext { return madeMainContext }
        let context = ModelContext(self)
        context.autosaveEnabled = true
        context.isMainContext = true
        madeMainContext = context
        return context
    }

    /// Deletes every model of the schema from the store.
    public func deleteAllData() {
        try? store.write { db in
            for layout in layouts { try db.execute(sql: "DELETE FROM \(layout.table)") }
            try ModelStore.setGeneration(try ModelStore.generation(db) + 1, db)
        }
    }

    /// The layout of the entity named `name` in this container's schema.
    func layout(named name: String) -> EntityLayout? {
        layouts.first { $0.name == name }
    }

    func contains(_ layout: EntityLayout) -> Bool {
        layouts.contains { $0 === layout }
    }
}
