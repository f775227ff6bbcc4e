import DayWidgets
import WidgetKit

/// The bench's widget extension, built as `widget-extension` is: one widget whose timeline is a day by
/// the minute, so that `make bench` measures an extension's footprint once it has sent a day.
@main
struct DayWidgetExtension: WidgetBundle {
    var body: some Widget {
        DayWidget()
    }
}
