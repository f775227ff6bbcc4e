import ExtensionProtocol
import ExtensionTransport
import Foundation
import Intents
import SuiteHome
import WidgetHost
import WidgetKit
import WireJSON

extension HomeStore {
    /// The system's store in `System/home.sqlite` under `home`, created on first use.
    public static func live(_ home: SuiteHome) throws -> HomeStore {
        let database = try SystemDatabase(home)
        @Sendable func widget(_ record: PlacedWidgetRecord) throws -> PlacedWidget {
            guard let id = record.id else { throw HostError("A widget record has no id; \(database.path) may be damaged.") }
            guard let family = WidgetFamily(name: record.family) else {
                throw HostError("Widget #\(id) has an unknown family \"\(record.family)\"; remove it with 'sample-app home remove \(id)'.")
            }
            guard let configuration = try? WireDecoder().decode(IntentValues.self, from: record.configuration) else {
                throw HostError(
                    "Widget #\(id) has a configuration that cannot be read; set it again with 'sample-app home edit \(id)' or remove the widget."
                )
            }
            return PlacedWidget(id: id, kind: record.kind, family: family, configuration: configuration, configuredAt: record.configuredAt)
        }
        @Sendable func json<T: Encodable>(_ value: T) throws -> String { try WireEncoder().string(value) }
        return HomeStore(
            widgets: { try database.widgets().map(widget) },
            widget: { id in try database.widget(id: id).map(widget) },
            addWidget: { kind, family, configuration, date in
                try widget(try database.addWidget(kind: kind, family: family.name, configuration: try json(configuration), at: date))
            },
            updateConfiguration: { id, configuration, date in
                try database.updateConfiguration(widgetID: id, configuration: try json(configuration), at: date)
            },
            removeWidget: { id in try database.removeWidget(id: id) },
            keptTimeline: { id, choose in
                // A kept timeline that cannot be read back is fetched again.
                guard let rows = try database.keptTimeline(widgetID: id, choose: choose),
                    let entry = try? WireDecoder().decode(ArchivedEntry.self, from: rows.entry),
                    let policy = try? WireDecoder().decode(ReloadPolicy.self, from: rows.policy)
                else { return nil }
                return KeptTimeline(fetchedAt: rows.fetchedAt, policy: policy, lastDate: rows.dates.max()!, entry: entry)
            },
            saveTimeline: { id, timeline in
                try database.saveTimeline(
                    widgetID: id, fetchedAt: timeline.fetchedAt, policy: try json(timeline.policy),
                    entries: try timeline.entries.map { ($0.date, try json($0)) })
            },
            requestReload: { kind, date in try database.requestReload(ofKind: kind, at: date) },
            lastReloadRequest: { kind in try database.lastReloadRequest(forKind: kind) })
    }
}

extension HomeScreen {
    /// The system of `home`: its store, and the two extensions, started on demand.
    public static func live(home: SuiteHome, trace: MessageTrace? = nil) throws -> HomeScreen {
        HomeScreen(
            store: try .live(home),
            widgetExtension: LaunchingConnection(launcher: ExtensionLauncher(name: widgetExtensionName, home: home, trace: trace)),
            intentsExtension: LaunchingConnection(launcher: ExtensionLauncher(name: intentsExtensionName, home: home, trace: trace)))
    }
}

extension ExtensionProcesses {
    /// The two extensions of `home`.
    public static func live(home: SuiteHome) -> ExtensionProcesses {
        ExtensionProcesses(
            launchers: [HomeScreen.widgetExtensionName, HomeScreen.intentsExtensionName].map { ExtensionLauncher(name: $0, home: home) })
    }
}

extension WidgetCenterClient {
    /// The system of this process's home (`SAMPLES_HOME`, which `--home` sets), as `WidgetCenter` reaches it.
    package static let live = WidgetCenterClient(
        reloadTimelines: { kind in try HomeStore.live(SuiteHome.current).requestReload(kind, Date()) },
        reloadAllTimelines: { try HomeStore.live(SuiteHome.current).requestReload(nil, Date()) })
}
