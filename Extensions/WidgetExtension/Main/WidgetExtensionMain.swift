import CardsWidgets
import GameWidgets
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
}
