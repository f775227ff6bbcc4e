import ActivityKit
import AppIntents
import Foundation
import SampleModels

/// What the Heal button of an adventure's Live Activity runs: a potion gives the hero a fifth of full
/// health back. A `LiveActivityIntent`, so the system runs it in the app's process, where the app's
/// activities are; the widget extension only draws the button. The app and the extension both link
/// this module, as on iOS the intent's file belongs to both targets.
public struct HealAdventurerIntent: LiveActivityIntent {
    public static let title: LocalizedStringResource = "Heal Adventurer"
    public static let description: IntentDescription? = IntentDescription("Gives a hero on an adventure a fifth of full health back.")

    /// The adventure's Live Activity, by its id.
    @Parameter(title: "Adventure")
    public var activityID: String?

    public init() {}

    public init(activityID: String) {
        self.activityID = activityID
    }

    /// A potion's worth of health.
    public static let potion = 0.2

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        guard
            let adventure = Activity<AdventureAttributes>.activities.first(where: {
                $0.id == activityID && ($0.activityState == .active || $0.activityState == .stale)
            })
        else { return .result(dialog: "That adventure is over; there is no one to heal.") }
        var state = adventure.content.state
        state.health = min(state.health + Self.potion, 1)
        state.event = "Drinks a healing potion"
        // Kept in the state, so that the hours' toll counts from the healed health (GameApp.advanceAdventures).
        state.healing = (state.healing ?? 0) + Self.potion
        await adventure.update(ActivityContent(state: state, staleDate: nil, relevanceScore: GameApp.relevance(of: state)))
        return .result(dialog: "\(adventure.attributes.hero) is at \(state.healthPercent)% health.")
    }
}
