import CardsWidgets
import GameWidgets
import WidgetKit

/// `widget-extension`: the sample app's widget extension, serving the game's widgets and the cards'.
@main
struct SampleWidgets: WidgetBundle {
    var body: some Widget {
        CharacterDetailWidget()
        GameStatusWidget()
        RecentPurchasesWidget()
        DueDateWidget()
        CompareCardsWidget()
        CharacterDetailAppIntentWidget()
        GameStatusAppIntentWidget()
    }
}
