import ExtensionProtocol
import ExtensionTransport
import Foundation
import SuiteHome
import SystemStore
import Testing
import ViewArchive
import WidgetHost
import WidgetRendering

/// The Home Screen's grid: the cells each family covers, the first free place a new widget takes, the
/// places a move keeps, and each refusal in its sentence; on the in-memory store and on SQLite.
@Suite struct HomeLayoutTests {
    static var router: RequestRouter {
        var router = RequestRouter()
        router.register(WidgetDescribeRequest.self) { _ in
            WidgetDescribeReply(widgets: [
                WidgetDescriptor(
                    kind: "test.tile", displayName: "Tile", description: "",
                    supportedFamilies: [.systemSmall, .systemMedium, .systemLarge, .accessoryCircular])
            ])
        }
        router.register(WidgetTimelineRequest.self) { _ in
            WidgetTimelineReply(entries: [ArchivedEntry(date: Date(timeIntervalSince1970: 0), view: .text("tile"))], policy: .never)
        }
        return router
    }

    enum Store: String, CaseIterable { case inMemory, live }

    /// A system on a store of `kind`, and the scratch folder to remove.
    func system(_ kind: Store) throws -> (HomeScreen, HomeStore, URL) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-grid-\(UUID().uuidString)")
        let store: HomeStore = kind == .live ? try .live(SuiteHome(root: scratch)) : .inMemory()
        return (HomeScreen(store: store, apps: [.testing(widgets: Self.router)]), store, scratch)
    }

    func places(_ home: HomeScreen) throws -> [Int64: GridPlace] {
        var places: [Int64: GridPlace] = [:]
        for item in try home.placement.layout() { for id in item.widgetIDs { places[id] = item.place } }
        return places
    }

    @Test func anIPhonesGridHasFourColumnsAndSixRowsAndWidgetsCoverTheirFamilysCells() {
        let grid = HomeGrid(device: .iPhone15ProMax)
        #expect((grid.columns, grid.rows) == (4, 6))
        #expect(grid.cells(of: .systemSmall, at: 1) == [1, 2, 5, 6])
        #expect(grid.cells(of: .systemMedium, at: 9) == [9, 10, 11, 12, 13, 14, 15, 16])
        #expect(grid.cells(of: .systemLarge, at: 9)?.count == 16)
        #expect(grid.cells(of: .systemLarge, at: 17) == nil, "a large widget from the fifth row leaves the page")
        #expect(grid.cells(of: .systemMedium, at: 3) == nil)
        #expect(grid.span(of: .systemExtraLarge) == nil, "an iPhone's grid holds no extra-large widget")
        #expect((1...24).filter(grid.startsBlock) == [1, 3, 9, 11, 17, 19])
        // A widget drawn over its cells is its family's size: two cells and the gap between them.
        let first = grid.frame(of: 1)
        let second = grid.frame(of: 2)
        #expect(second.x + second.width - first.x == 170)
        #expect(grid.frame(of: 5).y + grid.frame(of: 5).height - first.y == 170)
        #expect(grid.frame(of: 9).y - first.y == 170 + (382 - 2 * 170), "a small widget and the gap a large one has between its halves")
        let pad = HomeGrid(device: .iPadPro11)
        #expect(pad.span(of: .systemExtraLarge)! == (8, 4))
    }

    @Test(arguments: [Store.inMemory, .live])
    func newWidgetsTakeTheFirstFreePlaceAndAMoveKeepsEveryOtherWhereItWas(_ kind: Store) throws {
        let (home, _, scratch) = try system(kind)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let small = try home.placement.addWidget(kind: "test.tile", family: .systemSmall)
        let medium = try home.placement.addWidget(kind: "test.tile", family: .systemMedium)
        let second = try home.placement.addWidget(kind: "test.tile", family: .systemSmall)
        let large = try home.placement.addWidget(kind: "test.tile", family: .systemLarge)
        let lock = try home.placement.addWidget(kind: "test.tile", family: .accessoryCircular)
        #expect(
            try places(home) == [
                small.id: GridPlace(page: 1, cell: 1), medium.id: GridPlace(page: 1, cell: 9), second.id: GridPlace(page: 1, cell: 3),
                large.id: GridPlace(page: 2, cell: 1),
            ], "the small ones share the first row, the medium one the next, and the large one starts page 2")
        #expect(try places(home)[lock.id] == nil, "a Lock Screen widget has no page or cell")

        let moved = try home.placement.moveWidget(small.id, to: GridPlace(page: 1, cell: 17))
        #expect(moved.place == GridPlace(page: 1, cell: 17) && moved.cells == [17, 18, 21, 22])
        // The gap it left is the next new widget's; nothing else moved.
        let third = try home.placement.addWidget(kind: "test.tile", family: .systemSmall)
        let now = try places(home)
        #expect(now[third.id] == GridPlace(page: 1, cell: 1))
        #expect(now[second.id] == GridPlace(page: 1, cell: 3) && now[large.id] == GridPlace(page: 2, cell: 1))
        _ = try home.placement.moveWidget(large.id, to: GridPlace(page: 3, cell: 9))
        #expect(try places(home)[large.id] == GridPlace(page: 2, cell: 9), "a move may start a new page after the last; page 2, left empty, went")
    }

    @Test(arguments: [Store.inMemory, .live])
    func aMoveIsRefusedInOneSentenceAndNothingMoves(_ kind: Store) throws {
        let (home, _, scratch) = try system(kind)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let small = try home.placement.addWidget(kind: "test.tile", family: .systemSmall)
        let medium = try home.placement.addWidget(kind: "test.tile", family: .systemMedium)
        let other = try home.placement.addWidget(kind: "test.tile", family: .systemSmall)
        let lock = try home.placement.addWidget(kind: "test.tile", family: .accessoryCircular)
        let before = try places(home)
        func refusal(_ id: Int64, _ page: Int, _ cell: Int) throws -> String {
            try #require(throws: HostError.self) { try home.placement.moveWidget(id, to: GridPlace(page: page, cell: cell)) }.message
        }
        #expect(
            try refusal(small.id, 1, 9)
                == "Page 1, cell 9 is taken by #\(medium.id), a systemMedium widget; move it first, or choose a free place.")
        #expect(
            try refusal(other.id, 1, 1)
                == "Page 1, cell 1 is taken by #\(small.id), a systemSmall widget; stack them with 'sample-app home stack create \(other.id) \(small.id)', or choose a free place."
        )
        #expect(
            try refusal(medium.id, 1, 3)
                == "A systemMedium widget covers 4 × 2 cells, and from cell 3 it would leave the page; give one of cells 1, 9 or 17.")
        #expect(try refusal(small.id, 1, 2).hasPrefix("A widget's top-left corner goes on a block of 2 × 2 cells, as on iOS: cell 2 starts none"))
        #expect(try refusal(small.id, 1, 25) == "A page of iPhone 15 Pro Max has 24 cells (4 columns, 6 rows); give --cell from 1 to 24.")
        #expect(try refusal(small.id, 3, 1).hasPrefix("The Home Screen has 1 page; give --page from 1 to 2"))
        #expect(
            try refusal(small.id, -1, 1)
                == "The Home Screen has 1 page; give --page from 1 to 2 (2 starts a new one), or 0 for the Today View.")
        #expect(try refusal(lock.id, 1, 17).hasPrefix("Widget #\(lock.id) (accessoryCircular) is not on the Home Screen's grid"))
        #expect(try refusal(99, 1, 17) == HostError.unknownWidget(99).message)
        #expect(try places(home) == before, "nothing moved")
    }

    @Test(arguments: [Store.inMemory, .live])
    func theTodayViewIsPageZeroAWidgetMovesThereAndNoNewOneGoesThere(_ kind: Store) throws {
        let (home, _, scratch) = try system(kind)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let small = try home.placement.addWidget(kind: "test.tile", family: .systemSmall)
        let medium = try home.placement.addWidget(kind: "test.tile", family: .systemMedium)
        let moved = try home.placement.moveWidget(medium.id, to: GridPlace(page: GridPlace.todayView, cell: 1))
        #expect(moved.place.description == "Today View, cell 1")
        let other = try home.placement.addWidget(kind: "test.tile", family: .systemSmall)
        #expect(
            try places(home) == [
                small.id: GridPlace(page: 1, cell: 1), medium.id: GridPlace(page: 0, cell: 1), other.id: GridPlace(page: 1, cell: 3),
            ], "a new widget takes the Home Screen's first gap, never the Today View's")
        #expect(HomeLayout.pages(try home.placement.layout()) == 1, "the Today View is not one of the pages")
        let refused = try #require(throws: HostError.self) {
            try home.placement.moveWidget(small.id, to: GridPlace(page: GridPlace.todayView, cell: 3))
        }
        #expect(refused.message == "The Today View's cell 3 is taken by #\(medium.id), a systemMedium widget; move it first, or choose a free place.")
        // Its widgets lie on a page's cells, under the search field.
        let grid = HomeGrid(device: .iPhone15ProMax)
        #expect(grid.onPage(0).frame(of: 1).y == grid.frame(of: 1).y + HomeGrid.searchFieldHeight)
        #expect(grid.onPage(1) == grid)
    }

    @Test(arguments: [Store.inMemory, .live])
    func aWidgetDroppedOnAnotherOfItsSizeMakesAStackThereAndTheStackMovesAsOne(_ kind: Store) throws {
        let (home, _, scratch) = try system(kind)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let first = try home.placement.addWidget(kind: "test.tile", family: .systemSmall)
        let second = try home.placement.addWidget(kind: "test.tile", family: .systemSmall)
        let third = try home.placement.addWidget(kind: "test.tile", family: .systemSmall)
        let medium = try home.placement.addWidget(kind: "test.tile", family: .systemMedium)
        _ = try home.placement.moveWidget(second.id, to: GridPlace(page: 1, cell: 11))

        let stack = try home.placement.dropWidget(first.id, onto: second.id)
        #expect(stack.widgetIDs == [first.id, second.id], "the widget dropped is on top")
        let items = try home.placement.layout()
        let stacked = try #require(items.first { $0.stackID == stack.id })
        #expect(stacked.place == GridPlace(page: 1, cell: 11), "the stack is where the widget dropped on was")
        #expect(!items.contains { $0.widgetIDs == [first.id] })

        let grown = try home.placement.dropWidget(third.id, onto: second.id)
        #expect(grown.id == stack.id && grown.widgetIDs == [third.id, first.id, second.id], "dropped on a stack, a widget joins it on top")

        let refused = try #require(throws: HostError.self) { try home.placement.dropWidget(medium.id, onto: second.id) }
        #expect(refused.message.hasPrefix("A stack holds widgets of one size: #\(medium.id) is systemMedium and #\(second.id) is systemSmall"))

        let fourth = try home.placement.addWidget(kind: "test.tile", family: .systemSmall)
        let taken = try #require(throws: HostError.self) { try home.placement.dropWidget(first.id, onto: fourth.id) }
        #expect(taken.message == "Widget #\(first.id) is already in stack \(stack.id); a widget is in one stack at most.", "both stores refuse it")
        #expect(try home.placement.stacks().map(\.widgetIDs) == [[third.id, first.id, second.id]], "and nothing changed")

        let moved = try home.placement.moveWidget(first.id, to: GridPlace(page: 2, cell: 1))
        #expect(moved.stackID == stack.id && moved.widgetIDs.count == 3, "moving a stacked widget moves its stack")
        #expect(Set(try places(home).filter { $0.value == GridPlace(page: 2, cell: 1) }.keys) == [first.id, second.id, third.id])
    }

    @Test func anotherDevicesGridPlacesTheWidgetsOnItsOwnCells() throws {
        let (home, _, scratch) = try system(.inMemory)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for family in [WidgetFamily.systemSmall, .systemSmall, .systemMedium] {
            _ = try home.placement.addWidget(kind: "test.tile", family: family)
        }
        #expect(try home.placement.layout().map(\.place.cell) == [1, 3, 9], "four columns on the iPhone")
        let pad = try home.placement.layout(on: .iPadPro11)
        #expect(pad.map(\.place.cell) == [1, 3, 5], "eight on the iPad: the medium one beside the small ones")
        #expect(Set(pad.flatMap(\.cells)).count == pad.flatMap(\.cells).count, "no cell covered twice")
    }

    @Test(arguments: [Store.inMemory, .live])
    func aTurnedIPadsPagesAreWiderAndEachWidgetKeepsItsColumnAndRow(_ kind: Store) throws {
        let (upright, store, scratch) = try system(kind)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try store.settings.setDevice(DeviceMetrics.iPadPro11.name)
        let grid = HomeGrid(device: .iPadPro11, landscape: true)
        #expect((grid.columns, grid.rows, grid.uprightColumns) == (12, 8, 8) && grid.screen == DeviceMetrics.Size(width: 1194, height: 834))
        #expect(grid.cell(fromUpright: 9) == 13 && grid.uprightCell(13) == 9 && grid.uprightCell(9) == nil, "row 2, column 1; column 9 is the turned grid's own")
        #expect(HomeGrid(device: .iPhone15Pro, landscape: true) == HomeGrid(device: .iPhone15Pro), "an iPhone's Home Screen stays upright")
        let firstTwoRows = Set((1...8).flatMap { [$0, $0 + 12] })
        #expect(grid.firstFree(for: .systemSmall, taken: [1: firstTwoRows]).place == GridPlace(page: 1, cell: 25),
            "a new widget falls where it would upright (row 3), not into the extra columns")

        let small = try upright.placement.addWidget(kind: "test.tile", family: .systemSmall)
        let medium = try upright.placement.addWidget(kind: "test.tile", family: .systemMedium)
        _ = try HomeScreen(store: store, apps: [.testing(widgets: Self.router)]).placement.moveWidget(small.id, to: GridPlace(page: 1, cell: 19))
        try store.settings.setLandscape(true)
        let turned = HomeScreen(store: store, apps: [.testing(widgets: Self.router)])
        #expect(try places(turned)[small.id] == GridPlace(page: 1, cell: 27), "row 3, column 3 on either grid")

        let refused = try #require(throws: HostError.self) { try turned.placement.moveWidget(small.id, to: GridPlace(page: 1, cell: 11)) }
        #expect(refused.message.hasPrefix("On its side, iPad Pro (11-inch)'s pages have 4 more columns, for icons: a widget there would have no place upright"))
        _ = try turned.placement.moveWidget(medium.id, to: GridPlace(page: 1, cell: 29))
        try store.settings.setLandscape(false)
        let again = HomeScreen(store: store, apps: [.testing(widgets: Self.router)])
        #expect(try places(again)[medium.id] == GridPlace(page: 1, cell: 21) && places(again)[small.id] == GridPlace(page: 1, cell: 19),
            "moved on its side to row 3, column 5: the same column and row upright")
    }

    @Test func aPlaceTheDevicesGridNoLongerHoldsIsGivenTheFirstFreeOne() {
        let small = PlacedWidget(
            id: 1, extensionName: "x", kind: "k", family: .systemSmall, configuration: [:], configuredAt: Date(),
            gridPlace: GridPlace(page: 1, cell: 19))
        let large = PlacedWidget(
            id: 2, extensionName: "x", kind: "k", family: .systemLarge, configuration: [:], configuredAt: Date(),
            gridPlace: GridPlace(page: 1, cell: 1))
        // On the first iPhone SE's five rows, cell 19 is in the fifth row: a small widget there would leave the page.
        let items = HomeLayout.arrange([small, large], stacks: [], grid: HomeGrid(device: .iPhoneSE1))
        #expect(items.map(\.place) == [GridPlace(page: 1, cell: 1), GridPlace(page: 2, cell: 1)])
        #expect(items.map(\.widgetIDs) == [[2], [1]])
    }
}
