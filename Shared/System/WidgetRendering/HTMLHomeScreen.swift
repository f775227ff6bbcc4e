import ExtensionProtocol
import Foundation
import ViewArchive

/// A home screen of placed widgets as HTML: the Home Screen's widgets each an inline SVG at its size in
/// points (one CSS pixel per point), on a wallpaper, in light or dark; beside them the Lock Screen with its
/// accessory widgets and Live Activities, as `home show --location lock` draws it, and Control Center. It
/// loads nothing from the network.
///
/// The page is made of regions, each drawn on its own: `home show --format html` writes them as one page,
/// and the live page (`home serve`) sends a region again when it changes. Every widget's element carries
/// `data-widget-id` (the id `home list` prints) and `data-kind`; each of its buttons and toggles is a
/// `<button>` whose text is its label.
public struct HTMLHomeScreen {
    /// One widget on the page: the widget as its screen draws it, and what the page adds around it.
    public struct Widget {
        public var shown: ScreenWidget
        /// The kind, as the gallery names it; nil where the caller has none (a preview's test).
        public var kind: String?
        /// The back of a configurable widget: its Edit Widget form, read-only.
        public var back: Back?
        /// The stack it is shown in, and where.
        public var stack: Stack?
        /// Where it was placed (nil: where its family lives).
        public var place: WidgetLocationValue
        /// A sentence shown over it when its app's newest build failed (an Xcode project watched), the build before drawing it.
        public var buildFailed: String?
        /// Its page and cell on the Home Screen (a stack's widgets share the stack's); nil: the first free place, in order.
        public var gridPlace: GridPlace?

        public init(
            id: Int64, title: String, family: WidgetFamily, view: ViewNode, kind: String? = nil, back: Back? = nil, stack: Stack? = nil,
            place: WidgetLocationValue? = nil
        ) {
            self.shown = ScreenWidget(id: id, title: title, family: family, view: view)
            self.kind = kind
            self.back = back
            self.stack = stack
            self.place = place ?? (family.isAccessory ? .lockScreen : .homeScreen)
        }
    }

    /// What each screen of the page shows, as the system's rules decide it (`Places.screens` in
    /// WidgetHost): the Home Screen's widgets, and the Lock Screens' (one, or a page of previews on several).
    public struct Screens {
        public var homeScreen: [Widget]
        public var lockScreens: [[Widget]]
        /// The installed apps, whose icons the Home Screen shows.
        public var apps: [String]

        public init(homeScreen: [Widget], lockScreens: [[Widget]] = [], apps: [String] = []) {
            self.homeScreen = homeScreen
            self.lockScreens = lockScreens
            self.apps = apps
        }
    }

    /// A Smart Stack as the page shows it: the widget on top, the others behind it (a swipe away), and
    /// why, behind a disclosure.
    public struct Stack {
        public var id: Int64
        /// How many widgets it holds.
        public var count: Int
        /// Where this widget is in it: 0 on top.
        public var position: Int
        /// The ranking in words, a line each.
        public var reasons: [String]

        public init(id: Int64, count: Int, position: Int = 0, reasons: [String]) {
            self.id = id
            self.count = count
            self.position = position
            self.reasons = reasons
        }
    }

    /// A widget's Edit Widget form as its back shows it: title, description, rows, in the extension's colours.
    public struct Back {
        public var title: String
        public var subtitle: String
        public var rows: [(title: String, value: String)]
        public var colors: WidgetColors?

        public init(title: String, subtitle: String, rows: [(title: String, value: String)], colors: WidgetColors?) {
            self.title = title
            self.subtitle = subtitle
            self.rows = rows
            self.colors = colors
        }
    }

    /// One part of the page, drawn on its own: `id` is its element's id.
    public struct Region: Equatable, Sendable {
        public var id: String
        public var html: String

        public init(id: String, html: String) {
            self.id = id
            self.html = html
        }
    }

    /// The page's regions: the Home Screen's slots, a widget each (in a stack, each of its widgets, those
    /// behind the top one hidden), and beside them the Lock Screen and Control Center.
    public struct Regions: Equatable, Sendable {
        public var homeScreen: [Region]
        public var beside: [Region]

        public init(homeScreen: [Region], beside: [Region]) {
            self.homeScreen = homeScreen
            self.beside = beside
        }

        /// The page's body inside its `<main>`: the heading, the device's Home Screen (its grid and its
        /// widgets), its other screens (the Lock Screen, Control Center), then the rest. `tabbed` (the live
        /// page) puts the screens in one device, one shown at a time under tabs (the page's script switches
        /// them by the class `shown`); otherwise each screen is a device of its own, side by side.
        public func body(heading: String, tabbed: Bool = false) -> String {
            let screens = beside.filter { Self.isScreen($0.id) }
            var html = "<h1>\(SVGWriter.escape(heading))</h1>\n"
            if tabbed {
                html += "<nav class=\"screen-tabs\" role=\"tablist\" aria-label=\"Screens\">"
                for (name, title) in HTMLHomeScreen.screens
                where name == "home" || name == "today" || screens.contains(where: { $0.html.contains("data-screen=\"\(name)\"") }) {
                    html += "<button type=\"button\" role=\"tab\" data-show-screen=\"\(name)\" aria-selected=\"\(name == "home")\">\(title)</button>"
                }
                html += "</nav>\n<div class=\"device tabbed\">\n"
            } else {
                html += "<div class=\"device\">\n"
            }
            html += "<section class=\"screen home-screen shown\" data-screen=\"home\" aria-label=\"Home Screen\">\n"
            html += beside.first { $0.id == Self.gridID }?.html ?? ""
            html += "<div class=\"home-widgets\"><div class=\"home-widgets-strip\">\n"
            html += homeScreen.map(\.html).joined()
            html += "</div></div>\n"
            if homeScreen.isEmpty {
                html += "<p class=\"empty\">No widgets on the home screen; add one with <code>sample-app home add KIND</code>.</p>\n"
            }
            html += "</section>\n"
            html += tabbed ? screens.map(\.html).joined() : screens.map { "</div>\n<div class=\"device\">\n" + $0.html }.joined()
            return html + "</div>\n" + beside.filter { !Self.isScreen($0.id) && $0.id != Self.gridID }.map(\.html).joined()
        }

        /// The region of the Home Screen's grid: its cells, icons, page dots and dock.
        public static let gridID = "home-grid"

        /// Whether a region is one of the device's screens besides the Home Screen, drawn in the device's frame.
        static func isScreen(_ id: String) -> Bool {
            id.hasPrefix("lock-screen-") || ["control-center", "standby", "carplay", "island"].contains(id)
        }
    }

    public var renderer: SVGRenderer

    public init(renderer: SVGRenderer) {
        self.renderer = renderer
    }

    /// The page as one document; `activities` (Live Activities) are drawn on the first Lock Screen, under its widgets.
    public func render(_ screens: Screens, activities: [ShownActivity] = []) -> String {
        document(head: "", main: regions(screens, activities: activities).body(heading: renderer.device.name))
    }

    /// A page of this device and scheme: `head` is added to the head, `main` is the body's content.
    public func document(head: String, main: String, before: String = "") -> String {
        let scheme = renderer.scheme.rawValue
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Home screen — \(SVGWriter.escape(renderer.device.name)), \(scheme)</title>
            <style>
            \(Self.style)
            \(Self.deviceStyle(screen: homeGrid.screen, radius: screenRadius, turned: homeGrid.isTurned))</style>
            \(head)</head>
            <body class="\(scheme)">
            \(before)<main data-device="\(SVGWriter.escape(renderer.device.name))">
            \(main)</main>
            </body>
            </html>

            """
    }

    /// The page's own style around the device (`deviceStyle`): its background in each scheme, the devices
    /// side by side, each widget's drawing and the forms of the sheets.
    static let style =
        """
        body { margin: 0; min-height: 100vh; font-family: Inter, 'Noto Color Emoji', sans-serif; }
        svg { \(SVGWriter.textSettings); }
        body.light { background: #f2f2f7; color: #000; }
        body.dark { background: #0b0b0d; color: #fff; }
        main { display: flex; flex-wrap: wrap; justify-content: center; align-items: flex-start; gap: 32px; padding: 48px 16px; }
        main h1 { width: 100%; margin: 0; font-size: 15px; font-weight: 600; text-align: center; }
        .slot { display: flex; flex-direction: column; align-items: center; }
        .slot[hidden] { display: none; }
        figure.widget { margin: 0; display: flex; flex-direction: column; align-items: center; }
        figure.widget svg { display: block; filter: drop-shadow(0 2px 6px rgba(0, 0, 0, 0.18)); }
        figcaption { margin-top: 6px; font-size: 12px; text-align: center; }
        p.empty { width: 100%; text-align: center; }
        details.back { margin-top: 4px; font-size: 12px; width: 100%; }
        details.back summary { cursor: pointer; text-align: center; }
        .form { margin-top: 6px; border-radius: 14px; padding: 10px 12px; background: var(--background); color: inherit; }
        .form h2 { margin: 0; font-size: 14px; color: var(--accent); }
        .form p { margin: 2px 0 8px; opacity: 0.7; }
        .form dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; }
        .form dd { margin: 0; text-align: right; color: var(--accent); }
        """

    /// The page's regions; with `controls`, Control Center, the Lock Screen's controls and the Action button too.
    public func regions(_ screens: Screens, activities: [ShownActivity] = [], controls: ControlCenterRenderer? = nil) -> Regions {
        let homeScreen = placed(screens.homeScreen)
        let pages = homeScreen.compactMap(\.gridPlace?.page).max() ?? 1
        var beside: [Region] = [Region(id: Regions.gridID, html: render(grid: Grid(apps: screens.apps, pages: pages), widgets: homeScreen))]
        // One Lock Screen at least, as a device has.
        for (index, screen) in (screens.lockScreens.isEmpty ? [[]] : screens.lockScreens).enumerated() {
            beside.append(
                Region(
                    id: "lock-screen-\(index + 1)",
                    html: render(lockScreen: screen, activities: index == 0 ? activities : [], controls: index == 0 ? controls : nil, index: index)))
        }
        if let controls {
            beside.append(
                Region(
                    id: "control-center",
                    html: "<section class=\"control-center\" id=\"control-center\" data-screen=\"control-center\" "
                        + "aria-label=\"Control Center\">\n<p class=\"screen-actions\"><button type=\"button\" class=\"add-control-open\">"
                        + "Add a Control</button></p>\n\(controls.svg())</section>\n"))
        }
        return Regions(homeScreen: homeScreen.map { Region(id: "slot-\($0.shown.id)", html: render(slot: $0)) }, beside: beside)
    }

    /// The Home Screen's widgets each with its place: the one it has, or the first free place on the
    /// device's grid, in order (a preview's, a test's).
    func placed(_ widgets: [Widget]) -> [Widget] {
        let grid = homeGrid
        var taken: [Int: Set<Int>] = [:]
        for widget in widgets {
            guard let place = widget.gridPlace, let cells = grid.cells(of: widget.shown.family, at: place.cell) else { continue }
            taken[place.page, default: []].formUnion(cells)
        }
        return widgets.map { widget in
            guard widget.gridPlace == nil, grid.span(of: widget.shown.family) != nil else { return widget }
            var placed = widget
            let (place, cells) = grid.firstFree(for: widget.shown.family, taken: taken)
            taken[place.page, default: []].formUnion(cells)
            placed.gridPlace = place
            return placed
        }
    }

    /// The attributes that name a widget on the page, for the page's script and for tests.
    func hooks(of widget: Widget) -> String {
        "data-widget-id=\"\(widget.shown.id)\"" + (widget.kind.map { " data-kind=\"\(SVGWriter.escape($0))\"" } ?? "")
            + " data-family=\"\(widget.shown.family.name)\""
    }

    /// A Home Screen widget in its slot: the widget (its drawing, name and buttons), then its stack's and back's disclosures.
    func render(slot widget: Widget) -> String {
        let (width, height) = renderer.size(of: widget.shown.family)
        var html = "<div class=\"slot\" id=\"slot-\(widget.shown.id)\""
        if let frame = stripFrame(of: widget), let place = widget.gridPlace,
            let span = homeGrid.span(of: widget.shown.family)
        {
            html += " data-page=\"\(place.page)\" data-cell=\"\(place.cell)\" data-span=\"\(span.columns)x\(span.rows)\""
            html += " style=\"left: \(SVGWriter.number(frame.x))px; top: \(SVGWriter.number(frame.y))px\""
        } else {
            // A family this device's grid does not hold (an iPad's extra large on an iPhone): not drawn on it.
            html += " data-off-grid"
        }
        if let stack = widget.stack {
            html += " data-stack=\"\(stack.id)\" data-stack-position=\"\(stack.position)\"" + (stack.position > 0 ? " hidden" : "")
        }
        html += ">\n<figure class=\"widget\" id=\"widget-\(widget.shown.id)\" \(hooks(of: widget)) "
        html += "data-width=\"\(SVGWriter.number(width))\" data-height=\"\(SVGWriter.number(height))\">\n"
        html += "<button type=\"button\" class=\"remove-badge\" data-remove-widget=\"\(widget.shown.id)\" "
        html += "aria-label=\"Remove widget #\(widget.shown.id)\">−</button>\n"
        if let failed = widget.buildFailed {
            html += "<p class=\"build-failed\" role=\"alert\" data-build-failed>\(SVGWriter.escape(failed))</p>\n"
        }
        html += renderer.render(widget.shown.view, family: widget.shown.family, title: widget.shown.title, idPrefix: "w\(widget.shown.id)")
        html += "<figcaption>\(SVGWriter.escape(widget.shown.title))</figcaption>\n"
        html += "</figure>\n"
        if let stack = widget.stack { html += render(stack) }
        if let back = widget.back { html += render(back) }
        return html + "</div>\n"
    }

    /// A Lock Screen as `home show --location lock` draws it, and under it each widget's name, buttons and form.
    func render(lockScreen widgets: [Widget], activities: [ShownActivity], controls: ControlCenterRenderer? = nil, index: Int) -> String {
        let lock = LockScreenRenderer(drawing: renderer.drawing, now: renderer.now)
        var html = "<section class=\"lock-screen\" id=\"lock-screen-\(index + 1)\" "
        html += (index == 0 ? "data-screen=\"lock\" " : "") + "aria-label=\"Lock Screen\">\n"
        // The Dynamic Island above, as 'home island' draws it, while an activity goes on.
        if activities.contains(where: \.isGoing), let island = IslandRenderer(drawing: renderer.drawing, now: renderer.now) {
            html += island.svg(activities, expanded: false)
        }
        html += lock.svg(widgets.map(\.shown), activities: activities, controls: controls)
        for widget in widgets {
            html += "<div class=\"widget\" id=\"widget-\(widget.shown.id)\" \(hooks(of: widget))>"
            html += "<figcaption>#\(widget.shown.id) \(SVGWriter.escape(widget.shown.title))</figcaption>\n"
            html += "</div>\n"
            if let back = widget.back { html += render(back) }
        }
        return html + "</section>\n"
    }

    /// A stack's caption: which stack, where this widget is in it, a swipe either way, and the ranking behind a disclosure.
    func render(_ stack: Stack) -> String {
        var html = "<p class=\"stack-nav\" data-stack=\"\(stack.id)\">"
        if stack.count > 1 {
            html +=
                "<button type=\"button\" class=\"swipe\" data-swipe=\"-1\" aria-label=\"Previous widget in stack \(stack.id)\">‹</button>"
        }
        html += " Stack \(stack.id): \(stack.position + 1) of \(stack.count) "
        if stack.count > 1 {
            html += "<button type=\"button\" class=\"swipe\" data-swipe=\"1\" aria-label=\"Next widget in stack \(stack.id)\">›</button>"
        }
        html += "</p>\n<details class=\"back stack\"><summary>Why this order</summary>\n"
        html += "<div class=\"form\" style=\"--accent: #007aff; --background: \(renderer.scheme == .dark ? "#1c1c1e" : "#ffffff")\">\n"
        for line in stack.reasons where !line.isEmpty { html += "<p>\(SVGWriter.escape(line))</p>\n" }
        return html + "</div>\n</details>\n"
    }

    /// The back of a widget: its form, read-only, behind a disclosure, in the extension's colours (the
    /// system's blue and a plain panel when it names none).
    func render(_ back: Back) -> String {
        let accent = back.colors?.accent.map { RGBA($0, scheme: renderer.scheme).hex } ?? "#007aff"
        let background =
            back.colors?.background.map { RGBA($0, scheme: renderer.scheme).hex } ?? (renderer.scheme == .dark ? "#1c1c1e" : "#ffffff")
        var html = "<details class=\"back\"><summary>Edit Widget</summary>\n"
        html += "<div class=\"form\" style=\"--accent: \(accent); --background: \(background)\">\n"
        html += "<h2>\(SVGWriter.escape(back.title))</h2>\n"
        if !back.subtitle.isEmpty { html += "<p>\(SVGWriter.escape(back.subtitle))</p>\n" }
        html += "<dl>\n"
        for row in back.rows { html += "<dt>\(SVGWriter.escape(row.title))</dt><dd>\(SVGWriter.escape(row.value))</dd>\n" }
        return html + "</dl>\n</div>\n</details>\n"
    }
}
