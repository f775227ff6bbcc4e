#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import GRDB
import Synchronization
import TestSupport
import Testing

/// The device's time in the extensions' processes: every request answered at the time it carries, on every
/// thread the widget's code uses, whatever the clock says about deadlines, and never another request's.
@Suite struct DeviceTimeTests {
    /// A clock far in the past, or standing still long enough to fall behind real time, once made every
    /// wait of the extension end at once: App Intent widgets were never drawn.
    @Test func aClockInThePastOrStandingStillDrawsEveryWidget() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "add", "com.mygame.character-detail-ios17", "--family", "systemMedium"]).status == 0)
        #expect(try home.run(["home", "add", "com.mygame.game-status"]).status == 0)
        let minuteAgo = ISO8601DateFormatter().string(from: Date().addingTimeInterval(-60))
        for time in ["2026-01-01T12:00", "1999-06-01T08:00:00Z", minuteAgo] {
            #expect(try home.run(["home", "clock", "set", time]).status == 0)
            let shown = try home.run(["home", "show"])
            #expect(shown.status == 0, "at \(time): \(shown.errors)")
            #expect(shown.output.contains("Power Panda") && shown.output.contains("Game Status"), "at \(time): \(shown.output)")
        }
    }

    /// With the clock stopped, no time passes within a request: nine presses of Heal from nothing give
    /// exactly nine tenths, with nothing healed by the hour between them.
    @Test func aStoppedClockStandsStillWithinEachRequest() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "clock", "set", "2026-03-01T09:00"]).status == 0)
        let added = try home.run(["home", "add", "com.mygame.character-detail-ios17", "--family", "systemMedium"])
        let id = try #require(added.output.split(separator: "\n").last.map(String.init))
        #expect(try home.run(["home", "edit", id, "--set", "character=Spouty"]).status == 0)
        #expect(try home.run(["game", "hurt", "Spouty", "--by", "100%"]).status == 0)
        for _ in 0..<9 {
            let pressed = try home.run(["home", "press", id, "Heal"])
            #expect(pressed.status == 0, "\(pressed.errors)")
        }
        let database = try DatabaseQueue(path: home.root.appendingPathComponent("AppGroup/shared.sqlite").path)
        let health = try database.read { try Double.fetchOne($0, sql: "SELECT healthLevel FROM character WHERE name = 'Spouty'") }
        #expect(abs((health ?? 0) - 0.9) < 1e-12, "health \(String(describing: health))")
    }

    /// The widget's code hands its work to a queue of its own and waits for its data with a semaphore (the
    /// fixture World Clock): it reads the device's time there, and its wait lasts as long as it says.
    @Test func codeOnAnotherThreadReadsTheDeviceTimeAndItsWaitsHold() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let fixtures = TestHome.buildDirectory.appendingPathComponent("FixtureWidgetsExtension").path
        #expect(try home.run(["home", "install", fixtures, "--app", "Fixtures"]).status == 0)
        #expect(try home.run(["home", "add", "WorldClockWidget"]).status == 0)
        for (time, prefix) in [("2026-01-01T12:00:00Z", "2026-01-01T12:00"), ("2150-07-04T09:30:00Z", "2150-07-04T09:30")] {
            #expect(try home.run(["home", "clock", "set", time]).status == 0)
            let shown = try home.run(["home", "show", "1", "--format", "json"])
            #expect(shown.status == 0, "\(shown.errors)")
            #expect(shown.output.contains("\"date\": \"\(prefix)"), "the entry is dated by the device's clock: \(shown.output)")
            #expect(shown.output.contains("Tokyo") && !shown.output.contains("No cities yet"), "the semaphore's wait held: \(shown.output)")
        }
    }

    /// The widget's code loads on a queue of its own and calls its completion handler on the main queue
    /// (the fixture Inbox): the extension's main thread runs the main queue, as an app's does on iOS.
    @Test func aCompletionHandedToTheMainQueueIsCalled() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let fixtures = TestHome.buildDirectory.appendingPathComponent("FixtureWidgetsExtension").path
        #expect(try home.run(["home", "install", fixtures, "--app", "Fixtures"]).status == 0)
        #expect(try home.run(["home", "add", "InboxWidget"]).status == 0)
        let shown = try home.run(["home", "show", "1"])
        #expect(shown.status == 0, "\(shown.errors)")
        #expect(shown.output.contains("7 unread"), "\(shown.output)")
    }

    /// Two clients at once, each at its own device time, 1,000 timelines each: every reply is dated by its
    /// own request's time, and the extension's log keeps real time.
    @Test func twoClientsAtDifferentDeviceTimesNeverSeeEachOthers() async throws {
        let home = TestHome()
        defer { home.tearDown() }
        let log = home.root.appendingPathComponent("by-hand.log").path
        let process = try home.startByHand("widget-extension", log: log)
        defer {
            process.terminate()
            _ = process.wait(timeout: 10)
        }
        let socket = home.socketPath("widget-extension")

        let times = ["2026-01-01T12:00:00Z", "2031-06-01T00:00:00Z"]
        let mismatches = try await onOwnThread {
            let found = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 2) { client in
                let own = times[client]
                let other = times[1 - client]
                let line = Data(
                    #"{"jsonrpc":"2.0","id":1,"method":"widget/timeline","deviceTime":"\#(own)","params":{"kind":"com.mygame.game-status","context":{"family":"systemSmall","colorScheme":"light","width":170,"height":170},"configuration":{}}}"#
                        .utf8 + [0x0A])
                do {
                    for reply in try exchange(lines: Array(repeating: line, count: 1_000), with: socket) {
                        let ownPrefix = "\"date\":\"" + own.prefix(15)
                        if !reply.contains(ownPrefix) || reply.contains("\"date\":\"" + other.prefix(15)) {
                            found.withLock { $0.append("a client at \(own) got: \(reply.prefix(300))") }
                        }
                    }
                } catch {
                    found.withLock { $0.append("a client at \(own) failed: \(error)") }
                }
            }
            return found.withLock { $0 }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) replies: \(mismatches.prefix(3))")
        let thisYear = Calendar(identifier: .gregorian).component(.year, from: Date())
        let logged = try String(contentsOfFile: log, encoding: .utf8)
        #expect(logged.split(separator: "\n").allSatisfy { $0.hasPrefix("\(thisYear)-") }, "log lines keep real time: \(logged)")
    }

    /// A device time outside what the suite represents is refused on the wire, as in the commands.
    @Test func aTimeOutsideTheRangeIsRefused() throws {
        let home = TestHome()
        defer { home.tearDown() }
        for time in ["99999-01-01", "0001-01-01", "1969-12-31T23:00:00Z", "2200-01-01T00:00:00Z"] {
            let refused = try home.run(["home", "clock", "set", time])
            #expect(refused.status != 0 && refused.errors.split(separator: "\n").count == 1, "\(time): \(refused.errors)")
            #expect(try home.run(["home", "show", "--now", time]).status != 0)
        }
        #expect(try home.run(["home", "clock", "show"]).output.hasSuffix("the clock follows real time.\n"))
        let process = try home.startByHand("widget-extension")
        defer {
            process.terminate()
            _ = process.wait(timeout: 10)
        }
        let replies = try exchange(
            lines: [
                Data(#"{"jsonrpc":"2.0","id":1,"method":"widget/describe","deviceTime":"2300-01-01T00:00:00Z"}"#.utf8 + [0x0A]),
                Data(#"{"jsonrpc":"2.0","id":2,"method":"widget/describe","deviceTime":"soon"}"#.utf8 + [0x0A]),
            ], with: home.socketPath("widget-extension"))
        #expect(replies[0].contains("-32600") && replies[0].contains("outside the times the suite represents"), "\(replies[0])")
        #expect(replies[1].contains("-32600") && replies[1].contains("deviceTime must be an ISO 8601 date"), "\(replies[1])")
    }
}
