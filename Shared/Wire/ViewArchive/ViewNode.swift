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
    /// `Button(intent:)` or `Toggle(isOn:intent:)`: a tappable area that runs an App Intent.
    case control(ControlValue, label: ViewNode)
    case vstack(alignment: HorizontalAlignmentValue, spacing: Double?, children: [ViewNode])
    case hstack(alignment: VerticalAlignmentValue, spacing: Double?, children: [ViewNode])
    case zstack(alignment: AlignmentValue, children: [ViewNode])
    /// `LazyVGrid` and `LazyHGrid`: children in columns (or rows) as the grid's items size them.
    case grid(GridValue, children: [ViewNode])
    /// `ViewThatFits`: the first child that fits the space offered, or the last.
    case firstFitting(children: [ViewNode])
    /// `GeometryReader`: its content, set at the top leading corner of all the space offered.
    case geometry(content: ViewNode)
    /// `TimelineView`: its content as it is at each date of its schedule (in order); drawn as the last
    /// whose date has come, or the first before any has.
    case scheduled(dates: [Date], children: [ViewNode])
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
        /// How the buttons inside are drawn.
        case buttonStyle(ButtonStyleValue)
        /// Lighter (up to 1) or darker (down to -1): the amount added to each colour component.
        case brightness(Double)
        /// The view at its ideal size along each axis set, whatever it is offered.
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// The view scaled to a ratio of width to height (its own when nil), fitting or filling what it is offered.
        case aspectRatio(AspectRatioValue)
        /// The view moved by a number of points, without moving anything else.
        case offset(x: Double, y: Double)
        /// The view drawn larger or smaller by a factor along each axis, around a point of its frame,
        /// without changing its place in the layout (`scaleEffect`; a `rotation3DEffect` draws as one).
        case scaleEffect(x: Double, y: Double, anchor: UnitPointValue)
        /// The view drawn only where a view in front of it, aligned in its frame, would be (`mask`).
        case mask(ViewNode, alignment: AlignmentValue)
        /// Which of a stack's children is offered its space first: the higher, the sooner (`layoutPriority`).
        case layoutPriority(Double)
        /// Light colours dark and dark colours light.
        case colorInvert
        /// WidgetKit's `widgetURL`: where a tap on the widget takes the user.
        case widgetURL(String)
        /// WidgetKit's `containerBackground(for: .widget)`: the widget's own background, a colour or any view.
        case containerBackground(ViewNode)
        /// WidgetKit's `widgetAccentable(_:)`: whether the views inside are the accent group, which the
        /// accented rendering mode tints apart from the rest.
        case widgetAccentable(Bool)
        /// WidgetKit's `Image.widgetAccentedRenderingMode(_:)`: how the accented rendering mode draws the
        /// image inside; nil draws it as it draws any image.
        case widgetAccentedRenderingMode(WidgetAccentedRenderingModeValue?)
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

    /// A colour given by hue, saturation and brightness (each 0 to 1), as its sRGB components.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let sector = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let chroma = brightness * saturation
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(sector) {
            case 0: (chroma, x, 0)
            case 1: (x, chroma, 0)
            case 2: (0, chroma, x)
            case 3: (0, x, chroma)
            case 4: (x, 0, chroma)
            default: (chroma, 0, x)
            }
        let m = brightness - chroma
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
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
