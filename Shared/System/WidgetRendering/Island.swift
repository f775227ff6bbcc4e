import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout
import WireValues

/// A Live Activity as the system draws it: its id and title, and the views its widget extension made.
public struct ShownActivity: Sendable {
    public var id: String
    public var title: String
    public var views: ActivityViewsReply
    /// Whether it goes on: an ended activity is on the Lock Screen only, not in the Island.
    public var isGoing: Bool

    public init(id: String, title: String, views: ActivityViewsReply, isGoing: Bool = true) {
        self.id = id
        self.title = title
        self.views = views
        self.isGoing = isGoing
    }
}

/// Draws the Dynamic Island and Live Activities' Lock Screen presentations, at the sizes of
/// `IslandMetrics`. The first activity (the most relevant) takes the Island; a second shows as the
/// minimal presentation beside it (Apple's rule); others only on the Lock Screen.
public struct IslandRenderer {
    public var drawing: DrawingContext
    public var metrics: IslandMetrics
    public var now: Date

    /// nil for a device without a Dynamic Island.
    public init?(drawing: DrawingContext, now: Date) {
        guard drawing.device.island != nil else { return nil }
        self.init(presentationsOn: drawing, now: now)
    }

    /// For the Lock Screen's presentations, which every device has.
    public init(presentationsOn drawing: DrawingContext, now: Date) {
        self.drawing = drawing
        self.metrics = drawing.landscape ? drawing.device.activityMetrics.limitedInWidth : drawing.device.activityMetrics
        self.now = now
    }

    /// What the system tells the Island's views about where they are drawn: always dark, in full colour.
    static let context = RenderContext(
        family: .systemMedium, colorScheme: .dark, width: 0, height: 0, location: .lockScreen, renderingMode: .fullColor)

    /// The sentence for a device without an Island.
    public static func none(_ device: DeviceMetrics) -> String {
        "\(device.name) has no Dynamic Island; its Live Activities show on the Lock Screen ('sample-app home show --location lock'). "
            + "Give --device iPhone 15 Pro Max or iPhone 15 Pro for one."
    }

    // MARK: Geometry

    /// The expanded Island's regions, in points from its top left (ours: the leading and trailing regions a
    /// quarter of the width each, the center between them, the bottom under all three), and its height.
    func expandedFrames(_ island: IslandViews) -> (regions: [(IslandRegion, Rect)], height: Double) {
        let width = metrics.expandedWidth
        let margin = 14.0
        let top = 44.0
        let side = ((width - 2 * margin) / 4).rounded()
        let layout = PointLayout(now: now)
        let bottomViews = island.expanded.filter { $0.position == .bottom }
        let bottomHeight =
            bottomViews.map {
                layout.measure($0.view, Size(width: width - 2 * margin, height: metrics.expandedHeights.upperBound), TextStyle()).height
            }.max() ?? 0
        let height = min(
            max(margin + top + (bottomHeight > 0 ? 6 + bottomHeight : 0) + margin, metrics.expandedHeights.lowerBound),
            metrics.expandedHeights.upperBound)
        let regions = island.expanded.map { region -> (IslandRegion, Rect) in
            let frame: Rect =
                switch region.position {
                case .leading: Rect(x: margin, y: margin, width: side, height: top)
                case .trailing: Rect(x: width - margin - side, y: margin, width: side, height: top)
                case .center: Rect(x: margin + side, y: margin, width: width - 2 * (margin + side), height: top)
                case .bottom: Rect(x: margin, y: margin + top + 6, width: width - 2 * margin, height: max(height - top - 6 - 2 * margin, 0))
                }
            return (region, frame)
        }
        return (regions, height)
    }

    /// The Lock Screen presentation's height: as its content needs, within Apple's range.
    public func lockScreenHeight(_ view: ViewNode) -> Double {
        let measured = PointLayout(now: now).measure(
            view, Size(width: metrics.expandedWidth, height: metrics.expandedHeights.upperBound), TextStyle())
        return min(max(measured.height, metrics.expandedHeights.lowerBound), metrics.expandedHeights.upperBound)
    }

    /// The minimal view's width: as its content needs, within Apple's range.
    func minimalWidth(_ view: ViewNode) -> Double {
        let measured = PointLayout(now: now).measure(view, Size(width: metrics.minimalMaximumWidth, height: metrics.height), TextStyle())
        return min(max(measured.width, metrics.height), metrics.minimalMaximumWidth)
    }

    // MARK: SVG

    /// The top of the screen with the Island: compact (or expanded) for the first activity, minimal for the second.
    public func svg(_ shown: [ShownActivity], expanded: Bool) -> String {
        let activities = shown.filter(\.isGoing)
        let screenWidth = drawing.device.screen.width
        let renderer = SVGRenderer(drawing: drawing, now: now)
        var body = ""
        var height = metrics.top + metrics.height + metrics.top
        if let first = activities.first {
            if expanded {
                let (regions, islandHeight) = expandedFrames(first.views.island)
                let left = ((screenWidth - metrics.expandedWidth) / 2).rounded()
                body += pill(
                    x: left, width: metrics.expandedWidth, height: islandHeight, radius: metrics.cornerRadius, first, mode: "expanded")
                // The regions in one group that names the activity, so that a page finds whose buttons they are.
                body += "<g data-activity-id=\"\(SVGWriter.escape(first.id))\">\n"
                for (region, frame) in regions {
                    body += place(
                        renderer.render(
                            region.view, width: frame.width, height: frame.height, cornerRadius: 0, context: Self.context,
                            title: first.title,
                            className: "island-\(region.position.rawValue)", idPrefix: "i\(first.id.prefix(8))\(region.position.rawValue)"),
                        x: left + frame.x, y: metrics.top + frame.y)
                }
                body += "</g>\n"
                height = metrics.top + islandHeight + metrics.top
            } else {
                let left = ((screenWidth - metrics.compactWidth) / 2).rounded()
                body += pill(
                    x: left, width: metrics.compactWidth, height: metrics.height, radius: metrics.height / 2, first, mode: "compact")
                body += camera(x: left + metrics.compactWidth / 2)
                for (node, x, mode) in [
                    (first.views.island.compactLeading, left, "compactLeading"),
                    (first.views.island.compactTrailing, left + metrics.compactWidth - metrics.compactSide, "compactTrailing"),
                ] {
                    body += place(
                        renderer.render(
                            node, width: metrics.compactSide, height: metrics.height, cornerRadius: 0, context: Self.context,
                            title: first.title,
                            className: "island-\(mode)", idPrefix: "i\(first.id.prefix(8))\(mode)"),
                        x: x, y: metrics.top)
                }
            }
            if activities.count > 1, !expanded {
                let second = activities[1]
                let width = minimalWidth(second.views.island.minimal)
                let x = ((screenWidth + metrics.compactWidth) / 2).rounded() + 6
                body += pill(x: x, width: width, height: metrics.height, radius: metrics.height / 2, second, mode: "minimal")
                body += place(
                    renderer.render(
                        second.views.island.minimal, width: width, height: metrics.height, cornerRadius: metrics.height / 2,
                        context: Self.context,
                        title: second.title, className: "island-minimal", idPrefix: "i\(second.id.prefix(8))minimal"),
                    x: x, y: metrics.top)
            }
        } else {
            let left = ((screenWidth - metrics.compactWidth) / 2).rounded()
            body += "<rect x=\"\(SVGWriter.number(left + metrics.compactSide))\" y=\"\(SVGWriter.number(metrics.top))\" "
            body += "width=\"\(SVGWriter.number(metrics.cameraWidth))\" height=\"\(SVGWriter.number(metrics.height))\" "
            body += "rx=\"\(SVGWriter.number(metrics.height / 2))\" fill=\"#000000\"/>\n"
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(SVGWriter.number(screenWidth))" height="\(SVGWriter.number(height))" \
            viewBox="0 0 \(SVGWriter.number(screenWidth)) \(SVGWriter.number(height))" role="img" aria-label="Dynamic Island" \
            class="dynamic-island" style="\(SVGWriter.textSettings)" data-device="\(SVGWriter.escape(drawing.device.name))">
            <title>Dynamic Island</title>
            <rect width="\(SVGWriter.number(screenWidth))" height="\(SVGWriter.number(height))" fill="#2c2c2e"/>

            """ + body + "</svg>\n"
    }

    /// The Island's black shape, with its keyline, for one activity's presentation.
    func pill(x: Double, width: Double, height: Double, radius: Double, _ activity: ShownActivity, mode: String) -> String {
        let keyline = activity.views.island.keylineTint.map { RGBA($0, scheme: .dark).hex }
        var svg = "<rect x=\"\(SVGWriter.number(x))\" y=\"\(SVGWriter.number(metrics.top))\" width=\"\(SVGWriter.number(width))\" "
        svg += "height=\"\(SVGWriter.number(height))\" rx=\"\(SVGWriter.number(radius))\" fill=\"#000000\""
        if let keyline { svg += " stroke=\"\(keyline)\" stroke-width=\"1\"" }
        svg += " data-activity-id=\"\(SVGWriter.escape(activity.id))\" data-mode=\"\(mode)\""
        if let url = activity.views.island.url { svg += " data-url=\"\(SVGWriter.escape(url))\"" }
        return svg + "/>\n"
    }

    func camera(x: Double) -> String {
        let radius = metrics.height * 0.22
        return
            "<circle cx=\"\(SVGWriter.number(x + metrics.cameraWidth / 2 - radius * 2))\" cy=\"\(SVGWriter.number(metrics.top + metrics.height / 2))\" "
            + "r=\"\(SVGWriter.number(radius))\" fill=\"#1c1c3a\" class=\"camera\"/>\n"
    }

    func place(_ svg: String, x: Double, y: Double) -> String {
        "<g transform=\"translate(\(SVGWriter.number(x)) \(SVGWriter.number(y)))\">\n" + svg + "</g>\n"
    }

    /// A Live Activity's Lock Screen presentation, as one SVG document.
    public func lockScreenSVG(_ activity: ShownActivity, idPrefix: String) -> String {
        let view = activity.views.lockScreen
        return activitySVG(
            view, title: activity.title, size: Size(width: metrics.expandedWidth, height: lockScreenHeight(view)),
            className: "activity-lockScreen", idPrefix: idPrefix)
    }

    /// A Live Activity's view drawn as a card of `size`: in full colour, on its background or the system's dark one.
    func activitySVG(_ view: ViewNode, title: String, size: Size, className: String, idPrefix: String) -> String {
        SVGRenderer(drawing: drawing, now: now).render(
            view.containerBackground.map { _ in view }
                ?? .modified(view, .containerBackground(.color(ColorValue(name: .black, opacity: 0.35)))),
            width: size.width, height: size.height, cornerRadius: 24,
            // In full colour with its background (its tint, or the system's dark one): unlike the Lock Screen's
            // widgets, a Live Activity is not drawn vibrant, and a Home Screen context draws its background.
            context: RenderContext(
                family: .systemMedium, colorScheme: .dark, width: 0, height: 0, location: .homeScreen, renderingMode: .fullColor),
            title: title, className: className, idPrefix: idPrefix)
    }

    // MARK: Text

    /// The Island in the terminal: compact (or expanded) boxes for the first activity, a minimal box for the second.
    public func text(_ shown: [ShownActivity], expanded: Bool, usesColor: Bool) -> String {
        let activities = shown.filter(\.isGoing)
        let terminal = TerminalRenderer(drawing: drawing, usesColor: usesColor, now: now)
        var lines = ["Dynamic Island — \(drawing.device.name)"]
        guard let first = activities.first else {
            lines.append("No Live Activity runs; the Island shows only the camera.")
            return lines.joined(separator: "\n")
        }
        if expanded {
            let (regions, height) = expandedFrames(first.views.island)
            lines.append(expandedText(first, regions: regions, height: height, terminal: terminal))
        } else {
            var boxes = [
                terminal.render(
                    first.views.island.compactLeading, width: metrics.compactSide * 1.5, height: metrics.height, renderingMode: .fullColor,
                    title: "◖"),
                terminal.render(
                    first.views.island.compactTrailing, width: metrics.compactSide * 1.5, height: metrics.height, renderingMode: .fullColor,
                    title: "◗"),
            ]
            if activities.count > 1 {
                boxes.append(
                    terminal.render(
                        activities[1].views.island.minimal, width: metrics.minimalMaximumWidth * 1.5, height: metrics.height,
                        renderingMode: .fullColor, title: "●"))
            }
            lines.append(sideBySide(boxes))
        }
        lines.append(
            activities.prefix(expanded ? 1 : 2).enumerated().map { index, activity in
                "\(index == 0 ? (expanded ? "expanded" : "compact") : "minimal"): \(TerminalText.escaped(activity.title)) (\(activity.id))"
            }.joined(separator: "\n"))
        return lines.joined(separator: "\n")
    }

    /// The expanded Island in one box: each region's texts at its place.
    func expandedText(_ activity: ShownActivity, regions: [(IslandRegion, Rect)], height: Double, terminal: TerminalRenderer) -> String {
        // One view of the whole Island: the regions stacked as the Island places them, drawn by the one layout.
        let top = ViewNode.hstack(
            alignment: .center, spacing: 0,
            children: [IslandRegion.Position.leading, .center, .trailing].map { position in
                let view = regions.first { $0.0.position == position }?.0.view ?? .empty
                let width = regions.first { $0.0.position == position }?.1.width ?? 0
                return .modified(
                    view,
                    .frame(FrameValue(minWidth: nil, idealWidth: nil, maxWidth: width, minHeight: nil, idealHeight: nil, maxHeight: nil)))
            })
        let bottom = regions.first { $0.0.position == .bottom }?.0.view ?? .empty
        let whole = ViewNode.modified(
            .vstack(alignment: .leading, spacing: 6, children: [top, bottom]),
            .padding(EdgeInsetsValue(top: 14, leading: 14, bottom: 14, trailing: 14)))
        return terminal.render(whole, width: metrics.expandedWidth, height: height, renderingMode: .fullColor, title: activity.title)
    }
}
