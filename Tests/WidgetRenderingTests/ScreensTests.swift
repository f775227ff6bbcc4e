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
        let home = page.firstRange(of: "<section class=\"screen home-screen\"")
        let lock = page.firstRange(of: "<section class=\"lock-screen\"")
        #expect(home != nil && lock != nil)
        guard let home, let lock else { return }
        #expect(home.lowerBound < lock.lowerBound)
        #expect(page[home.upperBound..<lock.lowerBound].firstRange(of: "id=\"widget-1\"") != nil)
        #expect(
            page[home.upperBound..<lock.lowerBound].firstRange(of: "id=\"widget-2\"") == nil,
            "an accessory widget is not on the Home Screen")
        #expect(page[lock.upperBound...].firstRange(of: "data-placed-widget=\"2\"") != nil)
        #expect(page[lock.upperBound...].firstRange(of: "data-rendering-mode=\"vibrant\"") != nil)
    }
}
