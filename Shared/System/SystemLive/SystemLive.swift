import ExtensionHosting
import ExtensionProtocol
import ExtensionTransport
import Foundation
import Intents
import SuiteHome
import Synchronization
import SystemStore
import WidgetHost
import WidgetKit

// The system as it runs: its live store, the installed extensions started on demand over their sockets,
// and the live clients through which the suite's app reaches it (`WidgetCenter`, `INInteraction`).

extension HomeScreen {
    /// The system of `home`: its store, and every installed extension (the samples' first), each started
    /// on demand. Its clock is the device's, read once, or `now` for this command alone, which keeps none
    /// of the timelines it fetches. `app` is where an intent that acts as the app runs.
    public static func live(home: SuiteHome, trace: MessageTrace? = nil, now: Date? = nil, app: AppProcess = .thisProcess())
        throws -> HomeScreen
    {
        let store = try HomeStore.live(home)
        let clock = try now.map(DeviceClock.fixed) ?? store.settings.clock()
        return try live(
            home: home, store: store, trace: trace, app: app, clock: { clock.now() }, clockIsSet: clock != .real,
            keepsTimelines: now == nil && !store.isReadOnly)
    }

    /// The system of `home` with a clock of the caller's, which `home watch` moves. While the clock is set
    /// (`clockIsSet`), every request to an extension carries its time, which the extension's code reads.
    public static func live(
        home: SuiteHome, store: HomeStore, trace: MessageTrace? = nil, app: AppProcess = .thisProcess(), clock: @escaping @Sendable () -> Date,
        clockIsSet: Bool, keepsTimelines: Bool = true
    ) throws -> HomeScreen {
        let deviceTime: () -> Date? = clockIsSet ? clock : { nil }
        let apps = HostedApp.grouping(try InstalledExtension.all(in: store)) { installed in
            LaunchingConnection(launcher: ExtensionLauncher(installed, home: home, trace: trace), deviceTime: deviceTime)
        }
        return HomeScreen(
            store: store, controlStore: try .live(home), activityStore: try .live(home), apps: apps, app: app, clock: clock,
            keepsTimelines: keepsTimelines)
    }
}

extension ExtensionInstaller {
    /// The installer of `home`'s live store.
    public init(home: SuiteHome, trace: MessageTrace? = nil) throws {
        self.init(home: home, store: try .live(home), trace: trace)
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
        return (ExtensionText.extensions(reports, apps: apps, unreachable: processes.unreachable(besides: reports)), problem)
    }
}

extension WidgetCenterClient {
    /// The system of `home`, as `WidgetCenter` reaches it from the suite's own app: requests are recorded at
    /// `now` (the device's time when nil), made in the foreground or not. `home` is read at the first
    /// request, and its store opened then and kept.
    package static func live(home: @escaping @Sendable () -> SuiteHome, now: Date? = nil, inForeground: Bool = true)
        -> WidgetCenterClient
    {
        let opened = Opened { try HomeStore.live(home()) }
        @Sendable func request(_ kind: String?) throws {
            let store = try opened.value()
            // This process is the samples' app: the kinds it asks for are its own.
            try store.reloads.request(
                ReloadRequest(
                    kind: kind, app: InstalledExtension.samplesApp, date: try now ?? store.settings.clock().now(), inForeground: inForeground))
        }
        return WidgetCenterClient(
            reloadTimelines: { kind in try request(kind) },
            reloadAllTimelines: { try request(nil) },
            currentConfigurations: {
                try HomeScreen.live(home: home(), now: now).currentConfigurations(ofApp: InstalledExtension.samplesApp)
            },
            currentPushToken: { try HomeScreen.live(home: home(), now: now).pushes.currentToken(ofApp: InstalledExtension.samplesApp) }
        )
    }
}

extension ControlCenterClient {
    /// The system of `home`, as `ControlCenter` reaches it from the suite's own app and its widget extension:
    /// a reload marks the placed controls of a kind stale, and the system asks them for their values when
    /// it next shows them. `home` is read at the first request.
    package static func live(home: @escaping @Sendable () -> SuiteHome) -> ControlCenterClient {
        let controls = Opened { try ControlStore.live(home()) }
        /// This process is the samples' app: the controls it reaches are its widget extension's, as installed.
        @Sendable func ours() throws -> Set<String> {
            let store = try HomeStore.live(home())
            return Set(try InstalledExtension.all(in: store).filter { $0.app == InstalledExtension.samplesApp && $0.role == .widgets }.map(\.name))
        }
        return ControlCenterClient(
            reloadControls: { kind in
                for name in try ours() { _ = try controls.value().reload(kind, name) }
            },
            currentControls: {
                let ours = try ours()
                return try controls.value().all().filter { ours.contains($0.extensionName) }.map {
                    ControlInfo(kind: $0.kind, id: String($0.id), configuration: $0.configuration, intentType: $0.intentType)
                }
            })
    }
}

extension HomeScreen {
    /// The widgets placed of an app's kinds, as `WidgetCenter` gives them to the app, each with the intent
    /// class its extension names (`WidgetInfo` makes the intent from it).
    func currentConfigurations(ofApp app: String) throws -> [WidgetInfo] {
        let extensions = Set(apps.apps.filter { $0.name == app }.compactMap(\.widgetExtension?.name))
        return try apps.placedWidgets().filter { extensions.contains($0.extensionName) }.map { widget in
            WidgetInfo(
                kind: widget.kind, family: widget.family, configuration: widget.configuration,
                intentClass: try apps.descriptor(of: widget).intentClass, placedID: widget.id)
        }
    }
}

extension INDonationClient {
    /// The system of `home`, as `INInteraction` reaches it from the suite's own app: a donation without a date
    /// is made at `now` (the device's time when nil).
    package static func live(home: SuiteHome, now: Date? = nil) -> INDonationClient {
        // Opened at the first donation and kept: an app may donate many in a row (`cards habit`).
        let opened = Opened { try HomeStore.live(home) }
        @Sendable func system() throws -> HomeStore { try opened.value() }
        return INDonationClient(
            donate: { donation in
                let store = try system()
                try store.donations.donate([
                    Donation(
                        app: InstalledExtension.samplesApp, intent: donation.intent,
                        parameters: donation.parameters.compactMapValues { $0 == .null ? nil : ($0.identifier ?? $0.displayText) },
                        date: try donation.date ?? now ?? store.settings.clock().now(), identifier: donation.identifier,
                        groupIdentifier: donation.groupIdentifier)
                ])
            },
            // This process is the samples' app: the donations it deletes are its own.
            delete: { which in _ = try system().donations.delete(which, InstalledExtension.samplesApp) })
    }
}

/// A store of the system's, opened when first needed and kept.
final class Opened<Value: Sendable>: Sendable {
    private let open: @Sendable () throws -> Value
    private let opened = Mutex<Value?>(nil)

    init(_ open: @escaping @Sendable () throws -> Value) {
        self.open = open
    }

    func value() throws -> Value {
        try opened.withLock { opened in
            if let opened { return opened }
            let value = try open()
            opened = value
            return value
        }
    }
}
