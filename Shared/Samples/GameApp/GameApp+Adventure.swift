import ActivityKit
import Foundation
import SampleModels

/// The game's adventures: a Live Activity per hero on an adventure, started while the app is open, as iOS requires.
extension GameApp {
    /// Starts an adventure for the character named `name`, at its health now; the system may refuse it
    /// (its sentence is said on standard error, and `ActivityAuthorizationError` thrown).
    /// With `start`, the adventure is scheduled (iOS 26): the hero sets off then, and the system starts the
    /// Live Activity with an alert.
    public func startAdventure(of name: String, at start: Date? = nil) throws -> Activity<AdventureAttributes> {
        guard let hero = try characters.character(name) else {
            throw CharacterStoreError.unknownCharacter(name, known: try characters.all().map(\.name))
        }
        if let running = Activity<AdventureAttributes>.activities.first(where: {
            $0.attributes.hero == hero.name && [.active, .stale, .pending].contains($0.activityState)
        }) {
            throw GameAppError.alreadyOnAnAdventure(hero.name, id: running.id)
        }
        let attributes = AdventureAttributes(hero: hero.name, avatar: hero.avatar, setOff: start ?? now(), startingHealth: hero.healthLevel)
        guard let state = attributes.state(after: 0) else { throw GameAppError.tooTiredForAnAdventure(hero.name) }
        let content = ActivityContent(state: state, staleDate: nil, relevanceScore: Self.relevance(of: state))
        guard let start else { return try Activity.request(attributes: attributes, content: content, pushType: .token) }
        return try Activity.request(
            attributes: attributes, content: content, pushType: .token, style: .standard,
            alertConfiguration: AlertConfiguration(
                title: "\(hero.name) sets off", body: "The adventure has begun.", sound: .default),
            start: start)
    }

    /// The app's adventures the system still shows.
    public func adventures() -> [Activity<AdventureAttributes>] {
        Activity<AdventureAttributes>.activities
    }

    /// Moves each adventure that goes on to the device's time, as the app does when it opens: the health
    /// falls a tenth an hour from the start and the event changes with it; a hero out of health ends the
    /// adventure.
    /// Returns the adventures the system still shows.
    public func advanceAdventures() async -> [Activity<AdventureAttributes>] {
        for adventure in adventures() where adventure.activityState == .active || adventure.activityState == .stale {
            let attributes = adventure.attributes
            let healing = adventure.content.state.healing
            if let state = attributes.state(after: now().timeIntervalSince(attributes.setOff), healing: healing) {
                // Health only falls: an update that brought news (a push) stands until the hours catch up with it.
                guard state.healthPercent < adventure.content.state.healthPercent else { continue }
                await adventure.update(ActivityContent(state: state, staleDate: nil, relevanceScore: Self.relevance(of: state)))
            } else {
                let exhausted = AdventureAttributes.ContentState(health: 0, event: "Exhausted, carried home", healing: healing)
                await adventure.end(ActivityContent(state: exhausted, staleDate: nil), dismissalPolicy: .default)
            }
        }
        return adventures()
    }

    /// Ends the adventure with `id`, or every one that goes on; each stays on the Lock Screen for the system's time.
    public func endAdventures(id: String? = nil) async throws -> [Activity<AdventureAttributes>] {
        let chosen = adventures().filter { ($0.activityState == .active || $0.activityState == .stale) && (id == nil || $0.id == id) }
        if let id, chosen.isEmpty { throw GameAppError.noSuchAdventure(id) }
        var ended: [Activity<AdventureAttributes>] = []
        for adventure in chosen {
            var state = adventure.content.state
            state.event = "Back home"
            await adventure.end(ActivityContent(state: state, staleDate: nil), dismissalPolicy: .default)
            // `end` does not throw, as on iOS (the system says why it refused on standard error): the app
            // looks at what the system holds before it says the hero is home.
            guard adventure.activityState == .ended || adventure.activityState == .dismissed else {
                throw GameAppError.adventureNotEnded(adventure.attributes.hero, id: adventure.id, endedBefore: ended.map(\.attributes.hero))
            }
            ended.append(adventure)
        }
        return ended
    }

    /// The lower a hero's health, the more the adventure matters: it takes the Dynamic Island.
    static func relevance(of state: AdventureAttributes.ContentState) -> Double {
        Double(100 - state.healthPercent)
    }
}
