import Foundation
import SwiftUI

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
}

/// A proposed or measured size in points.
struct Size: Equatable {
    var width: Double
    var height: Double
}

/// A view archive laid out in points: what the SVG renderer draws and `home tap` hit-tests.
public struct PlacedNode: Sendable {
    public enum Content: Sendable {
        case none
        /// Lines already wrapped and truncated.
        case text(lines: [String])
        case symbol(name: String)
        case bar(fraction: Double)
        case gauge(fraction: Double, style: String)
        case fill(ColorValue)
        case divider(vertical: Bool)
    }

    public var frame: Rect
    public var content: Content
    public var style: TextStyle
    /// Fills behind the node (`.background`), in its frame, with the corner radius of any clip.
    public var backgrounds: [ColorValue] = []
    /// The clip around the node and its backgrounds: a shape name and a radius.
    public var clip: (shape: String, radius: Double)?
    public var opacity: Double = 1
    /// A `Link`'s destination: taps inside the frame go there.
    public var link: String?
    public var children: [PlacedNode] = []

    /// Every node in drawing order, depth first.
    public var flattened: [PlacedNode] { [self] + children.flatMap(\.flattened) }
}

/// What a text inherits: font, colour, limits; and whether it is redacted.
public struct TextStyle: Sendable, Equatable {
    public var size: Double = 17
    public var weight: String = "regular"
    public var design: String = "default"
    public var color: ColorValue = ColorValue(name: "primary")
    public var lineLimit: Int?
    public var alignment: String = "leading"
    public var minimumScaleFactor: Double = 1
    public var redacted = false
    public var gaugeStyle = "linearCapacity"

    /// The height of one line.
    public var lineHeight: Double { Self.lineHeight(size) }

    /// The height of one line of text of `size` points.
    public static func lineHeight(_ size: Double) -> Double { (size * 1.2).rounded() }
}

/// Lays out a view archive in points as SwiftUI would, closely enough to draw it: stacks share their
/// space by flexibility, texts wrap and truncate with an ellipsis, padding and frames nest.
public struct PointLayout {
    /// When the widget is drawn: texts of dates are written for this moment.
    public var now: Date
    /// The widget's own corner radius, for `ContainerRelativeShape`.
    public var containerCornerRadius: Double

    public init(now: Date = Date(), containerCornerRadius: Double = 22) {
        self.now = now
        self.containerCornerRadius = containerCornerRadius
    }

    /// The point sizes of the text styles, at the default text size.
    static let textStyleSizes: [String: (size: Double, weight: String)] = [
        "largeTitle": (34, "regular"), "title": (28, "regular"), "title2": (22, "regular"), "title3": (20, "regular"),
        "headline": (17, "semibold"), "body": (17, "regular"), "callout": (16, "regular"), "subheadline": (15, "regular"),
        "footnote": (13, "regular"), "caption": (12, "regular"), "caption2": (11, "regular"),
    ]

    /// The widget: its content centred in `size`, as WidgetKit places a widget's view.
    public func layout(_ node: ViewNode, width: Double, height: Double) -> PlacedNode {
        let proposal = Size(width: width, height: height)
        let measured = measure(node, proposal, TextStyle())
        let origin = (x: ((width - measured.width) / 2).rounded(), y: ((height - measured.height) / 2).rounded())
        return place(node, in: Rect(x: max(origin.x, 0), y: max(origin.y, 0), width: min(measured.width, width),
                                   height: min(measured.height, height)), TextStyle())
    }

    // MARK: Modifiers, from the outside in

    /// The style after the modifiers that only pass something down.
    func inherited(_ node: ViewNode, _ style: TextStyle) -> TextStyle {
        var style = style
        for modifier in (node.modifiers ?? []).reversed() {
            switch modifier.kind {
            case .font:
                guard let font = modifier.font else { continue }
                if let name = font.style, let known = Self.textStyleSizes[name] {
                    style.size = known.size
                    style.weight = known.weight
                }
                if let size = font.size, size.isFinite, size > 0 { style.size = min(size, 400) }
                if let weight = font.weight { style.weight = weight }
                if let design = font.design { style.design = design }
            case .fontWeight: style.weight = modifier.string ?? style.weight
            case .bold: style.weight = "bold"
            case .foregroundStyle: if let color = modifier.color { style.color = color }
            case .lineLimit: style.lineLimit = modifier.count.map { max($0, 1) }
            case .multilineTextAlignment: style.alignment = modifier.string ?? style.alignment
            case .minimumScaleFactor: style.minimumScaleFactor = min(max(modifier.length ?? 1, 0.01), 1)
            case .redacted: style.redacted = true
            case .gaugeStyle: style.gaugeStyle = modifier.string ?? style.gaugeStyle
            default: break
            }
        }
        return style
    }

    /// The modifiers that change the geometry, outermost first.
    func geometry(_ node: ViewNode) -> [ModifierNode] {
        (node.modifiers ?? []).reversed().filter { $0.kind == .padding || $0.kind == .frame }
    }

    func measure(_ node: ViewNode, _ proposal: Size, _ style: TextStyle) -> Size {
        measure(node, proposal, inherited(node, style), geometry: geometry(node)[...])
    }

    func measure(_ node: ViewNode, _ proposal: Size, _ style: TextStyle, geometry: ArraySlice<ModifierNode>) -> Size {
        guard let modifier = geometry.first else { return measureContent(node, proposal, style) }
        let rest = geometry.dropFirst()
        switch modifier.kind {
        case .padding:
            let edges = modifier.edges ?? EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0)
            let horizontal = Self.finite(edges.leading) + Self.finite(edges.trailing)
            let vertical = Self.finite(edges.top) + Self.finite(edges.bottom)
            let inner = measure(node, Size(width: max(proposal.width - horizontal, 0), height: max(proposal.height - vertical, 0)), style,
                                geometry: rest)
            return Size(width: inner.width + horizontal, height: inner.height + vertical)
        default:
            let frame = modifier.frame ?? FrameValue()
            let fixedWidth = frame.width.map(Self.finite)
            let fixedHeight = frame.height.map(Self.finite)
            let inner = measure(node, Size(width: fixedWidth ?? Self.bounded(proposal.width, frame.maxWidth),
                                           height: fixedHeight ?? Self.bounded(proposal.height, frame.maxHeight)), style, geometry: rest)
            func side(_ fixed: Double?, _ maximum: Double?, _ offered: Double, _ content: Double) -> Double {
                if let fixed { return fixed }
                if let maximum { return maximum == FrameValue.infinite ? offered : min(Self.finite(maximum), offered) }
                return content
            }
            return Size(width: side(fixedWidth, frame.maxWidth, proposal.width, inner.width),
                        height: side(fixedHeight, frame.maxHeight, proposal.height, inner.height))
        }
    }

    static func finite(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 10_000) : 0 }

    static func bounded(_ offered: Double, _ maximum: Double?) -> Double {
        guard let maximum, maximum != FrameValue.infinite else { return offered }
        return min(offered, finite(maximum))
    }

    func place(_ node: ViewNode, in rect: Rect, _ style: TextStyle) -> PlacedNode {
        let style = inherited(node, style)
        var placed = place(node, in: rect, style, geometry: geometry(node)[...])
        placed.frame = rect
        for modifier in node.modifiers ?? [] {
            switch modifier.kind {
            case .background: if let color = modifier.color { placed.backgrounds.append(color) }
            case .opacity: placed.opacity *= min(max(modifier.length ?? 1, 0), 1)
            case .cornerRadius: placed.clip = ("roundedRectangle", Self.finite(modifier.length ?? 0))
            case .clipShape:
                let shape = modifier.string ?? "roundedRectangle"
                placed.clip = (shape, shape == "containerRelative" ? containerCornerRadius : Self.finite(modifier.length ?? 0))
            default: break
            }
        }
        return placed
    }

    /// Places the node's content in `rect` once the geometry modifiers are peeled off.
    func place(_ node: ViewNode, in rect: Rect, _ style: TextStyle, geometry: ArraySlice<ModifierNode>) -> PlacedNode {
        guard let modifier = geometry.first else { return placeContent(node, in: rect, style) }
        let rest = geometry.dropFirst()
        switch modifier.kind {
        case .padding:
            let edges = modifier.edges ?? EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0)
            let inner = Rect(x: rect.x + Self.finite(edges.leading), y: rect.y + Self.finite(edges.top),
                             width: max(rect.width - Self.finite(edges.leading) - Self.finite(edges.trailing), 0),
                             height: max(rect.height - Self.finite(edges.top) - Self.finite(edges.bottom), 0))
            return wrap(place(node, in: inner, style, geometry: rest), frame: rect)
        default:
            let frame = modifier.frame ?? FrameValue()
            let size = measure(node, Size(width: rect.width, height: rect.height), style, geometry: rest)
            let inner = Self.aligned(Size(width: min(size.width, rect.width), height: min(size.height, rect.height)),
                                     in: rect, alignment: frame.alignment ?? "center")
            return wrap(place(node, in: inner, style, geometry: rest), frame: rect)
        }
    }

    /// A node that only holds another, so that each frame keeps its own rectangle.
    func wrap(_ child: PlacedNode, frame: Rect) -> PlacedNode {
        PlacedNode(frame: frame, content: .none, style: child.style, children: [child])
    }

    static func aligned(_ size: Size, in rect: Rect, alignment: String) -> Rect {
        let horizontal = alignment.lowercased()
        let x: Double = horizontal.contains("leading") ? rect.x
            : horizontal.contains("trailing") ? rect.x + rect.width - size.width : rect.x + (rect.width - size.width) / 2
        let y: Double = horizontal.hasPrefix("top") ? rect.y
            : horizontal.hasPrefix("bottom") ? rect.y + rect.height - size.height : rect.y + (rect.height - size.height) / 2
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    // MARK: Content

    func measureContent(_ node: ViewNode, _ proposal: Size, _ style: TextStyle) -> Size {
        switch node.kind {
        case .empty: return Size(width: 0, height: 0)
        case .text:
            let lines = wrappedText(node.currentText(at: now), width: proposal.width, fitting(style, height: proposal.height))
            let width = lines.lines.map { TextMetrics.width(of: $0, size: lines.size, weight: style.weight) }.max() ?? 0
            return Size(width: min(width.rounded(.up), proposal.width), height: Double(lines.lines.count) * TextStyle.lineHeight(lines.size))
        case .image:
            let side = (style.size * 1.15).rounded()
            return Size(width: min(side, proposal.width), height: min(side, proposal.height))
        case .spacer: return Size(width: 0, height: 0)
        case .divider: return Size(width: proposal.width, height: 1)
        case .progress: return Size(width: proposal.width, height: 4)
        case .gauge:
            if style.gaugeStyle.hasPrefix("accessoryCircular") {
                let side = min(proposal.width, proposal.height, 58)
                return Size(width: side, height: side)
            }
            let label = node.children?.first.map { measure($0, proposal, style) } ?? Size(width: 0, height: 0)
            return Size(width: proposal.width, height: label.height + (label.height > 0 ? 4 : 0) + 6)
        case .color: return proposal
        case .vstack, .link: return stack(node, proposal, style, axis: .vertical).size
        case .hstack: return stack(node, proposal, style, axis: .horizontal).size
        case .zstack:
            let sizes = (node.children ?? []).map { measure($0, proposal, style) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        }
    }

    func placeContent(_ node: ViewNode, in rect: Rect, _ style: TextStyle) -> PlacedNode {
        var placed = PlacedNode(frame: rect, content: .none, style: style)
        switch node.kind {
        case .empty, .spacer: break
        case .text:
            let lines = wrappedText(node.currentText(at: now), width: rect.width + 0.5, fitting(style, height: rect.height + 0.5))
            placed.style.size = lines.size
            placed.content = .text(lines: lines.lines)
        case .image: placed.content = .symbol(name: node.systemName ?? "")
        case .divider: placed.content = .divider(vertical: rect.height > rect.width)
        case .progress:
            let total = max(node.total ?? 1, .ulpOfOne)
            placed.content = .bar(fraction: min(max((node.value ?? 0) / total, 0), 1))
        case .gauge:
            placed.content = .gauge(fraction: min(max(node.value ?? 0, 0), 1), style: style.gaugeStyle)
            if !style.gaugeStyle.hasPrefix("accessoryCircular"), let label = node.children?.first {
                let size = measure(label, Size(width: rect.width, height: rect.height), style)
                placed.children = [place(label, in: Rect(x: rect.x, y: rect.y, width: size.width, height: size.height), style)]
            } else if let value = node.children?.dropFirst().first {
                let size = measure(value, Size(width: rect.width * 0.7, height: rect.height * 0.7), style)
                placed.children = [place(value, in: Self.aligned(size, in: rect, alignment: "center"), style)]
            }
        case .color: placed.content = .fill(node.color ?? ColorValue(name: "clear"))
        case .vstack, .hstack, .link:
            let axis: Axis = node.kind == .hstack ? .horizontal : .vertical
            let laidOut = stack(node, Size(width: rect.width, height: rect.height), style, axis: axis)
            var offset = axis == .vertical ? rect.y : rect.x
            let alignment = node.alignment ?? (node.kind == .link ? "leading" : "center")
            for (child, size) in zip(node.children ?? [], laidOut.sizes) {
                let slot: Rect
                if axis == .vertical {
                    let x = alignment == "leading" ? rect.x : alignment == "trailing" ? rect.x + rect.width - size.width
                        : rect.x + (rect.width - size.width) / 2
                    slot = Rect(x: x, y: offset, width: size.width, height: size.height)
                    offset += size.height + laidOut.spacing
                } else {
                    let y = alignment == "top" ? rect.y : alignment == "bottom" ? rect.y + rect.height - size.height
                        : rect.y + (rect.height - size.height) / 2
                    slot = Rect(x: offset, y: y, width: size.width, height: size.height)
                    offset += size.width + laidOut.spacing
                }
                placed.children.append(place(child, in: slot, style))
            }
            if node.kind == .link { placed.link = node.url }
        case .zstack:
            for child in node.children ?? [] {
                let size = measure(child, Size(width: rect.width, height: rect.height), style)
                placed.children.append(place(child, in: Self.aligned(size, in: rect, alignment: node.alignment ?? "center"), style))
            }
        }
        return placed
    }

    enum Axis { case horizontal, vertical }

    /// A stack's children's sizes, shared out as SwiftUI does: the least flexible child is offered its
    /// share first, and what it does not take goes to the others.
    func stack(_ node: ViewNode, _ proposal: Size, _ style: TextStyle, axis: Axis) -> (size: Size, sizes: [Size], spacing: Double) {
        let children = node.children ?? []
        guard !children.isEmpty else { return (Size(width: 0, height: 0), [], 0) }
        let spacing = node.spacing.map(Self.finite) ?? 8
        let along = axis == .vertical ? proposal.height : proposal.width
        let across = axis == .vertical ? proposal.width : proposal.height
        func offer(_ child: ViewNode, _ length: Double) -> Size {
            measure(child, axis == .vertical ? Size(width: across, height: length) : Size(width: length, height: across), style)
        }
        func length(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
        // Flexibility: how much more a child takes when offered everything than when offered nothing.
        let flexibility = children.map { child -> Double in
            if child.kind == .spacer { return .infinity }
            return length(offer(child, along)) - length(offer(child, 0))
        }
        var remaining = max(along - spacing * Double(children.count - 1), 0)
        var sizes = [Size?](repeating: nil, count: children.count)
        // Spacers take what the others leave, so they are not offered a share.
        let order = children.indices.filter { children[$0].kind != .spacer }.sorted { flexibility[$0] < flexibility[$1] }
        for (position, index) in order.enumerated() {
            let share = remaining / Double(order.count - position)
            let size = offer(children[index], share)
            sizes[index] = size
            remaining = max(remaining - length(size), 0)
        }
        // Spacers share what is left, each at least its minimum length.
        let spacers = children.indices.filter { children[$0].kind == .spacer }
        for index in spacers {
            let minimum = children[index].spacing.map(Self.finite) ?? 0
            let share = max(remaining / Double(spacers.count), minimum)
            sizes[index] = axis == .vertical ? Size(width: 0, height: share) : Size(width: share, height: 0)
        }
        let resolved = sizes.map { $0 ?? Size(width: 0, height: 0) }
        let total = resolved.map(length).reduce(0, +) + spacing * Double(children.count - 1)
        let breadth = resolved.map { axis == .vertical ? $0.width : $0.height }.max() ?? 0
        let size = axis == .vertical ? Size(width: min(breadth, across), height: total) : Size(width: total, height: min(breadth, across))
        return (size, resolved, spacing)
    }

    /// The style with its line limit lowered to the lines that fit in `height`.
    func fitting(_ style: TextStyle, height: Double) -> TextStyle {
        guard height.isFinite else { return style }
        var style = style
        let fit = max(Int(height / style.lineHeight), 1)
        style.lineLimit = min(style.lineLimit ?? fit, fit)
        return style
    }

    /// A text's lines at the widest `width` allows: wrapped at spaces, at most `lineLimit` lines, the last cut
    /// with an ellipsis; shrunk first, down to the minimum scale factor, when it does not fit.
    func wrappedText(_ text: String, width: Double, _ style: TextStyle) -> (lines: [String], size: Double) {
        let steps = style.minimumScaleFactor < 1 ? stride(from: 1.0, through: style.minimumScaleFactor, by: -0.05).map { $0 } : [1]
        for (index, scale) in steps.enumerated() {
            let size = style.size * scale
            let lines = TextMetrics.wrap(text, width: width, size: size, weight: style.weight, lineLimit: style.lineLimit,
                                         truncate: index == steps.count - 1)
            if let lines { return (lines, size) }
        }
        return ([], style.size)
    }
}
