import AppIntents
import GameApp
import OSLog
import SampleModels
import SwiftUI
import WidgetKit

// The game's controls (iOS 18): a button in Control Center that heals every hero, and a toggle that
// marks the hero it is configured with as a favourite.

/// Heal All: every hero back to full health, and the widgets that show health reloaded.
public struct HealAllControl: ControlWidget {
    public nonisolated static let kind = GameControlKind.healAll

    public init() {}

    public var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind) {
            ControlWidgetButton(action: HealAllIntent()) {
                Label("Heal All", systemImage: "heart.fill")
            }
        }
        .displayName("Heal All")
        .description("Brings every hero back to full health.")
    }
}

/// What Heal All runs, in the widget extension's process.
public struct HealAllIntent: AppIntent {
    public static let title: LocalizedStringResource = "Heal All"
    public static let description: IntentDescription? = IntentDescription("Brings every hero back to full health.")

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let characters = GameData.characters else { return .result(dialog: "There is no hero to heal.") }
        // One write heals them all; then the character widgets, which show health, are reloaded (asked
        // through WidgetKit, whose request reaches the system with this action's reply).
        let healed = try GameApp(characters: characters).healAll()
        return .result(dialog: "\(healed.count) heroes are at full health.")
    }
}

/// Favourite Hero: a toggle for the hero a person chose when adding it.
public struct FavouriteHeroControl: ControlWidget {
    public nonisolated static let kind = GameControlKind.favouriteHero

    public init() {}

    public var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: Self.kind, provider: Provider()) { value in
            ControlWidgetToggle(isOn: value.isFavourite, action: SetFavouriteHeroIntent(character: value.character)) {
                Label(value.title, systemImage: "star")
            } valueLabel: { isOn in
                Label(isOn ? "Favourite" : "Not a favourite", systemImage: isOn ? "star.fill" : "star")
            }
            .tint(.yellow)
        }
        .displayName("Favourite Hero")
        .description("Marks a hero as a favourite.")
        .promptsForUserConfiguration()
        .pushHandler(FavouriteHeroPushHandler.self)
    }

    struct Value {
        var character: CharacterEntity?
        /// The hero's health now (percent); nil in the gallery's preview.
        var health: Int?
        var isFavourite: Bool

        /// The hero, and its health: the app reloads the control when health changes.
        var title: String {
            guard let character else { return "Choose a hero" }
            return "\(character.avatar) \(character.id)" + (health.map { " \($0)%" } ?? "")
        }
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectCharacterAppIntent) -> Value {
            Value(character: configuration.character, isFavourite: false)
        }

        func currentValue(configuration: SelectCharacterAppIntent) async throws -> Value {
            guard let character = configuration.character else { return Value(isFavourite: false) }
            let hero = try GameData.characters?.character(character.id)
            return Value(character: character, health: hero?.healthPercent, isFavourite: Favourites.contains(character.id))
        }
    }
}

/// What the Favourite Hero toggle runs: the system sets `value` to the toggle's new state first.
public struct SetFavouriteHeroIntent: SetValueIntent {
    public static let title: LocalizedStringResource = "Set Favourite Hero"

    @Parameter(title: "Hero")
    public var character: CharacterEntity?

    @Parameter(title: "Favourite")
    public var value: Bool

    public init() {}

    public init(character: CharacterEntity?) {
        self.character = character
    }

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let character else { return .result(dialog: "Choose a hero for this control first.") }
        Favourites.set(character.id, value)
        // The character's widget shows the same mark.
        WidgetCenter.shared.reloadTimelines(ofKind: GameWidgetKind.characterDetailAppIntent)
        return .result(dialog: value ? "\(character.id) is a favourite." : "\(character.id) is no longer a favourite.")
    }
}

/// Told of the tokens with which the game's server updates each placed Favourite Hero control by push
/// (iOS 18). A game would send them to its server; the sample logs how many it was given.
public struct FavouriteHeroPushHandler: ControlPushHandler {
    private static let log = Logger(subsystem: "com.mygame.widgets", category: "push")

    public init() {}

    public func pushTokensDidChange(controls: [ControlInfo]) {
        Self.log.info("Push tokens for \(controls.filter { $0.pushInfo != nil }.count) Favourite Hero control(s)")
    }
}
