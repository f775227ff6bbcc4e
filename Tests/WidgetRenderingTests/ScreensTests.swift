import ExtensionProtocol
import Foundation
import SwiftUI
import Testing
import ViewArchive
import WidgetHost
@testable import WidgetRendering

/// The rules of the screens: which device a name means, what the Lock Screen has room for, and the page
/// that shows the Home Screen and the Lock Screen side by side.
@MainActor
@Suite struct ScreensTests {
    @Test func aDeviceIsNamedByModelOrByScreenSize() {
        #expect(DeviceMetrics.named("iPhone 15 Pro")?.name == "iPhone 15 Pro")
        #expect(DeviceMetrics.named("iphone-16")?.name == "iPhone 15 Pro", "another model of the same screen")
        #expect(DeviceMetrics.named("393x852")?.name == "iPhone 15 Pro")
        #expect(DeviceMetrics.named("852×393")?.name == "iPhone 15 Pro", "either way round")
        #expect(DeviceMetrics.named("iPad Pro (12.9-inch)")?.size(of: .systemExtraLarge) == DeviceMetrics.Size(width: 748, height: 356))
        #expect(DeviceMetrics.named("400x800") == nil)
        #expect(DeviceMetrics.named("Pixel 9") == nil)
        #expect(DeviceMetrics.unknown("Pixel 9").hasPrefix("Unknown device \"Pixel 9\"; give a model such as iPhone 15 Pro Max"))
    }

    @Test func theLockScreenHoldsOneInlineWidgetAndARowOfFourPlaces() {
        typealias Placed = (id: Int64, family: WidgetFamily)
        let row: [Placed] = [(1, .accessoryCircular), (2, .accessoryRectangular)]
        #expect(Places.lockScreenRefusal(adding: .accessoryCircular, beside: row) == nil, "1 + 2 + 1 places")
        #expect(Places.lockScreenRefusal(adding: .accessoryInline, beside: row) == nil, "the inline one is not in the row")
        let full = Places.lockScreenRefusal(adding: .accessoryRectangular, beside: row)
        #expect(full?.hasPrefix("The row under the Lock Screen's clock has 1 of its 4 places free (#1 takes 1, #2 takes 2)") == true)
        let inline = Places.lockScreenRefusal(adding: .accessoryInline, beside: row + [(3, .accessoryInline)])
        #expect(
            inline
                == "The Lock Screen holds one inline widget, above the clock, and #3 is there; remove it first with 'sample-app home remove 3'."
        )
        #expect(Places.lockScreenRefusal(adding: .accessoryCircular, beside: Array(repeating: (9, .accessoryCircular), count: 4)) != nil)
    }

    @Test func widgetsThatDoNotFitOneLockScreenGoOnTheNext() {
        let families: [WidgetFamily] = [
            .accessoryRectangular, .accessoryInline, .accessoryRectangular, .accessoryRectangular, .accessoryInline, .accessoryCircular,
        ]
        let screens = Places.lockScreens(holding: Array(families.enumerated()), family: \.element)
        #expect(screens.map { $0.map(\.offset) } == [[0, 1, 2], [3, 4, 5]])
    }

    @Test func thePageShowsTheLockScreenBesideTheHomeScreen() {
        let view = Text("Spouty 83%").archived()
        let page = HTMLHomeScreen(renderer: SVGRenderer(now: Date(timeIntervalSince1970: 1_795_000_000))).render(
            Places.screens([
                .init(id: 1, title: "Home", family: .systemSmall, view: view),
                .init(id: 2, title: "Lock", family: .accessoryRectangular, view: view),
            ]))
        let home = page.firstRange(of: "data-screen=\"home\"")
        let lock = page.firstRange(of: "<section class=\"lock-screen\"")
        #expect(home != nil && lock != nil)
        guard let home, let lock else { return }
        #expect(home.lowerBound < lock.lowerBound)
        #expect(page[home.upperBound..<lock.lowerBound].firstRange(of: "id=\"widget-1\"") != nil)
        #expect(
            page[home.upperBound..<lock.lowerBound].firstRange(of: "id=\"slot-1\" data-page=\"1\" data-cell=\"1\"") != nil,
            "a widget with no place yet takes the first")
        #expect(
            page[home.upperBound..<lock.lowerBound].firstRange(of: "id=\"widget-2\"") == nil,
            "an accessory widget is not on the Home Screen")
        #expect(page[lock.upperBound...].firstRange(of: "data-placed-widget=\"2\"") != nil)
        #expect(page[lock.upperBound...].firstRange(of: "data-rendering-mode=\"vibrant\"") != nil)
    }

    /// The paired watch's Smart Stack: an activity's small family where it declares one, else its compact
    /// views under its title, each at Apple's size for the watch's case; an ended one is not forwarded.
    @Test func thePairedWatchShowsTheSmallFamilyOrTheCompactViewsAtItsCasesSize() throws {
        let island = IslandViews(expanded: [], compactLeading: .text("S"), compactTrailing: .text("12m"), minimal: .text("S"))
        let small = ShownActivity(
            id: "A1", title: "Match", views: ActivityViewsReply(lockScreen: .text("Rovers 2–1 United"), island: island, small: .text("2–1")))
        let compact = ShownActivity(
            id: "B2", title: "Pizza", views: ActivityViewsReply(lockScreen: .text("Pizza in 12 minutes"), island: island))
        var ended = compact
        ended.id = "C3"
        ended.isGoing = false
        let watch = try #require(WatchStackRenderer.Watch.named(41))
        #expect(watch.activity == DeviceMetrics.Size(width: 165, height: 72.5))
        #expect(WatchStackRenderer.Watch.named(42) == nil)
        let renderer = WatchStackRenderer(drawing: DrawingContext(device: .standard), watch: watch, now: Date(timeIntervalSince1970: 1_795_000_000))
        let svg = renderer.svg([small, compact, ended])
        #expect(svg.contains("data-activity-id=\"A1\" data-activity-family=\"small\""))
        #expect(svg.contains("data-activity-id=\"B2\" data-activity-family=\"compact\""))
        #expect(!svg.contains("data-activity-id=\"C3\""), "an ended activity stays on the phone")
        #expect(svg.contains(">2–1<") && !svg.contains("Rovers"), "the small family's view, not the Lock Screen's")
        #expect(svg.contains(">Pizza</text>") && svg.contains(">12m<") && !svg.contains("Pizza in 12 minutes"))
        #expect(svg.contains("width=\"165\" height=\"72.5\""), "at Apple's size for a 41 mm watch")
        let text = renderer.text([small, compact, ended], usesColor: false)
        #expect(text.hasPrefix("Apple Watch (41 mm) Smart Stack"))
        #expect(text.contains("Match A1 (small)") && text.contains("Pizza B2 (compact"))
        #expect(renderer.text([ended], usesColor: false).contains("No Live Activity goes on"))
    }

    @Test func carPlayShowsTheSmallFamilyOfAnActivityThatDeclaresItAndTheCompactPresentationOtherwise() {
        func activity(_ id: String, lockScreen: String, small: String?) -> ShownActivity {
            let island = IslandViews(expanded: [], compactLeading: .text("S"), compactTrailing: .text("1"), minimal: .text("S"))
            return ShownActivity(
                id: id, title: "Match",
                views: ActivityViewsReply(lockScreen: .text(lockScreen), island: island, small: small.map { .text($0) }))
        }
        let widget = ScreenWidget(id: 1, title: "Fuel", family: .systemSmall, view: Text("Fuel 64%").archived())
        let carPlay = CarPlayRenderer(drawing: DrawingContext(device: .standard), now: Date(timeIntervalSince1970: 1_795_000_000))
        let activities = [
            activity("A1", lockScreen: "Rovers 2–1 United", small: "2–1"), activity("B2", lockScreen: "Pizza in 10 minutes", small: nil),
        ]
        let svg = carPlay.svg([widget], activities: activities)
        #expect(svg.contains("data-activity-id=\"A1\" data-activity-family=\"small\""))
        #expect(svg.contains("data-activity-id=\"B2\" data-activity-family=\"compact\""))
        #expect(svg.contains(">2–1<") && !svg.contains("Rovers 2–1 United"), "the small family's view stands in for the Lock Screen's")
        #expect(!svg.contains("Pizza in 10 minutes") && svg.contains("class=\"island-compactTrailing\""), "the compact views, not the Lock Screen's")
        // Over the map, beside the column, within the screen.
        let cards = carPlay.activityCards(activities, mapX: carPlay.mapX(hasWidgets: true))
        #expect(cards.count == 2)
        #expect(cards.allSatisfy { $0.frame.x >= carPlay.mapX(hasWidgets: true) && $0.frame.x + $0.frame.width <= 800 })
        // An ended activity is not forwarded; those that do not fit are left out.
        var ended = activities[0]
        ended.isGoing = false
        #expect(carPlay.activityCards([ended], mapX: 16).isEmpty)
        let many = (0..<20).map { activity("M\($0)", lockScreen: "Long Lock Screen view \($0)", small: nil) }
        #expect(carPlay.activityCards(many, mapX: 16).count < 20)
        let text = carPlay.text([widget], activities: activities, usesColor: false)
        #expect(text.contains("Match A1 (small)") && text.contains("Match B2 (compact"), "\(text)")
    }
}
