import SwiftUI
import WidgetKit

/// The game's widget extension as its Xcode project builds it: the widgets of `GameWidgets`, whose
/// files this target shares with the suite's own `widget-extension`, and the game's controls.
@main
struct GameWidgetExtension: WidgetBundle {
    var body: some Widget {
        GameWidgets().body
        HealAllControl()
        FavouriteHeroControl()
    }
}
