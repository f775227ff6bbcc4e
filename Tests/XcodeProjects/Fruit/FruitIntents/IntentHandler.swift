import Intents

/// Gives the Picked Fruit widget's form its choices: the fruit in the bowl.
class IntentHandler: INExtension, SelectFruitIntentHandling {
    override func handler(for intent: INIntent) -> Any { self }

    func provideFruitOptionsCollection(for intent: SelectFruitIntent, with completion: @escaping (INObjectCollection<FruitItem>?, Error?) -> Void) {
        let items = FruitStore.bowl.map { FruitItem(identifier: $0.name, display: "\($0.emoji) \($0.name)") }
        completion(INObjectCollection(items: items), nil)
    }
}
