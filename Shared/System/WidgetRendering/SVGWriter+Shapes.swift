import Foundation
import ViewArchive
import ViewLayout

extension SVGWriter {
    /// The attributes that paint `attribute` (`fill` or `stroke`) with a colour, or with a gradient
    /// over `frame`, which is defined just before the element that uses it.
    mutating func paint(_ paint: PaintValue, in frame: Rect, _ attribute: String, _ style: TextStyle) -> [(String, String)] {
        guard let gradient = paint.gradient, !gradient.stops.isEmpty else {
            let resolved = color(paint.representativeColor, style)
            return resolved.alpha < 1
                ? [(attribute, resolved.hex), ("\(attribute)-opacity", Self.number(resolved.alpha))] : [(attribute, resolved.hex)]
        }
        let id = newID()
        open("defs", [])
        let stops: [(offset: Double, color: RGBA)]
        switch gradient.kind {
        case .linear:
            open(
                "linearGradient",
                [
                    ("id", id), ("gradientUnits", "userSpaceOnUse"),
                    ("x1", Self.number(frame.x + frame.width * gradient.start.x)),
                    ("y1", Self.number(frame.y + frame.height * gradient.start.y)),
                    ("x2", Self.number(frame.x + frame.width * gradient.end.x)),
                    ("y2", Self.number(frame.y + frame.height * gradient.end.y)),
                ])
            stops = gradient.stops.map { ($0.location, color($0.color, style)) }
        case .radial, .angular:
            // An angular gradient is drawn as circles out from its centre.
            let end = Self.positive(gradient.endRadius) ?? max(frame.width, frame.height) / 2
            let start = min(Self.positive(gradient.startRadius) ?? 0, end)
            open(
                "radialGradient",
                [
                    ("id", id), ("gradientUnits", "userSpaceOnUse"),
                    ("cx", Self.number(frame.x + frame.width * gradient.start.x)),
                    ("cy", Self.number(frame.y + frame.height * gradient.start.y)),
                    ("r", Self.number(max(end, 0.01))),
                ])
            stops = gradient.stops.map { ((start + $0.location * (end - start)) / max(end, 0.01), color($0.color, style)) }
        }
        for stop in stops {
            element(
                "stop",
                [
                    ("offset", Self.number(min(max(stop.offset.isFinite ? stop.offset : 0, 0), 1))), ("stop-color", stop.color.hex),
                    ("stop-opacity", Self.number(stop.color.alpha)),
                ])
        }
        close(gradient.kind == .linear ? "linearGradient" : "radialGradient")
        close("defs")
        return [(attribute, "url(#\(id))")]
    }

    static func positive(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return min(value, 10_000)
    }

    /// The element of `shape` in `frame`, with `pairs` added: a circle at the middle of the frame's
    /// shorter side, a capsule as a fully rounded rectangle, a path scaled from the box it was drawn in.
    mutating func outline(_ shape: ShapeValue, in frame: Rect, radius: Double, _ pairs: [(String, String)]) {
        switch shape {
        case .rectangle, .roundedRectangle, .capsule, .containerRelative:
            element("rect", rect(frame, radius: radius) + pairs)
        case .circle:
            element(
                "circle",
                [
                    ("cx", Self.number(frame.x + frame.width / 2)), ("cy", Self.number(frame.y + frame.height / 2)),
                    ("r", Self.number(max(min(frame.width, frame.height) / 2, 0))),
                ] + pairs)
        case .ellipse:
            element(
                "ellipse",
                [
                    ("cx", Self.number(frame.x + frame.width / 2)), ("cy", Self.number(frame.y + frame.height / 2)),
                    ("rx", Self.number(max(frame.width / 2, 0))), ("ry", Self.number(max(frame.height / 2, 0))),
                ] + pairs)
        case .path(let elements, let width, let height):
            let scaleX = width > 0 && width.isFinite ? frame.width / width : 1
            let scaleY = height > 0 && height.isFinite ? frame.height / height : 1
            element("path", [("d", Self.pathData(elements, scaleX: scaleX, scaleY: scaleY, x: frame.x, y: frame.y))] + pairs)
        }
    }

    /// SVG path data for `elements`, scaled and moved into place.
    static func pathData(_ elements: [PathElementValue], scaleX: Double, scaleY: Double, x: Double, y: Double) -> String {
        func point(_ px: Double, _ py: Double) -> String { "\(number(x + px * scaleX)) \(number(y + py * scaleY))" }
        return elements.map { element in
            switch element {
            case .move(let px, let py): "M \(point(px, py))"
            case .line(let px, let py): "L \(point(px, py))"
            case .quadCurve(let px, let py, let cx, let cy): "Q \(point(cx, cy)) \(point(px, py))"
            case .curve(let px, let py, let c1x, let c1y, let c2x, let c2y): "C \(point(c1x, c1y)) \(point(c2x, c2y)) \(point(px, py))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }

    /// A shape as a view: filled (with the foreground style when nothing else says), or stroked, part of
    /// its outline when trimmed, turned about its centre when rotated.
    mutating func drawShape(_ shape: ShapeViewValue, in frame: Rect, _ style: TextStyle) {
        var frame = frame
        var pairs: [(String, String)]
        if style.redacted {
            pairs = fill(system(Palette.placeholder(scheme)))
        } else if let stroke = shape.stroke {
            let width = PointLayout.finite(stroke.lineWidth)
            if stroke.inside {
                frame = Rect(
                    x: frame.x + width / 2, y: frame.y + width / 2, width: max(frame.width - width, 0), height: max(frame.height - width, 0)
                )
            }
            pairs =
                [("fill", "none"), ("stroke-width", Self.number(width))]
                + paint(stroke.paint ?? style.foreground, in: frame, "stroke", style)
            if shape.trimFrom != nil || shape.trimTo != nil {
                let from = min(max(shape.trimFrom ?? 0, 0), 1), to = min(max(shape.trimTo ?? 1, 0), 1)
                pairs += [
                    ("pathLength", "1"), ("stroke-dasharray", "\(Self.number(max(to - from, 0))) 1"),
                    ("stroke-dashoffset", Self.number(-from)),
                ]
            }
        } else {
            pairs = paint(shape.fill ?? style.foreground, in: frame, "fill", style)
        }
        if let degrees = shape.rotation, degrees.isFinite {
            pairs.append(
                (
                    "transform",
                    "rotate(\(Self.number(degrees)) \(Self.number(frame.x + frame.width / 2)) \(Self.number(frame.y + frame.height / 2)))"
                ))
        }
        outline(shape.shape, in: frame, radius: cornerRadius(of: shape.shape, in: frame), pairs)
    }

    /// The corner radius a shape's rectangle is drawn with.
    func cornerRadius(of shape: ShapeValue, in frame: Rect) -> Double {
        switch shape {
        case .roundedRectangle(let radius): min(PointLayout.finite(radius), min(frame.width, frame.height) / 2)
        case .capsule: min(frame.width, frame.height) / 2
        case .containerRelative: min(12, min(frame.width, frame.height) / 2)
        case .rectangle, .circle, .ellipse, .path: 0
        }
    }

    /// An image from the extension's asset catalogue, its file embedded; one whose file cannot be read
    /// is a grey box with its name.
    mutating func drawImage(_ image: ImageValue, in frame: Rect, _ style: TextStyle) {
        if style.redacted {
            element("rect", rect(frame, radius: 4) + fill(system(Palette.placeholder(scheme))))
            return
        }
        if let file = image.file, let data = FileManager.default.contents(atPath: file), let type = Self.mediaType(of: data) {
            element(
                "image",
                rect(frame) + [
                    ("href", "data:\(type);base64,\(data.base64EncodedString())"), ("preserveAspectRatio", "none"),
                    ("data-name", image.name ?? ""),
                ] + imageFilter(style))
            return
        }
        element("rect", rect(frame, radius: 4) + fill(system(Palette.track(scheme))) + [("data-missing-image", image.name ?? "")])
    }

    /// The media type of an image file, from its first bytes.
    static func mediaType(of data: Data) -> String? {
        let bytes = [UInt8](data.prefix(8))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8]) { return "image/jpeg" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        if let text = String(data: data.prefix(256), encoding: .utf8), text.contains("<svg") { return "image/svg+xml" }
        return nil
    }
}
