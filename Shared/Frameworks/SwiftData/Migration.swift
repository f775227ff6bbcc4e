import Foundation
import GRDB

/// A version of an app's models, usually an enum that holds them: `Schema(versionedSchema:)` makes its schema.
public protocol VersionedSchema: SendableMetatype {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// The versions of an app's models, oldest first, and the stages that migrate a store from each to the next.
public protocol SchemaMigrationPlan: SendableMetatype {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

/// One step of a migration plan.
public enum MigrationStage: Sendable {
    /// Adds the new version's models and properties (with their default values) and renames properties
    /// whose `originalName` names the old one.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// Runs `willMigrate` on a context of the old version, migrates as `lightweight` does, then runs
    /// `didMigrate` on a context of the new version.
    @preconcurrency case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: (@Sendable (ModelContext) throws -> Void)?,
        didMigrate: (@Sendable (ModelContext) throws -> Void)?)

    var versions: (from: any VersionedSchema.Type, to: any VersionedSchema.Type) {
        switch self {
        case .lightweight(let from, let to), .custom(let from, let to, _, _): (from, to)
        }
    }
}

extension ModelContainer {
    /// Runs the plan's stages from the store's version up to the last one; a store without a version
    /// (new) is set up for the latest schema as it is.
    static func migrate(_ store: ModelStore, configuration: ModelConfiguration, plan: any SchemaMigrationPlan.Type, to schema: Schema)
        throws
    {
        guard var version = try store.read({ try ModelStore.version($0) }) else { return }
        var applied = 0
        while let stage = plan.stages.first(where: { $0.versions.from.versionIdentifier == version }), applied <= plan.stages.count {
            applied += 1
            let (from, to) = stage.versions
            if case .custom(_, _, let willMigrate, _) = stage, let willMigrate {
                let old = try ModelContainer(schema: Schema(versionedSchema: from), configuration: configuration, store: store)
                let context = ModelContext(old)
                try willMigrate(context)
                try context.save()
            }
            let new = try ModelContainer(schema: Schema(versionedSchema: to), configuration: configuration, store: store)
            if case .custom(_, _, _, let didMigrate) = stage, let didMigrate {
                let context = ModelContext(new)
                try didMigrate(context)
                try context.save()
            }
            version = to.versionIdentifier
        }
    }
}
