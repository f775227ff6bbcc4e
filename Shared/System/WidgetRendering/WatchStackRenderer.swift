import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout
import WireValues

/// Draws the paired Apple Watch's Smart Stack with the phone's Live Activities (iOS 18, watchOS 11): each
/// one that goes on is forwarded to the watch, which shows it in its Smart Stack, as `ForwardedActivity`
/// draws it (Apple's: the small family where declared, else the compact presentation; "Bring your Live
/// Activity to Apple Watch", WWDC24). The sizes are Apple's (Human Interface Guidelines, Live Activities,
/// Specifications: watchOS). Ours: the watch is one of the sizes Apple lists (45 mm unless said), and the
/// activities are drawn one under the other, the most relevant first, where the watch shows one at a time.
public struct WatchStackRenderer {
    /// A watch's case, by its size in millimetres, and the size a Live Activity is drawn at in its Smart Stack.
    public struct Watch: Sendable, Equatable {
        public var millimetres: Int
        public var activity: DeviceMetrics.Size

        /// Apple's sizes for a Live Activity in the Smart Stack, in points.
        public static let all: [Watch] = [
            Watch(millimetres: 40, activity: DeviceMetrics.Size(width: 152, height: 69.5)),
            Watch(millimetres: 41, activity: DeviceMetrics.Size(width: 165, height: 72.5)),
            Watch(millimetres: 44, activity: DeviceMetrics.Size(width: 173, height: 76.5)),
            Watch(millimetres: 45, activity: DeviceMetrics.Size(width: 184, height: 80.5)),
            Watch(millimetres: 49, activity: DeviceMetrics.Size(width: 191, height: 81.5)),
        ]

        /// The watch drawn unless another is asked for (ours).
        public static let standard = all[3]

        /// The watch of that size; nil for a size Apple lists none for.
        public static func named(_ millimetres: Int) -> Watch? { all.first { $0.millimetres == millimetres } }
    }

    public var drawing: DrawingContext
    public var watch: Watch
    public var now: Date

    public init(drawing: DrawingContext, watch: Watch = .standard, now: Date) {
        self.drawing = drawing
        self.watch = watch
        self.now = now
    }

    /// The activities the watch shows: those that go on (an ended one stays on the phone's Lock Screen only),
    /// each a card of Apple's size.
    func cards(_ activities: [ShownActivity]) -> [ForwardedActivity] {
        activities.filter(\.isGoing).map { ForwardedActivity(activity: $0, size: Size(width: watch.activity.width, height: watch.activity.height)) }
    }

    static let margin = ForwardedActivity.margin

    /// The Smart Stack as one SVG document: the watch's screen, each activity a card of Apple's size.
    public func svg(_ activities: [ShownActivity]) -> String {
        let cards = cards(activities)
        let size = watch.activity
        let width = size.width + 2 * Self.margin
        let height = max(1, Double(cards.count)) * (size.height + Self.margin) + Self.margin
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(SVGWriter.number(width))" height="\(SVGWriter.number(height))" \
            viewBox="0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))" role="img" aria-label="Apple Watch Smart Stack" \
            class="watch-stack" data-watch="\(watch.millimetres)mm" style="\(SVGWriter.textSettings)">
            <title>Apple Watch (\(watch.millimetres) mm) Smart Stack</title>
            <rect width="\(SVGWriter.number(width))" height="\(SVGWriter.number(height))" fill="#000000"/>

            """
        if cards.isEmpty {
            svg += "<text x=\"\(SVGWriter.number(width / 2))\" y=\"\(SVGWriter.number(height / 2))\" fill=\"#8e8e93\" text-anchor=\"middle\" "
            svg += "font-size=\"13\" font-family=\"\(SVGWriter.fontFamily)\">No Live Activity</text>\n"
        }
        for (index, card) in cards.enumerated() {
            let y = Self.margin + Double(index) * (size.height + Self.margin)
            svg += "<g transform=\"translate(\(SVGWriter.number(Self.margin)) \(SVGWriter.number(y)))\" "
            svg += "data-activity-id=\"\(SVGWriter.escape(card.activity.id))\" data-activity-family=\"\(card.family)\">\n"
            svg += card.svg(drawing: drawing, now: now, idPrefix: "watch-a\(card.activity.id.prefix(8))")
            svg += "</g>\n"
        }
        return svg + "</svg>\n"
    }

    /// The Smart Stack in the terminal: each activity's card, the small family's view or the compact ones.
    public func text(_ activities: [ShownActivity], usesColor: Bool) -> String {
        let terminal = TerminalRenderer(drawing: drawing, usesColor: usesColor, now: now)
        let cards = cards(activities)
        let heading = "Apple Watch (\(watch.millimetres) mm) Smart Stack — the phone's Live Activities"
        guard !cards.isEmpty else {
            return [heading, "No Live Activity goes on; the watch shows one when an app starts it on the phone."].joined(separator: "\n")
        }
        return ([heading] + cards.map { $0.text(terminal) }).joined(separator: "\n")
    }
}
