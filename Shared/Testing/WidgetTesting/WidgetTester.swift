import ExtensionHosting
import ExtensionProtocol
import ExtensionRuntime
import ExtensionTransport
import Foundation
import Intents
import IntentsExtensionRuntime
import SuiteHome
import WidgetExtensionRuntime
import WidgetHost
import WidgetKit
import WidgetRendering
import XcodeBuild
import XcodeProject

/// Your widgets on the suite's system, in your test's process: no extension is started, no socket opened.
/// The system is the one `sample-app home` runs (its Edit Widget form, its reload rules and budget, its
/// drawing, its limits), given an in-memory store, your widget extension's code and your intents
/// handler in place of their processes, and a clock the test sets.
///
/// ```swift
/// let tester = WidgetTester(GameStatusWidget())
/// let timeline = try await tester.widget().timeline(family: .systemMedium, at: noon)
/// #expect(timeline.current.texts.first == "Game Status")
/// ```
///
/// Each call runs your widget's code on a thread of its own while the process's clock reads the moment
/// asked for, as a widget extension's requests do (`DeviceTimeGate`): other code of the test process
/// reading the time meanwhile sees that moment too. Calls to one tester run one at a time.
///
/// Unchecked because the system it holds is not `Sendable` (its types are made for one caller at a time):
/// every call runs on a thread of its own while `calls` is held, so one call at a time touches it.
public final class WidgetTester: @unchecked Sendable {
    let system: HomeScreen
    /// The widget extension: your code in this process, or an Xcode project's extension in its own.
    let connection: any ExtensionConnection
    /// The extensions started as processes (a project's), stopped with the tester.
    let processes: [ExtensionLauncher]
    let device: DeviceMetrics
    /// The Home Screen's appearance (iOS 26): clear and tinted ones draw the widget accented.
    let appearance: HomeAppearance
    /// The system's clock, which each call sets to its moment.
    let clock: TestClock
    /// Whether a broken limit fails the call (`LimitsBroken`) rather than only being reported.
    let failsOnLimits: Bool
    /// One call at a time in the whole process, whichever tester makes it: the system and its store are not
    /// shared between threads, and a call's footprint (`WidgetLimit.extensionMemory`) is measured while no
    /// other widget's code runs.
    private static let calls = NSLock()

    /// A tester of every widget of `bundle`, the type your extension marks `@main`; the rest as `init(_:)`.
    /// The bundle is made on the main actor, as `WidgetBundle` is the main actor's, whichever actor calls.
    public convenience init<Bundle: WidgetBundle>(
        bundle: @autoclosure @MainActor () -> Bundle, intentsExtension: INExtension? = nil, supportedIntents: [any INIntentHandlerBridging.Type] = [],
        device: DeviceMetrics = .standard, appearance: HomeAppearance = .standard, failsOnLimits: Bool = true
    ) {
        self.init(
            definitions: MainActorWork.make(handing: ()) { _ in bundle().body.definitions }, intentsExtension: intentsExtension,
            supportedIntents: supportedIntents, device: device, appearance: appearance, failsOnLimits: failsOnLimits)
    }

    /// A tester of `widget` (a widget, or a bundle's body), with the intents extension that answers its
    /// intent definition's dynamic options: your `INExtension` subclass and the intents it handles, as its
    /// `IntentsExtensionRouter.main` names them. `device` is the device drawn for, one of `DeviceMetrics`'
    /// (`.iPhone15Pro`, `.iPadAir11` …), `appearance` the Home Screen's (`HomeAppearance(.tinted, dark: true)` …); `failsOnLimits` false reports broken limits in the results instead
    /// of failing the call. The widget is made on the main actor, as `Widget` is the main actor's, whichever
    /// actor calls; a test must not hold the main actor while it waits for the tester, which makes views there.
    public convenience init<W: Widget>(
        _ widget: @autoclosure @MainActor () -> W, intentsExtension: INExtension? = nil, supportedIntents: [any INIntentHandlerBridging.Type] = [],
        device: DeviceMetrics = .standard, appearance: HomeAppearance = .standard, failsOnLimits: Bool = true
    ) {
        self.init(
            definitions: MainActorWork.make(handing: ()) { _ in widget().definitions }, intentsExtension: intentsExtension,
            supportedIntents: supportedIntents, device: device, appearance: appearance, failsOnLimits: failsOnLimits)
    }

    /// A tester of widgets already made: their `body`s ran on the main actor, as Apple's do, and the tester's
    /// calls have their views made there too (so a test must not hold the main actor while it calls).
    private convenience init(
        definitions: [WidgetDefinition], intentsExtension: INExtension?, supportedIntents: [any INIntentHandlerBridging.Type],
        device: DeviceMetrics, appearance: HomeAppearance, failsOnLimits: Bool
    ) {
        Self.prepareHome()
        // What your intents ask WidgetCenter and ControlCenter to reload reaches the tester's system as a
        // widget extension's does: with the reply of the press they run in.
        ReloadMailbox.installClients()
        let clock = TestClock()
        let router = Self.serving(WidgetExtensionRouter.make(definitions: definitions))
        let intents = intentsExtension.map { principal in
            LocalConnection(
                router: Self.serving(IntentsExtensionRouter.make(principal: principal, supportedIntents: supportedIntents)),
                deviceTime: { clock.now })
        }
        self.init(
            widgets: LocalConnection(router: router, deviceTime: { clock.now }), intents: intents, processes: [], clock: clock, device: device,
            appearance: appearance, failsOnLimits: failsOnLimits)
    }

    /// A tester of the widget extension of an Xcode project, and its intents extension: the targets
    /// `home install App.xcodeproj` would choose (`targets` picks among several, as `--target` does),
    /// built against the suite as it builds them, and run as processes of their own, as the system runs
    /// them, each request carrying the tester's time. Nothing of the project needs a `Package.swift`. The
    /// suite must be built with its shared library: in a package that depends on the suite, run
    /// `swift build --product WidgetSuite` once before testing. The processes stop with the tester.
    public convenience init(
        project: URL, targets: [String] = [], device: DeviceMetrics = .standard, appearance: HomeAppearance = .standard,
        failsOnLimits: Bool = true
    ) throws {
        Self.prepareHome()
        let read = try XcodeProjectReader.read(project)
        let chosen = try read.extensions(named: targets)
        let builder = XcodeExtensionBuilder(
            suite: try SuiteBuild.current(),
            folder: Self.home.root.appendingPathComponent("Xcode", isDirectory: true).appendingPathComponent(read.name, isDirectory: true))
        try Self.home.makeDefaults(forAppGroups: read.targets.flatMap(\.appGroups))
        // Two testers of one project, in tests that run at once, build it one after the other.
        let lock = try XcodeBuildLock(folder: builder.folder) {}
        defer { withExtendedLifetime(lock) {} }
        let clock = TestClock()
        var launchers: [(role: XcodeTarget.Role, launcher: ExtensionLauncher)] = []
        for target in chosen.all {
            let built = try builder.build(target, frameworks: try read.frameworks(linkedBy: target))
            try builder.place(built)
            launchers.append((target.role, ExtensionLauncher(name: target.name, executable: built.executable, home: Self.home)))
        }
        func connection(_ role: XcodeTarget.Role) -> LaunchingConnection? {
            launchers.first { $0.role == role }.map { LaunchingConnection(launcher: $0.launcher, deviceTime: { clock.now }) }
        }
        self.init(
            // A project without a widget extension was refused when its targets were chosen.
            widgets: connection(.widgetExtension)!, intents: connection(.intentsExtension), processes: launchers.map(\.launcher), clock: clock,
            device: device, appearance: appearance, failsOnLimits: failsOnLimits)
    }

    private init(
        widgets: any ExtensionConnection, intents: (any ExtensionConnection)?, processes: [ExtensionLauncher], clock: TestClock,
        device: DeviceMetrics, appearance: HomeAppearance, failsOnLimits: Bool
    ) {
        self.clock = clock
        connection = widgets
        self.processes = processes
        let store = HomeStore.inMemory()
        try? store.settings.setDevice(device.name)
        try? store.settings.setAppearance(appearance.stored)
        let app = HostedApp(
            name: Self.appName, widgetExtension: .init(name: "widgets", connection: widgets),
            intentsExtension: intents.map { .init(name: "intents", connection: $0) })
        system = HomeScreen(store: store, apps: [app], clock: { clock.now })
        self.device = device
        self.appearance = appearance
        self.failsOnLimits = failsOnLimits
    }

    deinit {
        if !processes.isEmpty { _ = try? ExtensionProcesses(launchers: processes).stop(includingHandStarted: false) }
    }

    /// The name of the app the tester installs your widgets as.
    static let appName = "WidgetTester"

    /// The widget of `kind` (the only one when nil), configured as `home edit --set` would configure it:
    /// each value by a parameter's name, as text. Nothing is asked of your code until a call of it.
    public func widget(_ kind: String? = nil, configuration: [String: String] = [:]) -> ConfiguredWidget {
        ConfiguredWidget(tester: self, kind: kind, configuration: configuration)
    }

    /// Runs `work` on a thread of its own, one call at a time, with the system's clock at `moment`.
    func run<T: Sendable>(at moment: Date, _ work: @escaping @Sendable (WidgetTester) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            start(at: moment, work) { continuation.resume(with: $0) }
        }
    }

    /// The same, waited for by blocking the caller: for swift-snapshot-testing's strategies, which are not
    /// `async`. The work has a thread of its own; the widget's async code needs a thread of Swift's task
    /// pool besides, which tests that all block at once (more than the machine has cores) would hold.
    func runBlocking<T: Sendable>(at moment: Date, _ work: @escaping @Sendable (WidgetTester) throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox<T>()
        start(at: moment, work) {
            result.value = $0
            done.signal()
        }
        done.wait()
        return try result.value!.get()
    }

    private func start<T>(
        at moment: Date, _ work: @escaping @Sendable (WidgetTester) throws -> T, then finish: @escaping @Sendable (Result<T, Error>) -> Void
    ) {
        let thread = Thread { [self] in
            Self.calls.lock()
            defer { Self.calls.unlock() }
            clock.now = moment
            finish(Result { try work(self) })
        }
        thread.stackSize = 4 << 20
        thread.start()
    }

    /// The kinds the widget extension declares.
    func kinds() throws -> [String] { try connection.send(WidgetDescribeRequest()).widgets.map(\.kind) }

    /// A router whose requests run at the device time they carry, as an extension's server runs them.
    static func serving(_ router: RequestRouter) -> RequestRouter {
        var router = router
        router.serving = { method, deviceTime, answer in
            guard method.runsExtensionCode else { return answer() }
            return DeviceTimeGate.process.run(at: deviceTime, answer)
        }
        return router
    }

    /// Gives the test process a home of its own (its app group, its images) unless it has one.
    static func prepareHome() {
        _ = home
    }

    /// The home your widgets' code finds its app group in (`SuiteHome.current`): `SAMPLES_HOME` when the
    /// test was started with one, else a temporary folder made for the test process. Write what your app
    /// would have saved there before asking for a timeline.
    public static let home: SuiteHome = {
        guard getenv(SuiteHome.environmentVariable) == nil else { return SuiteHome.current }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-tester-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            fatalError(
                "WidgetTester cannot make a home in \(folder.path) (\(error.localizedDescription)); set SAMPLES_HOME to a folder it may write."
            )
        }
        let home = SuiteHome(root: folder)
        SuiteHome.makeCurrent(home)
        return home
    }()
}

/// The limits iOS would hold a widget to that a call found broken, each in one sentence; thrown unless
/// the tester was made with `failsOnLimits: false`.
public struct LimitsBroken: Error, CustomStringConvertible, LocalizedError {
    public var breaches: [LimitBreach]
    public var description: String { breaches.map(\.sentence).joined(separator: "\n") }
    public var errorDescription: String? { description }
}

/// The tester's clock: the time the system and the widget's code read, set by each call. Unchecked
/// because its date is read and written only under its lock.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var date = Date()

    var now: Date {
        get { lock.withLock { date } }
        set { lock.withLock { date = newValue } }
    }
}

/// A result handed from the tester's thread to the one waiting for it, after the semaphore orders them.
/// Unchecked because the semaphore, which the compiler does not see, orders the write before the read.
private final class ResultBox<T>: @unchecked Sendable {
    var value: Result<T, Error>?
}
