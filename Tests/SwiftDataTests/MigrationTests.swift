import Foundation
import SwiftData
import Testing

/// The first version of an app's memos.
enum MemosV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Memo.self] }

    @Model final class Memo {
        var text: String

        init(text: String) {
            self.text = text
        }
    }
}

/// The second: `text` renamed `body`, and two properties added.
enum MemosV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Memo.self] }

    @Model final class Memo {
        @Attribute(originalName: "text") var body: String
        var isPinned: Bool = false
        var length: Int = 0

        init(body: String) {
            self.body = body
        }
    }
}

enum MemosPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [MemosV1.self, MemosV2.self] }
    static var stages: [MigrationStage] {
        [
            .custom(
                fromVersion: MemosV1.self, toVersion: MemosV2.self,
                willMigrate: { context in
                    // The old version's models, before the store changes: drop the empty ones.
                    try context.delete(model: MemosV1.Memo.self, where: #Predicate { $0.text == "" })
                },
                didMigrate: { context in
                    for memo in try context.fetch(FetchDescriptor<MemosV2.Memo>()) { memo.length = memo.body.count }
                })
        ]
    }
}

enum LightPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [MemosV1.self, MemosV2.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: MemosV1.self, toVersion: MemosV2.self)] }
}

/// A store written by one version of the app, opened by the next with a migration plan.
@Suite struct MigrationTests {
    func writeVersionOne(to store: borrowing TemporaryStore) throws {
        let old = try ModelContainer(for: Schema(versionedSchema: MemosV1.self), configurations: ModelConfiguration(url: store.url))
        #expect(old.schema.version == Schema.Version(1, 0, 0))
        let context = ModelContext(old)
        context.insert(MemosV1.Memo(text: "Buy milk"))
        context.insert(MemosV1.Memo(text: ""))
        try context.save()
    }

    @Test func aCustomStageRunsAroundTheLightweightOne() throws {
        let store = TemporaryStore()
        try writeVersionOne(to: store)
        let new = try ModelContainer(
            for: Schema(versionedSchema: MemosV2.self), migrationPlan: MemosPlan.self, configurations: ModelConfiguration(url: store.url))
        let memos = try ModelContext(new).fetch(FetchDescriptor<MemosV2.Memo>())
        #expect(memos.map(\.body) == ["Buy milk"], "renamed, and the empty one dropped by willMigrate")
        #expect(memos.first?.length == 8, "set by didMigrate")
        #expect(memos.first?.isPinned == false, "added with its default value")
    }

    @Test func aLightweightStageKeepsEveryModel() throws {
        let store = TemporaryStore()
        try writeVersionOne(to: store)
        let new = try ModelContainer(
            for: Schema(versionedSchema: MemosV2.self), migrationPlan: LightPlan.self, configurations: ModelConfiguration(url: store.url))
        let memos = try ModelContext(new).fetch(FetchDescriptor<MemosV2.Memo>(sortBy: [SortDescriptor(\.body)]))
        #expect(memos.map(\.body) == ["", "Buy milk"])
        #expect(memos.map(\.length) == [0, 0])
    }
}
