import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout
import WireValues

/// Draws the paired Apple Watch's Smart Stack with the phone's Live Activities (iOS 18, watchOS 11): each
/// one that goes on is forwarded to the watch, which shows it in its Smart Stack. Apple's: an activity
/// whose configuration declares `supplementalActivityFamilies([.small])` is drawn with `\.activityFamily`
/// `.small`; any other with its compact leading and trailing views under the app's title ("Bring your
/// Live Activity to Apple Watch", WWDC24). The sizes are Apple's (Human Interface Guidelines, Live
/// Activities, Specifications: watchOS). Ours: the watch is one of the sizes Apple lists (45 mm unless
/// said), the title is the activity's attributes type (the system keeps no app's display name), and the
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

    static let margin = 8.0
    static let titleHeight = 18.0

    public init(drawing: DrawingContext, watch: Watch = .standard, now: Date) {
        self.drawing = drawing
        self.watch = watch
        self.now = now
    }

    /// The activities the watch shows: those that go on (an ended one stays on the phone's Lock Screen only).
    func forwarded(_ activities: [ShownActivity]) -> [ShownActivity] { activities.filter(\.isGoing) }

    /// The Smart Stack as one SVG document: the watch's screen, each activity a card of Apple's size.
    public func svg(_ activities: [ShownActivity]) -> String {
        let shown = forwarded(activities)
        let size = Size(width: watch.activity.width, height: watch.activity.height)
        let width = size.width + 2 * Self.margin
        let height = max(1, Double(shown.count)) * (size.height + Self.margin) + Self.margin
        let renderer = SVGRenderer(drawing: drawing, now: now)
        let presentations = IslandRenderer(presentationsOn: drawing, now: now)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(SVGWriter.number(width))" height="\(SVGWriter.number(height))" \
            viewBox="0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))" role="img" aria-label="Apple Watch Smart Stack" \
            class="watch-stack" data-watch="\(watch.millimetres)mm" style="\(SVGWriter.textSettings)">
            <title>Apple Watch (\(watch.millimetres) mm) Smart Stack</title>
            <rect width="\(SVGWriter.number(width))" height="\(SVGWriter.number(height))" fill="#000000"/>

            """
        if shown.isEmpty {
            svg += "<text x=\"\(SVGWriter.number(width / 2))\" y=\"\(SVGWriter.number(height / 2))\" fill=\"#8e8e93\" text-anchor=\"middle\" "
            svg += "font-size=\"13\" font-family=\"\(SVGWriter.fontFamily)\">No Live Activity</text>\n"
        }
        for (index, activity) in shown.enumerated() {
            let y = Self.margin + Double(index) * (size.height + Self.margin)
            let family = activity.views.small != nil ? "small" : "compact"
            svg += "<g transform=\"translate(\(SVGWriter.number(Self.margin)) \(SVGWriter.number(y)))\" "
            svg += "data-activity-id=\"\(SVGWriter.escape(activity.id))\" data-activity-family=\"\(family)\">\n"
            if let small = activity.views.small {
                svg += presentations.activitySVG(
                    small, title: activity.title, size: size, className: "activity-small", idPrefix: "watch-a\(activity.id.prefix(8))")
            } else {
                svg += "<rect width=\"\(SVGWriter.number(size.width))\" height=\"\(SVGWriter.number(size.height))\" rx=\"16\" fill=\"#1c1c1e\"/>\n"
                svg += "<text x=\"10\" y=\"14\" fill=\"#ebebf5\" font-size=\"12\" font-weight=\"600\" font-family=\"\(SVGWriter.fontFamily)\">"
                svg += "\(SVGWriter.escape(activity.title))</text>\n"
                for (view, x, mode) in compactFrames(activity) {
                    svg += "<g transform=\"translate(\(SVGWriter.number(x)) \(SVGWriter.number(Self.titleHeight)))\">\n"
                    svg += renderer.render(
                        view, width: compactSize.width, height: compactSize.height, cornerRadius: 0, context: IslandRenderer.context,
                        title: activity.title, className: "island-\(mode)", idPrefix: "watch-a\(activity.id.prefix(8))\(mode)")
                    svg += "</g>\n"
                }
            }
            svg += "</g>\n"
        }
        return svg + "</svg>\n"
    }

    /// Each half of the default card, under the title: the compact leading view, then the trailing one.
    var compactSize: Size {
        Size(width: (watch.activity.width - 3 * Self.margin) / 2, height: watch.activity.height - Self.titleHeight - Self.margin)
    }

    func compactFrames(_ activity: ShownActivity) -> [(ViewNode, Double, String)] {
        [
            (activity.views.island.compactLeading, Self.margin, "compactLeading"),
            (activity.views.island.compactTrailing, 2 * Self.margin + compactSize.width, "compactTrailing"),
        ]
    }

    /// The Smart Stack in the terminal: each activity's card, the small family's view or the compact ones.
    public func text(_ activities: [ShownActivity], usesColor: Bool) -> String {
        let terminal = TerminalRenderer(drawing: drawing, usesColor: usesColor, now: now)
        var lines = ["Apple Watch (\(watch.millimetres) mm) Smart Stack — the phone's Live Activities"]
        let shown = forwarded(activities)
        guard !shown.isEmpty else {
            lines.append("No Live Activity goes on; the watch shows one when an app starts it on the phone.")
            return lines.joined(separator: "\n")
        }
        for activity in shown {
            let heading = "\(TerminalText.escaped(activity.title)) \(activity.id.prefix(8))"
            if let small = activity.views.small {
                lines.append(
                    terminal.render(
                        small, width: watch.activity.width, height: watch.activity.height, renderingMode: .fullColor,
                        title: "\(heading) (small)"))
            } else {
                lines.append("\(heading) (compact, as the watch shows an activity without a small view)")
                lines.append(
                    sideBySide(
                        compactFrames(activity).map { view, _, mode in
                            terminal.render(
                                view, width: compactSize.width, height: compactSize.height, renderingMode: .fullColor,
                                title: mode == "compactLeading" ? "◖" : "◗")
                        }))
            }
        }
        return lines.joined(separator: "\n")
    }
}
