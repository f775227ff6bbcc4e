import ExtensionHosting
import ExtensionProtocol
import ExtensionTransport
import Foundation
import SuiteHome

/// Installs a developer's extensions on a home, as installing an app installs its extensions on iOS.
///
/// Each executable is started and asked what it is (`extension/status`) and what it declares
/// (`widget/describe` or `intents/describe`) before anything is kept: an executable that is not an
/// extension, or that clashes with what is installed, is refused and nothing changes.
public struct ExtensionInstaller: Sendable {
    public let home: SuiteHome
    public let store: HomeStore
    public let trace: MessageTrace?

    public init(home: SuiteHome, store: HomeStore, trace: MessageTrace? = nil) {
        self.home = home
        self.store = store
        self.trace = trace
    }

    /// What one executable turned out to be.
    public struct Installed: Sendable {
        public var installed: InstalledExtension
        /// The widget kinds or intents it declares.
        public var declares: [String]
    }

    /// Installs `executables` as the extensions of `app` (by default, the package whose build folder holds the
    /// first); an app built from an Xcode project keeps its `project` (its app's name is `app`'s).
    public func install(_ executables: [URL], app: String? = nil, project: InstalledProject? = nil) throws -> [Installed] {
        guard let first = executables.first else { throw HostError("Name at least one extension executable to install.") }
        // A link is followed to the file it names: the extension names its socket after its own file.
        let executables = executables.map { $0.standardizedFileURL.resolvingSymlinksInPath() }
        let app = app ?? InstalledExtension.defaultApp(for: first.standardizedFileURL.resolvingSymlinksInPath())
        try InstalledExtension.checkName(app, of: "an app's name", spacesAllowed: true)
        guard app != InstalledExtension.samplesApp else {
            throw HostError("\(app) is the name of the suite's own app; install under another name with --app NAME.")
        }
        let before = InstalledExtension.samples() + (try store.extensions.installed())
        var probed: [Installed] = []
        do {
            for executable in executables {
                let candidate = try check(executable, app: app, among: before)
                let outcome = try probe(candidate)
                probed.append(outcome)
                if let same = probed.dropLast().first(where: { $0.installed.role == outcome.installed.role }) {
                    throw HostError(
                        "\(same.installed.name) and \(outcome.installed.name) are both \(outcome.installed.role.title)s; an app has one of each, so install them under different --app names."
                    )
                }
                if let other = before.first(where: {
                    $0.app == app && $0.role == outcome.installed.role && $0.name != outcome.installed.name
                }) {
                    throw HostError(
                        "\(app) already has a \(other.role.title), \(other.name); uninstall it with 'sample-app home uninstall \(app)' first, or install under another --app name."
                    )
                }
            }
            try store.extensions.install(probed.map(\.installed), project.map { InstalledProject(app: app, project: $0.project, targets: $0.targets) })
            return probed
        } catch {
            // A refused install leaves nothing running: the extensions started to be probed are stopped.
            let started = probed.map { ExtensionLauncher(name: $0.installed.name, executable: $0.installed.executable, home: home) }
            _ = try? ExtensionProcesses(launchers: started).stop(includingHandStarted: false)
            throw error
        }
    }

    /// The installed extension `executable` would be, refused when it is not an executable file or its name is taken.
    func check(_ executable: URL, app: String, among installed: [InstalledExtension]) throws -> InstalledExtension {
        let path = executable.standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw HostError("There is no file at \(path); build your package with 'swift build' and name the executable it made.")
        }
        guard !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: path) else {
            throw HostError("\(path) is not an executable file; name the extension executable your package builds (in .build/debug).")
        }
        let name = executable.lastPathComponent
        try InstalledExtension.checkName(name, of: "an extension's name (its executable's file name)", spacesAllowed: false)
        if let taken = installed.first(where: { $0.name == name && $0.app != app }) {
            throw HostError(
                taken.app == InstalledExtension.samplesApp
                    ? "\(name) is the name of one of the suite's own extensions; give your executable another name in Package.swift."
                    : "An extension named \(name) is already installed with \(taken.app), from \(taken.executable.path); uninstall it with 'sample-app home uninstall \(taken.app)', or install with --app \(taken.app) to replace it."
            )
        }
        return InstalledExtension(name: name, role: .widgets, app: app, executable: URL(fileURLWithPath: path))
    }

    /// Starts the executable (stopping a copy of an earlier build the system started) and asks what it is.
    func probe(_ candidate: InstalledExtension) throws -> Installed {
        let launcher = ExtensionLauncher(name: candidate.name, executable: candidate.executable, home: home, trace: trace)
        _ = try ExtensionProcesses(launchers: [launcher]).stop(includingHandStarted: false)
        // Whatever fails once it runs, it is stopped: a refused probe leaves nothing running.
        func stopped(_ error: any Error) -> any Error {
            _ = try? ExtensionProcesses(launchers: [launcher]).stop(includingHandStarted: false)
            return error
        }
        let connection: SocketConnection
        let status: ExtensionStatus
        do {
            connection = try launcher.connect()
            status = try connection.send(ExtensionStatusRequest())
        } catch {
            throw stopped(
                HostError(
                    "\(candidate.executable.path) did not start as an extension, so nothing was installed: \(error) An extension's @main is a WidgetBundle, a Widget, or IntentsExtensionRouter.main."
                ))
        }
        defer { connection.close() }
        var installed = candidate
        installed.role = status.role
        do {
            let declares: [String] =
                switch status.role {
                case .widgets: try connection.send(WidgetDescribeRequest()).widgets.map(\.kind)
                case .intents: try connection.send(IntentsDescribeRequest()).intents.map(\.name)
                }
            return Installed(installed: installed, declares: declares)
        } catch {
            throw stopped(error)
        }
    }

    /// An app was updated: its extensions the system started are stopped, so that the next request starts
    /// the new build, as iOS ends an updated app's extensions. Placed widgets meet their kinds' new
    /// declarations when the system next reads them (`ConfigurationMigration`). Returns what was stopped.
    @discardableResult
    public func updated(app: String) throws -> ExtensionProcesses.Stopped {
        let extensions = try InstalledExtension.all(in: store).filter { $0.app == app }
        return try ExtensionProcesses(launchers: extensions.map { ExtensionLauncher($0, home: home, trace: trace) })
            .stop(includingHandStarted: false)
    }

    /// Uninstalls an app: its extensions and the widgets they placed. Its running extensions the system started are stopped.
    public func uninstall(app: String) throws -> (extensions: [InstalledExtension], widgets: [PlacedWidget]) {
        guard app != InstalledExtension.samplesApp else {
            throw HostError("\(app) is the suite's own app and stays installed; uninstall the apps you installed.")
        }
        let installed = try store.extensions.installed()
        let extensions = installed.filter { $0.app == app }
        guard !extensions.isEmpty else {
            let apps = Array(Set(installed.map(\.app))).sorted()
            throw HostError(
                "No app named \(app) is installed; \(apps.isEmpty ? "none is, besides the suite's own" : "installed: \(apps.joined(separator: ", "))")."
            )
        }
        _ = try ExtensionProcesses(launchers: extensions.map { ExtensionLauncher($0, home: home, trace: trace) })
            .stop(includingHandStarted: false)
        return (extensions, try store.extensions.uninstall(app))
    }
}
