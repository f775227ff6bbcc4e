import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout

/// A widget as a screen draws it: what `home show` hands the Lock Screen and StandBy.
public struct ScreenWidget: Sendable {
    public var id: Int64
    public var title: String
    public var family: WidgetFamily
    public var view: ViewNode

    public init(id: Int64, title: String, family: WidgetFamily, view: ViewNode) {
        self.id = id
        self.title = title
        self.family = family
        self.view = view
    }
}

/// Draws a device's Lock Screen: the wallpaper, the date and the inline widget above the clock, and the
/// row of circular and rectangular widgets under it, each vibrant (levels of white) and without background.
public struct LockScreenRenderer {
    public var drawing: DrawingContext
    public var now: Date
    public var timeZone: TimeZone

    public init(drawing: DrawingContext, now: Date, timeZone: TimeZone = .current) {
        self.drawing = drawing
        self.now = now
        self.timeZone = timeZone
    }

    /// The clock's time and the date line, as the Lock Screen writes them.
    public var clock: (time: String, date: String) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "H:mm"
        let time = formatter.string(from: now)
        formatter.dateFormat = "EEE d MMM"
        return (time, formatter.string(from: now))
    }

    /// Where each widget goes, in points from the screen's top left: the inline one centred above the
    /// clock after the date, the row centred under it.
    func frames(of widgets: [ScreenWidget]) -> (inline: (ScreenWidget, Rect)?, row: [(ScreenWidget, Rect)], clockTop: Double) {
        let screen = drawing.device.screen
        let circular = drawing.device.size(of: .accessoryCircular)
        let rectangular = drawing.device.size(of: .accessoryRectangular)
        let gap = max(rectangular.width - 2 * circular.width, 8)
        let dateTop = (screen.height * 0.075).rounded()
        let clockTop = dateTop + 30
        let rowTop = clockTop + Self.clockSize(screen) * 1.1 + 12
        var inline: (ScreenWidget, Rect)?
        if let widget = widgets.first(where: { $0.family == .accessoryInline }) {
            // The date, then the inline slot, centred together on the line above the clock.
            let size = drawing.device.size(of: .accessoryInline)
            let date = TextMetrics.width(of: clock.date, size: Self.dateSize, weight: .semibold) + Self.dateGap
            let left = max(((screen.width - date - size.width) / 2).rounded(), 4)
            inline = (widget, Rect(x: left + date, y: dateTop, width: size.width, height: size.height))
        }
        // The inline widget goes above the clock; the others (which `Places` has fitted into the row) under it.
        let rowWidgets = widgets.filter { $0.family.isAccessory && $0.family != .accessoryInline }
        let sizes = rowWidgets.map { drawing.device.size(of: $0.family) }
        let total = sizes.reduce(0) { $0 + $1.width } + gap * Double(max(sizes.count - 1, 0))
        var x = ((screen.width - total) / 2).rounded()
        var row: [(ScreenWidget, Rect)] = []
        for (widget, size) in zip(rowWidgets, sizes) {
            row.append((widget, Rect(x: x, y: rowTop, width: size.width, height: size.height)))
            x += size.width + gap
        }
        return (inline, row, clockTop)
    }

    static func clockSize(_ screen: DeviceMetrics.Size) -> Double { (screen.width * 0.23).rounded() }
    static let dateSize: Double = 17
    static let dateGap: Double = 6

    /// Where the Live Activities go: under the row of widgets, stacked, as wide as their presentation.
    func activityFrames(_ activities: [ShownActivity], below top: Double) -> [(ShownActivity, Rect)] {
        let presentations = IslandRenderer(presentationsOn: drawing, now: now)
        let width = presentations.metrics.expandedWidth
        var y = top
        return activities.map { activity in
            let height = presentations.lockScreenHeight(activity.views.lockScreen)
            defer { y += height + 8 }
            return (activity, Rect(x: ((drawing.device.screen.width - width) / 2).rounded(), y: y, width: width, height: height))
        }
    }

    /// The Lock Screen as one SVG document: its widgets in greys and white only, the Live Activities
    /// (`activities`, in the order given) under them in their own colours, and with `controls` its two
    /// controls in the bottom corners (iOS 18), where the flashlight and the camera were.
    public func svg(_ widgets: [ScreenWidget], activities: [ShownActivity] = [], controls: ControlCenterRenderer? = nil) -> String {
        let screen = drawing.device.screen
        let (inline, row, clockTop) = frames(of: widgets)
        let (time, date) = clock
        let widgetRenderer = SVGRenderer(drawing: drawing, now: now)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(SVGWriter.number(screen.width))" height="\(SVGWriter.number(screen.height))" \
            viewBox="0 0 \(SVGWriter.number(screen.width)) \(SVGWriter.number(screen.height))" role="img" aria-label="Lock Screen" \
            class="lock-screen" style="\(SVGWriter.textSettings)" data-device="\(SVGWriter.escape(drawing.device.name))">
            <title>Lock Screen</title>
            <defs><linearGradient id="lock-wallpaper" x1="0" y1="0" x2="0" y2="1">\
            <stop offset="0" stop-color="#484848"/><stop offset="1" stop-color="#1c1c1c"/></linearGradient></defs>
            <rect width="\(SVGWriter.number(screen.width))" height="\(SVGWriter.number(screen.height))" fill="url(#lock-wallpaper)"/>

            """
        let white = "font-family=\"\(SVGWriter.fontFamily)\" fill=\"#ffffff\""
        let font = white + " text-anchor=\"middle\""
        let dateLine = SVGWriter.escape(date)
        if let (widget, frame) = inline {
            // The date, then the inline widget, on the line above the clock.
            svg += "<text x=\"\(SVGWriter.number(frame.x - Self.dateGap))\" y=\"\(SVGWriter.number(frame.y + 18))\" \(white) "
            svg += "text-anchor=\"end\" font-size=\"\(SVGWriter.number(Self.dateSize))\" font-weight=\"600\">\(dateLine)</text>\n"
            svg += place(widget, at: frame, renderer: widgetRenderer)
        } else {
            svg += "<text x=\"\(SVGWriter.number(screen.width / 2))\" y=\"\(SVGWriter.number(clockTop - 11))\" \(font) "
            svg += "font-size=\"20\" font-weight=\"600\">\(dateLine)</text>\n"
        }
        let clockSize = Self.clockSize(screen)
        svg += "<text x=\"\(SVGWriter.number(screen.width / 2))\" y=\"\(SVGWriter.number(clockTop + clockSize))\" \(font) "
        svg += "font-size=\"\(SVGWriter.number(clockSize))\" font-weight=\"700\" class=\"clock\">\(time)</text>\n"
        for (widget, frame) in row { svg += place(widget, at: frame, renderer: widgetRenderer) }
        let presentations = IslandRenderer(presentationsOn: drawing, now: now)
        for (activity, frame) in activityFrames(activities, below: activitiesTop(row: row, clockTop: clockTop)) {
            svg += "<g transform=\"translate(\(SVGWriter.number(frame.x)) \(SVGWriter.number(frame.y)))\" "
            svg += "data-activity-id=\"\(SVGWriter.escape(activity.id))\">\n"
            svg += presentations.lockScreenSVG(activity, idPrefix: "a\(activity.id.prefix(8))") + "</g>\n"
        }
        if widgets.isEmpty && activities.isEmpty {
            svg += "<text x=\"\(SVGWriter.number(screen.width / 2))\" y=\"\(SVGWriter.number(screen.height * 0.5))\" \(font) "
            svg += "font-size=\"15\">No widgets on the Lock Screen</text>\n"
        }
        if var controls {
            // Round, 50 points, 46 from the sides and 100 from the foot (ours, near iOS 18's).
            controls.scheme = .dark
            let y = screen.height - 100
            svg += controls.round(controls.lockScreen.leading, x: 46, y: y, size: 50, text: "#ffffff") + "\n"
            svg += controls.round(controls.lockScreen.trailing, x: screen.width - 96, y: y, size: 50, text: "#ffffff") + "\n"
        }
        return svg + "</svg>\n"
    }

    /// The top of the Live Activities: under the row of widgets, or under the clock when there is none.
    func activitiesTop(row: [(ScreenWidget, Rect)], clockTop: Double) -> Double {
        let rowBottom = row.map { $0.1.y + $0.1.height }.max()
        return (rowBottom ?? clockTop + Self.clockSize(drawing.device.screen) * 1.1) + 24
    }

    func place(_ widget: ScreenWidget, at frame: Rect, renderer: SVGRenderer) -> String {
        "<g transform=\"translate(\(SVGWriter.number(frame.x)) \(SVGWriter.number(frame.y)))\" data-placed-widget=\"\(widget.id)\">\n"
            + renderer.render(widget.view, family: widget.family, title: widget.title, idPrefix: "lock\(widget.id)") + "</g>\n"
    }

    /// The Lock Screen in the terminal: the date and the inline widget, the clock, the row's boxes side by
    /// side, then each Live Activity's box.
    public func text(_ widgets: [ScreenWidget], activities: [ShownActivity] = [], usesColor: Bool) -> String {
        let (inline, row, _) = frames(of: widgets)
        let (time, date) = clock
        let renderer = TerminalRenderer(drawing: drawing, usesColor: usesColor, now: now)
        var lines = ["Lock Screen — \(drawing.device.name)"]
        if let (widget, _) = inline {
            // The inline widget's line, out of its box.
            let inner = renderer.render(widget.view, family: widget.family, title: widget.title).split(separator: "\n").dropFirst()
                .dropLast()
                .map { String($0.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
            lines.append(date + "  " + (inner.first { !$0.isEmpty } ?? ""))
        } else {
            lines.append(date)
        }
        lines.append(time)
        if row.isEmpty {
            lines.append(
                widgets.isEmpty ? "No widgets on the Lock Screen; add one with 'sample-app home add KIND --family accessoryCircular'." : "")
        } else {
            lines.append(sideBySide(row.map { renderer.render($0.0.view, family: $0.0.family, title: "#\($0.0.id)") }))
        }
        for (activity, frame) in activityFrames(activities, below: 0) {
            lines.append(
                renderer.render(
                    activity.views.lockScreen, width: frame.width, height: frame.height, renderingMode: .fullColor,
                    title: "\(activity.title) \(activity.id.prefix(8))"))
        }
        return lines.joined(separator: "\n")
    }
}

/// Draws StandBy: the phone on its side, two small widgets side by side, scaled up to fill the screen,
/// their backgrounds removed; at night in red.
public struct StandByRenderer {
    public var drawing: DrawingContext
    public var now: Date

    public init(drawing: DrawingContext, now: Date) {
        self.drawing = drawing
        self.now = now
    }

    /// The landscape screen, and for each of the two widgets its square and how much it is scaled.
    func frames(count: Int) -> (screen: DeviceMetrics.Size, squares: [Rect], scale: Double) {
        let portrait = drawing.device.screen
        let screen = DeviceMetrics.Size(width: portrait.height, height: portrait.width)
        let margin = (screen.height * 0.06).rounded()
        let side = min((screen.width - 3 * margin) / 2, screen.height - 2 * margin)
        let top = ((screen.height - side) / 2).rounded()
        let left = ((screen.width - 2 * side - margin) / 2).rounded()
        let squares = (0..<count).map { Rect(x: left + Double($0) * (side + margin), y: top, width: side, height: side) }
        return (screen, squares, side / drawing.device.size(of: .systemSmall).width)
    }

    /// StandBy as one SVG document, showing `widgets`, one on each side.
    public func svg(_ widgets: [ScreenWidget]) -> String { svg(stacks: widgets.prefix(2).map { [$0] }) }

    /// StandBy as one SVG document with its two stacks, each in its square: every widget of a stack is drawn,
    /// each in a group with `data-stack` (`standby-0` on the left, `standby-1` on the right) and
    /// `data-stack-position`, all but the first `hidden`, for the page to swipe through.
    public func svg(stacks: [[ScreenWidget]]) -> String {
        let (screen, squares, scale) = frames(count: min(stacks.count, 2))
        let renderer = SVGRenderer(drawing: drawing, now: now)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(SVGWriter.number(screen.width))" height="\(SVGWriter.number(screen.height))" \
            viewBox="0 0 \(SVGWriter.number(screen.width)) \(SVGWriter.number(screen.height))" role="img" aria-label="StandBy" \
            class="standby" style="\(SVGWriter.textSettings)" data-night="\(drawing.standBy == .night)" data-device="\(SVGWriter.escape(drawing.device.name))">
            <title>StandBy</title>
            <defs><filter id="standby-night" color-interpolation-filters="sRGB">\
            <feColorMatrix type="matrix" values="0.2126 0.7152 0.0722 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0"/></filter></defs>
            <rect width="\(SVGWriter.number(screen.width))" height="\(SVGWriter.number(screen.height))" fill="#000000"/>
            <g\(drawing.standBy == .night ? " filter=\"url(#standby-night)\"" : "")>

            """
        for (side, (stack, square)) in zip(stacks, squares).enumerated() {
            for (position, widget) in stack.enumerated() {
                svg += "<g data-stack=\"standby-\(side)\" data-stack-position=\"\(position)\"\(position > 0 ? " hidden" : "")>\n"
                svg += renderer.scaled([widget], in: [square], scale: scale, idPrefix: "standby") + "</g>\n"
            }
        }
        if stacks.isEmpty {
            svg += "<text x=\"\(SVGWriter.number(screen.width / 2))\" y=\"\(SVGWriter.number(screen.height / 2))\" fill=\"#ffffff\" "
            svg +=
                "text-anchor=\"middle\" font-size=\"17\" font-family=\"\(SVGWriter.fontFamily)\">No small widgets for StandBy</text>\n"
        }
        return svg + "</g>\n</svg>\n"
    }

    /// StandBy in the terminal: the two widgets' boxes side by side, in red at night.
    public func text(_ widgets: [ScreenWidget], usesColor: Bool) -> String {
        let renderer = TerminalRenderer(drawing: drawing, usesColor: usesColor && drawing.standBy != .night, now: now)
        let heading = "StandBy — \(drawing.device.name)\(drawing.standBy == .night ? ", at night" : "")"
        guard !widgets.isEmpty else {
            return heading + "\nNo small widgets for StandBy; add one with 'sample-app home add KIND --family systemSmall'."
        }
        let boxes = sideBySide(widgets.prefix(2).map { renderer.render($0.view, family: $0.family, title: $0.title) })
        let drawn = heading + "\n" + boxes
        return usesColor && drawing.standBy == .night ? "\u{1B}[31m" + drawn + "\u{1B}[0m" : drawn
    }
}

extension SVGRenderer {
    /// `widgets` drawn each in its square of a screen (StandBy's, CarPlay's), scaled from their own size by `scale`.
    func scaled(_ widgets: [ScreenWidget], in squares: [Rect], scale: Double, idPrefix: String) -> String {
        zip(widgets, squares).map { widget, square in
            "<g transform=\"translate(\(SVGWriter.number(square.x)) \(SVGWriter.number(square.y))) scale(\(SVGWriter.number(scale)))\" "
                + "data-placed-widget=\"\(widget.id)\">\n"
                + render(widget.view, family: widget.family, title: widget.title, idPrefix: "\(idPrefix)\(widget.id)") + "</g>\n"
        }.joined()
    }
}

/// Terminal boxes set side by side, two spaces apart, line by line.
func sideBySide(_ boxes: [String]) -> String {
    let split = boxes.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    let height = split.map(\.count).max() ?? 0
    return (0..<height).map { index in
        split.map { lines in
            let width = lines.first.map(columns) ?? 0
            return index < lines.count ? lines[index] : String(repeating: " ", count: width)
        }.joined(separator: "  ")
    }.joined(separator: "\n")
}

/// The columns a line of the terminal takes: its characters' widths, its colour escapes aside.
func columns(_ line: String) -> Int {
    var count = 0
    var inEscape = false
    for character in line {
        if character == "\u{1B}" {
            inEscape = true
        } else if inEscape {
            if character.isLetter { inEscape = false }
        } else {
            count += DisplayWidth.of(character)
        }
    }
    return count
}
