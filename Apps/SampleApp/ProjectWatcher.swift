import ExtensionProtocol
import Foundation
import SuiteHome
import Synchronization
import SystemLive
import WidgetHost
import WireValues
import XcodeBuild
import XcodeProject

/// Builds Xcode projects again as their files are saved (`home install … --watch`, `home serve --watch`),
/// as Xcode's canvas does: when a file a watched project's extensions are built from changes, they are
/// built and installed again; the install stops the old build's processes and drops its widgets' kept
/// timelines, so the next look (the live page's, which sees the store change) asks the new build. A build
/// that fails is said, and kept with its app for the live page, while the build before it keeps serving.
///
/// Used on one thread: `poll` builds in place, one project at a time.
final class ProjectWatcher {
    /// How long between looks at the files, in microseconds.
    static let interval: useconds_t = 300_000
    /// How long the files must stay as they are before a build starts: an editor, or a `git checkout`,
    /// writes several files in a row.
    static let settle: useconds_t = 200_000
    /// Set by Ctrl-C while `home install --watch` runs.
    static let interrupted = Atomic<Bool>(false)

    struct Watched {
        var path: URL
        var targets: [String]
        /// The app's name: chosen with `--app`, else the project's, known once it is read.
        var app: String?
        /// The files its last build read, as they were then; nil before the first build.
        var inputs: ProjectInputs?
    }

    let home: SuiteHome
    let installer: ExtensionInstaller
    /// Whether the store's projects are watched (`home serve --watch`): those installed later are taken in,
    /// those uninstalled let go.
    let followsStore: Bool
    private(set) var watched: [Watched]
    /// Called after each build, installed or failed: `home serve --watch` then draws the page again.
    var built: (@Sendable () -> Void)?

    /// Watches the projects given, each with the targets chosen and the app it is installed as (nil: the project's name).
    init(home: SuiteHome, installer: ExtensionInstaller, projects: [(path: URL, targets: [String], app: String?)]) {
        self.home = home
        self.installer = installer
        self.followsStore = false
        self.watched = projects.map { Watched(path: $0.path, targets: $0.targets, app: $0.app) }
    }

    /// Watches every project installed on the store, and those installed later.
    init(home: SuiteHome, installer: ExtensionInstaller) {
        self.home = home
        self.installer = installer
        self.followsStore = true
        self.watched = []
    }

    /// Builds and installs each watched project.
    func buildAll() {
        for index in watched.indices { build(index, saying: nil) }
    }

    /// Looks at the files once, building what changed.
    func poll() {
        if followsStore { follow() }
        for index in watched.indices {
            guard let inputs = watched[index].inputs else { continue }
            var now = inputs.again()
            guard now != inputs else { continue }
            // Built once the files stop changing (after five seconds at most: a log written for ever beside
            // them waits no longer), or not at all when Ctrl-C came meanwhile.
            for _ in 0..<25 {
                usleep(Self.settle)
                let later = now.again()
                if later == now { break }
                now = later
            }
            if Self.interrupted.load(ordering: .relaxed) { return }
            let changed = now.changed(since: inputs)
            let more = changed.count > 1 ? " and \(changed.count - 1) more" : ""
            let first = URL(fileURLWithPath: changed.first ?? "").lastPathComponent
            build(index, saying: "\(first)\(more) changed; building \(watched[index].app ?? watched[index].path.lastPathComponent) again.")
        }
    }

    /// The store's projects taken in (stamped, or built when a file is newer than the build installed),
    /// and those no longer installed let go.
    private func follow() {
        guard let projects = try? installer.store.extensions.projects() else { return }
        watched.removeAll { watched in !projects.contains { $0.app == watched.app } }
        for project in projects where !watched.contains(where: { $0.app == project.app }) {
            watched.append(Watched(path: project.project, targets: project.targets, app: project.app))
            let index = watched.count - 1
            let inputs = stamp(index)
            let built = Home.Install.builtAt(of: project.app, in: home)
            if let built, let newest = inputs.newest, newest <= built {
                watched[index].inputs = inputs
                say("Watching \(project.project.lastPathComponent) (\(project.app)) for changes.")
            } else {
                build(index, saying: "Files of \(project.project.lastPathComponent) were saved since \(project.app) was installed; building it again.")
            }
            fflush(nil)
        }
    }

    /// Builds and installs project `index` after saying `why` (nil: its first build), then what became of
    /// it; stamps its files as the build read them.
    private func build(_ index: Int, saying why: String?) {
        let project = watched[index]
        if let why { say(why) }
        let started = Date()
        // The files as the build is about to read them: one saved while it runs is a change for the next look.
        let before = stamp(index)
        do {
            let app = try Home.Install.installProject(project.path, targets: project.targets, app: project.app, home: home, installer: installer)
            watched[index].app = app
            if why != nil {
                say("\(app) is installed again from its new build in \(String(format: "%.1f", Date().timeIntervalSince(started))) s; its widgets ask it for their timelines.")
            }
        } catch {
            let failure: BuildFailure
            if let built = error as? XcodeBuildError {
                Home.Install.reportFailure(built)
                failure = BuildFailure(sentence: built.message, lines: built.diagnostics, date: Date())
            } else {
                failure = BuildFailure(sentence: ErrorSentence.of(error), date: Date())
                complain("error: \(failure.sentence)")
            }
            let kept = project.app.map { (try? installer.store.extensions.setBuildFailure($0, failure)) ?? false } ?? false
            complain(kept ? "The build before keeps serving; the page shows why this one failed. Save again to build again." : "Save again to build again.")
        }
        // The paths the project names now (it may name others after the build), stamped as they were before it.
        let after = stamp(index)
        watched[index].inputs = after.keeping(before)
        built?()
        fflush(nil)
    }

    /// The files project `index`'s build reads, as the disk has them now; only the project file and those
    /// its last build read while it cannot be read (a save of it under way, or a file it names gone).
    private func stamp(_ index: Int) -> ProjectInputs {
        let project = watched[index]
        guard let read = try? XcodeProjectReader.read(project.path), let chosen = try? read.extensions(named: project.targets) else {
            var paths = Set(project.inputs.map { Array($0.stamps.keys) } ?? [])
            let file = project.path.pathExtension == "xcodeproj" ? project.path.appendingPathComponent("project.pbxproj") : project.path
            paths.insert(file.path)
            return ProjectInputs(paths: paths)
        }
        return ProjectInputs(of: read, targets: chosen.all)
    }
}
