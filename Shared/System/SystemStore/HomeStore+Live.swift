import ExtensionProtocol
import ExtensionTransport
import Foundation
import Intents
import SuiteHome
import Synchronization
import WidgetHost
import WidgetKit
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
            return PlacedWidget(
                id: id, extensionName: record.extension, kind: record.kind, family: family, configuration: configuration,
                configuredAt: record.configuredAt)
        }
        @Sendable func installed(_ record: InstalledExtensionRecord) throws -> InstalledExtension {
            guard let role = ExtensionRole(rawValue: record.role) else {
                throw HostError(
                    "Installed extension \(record.name) has an unknown role \"\(record.role)\"; uninstall its app with 'sample-app home uninstall \(record.app)' and install it again."
                )
            }
            return InstalledExtension(name: record.name, role: role, app: record.app, executable: URL(fileURLWithPath: record.executable))
        }
        @Sendable func json<T: Encodable>(_ value: T) throws -> String { try WireEncoder().string(value) }
        var store = HomeStore(
            widgets: { try database.widgets().map(widget) },
            widget: { id in try database.widget(id: id).map(widget) },
            addWidget: { extensionName, kind, family, configuration, date in
                try widget(
                    try database.addWidget(
                        extensionName: extensionName, kind: kind, family: family.name, configuration: try json(configuration), at: date))
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
                return KeptTimeline(
                    fetchedAt: rows.fetchedAt, policy: policy, lastDate: rows.dates.max()!, entry: entry, requestSerial: rows.requestSerial)
            },
            saveTimelines: { timelines in
                try database.saveTimelines(
                    timelines.map { id, configuration, timeline, reason in
                        SavedTimelineRows(
                            widgetID: id, isConfiguredAsFetched: { configurations.decoded($0) == configuration },
                            fetchedAt: timeline.fetchedAt, policy: try json(timeline.policy),
                            requestSerial: timeline.requestSerial,
                            entries: try timeline.entries.map { ($0.date, $0.relevance, try json($0)) },
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
            clock: { try database.clock().map(DeviceClock.fixed) ?? .real },
            updateClock: { change in
                try database.updateClock { before in
                    switch try change(before.map(DeviceClock.fixed) ?? .real) {
                    case .real: nil
                    case .fixed(let date): date
                    }
                }.map(DeviceClock.fixed) ?? .real
            },
            requestReload: { request in try database.requestReload(request) },
            pendingReload: { kind, serial in try database.pendingReload(ofKind: kind, after: serial) },
            lastRequestSerial: { try database.lastRequestSerial() },
            spentReloads: { id, since in try database.spentReloads(widgetID: id, since: since) },
            timelineRelevance: { id in try database.timelineRelevance(widgetID: id) },
            recentScores: { id, limit in try database.recentScores(widgetID: id, limit: limit) },
            dailyBudget: { try database.setting(Self.budgetSetting) ?? BudgetUse.defaultBudget },
            setDailyBudget: { budget in try database.setSetting(Self.budgetSetting, to: budget) },
            donate: { donations in try database.donate(donations) },
            deleteDonations: { which in try database.deleteDonations(which) },
            donations: { intent, from, to, minutes in try database.donations(intent: intent, from: from, to: to, minutes: minutes) },
            createStack: { ids in try database.createStack(ids) },
            stacks: { try database.stacks() },
            removeStack: { id in try database.removeStack(id) },
            installedExtensions: { try database.installedExtensions().map(installed) },
            install: { extensions in
                try database.install(
                    extensions.map {
                        InstalledExtensionRecord(
                            name: $0.name, role: $0.role.rawValue, app: $0.app, executable: $0.executable.path, installedAt: Date())
                    })
            },
            uninstall: { app in try database.uninstall(app: app).map(widget) })
        store.isReadOnly = database.database.isReadOnly
        return store
    }
}

extension HomeStore {
    /// The setting that holds the daily budget of reloads.
    static let budgetSetting = "dailyBudget"
}

extension HomeScreen {
    /// The system of `home`: its store, and every installed extension (the samples' first), each started
    /// on demand. Its clock is the device's, read once, or `now` for this command alone, which keeps none
    /// of the timelines it fetches.
    public static func live(home: SuiteHome, trace: MessageTrace? = nil, now: Date? = nil) throws -> HomeScreen {
        let store = try HomeStore.live(home)
        let clock = try now.map(DeviceClock.fixed) ?? store.clock()
        return try live(
            home: home, store: store, trace: trace, clock: { clock.now() }, clockIsSet: clock != .real,
            keepsTimelines: now == nil && !store.isReadOnly)
    }

    /// The system of `home` with a clock of the caller's, which `home watch` moves. While the clock is set
    /// (`clockIsSet`), every request to an extension carries its time, which the extension's code reads.
    public static func live(
        home: SuiteHome, store: HomeStore, trace: MessageTrace? = nil, clock: @escaping () -> Date, clockIsSet: Bool,
        keepsTimelines: Bool = true
    ) throws -> HomeScreen {
        let deviceTime: () -> Date? = clockIsSet ? clock : { nil }
        let apps = HostedApp.grouping(try InstalledExtension.all(in: store)) { installed in
            LaunchingConnection(launcher: ExtensionLauncher(installed, home: home, trace: trace), deviceTime: deviceTime)
        }
        return HomeScreen(store: store, apps: apps, clock: clock, keepsTimelines: keepsTimelines)
    }
}

extension InstalledExtension {
    /// The samples' extensions, then those installed on the home.
    public static func all(in store: HomeStore) throws -> [InstalledExtension] {
        samples() + (try store.installedExtensions())
    }
}

extension ExtensionLauncher {
    /// The launcher of an installed extension: the samples' from the suite's folder, a developer's from where it was installed.
    public convenience init(_ installed: InstalledExtension, home: SuiteHome, trace: MessageTrace? = nil) {
        self.init(
            name: installed.name, executable: installed.app == InstalledExtension.samplesApp ? nil : installed.executable, home: home,
            trace: trace)
    }
}

extension ExtensionProcesses {
    /// Every installed extension of `home`, the samples' first, and the processes the system started for it
    /// that no socket leads to. Controlling processes needs no store: when the system's store cannot be read
    /// (damaged), the samples' are known by name and the others by their processes, and `problem` says why.
    public static func live(home: SuiteHome) -> (processes: ExtensionProcesses, installed: [InstalledExtension], problem: String?) {
        let installed: [InstalledExtension]
        var problem: String?
        do {
            installed = try InstalledExtension.all(in: HomeStore.live(home))
        } catch {
            installed = InstalledExtension.samples()
            problem = "\(ErrorSentence.of(error)) The extensions installed on this home are found by their processes alone."
        }
        return (ExtensionProcesses(launchers: installed.map { ExtensionLauncher($0, home: home) }, home: home), installed, problem)
    }

    /// What `extensions status` prints for `home`: each installed extension with its app, and any process the
    /// system started that no socket leads to. Starts nothing.
    public static func statusText(home: SuiteHome) throws -> (text: String, problem: String?) {
        let (processes, installed, problem) = live(home: home)
        let apps = Dictionary(installed.map { ($0.name, $0.app) }) { first, _ in first }
        let reports = try processes.reports()
        return (HomeText.extensions(reports, apps: apps, unreachable: processes.unreachable(besides: reports)), problem)
    }
}

extension WidgetCenterClient {
    /// The system of `home`, as `WidgetCenter` reaches it from the suite's own app: requests are recorded at
    /// `now` (the device's time when nil), made in the foreground or not.
    package static func live(home: SuiteHome, now: Date? = nil, inForeground: Bool = true) -> WidgetCenterClient {
        @Sendable func request(_ kind: String?) throws {
            let store = try HomeStore.live(home)
            try store.requestReload(ReloadRequest(kind: kind, date: try now ?? store.clock().now(), inForeground: inForeground))
        }
        return WidgetCenterClient(
            reloadTimelines: { kind in try request(kind) },
            reloadAllTimelines: { try request(nil) },
            currentConfigurations: { try HomeScreen.live(home: home, now: now).currentConfigurations(ofApp: InstalledExtension.samplesApp) }
        )
    }
}

extension HomeScreen {
    /// The widgets placed of an app's kinds, as `WidgetCenter` gives them to the app: each configuration
    /// made an instance of the intent class the widget's extension names, which the app links too.
    func currentConfigurations(ofApp app: String) throws -> [WidgetInfo] {
        let placed = try widgets().filter { widget in apps.contains { $0.name == app && $0.widgetExtension?.name == widget.extensionName } }
        var classes: [String: INIntent.Type?] = [:]
        return try placed.map { widget in
            if classes[widget.kind] == nil {
                classes[widget.kind] = try descriptor(of: widget).intentClass.flatMap { _typeByName($0) as? INIntent.Type }
            }
            let configuration = classes[widget.kind]!.map { $0._make(with: widget.configuration) }
            return WidgetInfo(kind: widget.kind, family: widget.family, configuration: configuration, placedID: widget.id)
        }
    }
}

extension INDonationClient {
    /// The system of `home`, as `INInteraction` reaches it from the suite's own app: a donation without a date
    /// is made at `now` (the device's time when nil).
    package static func live(home: SuiteHome, now: Date? = nil) -> INDonationClient {
        // Opened at the first donation and kept: an app may donate many in a row (`cards habit`).
        let opened = OpenedStore(home)
        @Sendable func system() throws -> HomeStore { try opened.store() }
        return INDonationClient(
            donate: { donation in
                let store = try system()
                try store.donate([
                    Donation(
                        intent: donation.intent,
                        parameters: donation.parameters.compactMapValues { $0 == .null ? nil : ($0.identifier ?? $0.displayText) },
                        date: try donation.date ?? now ?? store.clock().now(), identifier: donation.identifier,
                        groupIdentifier: donation.groupIdentifier)
                ])
            },
            delete: { which in _ = try system().deleteDonations(which) })
    }
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

/// The system's store of a home, opened when first needed and kept.
private final class OpenedStore: Sendable {
    private let home: SuiteHome
    private let opened = Mutex<HomeStore?>(nil)

    init(_ home: SuiteHome) {
        self.home = home
    }

    func store() throws -> HomeStore {
        try opened.withLock { opened in
            if let opened { return opened }
            let store = try HomeStore.live(home)
            opened = store
            return store
        }
    }
}
