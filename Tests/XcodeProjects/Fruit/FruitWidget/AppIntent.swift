import AppIntents
import WidgetKit

/// The bowl widget's configuration: how many fruits it lists.
struct BowlConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Bowl"
    static var description = IntentDescription("The fruit in your bowl.")

    @Parameter(title: "Fruits shown", default: 2, inclusiveRange: (1, 4))
    var count: Int
}

/// Eats the first fruit of the bowl: the widget's button and the control run it.
struct EatFruitIntent: AppIntent {
    static var title: LocalizedStringResource = "Eat a Fruit"

    func perform() async throws -> some IntentResult {
        var bowl = FruitStore.bowl
        if !bowl.isEmpty { bowl.removeFirst() }
        FruitStore.bowl = bowl
        return .result()
    }
}
