import ExtensionProtocol
import Foundation
import ViewLayout

/// Where a widget is on the Home Screen: a page from 1, and the cell of its top-left corner from 1,
/// counted along the rows (cell 1 is the top left, cell 5 the second row's first on a four-column
/// grid), as `home move --page P --cell C` takes them. Page 0 is the Today View, the screen left of the
/// first page, whose widgets lie on a grid of the same cells.
public struct GridPlace: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var page: Int
    public var cell: Int

    public init(page: Int, cell: Int) {
        self.page = page
        self.cell = cell
    }

    public static func < (lhs: GridPlace, rhs: GridPlace) -> Bool { (lhs.page, lhs.cell) < (rhs.page, rhs.cell) }

    /// The page of the Today View: swiped to from the first page, as on iOS.
    public static let todayView = 0

    public var isTodayView: Bool { page == Self.todayView }

    /// `page 1, cell 3` or `Today View, cell 1`, as `home list` writes it.
    public var description: String { isTodayView ? "Today View, cell \(cell)" : "page \(page), cell \(cell)" }
}

/// A device's Home Screen grid: the app icons' columns and rows, the cells a widget of each family
/// covers, and where each cell is in points.
///
/// - A widget covers cells as iOS lays it out: a small one 2 × 2, a medium one 4 × 2, a large one 4 × 4, an
///   iPad's extra-large one 8 × 4, and its corner sits on a 2 × 2 block (iOS moves widgets by blocks of
///   four icons).
/// - The counts are ours: Apple publishes the widget sizes but not the grid. An iPhone's page has 4
///   columns and 6 rows (5 on the first iPhone SE's short screen), as iOS shows them; an iPad's is given 8
///   columns, the width of its extra-large widget, and 8 rows, the height of the portrait extra-large one.
/// - The pitch of a column is half a small widget and half the gap between two (the medium widget's width
///   less two small ones'); of a row, the same from the large widget's height. So a widget drawn over its
///   cells is exactly its family's size, and icons fall where the widgets' halves do.
/// - Turned on its side, an iPad's pages are wider: as many more columns, by pairs, as its width holds, and
///   the same 8 rows (every iPad's height holds them). Each widget keeps its column and row, so places are
///   kept as the upright grid numbers its cells (`uprightCell`, `cell(fromUpright:)`), and the columns only
///   the turned grid has hold icons, not widgets. An iPhone's Home Screen is drawn upright, held either
///   way, as the current iPhones keep it.
public struct HomeGrid: Sendable, Equatable {
    public var columns: Int
    public var rows: Int
    /// The screen as held: turned on its side for an iPad in landscape.
    public var screen: DeviceMetrics.Size
    /// The columns of the upright grid, in whose numbering places are kept; `columns` but on a turned iPad.
    public var uprightColumns: Int
    /// The points from one column's left edge to the next's, and one row's top to the next's.
    public var columnPitch: Double
    public var rowPitch: Double
    /// The gaps between two widgets side by side and one above the other.
    public var columnGap: Double
    public var rowGap: Double
    /// The grid's left edge and top, in points from the screen's top left.
    public var left: Double
    public var top: Double

    /// iOS lets a person add pages up to fifteen.
    public static let pagesAtMost = 15

    /// The grid of `device`, held upright or, with `landscape`, on its side.
    public init(device: DeviceMetrics, landscape: Bool = false) {
        let small = device.size(of: .systemSmall)
        let medium = device.size(of: .systemMedium)
        let large = device.size(of: .systemLarge)
        columnGap = max(medium.width - 2 * small.width, 0)
        rowGap = max(large.height - 2 * small.height, 0)
        columnPitch = (small.width + columnGap) / 2
        rowPitch = (small.height + rowGap) / 2
        let turned = landscape && device.idiom == .pad
        screen = turned ? DeviceMetrics.Size(width: device.screen.height, height: device.screen.width) : device.screen
        switch device.idiom {
        case .phone:
            columns = 4
            rows = device.screen.height < 600 ? 5 : 6
        case .pad:
            columns = 8
            rows = 8
        }
        uprightColumns = columns
        if turned {
            // As many columns as the width holds within a 40-point margin each side, by pairs.
            columns = max(Int((screen.width - 80 + columnGap) / columnPitch) / 2 * 2, columns)
        }
        let width = Double(columns) * columnPitch - columnGap
        left = ((screen.width - width) / 2).rounded()
        // Under the status bar, with room for the Dynamic Island's height or the old status bar's.
        top = device.idiom == .phone && device.screen.height >= 780 ? 72 : 40
    }

    public var cellCount: Int { columns * rows }

    /// Whether this is a turned iPad's grid, wider than the upright one.
    public var isTurned: Bool { columns != uprightColumns }

    /// The cell of this grid at the column and row of the upright grid's `cell`; the same cell upright.
    public func cell(fromUpright cell: Int) -> Int {
        guard isTurned, cell >= 1 else { return cell }
        return self.cell(column: (cell - 1) % uprightColumns, row: (cell - 1) / uprightColumns)
    }

    /// The upright grid's cell at this grid's `cell`; nil for a cell of the columns only a turned grid has.
    public func uprightCell(_ cell: Int) -> Int? {
        guard isTurned else { return cell }
        guard let (column, row) = position(of: cell), column < uprightColumns else { return nil }
        return row * uprightColumns + column + 1
    }

    /// The Today View's search field, over its widgets: their grid starts this many points lower.
    public static let searchFieldHeight = 52.0

    /// The grid of `page`: the Today View's (page 0) holds no icons and no dock, and its widgets start under
    /// its search field; its cells are a page's, so a widget covers the same cells there. Ours: iOS's Today
    /// View scrolls, where the suite draws one screenful.
    public func onPage(_ page: Int) -> HomeGrid {
        guard page == GridPlace.todayView else { return self }
        var grid = self
        grid.top += Self.searchFieldHeight
        return grid
    }

    /// The columns and rows a widget of `family` covers; nil for a family the Home Screen does not hold,
    /// or one wider or taller than the grid.
    public func span(of family: WidgetFamily) -> (columns: Int, rows: Int)? {
        let span: (columns: Int, rows: Int)? =
            switch family {
            case .systemSmall: (2, 2)
            case .systemMedium: (4, 2)
            case .systemLarge: (4, 4)
            case .systemExtraLarge: (8, 4)
            case .systemExtraLargePortrait: columns >= 8 ? (4, 8) : (4, 6)
            default: nil
            }
        guard let span, span.columns <= columns, span.rows <= rows else { return nil }
        return span
    }

    /// The cell's column and row from 0; nil for a cell outside the grid.
    public func position(of cell: Int) -> (column: Int, row: Int)? {
        guard (1...cellCount).contains(cell) else { return nil }
        return ((cell - 1) % columns, (cell - 1) / columns)
    }

    public func cell(column: Int, row: Int) -> Int { row * columns + column + 1 }

    /// Whether a widget's corner may sit on `cell`: the top left of a 2 × 2 block.
    public func startsBlock(_ cell: Int) -> Bool {
        guard let (column, row) = position(of: cell) else { return false }
        return column % 2 == 0 && row % 2 == 0
    }

    /// The cells a widget of `family` covers with its corner on `cell`; nil when it would leave the grid.
    public func cells(of family: WidgetFamily, at cell: Int) -> [Int]? {
        guard let span = span(of: family), let (column, row) = position(of: cell),
            column + span.columns <= columns, row + span.rows <= rows
        else { return nil }
        return (row..<(row + span.rows)).flatMap { row in (column..<(column + span.columns)).map { self.cell(column: $0, row: row) } }
    }

    /// Where a cell is on its page, in points from the screen's top left: a pitch less a gap wide and
    /// high, so that a 2 × 2 block and the gap inside it make a small widget.
    public func frame(of cell: Int) -> Rect {
        let (column, row) = position(of: cell) ?? (0, 0)
        return Rect(
            x: left + Double(column) * columnPitch, y: top + Double(row) * rowPitch, width: columnPitch - columnGap,
            height: rowPitch - rowGap)
    }

    /// Where a widget of `family` with its corner on `cell` is drawn, at its family's size.
    public func frame(of family: WidgetFamily, at cell: Int, size: DeviceMetrics.Size) -> Rect {
        let corner = frame(of: cell)
        return Rect(x: corner.x, y: corner.y, width: size.width, height: size.height)
    }

    /// The first place on any page, past the last if need be, where a widget of `family` fits beside the
    /// cells `taken` on each page: page by page, block by block along the rows. The family must be one
    /// the grid holds (`span(of:)`); for another, no page would ever fit it. On a turned iPad, only the
    /// upright grid's columns: the widgets fall where they would upright.
    public func firstFree(for family: WidgetFamily, taken: [Int: Set<Int>]) -> (place: GridPlace, cells: [Int]) {
        precondition(span(of: family) != nil, "\(family) has no cells on this grid")
        var page = 1
        while true {
            for cell in 1...cellCount where startsBlock(cell) {
                if let cells = cells(of: family, at: cell), taken[page, default: []].isDisjoint(with: cells),
                    cells.allSatisfy({ uprightCell($0) != nil })
                {
                    return (GridPlace(page: page, cell: cell), cells)
                }
            }
            page += 1
        }
    }
}
