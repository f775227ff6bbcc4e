import ExtensionProtocol
import Foundation
import SwiftUI

/// Draws a widget as SVG at its exact size in points: the widget's rounded corners, its background,
/// text in the system font's sizes and weights, bars, gauges and symbols, in light or dark.
public struct SVGRenderer {
    public var device: DeviceMetrics
    public var scheme: ColorScheme
    /// The moment drawn: dates in texts are written for it.
    public var now: Date

    public init(device: DeviceMetrics = .iPhone15ProMax, scheme: ColorScheme = .light, now: Date = Date()) {
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
                ("aria-label", title), ("class", "widget-\(family.rawValue)"),
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
            let color = RGBA(background, scheme: scheme)
            writer.element(
                "rect",
                [
                    ("width", SVGWriter.number(width)), ("height", SVGWriter.number(height)),
                    ("fill", color.hex), ("fill-opacity", SVGWriter.number(color.alpha)),
                ])
        }
        writer.draw(layout(node, family: family))
        writer.close("g")
        writer.close("svg")
        return writer.output
    }
}

/// Writes SVG elements, escaping what it must.
struct SVGWriter {
    let scheme: ColorScheme
    let idPrefix: String
    var output = ""
    var depth = 0
    var nextID = 0

    init(scheme: ColorScheme, idPrefix: String) {
        self.scheme = scheme
        self.idPrefix = idPrefix
    }

    mutating func newID() -> String {
        nextID += 1
        return "\(idPrefix)-\(nextID)"
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            // XML 1.0 allows no other control characters.
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    mutating func line(_ text: String) {
        output += String(repeating: "  ", count: depth) + text + "\n"
    }

    func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(Self.escape($0.1))\"" }.joined()
    }

    mutating func open(_ name: String, _ pairs: [(String, String)]) {
        line("<\(name)\(attributes(pairs))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    mutating func element(_ name: String, _ pairs: [(String, String)], text: String? = nil) {
        if let text {
            line("<\(name)\(attributes(pairs))>\(Self.escape(text))</\(name)>")
        } else {
            line("<\(name)\(attributes(pairs))/>")
        }
    }

    func color(_ value: ColorValue) -> RGBA { RGBA(value, scheme: scheme) }

    func fill(_ color: RGBA) -> [(String, String)] {
        color.alpha < 1 ? [("fill", color.hex), ("fill-opacity", Self.number(color.alpha))] : [("fill", color.hex)]
    }

    func rect(_ frame: Rect, radius: Double = 0) -> [(String, String)] {
        var pairs = [
            ("x", Self.number(frame.x)), ("y", Self.number(frame.y)), ("width", Self.number(max(frame.width, 0))),
            ("height", Self.number(max(frame.height, 0))),
        ]
        if radius > 0 { pairs += [("rx", Self.number(radius)), ("ry", Self.number(radius))] }
        return pairs
    }

    func clipRadius(_ node: PlacedNode) -> Double {
        node.clip?.radius ?? 0
    }

    mutating func draw(_ node: PlacedNode) {
        var opened: [String] = []
        if node.opacity < 1 {
            open("g", [("opacity", Self.number(node.opacity))])
            opened.append("g")
        }
        if node.clip != nil {
            let id = newID()
            open("clipPath", [("id", id)])
            element("rect", rect(node.frame, radius: clipRadius(node)))
            close("clipPath")
            open("g", [("clip-path", "url(#\(id))")])
            opened.append("g")
        }
        for background in node.backgrounds {
            element("rect", rect(node.frame, radius: clipRadius(node)) + fill(color(background)))
        }
        if let link = node.link {
            open("a", [("href", link)])
            opened.append("a")
        }
        drawContent(node)
        for child in node.children { draw(child) }
        for name in opened.reversed() { close(name) }
    }

    /// CSS's number for a weight.
    static func cssWeight(_ weight: FontWeightValue) -> Int {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    static func fontFamily(_ design: FontDesignValue) -> String {
        switch design {
        case .rounded: "'SF Pro Rounded', ui-rounded, -apple-system, system-ui, sans-serif"
        case .monospaced: "'SF Mono', ui-monospace, Menlo, monospace"
        case .serif: "'New York', ui-serif, Georgia, serif"
        case .default: "-apple-system, 'SF Pro Text', system-ui, 'Helvetica Neue', Arial, sans-serif"
        }
    }

    /// The colour of text and symbols, and the tint of bars (whose default is the accent colour).
    func foreground(_ style: TextStyle, tint: Bool = false) -> RGBA {
        if tint, style.color.name == .primary { return color(ColorValue(name: .accentColor)) }
        return color(style.color)
    }

    mutating func drawContent(_ node: PlacedNode) {
        let frame = node.frame
        let style = node.style
        switch node.content {
        case .none:
            break
        case .text(let lines):
            let lineHeight = style.lineHeight
            for (index, text) in lines.enumerated() where !text.isEmpty {
                let top = frame.y + Double(index) * lineHeight
                let width = min(TextMetrics.width(of: text, size: style.size, weight: style.weight), frame.width)
                let x = PointLayout.offset(style.alignment, frame.x, frame.width, width)
                if style.redacted {
                    element(
                        "rect",
                        rect(Rect(x: x, y: top + style.size * 0.15, width: width, height: style.size * 0.9), radius: 3)
                            + fill(Palette.placeholder(scheme)))
                    continue
                }
                element(
                    "text",
                    [
                        ("x", Self.number(x)), ("y", Self.number(top + style.size * 0.95)),
                        ("font-family", Self.fontFamily(style.design)), ("font-size", Self.number(style.size)),
                        ("font-weight", String(Self.cssWeight(style.weight))),
                    ] + fill(foreground(style)),
                    text: text)
            }
        case .symbol(let name):
            if style.redacted {
                element("rect", rect(frame, radius: 4) + fill(Palette.placeholder(scheme)))
            } else {
                element(
                    "text",
                    [
                        ("x", Self.number(frame.x + frame.width / 2)), ("y", Self.number(frame.y + frame.height * 0.8)),
                        ("text-anchor", "middle"), ("font-size", Self.number(frame.height * 0.85)),
                        ("font-family", Self.fontFamily(.default)), ("data-symbol", name),
                    ] + fill(foreground(style)),
                    text: SymbolGlyphs.glyph(for: name))
            }
        case .bar(let fraction):
            let track = Rect(x: frame.x, y: frame.y + (frame.height - 4) / 2, width: frame.width, height: 4)
            element("rect", rect(track, radius: 2) + fill(Palette.track(scheme)))
            let tint = style.redacted ? Palette.placeholder(scheme) : foreground(style, tint: true)
            element("rect", rect(Rect(x: track.x, y: track.y, width: track.width * fraction, height: 4), radius: 2) + fill(tint))
        case .gauge(let fraction, let gaugeStyle):
            let tint = style.redacted ? Palette.placeholder(scheme) : foreground(style, tint: true)
            if gaugeStyle.isCircular {
                drawRing(in: frame, fraction: fraction, open: gaugeStyle == .accessoryCircular, tint: tint)
            } else {
                let track = Rect(x: frame.x, y: frame.y + frame.height - 6, width: frame.width, height: 6)
                element("rect", rect(track, radius: 3) + fill(Palette.track(scheme)))
                element("rect", rect(Rect(x: track.x, y: track.y, width: track.width * fraction, height: 6), radius: 3) + fill(tint))
            }
        case .fill(let value):
            let resolved = style.redacted ? Palette.placeholder(scheme) : color(value)
            if resolved.alpha > 0 { element("rect", rect(frame, radius: clipRadius(node)) + fill(resolved)) }
        case .divider(let vertical):
            let divider =
                vertical
                ? Rect(x: frame.x + frame.width / 2, y: frame.y, width: 0.5, height: frame.height)
                : Rect(x: frame.x, y: frame.y + frame.height / 2, width: frame.width, height: 0.5)
            element("rect", rect(divider) + fill(color(ColorValue(name: .secondary, opacity: 0.5))))
        }
    }

    /// A ring gauge: a track and an arc for the value; `open` leaves a gap at the bottom as the accessory style does.
    mutating func drawRing(in frame: Rect, fraction: Double, open: Bool, tint: RGBA) {
        let lineWidth = max(min(frame.width, frame.height) * 0.1, 2)
        let radius = min(frame.width, frame.height) / 2 - lineWidth / 2
        let centre = (x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
        // Angles in degrees, clockwise from 12 o'clock.
        let start = open ? -135.0 : 0
        let sweep = open ? 270.0 : 360
        func arc(_ from: Double, _ to: Double) -> String {
            func point(_ angle: Double) -> String {
                let radians = (angle - 90) * .pi / 180
                return "\(Self.number(centre.x + radius * cos(radians))) \(Self.number(centre.y + radius * sin(radians)))"
            }
            let span = min(to - from, 359.99)
            return "M \(point(from)) A \(Self.number(radius)) \(Self.number(radius)) 0 \(span > 180 ? 1 : 0) 1 \(point(from + span))"
        }
        let stroke = [("fill", "none"), ("stroke-width", Self.number(lineWidth)), ("stroke-linecap", "round")]
        element("path", [("d", arc(start, start + sweep)), ("stroke", Palette.track(scheme).hex)] + stroke)
        if fraction > 0 {
            element("path", [("d", arc(start, start + sweep * fraction)), ("stroke", tint.hex)] + stroke)
        }
    }
}
