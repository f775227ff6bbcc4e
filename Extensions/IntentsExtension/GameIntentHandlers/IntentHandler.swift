import Foundation
import GameIntents
import Intents
import SampleModels
import SuiteHome

/// The intents extension's principal class: it handles `SelectCharacterIntent` itself.
///
/// When the user edits a character-detail widget, the system asks it which characters to
/// offer and which one a new widget starts with. The characters come from the app group's database.
public class IntentHandler: INExtension, SelectCharacterIntentHandling {
    let characters: CharacterStore?

    public required init() {
        characters = try? CharacterStore.live(SuiteHome.current)
        super.init()
    }

    public init(characters: CharacterStore) {
        self.characters = characters
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
