import ArgumentParser
import Foundation
import SuiteHome
import SystemLive
import SystemStore
import WidgetHost
import XcodeBuild
import XcodeProject

extension Home {
    struct Install: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "install",
            abstract: "Install widget and intents extensions of your own, as installing an app installs its extensions.",
            discussion: """
                Name the executables 'swift build' made for your package, or your Xcode project (App.xcodeproj, or the \
                folder that holds it): its widget extension and intents extension are built against the suite as it \
                was built, and installed as one app named after the project. \
                Each executable is started and asked what it is before anything is kept. The extensions installed \
                together form one app: a widget's configuration is answered by the intents extension of its app. \
                Installing an extension of the same name again (after a new build, or from elsewhere) replaces it, \
                and stops the copy of the old build the system was running. The suite's own extensions are always installed.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The extension executables, as 'swift build' made them, or an Xcode project.", valueName: "path"))
        var executables: [String]

        @Option(help: "The app they belong to (default: the package whose .build folder holds the first, or the project's name).")
        var app: String?

        @Option(name: .customLong("target"), help: ArgumentHelp("Of an Xcode project, the extension target to install, where it has several.", valueName: "name"))
        var targets: [String] = []

        func validate() throws {
            if executables.isEmpty { throw ValidationError("Name at least one extension executable to install.") }
        }

        @Flag(
            help: ArgumentHelp(
                "Of an Xcode project: stay, and build and install it again each time a file its extensions are built from is saved (Ctrl-C stops)."
            ))
        var watch = false

        func run() throws {
            let home = try global.resolvedHome()
            let installer = try ExtensionInstaller(home: home, trace: global.messageTrace)
            let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            let paths = executables.map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL }
            guard paths.count == 1, XcodeProjectReader.namesProject(paths[0]) else {
                if !targets.isEmpty || watch {
                    throw CommandFailure(
                        "\(watch ? "--watch" : "--target") is for an Xcode project; name the project (App.xcodeproj) alone.")
                }
                Self.report(try installer.install(paths, app: app))
                return
            }
            guard watch else {
                do {
                    try Self.installProject(paths[0], targets: targets, app: app, home: home, installer: installer)
                } catch let failure as XcodeBuildError {
                    guard !failure.diagnostics.isEmpty else { throw failure }
                    Self.reportFailure(failure)
                    throw ExitCode.failure
                }
                return
            }
            // Watching, a first build that fails is said, and the next save tries again.
            let watcher = ProjectWatcher(home: home, installer: installer, projects: [(paths[0], targets, app)])
            signal(SIGINT) { _ in ProjectWatcher.interrupted.store(true, ordering: .relaxed) }
            watcher.buildAll()
            say("Watching \(paths[0].lastPathComponent) for changes; Ctrl-C stops.")
            fflush(nil)
            while !ProjectWatcher.interrupted.load(ordering: .relaxed) {
                usleep(ProjectWatcher.interval)
                watcher.poll()
            }
            say("Stopped watching.")
        }
    }

    struct Uninstall: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "uninstall", abstract: "Uninstall an app you installed: its extensions, and its widgets from the home screen.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The app's name, as 'sample-app extensions status' shows it.")
        var app: String

        func run() throws {
            let home = try global.resolvedHome()
            try InstalledExtension.checkName(app, of: "an app's name", spacesAllowed: true)
            // An Xcode project's build under way is let finish first, so that it installs nothing after.
            let folder = Home.Install.buildFolder(of: app, in: home)
            let lock =
                FileManager.default.fileExists(atPath: folder.path)
                ? try XcodeBuildLock(folder: folder) { say("A build of \(app) is under way; waiting for it to finish.") } : nil
            defer { withExtendedLifetime(lock) {} }
            let (extensions, widgets) = try ExtensionInstaller(home: home, trace: global.messageTrace).uninstall(app: app)
            // An Xcode project's builds go with it.
            try? FileManager.default.removeItem(at: folder)
            say("Uninstalled \(app): \(extensions.map(\.name).joined(separator: ", ")).")
            if !widgets.isEmpty {
                say("Removed its widgets from the home screen: \(widgets.map { "#\($0.id) \($0.kind)" }.joined(separator: ", ")).")
            }
        }
    }
}

extension Home.Install {
    /// Where the extensions of an app installed from an Xcode project are built: `<home>/Xcode/<app>/`.
    static func buildFolder(of app: String, in home: SuiteHome) -> URL {
        home.root.appendingPathComponent("Xcode", isDirectory: true).appendingPathComponent(app, isDirectory: true)
    }

    /// When `app`'s build was last installed (the time of `<build folder>/.installed`); nil when it never was.
    static func builtAt(of app: String, in home: SuiteHome) -> Date? {
        let marker = buildFolder(of: app, in: home).appendingPathComponent(".installed")
        return (try? FileManager.default.attributesOfItem(atPath: marker.path))?[.modificationDate] as? Date
    }

    /// Reads the project at `path`, chooses its extensions, builds each as those of `app` (by default the
    /// project's name) and installs them, saying what it does as it goes; returns the app's name.
    @discardableResult
    static func installProject(_ path: URL, targets: [String], app: String?, home: SuiteHome, installer: ExtensionInstaller) throws -> String {
        let project = try XcodeProjectReader.read(path)
        let name = app ?? project.name
        try InstalledExtension.checkName(name, of: "an app's name", spacesAllowed: true)
        let chosen = try project.extensions(named: targets)
        let suite = try SuiteBuild.current()
        let builder = XcodeExtensionBuilder(suite: suite, folder: buildFolder(of: name, in: home))
        // Held until the new build is installed.
        let lock = try XcodeBuildLock(folder: builder.folder) { say("Another build of \(name) is under way; waiting for it to finish.") }
        defer { withExtendedLifetime(lock) {} }
        // A file saved after this may not be in the build: a watch started later builds again for it.
        let building = Date()
        say("Read \(project.location.lastPathComponent): \(chosen.all.map(Self.summary).joined(separator: "; ")).")
        // The app groups of the app and its extensions, ready for every process before any starts.
        try home.makeDefaults(forAppGroups: project.targets.flatMap(\.appGroups))
        var builds: [XcodeExtensionBuilder.Built] = []
        for target in chosen.all {
            let started = Date()
            let built = try builder.build(target, frameworks: try project.frameworks(linkedBy: target))
            builds.append(built)
            say(
                built.compiled
                    ? "Built \(target.name) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s."
                    : "\(target.name) is up to date: nothing it is compiled from changed.")
        }
        // Each in place once all compiled: one that fails leaves the others as they were.
        for built in builds { try builder.place(built) }
        let executables = builds.map(\.executable)
        let kept = InstalledProject(app: name, project: project.location, targets: chosen.all.map(\.name))
        report(try installer.install(executables, app: name, project: kept))
        // When the build that was installed began, for a watch started later to see what was saved since (`builtAt`).
        let marker = builder.folder.appendingPathComponent(".installed").path
        try? SuiteFiles.write([UInt8](), to: marker, mode: 0o600)
        try? FileManager.default.setAttributes([.modificationDate: building], ofItemAtPath: marker)
        return name
    }

    /// What was installed, an extension a line.
    static func report(_ installed: [ExtensionInstaller.Installed]) {
        for outcome in installed {
            let extensionInfo = outcome.installed
            let what = extensionInfo.role == .widgets ? "widget kinds" : "intents"
            say("Installed \(extensionInfo.name), the \(extensionInfo.role.title) of \(extensionInfo.app): \(what) \(outcome.declares.joined(separator: ", ")).")
        }
    }

    /// A build that did not compile: the sentence, then the compiler's own lines (escaped when they were read), one by one.
    static func reportFailure(_ failure: XcodeBuildError) {
        complain("error: \(failure.message)")
        for line in failure.diagnostics { complain(line) }
    }

    /// A target in words: "widget extension FruitWidgetExtension (8 Swift files, 1 intent definition, 1 asset catalogue)".
    static func summary(_ target: XcodeTarget) -> String {
        func count(_ number: Int, _ noun: String) -> String? { number == 0 ? nil : "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let parts = [
            count(target.sources.count, "Swift file"), count(target.intentDefinitions.count, "intent definition"),
            count(target.assetCatalogs.count, "asset catalogue"), count(target.localizations.count, "strings file"),
            count(target.packageProducts.count, "package product"), count(target.linkedTargets.count, "framework target"),
        ].compactMap { $0 }
        return "\(target.kindDescription) \(target.name) (\(parts.joined(separator: ", ")))"
    }
}

