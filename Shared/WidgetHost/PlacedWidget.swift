import ExtensionProtocol
import Foundation
import Intents

/// A widget on the home screen: its kind, family and configuration.
public struct PlacedWidget: Codable, Equatable, Sendable {
    public var id: Int64
    public var kind: String
    public var family: WidgetFamily
    public var configuration: IntentValues
    /// When the configuration last changed: a timeline fetched before it is stale.
    public var configuredAt: Date

    public init(id: Int64, kind: String, family: WidgetFamily, configuration: IntentValues, configuredAt: Date) {
        self.id = id
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.configuredAt = configuredAt
    }
}

/// A timeline as the system keeps it: the entries, the policy, and when it was fetched.
public struct StoredTimeline: Codable, Equatable, Sendable {
    public var fetchedAt: Date
    public var entries: [ArchivedEntry]
    public var policy: ReloadPolicy

    public init(fetchedAt: Date, entries: [ArchivedEntry], policy: ReloadPolicy) {
        self.fetchedAt = fetchedAt
        self.entries = entries
        self.policy = policy
    }
}
