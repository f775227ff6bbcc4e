import Foundation

/// Where the game's characters live: a small interface, with a live SQLite implementation
/// (`CharacterStore.live`) and an in-memory one for tests (`CharacterStore.inMemory`).
public struct CharacterStore: Sendable {
    /// Every character, in the game's order.
    public var all: @Sendable () throws -> [CharacterDetail]
    /// The character with this name (any case), or nil.
    public var character: @Sendable (_ named: String) throws -> CharacterDetail?
    /// Sets a character's health, clamped to 0...1, and returns the character as saved.
    public var setHealth: @Sendable (_ named: String, _ level: Double) throws -> CharacterDetail

    public init(
        all: @escaping @Sendable () throws -> [CharacterDetail],
        character: @escaping @Sendable (String) throws -> CharacterDetail?,
        setHealth: @escaping @Sendable (String, Double) throws -> CharacterDetail
    ) {
        self.all = all
        self.character = character
        self.setHealth = setHealth
    }

    /// Changes a character's health by `delta` and returns it as saved.
    public func changeHealth(of name: String, by delta: Double) throws -> CharacterDetail {
        guard let current = try character(name) else { throw CharacterStoreError.unknownCharacter(name, known: try all().map(\.name)) }
        return try setHealth(current.name, current.healthLevel + delta)
    }
}

public enum CharacterStoreError: Error, CustomStringConvertible, Equatable {
    case unknownCharacter(String, known: [String])

    public var description: String {
        switch self {
        case .unknownCharacter(let name, let known):
            "There is no character named \"\(name)\"; the characters are \(known.joined(separator: ", "))."
        }
    }
}

extension CharacterStore {
    /// A store that keeps its characters in memory, seeded like a new game.
    public static func inMemory(_ seed: [CharacterDetail] = CharacterDetail.availableCharacters) -> CharacterStore {
        let box = LockedCharacters(seed)
        return CharacterStore(
            all: { box.characters },
            character: { name in box.characters.first { $0.name.caseInsensitiveCompare(name) == .orderedSame } },
            setHealth: { name, level in
                try box.update(name) { $0.healthLevel = min(max(level, 0), 1) }
            })
    }
}

final class LockedCharacters: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [CharacterDetail]

    init(_ characters: [CharacterDetail]) {
        storage = characters
    }

    var characters: [CharacterDetail] { lock.withLock { storage } }

    func update(_ name: String, _ change: (inout CharacterDetail) -> Void) throws -> CharacterDetail {
        try lock.withLock {
            guard let index = storage.firstIndex(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
                throw CharacterStoreError.unknownCharacter(name, known: storage.map(\.name))
            }
            change(&storage[index])
            return storage[index]
        }
    }
}
