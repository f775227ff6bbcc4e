import Foundation
import GRDB

/// A character of the game: the data the character-detail widget shows.
public struct CharacterDetail: Codable, Equatable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "character"

    public var name: String
    public var avatar: String
    /// From 0 (exhausted) to 1 (full health).
    public var healthLevel: Double
    public var heroType: String

    public init(name: String, avatar: String, healthLevel: Double, heroType: String) {
        self.name = name
        self.avatar = avatar
        self.healthLevel = healthLevel
        self.heroType = heroType
    }

    /// The characters a new game starts with.
    public static let availableCharacters = [
        CharacterDetail(name: "Power Panda", avatar: "🐼", healthLevel: 0.14, heroType: "Forest Dweller"),
        CharacterDetail(name: "Unipony", avatar: "🦄", healthLevel: 0.67, heroType: "Free Rangers"),
        CharacterDetail(name: "Spouty", avatar: "🐳", healthLevel: 0.83, heroType: "Deep Sea Goer"),
    ]

    /// Health as a whole percentage, as the app and the widget print it.
    public var healthPercent: Int { Int((min(max(healthLevel, 0), 1) * 100).rounded()) }

    /// A stand-in for placeholders: the right shape, no real data.
    public static let placeholder = CharacterDetail(name: "Character", avatar: "⬜️", healthLevel: 0.5, heroType: "Hero Type")

    /// How much health a character gets back by itself in an hour: 10% of full health.
    public static let healingPerHour = 0.1

    /// How long until a character at this health is fully recovered.
    public var fullHealthIn: TimeInterval {
        (1 - min(max(healthLevel, 0), 1)) / Self.healingPerHour * 3600
    }

    /// The character after healing for `interval` seconds (none for a negative interval), up to full health.
    public func healed(for interval: TimeInterval) -> CharacterDetail {
        var healed = self
        healed.healthLevel = min(max(healthLevel, 0) + Self.healingPerHour * max(interval, 0) / 3600, 1)
        return healed
    }
}

/// The kinds of the game's widgets, as the app names them when it asks for reloads.
public enum GameWidgetKind {
    public static let characterDetail = "com.mygame.character-detail"
    public static let gameStatus = "com.mygame.game-status"
    /// The iOS 17 forms: configured by an App Intent, and on an intent without parameters.
    public static let characterDetailAppIntent = "com.mygame.character-detail-ios17"
    public static let gameStatusAppIntent = "com.mygame.game-status-ios17"
}

/// The game's control kinds (iOS 18).
public enum GameControlKind {
    public static let healAll = "com.mygame.heal-all"
    /// Shows its hero's health, so the app reloads it when health changes.
    public static let favouriteHero = "com.mygame.favourite-hero"
}
