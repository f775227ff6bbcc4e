import Foundation
import Testing

/// The Home Screen's appearances (iOS 26) as a person sets them: kept by the system, the timelines made for
/// the one before dropped, and the widgets drawn accented on glass in a clear or tinted one.
@Suite struct AppearanceFlowTests {
    @Test func aTintedHomeScreenIsKeptAndDrawsItsWidgetsAccented() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "add", "com.mygame.game-status"]).status == 0)
        #expect(try home.run(["home", "timeline", "1"]).status == 0)
        #expect(try home.run(["home", "appearance"]).output == "The Home Screen's appearance is default (light).\n")
        let set = try home.run(["home", "appearance", "tinted", "--dark", "--tint", "orange"])
        #expect(set.status == 0, "\(set.errors)")
        #expect(set.output.hasPrefix("The Home Screen's appearance is now tinted (dark) in #ff9500: its widgets are drawn accented"))
        #expect(try home.run(["home", "appearance"]).output == "The Home Screen's appearance is tinted (dark) in #ff9500.\n")
        let timeline = try home.run(["home", "timeline", "1"])
        #expect(timeline.output.contains("just now because no timeline was kept"), "the timeline kept was made for the default: \(timeline.output)")
        let page = try home.run(["home", "show", "--format", "html"])
        #expect(page.output.contains("data-rendering-mode=\"accented\""), "\(page.output.prefix(2000))")
        #expect(!page.output.contains("data-rendering-mode=\"fullColor\""))
    }

    @Test(arguments: [
        (["home", "appearance", "sepia"], "sepia"), (["home", "appearance", "dark", "--dark"], "--dark goes with clear or tinted"),
        (["home", "appearance", "clear", "--tint", "red"], "--tint goes with tinted"),
        (["home", "appearance", "tinted", "--tint", "mauve"], "\"mauve\" is not a tint"),
    ])
    func aWrongAppearanceIsRefusedInASentenceAndChangesNothing(_ arguments: [String], _ words: String) throws {
        let home = TestHome()
        defer { home.tearDown() }
        let refused = try home.run(arguments)
        #expect(refused.status != 0 && refused.errors.contains(words), "\(refused.errors)")
        #expect(try home.run(["home", "appearance"]).output == "The Home Screen's appearance is default (light).\n")
    }
}

/// CarPlay's dashboard (iOS 26) as a person places widgets there and looks at it.
@Suite struct CarPlayFlowTests {
    @Test func aSmallWidgetPlacedInCarPlayIsDrawnThereAndNotOnTheHomeScreen() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "add", "com.mygame.game-status"]).status == 0)
        let placed = try home.run(["home", "add", "com.mygame.character-detail", "--location", "carplay"])
        #expect(placed.status == 0, "\(placed.errors)")
        let list = try home.run(["home", "list"])
        #expect(list.output.contains("WHERE") && list.output.contains("CarPlay") && list.output.contains("page 1, cell 1"), "\(list.output)")
        let car = try home.run(["home", "show", "--location", "carplay"])
        #expect(car.output.hasPrefix("CarPlay — "), "\(car.output)")
        #expect(car.output.contains("Character Details") && !car.output.contains("Game Status"), "\(car.output)")
        let svg = try home.run(["home", "show", "--location", "carplay", "--format", "svg"])
        #expect(svg.output.contains("aria-label=\"CarPlay\"") && svg.output.contains("data-location=\"carplay\""))
        let homeScreen = try home.run(["home", "show", "--location", "home", "--format", "json"])
        #expect(!homeScreen.output.contains("com.mygame.character-detail"), "the CarPlay widget is not on the Home Screen")
        let medium = try home.run(["home", "add", "com.mygame.character-detail", "--family", "systemMedium", "--location", "carplay"])
        #expect(medium.status != 0 && medium.errors.contains("CarPlay's dashboard takes small widgets"), "\(medium.errors)")
    }
}
