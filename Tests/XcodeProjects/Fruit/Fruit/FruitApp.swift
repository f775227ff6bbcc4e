import SwiftUI

@main
struct FruitApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
