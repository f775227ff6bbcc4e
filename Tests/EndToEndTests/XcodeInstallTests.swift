#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import Synchronization
import Testing
import TestSupport

/// `home install App.xcodeproj`: the fixture projects of Tests/XcodeProjects read, their widget and
/// intents extensions built against the suite as it was built, installed as one app, and used as a
/// user uses them: widgets drawn in their families, a button pressed, options from the intents
/// extension, the app group shared by both. Projects that cannot be installed are refused in a
/// sentence, and nothing is installed.
@Suite struct XcodeInstallTests {
    static let fruit = Corpus.repositoryRoot.appendingPathComponent("Tests/XcodeProjects/Fruit", isDirectory: true)

    func installed(_ home: TestHome, _ project: String) throws -> String {
        let result = try home.run(["home", "install", Self.fruit.appendingPathComponent(project).path], timeout: 300)
        #expect(result.status == 0, "\(result.errors)")
        return result.output
    }

    @Test(arguments: ["Fruit.xcodeproj", "FruitSynced.xcodeproj"])
    func aProjectIsBuiltInstalledAndItsWidgetsWork(project: String) throws {
        let home = TestHome()
        defer { home.tearDown() }
        let output = try installed(home, project)
        #expect(
            output.contains(
                "Read \(project): widget extension FruitWidgetExtension (8 Swift files, 1 intent definition, 1 asset catalogue, 3 strings files, 1 package product); intents extension FruitIntents (2 Swift files, 1 intent definition)."
            ), "\(output)")
        #expect(output.contains("Installed FruitWidgetExtension, the widget extension of \(project.replacingOccurrences(of: ".xcodeproj", with: "")): widget kinds FruitBowl, PickedFruit, FruitRipeness."))
        #expect(output.contains("Installed FruitIntents, the intents extension of"))

        // Every kind in every family it declares.
        for (kind, family) in [
            ("FruitBowl", "systemSmall"), ("FruitBowl", "systemMedium"), ("PickedFruit", "systemSmall"), ("FruitRipeness", "accessoryCircular"),
            ("FruitRipeness", "accessoryRectangular"),
        ] {
            let added = try home.run(["home", "add", kind, "--family", family])
            #expect(added.status == 0, "\(kind) \(family): \(added.errors)")
        }
        let shown = try home.run(["home", "show"])
        #expect(shown.status == 0, "\(shown.errors)")
        #expect(shown.output.contains("🍎 Apple") && shown.output.contains("🍐 Pear"), "\(shown.output)")
        // Its strings from the String Catalog (a key, and an interpolation's plural) and from a table of a variant group.
        #expect(shown.output.contains("My Bowl") && !shown.output.contains("bowl.title"), "\(shown.output)")
        #expect(shown.output.contains("2 fruits left"), "\(shown.output)")
        #expect(shown.output.contains("Your pick"), "\(shown.output)")
        #expect(shown.output.contains("In season: autumn"), "from the local package FruitKit, built for the target: \(shown.output)")
        let gallery = try home.run(["home", "gallery"]).output
        #expect(gallery.contains("The fruit in your bowl."), "description(String(localized:)) reads the catalogue: \(gallery)")
        // The intents extension answers the Picked Fruit widget's options from the app group the widget extension writes.
        let options = try home.run(["home", "options", "3", "fruit"])
        #expect(options.output.contains("🍎 Apple") && options.output.contains("🍐 Pear"), "\(options.output) \(options.errors)")
        // The bowl's Eat button runs the App Intent in the widget extension, which eats the apple in the app group.
        let pressed = try home.run(["home", "press", "2", "1"])
        #expect(pressed.status == 0, "\(pressed.errors)")
        let after = try home.run(["home", "show", "2"])
        #expect(!after.output.contains("🍎 Apple") && after.output.contains("🍐 Pear"), "\(after.output)")
        #expect(after.output.contains("1 fruit left"), "the plural's one form: \(after.output)")
        let fewer = try home.run(["home", "options", "3", "fruit"])
        #expect(!fewer.output.contains("🍎 Apple"), "the intents extension reads what the widget extension wrote: \(fewer.output)")
        // The asset catalogue's colour and image are the project's.
        let svg = try home.run(["home", "show", "3", "--format", "svg"])
        #expect(svg.output.contains("<image"), "Image(\"Apple\") is drawn from the catalogue")

        // An edit, installed again: the new build's drawing, not the timeline the old one gave.
        if project == "Fruit.xcodeproj" {
            let copy = home.root.appendingPathComponent("Edited", isDirectory: true)
            try FileManager.default.copyItem(at: Self.fruit, to: copy)
            let bowl = copy.appendingPathComponent("FruitWidget/FruitBowlWidget.swift")
            // A build whose second extension fails puts neither in place: the widget is still the old build's.
            let handler = copy.appendingPathComponent("FruitIntents/IntentHandler.swift")
            let handlerText = try String(contentsOf: handler, encoding: .utf8)
            try (handlerText + "\nlet broken: Int = \"no\"\n").write(to: handler, atomically: true, encoding: .utf8)
            try (try String(contentsOf: bowl, encoding: .utf8)).replacingOccurrences(of: "Label(\"Eat\"", with: "Label(\"Nibble\"")
                .write(to: bowl, atomically: true, encoding: .utf8)
            let failed = try home.run(["home", "install", copy.appendingPathComponent(project).path, "--app", "Fruit"], timeout: 300)
            #expect(failed.status != 0 && failed.errors.contains("FruitIntents did not compile"), "\(failed.errors)")
            #expect(!(try home.run(["home", "show", "2"]).output.contains("Nibble")), "the compiled widget extension was not put in place")
            try handlerText.write(to: handler, atomically: true, encoding: .utf8)
            try (try String(contentsOf: bowl, encoding: .utf8)).replacingOccurrences(of: "Label(\"Nibble\"", with: "Label(\"Munch\"")
                .write(to: bowl, atomically: true, encoding: .utf8)
            let again = try home.run(["home", "install", copy.appendingPathComponent(project).path, "--app", "Fruit"], timeout: 300)
            #expect(again.status == 0, "\(again.errors)")
            let redrawn = try home.run(["home", "show", "2"]).output
            #expect(redrawn.contains("Munch") && !redrawn.contains("◆  Eat"), "\(redrawn)")
        }

        // Uninstalled as a package is, its builds with it.
        let name = project.replacingOccurrences(of: ".xcodeproj", with: "")
        let uninstalled = try home.run(["home", "uninstall", name])
        #expect(uninstalled.output.contains("Uninstalled \(name): FruitWidgetExtension, FruitIntents."), "\(uninstalled.output) \(uninstalled.errors)")
        #expect(!FileManager.default.fileExists(atPath: home.root.appendingPathComponent("Xcode/\(name)").path))
        #expect(try home.run(["home", "list"]).output.contains("FruitBowl") == false)
    }

    @Test func projectsThatCannotBeInstalledAreRefusedInASentence() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let copy = home.root.appendingPathComponent("Fruit", isDirectory: true)
        try FileManager.default.copyItem(at: Self.fruit, to: copy)
        try FileManager.default.removeItem(at: copy.appendingPathComponent("FruitSynced.xcodeproj"))
        let project = copy.appendingPathComponent("Fruit.xcodeproj").path
        func refused(_ arguments: [String], _ sentence: String) throws {
            let result = try home.run(arguments, timeout: 300)
            #expect(result.status != 0, "\(arguments) succeeded")
            #expect(result.errors.contains(sentence), "\(arguments): \(result.errors)")
        }
        try refused(["home", "install", project, "--target", "Fruit"], "Target Fruit of Fruit.xcodeproj is an application, not a widget or intents extension")
        try refused(["home", "install", "/bin/true", "--target", "X"], "--target is for an Xcode project; name the project (App.xcodeproj) alone.")
        try refused(["home", "install", "/bin/true", "--watch"], "--watch is for an Xcode project; name the project (App.xcodeproj) alone.")
        // A broken asset catalogue.
        let contents = copy.appendingPathComponent("FruitWidget/Assets.xcassets/AccentColor.colorset/Contents.json")
        let saved = try Data(contentsOf: contents)
        try Data("{ not json".utf8).write(to: contents)
        try refused(["home", "install", project], "Target FruitWidgetExtension's asset catalogue Assets.xcassets cannot be read: AccentColor.colorset/Contents.json is not JSON; fix it, or restore it from version control.")
        try saved.write(to: contents)
        // Code that does not compile: the compiler's words follow the sentence.
        let bowl = copy.appendingPathComponent("FruitWidget/FruitBowlWidget.swift")
        try (try String(contentsOf: bowl, encoding: .utf8) + "\nlet broken: Int = \"text\"\n").write(to: bowl, atomically: true, encoding: .utf8)
        let result = try home.run(["home", "install", project], timeout: 300)
        #expect(result.status != 0)
        #expect(result.errors.contains("FruitWidgetExtension did not compile (1 error)"), "\(result.errors)")
        #expect(result.errors.contains("FruitBowlWidget.swift"), "the compiler names the file")
        let status = try home.run(["extensions", "status"]).output
        #expect(!status.contains("FruitWidgetExtension") && !status.contains("FruitIntents"), "nothing was installed: \(status)")
    }

    /// The game sample as an Xcode project (Apps/Game/Game.xcodeproj), over the sample's own files: its
    /// framework targets (the models, the app's code, the intents) are built as modules named as the
    /// suite's own, and each of its kinds, in each family it declares, draws as the suite's
    /// `widget-extension` draws the same kind. Its button, its intents extension and its control work on
    /// the same app group.
    @Test func theGameSampleAsAnXcodeProjectDrawsAsTheSamplesDo() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let project = Corpus.repositoryRoot.appendingPathComponent("Apps/Game/Game.xcodeproj")
        let installed = try home.run(["home", "install", project.path], timeout: 300)
        #expect(installed.status == 0, "\(installed.errors)")
        #expect(
            installed.output.contains(
                "Read Game.xcodeproj: widget extension GameWidgetExtension (12 Swift files, 3 framework targets); intents extension GameIntentsExtension (1 Swift file, 2 framework targets)."
            ), "\(installed.output)")
        #expect(installed.output.contains("Installed GameIntentsExtension, the intents extension of Game: intents SelectCharacter."))
        // Both extensions link GameIntents and SampleModels: each framework is compiled once, whichever builds it.
        let again = try home.run(["home", "install", project.path], timeout: 300).output
        #expect(
            again.contains("GameWidgetExtension is up to date: nothing it is compiled from changed.")
                && again.contains("GameIntentsExtension is up to date: nothing it is compiled from changed."), "\(again)")

        func drawing(_ id: String) throws -> [String] {
            let shown = try home.run(["home", "show", id])
            #expect(shown.status == 0, "\(shown.errors)")
            // Less its header, and with the id its hint names said alike.
            return shown.output.replacingOccurrences(of: "home press \(id) N", with: "home press ID N").split(separator: "\n").dropFirst().map(String.init)
        }
        // Every kind of the project's gallery, in every family it declares.
        let gallery = try home.run(["home", "gallery"]).output
        let pairs = gallery.components(separatedBy: "\n\n").filter { $0.contains("extension:    GameWidgetExtension, of Game") }.flatMap { block in
            let lines = block.split(separator: "\n").map(String.init)
            let families = lines.first { $0.hasPrefix("  families:") }.map { $0.dropFirst("  families:".count).split(separator: ",") } ?? []
            return families.map { (lines[0], $0.trimmingCharacters(in: .whitespaces)) }
        }
        #expect(pairs.count == 12, "4 kinds, 12 families in all: \(pairs)")
        var ids: [String: String] = [:]
        for (kind, family) in pairs {
            // One after the other: the Lock Screen has room for one inline widget.
            var drawings: [[String]] = []
            for app in ["sample-app", "Game"] {
                let result = try home.run(["home", "add", kind, "--family", family, "--app", app])
                #expect(result.status == 0, "\(kind) \(family) of \(app): \(result.errors)")
                let id = String(result.output.split(separator: "\n").last ?? "")
                drawings.append(try drawing(id))
                // Those the steps below use are kept; the others make room.
                if ["com.mygame.character-detail systemSmall", "com.mygame.character-detail-ios17 systemMedium"].contains("\(kind) \(family)") {
                    ids["\(kind) \(family)"] = id
                } else {
                    #expect(try home.run(["home", "remove", id]).status == 0)
                }
            }
            #expect(!drawings[0].isEmpty && drawings[0] == drawings[1], "\(kind) in \(family) draws as the samples' does")
        }

        // The heal button runs the project's App Intent in its own widget extension, on the shared app group.
        let medium = try #require(ids["com.mygame.character-detail-ios17 systemMedium"])
        let pressed = try home.run(["home", "press", medium, "1"])
        #expect(pressed.output.contains("GameWidgetExtension.HealCharacterIntent ran in the widget extension."), "\(pressed.output) \(pressed.errors)")
        let characters = try home.run(["game", "characters"]).output
        #expect(characters.contains("Power Panda  health  24%"), "the app sees the heal: \(characters)")
        // The project's intents extension gives the options of its Character Details.
        let small = try #require(ids["com.mygame.character-detail systemSmall"])
        let options = try home.run(["home", "options", small, "character"])
        #expect(options.output.contains("Unipony") && options.output.contains("Spouty"), "\(options.output) \(options.errors)")
        #expect(try home.run(["home", "edit", small, "--set", "character=Spouty"]).status == 0)
        let spouty = try drawing(small)
        #expect(spouty.contains { $0.contains("Spouty") }, "\(spouty)")
        // Its control, from its own gallery, pressed: Heal All runs in the project's extension.
        let control = try home.run(["home", "controls", "add", "com.mygame.heal-all", "--app", "Game"])
        #expect(control.status == 0 && control.output.contains("\"Heal All\""), "\(control.output) \(control.errors)")
        let controlID = String(control.output.split(separator: "\n").last ?? "")
        let healed = try home.run(["home", "controls", "press", controlID])
        #expect(healed.status == 0 && healed.output.contains("3 heroes are at full health."), "\(healed.output) \(healed.errors)")
        #expect(try home.run(["game", "characters"]).output.contains("Power Panda  health 100%"), "the app sees every hero healed")
    }

    /// A project whose widget extension links a framework target of its own (code shared with the app):
    /// the framework is built as a module first, and the widget draws what it gives.
    @Test func aFrameworkTargetTheExtensionLinksIsBuiltWithIt() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let orchard = Self.fruit.deletingLastPathComponent().appendingPathComponent("Orchard/Orchard.xcodeproj")
        let installed = try home.run(["home", "install", orchard.path], timeout: 300)
        #expect(installed.status == 0, "\(installed.errors)")
        #expect(installed.output.contains("Read Orchard.xcodeproj: widget extension OrchardWidgetExtension (1 Swift file, 1 framework target)."), "\(installed.output)")
        #expect(try home.run(["home", "add", "Harvest"]).status == 0)
        let shown = try home.run(["home", "show", "1"]).output
        #expect(shown.contains("Bramley 12") && shown.contains("19 apples"), "\(shown)")
        // An API the suite's WidgetKit lacks: the compiler's words, then a line that says so.
        let copy = home.root.appendingPathComponent("Orchard", isDirectory: true)
        try FileManager.default.copyItem(at: orchard.deletingLastPathComponent(), to: copy)
        let widget = copy.appendingPathComponent("OrchardWidget/OrchardWidget.swift")
        try (try String(contentsOf: widget, encoding: .utf8)).replacingOccurrences(of: "[.systemSmall]", with: "[.systemGiant]")
            .write(to: widget, atomically: true, encoding: .utf8)
        let refused = try home.run(["home", "install", copy.appendingPathComponent("Orchard.xcodeproj").path], timeout: 300)
        #expect(refused.status != 0)
        #expect(refused.errors.contains("error: type 'WidgetFamily' has no member 'systemGiant'"), "\(refused.errors)")
        #expect(
            refused.errors.contains("If systemGiant is Apple's, the suite's WidgetKit lacks it on WidgetFamily: docs/*-subset.md list what each framework has."),
            "\(refused.errors)")
    }

    /// Two installs of one project at once (two terminals, or two watches) build one after the other: the
    /// second waits, saying so, and both end installed.
    @Test func twoInstallsOfOneProjectAtOnceBuildInTurn() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let results = Mutex<[CommandResult]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            if let result = try? home.run(["home", "install", Self.fruit.appendingPathComponent("Fruit.xcodeproj").path], timeout: 300) {
                results.withLock { $0.append(result) }
            }
        }
        let both = results.withLock { $0 }
        #expect(both.count == 2 && both.allSatisfy { $0.status == 0 }, "\(both.map(\.errors))")
        #expect(both.contains { $0.output.contains("Another build of Fruit is under way; waiting for it to finish.") }, "\(both.map(\.output))")
        #expect(
            both.contains { $0.output.contains("FruitWidgetExtension is up to date: nothing it is compiled from changed.") },
            "the second found the first's build current: \(both.map(\.output))")
        #expect(try home.run(["home", "add", "FruitBowl"]).status == 0)
    }

    /// `--watch`, as a developer uses it: a save builds and installs the project again, and a build that
    /// fails keeps the one before serving; under `home serve --watch`, the page redraws the widget from
    /// the new build and shows a failed build over it, until a save fixes it.
    @Test func aWatchedProjectIsBuiltAgainOnSaveAndThePageRedrawsIt() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let copy = home.root.appendingPathComponent("Fruit", isDirectory: true)
        try FileManager.default.copyItem(at: Self.fruit, to: copy)
        let project = copy.appendingPathComponent("Fruit.xcodeproj")
        let bowl = copy.appendingPathComponent("FruitWidget/FruitBowlWidget.swift")
        let original = try String(contentsOf: bowl, encoding: .utf8)
        func save(_ text: String) throws { try text.write(to: bowl, atomically: true, encoding: .utf8) }
        let sampleApp = TestHome.buildDirectory.appendingPathComponent("sample-app").path
        func text(_ file: URL) -> String { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }

        // home install --watch
        let log = home.root.appendingPathComponent("watch.out")
        let watcher = try ChildProcess.spawn(
            sampleApp, ["home", "install", project.path, "--watch"], environment: home.environment, output: log.path,
            errors: home.root.appendingPathComponent("watch.err").path)
        // Whatever the test finds, the watch does not outlive it.
        defer { kill(watcher.pid, SIGKILL) }
        #expect(waitUntil(seconds: 300) { text(log).contains("Watching Fruit.xcodeproj for changes; Ctrl-C stops.") }, "\(text(log))")
        #expect(try home.run(["home", "add", "FruitBowl", "--family", "systemSmall"]).status == 0)
        try save(original.replacingOccurrences(of: "Label(\"Eat\"", with: "Label(\"Munch\""))
        #expect(
            waitUntil(seconds: 300) { text(log).contains("Fruit is installed again from its new build") },
            "\(text(log)) \(text(home.root.appendingPathComponent("watch.err")))")
        #expect(text(log).contains("FruitBowlWidget.swift and 1 more changed; building Fruit again."), "the file, then its folder: \(text(log))")
        #expect(text(log).contains("FruitIntents is up to date: nothing it is compiled from changed."), "only the widget extension is compiled again")
        #expect(try home.run(["home", "show", "1"]).output.contains("Munch"))
        kill(watcher.pid, SIGINT)
        #expect(watcher.wait(timeout: 60) == 0)
        #expect(text(log).hasSuffix("Stopped watching.\n"), "\(text(log))")

        // home serve --watch, the page open
        let serveLog = home.root.appendingPathComponent("serve.out")
        let server = try ChildProcess.spawn(
            sampleApp, ["home", "serve", "--watch", "--port", "0"], environment: home.environment, output: serveLog.path,
            errors: home.root.appendingPathComponent("serve.err").path)
        let prefix = "Serving the home screen at "
        var url: String?
        _ = waitUntil(seconds: 30) {
            url = text(serveLog).split(separator: "\n").first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
            return url != nil
        }
        let served = ServedHome(home: home, server: server, url: try #require(url), log: serveLog)
        defer { _ = served.interrupt() }
        #expect(waitUntil(seconds: 30) { text(serveLog).contains("Watching Fruit.xcodeproj (Fruit) for changes.") }, "\(text(serveLog))")
        func page() -> String { (try? served.get(served.url).body) ?? "" }
        try save(original.replacingOccurrences(of: "Label(\"Eat\"", with: "Label(\"Chomp\""))
        #expect(waitUntil(seconds: 300) { page().contains("Chomp") }, "\(text(serveLog))")
        // A save that does not compile: said over the widget, which the build before still draws.
        try save(original.replacingOccurrences(of: "Label(\"Eat\"", with: "Label(\"Chomp\"") + "\nlet broken: Int = \"no\"\n")
        #expect(waitUntil(seconds: 300) { page().contains("data-build-failed") }, "\(text(serveLog))")
        let failed = page()
        #expect(failed.contains("FruitWidgetExtension did not compile (1 error)") && failed.contains("cannot convert value of type"), "\(failed)")
        #expect(failed.contains("Chomp"))
        try save(original)
        #expect(waitUntil(seconds: 300) { !page().contains("data-build-failed") && page().contains("Eat") }, "\(text(serveLog))")
    }
}
