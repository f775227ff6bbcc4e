import Foundation

/// The archive of a view: what a widget extension sends to the system to be drawn.
///
/// On iOS, WidgetKit archives the views of each timeline entry and the system renders them;
/// this is our archive. It is plain data (`Codable`), so it crosses the wire as JSON and
/// the system's renderers (`WidgetRendering`) can lay it out without running any app code.
public struct ViewNode: Codable, Equatable, Hashable, Sendable {
    /// What a node draws.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case empty, text, image, vstack, hstack, zstack, spacer, divider, progress, color, gauge, link
    }

    public var kind: Kind
    /// The string of a `text` node.
    public var text: String?
    /// The SF Symbol name of an `image` node.
    public var systemName: String?
    /// A stack's alignment: `leading`, `center`, `trailing` (VStack), `top`, `center`, `bottom` (HStack).
    public var alignment: String?
    /// A stack's spacing, or a spacer's minimum length, in points.
    public var spacing: Double?
    /// A progress view's value and total.
    public var value: Double?
    public var total: Double?
    /// The fill of a `color` node.
    public var color: ColorValue?
    /// A date a `text` node shows (seconds since 1970), and how: `relative`, `timer`, `offset`, `date` or `time`.
    /// The system writes it again each time it draws, so it stays current; `text` holds it as written when archived.
    public var date: Double?
    public var dateStyle: String?
    /// Where a `link` node goes.
    public var url: String?
    /// A stack's children, in order.
    public var children: [ViewNode]?
    /// Modifiers, innermost first.
    public var modifiers: [ModifierNode]?

    public init(
        kind: Kind, text: String? = nil, systemName: String? = nil, alignment: String? = nil,
        spacing: Double? = nil, value: Double? = nil, total: Double? = nil, color: ColorValue? = nil,
        date: Double? = nil, dateStyle: String? = nil, url: String? = nil,
        children: [ViewNode]? = nil, modifiers: [ModifierNode]? = nil
    ) {
        self.kind = kind
        self.text = text
        self.systemName = systemName
        self.alignment = alignment
        self.spacing = spacing
        self.value = value
        self.total = total
        self.color = color
        self.date = date
        self.dateStyle = dateStyle
        self.url = url
        self.children = children
        self.modifiers = modifiers
    }

    /// This node with one more modifier on the outside.
    public func appending(_ modifier: ModifierNode) -> ViewNode {
        var copy = self
        copy.append(modifier)
        return copy
    }

    /// Adds a modifier on the outside.
    public mutating func append(_ modifier: ModifierNode) {
        if modifiers == nil {
            modifiers = [modifier]
        } else {
            modifiers!.append(modifier)
        }
    }

    /// The first modifier of `kind`, searching from the outside in.
    public func modifier(_ kind: ModifierNode.Kind) -> ModifierNode? {
        modifiers?.last { $0.kind == kind }
    }

    /// The first modifier of `kind` anywhere in the tree, this node's outermost first, then its children's in order:
    /// where the system finds a widget's `containerBackground` and `widgetURL`.
    public func firstModifier(_ kind: ModifierNode.Kind) -> ModifierNode? {
        if let found = modifier(kind) { return found }
        for child in children ?? [] {
            if let found = child.firstModifier(kind) { return found }
        }
        return nil
    }

    /// A text node's string at `now`: dates are written again, so they stay current.
    public func currentText(at now: Date) -> String {
        guard let date, let dateStyle else { return text ?? "" }
        return DateStyleFormatter.format(Date(timeIntervalSince1970: date), style: dateStyle, now: now)
    }

    /// Every text in this tree, depth first: handy for tests.
    public var allText: [String] {
        var result: [String] = []
        if let text { result.append(text) }
        for child in children ?? [] { result += child.allText }
        return result
    }
}

/// One modifier applied to a node.
public struct ModifierNode: Codable, Equatable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case font, foregroundStyle, padding, frame, background, lineLimit, opacity
        case cornerRadius, redacted, widgetURL, containerBackground, bold
        case fontWeight, multilineTextAlignment, minimumScaleFactor, clipShape, gaugeStyle
    }

    public var kind: Kind
    public var font: FontValue?
    public var color: ColorValue?
    /// Padding insets, or a corner radius in `length`.
    public var edges: EdgeInsetsValue?
    public var length: Double?
    public var frame: FrameValue?
    public var count: Int?
    /// The reason of `redacted`, the URL of `widgetURL`, the weight of `fontWeight`, the alignment of
    /// `multilineTextAlignment`, the shape of `clipShape` (`roundedRectangle`, `circle`, `capsule`, `containerRelative`),
    /// or the style of `gaugeStyle`.
    public var string: String?

    public init(
        kind: Kind, font: FontValue? = nil, color: ColorValue? = nil, edges: EdgeInsetsValue? = nil,
        length: Double? = nil, frame: FrameValue? = nil, count: Int? = nil, string: String? = nil
    ) {
        self.kind = kind
        self.font = font
        self.color = color
        self.edges = edges
        self.length = length
        self.frame = frame
        self.count = count
        self.string = string
    }
}

/// A font as archived: a text style, or a size with a weight and design.
public struct FontValue: Codable, Equatable, Hashable, Sendable {
    public var style: String?
    public var size: Double?
    public var weight: String?
    public var design: String?

    public init(style: String? = nil, size: Double? = nil, weight: String? = nil, design: String? = nil) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
    }
}

/// A colour as archived: a named system colour, or sRGB components.
public struct ColorValue: Codable, Equatable, Hashable, Sendable {
    public var name: String?
    public var red: Double?
    public var green: Double?
    public var blue: Double?
    public var opacity: Double?

    public init(name: String? = nil, red: Double? = nil, green: Double? = nil, blue: Double? = nil, opacity: Double? = nil) {
        self.name = name
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }
}

/// Padding per edge, in points.
public struct EdgeInsetsValue: Codable, Equatable, Hashable, Sendable {
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

/// A frame's fixed and maximum sizes, in points; `infinity` is written as `maxWidth: -1`.
public struct FrameValue: Codable, Equatable, Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var maxWidth: Double?
    public var maxHeight: Double?
    public var alignment: String?

    public init(width: Double? = nil, height: Double? = nil, maxWidth: Double? = nil, maxHeight: Double? = nil, alignment: String? = nil) {
        self.width = width
        self.height = height
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    /// How `.infinity` is archived, since JSON has no infinity.
    public static let infinite: Double = -1
}
