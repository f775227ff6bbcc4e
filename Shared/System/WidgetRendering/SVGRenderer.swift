import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout

/// Draws a widget as SVG at its exact size in points: the widget's rounded corners, its background,
/// text in the system font's sizes and weights, bars, gauges and symbols, in light or dark, as the place
/// it is shown draws it (the Lock Screen vibrant and without backgrounds, StandBy without backgrounds).
public struct SVGRenderer {
    public var drawing: DrawingContext
    /// The moment drawn: dates in texts are written for it.
    public var now: Date

    public var device: DeviceMetrics { drawing.device }
    public var scheme: ColorSchemeValue { drawing.scheme }

    public init(device: DeviceMetrics = .standard, scheme: ColorSchemeValue = .light, now: Date = Date()) {
        self.init(drawing: DrawingContext(device: device, scheme: scheme), now: now)
    }

    public init(drawing: DrawingContext, now: Date = Date()) {
        self.drawing = drawing
        self.now = now
    }

    /// The widget's size in points in `family` on this device.
    public func size(of family: WidgetFamily) -> (width: Double, height: Double) {
        let size = device.size(of: family)
        return (size.width, size.height)
    }

    /// The corner radius of a widget of `family`: accessory widgets are drawn as their own shapes.
    public func cornerRadius(of family: WidgetFamily) -> Double {
        switch family {
        case .accessoryCircular: return size(of: family).width / 2
        case .accessoryRectangular: return 12
        case .accessoryInline: return 4
        default: return device.cornerRadius
        }
    }

    /// The layout of `node` in `family`: what is drawn, and where links are.
    public func layout(_ node: ViewNode, family: WidgetFamily) -> PlacedNode {
        let (width, height) = size(of: family)
        return PointLayout(now: now, containerCornerRadius: cornerRadius(of: family)).layout(
            drawing.shown(node, family: family), width: width, height: height)
    }

    /// A standalone SVG document of the widget; `idPrefix` keeps ids apart when several share a page.
    public func render(_ node: ViewNode, family: WidgetFamily, title: String, idPrefix: String = "w") -> String {
        let (width, height) = size(of: family)
        return render(
            drawing.shown(node, family: family), width: width, height: height, cornerRadius: cornerRadius(of: family),
            context: drawing.render(family), title: title, className: "widget-\(family.name)", idPrefix: idPrefix)
    }

    /// A standalone SVG document of a view drawn at a size, as `context` says its place draws it: a
    /// widget, or a Live Activity's presentation (`className` names which).
    public func render(
        _ node: ViewNode, width: Double, height: Double, cornerRadius radius: Double, context: RenderContext, title: String,
        className: String,
        idPrefix: String = "w"
    ) -> String {
        var writer = SVGWriter(
            scheme: context.colorScheme, renderingMode: context.renderingMode, accentTint: drawing.appearance.accentTint, idPrefix: idPrefix)
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", SVGWriter.number(width)), ("height", SVGWriter.number(height)),
                ("viewBox", "0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))"), ("role", "img"),
                ("aria-label", title), ("class", className), ("data-location", context.location.rawValue),
                ("data-rendering-mode", context.renderingMode.rawValue), ("style", SVGWriter.textSettings),
            ])
        writer.element("title", [], text: title)
        let clip = writer.newID()
        writer.open("defs", [])
        writer.open("clipPath", [("id", clip)])
        writer.element(
            "rect",
            [
                ("width", SVGWriter.number(width)), ("height", SVGWriter.number(height)),
                ("rx", SVGWriter.number(radius)), ("ry", SVGWriter.number(radius)),
            ])
        writer.close("clipPath")
        writer.defineImageFilter()
        writer.close("defs")
        writer.open("g", [("clip-path", "url(#\(clip))")])
        // The Lock Screen and StandBy draw no background: the wallpaper, or the dark, shows through. A Home
        // Screen drawn accented or vibrant puts its own plate (on clear and tinted ones, glass) in place of
        // the widget's background.
        if context.location == .homeScreen && !context.showsContainerBackground {
            writer.element(
                "rect",
                [("width", SVGWriter.number(width)), ("height", SVGWriter.number(height))]
                    + writer.fill(drawing.appearance.plate(context.renderingMode)))
        }
        if context.showsContainerBackground {
            writer.element(
                "rect",
                [
                    ("width", SVGWriter.number(width)), ("height", SVGWriter.number(height)),
                    ("fill", Palette.widgetBackground(context.colorScheme).hex),
                ])
            if let background = node.containerBackground {
                // The widget's own background fills the whole widget, under its content's margins.
                let layout = PointLayout(now: now, containerCornerRadius: radius)
                writer.draw(layout.place(background, in: Rect(x: 0, y: 0, width: width, height: height), TextStyle()))
            }
        }
        let placed = PointLayout(now: now, containerCornerRadius: radius).layout(node, width: width, height: height)
        if context.renderingMode == .vibrant {
            writer.open("g", [("filter", "url(#\(writer.imageFilterID))")])
            writer.draw(placed)
            writer.close("g")
        } else {
            writer.draw(placed)
        }
        writer.close("g")
        writer.close("svg")
        return writer.output
    }
}
