import CardsIntents
import Foundation
import GameIntentHandlers
import GameIntents
import IntentsExtensionRuntime

/// `intents-extension`: the game's intents extension. Its principal class and supported
/// intents are what an iOS intents extension lists in its Info.plist.
@main
enum IntentsExtensionMain {
    static func main() {
        exit(
            IntentsExtensionRouter.main(
                principal: { IntentHandler() },
                supportedIntents: [
                    SelectCharacterIntent.self, ViewRecentPurchasesIntent.self, ViewDueDateIntent.self, CompareCardsIntent.self,
                ]))
    }
}
