import Foundation
import SwiftData

// The models the tests store, written as an app writes them.

@Model final class Note {
    @Attribute(.unique) var slug: String
    var title: String
    var created: Date
    var priority: Int
    var tags: [String] = []
    var rating: Double?
    var folder: Folder?
    @Attribute(.externalStorage) var attachment: Data?
    @Transient var timesShown = 0

    var shout: String { title.uppercased() }

    init(slug: String, title: String, created: Date = Date(timeIntervalSinceReferenceDate: 0), priority: Int = 0) {
        self.slug = slug
        self.title = title
        self.created = created
        self.priority = priority
    }
}

@Model final class Folder {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Note.folder) var notes: [Note] = []

    init(name: String) {
        self.name = name
    }
}

@Model final class Owner {
    var name: String
    @Relationship(deleteRule: .deny) var pets: [Pet] = []

    init(name: String) {
        self.name = name
    }
}

@Model final class Pet {
    var name: String
    var owner: Owner?

    init(name: String, owner: Owner? = nil) {
        self.name = name
        self.owner = owner
    }
}

@Model final class Shelf {
    var label: String
    @Relationship(deleteRule: .nullify) var books: [Book] = []

    init(label: String) {
        self.label = label
    }
}

@Model final class Book {
    var title: String
    var shelf: Shelf?

    init(title: String) {
        self.title = title
    }
}

@Model final class Person {
    #Unique<Person>([\.givenName, \.familyName])
    #Index<Person>([\.familyName])

    var givenName: String
    var familyName: String
    var age: Int

    init(givenName: String, familyName: String, age: Int) {
        self.givenName = givenName
        self.familyName = familyName
        self.age = age
    }
}

/// A Codable value kept as an attribute.
struct Address: Codable, Equatable {
    var street: String
    var city: String
}

enum Mood: String, Codable {
    case calm, busy
}

@Model final class Contact {
    var name: String
    var address: Address
    var mood: Mood = Mood.calm
    var visits: [Date] = []

    init(name: String, address: Address) {
        self.name = name
        self.address = address
    }
}

/// A model whose property holds a type that is not Codable: a container of it cannot be made.
final class Handle {}

@Model final class Broken {
    var handle: Handle

    init(handle: Handle) {
        self.handle = handle
    }
}

/// A temporary file for a store, removed with its folder when the test ends.
struct TemporaryStore: ~Copyable {
    let folder: URL
    var url: URL { folder.appendingPathComponent("default.store") }

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdata-\(UUID().uuidString)", isDirectory: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
}
