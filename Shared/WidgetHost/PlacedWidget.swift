import ExtensionProtocol
import Foundation
import Intents
import SystemStore

/// A widget on the home screen: its kind, family and configuration.
public struct PlacedWidget: Codable, Equatable, Sendable {
    public var id: Int64
    public var kind: String
    public var family: WidgetFamily
    public var configuration: IntentValues
    public var addedAt: Date
    public var configuredAt: Date

    init(_ record: PlacedWidgetRecord) throws {
        guard let id = record.id else { throw HostError("A widget record has no id; the system store may be damaged.") }
        guard let family = WidgetFamily(rawValue: record.family) else {
            throw HostError("Widget #\(id) has an unknown family \"\(record.family)\"; remove it with 'sample-app home remove \(id)'.")
        }
        self.id = id
        self.kind = record.kind
        self.family = family
        do {
            self.configuration = try WireCoding.makeDecoder().decode(IntentValues.self, from: Data(record.configuration.utf8))
        } catch {
            throw HostError("Widget #\(id) has a configuration that cannot be read; set it again with 'sample-app home edit \(id)' or remove the widget.")
        }
        self.addedAt = record.addedAt
        self.configuredAt = record.configuredAt
    }

    static func encode(_ configuration: IntentValues) throws -> String {
        String(decoding: try WireCoding.makeEncoder().encode(configuration), as: UTF8.self)
    }
}
