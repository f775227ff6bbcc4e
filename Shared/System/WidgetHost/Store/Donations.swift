import Foundation

/// An intent an app donated, as the system keeps it: each parameter's value by its identifier (or its
/// text), which is what a widget's configuration is matched on. A donation is its app's (here the samples'
/// app is the one process that donates).
public struct Donation: Equatable, Sendable {
    public var app: String
    public var intent: String
    public var parameters: [String: String]
    public var date: Date
    public var identifier: String
    public var groupIdentifier: String?

    public init(
        app: String, intent: String, parameters: [String: String], date: Date,
        identifier: String = UUID().uuidString, groupIdentifier: String? = nil
    ) {
        self.app = app
        self.intent = intent
        self.parameters = parameters
        self.date = date
        self.identifier = identifier
        self.groupIdentifier = groupIdentifier
    }

    /// The minute of the local day it was made in (0 to 1439), which predictions look at.
    public var minuteOfDay: Int { Self.minuteOfDay(date) }

    public static func minuteOfDay(_ date: Date) -> Int {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: date)
        return parts.hour! * 60 + parts.minute!
    }

    /// The parameters as one text, sorted by name: `card=AcmeCard␟category=groceries`.
    public var parametersText: String { Self.text(parameters) }

    static let separator: Character = "\u{1F}"

    public static func text(_ parameters: [String: String]) -> String {
        parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: String(separator))
    }

    public static func parameters(_ text: String) -> [String: String] {
        var parameters: [String: String] = [:]
        for pair in text.split(separator: separator) {
            guard let equals = pair.firstIndex(of: "=") else { continue }
            parameters[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        return parameters
    }
}

/// Widgets of one family stacked in one place: the system shows the one on top.
public struct WidgetStack: Equatable, Sendable {
    public var id: Int64
    /// The widgets, in the order the user stacked them.
    public var widgetIDs: [Int64]

    public init(id: Int64, widgetIDs: [Int64]) {
        self.id = id
        self.widgetIDs = widgetIDs
    }
}
