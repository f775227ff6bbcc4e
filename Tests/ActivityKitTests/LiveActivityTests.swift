import ActivityKit
import ExtensionProtocol
import ExtensionTransport
import Foundation
import Synchronization
import SystemLive
import Testing
import ViewArchive
import WidgetHost

/// An adventure, as an app's code describes its Live Activity.
struct AdventureAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var health: Double
        var event: String
    }

    var hero: String
}

/// The system's rules for Live Activities, and ActivityKit's calls through them, on a clock the test moves.
@Suite(.serialized) struct LiveActivityTests {
    final class Clock: Sendable {
        let now = Mutex(Date(timeIntervalSince1970: 1_795_000_000))
        func advance(_ seconds: TimeInterval) { now.withLock { $0 += seconds } }
    }

    /// A system in memory, and ActivityKit's client through it, as SystemLive makes the live one.
    static func system(_ clock: Clock) -> LiveActivities {
        let system = LiveActivities(store: .inMemory(), clock: { clock.now.withLock { $0 } })
        ActivityCenter.client = .through { system }
        return system
    }

    static let state = AdventureAttributes.ContentState(health: 1, event: "Sets off")

    @Test func anActivityIsStartedUpdatedAndEndedThroughTheSystem() async throws {
        let clock = Clock()
        let system = Self.system(clock)
        let activity = try Activity.request(
            attributes: AdventureAttributes(hero: "Spouty"), content: ActivityContent(state: Self.state, staleDate: nil), pushType: .token)
        #expect(activity.activityState == .active)
        #expect(activity.pushToken?.count == 32)
        #expect(Activity<AdventureAttributes>.activities.map(\.id) == [activity.id])
        #expect(try system.shown().first?.record.attributesType.hasSuffix("AdventureAttributes") == true)

        var states = activity.activityStateUpdates.makeAsyncIterator()
        var contents = activity.contentUpdates.makeAsyncIterator()
        let hurt = AdventureAttributes.ContentState(health: 0.4, event: "Met a dragon")
        await activity.update(ActivityContent(state: hurt, staleDate: nil, relevanceScore: 50))
        #expect(await contents.next()?.state == hurt)
        #expect(activity.content.relevanceScore == 50)

        await activity.end(nil, dismissalPolicy: .default)
        #expect(await states.next() == .ended)
        #expect(activity.activityState == .ended)
        #expect(activity.content.state == hurt, "ended with its last content")
        clock.advance(LiveActivityRules.lockScreenStay)
        #expect(activity.activityState == .dismissed, "four hours on the Lock Screen at most")
        #expect(Activity<AdventureAttributes>.activities.isEmpty)
    }

    /// A scheduled activity (iOS 26): pending until its start on the device's clock, then active, with
    /// its eight hours counted from the start; a start that has passed, or more than a week ahead, is refused.
    @Test func aScheduledActivityIsPendingUntilItsStartThenGoesOnForEightHours() async throws {
        let clock = Clock()
        let system = Self.system(clock)
        let start = clock.now.withLock { $0 }.addingTimeInterval(3600)
        let alert = AlertConfiguration(title: "Spouty sets off", body: "The adventure has begun.", sound: .default)
        let activity = try Activity.request(
            attributes: AdventureAttributes(hero: "Spouty"), content: ActivityContent(state: Self.state, staleDate: nil), style: .standard,
            alertConfiguration: alert, start: start)
        #expect(activity.activityState == .pending)
        let record = try #require(try system.shown().first?.record)
        #expect(record.startedAt == start && record.startAlert == "Spouty sets off")
        clock.advance(3600)
        #expect(activity.activityState == .active, "started on the clock")
        clock.advance(LiveActivityRules.maximumDuration)
        #expect(activity.activityState == .ended, "eight hours from its start, not from its request")

        for refused in [clock.now.withLock { $0 }.addingTimeInterval(-60), clock.now.withLock { $0 }.addingTimeInterval(8 * 24 * 3600)] {
            #expect(throws: ActivityAuthorizationError.self) {
                _ = try Activity.request(
                    attributes: AdventureAttributes(hero: "Spouty"), content: ActivityContent(state: Self.state, staleDate: nil),
                    style: .standard, alertConfiguration: alert, start: refused)
            }
        }
        #expect(try system.shown().count == 1, "nothing was kept of the refused ones")
    }

    @Test func theSystemEndsAnActivityAfterEightHoursAndMarksItStale() throws {
        let clock = Clock()
        let system = Self.system(clock)
        let content = LiveActivityContent(
            state: #"{"health":1,"event":"x"}"#, staleDate: clock.now.withLock { $0 }.addingTimeInterval(3600))
        let record = try system.request(attributesType: "A", attributes: "{}", content: content, wantsPushToken: false)
        #expect(try system.shown().map(\.state) == [.active])
        clock.advance(3600)
        #expect(try system.shown().map(\.state) == [.stale])
        clock.advance(7 * 3600)
        #expect(try system.shown().map(\.state) == [.ended], "eight hours after it started")
        #expect(throws: LiveActivityRefusal.self) { try system.update(id: record.id, content: content) }
        clock.advance(4 * 3600)
        #expect(try system.shown().isEmpty, "and gone four hours later")
    }

    @Test func aPayloadOverFourKilobytesIsRefusedWithItsSizeAndChangesNothing() throws {
        let clock = Clock()
        let system = Self.system(clock)
        let record = try system.request(
            attributesType: "A", attributes: "{}", content: LiveActivityContent(state: "{}"), wantsPushToken: false)
        let large = LiveActivityContent(state: "\"" + String(repeating: "x", count: 5000) + "\"")
        do {
            _ = try system.update(id: record.id, content: large)
            Issue.record("a 5 KB update was taken")
        } catch let refusal as LiveActivityRefusal {
            #expect(
                refusal.description.hasPrefix(
                    "The update of Live Activity \(record.id) is refused: its attributes and content state take 5004 bytes, 908 over"))
        }
        #expect(try system.shown().first?.record.content.state == "{}")
        #expect(throws: ActivityAuthorizationError.attributesTooLarge) {
            _ = try Activity.request(
                attributes: AdventureAttributes(hero: String(repeating: "y", count: 5000)),
                content: ActivityContent(state: Self.state, staleDate: nil))
        }
    }

    @Test func anAppRunsAtMostFiveAndTheMostRelevantTakesTheIsland() throws {
        let clock = Clock()
        let system = Self.system(clock)
        var started: [LiveActivityRecord] = []
        for score in [10.0, 30, 30, 5, 0] {
            started.append(
                try system.request(
                    attributesType: "A", attributes: "{}", content: LiveActivityContent(state: "{}", relevanceScore: score),
                    wantsPushToken: false))
            clock.advance(1)
        }
        #expect(throws: LiveActivityRefusal.self) {
            try system.request(attributesType: "A", attributes: "{}", content: LiveActivityContent(state: "{}"), wantsPushToken: false)
        }
        let island = LiveActivityRules.islandOrder(try system.shown().map(\.record))
        #expect(island.map(\.id) == [started[1], started[2], started[0], started[3], started[4]].map(\.id), "ties go to the first started")
        _ = try system.end(id: started[0].id, content: nil, dismissal: .immediate)
        #expect(try system.shown().count == 4, "dismissed at once")
    }

    @Test func dismissalFollowsThePolicyWithinFourHours() {
        let ended = Date(timeIntervalSince1970: 0)
        #expect(LiveActivityRules.dismissal(ended: ended, .systemDefault) == ended.addingTimeInterval(4 * 3600))
        #expect(LiveActivityRules.dismissal(ended: ended, .immediate) == ended)
        #expect(LiveActivityRules.dismissal(ended: ended, .after(ended.addingTimeInterval(600))) == ended.addingTimeInterval(600))
        #expect(LiveActivityRules.dismissal(ended: ended, .after(ended.addingTimeInterval(9 * 3600))) == ended.addingTimeInterval(4 * 3600))
    }

    static func push(_ aps: [String: Any]) throws -> ActivityPush {
        try ActivityPush.read(JSONSerialization.data(withJSONObject: ["aps": aps]))
    }

    @Test func aPushIsReadOrRefusedInOneSentence() throws {
        let push = try Self.push(["timestamp": 10, "event": "update", "content-state": ["health": 0.5], "alert": ["title": "Hurt"]])
        #expect(push.contentState == #"{"health":0.5}"# && push.alert == "Hurt" && push.event == .update)
        func refusal(_ aps: [String: Any]) -> String? {
            do { _ = try Self.push(aps); return nil } catch { return "\(error)" }
        }
        #expect(refusal(["event": "update", "content-state": [:]])?.hasPrefix("The push's \"aps\" has no \"timestamp\"") == true)
        #expect(refusal(["timestamp": 1, "event": "start"])?.hasPrefix("The push's \"aps.event\" is \"start\"") == true)
        #expect(refusal(["timestamp": 1, "event": "update"])?.hasPrefix("The update push has no \"aps.content-state\"") == true)
        let large = Data(("{\"aps\":{\"x\":\"" + String(repeating: "x", count: 5000) + "\"}}").utf8)
        #expect(throws: LiveActivityRefusal.self) { try ActivityPush.read(large) }
    }

    /// A timestamp or a date is a number of seconds the device's clock may show: not `true` (which
    /// JSONSerialization reads as 1), and not 1e308, after which every later push would be "not newer".
    @Test func aPushsTimesAreNumbersOfSecondsTheClockShows() throws {
        func refusal(_ json: String) -> String? {
            do { _ = try ActivityPush.read(Data(json.utf8)); return nil } catch { return "\(error)" }
        }
        let state = #""content-state":{"health":0.5}"#
        #expect(
            refusal(#"{"aps":{"timestamp":true,"event":"update","# + state + "}}")
                == "The push is refused: \"aps.timestamp\" is not a number.")
        #expect(
            refusal(#"{"aps":{"timestamp":1e308,"event":"update","# + state + "}}")
                == "The push's \"aps.timestamp\" is 1e+308 seconds since 1970, not a time the device's clock shows (from 1970-01-01 to the end of 2199).")
        #expect(refusal(#"{"aps":{"timestamp":-5,"event":"update","# + state + "}}")?.hasPrefix("The push's \"aps.timestamp\" is -5 seconds") == true)
        #expect(
            refusal(#"{"aps":{"timestamp":10,"stale-date":1e300,"event":"update","# + state + "}}")?
                .hasPrefix("The push's \"aps.stale-date\" is 1e+300 seconds since 1970, not a time") == true)
        #expect(refusal(#"{"aps":{"timestamp":10,"dismissal-date":"soon","event":"end"}}"#) == "The push is refused: \"aps.dismissal-date\" is not a number.")
        #expect(refusal(#"{"aps":{"timestamp":10,"relevance-score":false,"event":"update","# + state + "}}") != nil)
        let fine = try ActivityPush.read(Data((#"{"aps":{"timestamp":1764000000,"stale-date":1764003600,"event":"update","# + state + "}}").utf8))
        #expect(fine.timestamp == 1_764_000_000 && fine.staleDate == Date(timeIntervalSince1970: 1_764_003_600))
    }

    @Test func pushesApplyInOrderAndARefusedOneChangesNothing() throws {
        let clock = Clock()
        let system = Self.system(clock)
        let record = try system.request(
            attributesType: "A", attributes: "{}", content: LiveActivityContent(state: "{}"), wantsPushToken: true)
        let first = try Self.push(["timestamp": 20, "event": "update", "content-state": ["health": 0.5], "relevance-score": 7])
        guard case .updated(let updated) = try system.push(first, to: record.id, check: { _ in }) else {
            Issue.record("the push was not applied")
            return
        }
        #expect(updated.content.state == #"{"health":0.5}"# && updated.content.relevanceScore == 7)
        let older = try Self.push(["timestamp": 19, "event": "update", "content-state": ["health": 0.1]])
        guard case .ignored(let sentence) = try system.push(older, to: record.id, check: { _ in }) else {
            Issue.record("an older push was applied")
            return
        }
        #expect(sentence.hasPrefix("The push is ignored: its timestamp 19 is not newer than the last push's, 20"))
        struct Undecodable: Error {}
        let bad = try Self.push(["timestamp": 30, "event": "update", "content-state": ["health": "half"]])
        #expect(throws: Undecodable.self) { try system.push(bad, to: record.id, check: { _ in throw Undecodable() }) }
        #expect(try system.shown().first?.record.content.state == #"{"health":0.5}"#, "nothing changed")
        #expect(try system.shown().first?.record.lastPushTimestamp == 20, "not even the timestamp")

        let end = try Self.push([
            "timestamp": 40, "event": "end", "dismissal-date": clock.now.withLock { $0 }.addingTimeInterval(600).timeIntervalSince1970,
        ])
        guard case .ended = try system.push(end, to: record.id, check: { _ in }) else {
            Issue.record("the end push was not applied")
            return
        }
        #expect(try system.shown().map(\.state) == [.ended])
        clock.advance(600)
        #expect(try system.shown().isEmpty, "dismissed at the push's dismissal date")
    }

    @Test func anActivityDismissedStaysDismissedAndLargeFiguresAreWritten() throws {
        let clock = Clock()
        let system = Self.system(clock)
        let record = try system.request(
            attributesType: "A", attributes: "{}", content: LiveActivityContent(state: "{}", relevanceScore: 1e300), wantsPushToken: false)
        let listed = ActivityText.activities(try system.shown(), now: clock.now.withLock { $0 })
        #expect(listed.firstRange(of: "relevance:   1e+300") != nil, "\(listed)")
        _ = try system.end(id: record.id, content: nil, dismissal: .immediate)
        _ = try system.end(id: record.id, content: nil, dismissal: .systemDefault)
        #expect(try system.shown().isEmpty, "ending again does not bring it back")
    }

    @Test func aDecodingErrorSaysWhichKeyAndWhy() {
        struct Inner: Decodable { var health: Double }
        struct Outer: Decodable { var inner: Inner }
        func sentence(_ json: String) -> String {
            switch Result(catching: { try JSONDecoder().decode(Outer.self, from: Data(json.utf8)) }) {
            case .success: ""
            case .failure(let error): ErrorSentence.of(error)
            }
        }
        #expect(sentence(#"{"inner":3}"#) == "\"inner\" is not an object.")
        #expect(sentence(#"{"inner":{}}"#) == "the key \"inner.health\" is missing.")
        #expect(sentence(#"{"inner":{"health":"x"}}"#) == "\"inner.health\" is not a number.")
    }

    @Test func aPressRunsALiveActivityIntentInTheAppAndRefusesAnyOther() throws {
        let clock = Clock()
        let store = ActivityStore.inMemory()
        let system = LiveActivities(store: store, clock: { clock.now.withLock { $0 } })
        ActivityCenter.client = .through { system }
        let activity = try Activity.request(
            attributes: AdventureAttributes(hero: "Spouty"), content: ActivityContent(state: Self.state, staleDate: nil))
        let heal = ControlValue(
            kind: .button, intent: "Game.Heal", intentType: "Heal", parameters: ["id": .string(activity.id)], runsInApp: true)
        let cheer = ControlValue(kind: .button, intent: "Game.Cheer", intentType: "Cheer", parameters: [:])
        // The Heal button both in the expanded Island and on the Lock Screen; Cheer, a plain App Intent, in the Island only.
        let views = ActivityViewsReply(
            lockScreen: .control(heal, label: .text("Heal")),
            island: IslandViews(
                expanded: [
                    IslandRegion(position: .bottom, view: .control(cheer, label: .text("Cheer"))),
                    IslandRegion(position: .leading, view: .control(heal, label: .text("Heal"))),
                ],
                compactLeading: .text("S"), compactTrailing: .text("1"), minimal: .text("S")))
        #expect(views.controls.map(\.title) == ["Heal", "Cheer"], "region by region, each control once")

        // The system, with the app's widget extension drawing the adventure with these views.
        var router = RequestRouter()
        router.register(WidgetDescribeRequest.self) { _ in WidgetDescribeReply(widgets: [], activities: ["AdventureAttributes"]) }
        router.register(ActivityViewsRequest.self) { _ in views }
        let ran = Mutex<[ControlValue]>([])
        let home = HomeScreen(
            store: .inMemory(), activityStore: store,
            apps: [HostedApp(name: "game", widgetExtension: .init(name: "game-widgets", connection: LocalConnection(router: router)))],
            app: AppProcess { control in
                ran.withLock { $0.append(control) }
                return "Healed."
            }, clock: { clock.now.withLock { $0 } })

        let press = try home.press(home.pressable(named: activity.id, control: "heal"))
        #expect(press.number == 1 && press.title == "Heal" && press.dialog == "Healed.")
        #expect(press.sentence == "Pressed \"Heal\" on Live Activity \(activity.id): Game.Heal ran in the app's process.")
        #expect(ran.withLock { $0 } == [heal])

        #expect {
            try home.press(.activity(activity.id, control: "Cheer"))
        } throws: { ($0 as? HostError)?.message.firstRange(of: "Make Game.Cheer conform to LiveActivityIntent; nothing ran.") != nil }
        #expect {
            try home.pressable(named: "no-such-id", control: "Heal")
        } throws: { ($0 as? HostError)?.message == "There is no Live Activity no-such-id on the Lock Screen; 'sample-app home activities' lists them." }
        #expect(ran.withLock { $0 }.count == 1, "nothing else ran")
        #expect(throws: HostError.self) { try AppProcess.unavailable.perform(heal) }
    }
}
