import ExtensionProtocol
import ExtensionTransport
import Foundation
import SuiteHome
import Synchronization
import SystemStore
import Testing
import ViewArchive
import WidgetHost

/// Widget push updates (iOS 26) as the system's rules make them, with no process: the token an app gets,
/// its push handlers told of each change, and a push received, applied, deferred or refused.
@Suite struct WidgetPushesTests {
    /// A widget extension with a kind that takes pushes and one that does not, recording what its push
    /// handlers are told.
    final class PushExtension: Sendable {
        let told = Mutex<[WidgetPushTokenRequest]>([])

        var router: RequestRouter {
            var router = RequestRouter()
            router.register(WidgetDescribeRequest.self) { _ in
                WidgetDescribeReply(
                    widgets: [("test.pushed", true), ("test.plain", false)].map { kind, takesPushes in
                        var descriptor = WidgetDescriptor(kind: kind, displayName: kind, description: "", supportedFamilies: [.systemSmall])
                        descriptor.takesPushes = takesPushes
                        return descriptor
                    })
            }
            router.register(WidgetTimelineRequest.self) { request in
                WidgetTimelineReply(entries: [ArchivedEntry(date: Date(timeIntervalSince1970: 0), view: .text(request.kind))], policy: .never)
            }
            router.register(WidgetPushTokenRequest.self) { [self] request in
                self.told.withLock { $0.append(request) }
                return WidgetPushTokenReply(handlers: ["Test.Handler"])
            }
            return router
        }
    }

    enum Store: String, CaseIterable, CustomTestStringConvertible {
        case inMemory, live
        var testDescription: String { rawValue }
    }

    static let token = Data((1...32).map { UInt8($0) })
    static let topic = "local.test-app.push-type.widgets"
    static let payload = Data(#"{"aps":{"content-changed":true}}"#.utf8)

    final class Fixture {
        let widgets = PushExtension()
        let store: HomeStore
        let home: HomeScreen
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        private let scratch: URL?

        init(_ kind: Store = .inMemory) throws {
            switch kind {
            case .inMemory:
                scratch = nil
                store = .inMemory()
            case .live:
                let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-push-\(UUID().uuidString)")
                self.scratch = scratch
                store = try .live(SuiteHome(root: scratch))
            }
            home = HomeScreen(
                store: store, apps: [.testing(widgets: widgets.router)], clock: { [now] in now }, pushToken: { WidgetPushesTests.token })
        }

        deinit {
            if let scratch { try? FileManager.default.removeItem(at: scratch) }
        }

        /// The widgets each telling of the handlers named, by kind and number.
        var toldWidgets: [[Int64]] { widgets.told.withLock { $0.map { $0.widgets.map(\.id) } } }
    }

    @Test(arguments: Store.allCases)
    func anAppGetsATokenWhenAWidgetThatTakesPushesIsFirstPlacedAndItsHandlersAreToldOfEachChange(_ kind: Store) throws {
        let fixture = try Fixture(kind)
        let home = fixture.home
        #expect(try home.pushes.tokens().tokens.map(\.token) == [nil])
        #expect(try home.pushes.currentToken(ofApp: "test-app") == nil)
        _ = try home.placement.addWidget(kind: "test.plain", family: nil)
        #expect(fixture.toldWidgets.isEmpty, "a widget that takes no pushes is nothing to the handlers")
        let first = try home.placement.addWidget(kind: "test.pushed", family: nil)
        let second = try home.placement.addWidget(kind: "test.pushed", family: nil)
        #expect(fixture.toldWidgets == [[first.id], [first.id, second.id]])
        #expect(fixture.widgets.told.withLock { $0.map(\.token) } == [PushToken.hex(Self.token), PushToken.hex(Self.token)])
        #expect(try home.pushes.currentToken(ofApp: "test-app") == Self.token)
        #expect(try home.pushes.tokens().tokens.first?.topic == Self.topic)
        _ = try home.pushes.tokens()
        #expect(fixture.toldWidgets.count == 2, "nothing changed: the handlers are not told again")
        try home.placement.removeWidget(first.id)
        try home.placement.removeWidget(second.id)
        #expect(fixture.toldWidgets == [[first.id], [first.id, second.id], [second.id], []])
        #expect(try home.pushes.currentToken(ofApp: "test-app") == nil, "nil while no placed widget takes pushes, as Apple's")
    }

    @Test func aPushReloadsTheAppsWidgetsThatTakePushesWhenNextShownAndSpendsTheirBudget() throws {
        let fixture = try Fixture()
        let home = fixture.home
        let pushed = try home.placement.addWidget(kind: "test.pushed", family: nil)
        let plain = try home.placement.addWidget(kind: "test.plain", family: nil)
        _ = try home.currentStates()
        let applied = try home.pushes.receive(payload: Self.payload, topic: Self.topic, token: PushToken.hex(Self.token))
        #expect(applied.widgets.map(\.widget.id) == [pushed.id])
        #expect(applied.sentence == "The push for test-app's widgets reloads widget #\(pushed.id) when next shown.")
        #expect(try home.timelines.currentState(of: pushed.id).reload == .pushed(fixture.now))
        #expect(try home.timelines.currentState(of: plain.id).reload == nil, "a widget that takes no pushes keeps its timeline")
        #expect(try home.timelines.budgetUse(of: pushed.id, at: fixture.now).spent == [fixture.now])
        #expect(try fixture.store.pushes.received(5).map(\.outcome) == [.applied])
    }

    @Test func aPushToAWidgetWhoseBudgetIsSpentWaitsUntilItRenews() throws {
        let fixture = try Fixture()
        let home = fixture.home
        try home.timelines.setDailyBudget(1)
        let pushed = try home.placement.addWidget(kind: "test.pushed", family: nil)
        _ = try home.currentStates()
        _ = try home.pushes.receive(payload: Self.payload, topic: nil, token: nil)
        #expect(try home.timelines.currentState(of: pushed.id).reload == .pushed(fixture.now))
        let deferred = try home.pushes.receive(payload: Self.payload, topic: nil, token: nil)
        let renews = fixture.now.addingTimeInterval(BudgetUse.window)
        #expect(deferred.widgets.map(\.deferredUntil) == [renews])
        #expect(deferred.sentence.contains("#\(pushed.id)'s budget is spent, so it waits until"), "\(deferred.sentence)")
        #expect(try home.timelines.currentState(of: pushed.id).reload == nil, "kept until the budget renews")
        #expect(try fixture.store.pushes.received(5).map(\.outcome) == [.deferred, .applied])
    }

    /// Each push APNs or WidgetKit would refuse is refused in one sentence, and reloads nothing.
    @Test(arguments: [
        (#"{"aps":{"content-changed":false}}"#, Self.topic, nil, "must say \"content-changed\": true"),
        (#"{"aps":{"content-changed":1}}"#, Self.topic, nil, "must say \"content-changed\": true"),
        (#"{"alert":"hi"}"#, Self.topic, nil, "has no \"aps\" dictionary"),
        ("not json", Self.topic, nil, "is not a JSON object"),
        (#"{"aps":{"content-changed":true}}"#, "local.test-app.push-type.liveactivity", nil, "is not a widget push's"),
        (#"{"aps":{"content-changed":true}}"#, "local.other.push-type.widgets", nil, "No installed app has the topic"),
        (#"{"aps":{"content-changed":true}}"#, Self.topic, "00ff", "is not one the system gave any app"),
        (#"{"aps":{"content-changed":true}}"#, Self.topic, "0g", "is not hexadecimal digits"),
    ] as [(String, String, String?, String)])
    func aPushThatIsNoWidgetPushForAnAppIsRefused(payload: String, topic: String, token: String?, words: String) throws {
        let fixture = try Fixture()
        let home = fixture.home
        _ = try home.placement.addWidget(kind: "test.pushed", family: nil)
        let serial = try fixture.store.reloads.lastSerial()
        let refusal = try #require(throws: WidgetPushRefusal.self) {
            _ = try home.pushes.receive(payload: Data(payload.utf8), topic: topic, token: token)
        }
        #expect(refusal.description.contains(words), "\(refusal.description)")
        #expect(try fixture.store.reloads.lastSerial() == serial, "nothing is reloaded")
        #expect(try fixture.store.pushes.received(5).map(\.outcome) == [.refused])
    }

    /// A refusal the system cannot keep in its log still refuses, and says that it was not kept.
    @Test func aRefusalThatCannotBeKeptSaysSo() throws {
        struct DiskFull: Error, CustomStringConvertible {
            var description: String { "The disk is full." }
        }
        let widgets = PushExtension()
        var store = HomeStore.inMemory()
        store.pushes.log = { _ in throw DiskFull() }
        let home = HomeScreen(store: store, apps: [.testing(widgets: widgets.router)], clock: { Date(timeIntervalSince1970: 0) })
        let refusal = try #require(throws: WidgetPushRefusal.self) {
            _ = try home.pushes.receive(payload: Data("not json".utf8), topic: Self.topic, token: nil)
        }
        #expect(refusal.description.contains("is not a JSON object"), "\(refusal.description)")
        #expect(refusal.description.hasSuffix("The refusal could not be kept in the system's log: The disk is full."), "\(refusal.description)")
    }

    @Test func aPushBeforeAnyWidgetThatTakesPushesWasPlacedIsRefused() throws {
        let fixture = try Fixture()
        let refusal = try #require(throws: WidgetPushRefusal.self) {
            _ = try fixture.home.pushes.receive(payload: Self.payload, topic: Self.topic, token: nil)
        }
        #expect(refusal.description == "test-app has no widget push token yet: the system gives one when a widget that takes pushes (test.pushed) is first placed.")
        let oversized = try #require(throws: WidgetPushRefusal.self) {
            _ = try fixture.home.pushes.receive(payload: Data(repeating: 0x20, count: 4_097), topic: nil, token: nil)
        }
        #expect(oversized.description.hasPrefix("The push payload is 4097 bytes, over APNs' limit of 4096 bytes"))
    }
}
