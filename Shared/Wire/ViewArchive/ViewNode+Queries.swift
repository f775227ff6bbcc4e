import Foundation

extension ViewNode {
    /// One node for several views: the view itself when there is one, `empty` when there are none,
    /// and a stack of `axis` around them when there are more, as SwiftUI lays out a view builder's block.
    package static func single(_ nodes: [ViewNode], stackedAlong axis: StackAxis = .vertical) -> ViewNode {
        switch nodes.count {
        case 0: return .empty
        case 1: return nodes[0]
        default:
            switch axis {
            case .vertical: return .vstack(alignment: .center, spacing: nil, children: nodes)
            case .horizontal: return .hstack(alignment: .center, spacing: nil, children: nodes)
            }
        }
    }

    package enum StackAxis {
        case vertical, horizontal
    }

    /// The nodes directly inside this one, in drawing order.
    public var innerNodes: [ViewNode] {
        switch self {
        case .empty, .text, .date, .timer, .image, .color, .gradient, .shape, .spacer, .divider, .progress, .timerProgress: []
        case .gauge(_, let label, let currentValueLabel): [label, currentValueLabel]
        case .link(_, let label), .control(_, let label): [label]
        case .vstack(_, _, let children), .hstack(_, _, let children), .zstack(_, let children), .grid(_, let children),
            .firstFitting(let children), .textRuns(let children), .scheduled(_, let children):
            children
        case .geometry(let content): [content]
        case .modified(let content, let modifier):
            switch modifier {
            case .background(let view, _): [view, content]
            case .overlay(let view, _): [content, view]
            default: [content]
            }
        }
    }

    /// The first value `pick` finds in a modifier: this node's outermost first, then the nodes inside, in order.
    /// How the system finds a widget's `widgetURL` and `containerBackground` wherever the widget put them.
    public func firstModifier<Value>(_ pick: (Modifier) -> Value?) -> Value? {
        if case .modified(_, let modifier) = self, let value = pick(modifier) { return value }
        for node in innerNodes {
            if let value = node.firstModifier(pick) { return value }
        }
        return nil
    }

    /// Where a tap on the widget takes the user, if the view says.
    public var widgetURL: String? {
        firstModifier { if case .widgetURL(let url) = $0 { url } else { nil } }
    }

    /// The widget's own background, if the view sets one: a colour, or any view.
    public var containerBackground: ViewNode? {
        firstModifier { if case .containerBackground(let view) = $0 { view } else { nil } }
    }

    /// Whether the outermost modifiers of this node redact it.
    public var isRedacted: Bool {
        guard case .modified(let content, let modifier) = self else { return false }
        if case .redacted = modifier { return true }
        return content.isRedacted
    }

    /// The view as the system draws a placeholder: redacted, whatever the widget did itself.
    public func redactedForPlaceholder() -> ViewNode {
        isRedacted ? self : .modified(self, .redacted(.placeholder))
    }

    /// Every text in this tree, depth first, dates written for `now`: handy for tests.
    public func texts(at now: Date = Date()) -> [String] {
        switch self {
        case .text(let text): [text]
        case .date(let date, let style): [DateStyleFormatter.format(date, style: style, now: now)]
        case .timer(let timer): [DateStyleFormatter.format(timer, now: now)]
        case .textRuns(let runs): [runs.flatMap { $0.texts(at: now) }.joined()]
        case .scheduled(let dates, let children): Self.shown(dates, children, at: now)?.texts(at: now) ?? []
        default: innerNodes.flatMap { $0.texts(at: now) }
        }
    }

    /// The child of a `TimelineView` shown at `now`: the last whose date has come, or the first before any has.
    public static func shown(_ dates: [Date], _ children: [ViewNode], at now: Date) -> ViewNode? {
        let index = dates.prefix(children.count).lastIndex { $0 <= now } ?? 0
        return children.indices.contains(index) ? children[index] : nil
    }
}

extension ViewNode {
    /// The buttons and toggles in this tree, depth first (reading order), each with its label's text.
    public var controls: [(control: ControlValue, title: String)] {
        if case .control(let control, let label) = self { return [(control, label.texts().joined(separator: " "))] }
        return innerNodes.flatMap(\.controls)
    }
}
