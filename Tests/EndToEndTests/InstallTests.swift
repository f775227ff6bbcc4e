import ExtensionHosting
import ExtensionTransport
import Foundation
import Testing

/// `home install` and `home uninstall` with real executables: copies of the samples' extensions
/// installed as another app's, and files that are not extensions at all.
@Suite struct InstallTests {
    /// A copy of one of the suite's executables at `<home>/<package>/.build/debug/<name>`, as a package of one's own builds it.
    func copy(_ executable: String, as name: String, package: String, in home: TestHome) throws -> String {
        let folder = home.root.appendingPathComponent("\(package)/.build/debug")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let destination = folder.appendingPathComponent(name)
        // Copied by cp, not by this process: a file this process holds open for writing would be inherited by
        // the children other tests start meanwhile, and could not be run while they hold it ("Text file busy").
        let copied = try home.runProcess(
            "/bin/cp", [TestHome.buildDirectory.appendingPathComponent(executable).path, destination.path], extraEnvironment: [:],
            timeout: 30)
        #expect(copied.status == 0, "\(copied.errors)")
        return destination.path
    }

    func statusLines(_ home: TestHome) throws -> [String] {
        try home.run(["extensions", "status"]).output.split(separator: "\n").map(String.init)
    }

    /// A kind is its app's, as on iOS: a copy of the samples' widget extension installed as another app
    /// declares the samples' kinds, both are in the gallery, and a command names the app it means.
    @Test func anAppMayDeclareAKindAnotherAppDeclaresAndCommandsNameTheApp() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let other = try copy("widget-extension", as: "OtherWidgets", package: "Other", in: home)
        let installed = try home.run(["home", "install", other, "--app", "Other"])
        #expect(installed.status == 0, "\(installed.errors)")
        let gallery = try home.run(["home", "gallery"]).output
        #expect(gallery.contains("extension:    OtherWidgets, of Other") && gallery.contains("extension:    widget-extension, of sample-app"))

        let refused = try home.run(["home", "add", "com.mygame.game-status"])
        #expect(refused.status != 0)
        #expect(
            refused.errors.contains(
                "The widget kind \"com.mygame.game-status\" is declared by 2 apps (sample-app, Other); name the one you mean with --app APP."),
            "\(refused.errors)")
        let unknownApp = try home.run(["home", "add", "com.mygame.game-status", "--app", "Nobody"])
        #expect(unknownApp.status != 0 && unknownApp.errors.contains("No installed app is named \"Nobody\""), "\(unknownApp.errors)")
        let noPreviews = try home.run(["home", "preview", "--app", "Nobody"])
        #expect(noPreviews.status != 0 && noPreviews.errors.contains("No installed app is named \"Nobody\""), "\(noPreviews.errors)")
        #expect(try home.run(["home", "add", "com.mygame.game-status", "--app", "Other"]).status == 0)
        #expect(try home.run(["home", "add", "com.mygame.game-status", "--app", "sample-app"]).status == 0)
        let list = try home.run(["home", "list"]).output
        #expect(
            list.contains("1   com.mygame.game-status (Other)") && list.contains("2   com.mygame.game-status (sample-app)"),
            "each widget is its app's: \(list)")

        // Uninstalling the copy removes its widget, and the samples' stays.
        #expect(try home.run(["home", "uninstall", "Other"]).status == 0)
        let left = try home.run(["home", "list"]).output
        #expect(!left.contains("(Other)") && left.contains("2   com.mygame.game-status "), "\(left)")
    }

    @Test func whatIsNotAnExtensionOrClashesIsRefusedAndNothingIsKept() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let folder = home.root.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let notAnExtension = home.root.appendingPathComponent("Tool/.build/debug/tool")
        try FileManager.default.createDirectory(at: notAnExtension.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try home.runProcess("/bin/cp", ["/bin/true", notAnExtension.path], extraEnvironment: [:], timeout: 30)
        let clashing = try copy("widget-extension", as: "OtherWidgets", package: "Other", in: home)

        let refusals: [([String], String)] = [
            (["home", "install", home.root.path + "/nowhere"], "There is no file at \(home.root.path)/nowhere"),
            (["home", "install", folder.path], "\(folder.path) is not an executable file"),
            (["home", "install", notAnExtension.path], "\(notAnExtension.path) did not start as an extension, so nothing was installed"),
            (
                ["home", "install", TestHome.buildDirectory.appendingPathComponent("widget-extension").path, "--app", "Mine"],
                "is the name of one of the suite's own extensions"
            ),
            (["home", "install", clashing, "--app", "sample-app"], "sample-app is the name of the suite's own app"),
            (["home", "uninstall", "sample-app"], "sample-app is the suite's own app and stays installed"),
            (["home", "uninstall", "Other"], "No app named Other is installed"),
            (["home", "install", clashing, "--app", ""], "\"\" cannot be an app's name: use up to 64 letters, digits"),
            (["home", "install", clashing, "--app", "evil\napp"], "\"evil\\napp\" cannot be an app's name"),
        ]
        for (arguments, sentence) in refusals {
            let result = try home.run(arguments)
            #expect(result.status != 0, "\(arguments) succeeded")
            #expect(result.errors.contains(sentence), "\(arguments): \(result.errors)")
            #expect(result.errors.split(separator: "\n").count == 1, "\(arguments) said more than one line: \(result.errors)")
        }
        #expect(try statusLines(home).map { $0.prefix(while: { $0 != " " }) } == ["widget-extension", "intents-extension"])
        #expect(
            KernelProcess.launchedExtensions(ofHome: home.root.path).map(\.name).allSatisfy { $0 == "widget-extension" },
            "an extension started to be probed was stopped when refused")
    }

    /// Scripts that are not extensions, one hanging with a child and one that leaves a child as it exits:
    /// refused, and nothing they started is left running.
    @Test func aRefusedProbeLeavesNoProcessBehind() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let folder = home.root.appendingPathComponent("Scripts/.build/debug")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let marker = "\(getpid())\(Int.random(in: 1000...9999))"
        // Written by a process of its own, as in FaultTests: a file this process held open could not be run.
        let written = try home.shell(
            "printf '#!/bin/sh\\nsleep \(marker)1 &\\nsleep \(marker)2\\n' > '\(folder.path)/hangs' && "
                + "printf '#!/bin/sh\\nsleep \(marker)3 &\\nexit 0\\n' > '\(folder.path)/forks' && chmod 755 '\(folder.path)/hangs' '\(folder.path)/forks'"
        )
        #expect(written.status == 0, "\(written.errors)")
        for script in ["hangs", "forks"] {
            let refused = try home.run(
                ["home", "install", folder.appendingPathComponent(script).path], extraEnvironment: ["SAMPLES_EXTENSION_TIMEOUT": "2"])
            #expect(refused.status != 0 && refused.errors.contains("did not start as an extension, so nothing was installed"))
        }
        let left = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init).filter { pid in
            KernelProcess(pid: pid).map { $0.arguments.contains { $0.hasPrefix(marker) } && !$0.hasEnded } ?? false
        }
        #expect(left.isEmpty, "processes the scripts started are still running: \(left)")
    }

    /// A link to an extension is followed to the file it names, whose name names the extension's socket.
    @Test func aLinkIsInstalledAsTheFileItNames() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let intents = try copy("intents-extension", as: "OtherIntents", package: "Other", in: home)
        let link = home.root.appendingPathComponent("my-intents").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: intents)
        let installed = try home.run(["home", "install", link, "--app", "Linked"])
        #expect(installed.status == 0, "\(installed.errors)")
        #expect(installed.output.hasPrefix("Installed OtherIntents, the intents extension of Linked"), "\(installed.output)")
        #expect(try statusLines(home).contains { $0.hasPrefix("OtherIntents") && $0.contains("running") })
    }

    @Test func anAppIsInstalledListedReplacedAndUninstalled() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let intents = try copy("intents-extension", as: "OtherIntents", package: "Other", in: home)

        let installed = try home.run(["home", "install", intents])
        #expect(installed.status == 0, "\(installed.errors)")
        #expect(
            installed.output
                == "Installed OtherIntents, the intents extension of Other: intents SelectCharacter, ViewRecentPurchases, ViewDueDate, CompareCards.\n"
        )
        let line = try #require(try statusLines(home).first { $0.hasPrefix("OtherIntents") })
        #expect(line.contains("running") && line.contains("started by the system  Other "), "\(line)")
        let firstPID = try FaultTests().pid(of: "OtherIntents", in: home)
        let first = try #require(KernelProcess(pid: firstPID))

        // Installing again (a new build) replaces the copy the system was running.
        #expect(try home.run(["home", "install", intents]).status == 0)
        #expect(try FaultTests().pid(of: "OtherIntents", in: home) != firstPID)
        #expect(first.hasEnded, "the copy of the old build was stopped")
        #expect(try statusLines(home).filter { $0.hasPrefix("OtherIntents") }.count == 1)

        let uninstalled = try home.run(["home", "uninstall", "Other"])
        #expect(uninstalled.status == 0, "\(uninstalled.errors)")
        #expect(uninstalled.output == "Uninstalled Other: OtherIntents.\n")
        #expect(try statusLines(home).count == 2)
    }

    @Test func aRunningExtensionReadsWhatTheAppWritesToTheAppGroupsDefaults() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let fixtures = TestHome.buildDirectory.appendingPathComponent("FixtureWidgetsExtension").path
        let installed = try home.run(["home", "install", fixtures, "--app", "Fixtures"])
        #expect(installed.status == 0, "\(installed.errors)")

        /// The app's side: what its `UserDefaults(suiteName: "group.com.example.app")` writes on Linux.
        func appWrites(steps: Int) throws {
            let file = home.root.appendingPathComponent("AppGroup/Preferences/group.com.example.app.plist")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try PropertyListSerialization.data(fromPropertyList: ["steps.today": steps], format: .xml, options: 0).write(to: file)
        }
        /// A new steps widget's count: each is a new timeline, asked of the same running extension.
        func stepsShown() throws -> String? {
            let added = try home.run(["home", "add", "StepsWidget"])
            let id = try #require(added.output.split(separator: "\n").last.map(String.init), "\(added.errors)")
            defer { _ = try? home.run(["home", "remove", id]) }
            let drawn = try home.run(["home", "show", id]).output
            return drawn.split(separator: "\n").compactMap { line in
                let inside = line.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
                return !inside.isEmpty && inside.allSatisfy(\.isNumber) ? inside : nil
            }.first
        }

        #expect(try stepsShown() == "0")
        let extensionPID = try FaultTests().pid(of: "FixtureWidgetsExtension", in: home)
        try appWrites(steps: 4321)
        #expect(try stepsShown() == "4321")
        try appWrites(steps: 8765)
        #expect(try stepsShown() == "8765", "the extension read its defaults again before the request")
        #expect(try FaultTests().pid(of: "FixtureWidgetsExtension", in: home) == extensionPID, "one extension process throughout")
    }
}
