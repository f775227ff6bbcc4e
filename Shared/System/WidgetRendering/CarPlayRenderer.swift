import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout

/// Draws CarPlay's dashboard (iOS 26): the car's screen, landscape, its widget column on the left with
/// the small widgets placed there, their backgrounds removed, and the map beside them, the phone's Live
/// Activities over the map's top corner, forwarded as `ForwardedActivity` draws them (Apple's: the small
/// family where the activity declares it, else its compact presentation). The screen's size (800 × 480
/// points, a common car display), the column's layout, the cards' sizes and where they go are ours.
public struct CarPlayRenderer {
    public var drawing: DrawingContext
    public var now: Date

    public static let screen = DeviceMetrics.Size(width: 800, height: 480)

    public init(drawing: DrawingContext, now: Date) {
        self.drawing = drawing
        self.now = now
    }

    /// The squares of the column, top to bottom, and how much a small widget is scaled to fill one.
    func frames(count: Int) -> (squares: [Rect], scale: Double) {
        let margin = 16.0
        let side = ((Self.screen.height - 3 * margin) / 2).rounded(.down)
        let squares = (0..<count).map { Rect(x: margin, y: margin + Double($0) * (side + margin), width: side, height: side) }
        return (squares, side / drawing.device.size(of: .systemSmall).width)
    }

    /// Where the map starts: beside the column, or at the screen's edge when the column is empty.
    func mapX(hasWidgets: Bool) -> Double {
        (hasWidgets ? frames(count: 1).squares[0].width + 16 : 0) + 16
    }

    /// Where each Live Activity goes over the map, which starts at `mapX`: its card (a small one at the
    /// device's small-widget size, a compact one as wide and 72 points tall) and the frame it is scaled
    /// into: side by side from the map's top corner, in rows of at most half the screen's height; those past
    /// the map's foot are left out.
    func activityCards(_ activities: [ShownActivity], mapX: Double) -> [(card: ForwardedActivity, frame: Rect)] {
        let margin = 16.0
        let (left, right, bottom) = (mapX + margin, Self.screen.width - 2 * margin, Self.screen.height - 2 * margin)
        let tallest = (Self.screen.height - 5 * margin) / 2
        var (x, y, rowHeight) = (left, 2 * margin, 0.0)
        var cards: [(card: ForwardedActivity, frame: Rect)] = []
        let small = drawing.device.size(of: .systemSmall)
        for activity in activities where activity.isGoing {
            let size = Size(width: small.width, height: activity.views.small != nil ? small.height : 72)
            let scale = min(1, tallest / size.height, (right - left) / size.width)
            let (width, height) = ((size.width * scale).rounded(), (size.height * scale).rounded())
            if x + width > right {
                (x, y, rowHeight) = (left, y + rowHeight + margin, 0)
            }
            guard y + height <= bottom else { break }
            cards.append((ForwardedActivity(activity: activity, size: size), Rect(x: x, y: y, width: width, height: height)))
            x += width + margin
            rowHeight = max(rowHeight, height)
        }
        return cards
    }

    /// The dashboard as one SVG document.
    public func svg(_ widgets: [ScreenWidget], activities: [ShownActivity] = []) -> String {
        let (squares, scale) = frames(count: widgets.count)
        let renderer = SVGRenderer(drawing: drawing, now: now)
        let (width, height) = (SVGWriter.number(Self.screen.width), SVGWriter.number(Self.screen.height))
        let mapX = mapX(hasWidgets: !widgets.isEmpty)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" role="img" \
            aria-label="CarPlay" class="carplay" style="\(SVGWriter.textSettings)">
            <title>CarPlay</title>
            <rect width="\(width)" height="\(height)" fill="#000000"/>
            <rect x="\(SVGWriter.number(mapX))" y="16" width="\(SVGWriter.number(Self.screen.width - mapX - 16))" \
            height="\(SVGWriter.number(Self.screen.height - 32))" rx="20" fill="#1c1c1e"/>
            <text x="\(SVGWriter.number((mapX + Self.screen.width - 16) / 2))" y="\(SVGWriter.number(Self.screen.height / 2))" \
            fill="#8e8e93" text-anchor="middle" font-size="17" font-family="\(SVGWriter.fontFamily)">Maps</text>

            """
        svg += renderer.scaled(widgets, in: squares, scale: scale, idPrefix: "carplay")
        for (card, frame) in activityCards(activities, mapX: mapX) {
            let scale = frame.width / card.size.width
            svg += "<g transform=\"translate(\(SVGWriter.number(frame.x)) \(SVGWriter.number(frame.y))) "
            svg += "scale(\(SVGWriter.number(scale)))\" data-activity-id=\"\(SVGWriter.escape(card.activity.id))\" "
            svg += "data-activity-family=\"\(card.family)\">\n"
            svg += card.svg(drawing: drawing, now: now, idPrefix: "carplay-a\(card.activity.id.prefix(8))")
            svg += "</g>\n"
        }
        if widgets.isEmpty {
            svg += "<text x=\"120\" y=\"\(SVGWriter.number(Self.screen.height / 2))\" fill=\"#ffffff\" text-anchor=\"middle\" "
            svg += "font-size=\"15\" font-family=\"\(SVGWriter.fontFamily)\">No widgets in CarPlay</text>\n"
        }
        return svg + "</svg>\n"
    }

    /// The dashboard in the terminal: the column's widgets, one box above the other, then the Live Activities.
    public func text(_ widgets: [ScreenWidget], activities: [ShownActivity] = [], usesColor: Bool) -> String {
        let renderer = TerminalRenderer(drawing: drawing, usesColor: usesColor, now: now)
        let heading = "CarPlay — \(drawing.device.name)'s widgets on the car's dashboard"
        let cards = activityCards(activities, mapX: mapX(hasWidgets: !widgets.isEmpty)).map { $0.card.text(renderer) }
        guard !widgets.isEmpty else {
            return ([heading, "No widgets in CarPlay; add one with 'sample-app home add KIND --family systemSmall --location carplay'."] + cards)
                .joined(separator: "\n")
        }
        return ([heading] + widgets.map { renderer.render($0.view, family: $0.family, title: $0.title) } + cards).joined(separator: "\n")
    }
}
