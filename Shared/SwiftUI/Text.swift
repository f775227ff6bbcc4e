import Foundation

/// A line of text, as in SwiftUI.
public struct Text: View, PrimitiveView, Equatable {
    enum Content: Equatable {
        case verbatim(String)
        case date(Date, DateStyleValue)
    }

    let content: Content
    /// The text's own modifiers (`font`, `bold`), innermost first: they win over those of the views around it.
    var modifiers: [ViewNode.Modifier] = []

    /// Text from a string literal or interpolation.
    public init(_ content: String) {
        self.content = .verbatim(content)
    }

    public init<S: StringProtocol>(_ content: S) {
        self.content = .verbatim(String(content))
    }

    /// Text that shows a date, which the system writes again whenever it draws the widget, so that
    /// `.relative` and `.timer` count as time passes with no new timeline.
    public init(_ date: Date, style: DateStyle) {
        self.content = .date(date, style.value)
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        var node: ViewNode
        switch content {
        case .verbatim(let text): node = .text(text)
        case .date(let date, let style): node = .date(date, style: style)
        }
        for modifier in modifiers { node = .modified(node, modifier) }
        nodes.append(node)
    }

    /// How `Text(_:style:)` writes a date.
    public struct DateStyle: Equatable, Sendable {
        let value: DateStyleValue

        /// "Nov 22, 2026"
        public static let date = DateStyle(value: .date)
        /// "9:41 AM"
        public static let time = DateStyle(value: .time)
        /// "2 hr, 5 min": how far the date is from now.
        public static let relative = DateStyle(value: .relative)
        /// "+2 hours" or "-5 minutes": the offset from now.
        public static let offset = DateStyle(value: .offset)
        /// "1:05:09": a count up or down to the date.
        public static let timer = DateStyle(value: .timer)
    }

    func adding(_ modifier: ViewNode.Modifier) -> Text {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    /// The same text in `font`; nil leaves the font of the views around it.
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return adding(.font(font.value))
    }

    /// The same text in bold.
    public func bold() -> Text {
        adding(.bold)
    }

    /// The same text in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        adding(.fontWeight(weight?.value))
    }

    /// The same text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return adding(.foregroundStyle(color.value))
    }
}

/// A symbol from Apple's SF Symbols, drawn by the system.
public struct Image: View, PrimitiveView {
    let systemName: String

    public init(systemName: String) {
        self.systemName = systemName
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.image(systemName: systemName))
    }
}

/// A bar that shows how far a value is from zero to its total, as in SwiftUI.
public struct ProgressView: View, PrimitiveView {
    let value: Double
    let total: Double

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.value = Double(value ?? 0)
        self.total = Double(total)
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.progress(value: min(max(value, 0), total), total: total))
    }
}

/// Flexible space that pushes its siblings apart along the stack's axis.
public struct Spacer: View, PrimitiveView {
    let minLength: Double?

    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.spacer(minLength: minLength))
    }
}

/// A thin line across the stack.
public struct Divider: View, PrimitiveView {
    public init() {}

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.divider)
    }
}
