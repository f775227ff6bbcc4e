import CardsWidgets
import GameWidgets
import SuiteHome
import SystemLive
import WidgetKit

/// `widget-extension`: the sample app's widget extension, serving the game's widgets and the cards'.
@main
struct SampleWidgets: WidgetBundle {
    var body: some Widget {
        // The game's release the device has installed: 2.0 converts Character Details to App Intents.
        if GameRelease.installed() == .appIntents {
            CharacterDetailMigratedWidget()
        } else {
            CharacterDetailWidget()
        }
        GameStatusWidget()
        RecentPurchasesWidget()
        DueDateWidget()
        CompareCardsWidget()
        CharacterDetailAppIntentWidget()
        GameStatusAppIntentWidget()
        AdventureActivityWidget()
        HealAllControl()
        FavouriteHeroControl()
    }

    static func main() {
        // The extension's intents reach the system as the app's code does: Heal All asks WidgetCenter to
        // reload the widgets that show health. Requests from here are the background's. The home is read
        // at each request: the runtime makes it current once it has read the command line.
        let system: @Sendable () -> WidgetCenterClient = { .live(home: SuiteHome.current, inForeground: false) }
        WidgetCenter.shared.client = WidgetCenterClient(
            reloadTimelines: { try system().reloadTimelines($0) }, reloadAllTimelines: { try system().reloadAllTimelines() },
            currentConfigurations: { try system().currentConfigurations() })
        WidgetExtensionEntry.serve(definitions)
    }
}
