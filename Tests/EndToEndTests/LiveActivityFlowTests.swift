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

    /// The width and height of the nested SVG whose class is `className`.
    func size(of className: String, in svg: String) -> String? {
        guard let range = svg.firstRange(of: "class=\"\(className)\"") else { return nil }
        let start = svg[..<range.lowerBound].ranges(of: "<svg ").last?.upperBound ?? range.lowerBound
        let tag = svg[start..<range.lowerBound]
        func value(_ name: String) -> String? {
            guard let found = tag.firstRange(of: "\(name)=\"") else { return nil }
            return tag[found.upperBound...].split(separator: "\"").first.map(String.init)
        }
        return value("width").flatMap { width in value("height").map { "\(width)x\($0)" } }
    }

    @Test func theIslandShowsTheMostRelevantActivityAtTheGuidelinesSizes() throws {
        let home = TestHome()
        defer { home.tearDown() }
        try #require(try home.run(["game", "adventure", "start", "Spouty"]).status == 0)
        let panda = try home.run(["game", "adventure", "start", "Power Panda"])
        let pandaID = try #require(panda.output.split(separator: "\n").last.map(String.init))

        let text = try home.run(["home", "island"])
        #expect(text.status == 0, "\(text.errors)")
        #expect(
            text.output.firstRange(of: "compact: AdventureAttributes (\(pandaID))") != nil,
            "the least healthy is the most relevant: \(text.output)")
        #expect(text.output.firstRange(of: "minimal: AdventureAttributes") != nil)

        let compact = try home.run(["home", "island", "--format", "svg"]).output
        #expect(size(of: "island-compactLeading", in: compact) == "62.33x36.67")
        #expect(size(of: "island-compactTrailing", in: compact) == "62.33x36.67")
        let minimal = try #require(size(of: "island-minimal", in: compact)?.split(separator: "x").compactMap { Double($0) })
        #expect(minimal.count == 2 && (36.67...45).contains(minimal[0]) && minimal[1] == 36.67)
        #expect(compact.firstRange(of: "data-url=\"game://character/Power%20Panda\"") != nil)

        let expanded = try home.run(["home", "island", "--expanded", "--format", "svg"]).output
        let pill = try #require(expanded.firstRange(of: "data-mode=\"expanded\""))
        let rect = expanded[..<pill.lowerBound].split(separator: "\n").last.map(String.init) ?? ""
        #expect(rect.firstRange(of: "width=\"408\"") != nil && rect.firstRange(of: "rx=\"44\"") != nil, "\(rect)")
        #expect(expanded.firstRange(of: ">Power Panda</text>") != nil)

        let smaller = try home.run(["home", "island", "--format", "svg", "--device", "393x852"]).output
        #expect(size(of: "island-compactLeading", in: smaller) == "52.33x36.67")
        let none = try home.run(["home", "island", "--device", "iPhone 14"])
        #expect(none.status != 0 && none.errors.firstRange(of: "iPhone 14 has no Dynamic Island") != nil)

        // The paired watch's Smart Stack: the adventure declares the small family, drawn at Apple's size for the case.
        let watch = try home.run(["home", "paired-watch", "--size", "49", "--format", "svg"])
        #expect(watch.status == 0, "\(watch.errors)")
        #expect(watch.output.firstRange(of: "data-activity-id=\"\(pandaID)\" data-activity-family=\"small\"") != nil)
        #expect(size(of: "activity-small", in: watch.output) == "191x81.5")
        let noSuchWatch = try home.run(["home", "paired-watch", "--size", "42"])
        #expect(noSuchWatch.status != 0 && noSuchWatch.errors.firstRange(of: "42 is not one") != nil, "\(noSuchWatch.errors)")
    }

    @Test func aPushUpdatesTheIslandAndABadOneIsRefusedAndChangesNothing() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let started = try home.run(["game", "adventure", "start", "Spouty"])
        let id = try #require(started.output.split(separator: "\n").last.map(String.init))
        func push(_ json: String) throws -> CommandResult {
            let file = home.root.appendingPathComponent("push-\(UUID().uuidString).json")
            try json.write(to: file, atomically: true, encoding: .utf8)
            return try home.run(["home", "push", id, "--payload", file.path])
        }
        let update = try push(
            #"{"aps":{"timestamp":100,"event":"update","content-state":{"health":0.3,"event":"Met a dragon"},"alert":{"title":"Spouty is hurt"}}}"#
        )
        #expect(update.status == 0, "\(update.errors)")
        #expect(update.output.firstRange(of: "Alert: Spouty is hurt") != nil)
        #expect(try home.run(["home", "island"]).output.firstRange(of: "30%") != nil, "the Island shows the pushed health")

        let undecodable = try push(#"{"aps":{"timestamp":200,"event":"update","content-state":{"health":"half","event":"x"}}}"#)
        #expect(undecodable.status != 0)
        #expect(
            undecodable.errors.firstRange(of: "does not decode as ContentState: \"health\" is not a number. Nothing changed.") != nil,
            "\(undecodable.errors)")
        let large = try push(
            #"{"aps":{"timestamp":300,"event":"update","content-state":{"health":0.2,"event":""# + String(repeating: "x", count: 5000)
                + #""}}}"#)
        #expect(large.status != 0 && large.errors.firstRange(of: "over APNs' limit of 4096 bytes (4 KB)") != nil, "\(large.errors)")
        let older = try push(#"{"aps":{"timestamp":50,"event":"update","content-state":{"health":0.9,"event":"x"}}}"#)
        #expect(older.output.firstRange(of: "The push is ignored") != nil)
        #expect(
            try home.run(["game", "adventure", "status"]).output.firstRange(of: "health 30%  Met a dragon  (active)") != nil,
            "none of them changed it")

        let file = home.root.appendingPathComponent("traced.json")
        try #"{"aps":{"timestamp":400,"event":"update","content-state":{"health":0.25,"event":"Rests"}}}"#.write(
            to: file, atomically: true, encoding: .utf8)
        let traced = try home.run(["--trace", "home", "push", id, "--payload", file.path])
        #expect(
            traced.errors.firstRange(of: "→ widget-extension widget/activity") != nil, "the push reaches the extension: \(traced.errors)")

        let removed = try home.run(["home", "activities", "end", id])
        #expect(removed.output.firstRange(of: "Ended and dismissed Live Activity \(id).") != nil, "\(removed.errors)")
        #expect(try home.run(["home", "activities"]).output.firstRange(of: "No Live Activities") != nil, "the person removed it")
    }

    @Test func theLockScreenShowsActivitiesUnderItsWidgetsUntilDismissed() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let id = try #require(try home.run(["game", "adventure", "start", "Spouty"]).output.split(separator: "\n").last.map(String.init))
        let text = try home.run(["home", "show", "--location", "lock"])
        #expect(text.status == 0 && text.output.firstRange(of: "AdventureAttributes \(id.prefix(8))") != nil, "\(text.output)")
        let svg = try home.run(["home", "show", "--location", "lock", "--format", "svg"]).output
        #expect(svg.firstRange(of: "data-activity-id=\"\(id)\"") != nil)
        #expect(size(of: "activity-lockScreen", in: svg)?.hasPrefix("408x") == true, "as wide as Apple's Lock Screen presentation")
        let html = try home.run(["home", "show", "--format", "html"]).output
        #expect(html.firstRange(of: "data-activity-id=\"\(id)\"") != nil, "the page's Lock Screen shows it too")
        #expect(html.firstRange(of: "class=\"dynamic-island\"") != nil, "and the Island above it")

        #expect(try home.run(["game", "adventure", "end", id]).status == 0)
        #expect(
            try home.run(["home", "show", "--location", "lock", "--format", "svg"]).output.firstRange(of: id) != nil, "ended, still shown")
        let endedPage = try home.run(["home", "show", "--format", "html"]).output
        #expect(endedPage.firstRange(of: "class=\"dynamic-island\"") == nil, "but no longer in the Island")
        #expect(try home.run(["home", "clock", "advance", "4h"]).status == 0)
        #expect(try home.run(["home", "show", "--location", "lock", "--format", "svg"]).output.firstRange(of: id) == nil, "dismissed")
    }

    @Test func anAdventureCostsHealthHourByHourAndEndsWhenItRunsOut() throws {
        let home = TestHome()
        defer { home.tearDown() }
        try #require(try home.run(["home", "clock", "set", "2026-11-24T09:00"]).status == 0)
        let id = try #require(
            try home.run(["game", "adventure", "start", "Power Panda"]).output.split(separator: "\n").last.map(String.init))
        try #require(try home.run(["home", "clock", "advance", "1h"]).status == 0)
        let hour = try home.run(["game", "adventure", "status"]).output
        #expect(hour.firstRange(of: "\(id)  🐼 Power Panda  health 4%  Crosses the river  (active)") != nil, "\(hour)")
        try #require(try home.run(["home", "clock", "advance", "1h"]).status == 0)
        let later = try home.run(["game", "adventure", "status"]).output
        #expect(later.firstRange(of: "health 0%  Exhausted, carried home  (ended)") != nil, "\(later)")
    }

    @Test func theIslandsHealButtonRunsALiveActivityIntentInTheAppsProcess() throws {
        let home = TestHome()
        defer { home.tearDown() }
        try #require(try home.run(["home", "clock", "set", "2026-11-24T09:00"]).status == 0)
        let id = try #require(try home.run(["game", "adventure", "start", "Spouty"]).output.split(separator: "\n").last.map(String.init))
        try #require(try home.run(["home", "clock", "advance", "3h"]).status == 0)
        // No app command ran for three hours: the Island still shows the health the app last gave.
        let expanded = try home.run(["home", "island", "--expanded"]).output
        #expect(expanded.firstRange(of: "Heal") != nil && expanded.firstRange(of: "83%") != nil, "\(expanded)")

        // The app, launched to run the intent, first brings the adventure to the hour (83% less three tenths).
        let pressed = try home.run(["home", "press", id, "Heal"])
        #expect(pressed.status == 0, "\(pressed.errors)")
        #expect(pressed.output.firstRange(of: "GameApp.HealAdventurerIntent ran in the app's process.") != nil, "\(pressed.output)")
        #expect(pressed.output.firstRange(of: "Spouty is at 73% health.") != nil, "\(pressed.output)")
        #expect(try home.run(["home", "island", "--expanded"]).output.firstRange(of: "Drinks a healing potion") != nil)

        // The hours' toll counts from the healed health.
        try #require(try home.run(["home", "clock", "advance", "1h"]).status == 0)
        let status = try home.run(["game", "adventure", "status"]).output
        #expect(status.firstRange(of: "\(id)  🐳 Spouty  health 63%  Climbs the mountain  (active)") != nil, "\(status)")

        let unknown = try home.run(["home", "press", id, "Flee"])
        #expect(unknown.status != 0)
        #expect(
            unknown.errors.firstRange(of: "Live Activity \(id) has no control \"Flee\"; its controls are 1 \"Heal\".") != nil,
            "\(unknown.errors)")
    }
}
