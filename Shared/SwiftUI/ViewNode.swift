import Foundation

/// The archive of a view: what a widget extension sends the system to draw.
///
/// On iOS, WidgetKit archives the views of each timeline entry and the system renders them;
/// this is our archive. Views build it (`View.archived(in:)`), the wire carries it as JSON, and
/// the system's renderers switch over it. Adding a kind of view is one case here, its place in
/// `ViewNode.Kind` and the coding, and one place in each renderer: the compiler lists them all.
public indirect enum ViewNode: Hashable, Sendable {
    /// Nothing: an `EmptyView`, or a view builder that made no view.
    case empty
    case text(String)
    /// `Text(_:style:)`: a date the system writes again each time it draws, so it stays current.
    case date(Date, style: DateStyleValue)
    /// `Text(timerInterval:countsDown:)`: a count the system writes again each time it draws.
    case timer(TimerValue)
    /// Texts joined with `+`, each with its own modifiers, set as one text.
    case textRuns([ViewNode])
    /// An SF Symbol or an image from the extension's asset catalogue.
    case image(ImageValue)
    /// A colour used as a view: it fills the space it is offered.
    case color(ColorValue)
    /// A gradient used as a view: it fills the space it is offered.
    case gradient(GradientValue)
    /// A shape, filled or stroked: it fills the space it is offered.
    case shape(ShapeViewValue)
    case spacer(minLength: Double?)
    case divider
    /// A bar from zero to `total`.
    case progress(value: Double, total: Double)
    /// `ProgressView(timerInterval:countsDown:)`: a bar the system fills for the moment it draws.
    case timerProgress(TimerValue)
    /// A value from 0 to 1, with a label and a label for the current value (each `empty` when absent).
    case gauge(value: Double, label: ViewNode, currentValueLabel: ViewNode)
    /// A tappable area that opens `destination` in the app.
    case link(destination: String, label: ViewNode)
    case vstack(alignment: HorizontalAlignmentValue, spacing: Double?, children: [ViewNode])
    case hstack(alignment: VerticalAlignmentValue, spacing: Double?, children: [ViewNode])
    case zstack(alignment: AlignmentValue, children: [ViewNode])
    /// `LazyVGrid` and `LazyHGrid`: children in columns (or rows) as the grid's items size them.
    case grid(GridValue, children: [ViewNode])
    /// `ViewThatFits`: the first child that fits the space offered, or the last.
    case firstFitting(children: [ViewNode])
    /// `GeometryReader`: its content, set at the top leading corner of all the space offered.
    case geometry(content: ViewNode)
    /// A view with a modifier around it.
    case modified(ViewNode, Modifier)

    /// What a modifier does to the view inside it.
    public enum Modifier: Hashable, Sendable {
        /// The font of the text inside; nil goes back to the default.
        case font(FontValue?)
        case fontWeight(FontWeightValue?)
        case bold
        case italic
        case underline
        case strikethrough
        case foregroundStyle(PaintValue)
        case padding(EdgeInsetsValue)
        case frame(FrameValue)
        /// A view behind, the size of the view it is applied to.
        case background(ViewNode, alignment: AlignmentValue)
        /// A view in front, the size of the view it is applied to.
        case overlay(ViewNode, alignment: AlignmentValue)
        case lineLimit(Int?)
        case opacity(Double)
        case cornerRadius(Double)
        case clipShape(ShapeValue)
        case redacted(RedactionValue)
        case multilineTextAlignment(HorizontalAlignmentValue)
        case minimumScaleFactor(Double)
        case gaugeStyle(GaugeStyleValue)
        case progressViewStyle(ProgressStyleValue)
        /// The view at its ideal size along each axis set, whatever it is offered.
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// The view scaled to a ratio of width to height (its own when nil), fitting or filling what it is offered.
        case aspectRatio(AspectRatioValue)
        /// The view moved by a number of points, without moving anything else.
        case offset(x: Double, y: Double)
        /// Light colours dark and dark colours light.
        case colorInvert
        /// WidgetKit's `widgetURL`: where a tap on the widget takes the user.
        case widgetURL(String)
        /// WidgetKit's `containerBackground(for: .widget)`: the widget's own background, a colour or any view.
        case containerBackground(ViewNode)
        /// What a preview says of the view it shows (`previewContext`, `previewDisplayName`): the family to
        /// draw it in, and its name. Drawing ignores it; `sample-app home preview` reads it.
        case preview(PreviewTraitsValue)
    }
}

// MARK: Values

/// A colour as archived: a named system colour, or sRGB components, with an opacity; a colour from an
/// asset catalogue may have other components in dark mode.
public struct ColorValue: Codable, Hashable, Sendable {
    public var name: Name?
    public var red: Double?
    public var green: Double?
    public var blue: Double?
    public var opacity: Double?
    /// The components in dark mode, when they differ.
    public var dark: RGBValue?

    public init(
        name: Name? = nil, red: Double? = nil, green: Double? = nil, blue: Double? = nil, opacity: Double? = nil, dark: RGBValue? = nil
    ) {
        self.name = name
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.dark = dark
    }

    /// sRGB components from 0 to 1.
    public struct RGBValue: Codable, Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var opacity: Double

        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }
    }

    /// SwiftUI's system colours.
    public enum Name: String, Codable, Hashable, Sendable, CaseIterable {
        case primary, secondary, tertiary, quaternary, accentColor, clear, black, white, gray, red, orange, yellow, green, mint, teal
        case cyan, blue, indigo, purple, pink, brown
    }
}

/// A font as archived: a text style, or a size, with a weight and a design; a custom font's name,
/// which the system draws in its own font of that size.
public struct FontValue: Codable, Hashable, Sendable {
    public var style: TextStyleValue?
    public var size: Double?
    public var weight: FontWeightValue?
    public var design: FontDesignValue?
    public var custom: String?

    public init(
        style: TextStyleValue? = nil, size: Double? = nil, weight: FontWeightValue? = nil, design: FontDesignValue? = nil,
        custom: String? = nil
    ) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
        self.custom = custom
    }
}

public enum TextStyleValue: String, Codable, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
}

public enum FontWeightValue: String, Codable, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

public enum FontDesignValue: String, Codable, Hashable, Sendable, CaseIterable {
    case `default`, rounded, monospaced, serif
}

/// How `Text(_:style:)` writes a date.
public enum DateStyleValue: String, Codable, Hashable, Sendable, CaseIterable {
    /// "Nov 22, 2026"
    case date
    /// "9:41 AM"
    case time
    /// "2 hr, 5 min": how far the date is from now.
    case relative
    /// "+2 hours" or "-5 minutes": the offset from now.
    case offset
    /// "1:05:09": a count up or down to the date.
    case timer
}

/// Where content sits across a vertical stack, or how lines of text line up.
public enum HorizontalAlignmentValue: String, Codable, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// Where content sits across a horizontal stack.
public enum VerticalAlignmentValue: String, Codable, Hashable, Sendable, CaseIterable {
    case top, center, bottom
}

/// Where content sits in a frame or a z-stack.
public enum AlignmentValue: String, Codable, Hashable, Sendable, CaseIterable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing

    public var horizontal: HorizontalAlignmentValue {
        switch self {
        case .topLeading, .leading, .bottomLeading: .leading
        case .top, .center, .bottom: .center
        case .topTrailing, .trailing, .bottomTrailing: .trailing
        }
    }

    public var vertical: VerticalAlignmentValue {
        switch self {
        case .topLeading, .top, .topTrailing: .top
        case .leading, .center, .trailing: .center
        case .bottomLeading, .bottom, .bottomTrailing: .bottom
        }
    }
}

/// Padding per edge, in points.
public struct EdgeInsetsValue: Codable, Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A frame's fixed, least, ideal and greatest sizes, in points, and where the content sits in it.
public struct FrameValue: Codable, Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var idealWidth: Double?
    /// `infinite` (-1, since JSON has no infinity) fills the space offered.
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: AlignmentValue

    public init(
        width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: AlignmentValue = .center
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    /// How `.infinity` is archived.
    public static let infinite: Double = -1
}

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
