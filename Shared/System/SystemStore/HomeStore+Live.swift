import ExtensionProtocol
import ExtensionTransport
import WireValues
import Foundation
import SuiteHome
import Synchronization
import WidgetHost
import WidgetRendering
import WireJSON

extension HomeStore {
    /// The system's store in `System/home.sqlite` under `home`, created on first use.
    public static func live(_ home: SuiteHome) throws -> HomeStore {
        let database = try SystemDatabase(home)
        let configurations = ConfigurationCache()
        @Sendable func widget(_ record: PlacedWidgetRecord) throws -> PlacedWidget {
            guard let id = record.id else { throw HostError("A widget record has no id; \(database.path) may be damaged.") }
            guard let family = WidgetFamily(name: record.family) else {
                throw HostError("Widget #\(id) has an unknown family \"\(record.family)\"; remove it with 'sample-app home remove \(id)'.")
            }
            guard let configuration = configurations.decoded(record.configuration) else {
                throw HostError(
                    "Widget #\(id) has a configuration that cannot be read; set it again with 'sample-app home edit \(id)' or remove the widget."
                )
            }
            // A place this version does not know (the store changed by hand) is where the family lives.
            return PlacedWidget(
                id: id, extensionName: record.extension, kind: record.kind, family: family, configuration: configuration,
                intent: record.intent, configuredAt: record.configuredAt, place: record.place.flatMap(WidgetLocationValue.init(rawValue:)),
                gridPlace: record.homePage.flatMap { page in record.homeCell.map { GridPlace(page: page, cell: $0) } })
        }
        @Sendable func installed(_ record: InstalledExtensionRecord) throws -> InstalledExtension {
            guard let role = ExtensionRole(rawValue: record.role) else {
                throw HostError(
                    "Installed extension \(record.name) has an unknown role \"\(record.role)\"; uninstall its app with 'sample-app home uninstall \(record.app)' and install it again."
                )
            }
            return InstalledExtension(
                name: record.name, role: role, app: record.app, executable: URL(fileURLWithPath: record.executable), updates: record.updates)
        }
        let widgets = WidgetStore(
            all: { try database.widgets().map(widget) },
            widget: { id in try database.widget(id: id).map(widget) },
            add: { extensionName, kind, family, configuration, intent, date, place in
                try widget(
                    try database.addWidget(
                        extensionName: extensionName, kind: kind, family: family.name, configuration: try json(configuration),
                        intent: intent, at: date, place: place?.rawValue))
            },
            adoptConfiguration: { id, old, intent, configuration, date in
                try database.adoptConfiguration(widgetID: id, from: old, intent: intent, configuration: try json(configuration), at: date)
                    .map(widget)
            },
            updateConfiguration: { id, configuration, date in
                try database.updateConfiguration(widgetID: id, configuration: try json(configuration), at: date)
            },
            remove: { id in try database.removeWidget(id: id) },
            arrange: { change in
                try database.arrangeWidgets { records, stacks in
                    try change(try records.map(widget), stacks).map { (id: $0.key, page: $0.value.page, cell: $0.value.cell) }
                }
            })
        let timelines = TimelineStore(
            kept: { id, choose in
                // A kept timeline that cannot be read back is fetched again.
                guard let rows = try database.keptTimeline(widgetID: id, choose: choose),
                    let entry = try? WireDecoder().decode(ArchivedEntry.self, from: rows.entry),
                    let policy = try? WireDecoder().decode(ReloadPolicy.self, from: rows.policy)
                else { return nil }
                return KeptTimeline(
                    fetchedAt: rows.fetchedAt, policy: policy, lastDate: rows.dates.max()!, entry: entry, requestSerial: rows.requestSerial)
            },
            save: { timelines in
                try database.saveTimelines(
                    timelines.map { id, configuration, timeline, reason in
                        SavedTimelineRows(
                            widgetID: id, isConfiguredAsFetched: { configurations.decoded($0) == configuration },
                            fetchedAt: timeline.fetchedAt, policy: try json(timeline.policy),
                            requestSerial: timeline.requestSerial,
                            entries: try timeline.entries.map {
                                ($0.date, $0.relevance, try $0.arrivedJSON.map { String(decoding: $0, as: UTF8.self) } ?? json($0))
                            },
                            reason: reason.text, spent: reason.spendsBudget, scores: timeline.scores)
                    })
            },
            timeline: { id in
                // A kept timeline that cannot be read back is fetched again.
                guard let rows = try database.timeline(widgetID: id),
                    let policy = try? WireDecoder().decode(ReloadPolicy.self, from: rows.policy),
                    let entries = try? rows.entries.map({ try WireDecoder().decode(ArchivedEntry.self, from: $0) }),
                    !entries.isEmpty
                else { return nil }
                return StoredTimeline(fetchedAt: rows.fetchedAt, entries: entries, policy: policy, requestSerial: rows.requestSerial)
            },
            relevance: { id in try database.timelineRelevance(widgetID: id) },
            recentScores: { id, limit in try database.recentScores(widgetID: id, limit: limit) })
        let reloads = ReloadStore(
            request: { request in try database.requestReload(request) },
            pending: { kind, app, serial in try database.pendingReload(ofKind: kind, app: app, after: serial) },
            lastSerial: { try database.lastRequestSerial() },
            spent: { id, since in try database.spentReloads(widgetID: id, since: since) },
            // A budget outside what 'home budget --set' takes (the store changed by hand) is the default's.
            dailyBudget: { try database.setting(Self.budgetSetting).flatMap { BudgetUse.allowed.contains($0) ? $0 : nil } ?? BudgetUse.defaultBudget },
            setDailyBudget: { budget in try database.setSetting(Self.budgetSetting, to: budget) })
        let settings = SettingsStore(
            clock: { try database.clock().map(DeviceClock.fixed) ?? .real },
            updateClock: { change in
                try database.updateClock { before in
                    switch try change(before.map(DeviceClock.fixed) ?? .real) {
                    case .real: nil
                    case .fixed(let date): date
                    }
                }.map(DeviceClock.fixed) ?? .real
            },
            device: { try database.textSetting(Self.deviceSetting) },
            setDevice: { name in try database.setDrawingSetting(Self.deviceSetting, to: name) },
            appearance: { try database.textSetting(Self.appearanceSetting) },
            setAppearance: { text in try database.setDrawingSetting(Self.appearanceSetting, to: text) },
            landscape: { try database.setting(Self.landscapeSetting) == 1 },
            setLandscape: { landscape in try database.setSetting(Self.landscapeSetting, to: landscape ? 1 : 0) })
        let donations = DonationStore(
            donate: { donations in try database.donate(donations) },
            delete: { which, app in try database.deleteDonations(which, app: app) },
            donations: { intent, app, from, to, minutes in
                try database.donations(intent: intent, app: app, from: from, to: to, minutes: minutes)
            })
        let stacks = StackStore(
            create: { ids, place in
                try database.createStack(ids) { records, stacks in try place(try records.map(widget), stacks).map { ($0.page, $0.cell) } }
            }, all: { try database.stacks() }, remove: { id in try database.removeStack(id) },
            add: { stack, id, place in
                try database.addToStack(stack, widgetID: id) { records, stacks in
                    try place(try records.map(widget), stacks).map { ($0.page, $0.cell) }
                }
            })
        let extensions = ExtensionStore(
            installed: { try database.installedExtensions().map(installed) },
            install: { extensions, project in
                try database.install(
                    extensions.map {
                        InstalledExtensionRecord(
                            name: $0.name, role: $0.role.rawValue, app: $0.app, executable: $0.executable.path, installedAt: Date())
                    }, project: project)
            },
            uninstall: { app in try database.uninstall(app: app).map(widget) },
            projects: { try database.projects() },
            setBuildFailure: { app, failure in try database.setBuildFailure(app: app, failure) })
        let pushes = PushStore(
            token: { app, make in try database.pushToken(app: app, make: make) },
            tokens: { try database.pushTokens() },
            told: { app in try database.toldPushHandlers(app: app) },
            changeTold: { app, old, new in try database.changeToldPushHandlers(app: app, from: old, to: new) },
            log: { push in try database.logPush(push) },
            received: { limit in try database.receivedPushes(limit: limit) })
        var store = HomeStore(
            widgets: widgets, timelines: timelines, reloads: reloads, settings: settings, donations: donations, stacks: stacks,
            extensions: extensions, pushes: pushes)
        store.isReadOnly = database.database.isReadOnly
        return store
    }
}

extension HomeStore {
    /// The setting that holds the daily budget of reloads.
    static let budgetSetting = "dailyBudget"
    /// The setting that holds the device's name.
    static let deviceSetting = "device"
    /// The setting that holds the Home Screen's appearance (`HomeAppearance.stored`).
    static let appearanceSetting = "appearance"
    /// The setting that says whether the device is on its side: 1 in landscape.
    static let landscapeSetting = "landscape"
}

/// Each configuration decoded once per process, by its text: `home watch` reads the placed widgets
/// at every step, 1,440 a day, and decoding them each time cost nearly as much as every reload of the day.
/// A class, so that the closures of a store share the one cache.
private final class ConfigurationCache: Sendable {
    private let known = Mutex<[String: IntentValues]>([:])

    func decoded(_ text: String) -> IntentValues? {
        if let value = known.withLock({ $0[text] }) { return value }
        guard let decoded = try? WireDecoder().decode(IntentValues.self, from: text) else { return nil }
        known.withLock { known in
            if known.count >= 1_000 { known.removeAll() }
            known[text] = decoded
        }
        return decoded
    }
}

/// A value as the store keeps it, in the wire's JSON. At file scope: a generic local function would carry
/// its type's metatype into the store's Sendable closures.
private func json<T: Encodable>(_ value: T) throws -> String { try WireEncoder().string(value) }
