import Intents

/// A widget the user placed, as the app learns of it from `WidgetCenter.getCurrentConfigurations`.
///
/// Sendable as Apple's is: the intent it carries is a copy made for the caller, which no one else holds.
public struct WidgetInfo: Hashable, Identifiable, @unchecked Sendable, CustomDebugStringConvertible {
    /// The string specified during creation of the widget's configuration.
    public let kind: String
    /// The size of the widget.
    public let family: WidgetFamily
    /// The intent holding the values the user chose; nil for a widget with no configuration.
    public let configuration: INIntent?
    /// The system's own number for the placed widget: what makes two infos the same widget.
    let placedID: Int64

    package init(kind: String, family: WidgetFamily, configuration: INIntent?, placedID: Int64) {
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.placedID = placedID
    }

    /// The stable identity of the widget.
    public var id: WidgetInfo { self }

    public static func == (lhs: WidgetInfo, rhs: WidgetInfo) -> Bool { lhs.placedID == rhs.placedID }

    public func hash(into hasher: inout Hasher) { hasher.combine(placedID) }

    public var debugDescription: String {
        "WidgetInfo(kind: \(kind), family: \(family.name), configuration: \(configuration.map { "\($0)" } ?? "nil"))"
    }
}
