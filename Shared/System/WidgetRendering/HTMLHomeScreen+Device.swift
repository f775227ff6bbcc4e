import ExtensionProtocol
import Foundation
import ViewLayout

/// The Home Screen as the device shows it: the screen at its points inside the device's frame, the status
/// bar with the device's time and the Dynamic Island where the device has one, the wallpaper, the pages
/// of the icon grid (`HomeGrid`) with the widgets over their cells and each app's icon in a free cell, the
/// page dots and the dock.
///
/// The pages lie side by side on a strip as wide as all of them; the page shown is the strip moved by
/// whole screens (the page's script sets `--page`), so that a widget's place is its page and cell alone.
/// The strip ends with one empty page, shown while editing (`jiggle`), to drop a widget on a new page.
extension HTMLHomeScreen {
    /// What the grid shows besides the widgets: the apps' icons, and the pages in use.
    public struct Grid: Equatable, Sendable {
        /// The installed apps, by name, in the order installed: their icons fill the free cells.
        public var apps: [String]
        /// The pages holding widgets; one at least.
        public var pages: Int

        public init(apps: [String], pages: Int) {
            self.apps = apps
            self.pages = max(pages, 1)
        }
    }

    /// The screen's corner radius, in points: ours, as the frames of Apple's product pictures round them
    /// (Apple publishes none); square on the iPhones with a Home button.
    var screenRadius: Double {
        switch renderer.device.idiom {
        case .pad: 18
        case .phone: renderer.device.screen.height >= 780 ? 55 : 0
        }
    }

    /// The Home Screen's grid as the device is held: an iPad's turns with it.
    var homeGrid: HomeGrid { HomeGrid(device: renderer.device, landscape: renderer.drawing.landscape) }

    /// The grid of the Home Screen: every page's cells (each a drop target, `data-page` and `data-cell`),
    /// the icons in the cells no widget covers, the page dots and the dock; with the status bar above.
    public func render(grid: Grid, widgets: [Widget]) -> String {
        let homeGrid = self.homeGrid
        let screen = homeGrid.screen
        // The pages in use, and an empty one after them while there may be another.
        let pages = grid.pages < HomeGrid.pagesAtMost ? grid.pages + 1 : grid.pages
        var covered: [Int: Set<Int>] = [:]
        for widget in widgets {
            guard let place = widget.gridPlace, let cells = homeGrid.cells(of: widget.shown.family, at: place.cell) else { continue }
            covered[place.page, default: []].formUnion(cells)
        }
        var html = "<div class=\"home-grid\" id=\"home-grid\" data-pages=\"\(grid.pages)\" data-columns=\"\(homeGrid.columns)\" "
        html += "data-rows=\"\(homeGrid.rows)\">\n"
        html += statusBar()
        // Shown while editing, as iOS shows them: "+" opens the gallery, Done ends editing.
        html += "<p class=\"jiggle-bar\"><button type=\"button\" class=\"jiggle-add\" aria-label=\"Add a widget\">+</button>"
        html += "<button type=\"button\" class=\"jiggle-done\">Done</button></p>\n"
        html += "<div class=\"home-strip\" style=\"width: \(SVGWriter.number(screen.width * Double(pages)))px\">\n"
        // Every app's icon, with its name, in the free cells page by page. The dock is left empty: the
        // suite has none of Apple's apps to put there, and an app moved into it would lose its name.
        // The Today View (page 0) lies left of the first page, its search field over its widgets' cells.
        var apps = grid.apps[...]
        for page in GridPlace.todayView...pages {
            let offset = screen.width * Double(page - 1)
            let today = page == GridPlace.todayView
            html += "<div class=\"home-page\(today ? " today-view" : "")\" data-home-page=\"\(page)\""
            html += today ? " data-screen=\"today\" aria-label=\"Today View\"" : page > grid.pages ? " data-new-page" : ""
            html += ">\n"
            if today {
                html += "<p class=\"today-search\" style=\"left: \(SVGWriter.number(offset + homeGrid.left))px; "
                html += "top: \(SVGWriter.number(homeGrid.top))px; width: \(SVGWriter.number(screen.width - 2 * homeGrid.left))px\">Search</p>\n"
            }
            for cell in 1...homeGrid.cellCount {
                let frame = homeGrid.onPage(page).frame(of: cell)
                let free = !(covered[page]?.contains(cell) ?? false)
                html += "<div class=\"cell\" data-page=\"\(page)\" data-cell=\"\(cell)\"\(free ? "" : " data-covered")"
                html += " style=\"left: \(SVGWriter.number(offset + frame.x))px; top: \(SVGWriter.number(frame.y))px; "
                html += "width: \(SVGWriter.number(frame.width))px; height: \(SVGWriter.number(frame.height))px\">"
                if free, !today, page <= grid.pages, let app = apps.first {
                    apps = apps.dropFirst()
                    html += icon(app)
                }
                html += "</div>\n"
            }
            html += "</div>\n"
        }
        html += "</div>\n<p class=\"page-dots\" aria-label=\"Pages\">"
        for page in 1...pages {
            html += "<button type=\"button\" class=\"page-dot\" data-show-page=\"\(page)\"\(page > grid.pages ? " data-new-page" : "") "
            html += "aria-label=\"Page \(page)\"></button>"
        }
        return html + "</p>\n<div class=\"dock\" aria-label=\"Dock\"></div>\n</div>\n"
    }

    /// An app's icon: a rounded square in a colour of its name's, its first letter, and its name under it.
    func icon(_ app: String) -> String {
        let hue = app.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) % 360 }
        let letter = app.first.map { String($0).uppercased() } ?? "?"
        return "<span class=\"app-icon\" data-app=\"\(SVGWriter.escape(app))\"><span class=\"glyph\" "
            + "style=\"background: linear-gradient(160deg, hsl(\(hue) 70% 58%), hsl(\(hue) 70% 42%))\">\(SVGWriter.escape(letter))</span>"
            + "<span class=\"app-name\">\(SVGWriter.escape(app))</span></span>"
    }

    /// The status bar: the device's time at the left, and the Dynamic Island in the middle where the
    /// device has one.
    func statusBar() -> String {
        let (time, _) = LockScreenRenderer(drawing: renderer.drawing, now: renderer.now).clock
        var html = "<div class=\"status-bar\"><time class=\"status-time\">\(SVGWriter.escape(time))</time>"
        if let island = renderer.device.island {
            html += "<span class=\"island-pill\" style=\"width: \(SVGWriter.number(island.cameraWidth))px; "
            html += "height: \(SVGWriter.number(island.height))px; top: \(SVGWriter.number(island.top))px\"></span>"
        }
        return html + "<span class=\"status-icons\" aria-hidden=\"true\">●●● ▮</span></div>\n"
    }

    /// Where a Home Screen widget is drawn on the strip of pages, in points; nil for one the grid does not hold.
    func stripFrame(of widget: Widget) -> Rect? {
        guard let place = widget.gridPlace else { return nil }
        let grid = homeGrid.onPage(place.page)
        guard grid.cells(of: widget.shown.family, at: place.cell) != nil else { return nil }
        let size = renderer.size(of: widget.shown.family)
        let frame = grid.frame(of: widget.shown.family, at: place.cell, size: DeviceMetrics.Size(width: size.width, height: size.height))
        return Rect(x: frame.x + grid.screen.width * Double(place.page - 1), y: frame.y, width: frame.width, height: frame.height)
    }

    /// The device's style: its frame and screen, the wallpaper, the grid, the icons, the dots and the dock.
    /// `turned`: an iPad on its side, whose Lock Screen is drawn upright, scaled to the screen's height (ours).
    static func deviceStyle(screen: DeviceMetrics.Size, radius: Double, turned: Bool) -> String {
        let (width, height) = (SVGWriter.number(screen.width), SVGWriter.number(screen.height))
        // StandBy is on its side whichever way the device is held.
        let (long, short) = (SVGWriter.number(max(screen.width, screen.height)), SVGWriter.number(min(screen.width, screen.height)))
        let upright = turned ? ".device > section.lock-screen > svg:not(.dynamic-island) { height: 100%; width: auto; margin: 0 auto; }\n" : ""
        return upright + """
            nav.screen-tabs { width: 100%; display: flex; justify-content: center; gap: 6px; flex-wrap: wrap; }
            nav.screen-tabs button { font: inherit; font-size: 13px; padding: 4px 10px; border-radius: 14px; border: 0;
                                     background: rgba(127, 127, 127, 0.25); color: inherit; cursor: pointer; }
            nav.screen-tabs button[aria-selected="true"] { background: #007aff; color: #fff; }
            .device { position: relative; width: \(width)px; height: \(height)px; border: 12px solid #1c1c1e;
                      border-radius: \(SVGWriter.number(radius + 12))px; box-shadow: 0 0 0 2px #3a3a3c, 0 18px 48px rgba(0, 0, 0, 0.35);
                      overflow: hidden; background: #000; flex: none; }
            .device > [data-screen] { position: absolute; inset: 0; overflow: hidden; border-radius: \(SVGWriter.number(radius))px; }
            .device.tabbed > [data-screen]:not(.shown) { display: none; }
            .device[data-shown-screen="standby"] { width: \(long)px; height: \(short)px; }
            .device[data-shown-screen="carplay"] { width: 800px; height: 480px; border-radius: 36px; }
            .device > section.standby, .device > section.carplay, .device > section.island-screen { background: #000; }
            .device > section.carplay { border-radius: 24px; }
            .device > section.control-center { background: #1c1c1e; overflow: auto; }
            body.light .device > section.control-center { background: #e5e5ea; }
            .device > section.control-center > svg { width: 100%; height: auto; }
            .screen-actions { position: absolute; right: 16px; bottom: 16px; z-index: 2; margin: 0; }
            .device > section.control-center .screen-actions { top: 16px; bottom: auto; }
            .screen-actions button { font: inherit; font-size: 13px; border: 0; border-radius: 14px; padding: 4px 12px; cursor: pointer;
                                     background: rgba(120, 120, 128, 0.6); color: #fff; }
            .device:not(.tabbed) .screen-actions { display: none; }
            .island-screen [hidden], section.standby svg g[hidden] { display: none; }
            section.standby > svg, section.control-center [data-control-position] { touch-action: none; }
            section.standby > svg { cursor: ns-resize; }
            .island-screen svg { display: block; cursor: pointer; }
            .island-screen p.empty { color: #8e8e93; font-size: 13px; padding: 0 24px; }
            .island-screen figure.paired-watch { margin: 24px 0 0; color: #8e8e93; }
            .island-screen figure.paired-watch svg { cursor: default; margin: 6px auto 0; }
            .device > section.lock-screen > svg, .device > section.control-center > svg { display: block; flex: none; border-radius: 0;
                                                                                           box-shadow: none; }
            .device > section.lock-screen { display: block; background: #1c1c1c; }
            .device > section.lock-screen > svg.dynamic-island { position: absolute; left: 0; top: 0; z-index: 1; }
            .device > section.lock-screen > .widget, .device details.back { display: none; }
            .device > section.home-screen { width: auto; padding: 0; display: block; }
            .jiggle-bar { position: absolute; left: 0; right: 0; top: 54px; z-index: 3; display: none; justify-content: space-between;
                          margin: 0; padding: 0 20px; }
            body.jiggle .jiggle-bar { display: flex; }
            .jiggle-bar button { font: inherit; font-size: 14px; font-weight: 600; border: 0; border-radius: 14px; padding: 4px 12px;
                                 background: rgba(255, 255, 255, 0.8); color: #000; cursor: pointer; }
            section.home-screen { --page: 0; background: var(--wallpaper); }
            body.light section.home-screen { --wallpaper: linear-gradient(160deg, #8ec5fc 0%, #e0c3fc 100%); }
            body.dark section.home-screen { --wallpaper: linear-gradient(160deg, #0f2027 0%, #203a43 50%, #2c5364 100%); }
            .home-grid, .home-widgets { position: absolute; inset: 0; }
            .home-widgets { pointer-events: none; }
            .home-widgets .slot { pointer-events: auto; }
            .home-strip, .home-widgets-strip { position: absolute; left: 0; top: 0; height: 100%;
                       transform: translateX(calc(var(--page) * -\(width)px)); transition: transform 0.25s ease; }
            .today-search { position: absolute; height: 36px; margin: 0; border-radius: 12px; box-sizing: border-box; padding: 0 14px;
                            display: flex; align-items: center; font-size: 16px; color: rgba(255, 255, 255, 0.75);
                            background: rgba(255, 255, 255, 0.22); backdrop-filter: blur(18px); }
            .today-search::before { content: "⌕"; margin-right: 6px; }
            .cell { position: absolute; display: flex; justify-content: center; align-items: flex-start; }
            body.jiggle .cell:not([data-covered]) { outline: 1px dashed rgba(255, 255, 255, 0.35); border-radius: 12px; }
            .cell.drop-target { background: rgba(255, 255, 255, 0.35); border-radius: 12px; }
            .app-icon { display: flex; flex-direction: column; align-items: center; gap: 4px; width: 100%; }
            .app-icon .glyph { width: 62px; height: 62px; border-radius: 14px; display: flex; align-items: center; justify-content: center;
                               color: #fff; font-size: 28px; font-weight: 600; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2); }
            .app-icon .app-name { font-size: 11px; color: #fff; text-shadow: 0 1px 2px rgba(0, 0, 0, 0.5); white-space: nowrap;
                                  overflow: hidden; text-overflow: ellipsis; max-width: 100%; }
            .status-bar { position: absolute; left: 0; right: 0; top: 0; height: 54px; z-index: 2; display: flex;
                          justify-content: space-between; align-items: center; padding: 0 32px; box-sizing: border-box;
                          font-size: 16px; font-weight: 600; color: #fff; pointer-events: none; }
            .island-pill { position: absolute; left: 50%; transform: translateX(-50%); background: #000; border-radius: 20px; }
            .status-icons { font-size: 11px; letter-spacing: 1px; }
            p.page-dots { position: absolute; left: 0; right: 0; bottom: 112px; margin: 0; display: flex; justify-content: center; gap: 8px; z-index: 1; }
            .page-dot { width: 8px; height: 8px; padding: 0; border: 0; border-radius: 4px; background: rgba(255, 255, 255, 0.45); cursor: pointer; }
            .page-dot[aria-current="true"] { background: #fff; }
            .page-dot[data-new-page] { display: none; }
            section.home-screen[data-shown-page="0"] :is(.dock, p.page-dots) { visibility: hidden; }
            body.jiggle .page-dot[data-new-page] { display: block; }
            .dock { position: absolute; left: 12px; right: 12px; bottom: 16px; height: 88px; border-radius: 32px; display: flex;
                    justify-content: space-around; align-items: center; background: rgba(255, 255, 255, 0.28); backdrop-filter: blur(18px); }
            .home-widgets .slot { position: absolute; }
            .home-widgets .slot[data-off-grid] { display: none; }
            body.jiggle .home-widgets .slot figure.widget { animation: jiggle 0.3s ease-in-out infinite alternate; cursor: grab; }
            @keyframes jiggle { from { transform: rotate(-1deg); } to { transform: rotate(1deg); } }
            @media (prefers-reduced-motion: reduce) {
              body.jiggle .home-widgets .slot figure.widget { animation: none; }
              .home-strip, .home-widgets-strip { transition: none; }
            }
            .slot button.remove-badge { display: none; position: absolute; left: -8px; top: -8px; z-index: 2; width: 24px; height: 24px;
                                        border-radius: 12px; border: 0; background: rgba(120, 120, 128, 0.9); color: #fff; font-size: 18px;
                                        line-height: 22px; padding: 0; cursor: pointer; }
            body.jiggle .slot button.remove-badge { display: block; }
            .slot.dragging { opacity: 0.6; z-index: 3; }
            .home-widgets figcaption { display: none; }
            .widget-menu { position: fixed; z-index: 4; display: flex; flex-direction: column; min-width: 180px; border-radius: 14px;
                           overflow: hidden; background: rgba(242, 242, 247, 0.96); box-shadow: 0 8px 24px rgba(0, 0, 0, 0.3); }
            body.dark .widget-menu { background: rgba(44, 44, 46, 0.96); }
            .widget-menu button { font: inherit; font-size: 15px; text-align: left; padding: 10px 14px; border: 0; background: none;
                                  color: inherit; cursor: pointer; border-top: 1px solid rgba(127, 127, 127, 0.25); }
            .widget-menu button:first-child { border-top: 0; }
            .widget-menu button.danger { color: #ff3b30; }

            """
    }
}
