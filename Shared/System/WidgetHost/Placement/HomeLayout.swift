import ExtensionProtocol
import Foundation
import WidgetRendering

/// Where each widget and stack is on the Home Screen's pages, and why a move is refused: the rule the
/// page, `home move` and `home list` share. The grid's geometry (its cells, and those each family
/// covers) is `HomeGrid`'s.
///
/// - A widget or stack moved is kept where it was put (`PlacedWidget.gridPlace`). One never moved, or
///   moved where the device's grid no longer holds it (another device chosen), goes to the first free
///   place that holds it, page by page and cell by cell, in the order the widgets were placed: so a new
///   widget takes the first gap, as on iOS.
/// - Page 0 is the Today View: a widget is moved there as to a page, and a new one never goes there.
/// - A page left empty between others goes, and those after it move up one, as on iOS.
/// - A stack is one thing on the grid: its widgets share the place of the first of them (in the stack's
///   order) that has one.
/// - A move is refused in one sentence when the place is off the grid, not on a 2 × 2 block, too small for
///   the widget, or taken; moving a stacked widget moves its stack.
public enum HomeLayout {
    /// One thing on the grid: a widget, or a stack and its widgets.
    public struct Item: Equatable, Sendable {
        /// The widget, or the stack's widgets in the stack's order.
        public var widgetIDs: [Int64]
        public var stackID: Int64?
        public var family: WidgetFamily
        public var place: GridPlace
        /// The cells of its page it covers.
        public var cells: [Int]

        /// `#3`, or `stack 2 (#3, #4)`, for sentences.
        public var name: String {
            stackID.map { "stack \($0) (\(widgetIDs.map { "#\($0)" }.joined(separator: ", ")))" } ?? "#\(widgetIDs[0])"
        }
    }

    /// Every Home Screen widget and stack on `grid`, each where it was moved when that place still holds
    /// it and is free, the others at the first free place, in the order placed. The items' places are in
    /// the grid's numbering (a turned iPad's too), where the widgets keep theirs in the upright grid's.
    public static func arrange(_ widgets: [PlacedWidget], stacks: [WidgetStack], grid: HomeGrid) -> [Item] {
        var pending: [(ids: [Int64], stackID: Int64?, family: WidgetFamily, stored: GridPlace?)] = []
        func shown(_ kept: GridPlace) -> GridPlace { GridPlace(page: kept.page, cell: grid.cell(fromUpright: kept.cell)) }
        var seenStacks: Set<Int64> = []
        let byID = Dictionary(widgets.map { ($0.id, $0) }) { first, _ in first }
        for widget in widgets.sorted(by: { $0.id < $1.id }) where widget.place == .homeScreen && grid.span(of: widget.family) != nil {
            if let stack = stacks.first(where: { $0.widgetIDs.contains(widget.id) }) {
                guard seenStacks.insert(stack.id).inserted else { continue }
                let members = stack.widgetIDs.compactMap { byID[$0] }.filter { $0.place == .homeScreen }
                pending.append((members.map(\.id), stack.id, widget.family, members.lazy.compactMap(\.gridPlace).first.map(shown)))
            } else {
                pending.append(([widget.id], nil, widget.family, widget.gridPlace.map(shown)))
            }
        }
        var taken: [Int: Set<Int>] = [:]
        var placed: [Int: Item] = [:]
        // First those kept where they were moved, then the rest into the gaps.
        for (index, unit) in pending.enumerated() {
            guard let stored = unit.stored, stored.page >= GridPlace.todayView, stored.page <= HomeGrid.pagesAtMost, grid.startsBlock(stored.cell),
                let cells = grid.cells(of: unit.family, at: stored.cell), taken[stored.page, default: []].isDisjoint(with: cells)
            else { continue }
            taken[stored.page, default: []].formUnion(cells)
            placed[index] = Item(widgetIDs: unit.ids, stackID: unit.stackID, family: unit.family, place: stored, cells: cells)
        }
        for (index, unit) in pending.enumerated() where placed[index] == nil {
            let (place, cells) = grid.firstFree(for: unit.family, taken: taken)
            taken[place.page, default: []].formUnion(cells)
            placed[index] = Item(widgetIDs: unit.ids, stackID: unit.stackID, family: unit.family, place: place, cells: cells)
        }
        // A page left empty between others goes, as on iOS: the pages after it move up one.
        let used = Set(placed.values.map(\.place.page)).filter { $0 != GridPlace.todayView }.sorted()
        let renumbered = Dictionary(uniqueKeysWithValues: used.enumerated().map { ($1, $0 + 1) })
        return pending.indices.compactMap { placed[$0] }.map { item in
            var moved = item
            moved.place.page = renumbered[item.place.page] ?? item.place.page
            return moved
        }.sorted { $0.place < $1.place }
    }

    /// The pages the Home Screen has: up to the last that holds something, one at least.
    public static func pages(_ items: [Item]) -> Int { max(items.map(\.place.page).max() ?? 1, 1) }

    /// Why the widget `id` cannot move to `place` on `device`, given what is on the grid (`items`, from
    /// `arrange`); nil when it can. A move may go to a new page after the last.
    public static func refusal(moving id: Int64, to place: GridPlace, items: [Item], widget: PlacedWidget?, grid: HomeGrid, device: DeviceMetrics)
        -> String?
    {
        guard let widget else { return HostError.unknownWidget(id).description }
        guard let item = items.first(where: { $0.widgetIDs.contains(id) }) else {
            if widget.place == .homeScreen {
                return "Widget #\(id) (\(widget.family.name)) has no place on \(device.name)'s grid, which holds no widget of its size; "
                    + "choose another device with 'sample-app home device', or remove it."
            }
            return "Widget #\(id) (\(widget.family.name)) is not on the Home Screen's grid but on \(widget.place); "
                + "only the Home Screen's widgets have a page and a cell."
        }
        let used = pages(items)
        let allowed = min(used + 1, HomeGrid.pagesAtMost)
        guard (GridPlace.todayView...allowed).contains(place.page) else {
            return "The Home Screen has \(used) page\(used == 1 ? "" : "s"); give --page from 1 to \(allowed) "
                + (allowed > used ? "(\(allowed) starts a new one)" : "(iOS keeps \(HomeGrid.pagesAtMost) at most)")
                + ", or 0 for the Today View."
        }
        let blocks = (1...grid.cellCount).filter(grid.startsBlock)
        guard (1...grid.cellCount).contains(place.cell) else {
            return "A page of \(device.name) has \(grid.cellCount) cells (\(grid.columns) columns, \(grid.rows) rows); "
                + "give --cell from 1 to \(grid.cellCount)."
        }
        let span = grid.span(of: item.family)!
        let fitting = blocks.filter { grid.cells(of: item.family, at: $0).map { $0.allSatisfy { grid.uprightCell($0) != nil } } ?? false }
        guard grid.startsBlock(place.cell) else {
            return "A widget's top-left corner goes on a block of 2 × 2 cells, as on iOS: cell \(place.cell) starts none; "
                + "give one of cells \(listed(fitting))."
        }
        guard let cells = grid.cells(of: item.family, at: place.cell) else {
            return "A \(item.family.name) widget covers \(span.columns) × \(span.rows) cells, and from cell \(place.cell) it would leave the page; "
                + "give one of cells \(listed(fitting))."
        }
        guard cells.allSatisfy({ grid.uprightCell($0) != nil }) else {
            return "On its side, \(device.name)'s pages have \(grid.columns - grid.uprightColumns) more columns, for icons: a widget there would "
                + "have no place upright; give one of cells \(listed(fitting)), or turn the device upright."
        }
        let others = items.filter { $0 != item && $0.place.page == place.page }
        if let occupant = others.first(where: { !Set($0.cells).isDisjoint(with: cells) }) {
            let sameSize = occupant.family == item.family && occupant.place == place
            let named = place.isTodayView ? "The Today View's cell \(place.cell)" : "Page \(place.page), cell \(place.cell)"
            return "\(named) is taken by \(occupant.name), a \(occupant.family.name) widget; "
                + (sameSize
                    ? "stack them with 'sample-app home stack create \(id) \(occupant.widgetIDs[0])', or choose a free place."
                    : "move it first, or choose a free place.")
        }
        return nil
    }

    /// `1, 3, 9 or 11`.
    static func listed(_ cells: [Int]) -> String {
        cells.count > 1 ? cells.dropLast().map(String.init).joined(separator: ", ") + " or \(cells.last!)" : cells.map(String.init).joined()
    }
}

extension Placement {
    /// The Home Screen's grid on the device the system draws for, held as it is (`home device --orientation`).
    public var grid: HomeGrid { HomeGrid(device: timelines.drawing.device, landscape: timelines.drawing.landscape) }

    /// Every widget and stack on the Home Screen's grid, where `HomeLayout` puts it: on the device the
    /// system draws for, or on `device` (`home show --device`), whose grid may hold them elsewhere.
    public func layout(on device: DeviceMetrics? = nil) throws -> [HomeLayout.Item] {
        let grid = device.map { HomeGrid(device: $0, landscape: timelines.drawing.landscape) } ?? grid
        return HomeLayout.arrange(try store.widgets.all(), stacks: try store.stacks.all(), grid: grid)
    }

    /// Moves a widget (and the stack it is in) to `place`, refusing a place off the grid, too small or taken
    /// in one sentence. Everything else on the grid is kept where it is shown, in the same transaction, so
    /// that nothing else moves when this one leaves its place.
    @discardableResult
    public func moveWidget(_ id: Int64, to place: GridPlace) throws -> HomeLayout.Item {
        let device = timelines.drawing.device
        let grid = self.grid
        var moved: HomeLayout.Item?
        try store.widgets.arrange { widgets, stacks in
            let items = HomeLayout.arrange(widgets, stacks: stacks, grid: grid)
            if let refusal = HomeLayout.refusal(
                moving: id, to: place, items: items, widget: widgets.first { $0.id == id }, grid: grid, device: device)
            {
                throw HostError(refusal)
            }
            var places: [Int64: GridPlace] = [:]
            for var item in items {
                if item.widgetIDs.contains(id) {
                    item.place = place
                    item.cells = grid.cells(of: item.family, at: place.cell) ?? item.cells
                    moved = item
                }
                // Kept in the upright grid's numbering; one in a turned iPad's extra columns keeps none.
                guard let upright = grid.uprightCell(item.place.cell) else { continue }
                for widgetID in item.widgetIDs { places[widgetID] = GridPlace(page: item.place.page, cell: upright) }
            }
            return places
        }
        // Where it is shown now: a page it left empty has gone, and the pages after it moved up.
        return try layout().first { $0.widgetIDs.contains(id) } ?? moved!
    }

    /// A widget dropped on another of its size: stacked with it, on top, in its place (on a stack, added to
    /// it), as iOS stacks them. Returns the stack.
    @discardableResult
    public func dropWidget(_ id: Int64, onto target: Int64) throws -> WidgetStack {
        guard id != target else { throw HostError("Widget #\(id) cannot be dropped on itself; drop it on another widget of its size.") }
        let widget = try apps.placedWidget(id)
        let onto = try apps.placedWidget(target)
        guard widget.place == .homeScreen, onto.place == .homeScreen else {
            throw HostError("Widgets are stacked on the Home Screen; #\(widget.place == .homeScreen ? target : id) is in \((widget.place == .homeScreen ? onto : widget).place).")
        }
        guard widget.family == onto.family else {
            throw HostError(
                "A stack holds widgets of one size: #\(id) is \(widget.family.name) and #\(target) is \(onto.family.name); drop it on a \(widget.family.name) widget.")
        }
        let stacks = try store.stacks.all()
        if let stack = stacks.first(where: { $0.widgetIDs.contains(id) }), stack.widgetIDs.contains(target) {
            throw HostError("Widgets #\(id) and #\(target) are already in stack \(stack.id).")
        }
        // The stack stays where the widget dropped on was, read in the transaction that stacks them.
        let grid = self.grid
        let place = { (widgets: [PlacedWidget], stacks: [WidgetStack]) -> GridPlace? in
            guard let shown = HomeLayout.arrange(widgets, stacks: stacks, grid: grid).first(where: { $0.widgetIDs.contains(target) })?.place,
                let upright = grid.uprightCell(shown.cell)
            else { return nil }
            return GridPlace(page: shown.page, cell: upright)
        }
        let stack =
            if let existing = stacks.first(where: { $0.widgetIDs.contains(target) }) {
                try store.stacks.add(existing.id, id, place)
            } else {
                try store.stacks.create([id, target], place)
            }
        return stack
    }
}
