import Foundation
import SwiftData
import Testing

/// Inserting, fetching, saving and deleting through a context, as on iOS.
@Suite struct ModelContextTests {
    func memoryContainer(_ types: any PersistentModel.Type...) throws -> ModelContainer {
        try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    }

    @Test func savedModelsComeBackWithTheirValuesInAnotherContainerOfTheFile() throws {
        let store = TemporaryStore()
        let writer = try ModelContainer(for: Note.self, Contact.self, configurations: ModelConfiguration(url: store.url))
        let context = ModelContext(writer)
        let note = Note(slug: "a", title: "Alpha", created: Date(timeIntervalSinceReferenceDate: 1234.5), priority: 3)
        note.tags = ["x", "y"]
        note.rating = 4.5
        note.attachment = Data([1, 2, 3])
        note.timesShown = 9
        context.insert(note)
        context.insert(Contact(name: "Ann", address: Address(street: "1 Main St", city: "Springfield")))
        #expect(note.persistentModelID.storeIdentifier == nil)
        try context.save()
        #expect(note.persistentModelID.storeIdentifier != nil)

        let reader = try ModelContainer.openedApart(for: [Note.self, Contact.self], configuration: ModelConfiguration(url: store.url))
        let fetched = try ModelContext(reader).fetch(FetchDescriptor<Note>())
        #expect(fetched.count == 1)
        let copy = try #require(fetched.first)
        #expect(copy !== note)
        #expect(copy.title == "Alpha" && copy.slug == "a" && copy.priority == 3)
        #expect(copy.created == Date(timeIntervalSinceReferenceDate: 1234.5))
        #expect(copy.tags == ["x", "y"] && copy.rating == 4.5 && copy.attachment == Data([1, 2, 3]))
        #expect(copy.timesShown == 0, "a transient property is not stored")
        #expect(copy.persistentModelID == note.persistentModelID)
        let contact = try #require(try ModelContext(reader).fetch(FetchDescriptor<Contact>()).first)
        #expect(contact.address == Address(street: "1 Main St", city: "Springfield") && contact.mood == .calm)
    }

    @Test func aFetchFiltersSortsSkipsAndLimitsAsItsDescriptorSays() throws {
        let context = ModelContext(try memoryContainer(Note.self))
        for number in 0..<30 {
            context.insert(Note(slug: "n\(number)", title: "Note \(number)", priority: number % 5))
        }
        try context.save()
        var descriptor = FetchDescriptor<Note>(
            predicate: #Predicate { $0.priority >= 3 }, sortBy: [SortDescriptor(\.priority, order: .reverse), SortDescriptor(\.slug)])
        let all = try context.fetch(descriptor)
        #expect(all.count == 12)
        #expect(all.prefix(3).map(\.slug) == ["n14", "n19", "n24"])
        #expect(all.allSatisfy { $0.priority >= 3 })
        descriptor.fetchOffset = 2
        descriptor.fetchLimit = 3
        #expect(try context.fetch(descriptor).map(\.slug) == ["n24", "n29", "n4"])
        #expect(try context.fetchCount(descriptor) == 3)
        #expect(try context.fetchCount(FetchDescriptor<Note>()) == 30)
        descriptor.fetchLimit = -1
        #expect(throws: SwiftDataError.self) { try context.fetch(descriptor) }
    }

    /// Sorted by numbers or dates with a limit, a fetch sorts first and stops evaluating the predicate once the
    /// page is full: the results are the same as filtering everything, then sorting.
    @Test func aLimitedFetchSortedByDatesFindsWhatAFullSortFinds() throws {
        let context = ModelContext(try memoryContainer(Note.self))
        var notes: [Note] = []
        for number in 0..<200 {
            let note = Note(
                slug: "d\(number)", title: "Note \(number)", created: Date(timeIntervalSinceReferenceDate: Double(number * 37 % 200)),
                priority: number % 7)
            notes.append(note)
            context.insert(note)
        }
        try context.save()
        let expected = notes.filter { $0.priority >= 2 }.sorted { $0.created > $1.created }
        var descriptor = FetchDescriptor<Note>(
            predicate: #Predicate { $0.priority >= 2 }, sortBy: [SortDescriptor(\.created, order: .reverse)])
        descriptor.fetchOffset = 3
        descriptor.fetchLimit = 10
        let page = try context.fetch(descriptor)
        #expect(page.map(\.created) == expected.dropFirst(3).prefix(10).map(\.created))
        #expect(page.allSatisfy { $0.priority >= 2 })
        descriptor.sortBy = [SortDescriptor(\.priority), SortDescriptor(\.created)]
        descriptor.fetchOffset = 0
        let byPriority = try context.fetch(descriptor)
        #expect(byPriority.map(\.priority) == Array(repeating: 2, count: 10))
        #expect(byPriority.map(\.created) == byPriority.map(\.created).sorted())
    }

    @Test func unsavedChangesCountUnlessTheDescriptorSaysOtherwise() throws {
        let context = ModelContext(try memoryContainer(Note.self))
        context.insert(Note(slug: "saved", title: "Saved"))
        try context.save()
        context.insert(Note(slug: "new", title: "New"))
        #expect(context.hasChanges)
        #expect(try context.fetchCount(FetchDescriptor<Note>()) == 2)
        var stored = FetchDescriptor<Note>()
        stored.includePendingChanges = false
        #expect(try context.fetch(stored).map(\.slug) == ["saved"])
    }

    @Test func insertingAUniqueValueAgainUpdatesTheStoredModel() throws {
        let container = try memoryContainer(Note.self, Person.self)
        let context = ModelContext(container)
        context.insert(Note(slug: "same", title: "First"))
        try context.save()
        context.insert(Note(slug: "same", title: "Second"))
        try context.save()
        let notes = try ModelContext(container).fetch(FetchDescriptor<Note>())
        #expect(notes.map(\.title) == ["Second"])

        context.insert(Person(givenName: "Ada", familyName: "Lovelace", age: 36))
        context.insert(Person(givenName: "Ada", familyName: "Byron", age: 1))
        context.insert(Person(givenName: "Ada", familyName: "Lovelace", age: 37))
        try context.save()
        let people = try ModelContext(container).fetch(FetchDescriptor<Person>(sortBy: [SortDescriptor(\.familyName)]))
        #expect(people.map(\.familyName) == ["Byron", "Lovelace"])
        #expect(people.last?.age == 37)
        let person = try #require(container.schema.entitiesByName["Person"])
        #expect(person.uniquenessConstraints == [["givenName", "familyName"]])
        #expect(person.indices == [["familyName"]])
    }

    @Test func aRelationshipKeepsItsInverseAndComesBackFromTheStore() throws {
        let store = TemporaryStore()
        let container = try ModelContainer(for: Folder.self, configurations: ModelConfiguration(url: store.url))
        #expect(container.schema.entities.map(\.name).sorted() == ["Folder", "Note"])
        let context = ModelContext(container)
        let folder = Folder(name: "Work")
        context.insert(folder)
        let note = Note(slug: "w1", title: "Plan")
        folder.notes.append(note)
        #expect(note.folder === folder, "appending to one side sets the other")
        #expect(note.modelContext === context, "a related model is inserted with its graph")
        let other = Note(slug: "w2", title: "Budget")
        other.folder = folder
        #expect(folder.notes.map(\.slug) == ["w1", "w2"])
        try context.save()

        let reader = ModelContext(try ModelContainer.openedApart(for: [Folder.self], configuration: ModelConfiguration(url: store.url)))
        let fetched = try #require(try reader.fetch(FetchDescriptor<Folder>()).first)
        #expect(fetched.notes.map(\.title).sorted() == ["Budget", "Plan"])
        #expect(fetched.notes.allSatisfy { $0.folder === fetched })

        let moved = Folder(name: "Home")
        context.insert(moved)
        other.folder = moved
        #expect(folder.notes.map(\.slug) == ["w1"] && moved.notes.map(\.slug) == ["w2"])
    }

    @Test func deleteRulesCascadeNullifyAndDenyAsDocumented() throws {
        let container = try memoryContainer(Folder.self, Owner.self, Shelf.self)
        let context = ModelContext(container)
        let folder = Folder(name: "Old")
        context.insert(folder)
        folder.notes = [Note(slug: "c1", title: "One"), Note(slug: "c2", title: "Two")]
        let shelf = Shelf(label: "Top")
        context.insert(shelf)
        let book = Book(title: "Dune")
        shelf.books.append(book)
        let owner = Owner(name: "Sam")
        context.insert(owner)
        owner.pets.append(Pet(name: "Rex"))
        try context.save()

        let notes = folder.notes
        context.delete(folder)
        #expect(folder.isDeleted && notes.count == 2 && notes.allSatisfy(\.isDeleted))
        context.delete(shelf)
        #expect(book.shelf == nil && !book.isDeleted)
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Note>()) == 0)
        #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Dune"])

        context.delete(owner)
        #expect(throws: SwiftDataError.self) { try context.save() }
        context.rollback()
        #expect(!owner.isDeleted)
        #expect(try ModelContext(container).fetch(FetchDescriptor<Owner>()).map(\.name) == ["Sam"])
    }

    @Test func rollbackRestoresWhatWasLastSaved() throws {
        let context = ModelContext(try memoryContainer(Note.self))
        let note = Note(slug: "r", title: "Kept")
        context.insert(note)
        try context.save()
        #expect(!context.hasChanges && !note.hasChanges)
        note.title = "Changed"
        #expect(context.hasChanges && note.hasChanges)
        #expect(context.changedModelsArray.count == 1)
        let dropped = Note(slug: "d", title: "Dropped")
        context.insert(dropped)
        context.rollback()
        #expect(note.title == "Kept")
        #expect(!context.hasChanges)
        #expect(dropped.modelContext == nil)
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.slug) == ["r"])
    }

    @Test func deleteWhereRemovesTheModelsThatMatch() throws {
        let context = ModelContext(try memoryContainer(Note.self))
        for number in 0..<6 { context.insert(Note(slug: "\(number)", title: "T", priority: number)) }
        try context.save()
        try context.delete(model: Note.self, where: #Predicate { $0.priority < 2 })
        try context.save()
        #expect(try context.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.priority)])).map(\.priority) == [2, 3, 4, 5])
        try context.delete(model: Note.self)
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Note>()) == 0)
    }

    @Test func aTransactionSavesItsChangesOrRollsThemBack() throws {
        struct Refused: Error {}
        let container = try memoryContainer(Note.self)
        let context = ModelContext(container)
        try context.transaction { context.insert(Note(slug: "t", title: "In")) }
        #expect(!context.hasChanges)
        #expect(throws: Refused.self) {
            try context.transaction {
                context.insert(Note(slug: "u", title: "Out"))
                throw Refused()
            }
        }
        #expect(try ModelContext(container).fetch(FetchDescriptor<Note>()).map(\.slug) == ["t"])
    }

    @Test func identifiersFindTheirModels() throws {
        let container = try memoryContainer(Note.self)
        let context = ModelContext(container)
        let note = Note(slug: "i", title: "Found")
        context.insert(note)
        try context.save()
        let identifiers = try context.fetchIdentifiers(FetchDescriptor<Note>())
        #expect(identifiers == [note.persistentModelID])
        #expect(context.model(for: note.persistentModelID) === note)
        let other = ModelContext(container)
        #expect(other.registeredModel(for: note.persistentModelID) as Note? == nil)
        let found = try #require(other.model(for: note.persistentModelID) as? Note)
        #expect(found.title == "Found")
        #expect(other.registeredModel(for: note.persistentModelID) as Note? === found)
    }

    @Test func aReadOnlyConfigurationRefusesToSaveAndAnUnknownModelToFetch() throws {
        let store = TemporaryStore()
        _ = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: store.url))
        let readOnly = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: store.url, allowsSave: false))
        let context = ModelContext(readOnly)
        context.insert(Note(slug: "x", title: "X"))
        #expect(throws: SwiftDataError.self) { try context.save() }
        #expect(throws: SwiftDataError.self) { try context.fetch(FetchDescriptor<Person>()) }
    }

    @Test func aPropertyOfATypeThatCannotBeStoredIsNamedWhenTheContainerIsMade() throws {
        let error = #expect(throws: SwiftDataError.self) {
            _ = try ModelContainer(for: Broken.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        }
        #expect(error?.description.contains("Broken.handle") == true)
    }

    @Test func storesInMemoryAreTheirContainersOwn() throws {
        let first = try memoryContainer(Note.self)
        let second = try memoryContainer(Note.self)
        let context = ModelContext(first)
        context.insert(Note(slug: "m", title: "Mine"))
        try context.save()
        #expect(try ModelContext(second).fetchCount(FetchDescriptor<Note>()) == 0)
        #expect(first.configurations.first?.url.path == "/dev/null")
    }

    @Test func aGroupContainerStoreIsInTheAppGroupsApplicationSupport() {
        let configuration = ModelConfiguration(groupContainer: .identifier("group.com.example.shared"))
        #expect(configuration.url.lastPathComponent == "default.store")
        #expect(configuration.url.path.hasSuffix("AppGroup/Library/Application Support/default.store"))
        #expect(configuration.groupAppContainerIdentifier == "group.com.example.shared")
        #expect(ModelConfiguration("Notes").url.lastPathComponent == "Notes.store")
        #expect(ModelConfiguration(isStoredInMemoryOnly: true).isStoredInMemoryOnly)
    }

    @Test func aModelsPropertiesAreObserved() throws {
        let note = Note(slug: "o", title: "Before")
        let changed = Flag()
        withObservationTracking {
            _ = note.title
        } onChange: {
            changed.raise()
        }
        note.priority = 2
        #expect(!changed.isRaised, "only what was read is tracked")
        note.title = "After"
        #expect(changed.isRaised)
    }

    @Test func aModelActorWorksInAContextOfItsOwn() async throws {
        let store = TemporaryStore()
        let container = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: store.url))
        let importer = NoteImporter(modelContainer: container)
        let count = try await importer.importNotes(["p", "q"])
        #expect(count == 2)
        #expect(try ModelContext(container).fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.slug)])).map(\.slug) == ["p", "q"])
    }
}

@ModelActor actor NoteImporter {
    func importNotes(_ slugs: [String]) throws -> Int {
        for slug in slugs { modelContext.insert(Note(slug: slug, title: slug)) }
        try modelContext.save()
        return try modelContext.fetchCount(FetchDescriptor<Note>())
    }
}

/// Set once by an observation's change handler, read by the test.
final class Flag: @unchecked Sendable {
    // Unchecked: the lock guards the one value.
    private let lock = NSLock()
    private var raised = false
    func raise() { lock.withLock { raised = true } }
    var isRaised: Bool { lock.withLock { raised } }
}
