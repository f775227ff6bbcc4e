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

    /// A placed widget as the system keeps it: its configuration's values made an instance of the intent
    /// class its extension names, which the app links too; nil when the app has no such class. What
    /// `NSClassFromString` does on iOS, Swift's runtime does here, by the class's qualified name.
    package init(kind: String, family: WidgetFamily, configuration: IntentValues, intentClass: String?, placedID: Int64) {
        let type = intentClass.flatMap { _typeByName($0) as? INIntent.Type }
        self.init(kind: kind, family: family, configuration: type.map { $0._make(with: configuration) }, placedID: placedID)
    }

    /// The stable identity of the widget.
    public var id: WidgetInfo { self }

    public static func == (lhs: WidgetInfo, rhs: WidgetInfo) -> Bool { lhs.placedID == rhs.placedID }

    public func hash(into hasher: inout Hasher) { hasher.combine(placedID) }

    public var debugDescription: String {
        "WidgetInfo(kind: \(kind), family: \(family.name), configuration: \(configuration.map { "\($0)" } ?? "nil"))"
    }
}
