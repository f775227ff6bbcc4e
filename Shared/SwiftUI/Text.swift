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
        self.content = style.format(date, Date())
        self.date = date
        self.dateStyle = style
    }

    var date: Date?
    var dateStyle: DateStyle?

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        archive.leaf(ViewNode(kind: .text, text: content, date: date?.timeIntervalSince1970, dateStyle: dateStyle?.name,
                              modifiers: modifiers.isEmpty ? nil : modifiers))
    }

    public static func == (left: Text, right: Text) -> Bool {
        left.content == right.content && left.modifiers == right.modifiers && left.date == right.date
            && left.dateStyle?.name == right.dateStyle?.name
    }

    /// How `Text(_:style:)` writes a date. The system writes it again whenever it draws the widget,
    /// so `.relative` and `.timer` count as time passes with no new timeline.
    public struct DateStyle: Sendable {
        public let name: String

        /// The date as text at `now`.
        public func format(_ date: Date, _ now: Date) -> String {
            DateStyleFormatter.format(date, style: name, now: now)
        }

        /// "Nov 22, 2026"
        public static let date = DateStyle(name: "date")
        /// "9:41 AM"
        public static let time = DateStyle(name: "time")
        /// "2 hr, 5 min": how far the date is from now.
        public static let relative = DateStyle(name: "relative")
        /// "+2 hours" or "-5 minutes": the offset from now.
        public static let offset = DateStyle(name: "offset")
        /// "1:05:09": a count up or down to the date.
        public static let timer = DateStyle(name: "timer")
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

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        archive.leaf(ViewNode(kind: .image, systemName: systemName))
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

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        archive.leaf(ViewNode(kind: .progress, value: min(max(value, 0), total), total: total))
    }
}

/// Flexible space that pushes its siblings apart along the stack's axis.
public struct Spacer: View, _PrimitiveView {
    let minLength: Double?

    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        archive.leaf(ViewNode(kind: .spacer, spacing: minLength))
    }
}

/// A thin line across the stack.
public struct Divider: View, _PrimitiveView {
    public init() {}

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        archive.leaf(ViewNode(kind: .divider))
    }
}
