import Foundation

/// A line of text, as in SwiftUI.
public struct Text: View, _PrimitiveView, Equatable {
    let content: String
    var modifiers: [ModifierNode] = []

    /// Text from a string literal or interpolation.
    public init(_ content: String) {
        self.content = content
    }

    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text that shows a date, formatted at the moment it is archived.
    public init(_ date: Date, style: DateStyle) {
        self.content = style.format(date)
    }

    public func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(kind: .text, text: content, modifiers: modifiers.isEmpty ? nil : modifiers)]
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable {
        let format: @Sendable (Date) -> String

        public static let date = DateStyle { date in
            date.formatted(.dateTime.year().month(.abbreviated).day())
        }
        public static let time = DateStyle { date in
            date.formatted(.dateTime.hour().minute())
        }
    }

    /// The same text in `font`.
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        var copy = self
        copy.modifiers.append(ModifierNode(kind: .font, font: font.value))
        return copy
    }

    /// The same text in bold.
    public func bold() -> Text {
        var copy = self
        copy.modifiers.append(ModifierNode(kind: .bold))
        return copy
    }
}

/// A symbol from Apple's SF Symbols, drawn by the system.
public struct Image: View, _PrimitiveView {
    let systemName: String

    public init(systemName: String) {
        self.systemName = systemName
    }

    public func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(kind: .image, systemName: systemName)]
    }
}

/// A bar that shows how far a value is from zero to its total, as in SwiftUI.
public struct ProgressView: View, _PrimitiveView {
    let value: Double
    let total: Double

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.value = Double(value ?? 0)
        self.total = Double(total)
    }

    public func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(kind: .progress, value: min(max(value, 0), total), total: total)]
    }
}

/// Flexible space that pushes its siblings apart along the stack's axis.
public struct Spacer: View, _PrimitiveView {
    let minLength: Double?

    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    public func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(kind: .spacer, spacing: minLength)]
    }
}

/// A thin line across the stack.
public struct Divider: View, _PrimitiveView {
    public init() {}

    public func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(kind: .divider)]
    }
}
