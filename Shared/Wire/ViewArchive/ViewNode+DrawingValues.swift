import Foundation

/// A shape: to draw, or to clip a view to.
public enum ShapeValue: Codable, Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case ellipse
    case capsule
    /// The widget's own corner shape, inset to the view.
    case containerRelative
    /// A path of the widget's own, as `path(in:)` drew it in a `width` × `height` box: scaled to the box it is drawn in.
    case path(elements: [PathElementValue], width: Double, height: Double)
}

/// One step of a path, in the points of the box it was drawn in.
public enum PathElementValue: Codable, Hashable, Sendable {
    case move(x: Double, y: Double)
    case line(x: Double, y: Double)
    case quadCurve(x: Double, y: Double, controlX: Double, controlY: Double)
    case curve(x: Double, y: Double, control1X: Double, control1Y: Double, control2X: Double, control2Y: Double)
    case close
}

/// A shape as a view: filled with a paint, stroked with one, or both; with neither, filled with the
/// foreground style, as SwiftUI fills a shape left as it is.
public struct ShapeViewValue: Codable, Hashable, Sendable {
    public var shape: ShapeValue
    public var fill: PaintValue?
    public var stroke: StrokeValue?
    /// The part of the outline drawn (`trim(from:to:)`), as fractions of its length; the whole when nil.
    public var trimFrom: Double?
    public var trimTo: Double?
    /// A turn about the centre, in degrees clockwise (`rotation(_:)`).
    public var rotation: Double?

    public init(
        shape: ShapeValue, fill: PaintValue? = nil, stroke: StrokeValue? = nil, trimFrom: Double? = nil, trimTo: Double? = nil,
        rotation: Double? = nil
    ) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.trimFrom = trimFrom
        self.trimTo = trimTo
        self.rotation = rotation
    }
}

/// A stroke along a shape's outline: centred on it, or inside it (`strokeBorder`).
public struct StrokeValue: Codable, Hashable, Sendable {
    /// The foreground style when nil.
    public var paint: PaintValue?
    public var lineWidth: Double
    public var inside: Bool

    public init(paint: PaintValue? = nil, lineWidth: Double = 1, inside: Bool = false) {
        self.paint = paint
        self.lineWidth = lineWidth
        self.inside = inside
    }
}

/// What fills a text or a shape: a colour or a gradient.
public struct PaintValue: Codable, Hashable, Sendable {
    public var color: ColorValue?
    public var gradient: GradientValue?

    public init(color: ColorValue) {
        self.color = color
    }

    public init(gradient: GradientValue) {
        self.gradient = gradient
    }

    /// One colour for what draws one colour (text, the terminal): the colour, or the gradient's first stop.
    public var representativeColor: ColorValue {
        color ?? gradient?.stops.first?.color ?? ColorValue(name: .primary)
    }
}

/// A gradient: colours at locations from 0 to 1, along a line, out from a centre, or around one.
public struct GradientValue: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        case linear, radial, angular
    }

    public struct Stop: Codable, Hashable, Sendable {
        public var color: ColorValue
        public var location: Double

        public init(color: ColorValue, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var kind: Kind
    public var stops: [Stop]
    /// Where a linear gradient starts and ends, or the centre of the others, in fractions of the box.
    public var start: UnitPointValue
    public var end: UnitPointValue
    /// A radial gradient's radii, in points.
    public var startRadius: Double?
    public var endRadius: Double?

    public init(
        kind: Kind, stops: [Stop], start: UnitPointValue = UnitPointValue(x: 0.5, y: 0), end: UnitPointValue = UnitPointValue(x: 0.5, y: 1),
        startRadius: Double? = nil, endRadius: Double? = nil
    ) {
        self.kind = kind
        self.stops = stops
        self.start = start
        self.end = end
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
}

/// A point in a box, in fractions of its width and height from its top leading corner.
public struct UnitPointValue: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// An image: an SF Symbol by name, or one from the extension's asset catalogue, with the file the
/// system draws it from; `resizable` ones take the space they are offered.
/// WidgetKit's `WidgetAccentedRenderingMode`: how the accented rendering mode (a tinted Home Screen) draws
/// an image, as Apple documents each.
public enum WidgetAccentedRenderingModeValue: String, Codable, Hashable, Sendable, CaseIterable {
    /// In the accent group, as `widgetAccentable()` puts it: the accent tint wherever the image is opaque.
    case accented
    /// Its luminance as opacity, in the accent group's tint.
    case accentedDesaturated
    /// Its luminance as opacity, in the default group's tint.
    case desaturated
    /// Its own colours, unchanged.
    case fullColor
}

public struct ImageValue: Codable, Hashable, Sendable {
    public var systemName: String?
    public var name: String?
    /// The image file, for the system to draw: an absolute path on this machine.
    public var file: String?
    public var resizable: Bool

    public init(systemName: String? = nil, name: String? = nil, file: String? = nil, resizable: Bool = false) {
        self.systemName = systemName
        self.name = name
        self.file = file
        self.resizable = resizable
    }
}

/// A time span counted up or down: `Text(timerInterval:)` and `ProgressView(timerInterval:)`.
public struct TimerValue: Codable, Hashable, Sendable {
    public var start: Date
    public var end: Date
    public var countsDown: Bool

    public init(start: Date, end: Date, countsDown: Bool = true) {
        self.start = start
        self.end = end
        self.countsDown = countsDown
    }
}

/// `LazyVGrid` (columns, `vertical`) or `LazyHGrid` (rows): its items, spacing and alignment.
public struct GridValue: Codable, Hashable, Sendable {
    public var vertical: Bool
    public var items: [GridItemValue]
    public var spacing: Double?
    public var alignment: AlignmentValue

    public init(vertical: Bool, items: [GridItemValue], spacing: Double? = nil, alignment: AlignmentValue = .center) {
        self.vertical = vertical
        self.items = items
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One column (or row) of a grid: fixed, flexible between bounds, or as many as fit (`adaptive`).
public struct GridItemValue: Codable, Hashable, Sendable {
    public enum Size: Codable, Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    public var spacing: Double?

    public init(size: Size, spacing: Double? = nil) {
        self.size = size
        self.spacing = spacing
    }
}

/// `aspectRatio(_:contentMode:)`: a ratio of width to height (the view's own when nil), fitting or filling.
public struct AspectRatioValue: Codable, Hashable, Sendable {
    public var ratio: Double?
    public var fill: Bool

    public init(ratio: Double? = nil, fill: Bool = false) {
        self.ratio = ratio
        self.fill = fill
    }
}

/// What a preview says of its view: the widget family to draw it in, and its name.
public struct PreviewTraitsValue: Codable, Hashable, Sendable {
    /// A widget family's name (`systemSmall`).
    public var family: String?
    public var name: String?

    public init(family: String? = nil, name: String? = nil) {
        self.family = family
        self.name = name
    }
}

/// How a progress view is drawn.
public enum ProgressStyleValue: String, Codable, Hashable, Sendable, CaseIterable {
    case linear, circular
}

/// SwiftUI's button styles: the system's choice, a tinted capsule, a filled one, the label tinted, the label as is.
public enum ButtonStyleValue: String, Codable, Hashable, Sendable, CaseIterable {
    case automatic, bordered, borderedProminent, borderless, plain
}

/// Why a view is drawn as a placeholder.
public enum RedactionValue: String, Codable, Hashable, Sendable, CaseIterable {
    case placeholder, privacy
}

/// How a gauge is drawn.
public enum GaugeStyleValue: String, Codable, Hashable, Sendable, CaseIterable {
    /// A ring open at the bottom, the current value inside.
    case accessoryCircular
    /// A full ring that fills as the value grows.
    case accessoryCircularCapacity
    /// A thin bar with a marker.
    case accessoryLinear
    /// A bar that fills.
    case accessoryLinearCapacity
    /// A bar that fills, with the label above: the default.
    case linearCapacity
}
