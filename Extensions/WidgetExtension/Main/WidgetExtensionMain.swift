import GameWidgets
import WidgetKit

/// `widget-extension`: serves the game's widgets to the system.
@main
enum WidgetExtensionMain {
    static func main() {
        GameWidgets.main()
    }
}
