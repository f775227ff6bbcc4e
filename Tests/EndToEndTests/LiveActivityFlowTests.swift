import Foundation
import Testing

/// The game's adventure, a Live Activity, through the real processes: started by the app in the
/// foreground only, kept by the system, ended by the system's eight hours on the device's clock.
@Suite(.serialized) struct LiveActivityFlowTests {
    @Test func anAdventureIsKeptByTheSystemAndEndedAfterEightHours() throws {
        let home = TestHome()
        defer { home.tearDown() }
        try #require(try home.run(["home", "clock", "set", "2026-11-24T09:00"]).status == 0)
        let started = try home.run(["game", "adventure", "start", "Spouty"])
        #expect(started.status == 0, "\(started.errors)")
        let id = try #require(started.output.split(separator: "\n").last.map(String.init))
        #expect(UUID(uuidString: id) != nil, "the activity's id on the last line: \(started.output)")

        let again = try home.run(["game", "adventure", "start", "Spouty"])
        #expect(again.status != 0 && again.errors.firstRange(of: "Spouty is already on an adventure (Live Activity \(id))") != nil)

        let listed = try home.run(["home", "activities"])
        #expect(listed.output.firstRange(of: "state:       active") != nil, "\(listed.output)")
        #expect(listed.output.firstRange(of: "shown on:    the Dynamic Island and the Lock Screen") != nil)
        #expect(listed.output.firstRange(of: "ends by:     2026-11-24 17:00") != nil, "\(listed.output)")

        try #require(try home.run(["home", "clock", "advance", "9h"]).status == 0)
        let status = try home.run(["game", "adventure", "status"])
        #expect(status.output.firstRange(of: "\(id)  🐳 Spouty  health 83%  Sets off  (ended)") != nil, "\(status.output)")
        try #require(try home.run(["home", "clock", "advance", "3h"]).status == 0)
        #expect(try home.run(["home", "activities"]).output.firstRange(of: "No Live Activities") != nil, "gone after four hours more")
    }

    @Test func onlyAnAppInTheForegroundStartsOne() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let background = try home.run(["--background", "game", "adventure", "start", "Unipony"])
        #expect(background.status != 0)
        #expect(
            background.errors.trimmingCharacters(in: .whitespacesAndNewlines)
                == "Live Activity: Only an app in the foreground may start a Live Activity; run the command without --background.")
        #expect(try home.run(["home", "activities"]).output.firstRange(of: "No Live Activities") != nil, "nothing kept")
        let ended = try home.run(["game", "adventure", "end", "no-such-id"])
        #expect(ended.status != 0 && ended.errors.firstRange(of: "There is no adventure no-such-id") != nil, "\(ended.errors)")
    }
}
