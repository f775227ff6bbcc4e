import SwiftUI
import WidgetKit

struct ContentView: View {
    @State private var bowl = FruitStore.bowl

    var body: some View {
        List(bowl) { fruit in
            Text("\(fruit.emoji) \(fruit.name)")
        }
        .onChange(of: bowl) {
            FruitStore.bowl = bowl
            WidgetCenter.shared.reloadAllTimelines()
        }
    }
}
