import Foundation
import SwiftUI

/// Lays out a view archive in points as SwiftUI would, closely enough to draw it: stacks share their
/// space by flexibility, texts wrap and truncate with an ellipsis, padding and frames nest, and the
/// modifier nearest a view wins for font, weight and colour. Every renderer draws this one layout:
/// SVG and HTML at its points, the terminal rasterised onto character cells.
public struct PointLayout {
    /// When the widget is drawn: texts of dates are written for this moment.
    public var now: Date
    /// The widget's own corner radius, for `ContainerRelativeShape`.
    public var containerCornerRadius: Double
    /// Texts wrapped and stacks shared out already, during one `layout`: a stack measures its children
    /// several times to share out its space, and places them by measuring them again.
    private let memo = LayoutMemo()

    public init(now: Date = Date(), containerCornerRadius: Double = 22) {
        self.now = now
        self.containerCornerRadius = containerCornerRadius
    }

    /// The widget: its content centred in `width` × `height`, as WidgetKit places a widget's view.
    public func layout(_ node: ViewNode, width: Double, height: Double) -> PlacedNode {
        // Stacks are remembered by where their children are stored, which only holds for this tree.
        memo.removeAll()
        defer { memo.removeAll() }
        let measured = measure(node, Size(width: width, height: height), TextStyle())
        let size = Size(width: min(measured.width, width), height: min(measured.height, height))
        let origin = (x: ((width - size.width) / 2).rounded(), y: ((height - size.height) / 2).rounded())
        return place(node, in: Rect(x: max(origin.x, 0), y: max(origin.y, 0), width: size.width, height: size.height), TextStyle())
    }

    // MARK: Measuring

    func measure(_ node: ViewNode, _ proposal: Size, _ style: TextStyle) -> Size {
        switch node {
        case .empty, .spacer: return .zero
        case .text, .date:
            let lines = wrappedText(text(of: node), width: proposal.width, fitting(style, height: proposal.height))
            let width = lines.lines.map { TextMetrics.width(of: $0, size: lines.size, weight: style.weight) }.max() ?? 0
            return Size(
                width: min(width.rounded(.up), proposal.width), height: Double(lines.lines.count) * TextStyle.lineHeight(lines.size))
        case .image:
            let side = (style.size * 1.15).rounded()
            return Size(width: min(side, proposal.width), height: min(side, proposal.height))
        case .divider: return Size(width: proposal.width, height: 1)
        case .progress: return Size(width: proposal.width, height: 4)
        case .gauge(_, let label, _):
            if style.gaugeStyle.isCircular {
                let side = min(proposal.width, proposal.height, 58)
                return Size(width: side, height: side)
            }
            let labelSize = measure(label, proposal, style)
            return Size(width: proposal.width, height: labelSize.height + (labelSize.height > 0 ? 4 : 0) + 6)
        case .color: return proposal
        case .link(_, let label): return measure(label, proposal, style)
        case .vstack(_, let spacing, let children): return stack(children, spacing: spacing, proposal, style, axis: .vertical).size
        case .hstack(_, let spacing, let children): return stack(children, spacing: spacing, proposal, style, axis: .horizontal).size
        case .zstack(_, let children):
            let sizes = children.map { measure($0, proposal, style) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .modified(let content, let modifier):
            let inner = style.applying(modifier)
            switch modifier {
            case .padding(let insets):
                let (horizontal, vertical) = (
                    Self.finite(insets.leading) + Self.finite(insets.trailing), Self.finite(insets.top) + Self.finite(insets.bottom)
                )
                let size = measure(
                    content, Size(width: max(proposal.width - horizontal, 0), height: max(proposal.height - vertical, 0)), inner)
                return Size(width: size.width + horizontal, height: size.height + vertical)
            case .frame(let frame):
                let fixedWidth = frame.width.map(Self.finite), fixedHeight = frame.height.map(Self.finite)
                let size = measure(
                    content,
                    Size(
                        width: fixedWidth ?? Self.bounded(proposal.width, frame.maxWidth),
                        height: fixedHeight ?? Self.bounded(proposal.height, frame.maxHeight)), inner)
                return Size(
                    width: Self.side(fixedWidth, frame.maxWidth, proposal.width, size.width),
                    height: Self.side(fixedHeight, frame.maxHeight, proposal.height, size.height))
            default:
                return measure(content, proposal, inner)
            }
        }
    }

    /// A frame's side: fixed, or as large as allowed (all that is offered for `.infinity`), or the content's.
    static func side(_ fixed: Double?, _ maximum: Double?, _ offered: Double, _ content: Double) -> Double {
        if let fixed { return fixed }
        if let maximum { return maximum == FrameValue.infinite ? offered : min(finite(maximum), offered) }
        return content
    }

    /// Points from another process, made safe to lay out: never negative, never beyond a large screen.
    static func finite(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 10_000) : 0 }

    static func bounded(_ offered: Double, _ maximum: Double?) -> Double {
        guard let maximum, maximum != FrameValue.infinite else { return offered }
        return min(offered, finite(maximum))
    }

    // MARK: Placing

    func place(_ node: ViewNode, in rect: Rect, _ style: TextStyle) -> PlacedNode {
        var placed = PlacedNode(frame: rect, content: .none, style: style)
        switch node {
        case .empty, .spacer: break
        case .text, .date:
            let lines = wrappedText(text(of: node), width: rect.width + 0.5, fitting(style, height: rect.height + 0.5))
            placed.style.size = lines.size
            placed.content = .text(lines: lines.lines)
        case .image(let name): placed.content = .symbol(name: name)
        case .divider: placed.content = .divider(vertical: rect.height > rect.width)
        case .progress(let value, let total):
            let fraction = value / max(total, .ulpOfOne)
            placed.content = .bar(fraction: fraction.isFinite ? min(max(fraction, 0), 1) : 0)
        case .gauge(let value, let label, let currentValueLabel):
            placed.content = .gauge(fraction: value.isFinite ? min(max(value, 0), 1) : 0, style: style.gaugeStyle)
            if !style.gaugeStyle.isCircular {
                let size = measure(label, Size(width: rect.width, height: rect.height), style)
                placed.children = [place(label, in: Rect(x: rect.x, y: rect.y, width: size.width, height: size.height), style)]
            } else {
                let size = measure(currentValueLabel, Size(width: rect.width * 0.7, height: rect.height * 0.7), style)
                placed.children = [place(currentValueLabel, in: Self.aligned(size, in: rect, .center), style)]
            }
        case .color(let color): placed.content = .fill(color)
        case .link(let destination, let label):
            placed.children = [place(label, in: rect, style)]
            placed.link = destination
        case .vstack(let alignment, let spacing, let children):
            placed.children = placeStack(children, spacing: spacing, in: rect, style, axis: .vertical) { size, offset in
                Rect(x: Self.offset(alignment, rect.x, rect.width, size.width), y: offset, width: size.width, height: size.height)
            }
        case .hstack(let alignment, let spacing, let children):
            placed.children = placeStack(children, spacing: spacing, in: rect, style, axis: .horizontal) { size, offset in
                Rect(x: offset, y: Self.offset(alignment, rect.y, rect.height, size.height), width: size.width, height: size.height)
            }
        case .zstack(let alignment, let children):
            placed.children = children.map { child in
                place(
                    child, in: Self.aligned(measure(child, Size(width: rect.width, height: rect.height), style), in: rect, alignment), style
                )
            }
        case .modified(let content, let modifier):
            placed.children = [placeContent(content, of: modifier, in: rect, style.applying(modifier))]
            switch modifier {
            case .background(let color): placed.backgrounds = [color]
            case .opacity(let opacity): placed.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
            case .cornerRadius(let radius): placed.clip = (.roundedRectangle(cornerRadius: radius), Self.finite(radius))
            case .clipShape(let shape): placed.clip = (shape, radius(of: shape, in: rect))
            default: break
            }
        }
        return placed
    }

    /// Places what a modifier wraps: inside the padding, aligned in the frame, or where the modifier itself is.
    func placeContent(_ content: ViewNode, of modifier: ViewNode.Modifier, in rect: Rect, _ style: TextStyle) -> PlacedNode {
        switch modifier {
        case .padding(let insets):
            let (leading, top) = (Self.finite(insets.leading), Self.finite(insets.top))
            return place(
                content,
                in: Rect(
                    x: rect.x + leading, y: rect.y + top,
                    width: max(rect.width - leading - Self.finite(insets.trailing), 0),
                    height: max(rect.height - top - Self.finite(insets.bottom), 0)), style)
        case .frame(let frame):
            let size = measure(content, Size(width: rect.width, height: rect.height), style)
            let fitted = Size(width: min(size.width, rect.width), height: min(size.height, rect.height))
            return place(content, in: Self.aligned(fitted, in: rect, frame.alignment), style)
        default:
            return place(content, in: rect, style)
        }
    }

    /// The corner radius a clip shape has in `rect`.
    func radius(of shape: ShapeValue, in rect: Rect) -> Double {
        switch shape {
        case .roundedRectangle(let radius): Self.finite(radius)
        case .circle, .capsule: min(rect.width, rect.height) / 2
        case .containerRelative: containerCornerRadius
        }
    }

    static func offset(_ alignment: HorizontalAlignmentValue, _ start: Double, _ room: Double, _ length: Double) -> Double {
        switch alignment {
        case .leading: start
        case .center: start + (room - length) / 2
        case .trailing: start + room - length
        }
    }

    static func offset(_ alignment: VerticalAlignmentValue, _ start: Double, _ room: Double, _ length: Double) -> Double {
        switch alignment {
        case .top: start
        case .center: start + (room - length) / 2
        case .bottom: start + room - length
        }
    }

    static func aligned(_ size: Size, in rect: Rect, _ alignment: AlignmentValue) -> Rect {
        Rect(
            x: offset(alignment.horizontal, rect.x, rect.width, size.width),
            y: offset(alignment.vertical, rect.y, rect.height, size.height),
            width: size.width, height: size.height)
    }

    // MARK: Stacks

    enum Axis { case horizontal, vertical }

    /// A stack's children's sizes, shared out as SwiftUI does: the least flexible child is offered its
    /// share first, and what it does not take goes to the others; spacers share what is left.
    func stack(_ children: [ViewNode], spacing: Double?, _ proposal: Size, _ style: TextStyle, axis: Axis) -> (
        size: Size, sizes: [Size], spacing: Double
    ) {
        guard !children.isEmpty else { return (.zero, [], 0) }
        // The tree does not change during a layout, so a stack's children are known by where they are stored.
        let key = LayoutMemo.StackKey(
            children: children.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }, vertical: axis == .vertical,
            spacing: spacing, proposal: proposal, style: style)
        if let known = memo.stacks[key] { return known }
        let laidOut = shareOut(children, spacing: spacing, proposal, style, axis: axis)
        memo.stacks[key] = laidOut
        return laidOut
    }

    func shareOut(_ children: [ViewNode], spacing: Double?, _ proposal: Size, _ style: TextStyle, axis: Axis) -> (
        size: Size, sizes: [Size], spacing: Double
    ) {
        let spacing = spacing.map(Self.finite) ?? 8
        let along = axis == .vertical ? proposal.height : proposal.width
        let across = axis == .vertical ? proposal.width : proposal.height
        func offer(_ child: ViewNode, _ length: Double) -> Size {
            measure(child, axis == .vertical ? Size(width: across, height: length) : Size(width: length, height: across), style)
        }
        func length(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
        // Flexibility: how much more a child takes when offered everything than when offered nothing.
        let flexibility = children.map { child -> Double in
            if child.isSpacer { return .infinity }
            return length(offer(child, along)) - length(offer(child, 0))
        }
        var remaining = max(along - spacing * Double(children.count - 1), 0)
        var sizes = [Size](repeating: .zero, count: children.count)
        let order = children.indices.filter { !children[$0].isSpacer }.sorted { flexibility[$0] < flexibility[$1] }
        for (position, index) in order.enumerated() {
            let size = offer(children[index], remaining / Double(order.count - position))
            sizes[index] = size
            remaining = max(remaining - length(size), 0)
        }
        let spacers = children.indices.filter { children[$0].isSpacer }
        for index in spacers {
            guard case .spacer(let minimum) = children[index] else { continue }
            let share = max(remaining / Double(spacers.count), minimum.map(Self.finite) ?? 0)
            sizes[index] = axis == .vertical ? Size(width: 0, height: share) : Size(width: share, height: 0)
        }
        let total = sizes.map(length).reduce(0, +) + spacing * Double(children.count - 1)
        let breadth = sizes.map { axis == .vertical ? $0.width : $0.height }.max() ?? 0
        let size = axis == .vertical ? Size(width: min(breadth, across), height: total) : Size(width: total, height: min(breadth, across))
        return (size, sizes, spacing)
    }

    /// Places a stack's children one after another along `axis`; `slot` puts each across the stack.
    func placeStack(
        _ children: [ViewNode], spacing: Double?, in rect: Rect, _ style: TextStyle, axis: Axis,
        slot: (Size, Double) -> Rect
    ) -> [PlacedNode] {
        let laidOut = stack(children, spacing: spacing, Size(width: rect.width, height: rect.height), style, axis: axis)
        var offset = axis == .vertical ? rect.y : rect.x
        return zip(children, laidOut.sizes).map { child, size in
            let placed = place(child, in: slot(size, offset), style)
            offset += (axis == .vertical ? size.height : size.width) + laidOut.spacing
            return placed
        }
    }

    // MARK: Text

    /// A text node's string at `now`: dates are written again, so they stay current.
    func text(of node: ViewNode) -> String {
        switch node {
        case .text(let text): text
        case .date(let date, let style): DateStyleFormatter.format(date, style: style, now: now)
        default: ""
        }
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
            let key = LayoutMemo.TextKey(
                text: text, width: width, size: size, weight: style.weight, lineLimit: style.lineLimit,
                truncate: index == steps.count - 1)
            let lines =
                memo.texts[key]
                ?? {
                    let lines = TextMetrics.wrap(
                        text, width: width, size: size, weight: style.weight, lineLimit: style.lineLimit, truncate: key.truncate)
                    memo.texts[key] = lines
                    return lines
                }()
            if let lines { return (lines, size) }
        }
        return ([], style.size)
    }
}

/// What one layout of one widget has worked out already: texts wrapped, stacks shared out.
final class LayoutMemo {
    struct TextKey: Hashable {
        var text: String
        var width: Double
        var size: Double
        var weight: FontWeightValue
        var lineLimit: Int?
        var truncate: Bool
    }

    struct StackKey: Hashable {
        var children: UInt
        var vertical: Bool
        var spacing: Double?
        var proposal: Size
        var style: TextStyle
    }

    var texts: [TextKey: [String]?] = [:]
    var stacks: [StackKey: (size: Size, sizes: [Size], spacing: Double)] = [:]

    func removeAll() {
        texts.removeAll(keepingCapacity: true)
        stacks.removeAll(keepingCapacity: true)
    }
}

extension ViewNode {
    var isSpacer: Bool {
        if case .spacer = self { return true }
        return false
    }
}

extension GaugeStyleValue {
    /// Whether the gauge is a ring rather than a bar.
    var isCircular: Bool {
        switch self {
        case .accessoryCircular, .accessoryCircularCapacity: true
        case .accessoryLinear, .accessoryLinearCapacity, .linearCapacity: false
        }
    }
}
