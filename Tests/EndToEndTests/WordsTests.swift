#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import Testing

/// What a newcomer meets: commands mistyped, numbers given negative, times the clocks skip or show
/// twice, values read differently from how they were typed, and the screens that say so.
@Suite struct WordsTests {
    /// Each mistyped command gets one sentence, a suggestion where one is near, and a non-zero exit,
    /// even asked for help; nothing is changed.
    @Test func mistypedCommandsAndNegativeNumbersAreSaidSo() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "add", "com.mygame.game-status"]).status == 0)
        #expect(try home.run(["home", "clock", "set", "2026-11-27T12:00"]).status == 0)
        let refusals: [([String], String)] = [
            (["hme"], "'hme' is not a command of 'sample-app'; did you mean 'home'?"),
            (["home", "shw"], "'shw' is not a command of 'sample-app home'; did you mean 'show'?"),
            (["home", "knobs", "--help"], "'knobs' is not a command of 'sample-app home'. Its commands are gallery"),
            (["--home", home.root.path, "home", "lst"], "did you mean 'list'?"),
            (["home", "clock", "sett", "2026-11-27T13:00"], "did you mean 'set'?"),
            (["home", "remove", "-1"], "'-1' reads as an option here, and the numbers sample-app takes"),
            (["cards", "generate", "--count", "-5"], "'-5' reads as an option here"),
            (["home", "clock", "advance", "-1h"], "'home clock advance' moves the clock on only; to move it back, set it"),
            (["home", "clock", "set", "soon"], "'home clock set' takes a time such as 2026-11-27T12:00 (local)"),
        ]
        for (arguments, sentence) in refusals {
            let result = try home.run(arguments)
            #expect(result.status != 0, "\(arguments) succeeded")
            #expect(result.output.isEmpty, "\(arguments) printed \(result.output)")
            #expect(result.errors.contains(sentence) && result.errors.split(separator: "\n").count == 1, "\(arguments): \(result.errors)")
        }
        #expect(try home.run(["home", "list"]).output.split(separator: "\n").count == 2)
        #expect(try home.run(["home", "clock"]).output.hasPrefix("Fri 2026-11-27 12:00:00: set"))
    }

    /// The hour the clocks skip is refused with the time to give instead; the hour they show twice is
    /// refused with its two offsets, and each of its times is printed with its own.
    @Test func daylightSavingTimesAreSaidAsTheyAre() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let newYork = ["TZ": "America/New_York"]
        let skipped = try home.run(["home", "clock", "set", "2026-03-08T02:30"], extraEnvironment: newYork)
        #expect(
            skipped.errors
                == "error: 2026-03-08T02:30 does not exist in America/New_York: the clocks skip that hour that night; give an earlier time, or 2026-03-08T03:30.\n"
        )
        let twice = try home.run(["home", "clock", "set", "2026-11-01T01:30"], extraEnvironment: newYork)
        #expect(
            twice.errors.contains("happens twice in America/New_York")
                && twice.errors.contains("2026-11-01T01:30:00-04:00 or 2026-11-01T01:30:00-05:00"))
        let first = try home.run(["home", "clock", "set", "2026-11-01T01:30:00-04:00"], extraEnvironment: newYork).output
        let second = try home.run(["home", "clock", "set", "2026-11-01T01:30:00-05:00"], extraEnvironment: newYork).output
        #expect(first.hasPrefix("Sun 2026-11-01 01:30:00 GMT-04:00: set") && second.hasPrefix("Sun 2026-11-01 01:30:00 GMT-05:00: set"))
    }

    /// A duration reads as one and a switch as on or off wherever a configuration is printed, by the system
    /// and by the app; a town is said to stand for its place.
    @Test func configurationsReadAsTheyWereTyped() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let id = try #require(
            try home.run(["home", "add", "com.cards.compare", "--family", "systemMedium"]).output.split(separator: "\n").last)
        let edited = try home.run(["home", "edit", String(id), "--set", "remindBefore=1h30m", "--set", "near=Tokyo"])
        #expect(edited.output.contains("remindBefore=1h 30m") && edited.output.contains("near=Shibuya Crossing"), "\(edited.output)")
        #expect(edited.output.contains("Note: near: \"Tokyo\" is a town; its place in the system's gazetteer is Shibuya Crossing, Tokyo"))
        #expect(try home.run(["home", "list"]).output.contains("remindBefore=1h 30m"))
        let widgets = try home.run(["game", "widgets"]).output
        #expect(widgets.contains("allCategories=on") && widgets.contains("remindBefore=1h 30m"), "\(widgets)")
        let options = try home.run(["home", "options", "--help"]).output
        #expect(options.contains("widget extension's query"), "\(options)")
    }

    /// A watch whose output goes to a file shows the clock in the hours nothing changes in.
    @Test func aQuietWatchStillShowsTheClock() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "clock", "set", "2026-11-27T12:00"]).status == 0)
        #expect(try home.run(["home", "add", "com.cards.recent-purchases"]).status == 0)
        let watched = try home.run(["home", "watch", "--speed", "1000000", "--until", "2026-11-27T15:00"])
        #expect(watched.status == 0, "\(watched.errors)")
        #expect(watched.output.contains("13:00  nothing changed since 12:00"), "\(watched.output)")
        #expect(watched.output.contains("14:00  nothing changed since 13:00"))
    }

    /// A stuck extension's problem is said once, as the error.
    @Test func aStuckExtensionIsSaidOnce() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "gallery"]).status == 0)
        let pid = try FaultTests().pid(of: "widget-extension", in: home)
        kill(pid, SIGSTOP)
        defer { kill(pid, SIGCONT) }
        let gallery = try home.run(["home", "gallery"], extraEnvironment: ["SAMPLES_EXTENSION_TIMEOUT": "1"])
        #expect(gallery.status != 0)
        #expect(gallery.errors.split(separator: "\n").count == 1, "\(gallery.errors)")
    }
}
