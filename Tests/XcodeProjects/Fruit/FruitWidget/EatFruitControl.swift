import AppIntents
import SwiftUI
import WidgetKit

struct EatFruitControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "EatFruit") {
            ControlWidgetButton(action: EatFruitIntent()) {
                Label("Eat a Fruit", systemImage: "fork.knife")
            }
        }
        .displayName("Eat a Fruit")
    }
}
