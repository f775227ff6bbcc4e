import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout

/// Draws a widget as SVG at its exact size in points: the widget's rounded corners, its background,
/// text in the system font's sizes and weights, bars, gauges and symbols, in light or dark.
public struct SVGRenderer {
    public var device: DeviceMetrics
    public var scheme: ColorSchemeValue
    /// The moment drawn: dates in texts are written for it.
    public var now: Date

    public init(device: DeviceMetrics = .iPhone15ProMax, scheme: ColorSchemeValue = .light, now: Date = Date()) {
        self.device = device
        self.scheme = scheme
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
        return PointLayout(now: now, containerCornerRadius: cornerRadius(of: family)).layout(node, width: width, height: height)
    }

    /// A standalone SVG document of the widget; `idPrefix` keeps ids apart when several share a page.
    public func render(_ node: ViewNode, family: WidgetFamily, title: String, idPrefix: String = "w") -> String {
        let (width, height) = size(of: family)
        let radius = cornerRadius(of: family)
        var writer = SVGWriter(scheme: scheme, idPrefix: idPrefix)
        let background = node.containerBackground
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", SVGWriter.number(width)), ("height", SVGWriter.number(height)),
                ("viewBox", "0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))"), ("role", "img"),
                ("aria-label", title), ("class", "widget-\(family.name)"),
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
        writer.close("defs")
        writer.open("g", [("clip-path", "url(#\(clip))")])
        writer.element(
            "rect",
            [
                ("width", SVGWriter.number(width)), ("height", SVGWriter.number(height)),
                ("fill", Palette.widgetBackground(scheme).hex),
            ])
        if let background {
            // The widget's own background fills the whole widget, under its content's margins.
            let layout = PointLayout(now: now, containerCornerRadius: radius)
            writer.draw(layout.place(background, in: Rect(x: 0, y: 0, width: width, height: height), TextStyle()))
        }
        writer.draw(layout(node, family: family))
        writer.close("g")
        writer.close("svg")
        return writer.output
    }
}
