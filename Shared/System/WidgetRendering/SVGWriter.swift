import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout

/// Writes SVG elements, escaping what it must, and draws placed nodes with them.
public struct SVGWriter {
    let scheme: ColorSchemeValue
    let renderingMode: WidgetRenderingModeValue
    /// The accent group's colour in the accented mode: the Home Screen's (`HomeAppearance.accentTint`).
    let accentTint: RGBA
    let idPrefix: String
    var output = ""
    var depth = 0
    var nextID = 0

    init(
        scheme: ColorSchemeValue, renderingMode: WidgetRenderingModeValue = .fullColor, accentTint: RGBA = HomeAppearance.defaultTint,
        idPrefix: String
    ) {
        self.scheme = scheme
        self.renderingMode = renderingMode
        self.accentTint = accentTint
        self.idPrefix = idPrefix
    }

    /// The id of the filter that draws images as the rendering mode does (defined by `defineImageFilter`).
    var imageFilterID: String { "\(idPrefix)-mode" }
    /// The id of the filter that draws the accent group's emoji in the accented mode's tint.
    var accentFilterID: String { "\(idPrefix)-accent" }
    /// The id of the filter that draws an image of the accent group as its shape in the accent tint.
    var accentShapeFilterID: String { "\(idPrefix)-accent-shape" }

    /// Defines the filters drawn through outside full colour: white (or in the accented mode, for the
    /// accent group, the accent tint), as opaque as each pixel is bright and opaque. Every colour the
    /// widget names is mapped one by one (`RGBA.rendered(in:accentable:)`); the filters take what has no
    /// colour of its own to map: images and emoji in accented mode, and in vibrant mode the whole widget.
    mutating func defineImageFilter() {
        guard renderingMode != .fullColor else { return }
        defineLevelFilter(imageFilterID, RGBA(red: 1, green: 1, blue: 1))
        if renderingMode == .accented {
            defineLevelFilter(accentFilterID, accentTint)
            defineLevelFilter(accentShapeFilterID, accentTint, byLuminance: false)
        }
    }

    /// A filter that paints `color`, as opaque as each pixel is bright and opaque (or, not `byLuminance`, as
    /// opaque as it is).
    private mutating func defineLevelFilter(_ id: String, _ color: RGBA, byLuminance: Bool = true) {
        open("filter", [("id", id), ("color-interpolation-filters", "sRGB")])
        let (r, g, b) = (Self.number(color.red), Self.number(color.green), Self.number(color.blue))
        let alpha = byLuminance ? "0.2126 0.7152 0.0722 0 0" : "0 0 0 1 0"
        element("feColorMatrix", [("type", "matrix"), ("values", "0 0 0 0 \(r) 0 0 0 0 \(g) 0 0 0 0 \(b) \(alpha)"), ("result", "level")])
        element("feComposite", [("in", "level"), ("in2", "SourceAlpha"), ("operator", "in")])
        close("filter")
    }

    /// The filter an image goes through in the accented mode, as `widgetAccentedRenderingMode(_:)` says:
    /// its shape in the accent tint for the accent group (`.accented`, or inside `widgetAccentable()`), its
    /// luminance in the accent tint (`.accentedDesaturated`) or in white (`.desaturated`, and any other
    /// image), and nothing for `.fullColor`.
    func imageFilter(_ style: TextStyle) -> [(String, String)] {
        guard renderingMode == .accented else { return [] }
        let id: String? =
            switch style.imageAccentedMode {
            case .fullColor: nil
            case .accented: accentShapeFilterID
            case .accentedDesaturated: accentFilterID
            case .desaturated: imageFilterID
            case nil: style.accentable ? accentShapeFilterID : imageFilterID
            }
        return id.map { [("filter", "url(#\($0))")] } ?? []
    }

    /// Emoji are drawn in their own colours, which no fill changes: in accented mode they go through a
    /// filter, as images do (vibrant filters the whole widget already).
    func emojiFilter(_ text: String, _ style: TextStyle) -> [(String, String)] {
        guard renderingMode == .accented, text.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) else { return [] }
        return [("filter", "url(#\(style.accentable ? accentFilterID : imageFilterID))")]
    }

    /// A colour of the system's own (tracks, placeholders) as the rendering mode draws it.
    func system(_ color: RGBA) -> RGBA { color.rendered(in: renderingMode, accentable: false, tint: accentTint) }

    mutating func newID() -> String {
        nextID += 1
        return "\(idPrefix)-\(nextID)"
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        return Int(exactly: rounded).map(String.init) ?? String(rounded)
    }

    public static func escape(_ text: String) -> String {
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

    /// A colour as drawn in `style`: inverted inside `colorInvert`, lighter or darker inside `brightness`.
    func color(_ value: ColorValue, _ style: TextStyle = TextStyle()) -> RGBA {
        let resolved = RGBA(value, scheme: scheme)
        return (style.inverted ? resolved.inverted : resolved).brightened(by: style.brightness)
            .rendered(in: renderingMode, accentable: style.accentable, tint: accentTint)
    }

    func fill(_ color: RGBA) -> [(String, String)] {
        color.alpha < 1 ? [("fill", color.hex), ("fill-opacity", Self.number(color.alpha))] : [("fill", color.hex)]
    }

    func stroke(_ color: RGBA) -> [(String, String)] {
        color.alpha < 1 ? [("stroke", color.hex), ("stroke-opacity", Self.number(color.alpha))] : [("stroke", color.hex)]
    }

    func rect(_ frame: Rect, radius: Double = 0) -> [(String, String)] {
        var pairs = [
            ("x", Self.number(frame.x)), ("y", Self.number(frame.y)), ("width", Self.number(max(frame.width, 0))),
            ("height", Self.number(max(frame.height, 0))),
        ]
        if radius > 0 { pairs += [("rx", Self.number(radius)), ("ry", Self.number(radius))] }
        return pairs
    }

    mutating func draw(_ node: PlacedNode) {
        var opened: [String] = []
        if node.opacity < 1 {
            open("g", [("opacity", Self.number(node.opacity))])
            opened.append("g")
        }
        if let clip = node.clip {
            let id = newID()
            open("clipPath", [("id", id)])
            outline(clip.shape, in: node.frame, radius: clip.radius, [])
            close("clipPath")
            open("g", [("clip-path", "url(#\(id))")])
            opened.append("g")
        }
        for background in node.backgrounds { draw(background) }
        switch node.action {
        case .open(let url)?:
            open("a", [("href", url)])
            opened.append("a")
        case .run(let control)?:
            // The page cannot run the intent; the control carries it, and `sample-app home press` runs it.
            open("g", [("class", "control"), ("data-kind", control.kind.rawValue), ("data-intent", control.intent)])
            opened.append("g")
        case nil:
            break
        }
        drawContent(node)
        for child in node.children { draw(child) }
        for overlay in node.overlays { draw(overlay) }
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

    /// The font the drawings name: Inter, whose advances the layout measures with (`FontMetrics`), and Noto
    /// Color Emoji for emoji, in every design (SF's rounded, serif and monospaced faces have no open
    /// equivalent whose widths the layout knows).
    static let fontFamily = "Inter, 'Noto Color Emoji', sans-serif"

    /// What the drawings' root element says of text: kerning and ligatures off, so that a line is as wide
    /// as the sum of its advances, which is what the layout measured.
    static let textSettings = "font-kerning: none; font-variant-ligatures: none"

    /// The colour of text and symbols, and the tint of bars (whose default is the accent colour).
    func foreground(_ style: TextStyle, tint: Bool = false) -> RGBA {
        if tint, style.color.name == .primary { return color(ColorValue(name: .accentColor), style) }
        return color(style.color, style)
    }

    /// The attributes of a text in `style`: font, weight, slant, decorations, and its fill.
    mutating func textAttributes(_ style: TextStyle, in frame: Rect) -> [(String, String)] {
        var pairs = [
            ("font-family", Self.fontFamily), ("font-size", Self.number(style.size)),
            ("font-weight", String(Self.cssWeight(style.weight))),
        ]
        if style.italic { pairs.append(("font-style", "italic")) }
        let decorations = [style.underline ? "underline" : nil, style.strikethrough ? "line-through" : nil].compactMap { $0 }
        if !decorations.isEmpty { pairs.append(("text-decoration", decorations.joined(separator: " "))) }
        return pairs + paint(style.foreground, in: frame, "fill", style)
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
                            + fill(system(Palette.placeholder(scheme))))
                    continue
                }
                element(
                    "text",
                    [("x", Self.number(x)), ("y", Self.number(top + style.size * 0.95))] + textAttributes(style, in: frame)
                        + emojiFilter(text, style),
                    text: text)
            }
        case .textRuns(let runs):
            let width = min(
                runs.reduce(0) { $0 + TextMetrics.width(of: $1.text, size: $1.style.size, weight: $1.style.weight) }, frame.width)
            let x = PointLayout.offset(style.alignment, frame.x, frame.width, width)
            if style.redacted {
                element(
                    "rect",
                    rect(Rect(x: x, y: frame.y + style.size * 0.15, width: width, height: style.size * 0.9), radius: 3)
                        + fill(system(Palette.placeholder(scheme))))
                break
            }
            open("text", [("x", Self.number(x)), ("y", Self.number(frame.y + style.size * 0.95))])
            for run in runs where !run.text.isEmpty {
                element("tspan", textAttributes(run.style, in: frame), text: run.text)
            }
            close("text")
        case .symbol(let name):
            if style.redacted {
                element("rect", rect(frame, radius: 4) + fill(system(Palette.placeholder(scheme))))
            } else {
                element(
                    "text",
                    [
                        ("x", Self.number(frame.x + frame.width / 2)), ("y", Self.number(frame.y + frame.height * 0.8)),
                        ("text-anchor", "middle"), ("font-size", Self.number(frame.height * 0.85)),
                        ("font-family", Self.fontFamily), ("data-symbol", name),
                    ] + fill(foreground(style)),
                    text: SymbolGlyphs.glyph(for: name))
            }
        case .image(let image): drawImage(image, in: frame, style)
        case .bar(let fraction):
            let track = Rect(x: frame.x, y: frame.y + (frame.height - 4) / 2, width: frame.width, height: 4)
            element("rect", rect(track, radius: 2) + fill(system(Palette.track(scheme))))
            let tint = style.redacted ? system(Palette.placeholder(scheme)) : foreground(style, tint: true)
            element("rect", rect(Rect(x: track.x, y: track.y, width: track.width * fraction, height: 4), radius: 2) + fill(tint))
        case .ring(let fraction):
            let tint = style.redacted ? system(Palette.placeholder(scheme)) : foreground(style, tint: true)
            drawRing(in: frame, fraction: fraction, open: false, tint: tint)
        case .gauge(let fraction, let gaugeStyle):
            let tint = style.redacted ? system(Palette.placeholder(scheme)) : foreground(style, tint: true)
            if gaugeStyle.isCircular {
                drawRing(in: frame, fraction: fraction, open: gaugeStyle == .accessoryCircular, tint: tint)
            } else {
                let track = Rect(x: frame.x, y: frame.y + frame.height - 6, width: frame.width, height: 6)
                element("rect", rect(track, radius: 3) + fill(system(Palette.track(scheme))))
                element("rect", rect(Rect(x: track.x, y: track.y, width: track.width * fraction, height: 6), radius: 3) + fill(tint))
            }
        case .fill(let paint):
            if style.redacted {
                element("rect", rect(frame, radius: node.clip?.radius ?? 0) + fill(system(Palette.placeholder(scheme))))
            } else if paint.gradient != nil || color(paint.representativeColor, style).alpha > 0 {
                element("rect", rect(frame, radius: node.clip?.radius ?? 0) + self.paint(paint, in: frame, "fill", style))
            }
        case .shape(let shape): drawShape(shape, in: frame, style)
        case .divider(let vertical):
            let divider =
                vertical
                ? Rect(x: frame.x + frame.width / 2, y: frame.y, width: 0.5, height: frame.height)
                : Rect(x: frame.x, y: frame.y + frame.height / 2, width: frame.width, height: 0.5)
            element("rect", rect(divider) + fill(color(ColorValue(name: .secondary, opacity: 0.5), style)))
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
            let span = min(to - from, 360)
            let arc = "A \(Self.number(radius)) \(Self.number(radius)) 0"
            // A whole circle is two half arcs: one arc's ends would be the same point, which SVG draws as nothing.
            if span > 359.9 { return "M \(point(from)) \(arc) 1 1 \(point(from + 180)) \(arc) 1 1 \(point(from))" }
            return "M \(point(from)) \(arc) \(span > 180 ? 1 : 0) 1 \(point(from + span))"
        }
        let stroke = [("fill", "none"), ("stroke-width", Self.number(lineWidth)), ("stroke-linecap", "round")]
        element("path", [("d", arc(start, start + sweep))] + self.stroke(system(Palette.track(scheme))) + stroke)
        if fraction > 0 {
            element("path", [("d", arc(start, start + sweep * fraction))] + self.stroke(tint) + stroke)
        }
    }
}
