import ActivityKit
import ExtensionProtocol
import Foundation
import SuiteHome
import Synchronization
import SystemLive
import SystemStore
import Testing
import WidgetHost

/// ActivityKit's calls as the suite's app makes them to the system: each refusal named as ActivityKit
/// names it, the foreground rule, and the live client's store and clock in a temporary home. The clients
/// are called directly: the process's `ActivityCenter.client` is ActivityKitTests' to set.
@Suite struct ActivityCenterLiveTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-activities-live-\(UUID().uuidString)")
    var home: SuiteHome { SuiteHome(root: scratch) }

    static let noon = Date(timeIntervalSince1970: 1_795_780_800)

    /// A clock the test moves.
    final class Clock: Sendable {
        let now = Mutex(ActivityCenterLiveTests.noon)
        func advance(_ seconds: TimeInterval) { now.withLock { $0 += seconds } }
        func read() -> Date { now.withLock { $0 } }
    }

    static func system(_ clock: Clock) -> LiveActivities {
        LiveActivities(store: .inMemory(), clock: { clock.read() })
    }

    static let content = LiveActivityContent(state: #"{"health":1}"#)

    @Test func eachRefusalOfTheSystemReachesTheAppAsActivityKitNamesIt() throws {
        let clock = Clock()
        let system = Self.system(clock)
        let client = ActivityCenterClient.through { system }

        let large = LiveActivityContent(state: "\"" + String(repeating: "x", count: LiveActivityRules.payloadLimit) + "\"")
        let tooLarge = try #require(throws: ActivityCenter.Refusal.self) { try client.request("A", "{}", large, false, nil) }
        #expect(tooLarge.reason == .attributesTooLarge)
        #expect(
            tooLarge.sentence.hasPrefix("The new Live Activity is refused: its attributes and content state take 4100 bytes, 4 over"),
            "the system's own sentence, with its figures: \(tooLarge.sentence)")

        var started: [LiveActivityRecord] = []
        for _ in 0..<LiveActivityRules.perAppLimit { started.append(try client.request("A", "{}", Self.content, false, nil)) }
        let tooMany = try #require(throws: ActivityCenter.Refusal.self) { try client.request("A", "{}", Self.content, false, nil) }
        #expect(tooMany.reason == .targetMaximumExceeded)
        #expect(tooMany.sentence.hasPrefix("The app already runs 5 Live Activities"), "\(tooMany.sentence)")

        let unknown = try #require(throws: ActivityCenter.Refusal.self) { try client.update("no-such-id", Self.content, nil) }
        #expect(unknown.reason == .malformedActivityIdentifier)
        #expect(unknown.sentence == "There is no Live Activity no-such-id; 'sample-app home activities' lists them.")
        let unknownEnd = try #require(throws: ActivityCenter.Refusal.self) { try client.end("no-such-id", nil, .immediate) }
        #expect(unknownEnd.reason == .malformedActivityIdentifier)

        clock.advance(LiveActivityRules.maximumDuration)
        let ended = try #require(throws: ActivityCenter.Refusal.self) { try client.update(started[0].id, Self.content, nil) }
        #expect(ended.reason == .persistenceFailure)
        #expect(ended.sentence == "Live Activity \(started[0].id) has ended; it takes no more updates.")
    }

    @Test func onlyAnAppInTheForegroundStartsAnActivityButUpdatesAndEndsComeFromTheBackground() throws {
        let system = Self.system(Clock())
        let record = try ActivityCenterClient.through { system }.request("A", "{}", Self.content, false, nil)
        let background = ActivityCenterClient.through({ system }, inForeground: false)

        let refused = try #require(throws: ActivityCenter.Refusal.self) { try background.request("A", "{}", Self.content, false, nil) }
        #expect(refused.reason == .visibility)
        #expect(refused.sentence == "Only an app in the foreground may start a Live Activity; run the command without --background.")
        #expect(try system.shown().map(\.record.id) == [record.id], "nothing was started")

        let hurt = LiveActivityContent(state: #"{"health":0.5}"#, relevanceScore: 20)
        #expect(try background.update(record.id, hurt, "Hurt").content == hurt)
        #expect(try background.activities("A").map(\.record.content) == [hurt])
        #expect(try background.end(record.id, nil, .immediate).endedAt == Self.noon)
        #expect(try background.activities("A").isEmpty, "dismissed at once")
    }

    @Test func anErrorOtherThanTheSystemsRefusalReachesTheAppAsItIs() {
        struct Unreadable: Error {}
        let client = ActivityCenterClient.through { throw Unreadable() }
        #expect(throws: Unreadable.self) { try client.request("A", "{}", Self.content, false, nil) }
        #expect(throws: Unreadable.self) { try client.update("id", Self.content, nil) }
        #expect(throws: Unreadable.self) { try client.end("id", nil, .systemDefault) }
        #expect(throws: Unreadable.self) { try client.activities("A") }
    }

    @Test func theSystemIsReachedAnewForEachCall() throws {
        let system = Self.system(Clock())
        let reached = Mutex(0)
        let client = ActivityCenterClient.through {
            reached.withLock { $0 += 1 }
            return system
        }
        #expect(reached.withLock { $0 } == 0)
        let record = try client.request("A", "{}", Self.content, false, nil)
        _ = try client.update(record.id, Self.content, nil)
        _ = try client.activities("A")
        _ = try client.end(record.id, nil, .systemDefault)
        #expect(reached.withLock { $0 } == 4)
    }

    @Test func theLiveClientKeepsActivitiesInTheHomesStoreOnTheGivenTime() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let client = ActivityCenterClient.live(home: home, now: Self.noon)
        #expect(!FileManager.default.fileExists(atPath: scratch.path), "the store is opened at the first call")
        let record = try client.request("AdventureAttributes", #"{"hero":"Spouty"}"#, Self.content, true, nil)
        #expect(record.startedAt == Self.noon)
        #expect(record.pushToken?.count == 64, "32 bytes in hex")
        #expect(try client.activities("AdventureAttributes").map(\.record.id) == [record.id])
        #expect(try client.activities("OtherAttributes").isEmpty)
        // Another command, as a later process: the activity is in the home's store.
        let later = try LiveActivities.live(home: home, now: Self.noon.addingTimeInterval(60))
        #expect(try later.shown().map(\.record.id) == [record.id])
        #expect(try later.shown().first?.record.attributes == #"{"hero":"Spouty"}"#)
    }

    @Test func aLiveClientInTheBackgroundRefusesToStartWithoutOpeningTheStore() {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let client = ActivityCenterClient.live(home: home, now: Self.noon, inForeground: false)
        #expect(throws: ActivityCenter.Refusal.self) { try client.request("A", "{}", Self.content, false, nil) }
        #expect(!FileManager.default.fileExists(atPath: scratch.path))
    }

    @Test func withoutAGivenTimeTheLiveActivitiesRunOnTheDevicesClock() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fresh = try LiveActivities.live(home: home).clock()
        #expect(abs(fresh.timeIntervalSinceNow) < 60, "a new home's clock is real time")
        _ = try HomeStore.live(home).settings.updateClock { _ in .fixed(Self.noon) }
        #expect(try LiveActivities.live(home: home).clock() == Self.noon)
        let later = Self.noon.addingTimeInterval(600)
        #expect(try LiveActivities.live(home: home, now: later).clock() == later)
        let record = try ActivityCenterClient.live(home: home).request("A", "{}", Self.content, false, nil)
        #expect(record.startedAt == Self.noon)
    }
}
