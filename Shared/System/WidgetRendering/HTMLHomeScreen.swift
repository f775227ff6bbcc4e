import ExtensionProtocol
import Foundation
import ViewArchive

/// A home screen of placed widgets as one HTML page: the Home Screen's widgets each an inline SVG at its
/// size in points (one CSS pixel per point), on a wallpaper, in light or dark; beside them the Lock
/// Screen with its accessory widgets, as `home show --location lock` draws it. It loads nothing from
/// the network.
public struct HTMLHomeScreen {
    /// One widget on the page: the widget as its screen draws it, and what the page adds around it.
    public struct Widget {
        public var shown: ScreenWidget
        /// The back of a configurable widget: its Edit Widget form, read-only.
        public var back: Back?
        /// The stack it is shown on top of.
        public var stack: Stack?

        public init(id: Int64, title: String, family: WidgetFamily, view: ViewNode, back: Back? = nil, stack: Stack? = nil) {
            self.shown = ScreenWidget(id: id, title: title, family: family, view: view)
            self.back = back
            self.stack = stack
        }
    }

    /// A Smart Stack as the page shows it: the widget on top, and why, behind a disclosure.
    public struct Stack {
        public var id: Int64
        /// How many widgets it holds.
        public var count: Int
        /// The ranking in words, a line each.
        public var reasons: [String]

        public init(id: Int64, count: Int, reasons: [String]) {
            self.id = id
            self.count = count
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

    public var renderer: SVGRenderer

    public init(renderer: SVGRenderer) {
        self.renderer = renderer
    }

    /// The page; `activities` (Live Activities) are drawn on the Lock Screen, under its widgets.
    public func render(_ widgets: [Widget], activities: [ShownActivity] = []) -> String {
        let scheme = renderer.scheme.rawValue
        let screenWidth = renderer.size(of: .systemMedium).width + 2 * 22
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Home screen — \(SVGWriter.escape(renderer.device.name)), \(scheme)</title>
            <style>
            body { margin: 0; min-height: 100vh; font-family: Inter, 'Noto Color Emoji', sans-serif; }
            svg { \(SVGWriter.textSettings); }
            body.light { background: linear-gradient(160deg, #8ec5fc 0%, #e0c3fc 100%); color: #000; }
            body.dark { background: linear-gradient(160deg, #0f2027 0%, #203a43 50%, #2c5364 100%); color: #fff; }
            main { display: flex; flex-wrap: wrap; justify-content: center; align-items: flex-start; gap: 32px; padding: 48px 16px; }
            main h1 { width: 100%; margin: 0; font-size: 15px; font-weight: 600; text-align: center; }
            .screen { width: \(SVGWriter.number(screenWidth))px; display: flex; flex-wrap: wrap;
                      gap: 22px; justify-content: flex-start; padding-left: 22px; box-sizing: border-box; }
            section.lock-screen { display: flex; flex-direction: column; gap: 8px; }
            section.lock-screen > svg { display: block; border-radius: 40px; box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25); }
            figure.widget { margin: 0; display: flex; flex-direction: column; align-items: center; }
            figure.widget svg { display: block; filter: drop-shadow(0 2px 6px rgba(0, 0, 0, 0.18)); }
            figcaption { margin-top: 6px; font-size: 12px; text-align: center; }
            p.empty { width: 100%; text-align: center; }
            p.controls { margin: 4px 0 0; display: flex; gap: 6px; }
            details.back { margin-top: 4px; font-size: 12px; width: 100%; }
            details.back summary { cursor: pointer; text-align: center; }
            .form { margin-top: 6px; border-radius: 14px; padding: 10px 12px; background: var(--background); color: inherit; }
            .form h2 { margin: 0; font-size: 14px; color: var(--accent); }
            .form p { margin: 2px 0 8px; opacity: 0.7; }
            .form dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; }
            .form dd { margin: 0; text-align: right; color: var(--accent); }
            </style>
            </head>
            <body class="\(scheme)">
            <main data-device="\(SVGWriter.escape(renderer.device.name))">
            <h1>\(SVGWriter.escape(renderer.device.name))</h1>
            <section class="screen home-screen" aria-label="Home Screen">

            """
        let homeScreen = widgets.filter { WidgetLocation.homeScreen.holds($0.shown.family) }
        let lockScreen = widgets.filter { WidgetLocation.lockScreen.holds($0.shown.family) }
        if homeScreen.isEmpty {
            page += "<p class=\"empty\">No widgets on the home screen; add one with <code>sample-app home add KIND</code>.</p>\n"
        }
        for widget in homeScreen {
            let (width, height) = renderer.size(of: widget.shown.family)
            page +=
                "<figure class=\"widget\" id=\"widget-\(widget.shown.id)\" data-family=\"\(widget.shown.family.name)\" "
                + (widget.stack.map { "data-stack=\"\($0.id)\" " } ?? "")
                + "data-width=\"\(SVGWriter.number(width))\" data-height=\"\(SVGWriter.number(height))\">\n"
            page += renderer.render(
                widget.shown.view, family: widget.shown.family, title: widget.shown.title, idPrefix: "w\(widget.shown.id)")
            page += "<figcaption>\(SVGWriter.escape(widget.shown.title))</figcaption>\n"
            page += controls(of: widget)
            if let stack = widget.stack { page += render(stack) }
            if let back = widget.back { page += render(back) }
            page += "</figure>\n"
        }
        page += "</section>\n"
        let screens = LockScreenSlots.screens(holding: lockScreen, family: \.shown.family)
        for (index, screen) in (screens.isEmpty && !activities.isEmpty ? [[]] : screens).enumerated() {
            page += render(lockScreen: screen, activities: index == 0 ? activities : [])
        }
        page += "</main>\n</body>\n</html>\n"
        return page
    }

    /// A Lock Screen as `home show --location lock` draws it, and under it each widget's form.
    func render(lockScreen widgets: [Widget], activities: [ShownActivity]) -> String {
        let lock = LockScreenRenderer(drawing: renderer.drawing, now: renderer.now)
        var html = "<section class=\"lock-screen\" aria-label=\"Lock Screen\">\n"
        // The Dynamic Island above, as 'home island' draws it, while an activity goes on.
        if activities.contains(where: \.isGoing), let island = IslandRenderer(drawing: renderer.drawing, now: renderer.now) {
            html += island.svg(activities, expanded: false)
        }
        html += lock.svg(widgets.map(\.shown), activities: activities)
        for widget in widgets {
            html += "<div class=\"widget\" id=\"widget-\(widget.shown.id)\" data-family=\"\(widget.shown.family.name)\">"
            html += "<figcaption>#\(widget.shown.id) \(SVGWriter.escape(widget.shown.title))</figcaption>\n"
            html += controls(of: widget)
            if let back = widget.back { html += render(back) }
            html += "</div>\n"
        }
        return html + "</section>\n"
    }

    /// The widget's buttons and toggles under it, each carrying its intent and the command that presses it:
    /// a page cannot run an intent, so it shows what the system runs.
    func controls(of widget: Widget) -> String {
        let controls = widget.shown.view.controls
        guard !controls.isEmpty else { return "" }
        var html = "<p class=\"controls\">"
        for (index, item) in controls.enumerated() {
            let command = "sample-app home press \(widget.shown.id) \(index + 1)"
            html +=
                "<button type=\"button\" data-control=\"\(index + 1)\" data-kind=\"\(item.control.kind.rawValue)\" "
                + "data-intent=\"\(SVGWriter.escape(item.control.intent))\" data-command=\"\(command)\" title=\"\(command)\">"
                + "\(SVGWriter.escape(item.title))</button>"
        }
        return html + "</p>\n"
    }

    /// A stack's caption: which stack, and the ranking behind a disclosure.
    func render(_ stack: Stack) -> String {
        var html = "<details class=\"back stack\"><summary>Stack \(stack.id), on top of \(stack.count - 1) more: why</summary>\n"
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
