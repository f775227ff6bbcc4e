import ExtensionHosting
import ExtensionProtocol
import ExtensionTransport
import Foundation
import SuiteHome
import Synchronization
import SystemStore
import Testing
import WidgetHost
import WidgetKit
import WireValues

@testable import Intents
@testable import SystemLive

/// An intent class the app links, as Xcode generates one: what `WidgetCenter` makes a widget's
/// configuration of. At the top level, so that the runtime finds it by its qualified name.
final class NoteIntent: INIntent {
    var text: String?

    override class var _parameterNames: [String] { ["text"] }

    override var _parameterValues: IntentValues { text.map { ["text": .string($0)] } ?? [:] }

    override func _setParameterValues(_ values: IntentValues) {
        text = values["text"]?.stringValue
    }
}

/// The system as it runs, wired to a temporary home's live store: its clock, the apps it hosts, the
/// processes it knows, and the clients through which the suite's app reaches it. Nothing here starts an
/// extension: every connection the system makes is one it would open on demand.
@Suite struct SystemLiveTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-system-live-\(UUID().uuidString)")
    var home: SuiteHome { SuiteHome(root: scratch) }

    /// Noon on a Friday, UTC: a time the device's clock may be set to, to the second.
    static let noon = Date(timeIntervalSince1970: 1_795_780_800)

    /// Sets the device's clock of `home` to `date`, as 'sample-app home clock set' does.
    func setClock(to date: Date) throws {
        _ = try HomeStore.live(home).settings.updateClock { _ in .fixed(date) }
    }

    // MARK: HomeScreen.live

    @Test func theSystemRunsOnTheDevicesClockUnlessACommandGivesItsOwnTime() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fresh = try HomeScreen.live(home: home).now()
        #expect(abs(fresh.timeIntervalSinceNow) < 60, "a new home's clock is real time")
        try setClock(to: Self.noon)
        let system = try HomeScreen.live(home: home)
        #expect(system.now() == Self.noon)
        #expect(system.activities.clock() == Self.noon, "the Live Activities' clock is the system's")
        let later = Self.noon.addingTimeInterval(3_600)
        let atLater = try HomeScreen.live(home: home, now: later)
        #expect(atLater.now() == later && atLater.activities.clock() == later)
        #expect(try HomeStore.live(home).settings.clock() == .fixed(Self.noon), "a command's own time does not set the clock")
    }

    @Test func theSystemHostsTheSamplesAppThenEachInstalledAppAndStartsNone() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let mine = InstalledExtension(
            name: "my-widgets", role: .widgets, app: "Mine", executable: URL(fileURLWithPath: "/opt/mine/my-widgets"))
        try HomeStore.live(home).extensions.install([mine], nil)
        let apps = try HomeScreen.live(home: home).apps.apps
        #expect(apps.map(\.name) == [InstalledExtension.samplesApp, "Mine"])
        #expect(apps[0].widgetExtension?.name == "widget-extension" && apps[0].intentsExtension?.name == "intents-extension")
        #expect(apps[1].widgetExtension?.name == "my-widgets" && apps[1].intentsExtension == nil)
        let launcher = try #require(apps[1].widgetExtension?.connection as? LaunchingConnection).launcher
        #expect(launcher.executable.path == "/opt/mine/my-widgets", "a developer's extension starts from where it was installed")
        #expect(launcher.home == home)
        #expect(!FileManager.default.fileExists(atPath: home.socket(for: "widget-extension").path), "nothing was started")
    }

    // MARK: ExtensionProcesses.live

    @Test func theProcessesOfAHomeAreThoseOfTheSamplesAndOfItsInstalledExtensions() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fresh = ExtensionProcesses.live(home: home)
        #expect(fresh.problem == nil)
        #expect(fresh.installed == InstalledExtension.samples())
        #expect(fresh.processes.launchers.map(\.name) == ["widget-extension", "intents-extension"])
        #expect(fresh.processes.home == home, "processes the system started are looked for by the home's path too")

        let mine = InstalledExtension(
            name: "my-intents", role: .intents, app: "Mine", executable: URL(fileURLWithPath: "/opt/mine/my-intents"))
        try HomeStore.live(home).extensions.install([mine], nil)
        let installed = ExtensionProcesses.live(home: home)
        #expect(installed.installed == InstalledExtension.samples() + [mine])
        #expect(installed.processes.launchers.last?.executable.path == "/opt/mine/my-intents")
    }

    @Test func aDamagedStoreLeavesTheSamplesKnownByNameAndSaysWhy() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try home.prepare(home.systemDirectory)
        try Data(String(repeating: "not a database ", count: 300).utf8).write(to: home.systemDatabase)
        let (processes, installed, problem) = ExtensionProcesses.live(home: home)
        #expect(installed == InstalledExtension.samples())
        #expect(processes.launchers.map(\.name) == ["widget-extension", "intents-extension"])
        let sentence = try #require(problem)
        #expect(sentence.contains(home.systemDatabase.path) && sentence.contains("is damaged"), "\(sentence)")
        #expect(sentence.hasSuffix(" The extensions installed on this home are found by their processes alone."), "\(sentence)")
    }

    @Test func theStatusOfAFreshHomeListsEachSampleExtensionNotRunning() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (text, problem) = try ExtensionProcesses.statusText(home: home)
        #expect(problem == nil)
        for name in ["widget-extension", "intents-extension"] {
            let line = text.split(separator: "\n").first { $0.hasPrefix(name) }
            #expect(line?.contains("not running") == true && line?.contains(InstalledExtension.samplesApp) == true, "\(text)")
        }
        #expect(!FileManager.default.fileExists(atPath: home.socket(for: "widget-extension").path), "asking started nothing")
    }

    // MARK: WidgetCenterClient.live

    @Test func aReloadIsRecordedForItsKindAtTheGivenTimeInTheForegroundOrNot() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = self.home
        let client = WidgetCenterClient.live(home: { home }, now: Self.noon, inForeground: false)
        try client.reloadTimelines("com.cards.due-date")
        let store = try HomeStore.live(home)
        let asked = try #require(try store.reloads.pending("com.cards.due-date", InstalledExtension.samplesApp, 0))
        #expect(asked.kind == "com.cards.due-date" && asked.date == Self.noon && asked.inForeground == false)
        #expect(try store.reloads.pending("com.cards.compare", InstalledExtension.samplesApp, 0) == nil, "another kind was not asked for")

        try client.reloadAllTimelines()
        let all = try #require(try store.reloads.pending("com.cards.compare", InstalledExtension.samplesApp, asked.serial))
        #expect(all.kind == nil && all.serial > asked.serial, "every kind")
        let foreground = WidgetCenterClient.live(home: { home }, now: Self.noon)
        try foreground.reloadTimelines("com.cards.due-date")
        #expect(try store.reloads.pending("com.cards.due-date", InstalledExtension.samplesApp, all.serial)?.inForeground == true)
    }

    @Test func withoutAGivenTimeAReloadIsRecordedOnTheDevicesClock() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try setClock(to: Self.noon)
        let home = self.home
        try WidgetCenterClient.live(home: { home }).reloadTimelines("com.mygame.game-status")
        #expect(try HomeStore.live(home).reloads.pending("com.mygame.game-status", InstalledExtension.samplesApp, 0)?.date == Self.noon)
    }

    /// `WidgetCenter`'s client is made before the app's command has read `--home`: the home is read at the
    /// first request, and its store opened then and kept.
    @Test func theHomeIsReadAtTheFirstReloadAndItsStoreKept() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = self.home
        let reads = Mutex(0)
        let client = WidgetCenterClient.live(
            home: {
                reads.withLock { $0 += 1 }
                return home
            }, now: Self.noon)
        #expect(reads.withLock { $0 } == 0)
        #expect(!FileManager.default.fileExists(atPath: scratch.path), "nothing is opened before the first request")
        try client.reloadTimelines("a")
        try client.reloadTimelines("b")
        try client.reloadAllTimelines()
        #expect(reads.withLock { $0 } == 1)
    }

    /// The widgets the app placed (its own widget extension's, no other app's), each with the intent its
    /// extension names made of its configuration.
    @Test func theAppsCurrentConfigurationsAreItsOwnPlacedWidgetsWithTheirIntents() throws {
        var samples = RequestRouter()
        let note = WidgetDescriptor(
            kind: "note", displayName: "Note", description: "", supportedFamilies: [.systemSmall], intent: "Note",
            intentClass: String(reflecting: NoteIntent.self))
        samples.register(WidgetDescribeRequest.self) { _ in WidgetDescribeReply(widgets: [note]) }
        var other = RequestRouter()
        other.register(WidgetDescribeRequest.self) { _ in
            WidgetDescribeReply(widgets: [
                WidgetDescriptor(kind: "clock", displayName: "Clock", description: "", supportedFamilies: [.systemSmall])
            ])
        }
        let store = HomeStore.inMemory()
        let system = HomeScreen(
            store: store,
            apps: [
                HostedApp(
                    name: InstalledExtension.samplesApp,
                    widgetExtension: .init(name: "widget-extension", connection: LocalConnection(router: samples))),
                HostedApp(name: "Other", widgetExtension: .init(name: "other-widgets", connection: LocalConnection(router: other))),
            ], clock: { Self.noon })
        let placed = try store.widgets.add(
            "widget-extension", "note", .systemSmall, ["text": .string("Milk")], note.configurationIntent, Self.noon, nil)
        _ = try store.widgets.add("other-widgets", "clock", .systemSmall, [:], nil, Self.noon, nil)

        let infos = try system.currentConfigurations(ofApp: InstalledExtension.samplesApp)
        #expect(infos.map(\.kind) == ["note"])
        #expect(infos.first?.family == .systemSmall)
        let same = WidgetInfo(kind: "note", family: .systemSmall, configuration: nil, placedID: placed.id)
        #expect(infos.first == same, "the same placed widget: infos are told apart by it")
        #expect((infos.first?.configuration as? NoteIntent)?.text == "Milk")
        #expect(try system.currentConfigurations(ofApp: "Other").map(\.kind) == ["clock"])
        #expect(try system.currentConfigurations(ofApp: "Other").first?.configuration == nil, "a static widget has no intent")
    }

    // MARK: ControlCenterClient.live

    func placeControl(_ kind: String, of extensionName: String, in home: SuiteHome) throws -> PlacedControl {
        try ControlStore.live(home).insert(
            PlacedControl(
                extensionName: extensionName, kind: kind, configuration: [:], intentType: nil, location: .controlCenter, size: .small,
                placedAt: Self.noon)
        ).placed
    }

    @Test func aReloadAsksThePlacedControlsOfItsKindAgain() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = self.home
        let heal = try placeControl("com.mygame.heal-all", of: "widget-extension", in: home)
        let favourite = try placeControl("com.mygame.favourite-hero", of: "widget-extension", in: home)
        let client = ControlCenterClient.live(home: { home })
        try client.reloadControls("com.mygame.heal-all")
        func reloads() throws -> [Int64: Int] {
            Dictionary(uniqueKeysWithValues: try ControlStore.live(home).all().map { ($0.id, $0.reloads) })
        }
        #expect(try reloads() == [heal.id: 1, favourite.id: 0])
        try client.reloadControls(nil)
        #expect(try reloads() == [heal.id: 2, favourite.id: 1], "every kind")
    }

    @Test func theAppsCurrentControlsAreThoseOfItsOwnWidgetExtension() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = self.home
        try HomeStore.live(home).extensions.install([
            InstalledExtension(
                name: "other-widgets", role: .widgets, app: "Other", executable: URL(fileURLWithPath: "/opt/other/other-widgets"))
        ], nil)
        let heal = try placeControl("com.mygame.heal-all", of: "widget-extension", in: home)
        _ = try placeControl("test.lamp", of: "other-widgets", in: home)
        _ = try placeControl("test.odd", of: "intents-extension", in: home)
        _ = try placeControl("test.gone", of: "uninstalled-widgets", in: home)
        let controls = try ControlCenterClient.live(home: { home }).currentControls()
        #expect(controls == [ControlInfo(kind: "com.mygame.heal-all", id: String(heal.id), configuration: [:], intentType: nil)])
    }

    // MARK: INDonationClient.live

    func donations(in home: SuiteHome) throws -> [Donation] {
        try HomeStore.live(home).donations.donations("ViewRecentPurchases", InstalledExtension.samplesApp, .distantPast, .distantFuture, [0...1_439])
            .sorted { $0.date < $1.date }
    }

    @Test func aDonationIsKeptByItsValuesIdentifiersAndLeavesOutEmptyOnes() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let client = INDonationClient.live(home: home, now: Self.noon)
        try client.donate(
            INDonation(
                intent: "ViewRecentPurchases",
                parameters: [
                    "card": .object(["identifier": .string("AcmeCard"), "displayString": .string("Acme, the card")]),
                    "category": .string("dining"), "note": .null,
                ],
                date: nil, identifier: "a", groupIdentifier: "views"))
        try client.donate(
            INDonation(
                intent: "ViewRecentPurchases", parameters: ["card": .object(["displayString": .string("SoupPay")])],
                date: Self.noon.addingTimeInterval(-3_600), identifier: "b", groupIdentifier: nil))
        let kept = try donations(in: home)
        #expect(kept.map(\.identifier) == ["b", "a"])
        #expect(kept[1].parameters == ["card": "AcmeCard", "category": "dining"], "by identifier, else by text; none for null")
        #expect(kept[0].parameters == ["card": "SoupPay"], "an object without an identifier by its text")
        #expect(kept[1].date == Self.noon, "made at the given time")
        #expect(kept[0].date == Self.noon.addingTimeInterval(-3_600), "a donation's own date first")
        #expect(kept[1].groupIdentifier == "views" && kept[0].groupIdentifier == nil)
    }

    @Test func withoutAGivenTimeADonationIsMadeOnTheDevicesClock() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try setClock(to: Self.noon)
        try INDonationClient.live(home: home).donate(
            INDonation(intent: "ViewRecentPurchases", parameters: [:], date: nil, identifier: "a", groupIdentifier: nil))
        #expect(try donations(in: home).map(\.date) == [Self.noon])
    }

    @Test func deletingRemovesTheDonationsNamedOrOfTheGroup() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let client = INDonationClient.live(home: home, now: Self.noon)
        for (identifier, group) in [("a", "views"), ("b", "views"), ("c", nil), ("d", nil)] {
            try client.donate(
                INDonation(intent: "ViewRecentPurchases", parameters: [:], date: nil, identifier: identifier, groupIdentifier: group))
        }
        try client.delete(.identifiers(["c"]))
        #expect(Set(try donations(in: home).map(\.identifier)) == ["a", "b", "d"])
        try client.delete(.group("views"))
        #expect(try donations(in: home).map(\.identifier) == ["d"])
        try client.delete(.all)
        #expect(try donations(in: home).isEmpty)
    }

    // MARK: Opened

    @Test func aStoreIsOpenedOnceWhateverTheCallersAtOnce() throws {
        let opens = Mutex(0)
        let opened = Opened<Int> {
            opens.withLock { $0 += 1 }
            return 42
        }
        #expect(opens.withLock { $0 } == 0, "not before it is needed")
        let values = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if let value = try? opened.value() { values.withLock { $0.append(value) } }
        }
        #expect(values.withLock { $0 } == Array(repeating: 42, count: 8))
        #expect(opens.withLock { $0 } == 1)
    }

    @Test func aStoreThatFailedToOpenIsOpenedAgainAtTheNextCall() throws {
        struct Unavailable: Error {}
        let opens = Mutex(0)
        let opened = Opened<String> {
            let attempt = opens.withLock {
                $0 += 1
                return $0
            }
            if attempt == 1 { throw Unavailable() }
            return "open"
        }
        #expect(throws: Unavailable.self) { try opened.value() }
        #expect(try opened.value() == "open")
        #expect(try opened.value() == "open")
        #expect(opens.withLock { $0 } == 2, "kept once open")
    }
}
