import Foundation
import ViewArchive

/// Lays out a view archive in points as SwiftUI would, closely enough to draw it: stacks share their
/// space by flexibility, texts wrap and truncate with an ellipsis, padding and frames nest, and the
/// modifier nearest a view wins for font, weight and colour. Every renderer draws this one layout:
/// SVG and HTML at its points, the terminal rasterised onto character cells.
public struct PointLayout {
    /// When the widget is drawn: texts of dates are written for this moment.
    public var now: Date
    /// The widget's own corner radius, for `ContainerRelativeShape`.
    public var containerCornerRadius: Double
    /// Texts wrapped, stacks shared out and images sized already, during one `layout`: a stack measures
    /// its children several times to share out its space, and places them by measuring them again.
    package let memo = LayoutMemo()

    public init(now: Date = Date(), containerCornerRadius: Double = 22) {
        self.now = now
        self.containerCornerRadius = containerCornerRadius
    }

    /// The widget: its content centred in `width` × `height`, as WidgetKit places a widget's view.
    public func layout(_ node: ViewNode, width: Double, height: Double) -> PlacedNode {
        placeWidget(node, width: width, height: height).placed
    }

    /// Each `GeometryReader` of the widget, in placing order: its content and the frame it gets. What
    /// the widget extension gives a reader's content, as SwiftUI does (see `GeometryLayout`).
    public func readerFrames(_ node: ViewNode, width: Double, height: Double) -> [(content: ViewNode, frame: Rect)] {
        placeWidget(node, width: width, height: height).readers
    }

    private func placeWidget(_ node: ViewNode, width: Double, height: Double) -> (
        placed: PlacedNode, readers: [(content: ViewNode, frame: Rect)]
    ) {
        // Stacks are remembered by where their children are stored, which only holds for this tree.
        memo.removeAll()
        defer { memo.removeAll() }
        let measured = measure(node, Size(width: width, height: height), TextStyle())
        let size = Size(width: min(measured.width, width), height: min(measured.height, height))
        let origin = (x: ((width - size.width) / 2).rounded(), y: ((height - size.height) / 2).rounded())
        let placed = place(node, in: Rect(x: max(origin.x, 0), y: max(origin.y, 0), width: size.width, height: size.height), TextStyle())
        return (placed, memo.readers)
    }

    // MARK: Measuring

    package func measure(_ node: ViewNode, _ proposal: Size, _ style: TextStyle) -> Size {
        switch node {
        case .empty, .spacer: return .zero
        case .text, .date, .timer, .textRuns:
            let (text, textStyle) = self.text(of: node, style)
            let lines = wrappedText(text, width: proposal.width, fitting(textStyle, height: proposal.height))
            let width = lines.lines.map { TextMetrics.width(of: $0, size: lines.size, weight: textStyle.weight) }.max() ?? 0
            return Size(
                width: min(width.rounded(.up), proposal.width), height: Double(lines.lines.count) * TextStyle.lineHeight(lines.size))
        case .image(let image):
            if image.systemName != nil {
                let side = (style.size * 1.15).rounded()
                return Size(width: min(side, proposal.width), height: min(side, proposal.height))
            }
            if image.resizable { return proposal }
            let natural = naturalSize(of: image)
            return Size(width: min(natural.width, proposal.width), height: min(natural.height, proposal.height))
        case .divider: return Size(width: proposal.width, height: 1)
        case .progress, .timerProgress:
            if style.progressStyle == .circular || isIndeterminate(node) {
                let side = min(proposal.width, proposal.height, 28)
                return Size(width: side, height: side)
            }
            return Size(width: proposal.width, height: 4)
        case .gauge(_, let label, _):
            if style.gaugeStyle.isCircular {
                let side = min(proposal.width, proposal.height, 58)
                return Size(width: side, height: side)
            }
            // The accessory bars draw the bar alone; the default one its label above it.
            let labelSize = style.gaugeStyle == .linearCapacity ? measure(label, proposal, style) : .zero
            return Size(width: proposal.width, height: labelSize.height + (labelSize.height > 0 ? 4 : 0) + 6)
        case .color, .gradient, .shape, .geometry: return proposal
        case .link(_, let label): return measure(label, proposal, style)
        case .control(let control, let label): return measure(Self.styled(label, of: control, style), proposal, style)
        case .vstack(_, let spacing, let children): return stack(children, spacing: spacing, proposal, style, axis: .vertical).size
        case .hstack(_, let spacing, let children): return stack(children, spacing: spacing, proposal, style, axis: .horizontal).size
        case .zstack(_, let children):
            let sizes = children.map { measure($0, proposal, style) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .grid(let grid, let children): return gridLayout(grid, children, proposal, style).size
        case .scheduled(let dates, let children):
            guard let shown = shown(dates, children) else { return .zero }
            return measure(shown, proposal, style)
        case .firstFitting(let children):
            guard let chosen = firstFitting(children, proposal, style) else { return .zero }
            return measure(chosen, proposal, style)
        case .modified(let content, let modifier):
            return measureModified(content, modifier, proposal, style.applying(modifier))
        }
    }

    package func measureModified(_ content: ViewNode, _ modifier: ViewNode.Modifier, _ proposal: Size, _ inner: TextStyle) -> Size {
        switch modifier {
        case .padding(let insets):
            let (horizontal, vertical) = (
                Self.finite(insets.leading) + Self.finite(insets.trailing), Self.finite(insets.top) + Self.finite(insets.bottom)
            )
            let size = measure(content, Size(width: max(proposal.width - horizontal, 0), height: max(proposal.height - vertical, 0)), inner)
            return Size(width: size.width + horizontal, height: size.height + vertical)
        case .frame(let frame):
            let offered = Size(
                width: frame.width.map(Self.finite) ?? Self.clamped(proposal.width, frame.minWidth, frame.maxWidth),
                height: frame.height.map(Self.finite) ?? Self.clamped(proposal.height, frame.minHeight, frame.maxHeight))
            let size = measure(content, offered, inner)
            return Size(
                width: Self.side(frame.width, frame.minWidth, frame.maxWidth, proposal.width, size.width),
                height: Self.side(frame.height, frame.minHeight, frame.maxHeight, proposal.height, size.height))
        case .fixedSize(let horizontal, let vertical):
            let ideal = measure(
                content,
                Size(width: horizontal ? Size.unlimited.width : proposal.width, height: vertical ? Size.unlimited.height : proposal.height),
                inner)
            return ideal
        case .aspectRatio(let aspect):
            return aspectFitted(content, aspect, proposal, inner)
        default:
            return measure(content, proposal, inner)
        }
    }

    /// A frame's side, as SwiftUI's flexible frame sizes it: fixed; or the content's, raised to the
    /// least (no further than what is offered), and the larger of it and what is offered, lowered to
    /// the greatest (all that is offered for `.infinity`).
    package static func side(_ fixed: Double?, _ minimum: Double?, _ maximum: Double?, _ offered: Double, _ content: Double) -> Double {
        if let fixed { return finite(fixed) }
        var side = content
        if let minimum, minimum != FrameValue.infinite { side = max(finite(minimum), min(side, offered)) }
        if let maximum { side = min(maximum == FrameValue.infinite ? .greatestFiniteMagnitude : finite(maximum), max(side, offered)) }
        return side
    }

    /// What a frame offers its content: what it is offered, held between its least and greatest.
    package static func clamped(_ offered: Double, _ minimum: Double?, _ maximum: Double?) -> Double {
        var value = offered
        if let maximum, maximum != FrameValue.infinite { value = min(value, finite(maximum)) }
        if let minimum, minimum != FrameValue.infinite { value = max(value, finite(minimum)) }
        return value
    }

    /// Points from another process, made safe to lay out: never negative, never beyond a large screen.
    package static func finite(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 10_000) : 0 }

    /// The size a view of fixed proportions takes: the largest that fits what is offered, or the
    /// smallest that fills it. The proportions are given, or the view's own.
    package func aspectFitted(_ content: ViewNode, _ aspect: AspectRatioValue, _ proposal: Size, _ style: TextStyle) -> Size {
        let natural = naturalRatio(of: content, style)
        let ratio = aspect.ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? natural
        guard let ratio, proposal.width > 0, proposal.height > 0 else { return measure(content, proposal, style) }
        let widthFirst = Size(width: proposal.width, height: proposal.width / ratio)
        let heightFirst = Size(width: proposal.height * ratio, height: proposal.height)
        let fits = widthFirst.height <= proposal.height
        let size = aspect.fill ? (fits ? heightFirst : widthFirst) : (fits ? widthFirst : heightFirst)
        return Size(width: size.width.rounded(), height: size.height.rounded())
    }

    /// A view's own proportions, width to height: an image's, or those of its ideal size.
    package func naturalRatio(of node: ViewNode, _ style: TextStyle) -> Double? {
        if case .image(let image) = node, image.systemName == nil {
            let size = naturalSize(of: image)
            return size.height > 0 ? size.width / size.height : nil
        }
        if case .modified(let content, _) = node { return naturalRatio(of: content, style) }
        let ideal = measure(node, Size.unlimited, style)
        guard ideal.height > 0, ideal.width < Size.unlimited.width, ideal.height < Size.unlimited.height else { return nil }
        return ideal.width / ideal.height
    }

    /// An image's size in points: its pixels at its file's scale (`@2x`), or a square of 40 when unknown.
    package func naturalSize(of image: ImageValue) -> Size {
        guard let file = image.file else { return Size(width: 40, height: 40) }
        if let known = memo.images[file] { return known }
        let size = ImageFiles.pointSize(of: file) ?? Size(width: 40, height: 40)
        memo.images[file] = size
        return size
    }

    /// A button's label as SwiftUI's style draws it: tinted (borderless), or padded on a tinted capsule
    /// (bordered) or a filled one with white text (borderedProminent); as it is otherwise.
    static func styled(_ label: ViewNode, of control: ControlValue, _ style: TextStyle) -> ViewNode {
        guard control.kind == .button else { return label }
        let accent = ColorValue(name: .accentColor)
        switch style.buttonStyle {
        case .automatic, .plain:
            return label
        case .borderless:
            return .modified(label, .foregroundStyle(PaintValue(color: accent)))
        case .bordered, .borderedProminent:
            let prominent = style.buttonStyle == .borderedProminent
            let text = ViewNode.modified(label, .foregroundStyle(PaintValue(color: prominent ? ColorValue(name: .white) : accent)))
            let padded = ViewNode.modified(text, .padding(EdgeInsetsValue(top: 7, leading: 12, bottom: 7, trailing: 12)))
            let capsule = ShapeViewValue(
                shape: .capsule, fill: PaintValue(color: prominent ? accent : ColorValue(name: .accentColor, opacity: 0.15)))
            return .modified(padded, .background(.shape(capsule), alignment: .center))
        }
    }

    package func isIndeterminate(_ node: ViewNode) -> Bool {
        if case .progress(_, let total) = node { return !(total > 0) }
        return false
    }

    // MARK: Placing

    package func place(_ node: ViewNode, in rect: Rect, _ style: TextStyle) -> PlacedNode {
        var placed = PlacedNode(frame: rect, content: .none, style: style)
        switch node {
        case .empty, .spacer: break
        case .text, .date, .timer:
            let (text, textStyle) = self.text(of: node, style)
            let lines = wrappedText(text, width: rect.width + 0.5, fitting(textStyle, height: rect.height + 0.5))
            placed.style.size = lines.size
            placed.content = .text(lines: lines.lines)
        case .textRuns(let runs):
            let (text, textStyle) = self.text(of: node, style)
            let lines = wrappedText(text, width: rect.width + 0.5, fitting(textStyle, height: rect.height + 0.5))
            placed.style = textStyle
            placed.style.size = lines.size
            // Runs keep their own styles on one line; text that wraps is drawn in the first run's.
            placed.content =
                lines.lines.count == 1 && lines.lines[0] == text
                ? .textRuns(
                    runs.map {
                        let run = self.text(of: $0, style); return TextRun(text: run.text, style: run.style)
                    })
                : .text(lines: lines.lines)
        case .image(let image):
            placed.content = image.systemName.map { .symbol(name: $0) } ?? .image(image)
        case .divider: placed.content = .divider(vertical: rect.height > rect.width)
        case .progress(let value, let total):
            let fraction = value / max(total, .ulpOfOne)
            let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
            placed.content =
                style.progressStyle == .circular || !(total > 0) ? .ring(fraction: total > 0 ? clamped : 0.25) : .bar(fraction: clamped)
        case .timerProgress(let timer):
            let fraction = DateStyleFormatter.fraction(timer, now: now)
            placed.content = style.progressStyle == .circular ? .ring(fraction: fraction) : .bar(fraction: fraction)
        case .gauge(let value, let label, let currentValueLabel):
            placed.content = .gauge(fraction: value.isFinite ? min(max(value, 0), 1) : 0, style: style.gaugeStyle)
            if style.gaugeStyle == .linearCapacity {
                let size = measure(label, Size(width: rect.width, height: rect.height), style)
                placed.children = [place(label, in: Rect(x: rect.x, y: rect.y, width: size.width, height: size.height), style)]
            } else {
                let size = measure(currentValueLabel, Size(width: rect.width * 0.7, height: rect.height * 0.7), style)
                placed.children = [place(currentValueLabel, in: Self.aligned(size, in: rect, .center), style)]
            }
        case .color(let color): placed.content = .fill(PaintValue(color: color))
        case .gradient(let gradient): placed.content = .fill(PaintValue(gradient: gradient))
        case .shape(let shape): placed.content = .shape(shape)
        case .link(let destination, let label):
            placed.children = [place(label, in: rect, style)]
            placed.action = .open(url: destination)
        case .control(let control, let label):
            placed.children = [place(Self.styled(label, of: control, style), in: rect, style)]
            placed.action = .run(control)
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
        case .grid(let grid, let children): placed.children = placeGrid(grid, children, in: rect, style)
        case .scheduled(let dates, let children):
            if let shown = shown(dates, children) { placed.children = [place(shown, in: rect, style)] }
        case .firstFitting(let children):
            if let chosen = firstFitting(children, Size(width: rect.width, height: rect.height), style) {
                placed.children = [place(chosen, in: rect, style)]
            }
        case .geometry(let content):
            memo.readers.append((content, rect))
            let size = measure(content, Size(width: rect.width, height: rect.height), style)
            placed.children = [
                place(
                    content, in: Rect(x: rect.x, y: rect.y, width: min(size.width, rect.width), height: min(size.height, rect.height)),
                    style)
            ]
        case .modified(let content, let modifier):
            let inner = style.applying(modifier)
            let contentRect: Rect
            if case .offset(let x, let y) = modifier, x.isFinite, y.isFinite {
                contentRect = rect.offsetBy(x: min(max(x, -10_000), 10_000), y: min(max(y, -10_000), 10_000))
            } else {
                contentRect = rect
            }
            placed.children = [placeContent(content, of: modifier, in: contentRect, inner)]
            switch modifier {
            case .background(let view, let alignment): placed.backgrounds = [placeDecoration(view, alignment, in: rect, inner)]
            case .overlay(let view, let alignment): placed.overlays = [placeDecoration(view, alignment, in: rect, inner)]
            case .opacity(let opacity): placed.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
            case .cornerRadius(let radius): placed.clip = (.roundedRectangle(cornerRadius: radius), Self.finite(radius))
            case .clipShape(let shape): placed.clip = (shape, radius(of: shape, in: rect))
            case .scaleEffect(let x, let y, let anchor):
                let around = (x: rect.x + Self.finite(anchor.x) * rect.width, y: rect.y + Self.finite(anchor.y) * rect.height)
                placed.children = placed.children.map { Self.scaled($0, x: Self.scale(x), y: Self.scale(y), around: around) }
            case .mask(let view, let alignment):
                placed.children = [masked(placed.children[0], by: placeDecoration(view, alignment, in: rect, inner))]
            default: break
            }
        }
        return placed
    }

    /// A background or an overlay: measured in the frame of the view it decorates, and aligned there.
    package func placeDecoration(_ view: ViewNode, _ alignment: AlignmentValue, in rect: Rect, _ style: TextStyle) -> PlacedNode {
        let size = measure(view, Size(width: rect.width, height: rect.height), style)
        return place(
            view, in: Self.aligned(Size(width: min(size.width, rect.width), height: min(size.height, rect.height)), in: rect, alignment),
            style)
    }

    /// Places what a modifier wraps: inside the padding, aligned in the frame, or where the modifier itself is.
    package func placeContent(_ content: ViewNode, of modifier: ViewNode.Modifier, in rect: Rect, _ style: TextStyle) -> PlacedNode {
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
    package func radius(of shape: ShapeValue, in rect: Rect) -> Double {
        switch shape {
        case .roundedRectangle(let radius): Self.finite(radius)
        case .circle, .capsule, .ellipse: min(rect.width, rect.height) / 2
        case .containerRelative: containerCornerRadius
        case .rectangle, .path: 0
        }
    }

    package static func offset(_ alignment: HorizontalAlignmentValue, _ start: Double, _ room: Double, _ length: Double) -> Double {
        switch alignment {
        case .leading: start
        case .center: start + (room - length) / 2
        case .trailing: start + room - length
        }
    }

    package static func offset(_ alignment: VerticalAlignmentValue, _ start: Double, _ room: Double, _ length: Double) -> Double {
        switch alignment {
        case .top: start
        case .center: start + (room - length) / 2
        case .bottom: start + room - length
        }
    }

    package static func aligned(_ size: Size, in rect: Rect, _ alignment: AlignmentValue) -> Rect {
        Rect(
            x: offset(alignment.horizontal, rect.x, rect.width, size.width),
            y: offset(alignment.vertical, rect.y, rect.height, size.height),
            width: size.width, height: size.height)
    }
}

extension ViewNode {
    package var isSpacer: Bool {
        if case .spacer = self { return true }
        return false
    }
}

extension GaugeStyleValue {
    /// Whether the gauge is a ring rather than a bar.
    package var isCircular: Bool {
        switch self {
        case .accessoryCircular, .accessoryCircularCapacity: true
        case .accessoryLinear, .accessoryLinearCapacity, .linearCapacity: false
        }
    }
}
