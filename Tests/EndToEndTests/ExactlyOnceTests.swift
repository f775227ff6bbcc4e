#if canImport(Glibc)
    import Glibc
#endif
import ExtensionTransport
import Foundation
import Testing

/// An extension that goes away mid-request: a read is sent again to an extension started anew; an action
/// (`widget/perform`) is never sent twice, and the user is told it may or may not have run.
@Suite struct ExactlyOnceTests {
    /// The fixture Tally's count, which its button's intent writes to the app group before it answers.
    static func tally(in home: TestHome) -> String? {
        try? String(contentsOf: home.root.appendingPathComponent("AppGroup/tally.txt"), encoding: .utf8)
    }

    @Test func anActionIsNeverSentTwiceWhenTheExtensionDiesBeforeAnswering() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let fixtures = TestHome.buildDirectory.appendingPathComponent("FixtureWidgetsExtension").path
        #expect(try home.run(["home", "install", fixtures, "--app", "Fixtures"]).status == 0)
        #expect(try home.run(["home", "add", "TallyWidget"]).status == 0)
        #expect(try home.run(["home", "show", "1"]).output.contains("Controls: [1] One more (button)"))
        let extensionPID = try FaultTests().pid(of: "FixtureWidgetsExtension", in: home)

        // The intent writes the count, then takes three seconds to tell its server: killed in between.
        let output = home.root.appendingPathComponent("press.out").path
        let errors = home.root.appendingPathComponent("press.err").path
        let press = try ChildProcess.spawn(
            TestHome.buildDirectory.appendingPathComponent("sample-app").path, ["home", "press", "1", "One more"],
            environment: home.environment, output: output, errors: errors)
        #expect(waitUntil(seconds: 20) { Self.tally(in: home) == "1" }, "the intent ran")
        kill(extensionPID, SIGKILL)
        let status = press.wait(timeout: 30)
        #expect(status == 1)
        #expect(
            try String(contentsOfFile: errors, encoding: .utf8)
                == "error: \"One more\" may or may not have run: FixtureWidgetsExtension stopped before answering. 'sample-app home show 1' shows the widget now; press it again if need be.\n"
        )
        #expect(Self.tally(in: home) == "1", "the action ran once, and was not sent again")
        let shown = try home.run(["home", "show", "1", "--format", "json"])
        #expect(shown.status == 0 && shown.output.contains(#""text": "1""#), "the widget shows the count: \(shown.output)")
    }

    /// A read sent to an extension that resets the connection without reading it (a process killed with
    /// the request unread) is sent again to the real extension, started anew.
    @Test func aReadIsSentAgainWhenTheConnectionIsReset() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let fake = try FakeExtension(at: home.socketPath("widget-extension")) { client, fake in
            // Waits for the request to arrive, leaves it unread, and goes.
            _ = try? client.waitUntilReadable(by: .now + .seconds(5))
            fake.die()
            client.close()
        }
        _ = fake
        let gallery = try home.run(["home", "gallery"])
        #expect(gallery.status == 0, "\(gallery.errors)")
        #expect(gallery.output.contains("com.mygame.character-detail"))
    }

    /// `home watch` keeps its connections for its life: the widget extension killed under it is replaced,
    /// and the watch goes on to the end.
    @Test func aWatchOutlivesItsExtension() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "clock", "set", "2026-11-27T12:00"]).status == 0)
        #expect(try home.run(["home", "add", "com.mygame.game-status"]).status == 0)
        #expect(try home.run(["home", "show"]).status == 0)
        let before = try FaultTests().pid(of: "widget-extension", in: home)
        let output = home.root.appendingPathComponent("watch.out").path
        let errors = home.root.appendingPathComponent("watch.err").path
        let watch = try ChildProcess.spawn(
            TestHome.buildDirectory.appendingPathComponent("sample-app").path,
            ["home", "watch", "--speed", "1800", "--until", "2026-11-27T15:00"],
            environment: home.environment, output: output, errors: errors)
        #expect(waitUntil(seconds: 20) { ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").contains("12:15") })
        kill(before, SIGKILL)
        #expect(watch.wait(timeout: 60) == 0, "\((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")")
        let watched = try String(contentsOfFile: output, encoding: .utf8)
        #expect(watched.contains("14:45"), "the watch went on after the kill: \(watched)")
        #expect(try FaultTests().pid(of: "widget-extension", in: home) != before)
    }
}
