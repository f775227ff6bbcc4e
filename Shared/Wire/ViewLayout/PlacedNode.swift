import Foundation
import ViewArchive

/// A rectangle in points, origin at the widget's top left.
public struct Rect: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public func contains(x pointX: Double, y pointY: Double) -> Bool {
        pointX >= x && pointX <= x + width && pointY >= y && pointY <= y + height
    }

    package func offsetBy(x dx: Double, y dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}

/// A proposed or measured size in points.
package struct Size: Hashable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    package static let zero = Size(width: 0, height: 0)
    /// What a view takes when nothing limits it: its ideal size.
    package static let unlimited = Size(width: 100_000, height: 100_000)
}

/// A view laid out in points: what every renderer draws and `home tap` hit-tests.
public struct PlacedNode: Sendable {
    public enum Content: Sendable {
        case none
        /// Lines already wrapped and truncated.
        case text(lines: [String])
        /// Texts joined with `+`, on one line, each in its own style.
        case textRuns([TextRun])
        case symbol(name: String)
        /// An image from the extension's asset catalogue, drawn from its file.
        case image(ImageValue)
        case bar(fraction: Double)
        /// A circular progress view: a ring that fills.
        case ring(fraction: Double)
        case gauge(fraction: Double, style: GaugeStyleValue)
        /// A colour or a gradient filling the frame.
        case fill(PaintValue)
        /// A shape in the frame, filled or stroked.
        case shape(ShapeViewValue)
        case divider(vertical: Bool)
    }

    public var frame: Rect
    public var content: Content
    public var style: TextStyle
    /// Views behind the node (`.background`), in drawing order.
    public var backgrounds: [PlacedNode] = []
    /// Views in front of the node and its children (`.overlay`).
    public var overlays: [PlacedNode] = []
    /// The clip around the node and its backgrounds, and its corner radius in points.
    public var clip: (shape: ShapeValue, radius: Double)?
    public var opacity: Double = 1
    /// What a tap inside the frame does: a `Link`'s URL, or a control's App Intent.
    public var action: TapAction?
    public var children: [PlacedNode] = []

    /// Every node in drawing order, depth first: backgrounds, the node, its children, overlays.
    public var flattened: [PlacedNode] {
        backgrounds.flatMap(\.flattened) + [self] + children.flatMap(\.flattened) + overlays.flatMap(\.flattened)
    }

    /// What a tap at a point does: the frontmost link's or control's, else nil.
    public func action(atX x: Double, y: Double) -> TapAction? {
        flattened.last { $0.action != nil && $0.frame.contains(x: x, y: y) }?.action
    }
}

/// What a tap on a widget does, as on iOS: open a URL in the app (`Link`, `widgetURL`), or run an App
/// Intent in the widget extension (`Button(intent:)`, `Toggle(isOn:intent:)`) without opening the app.
public enum TapAction: Sendable, Equatable {
    case open(url: String)
    case run(ControlValue)
}

/// One run of a joined text, with the style it is drawn in.
public struct TextRun: Sendable {
    public var text: String
    public var style: TextStyle
}

/// What a text inherits from the modifiers around it: font, colour, limits; and whether it is redacted.
public struct TextStyle: Sendable, Hashable {
    public var size: Double = 17
    /// The weight the font comes with: its text style's (`headline` is semibold) or its own.
    public var fontWeight: FontWeightValue = .regular
    /// A weight set apart from the font (`fontWeight`, `bold`): it wins over the font's, as in SwiftUI.
    public var explicitWeight: FontWeightValue?
    public var design: FontDesignValue = .default
    public var color = ColorValue(name: .primary)
    /// The foreground style when it is a gradient; `color` is then its first colour.
    public var paint: PaintValue?
    public var italic = false
    public var underline = false
    public var strikethrough = false
    /// Colours drawn inverted (`colorInvert`).
    public var inverted = false
    public var lineLimit: Int?
    public var alignment: HorizontalAlignmentValue = .leading
    public var minimumScaleFactor: Double = 1
    public var redacted = false
    public var gaugeStyle: GaugeStyleValue = .linearCapacity
    public var progressStyle: ProgressStyleValue = .linear
    public var buttonStyle: ButtonStyleValue = .automatic
    /// What `brightness` adds to each colour component, from -1 to 1.
    public var brightness: Double = 0
    /// Whether the views are in the accent group (`widgetAccentable()`), which the accented mode tints apart.
    public var accentable = false
    /// How the accented mode draws the images inside (`widgetAccentedRenderingMode(_:)`); nil as any image.
    public var imageAccentedMode: WidgetAccentedRenderingModeValue?

    public init() {}

    /// The weight text is drawn in.
    public var weight: FontWeightValue { explicitWeight ?? fontWeight }

    /// The foreground: the paint set, or the colour.
    public var foreground: PaintValue { paint ?? PaintValue(color: color) }

    /// The height of one line.
    public var lineHeight: Double { Self.lineHeight(size) }

    /// Whether the weight reads as bold: semibold and heavier.
    public var isBold: Bool {
        switch weight {
        case .semibold, .bold, .heavy, .black: true
        case .ultraLight, .thin, .light, .regular, .medium: false
        }
    }

    /// The height of one line of text of `size` points.
    public static func lineHeight(_ size: Double) -> Double { (size * 1.2).rounded() }

    /// The size and weight of a text style, at the default text size.
    package static func font(of style: TextStyleValue) -> (size: Double, weight: FontWeightValue) {
        switch style {
        case .largeTitle: (34, .regular)
        case .title: (28, .regular)
        case .title2: (22, .regular)
        case .title3: (20, .regular)
        case .headline: (17, .semibold)
        case .body: (17, .regular)
        case .callout: (16, .regular)
        case .subheadline: (15, .regular)
        case .footnote: (13, .regular)
        case .caption: (12, .regular)
        case .caption2: (11, .regular)
        }
    }

    /// This style inside `modifier`: the modifier nearest a text is applied last, so it wins.
    package func applying(_ modifier: ViewNode.Modifier) -> TextStyle {
        var style = self
        switch modifier {
        case .font(let font):
            let font = font ?? FontValue(style: .body)
            if let name = font.style {
                (style.size, style.fontWeight) = Self.font(of: name)
            } else if font.size != nil {
                style.fontWeight = .regular
            }
            if let size = font.size, size.isFinite, size > 0 { style.size = min(size, 400) }
            if let weight = font.weight { style.fontWeight = weight }
            if let design = font.design { style.design = design }
        case .fontWeight(let weight): style.explicitWeight = weight
        case .bold: style.explicitWeight = .bold
        case .italic: style.italic = true
        case .underline: style.underline = true
        case .strikethrough: style.strikethrough = true
        case .foregroundStyle(let paint):
            style.color = paint.representativeColor
            style.paint = paint.gradient == nil ? nil : paint
        case .colorInvert: style.inverted.toggle()
        case .lineLimit(let count): style.lineLimit = count.map { max($0, 1) }
        case .multilineTextAlignment(let alignment): style.alignment = alignment
        case .minimumScaleFactor(let factor): style.minimumScaleFactor = factor.isFinite ? min(max(factor, 0.01), 1) : 1
        case .redacted: style.redacted = true
        case .gaugeStyle(let gaugeStyle): style.gaugeStyle = gaugeStyle
        case .progressViewStyle(let progressStyle): style.progressStyle = progressStyle
        case .buttonStyle(let buttonStyle): style.buttonStyle = buttonStyle
        case .brightness(let amount): style.brightness = min(max(style.brightness + (amount.isFinite ? amount : 0), -1), 1)
        case .widgetAccentable(let accentable): style.accentable = accentable
        case .widgetAccentedRenderingMode(let mode):
            style.imageAccentedMode = mode
            // `.accented` is `widgetAccentable()` for the image, and `.accentedDesaturated` is drawn in the
            // accent group's tint: the image belongs to that group (the terminal colours its glyph so).
            if mode == .accented || mode == .accentedDesaturated { style.accentable = true }
        case .padding, .frame, .background, .overlay, .opacity, .cornerRadius, .clipShape, .widgetURL, .containerBackground, .fixedSize,
            .aspectRatio, .offset, .preview, .scaleEffect, .mask, .layoutPriority:
            break
        }
        return style
    }
}
