import ActivityKit
import Foundation
import SampleModels

/// The game's adventures: a Live Activity per hero on an adventure, started while the app is open, as iOS requires.
extension GameApp {
    /// Starts an adventure for the character named `name`, at its health now; the system may refuse it
    /// (its sentence is said on standard error, and `ActivityAuthorizationError` thrown).
    public func startAdventure(of name: String) throws -> Activity<AdventureAttributes> {
        guard let hero = try characters.character(name) else {
            throw CharacterStoreError.unknownCharacter(name, known: try characters.all().map(\.name))
        }
        if let running = Activity<AdventureAttributes>.activities.first(where: {
            $0.attributes.hero == hero.name && ($0.activityState == .active || $0.activityState == .stale)
        }) {
            throw GameAppError.alreadyOnAnAdventure(hero.name, id: running.id)
        }
        let state = AdventureAttributes.ContentState(health: hero.healthLevel, event: "Sets off")
        return try Activity.request(
            attributes: AdventureAttributes(hero: hero.name, avatar: hero.avatar),
            content: ActivityContent(state: state, staleDate: nil, relevanceScore: Self.relevance(of: state)), pushType: .token)
    }

    /// The app's adventures the system still shows.
    public func adventures() -> [Activity<AdventureAttributes>] {
        Activity<AdventureAttributes>.activities
    }

    /// Ends the adventure with `id`, or every running one, at once.
    public func endAdventures(id: String? = nil) async throws -> [Activity<AdventureAttributes>] {
        let chosen = adventures().filter { id == nil || $0.id == id }
        if let id, chosen.isEmpty { throw GameAppError.noSuchAdventure(id) }
        for adventure in chosen {
            var state = adventure.content.state
            state.event = "Back home"
            await adventure.end(ActivityContent(state: state, staleDate: nil), dismissalPolicy: .default)
        }
        return chosen
    }

    /// The lower a hero's health, the more the adventure matters: it takes the Dynamic Island.
    static func relevance(of state: AdventureAttributes.ContentState) -> Double {
        Double(100 - state.healthPercent)
    }
}
