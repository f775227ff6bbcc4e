import Foundation
import Synchronization

/// Where the game's characters live: a small interface, with a live SQLite implementation
/// (`CharacterStore.live`) and an in-memory one for tests (`CharacterStore.inMemory`).
public struct CharacterStore: Sendable {
    /// Every character, in the game's order.
    public var all: @Sendable () throws -> [CharacterDetail]
    /// The character with this name (any case), or nil.
    public var character: @Sendable (_ named: String) throws -> CharacterDetail?
    /// Changes a character's health by `delta`, kept within 0...1, in one step that no other change can
    /// come between; returns the character before and after. Throws when there is no such character.
    public var changeHealth: @Sendable (_ named: String, _ delta: Double) throws -> (before: CharacterDetail, after: CharacterDetail)
    /// Brings every character to full health, in one step; returns them as saved.
    public var healAll: @Sendable () throws -> [CharacterDetail]

    public init(
        all: @escaping @Sendable () throws -> [CharacterDetail],
        character: @escaping @Sendable (String) throws -> CharacterDetail?,
        changeHealth: @escaping @Sendable (String, Double) throws -> (before: CharacterDetail, after: CharacterDetail),
        healAll: @escaping @Sendable () throws -> [CharacterDetail]
    ) {
        self.all = all
        self.character = character
        self.changeHealth = changeHealth
        self.healAll = healAll
    }

    /// Sets a character's health, kept within 0...1, and returns the character as saved.
    @discardableResult
    public func setHealth(of name: String, to level: Double) throws -> CharacterDetail {
        guard let current = try character(name) else { throw CharacterStoreError.unknownCharacter(name, known: try all().map(\.name)) }
        return try changeHealth(current.name, level - current.healthLevel).after
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
        let characters = Mutex(seed)
        @Sendable func index(of name: String, in list: [CharacterDetail]) -> Int? {
            list.firstIndex { $0.name.caseInsensitiveCompare(name) == .orderedSame }
        }
        return CharacterStore(
            all: { characters.withLock { $0 } },
            character: { name in characters.withLock { list in index(of: name, in: list).map { list[$0] } } },
            changeHealth: { name, delta in
                try characters.withLock { list in
                    guard let index = index(of: name, in: list) else {
                        throw CharacterStoreError.unknownCharacter(name, known: list.map(\.name))
                    }
                    let before = list[index]
                    list[index].healthLevel = min(max(before.healthLevel + delta, 0), 1)
                    return (before, list[index])
                }
            },
            healAll: {
                characters.withLock { list in
                    for index in list.indices { list[index].healthLevel = 1 }
                    return list
                }
            })
    }
}
