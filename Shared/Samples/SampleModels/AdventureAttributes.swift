import ActivityKit
import Foundation

/// The game's Live Activity: a hero's adventure, as the app starts it and the widget extension draws it
/// on the Lock Screen and in the Dynamic Island. The hero does not change; the health and the latest
/// event do.
public struct AdventureAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable, Sendable {
        /// From 0 (exhausted: the adventure is over) to 1.
        public var health: Double
        /// What happened last, in a few words.
        public var event: String
        /// The health that potions gave back since the start, in all; nil before the first.
        public var healing: Double?

        public init(health: Double, event: String, healing: Double? = nil) {
            self.health = health
            self.event = event
            self.healing = healing
        }

        public var healthPercent: Int { Int((min(max(health, 0), 1) * 100).rounded()) }
    }

    public var hero: String
    public var avatar: String
    /// When the hero set off, and with how much health: the adventure's health falls from it.
    public var setOff: Date
    public var startingHealth: Double

    public init(hero: String, avatar: String, setOff: Date, startingHealth: Double) {
        self.hero = hero
        self.avatar = avatar
        self.setOff = setOff
        self.startingHealth = startingHealth
    }

    /// How much health an adventure costs in an hour: a tenth of full health.
    public static let healthLostPerHour = 0.1

    /// What happens, hour by hour.
    public static let events = [
        "Sets off", "Crosses the river", "Meets a dragon", "Finds a cave", "Climbs the mountain", "Fights the giant", "Rests by a fire",
        "Heads home",
    ]

    /// The adventure `elapsed` seconds after the hero set off, with the health potions gave back
    /// (`healing`); nil once the hero is exhausted.
    public func state(after elapsed: TimeInterval, healing: Double? = nil) -> ContentState? {
        let hours = max(elapsed, 0) / 3600
        let health = min(startingHealth + (healing ?? 0) - Self.healthLostPerHour * hours, 1)
        guard health > 0 else { return nil }
        return ContentState(health: health, event: Self.events[min(Int(hours), Self.events.count - 1)], healing: healing)
    }
}
