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

        public init(health: Double, event: String) {
            self.health = health
            self.event = event
        }

        public var healthPercent: Int { Int((min(max(health, 0), 1) * 100).rounded()) }
    }

    public var hero: String
    public var avatar: String

    public init(hero: String, avatar: String) {
        self.hero = hero
        self.avatar = avatar
    }
}
