#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import Testing

/// What a careless or hostile user may type or send, through the real commands: text that would steer the
/// terminal, numbers that do not fit, dates no calendar has, and text longer than the form takes. Each is
/// shown escaped or refused in one sentence, and nothing is lost or kept that should not be.
@Suite struct HostileInputTests {
    /// Text from a person, a file or an extension never reaches the terminal raw: `ESC ] 0 ;` would retitle
    /// it, `ESC [2J` clear it, and a newline split a row.
    @Test func textFromOutsideIsShownWithItsControlCharactersEscaped() throws {
        let home = TestHome()
        defer { home.tearDown() }
        // The app's lists cut a merchant's name to 14 columns: this one fits them once escaped.
        let merchant = "A\nB\u{1B}[2J"
        let bought = try home.run(["cards", "buy", "AcmeCard", "--merchant", merchant, "--amount", "12.50", "--category", "dining"])
        #expect(bought.status == 0, "\(bought.errors)")
        #expect(!bought.output.contains("\u{1B}") && !bought.output.contains("\u{07}"), "\(bought.output.debugDescription)")
        #expect(bought.output.contains(#"A\nB\u{1B}[2J"#), "\(bought.output)")
        let listed = try home.run(["cards", "purchases", "AcmeCard"])
        let row = try #require(listed.output.split(separator: "\n").first { $0.contains("[2J") })
        #expect(row.contains("12.50") && !listed.output.contains("\u{1B}"), "one row, escaped: \(listed.output.debugDescription)")

        let started = try home.run(["game", "adventure", "start", "Spouty"])
        let id = try #require(started.output.split(separator: "\n").last.map(String.init))
        let payload = home.root.appendingPathComponent("push.json")
        try Data(
            #"{"aps":{"timestamp":100,"event":"update","content-state":{"health":0.3,"event":"Met\u001b[2J a dragon"},"alert":{"title":"\u001b]0;pwned\u0007Hurt"}}}"#
                .utf8
        ).write(to: payload)
        let pushed = try home.run(["home", "push", id, "--payload", payload.path])
        #expect(pushed.status == 0, "\(pushed.errors)")
        #expect(pushed.output.contains(#"Alert: \u{1B}]0;pwned\u{7}Hurt"#), "\(pushed.output)")
        for command in [["home", "activities"], ["home", "island"], ["home", "island", "--expanded"], ["game", "adventure", "status"]] {
            let shown = try home.run(command)
            #expect(!shown.output.contains("\u{1B}[2J") && !shown.errors.contains("\u{1B}"), "\(command): \(shown.output.debugDescription)")
        }
    }

    @Test func aMerchantLongerThanTheFormTakesIsRefusedAndNothingRecorded() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let before = try home.run(["cards", "purchases", "AcmeCard"]).output
        let long = try home.run([
            "cards", "buy", "AcmeCard", "--merchant", String(repeating: "m", count: 120_000), "--amount", "1", "--category", "dining",
        ])
        #expect(long.status != 0)
        #expect(
            long.errors == "error: The merchant's name is 120,000 characters long; the app takes at most 1,000. Nothing was recorded.\n",
            "\(long.errors)")
        #expect(try home.run(["cards", "purchases", "AcmeCard"]).output == before)
    }

    /// A point is any number a person types: one that does not fit an integer, or a negative one, is a
    /// point outside the widget, said as such.
    @Test func aTapAtAnyNumberIsAnsweredInOneSentence() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "add", "com.mygame.game-status"]).status == 0)
        for (at, shown) in [("1e19,0", "(1e+19, 0)"), ("0,1e19", "(0, 1e+19)"), ("-5,0", "(-5, 0)"), ("1e308,-1e308", "(1e+308, -1e+308)")] {
            let tapped = try home.run(["home", "tap", "1", "--at", at])
            #expect(tapped.status == 1, "\(at): \(tapped.status) \(tapped.errors)")
            #expect(tapped.errors == "error: \(shown) is outside widget #1, which is 170×170 points.\n", "\(at): \(tapped.errors)")
        }
        let text = try home.run(["home", "tap", "1", "--at", "nan,0"])
        #expect(text.status != 0 && text.errors.contains("--at takes X,Y in points, such as 40,60."), "\(text.errors)")
    }

    /// A payload that is not a file, or a push whose times no clock shows, is refused in one sentence that
    /// names it, and the activity stays as it was.
    @Test func aPushThatIsNotOneIsRefusedInWords() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let started = try home.run(["game", "adventure", "start", "Spouty"])
        let id = try #require(started.output.split(separator: "\n").last.map(String.init))
        let before = try home.run(["home", "activities"]).output
        let fifo = home.root.appendingPathComponent("pipe").path
        mkfifo(fifo, 0o600)
        for (payload, sentence) in [
            (home.root.path, "error: Cannot read \(home.root.path): it is a folder, not a file. Give the push's JSON file, or - for standard input.\n"),
            ("/dev/zero", "error: Cannot read /dev/zero: it is a device or a socket, not a file. Give the push's JSON file, or - for standard input.\n"),
            (fifo, "error: Cannot read \(fifo): it is a pipe, not a file. Give the push's JSON file, or - for standard input.\n"),
        ] {
            let refused = try home.run(["home", "push", id, "--payload", payload], timeout: 20)
            #expect(refused.status != 0 && refused.errors == sentence, "\(payload): \(refused.errors)")
        }
        for (json, sentence) in [
            (
                #"{"aps":{"timestamp":100,"stale-date":1e300,"event":"update","content-state":{"health":0.3,"event":"x"}}}"#,
                "error: The push's \"aps.stale-date\" is 1e+300 seconds since 1970, not a time the device's clock shows (from 1970-01-01 to the end of 2199). Nothing changed.\n"
            ),
            (
                #"{"aps":{"timestamp":1e308,"event":"update","content-state":{"health":0.3,"event":"x"}}}"#,
                "error: The push's \"aps.timestamp\" is 1e+308 seconds since 1970, not a time the device's clock shows (from 1970-01-01 to the end of 2199). Nothing changed.\n"
            ),
            (
                #"{"aps":{"timestamp":true,"event":"update","content-state":{"health":0.3,"event":"x"}}}"#,
                "error: The push is refused: \"aps.timestamp\" is not a number. Nothing changed.\n"
            ),
        ] {
            let file = home.root.appendingPathComponent("push.json")
            try Data(json.utf8).write(to: file)
            let refused = try home.run(["home", "push", id, "--payload", file.path])
            #expect(refused.status != 0 && refused.errors == sentence, "\(json): \(refused.errors)")
        }
        #expect(try home.run(["home", "activities"]).output == before, "nothing changed")
        // A later push is still taken: no refused timestamp was kept.
        let file = home.root.appendingPathComponent("push.json")
        try Data(#"{"aps":{"timestamp":100,"event":"update","content-state":{"health":0.3,"event":"Met a dragon"}}}"#.utf8).write(to: file)
        #expect(try home.run(["home", "push", id, "--payload", file.path]).output.contains("updated"))
    }
}
