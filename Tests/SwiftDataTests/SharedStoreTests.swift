import Foundation
import SwiftData
import SwiftUI
import Testing

/// One store shared by containers as the app's and the widget extension's processes share it: what one
/// saves, the other sees at its next fetch, and saves at the same time lose nothing.
@Suite struct SharedStoreTests {
    @Test func aContextSeesWhatAnotherProcessSavedAtItsNextFetch() throws {
        let store = TemporaryStore()
        let configuration = ModelConfiguration(url: store.url)
        let app = ModelContext(try ModelContainer.openedApart(for: [Note.self], configuration: configuration))
        let widget = ModelContext(try ModelContainer.openedApart(for: [Note.self], configuration: configuration))
        #expect(try widget.fetchCount(FetchDescriptor<Note>()) == 0)

        let note = Note(slug: "s", title: "First")
        app.insert(note)
        try app.save()
        let seen = try #require(try widget.fetch(FetchDescriptor<Note>()).first)
        #expect(seen.title == "First")

        note.title = "Renamed"
        try app.save()
        #expect(try widget.fetch(FetchDescriptor<Note>()).first?.title == "Renamed")
        #expect(seen.title == "Renamed", "the widget's instance is brought up to date, not left stale")

        seen.priority = 7
        try widget.save()
        #expect(try app.fetch(FetchDescriptor<Note>(predicate: #Predicate { $0.priority == 7 })).count == 1)

        app.delete(note)
        try app.save()
        #expect(try widget.fetchCount(FetchDescriptor<Note>()) == 0)
        #expect(seen.isDeleted)
    }

    @Test func savesFromTwoProcessesAtOnceLoseNothing() throws {
        let store = TemporaryStore()
        let configuration = ModelConfiguration(url: store.url)
        _ = try ModelContainer(for: Note.self, configurations: configuration)
        let writers = 4
        let perWriter = 150
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            do {
                let context = ModelContext(try ModelContainer.openedApart(for: [Note.self], configuration: configuration))
                for number in 0..<perWriter {
                    context.insert(Note(slug: "w\(writer)-\(number)", title: "From \(writer)", priority: writer))
                    if number % 10 == 9 { try context.save() }
                }
                try context.save()
            } catch {
                failures.add("\(error)")
            }
        }
        #expect(failures.all.isEmpty)
        let reader = ModelContext(try ModelContainer.openedApart(for: [Note.self], configuration: configuration))
        #expect(try reader.fetchCount(FetchDescriptor<Note>()) == writers * perWriter)
        for writer in 0..<writers {
            #expect(try reader.fetchCount(FetchDescriptor<Note>(predicate: #Predicate { $0.priority == writer })) == perWriter)
        }
    }

    @Test func containersOfOneFileInAProcessShareItsStore() throws {
        let store = TemporaryStore()
        let first = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: store.url))
        let second = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: store.url))
        let context = ModelContext(first)
        context.insert(Note(slug: "one", title: "One"))
        try context.save()
        #expect(try ModelContext(second).fetch(FetchDescriptor<Note>()).map(\.slug) == ["one"])
    }

    @MainActor @Test func theMainContextSavesByItself() async throws {
        let store = TemporaryStore()
        let container = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: store.url))
        #expect(container.mainContext.autosaveEnabled)
        #expect(!ModelContext(container).autosaveEnabled)
        container.mainContext.insert(Note(slug: "auto", title: "Saved by itself"))
        #expect(container.mainContext.hasChanges)
        for _ in 0..<100 where container.mainContext.hasChanges { await Task.yield() }
        #expect(!container.mainContext.hasChanges)
        let other = ModelContext(try ModelContainer.openedApart(for: [Note.self], configuration: ModelConfiguration(url: store.url)))
        #expect(try other.fetch(FetchDescriptor<Note>()).map(\.slug) == ["auto"])
    }

    @MainActor @Test func aQueryFetchesFromTheEnvironmentsContextEachTimeItIsRead() throws {
        let store = TemporaryStore()
        let container = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: store.url))
        var environment = EnvironmentValues()
        environment.modelContext = ModelContext(container)
        let query = Query<Note, [Note]>(filter: #Predicate { $0.priority > 0 }, sort: \.title, order: .reverse)
        let before = EnvironmentValues.withCurrent(environment) { query.wrappedValue }
        #expect(before.isEmpty)

        let app = ModelContext(try ModelContainer.openedApart(for: [Note.self], configuration: ModelConfiguration(url: store.url)))
        app.insert(Note(slug: "a", title: "Apples", priority: 1))
        app.insert(Note(slug: "b", title: "Bananas", priority: 2))
        app.insert(Note(slug: "c", title: "Cherries", priority: 0))
        try app.save()
        let after = EnvironmentValues.withCurrent(environment) { query.wrappedValue }
        #expect(after.map(\.title) == ["Bananas", "Apples"])
        #expect(EnvironmentValues.withCurrent(environment) { query.fetchError } == nil)

        let limited = Query<Note, [Note]>(
            {
                var descriptor = FetchDescriptor<Note>(sortBy: [SortDescriptor(\.slug)])
                descriptor.fetchLimit = 1
                return descriptor
            }())
        #expect(EnvironmentValues.withCurrent(environment) { limited.wrappedValue }.map(\.slug) == ["a"])
        #expect(Query<Note, [Note]>().wrappedValue.isEmpty, "with no container, the environment's context is empty")
    }

    @MainActor @Test func modelContainerPutsAContextOfItInTheEnvironment() throws {
        let container = try ModelContainer(for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Note(slug: "v", title: "Shown"))
        try container.mainContext.save()
        let view = NotesView().modelContainer(container)
        #expect(view.archived().texts() == ["Shown"])
        let made = NotesView().modelContainer(for: Note.self, inMemory: true) { result in
            #expect((try? result.get()) != nil)
        }
        #expect(made.archived().texts().isEmpty)
    }
}

/// A view of the notes, as an app writes it: the main actor's, as `View` is.
struct NotesView: View {
    @Query(sort: \Note.title) var notes: [Note]

    var body: some View {
        VStack {
            ForEach(notes, id: \.slug) { note in
                Text(note.title)
            }
        }
    }
}

/// Errors that concurrent writers report.
final class Failures: @unchecked Sendable {
    // Unchecked: the lock guards the list.
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ failure: String) { lock.withLock { list.append(failure) } }
    var all: [String] { lock.withLock { list } }
}
