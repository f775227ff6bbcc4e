import ExtensionProtocol
import ExtensionTransport
import Foundation
import SuiteHome
import SystemStore
import Testing
import ViewArchive
import WidgetHost
import WidgetRendering

/// CarPlay's dashboard (iOS 26) as a place of its own, and `disfavoredLocations(_:for:)` honoured wherever
/// a widget is placed or shown.
@Suite struct CarPlayPlaceTests {
    /// Two small kinds: one for anywhere, one its configuration keeps out of CarPlay and StandBy.
    static var router: RequestRouter {
        var router = RequestRouter()
        router.register(WidgetDescribeRequest.self) { _ in
            var homebound = WidgetDescriptor(kind: "test.homebound", displayName: "Homebound", description: "", supportedFamilies: [.systemSmall])
            homebound.disfavoredLocations = [
                DisfavoredLocation(location: "carplay", families: [.systemSmall]), DisfavoredLocation(location: "standby", families: [.systemSmall]),
            ]
            return WidgetDescribeReply(widgets: [
                WidgetDescriptor(kind: "test.road", displayName: "Road", description: "", supportedFamilies: [.systemSmall, .systemMedium]),
                homebound,
            ])
        }
        router.register(WidgetTimelineRequest.self) { request in
            let context = request.context
            let said = "\(context.location.rawValue) \(context.colorScheme.rawValue) \(Int(context.contentMargins.top))"
            return WidgetTimelineReply(entries: [ArchivedEntry(date: Date(timeIntervalSince1970: 0), view: .text(said))], policy: .never)
        }
        return router
    }

    enum Store: String, CaseIterable { case inMemory, live }

    @Test(arguments: [Store.inMemory, .live])
    func carPlayHoldsTheSmallWidgetsPlacedThereAndNoOthers(_ kind: Store) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-carplay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let store: HomeStore = kind == .live ? try .live(SuiteHome(root: scratch)) : .inMemory()
        let home = HomeScreen(store: store, apps: [.testing(widgets: Self.router)])
        let onHome = try home.placement.addWidget(kind: "test.road", family: .systemSmall)
        let inCar = try home.placement.addWidget(kind: "test.road", family: nil, at: .carPlay)
        #expect(inCar.place == .carPlay && onHome.place == .homeScreen)
        #expect(try store.widgets.widget(inCar.id)?.place == .carPlay, "the place is kept")

        var drawing = home.timelines.drawing
        drawing.carPlay = true
        let states = try home.currentStates(in: drawing)
        #expect(try home.placement.shown(states, at: .carPlay).map(\.widget.id) == [inCar.id])
        #expect(try home.placement.shown(states, at: .homeScreen).map(\.widget.id) == [onHome.id])
        #expect(
            states.first { $0.widget.id == inCar.id }?.entry.view == .text("carplay dark 11"),
            "told it is on CarPlay, dark, with StandBy's margins")
        #expect(!drawing.render(.systemSmall).showsContainerBackground, "its background removed")

        _ = try home.placement.addWidget(kind: "test.road", family: nil, at: .carPlay)
        let full = try #require(throws: HostError.self) { try home.placement.addWidget(kind: "test.road", family: nil, at: .carPlay) }
        #expect(full.message.hasPrefix("CarPlay's dashboard holds 2 widgets and has #2 and #3"), "\(full.message)")
        let medium = try #require(throws: HostError.self) { try home.placement.addWidget(kind: "test.road", family: .systemMedium, at: .carPlay) }
        #expect(medium.message.hasPrefix("CarPlay's dashboard takes small widgets; give --family systemSmall"))
    }

    @Test func aWidgetsConfigurationKeepsItOutOfThePlacesItDisfavors() throws {
        let home = HomeScreen(store: .inMemory(), apps: [.testing(widgets: Self.router)])
        let refused = try #require(throws: HostError.self) { try home.placement.addWidget(kind: "test.homebound", family: nil, at: .carPlay) }
        #expect(
            refused.message
                == "Homebound keeps its systemSmall widget out of CarPlay (disfavoredLocations(_:for:)); place it elsewhere, or in another family."
        )
        let homebound = try home.placement.addWidget(kind: "test.homebound", family: nil)
        let road = try home.placement.addWidget(kind: "test.road", family: .systemSmall)
        var standBy = home.timelines.drawing
        standBy.standBy = .day
        let shown = try home.placement.shown(try home.currentStates(in: standBy), at: .standBy)
        #expect(shown.map(\.widget.id) == [road.id], "StandBy passes over #\(homebound.id), which disfavors it")
    }
}
