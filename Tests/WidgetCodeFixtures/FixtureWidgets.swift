import WidgetKit

/// Every widget kind of these fixtures, for the tests that draw them: the lock-screen ones through
/// their bundle, whose body lists some under `if #available`.
package enum FixtureWidgets {
    package static var definitions: [WidgetDefinition] {
        let widgets: [any Widget] = [
            AgendaWidget(), CountdownWidget(), CoinPriceWidget(), HabitTrackerWidget(), VitalsRingsWidget(), GalleryWidget(),
            QuoteWidget(), StepsWidget(), TickerWidget(), TaskListWidget(), WeatherWidget(), WorldClockWidget(), TallyWidget(), AvatarWidget(), HeroBadgeWidget(), ChoreBoardWidget(), ShoppingListWidget(), ShoppingSummaryWidget(), HeadlineWidget(), StrideLockScreenWidget(), PizzaDeliveryLiveActivity(), TemplateWidgetLiveActivity(), PosterWidget(), PosterWallWidget(), BrandWidget(), FocusSessionWidget(), InboxWidget(), NearestStoreWidget(), SparkWidget(), ReadingListWidget(), StepsChartWidget(), MatchScoreWidget(), RoadTripWidget(), MatchLiveActivity(),
        ]
        return widgets.flatMap(\.definitions) + LockScreenWidgetsBundle.definitions + TemplateControlsBundle.definitions
    }
}
