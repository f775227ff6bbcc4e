import OrchardKit
import SwiftUI

@main
struct OrchardApp: App {
    var body: some Scene {
        WindowGroup {
            List(Tree.orchard) { tree in
                Text("\(tree.name): \(tree.apples) apples")
            }
        }
    }
}
