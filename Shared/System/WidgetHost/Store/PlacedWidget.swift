import ExtensionProtocol
import Foundation
import WidgetRendering
import WireValues

/// A widget on the home screen: its kind, family and configuration.
public struct PlacedWidget: Codable, Equatable, Sendable {
    public var id: Int64
    /// The widget extension that declares its kind, by name: it draws the widget.
    public var extensionName: String
    public var kind: String
    public var family: WidgetFamily
    public var configuration: IntentValues
    /// The intent the configuration was made for, as its kind declared it (`WidgetDescriptor.configurationIntent`):
    /// when the kind declares another, `ConfigurationMigration` says what the configuration becomes. Nil for
    /// a static widget, and for one placed before the system kept it.
    public var intent: String?
    /// When the configuration last changed: a timeline fetched before it is stale.
    public var configuredAt: Date
    /// Where it was placed: the Home Screen or the Lock Screen, as its family says, or CarPlay's dashboard (iOS 26).
    public var place: WidgetLocationValue
    /// Where it was last put on the Home Screen's grid, by a move (`home move`, a drag on the page); nil
    /// until then, when `HomeLayout` gives it the first free place. A Home Screen widget's only.
    public var gridPlace: GridPlace?

    public init(
        id: Int64, extensionName: String, kind: String, family: WidgetFamily, configuration: IntentValues, intent: String? = nil,
        configuredAt: Date, place: WidgetLocationValue? = nil, gridPlace: GridPlace? = nil
    ) {
        self.id = id
        self.extensionName = extensionName
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.intent = intent
        self.configuredAt = configuredAt
        self.place = place ?? Places.place(of: family)
        self.gridPlace = gridPlace
    }
}

/// A timeline as the system keeps it: the entries, the policy, and when it was fetched.
public struct StoredTimeline: Equatable, Sendable {
    public var fetchedAt: Date
    public var entries: [ArchivedEntry]
    public var policy: ReloadPolicy
    /// The serial of the last reload request made before it was fetched: it answers that one and those before.
    public var requestSerial: Int64

    /// The relevance scores its entries carry, in order.
    public var scores: [Double] { entries.compactMap { $0.relevance?.score } }

    public init(fetchedAt: Date, entries: [ArchivedEntry], policy: ReloadPolicy, requestSerial: Int64 = 0) {
        self.fetchedAt = fetchedAt
        self.entries = entries
        self.policy = policy
        self.requestSerial = requestSerial
    }
}

/// A timeline to keep for a widget, the configuration it was fetched for, and why it was fetched. It is
/// kept only while the widget still has that configuration: one changed meanwhile drops it.
public typealias SavedTimeline = (widgetID: Int64, configuration: IntentValues, timeline: StoredTimeline, reason: ReloadReason)

/// What the system reads back of a kept timeline to show a widget: all it needs to decide whether the
/// timeline still holds, and the one entry chosen from the entries' dates. The other entries stay in
/// the store: a day by the minute is 1,440 views, and a widget shows one.
public struct KeptTimeline: Equatable, Sendable {
    public var fetchedAt: Date
    public var policy: ReloadPolicy
    /// The date of the timeline's last entry, where a policy of `.atEnd` ends it.
    public var lastDate: Date
    /// The entry chosen.
    public var entry: ArchivedEntry
    /// The serial of the last reload request it answers.
    public var requestSerial: Int64

    public init(fetchedAt: Date, policy: ReloadPolicy, lastDate: Date, entry: ArchivedEntry, requestSerial: Int64) {
        self.fetchedAt = fetchedAt
        self.policy = policy
        self.lastDate = lastDate
        self.entry = entry
        self.requestSerial = requestSerial
    }
}
