import AppIntents
import Foundation
import WidgetKit

// The game's characters as App Intents refer to them (iOS 17): what the `GameCharacter` custom type
// of SelectCharacter.intentdefinition is to the iOS 14 widget. The widget extension answers for them
// itself, through the query; no intents extension is involved.

/// A character of the game, identified by its name.
public struct CharacterEntity: AppEntity {
    public let id: String
    public let avatar: String
    public let heroType: String

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
    public static let defaultQuery = CharacterQuery()

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(avatar) \(id)", subtitle: "\(heroType)")
    }

    public init(_ detail: CharacterDetail) {
        id = detail.name
        avatar = detail.avatar
        heroType = detail.heroType
    }
}

/// Finds characters in the app group's database: by name, all of them as suggestions, by part of a
/// name as the user types, and the first one for a new widget.
public struct CharacterQuery: EntityStringQuery {
    public init() {}

    public func entities(for identifiers: [CharacterEntity.ID]) async throws -> [CharacterEntity] {
        try GameData.allCharacters().filter { identifiers.contains($0.name) }.map(CharacterEntity.init)
    }

    public func suggestedEntities() async throws -> [CharacterEntity] {
        try GameData.allCharacters().map(CharacterEntity.init)
    }

    public func entities(matching string: String) async throws -> [CharacterEntity] {
        try GameData.allCharacters().filter { $0.name.localizedCaseInsensitiveContains(string) }.map(CharacterEntity.init)
    }

    public func defaultResult() async -> CharacterEntity? {
        (try? GameData.allCharacters().first).map(CharacterEntity.init)
    }
}

/// The widget's configuration, and the Favourite Hero control's: which character it shows.
public struct SelectCharacterAppIntent: WidgetConfigurationIntent, ControlConfigurationIntent {
    public static let title: LocalizedStringResource = "Select Character"
    public static let description: IntentDescription? = IntentDescription("Selects the character to display information for.")

    @Parameter(title: "Character")
    public var character: CharacterEntity?

    public init() {}

    public init(character: CharacterEntity) {
        self.character = character
    }
}

/// What the Heal button runs, in the widget extension's process: the character gains a tenth of its health.
public struct HealCharacterIntent: AppIntent {
    public static let title: LocalizedStringResource = "Heal Character"
    public static let description: IntentDescription? = IntentDescription("Gives a character a tenth of its health back.")

    @Parameter(title: "Character")
    public var character: CharacterEntity?

    public init() {}

    public init(character: CharacterEntity) {
        self.character = character
    }

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let character, let characters = GameData.characters else { return .result(dialog: "There is no character to heal.") }
        let (_, after) = try characters.changeHealth(character.id, 0.1)
        return .result(dialog: "\(character.id) is at \(after.healthPercent)% health.")
    }
}

/// What the Favourite toggle runs: the character is marked as a favourite, or no longer, in the app
/// group's defaults, which the app and its extensions share.
public struct ToggleFavouriteIntent: AppIntent {
    public static let title: LocalizedStringResource = "Toggle Favourite"

    @Parameter(title: "Character")
    public var character: CharacterEntity?

    public init() {}

    public init(character: CharacterEntity) {
        self.character = character
    }

    public func perform() async throws -> some IntentResult {
        if let character { Favourites.toggle(character.id) }
        // The Favourite Hero control shows the same mark.
        ControlCenter.shared.reloadControls(ofKind: FavouriteHeroControl.kind)
        return .result()
    }
}

/// The characters the user marked, kept in the app group's `UserDefaults`.
public enum Favourites {
    static var defaults: UserDefaults? { UserDefaults(suiteName: "group.com.mygame.shared") }
    static let key = "favouriteCharacters"

    public static func contains(_ name: String) -> Bool {
        defaults?.stringArray(forKey: key)?.contains(name) ?? false
    }

    static func toggle(_ name: String) {
        set(name, !contains(name))
    }

    /// Marks the character a favourite, or no longer. A read, then a write: safe because only the widget
    /// extension writes favourites, one intent at a time (its intents run on one thread); were the app to
    /// write them too, they would belong in the app group's database, changed in one transaction.
    static func set(_ name: String, _ isFavourite: Bool) {
        let defaults = self.defaults
        var names = (defaults?.stringArray(forKey: key) ?? []).filter { $0 != name }
        if isFavourite { names.append(name) }
        defaults?.set(names, forKey: key)
        defaults?.synchronize()
    }
}
