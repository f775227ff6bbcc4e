import Foundation
import GameIntents
import Intents
import SampleModels
import SuiteHome

/// The intents extension's principal class: it handles every intent of the app itself, the game's
/// `SelectCharacterIntent` here and the cards' intents in `IntentHandler+Cards.swift`.
///
/// When the user edits a widget, the system asks it which values to offer and which one a new
/// widget starts with. The characters and cards come from the app group's database.
public class IntentHandler: INExtension, SelectCharacterIntentHandling {
    let characters: CharacterStore?
    let cards: CardStore?

    public required init() {
        characters = try? CharacterStore.live(SuiteHome.current)
        cards = try? CardStore.live(SuiteHome.current)
        super.init()
    }

    public init(characters: CharacterStore? = nil, cards: CardStore? = nil) {
        self.characters = characters
        self.cards = cards
        super.init()
    }

    public func provideCharacterOptionsCollection(
        for intent: SelectCharacterIntent,
        with completion: @escaping (INObjectCollection<GameCharacter>?, Error?) -> Void
    ) {
        do {
            let details = try store().all()
            let characters = details.map { detail in
                let character = GameCharacter(identifier: detail.name, display: detail.name)
                character.name = detail.name
                return character
            }
            completion(INObjectCollection(items: characters), nil)
        } catch {
            completion(nil, error)
        }
    }

    /// A new widget shows the first character of the game.
    public func defaultCharacter(for intent: SelectCharacterIntent) -> GameCharacter? {
        guard let first = try? store().all().first else { return nil }
        let character = GameCharacter(identifier: first.name, display: first.name)
        character.name = first.name
        return character
    }

    func store() throws -> CharacterStore {
        if let characters { return characters }
        return try CharacterStore.live(SuiteHome.current)
    }
}
