import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout
import WireValues

/// A Live Activity as the phone forwards it to another screen, the paired watch's Smart Stack or
/// CarPlay's dashboard. Apple's ("Creating custom views for Live Activities"): there it is drawn with
/// `\.activityFamily` `.small` where its configuration declares `supplementalActivityFamilies([.small])`,
/// and otherwise in its compact presentation, its compact leading and trailing views. Ours: the compact
/// views drawn side by side on a card under the activity's title (the system keeps no app's name), each
/// half the card.
struct ForwardedActivity {
    var activity: ShownActivity
    /// The card's size on that screen.
    var size: Size

    static let margin = 8.0
    static let titleHeight = 18.0

    /// `small` or `compact`: the `data-activity-family` of its card.
    var family: String { activity.views.small != nil ? "small" : "compact" }

    /// Each half of a compact card, under the title.
    var compactSize: Size {
        Size(width: (size.width - 3 * Self.margin) / 2, height: size.height - Self.titleHeight - Self.margin)
    }

    var compactViews: [(view: ViewNode, x: Double, mode: String)] {
        [
            (activity.views.island.compactLeading, Self.margin, "compactLeading"),
            (activity.views.island.compactTrailing, 2 * Self.margin + compactSize.width, "compactTrailing"),
        ]
    }

    /// The card as SVG, at its size from its top left.
    func svg(drawing: DrawingContext, now: Date, idPrefix: String) -> String {
        if let small = activity.views.small {
            return IslandRenderer(presentationsOn: drawing, now: now).activitySVG(
                small, title: activity.title, size: size, className: "activity-small", idPrefix: idPrefix)
        }
        let renderer = SVGRenderer(drawing: drawing, now: now)
        var svg = "<rect width=\"\(SVGWriter.number(size.width))\" height=\"\(SVGWriter.number(size.height))\" rx=\"16\" fill=\"#1c1c1e\"/>\n"
        svg += "<text x=\"10\" y=\"14\" fill=\"#ebebf5\" font-size=\"12\" font-weight=\"600\" font-family=\"\(SVGWriter.fontFamily)\">"
        svg += "\(SVGWriter.escape(activity.title))</text>\n"
        for (view, x, mode) in compactViews {
            svg += "<g transform=\"translate(\(SVGWriter.number(x)) \(SVGWriter.number(Self.titleHeight)))\">\n"
            svg += renderer.render(
                view, width: compactSize.width, height: compactSize.height, cornerRadius: 0, context: IslandRenderer.context,
                title: activity.title, className: "island-\(mode)", idPrefix: "\(idPrefix)\(mode)")
            svg += "</g>\n"
        }
        return svg
    }

    /// The card in the terminal, under a line that names it.
    func text(_ terminal: TerminalRenderer) -> String {
        let heading = "\(TerminalText.escaped(activity.title)) \(activity.id.prefix(8))"
        if let small = activity.views.small {
            return terminal.render(small, width: size.width, height: size.height, renderingMode: .fullColor, title: "\(heading) (small)")
        }
        return "\(heading) (compact, as an activity without a small view is forwarded)\n"
            + sideBySide(
                compactViews.map { view, _, mode in
                    terminal.render(
                        view, width: compactSize.width, height: compactSize.height, renderingMode: .fullColor,
                        title: mode == "compactLeading" ? "◖" : "◗")
                })
    }
}
