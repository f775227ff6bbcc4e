import AppIntents
import GameApp
import SampleModels
import SwiftUI
import WidgetKit

// The game's controls (iOS 18): a button in Control Center that heals every hero, and a toggle that
// marks the hero it is configured with as a favourite.

/// Heal All: every hero back to full health, and the widgets that show health reloaded.
public struct HealAllControl: ControlWidget {
    public static let kind = "com.mygame.heal-all"

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
    public static var title: LocalizedStringResource = "Heal All"
    public static var description: IntentDescription? = IntentDescription("Brings every hero back to full health.")

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let characters = GameData.characters else { return .result(dialog: "There is no hero to heal.") }
        let heroes = try characters.all()
        for hero in heroes { _ = try characters.changeHealth(hero.name, 1) }
        // The character widgets show health: their timelines are old now.
        for kind in GameApp.kindsShowingHealth { WidgetCenter.shared.reloadTimelines(ofKind: kind) }
        return .result(dialog: "\(heroes.count) heroes are at full health.")
    }
}

/// Favourite Hero: a toggle for the hero a person chose when adding it.
public struct FavouriteHeroControl: ControlWidget {
    public static let kind = "com.mygame.favourite-hero"

    public init() {}

    public var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: Self.kind, provider: Provider()) { value in
            ControlWidgetToggle(isOn: value.isFavourite, action: SetFavouriteHeroIntent(character: value.character)) {
                Label(value.character.map { "\($0.avatar) \($0.id)" } ?? "Choose a hero", systemImage: "star")
            } valueLabel: { isOn in
                Label(isOn ? "Favourite" : "Not a favourite", systemImage: isOn ? "star.fill" : "star")
            }
            .tint(.yellow)
        }
        .displayName("Favourite Hero")
        .description("Marks a hero as a favourite.")
        .promptsForUserConfiguration()
    }

    struct Value {
        var character: CharacterEntity?
        var isFavourite: Bool
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectFavouriteHeroIntent) -> Value {
            Value(character: configuration.character, isFavourite: false)
        }

        func currentValue(configuration: SelectFavouriteHeroIntent) async throws -> Value {
            Value(character: configuration.character, isFavourite: configuration.character.map { Favourites.contains($0.id) } ?? false)
        }
    }
}

/// Which hero the Favourite Hero control is for.
public struct SelectFavouriteHeroIntent: ControlConfigurationIntent {
    public static var title: LocalizedStringResource = "Favourite Hero"

    @Parameter(title: "Hero")
    public var character: CharacterEntity?

    public init() {}
}

/// What the Favourite Hero toggle runs: the system sets `value` to the toggle's new state first.
public struct SetFavouriteHeroIntent: SetValueIntent {
    public static var title: LocalizedStringResource = "Set Favourite Hero"

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
        return .result(dialog: value ? "\(character.id) is a favourite." : "\(character.id) is no longer a favourite.")
    }
}
