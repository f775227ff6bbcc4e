import Foundation
import Testing

/// Widget push updates (iOS 26) through the real processes: the token the system gives the game when
/// Character Details is placed, its push handler told in the widget extension's process, a push as APNs
/// delivers it reloading the widget, and pushes refused in one sentence.
@Suite struct WidgetPushFlowTests {
    @Test func aPushToTheTokenTheSystemGaveReloadsTheWidgetAndAWrongOneIsRefused() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let before = try home.run(["home", "push-token"])
        #expect(before.output.contains("token none yet"), "\(before.output)\(before.errors)")
        #expect(try home.run(["home", "add", "com.mygame.character-detail"]).status == 0)
        let tokens = try home.run(["home", "push-token"])
        let token = try #require(
            tokens.output.split(separator: "\n").first { $0.hasPrefix("  token ") }.map { String($0.dropFirst("  token ".count)) })
        #expect(token.count == 64 && token.allSatisfy(\.isHexDigit), "\(tokens.output)")
        #expect(tokens.output.contains("sample-app  topic local.sample-app.push-type.widgets"), "\(tokens.output)")
        let log = try String(contentsOf: home.root.appendingPathComponent("Logs/widget-extension.log"), encoding: .utf8)
        #expect(log.contains("[com.mygame.widgets:push] Push token <private> for 1 Character Details widget(s)"), "\(log)")

        let payload = home.root.appendingPathComponent("push.json")
        try Data(#"{"aps":{"content-changed":true}}"#.utf8).write(to: payload)
        _ = try home.run(["home", "show"])
        let pushed = try home.run([
            "home", "push", "--widgets", "--payload", payload.path, "--topic", "local.sample-app.push-type.widgets", "--token", token, "--trace",
        ])
        #expect(pushed.status == 0, "\(pushed.errors)")
        #expect(pushed.output == "The push for sample-app's widgets reloads widget #1 when next shown.\n")
        #expect(pushed.errors.contains("[trace] ⇢ APNs push (apns-push-type: widgets, apns-topic: local.sample-app.push-type.widgets"))
        #expect(pushed.errors.contains("[trace] ⇠ applied: The push for sample-app's widgets"), "\(pushed.errors)")
        let timeline = try home.run(["home", "timeline", "1"])
        #expect(timeline.output.contains("because a push for its app's widgets arrived at"), "\(timeline.output)")

        let wrongToken = String(repeating: "0", count: 64)
        let refused = try home.run(["home", "push", "--widgets", "--payload", payload.path, "--token", wrongToken, "--trace"])
        #expect(refused.status != 0)
        #expect(
            refused.errors.contains(
                "error: The token \(wrongToken) is not one the system gave any app; 'sample-app home push-token' prints them. Nothing was reloaded."),
            "\(refused.errors)")
        #expect(refused.errors.contains("[trace] ⇠ refused: The token"), "\(refused.errors)")
        let unchanged = try home.run(["home", "timeline", "1"])
        #expect(unchanged.output.contains("Timeline fetched") && !unchanged.output.contains("just now"), "\(unchanged.output)")

        let hurt = try home.run(["game", "hurt", "Power Panda", "--push"])
        #expect(hurt.status == 0, "\(hurt.errors)")
        #expect(hurt.output.contains("The game's server pushed to its widgets: The push for sample-app's widgets reloads widget #1"), "\(hurt.output)")
    }

    @Test func aPushWithoutAWidgetOrWithBothAnActivityAndWidgetsIsRefusedInASentence() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let payload = home.root.appendingPathComponent("push.json")
        try Data(#"{"aps":{"content-changed":true}}"#.utf8).write(to: payload)
        let early = try home.run(["home", "push", "--widgets", "--payload", payload.path])
        #expect(early.status != 0)
        #expect(
            early.errors
                == "error: sample-app has no widget push token yet: the system gives one when a widget that takes pushes (com.mygame.character-detail) is first placed. Nothing was reloaded.\n"
        )
        let both = try home.run(["home", "push", "adventure-1", "--widgets", "--payload", payload.path])
        #expect(both.status != 0 && both.errors.contains("give --widgets or an activity, not both"), "\(both.errors)")
        let noPush = try home.run(["game", "hurt", "Power Panda", "--push"])
        #expect(noPush.status != 0 && noPush.errors.contains("No Character Details widget is placed"), "\(noPush.errors)")
    }

    @Test func aPlacedControlHasATokenOfItsOwnAndAPushToItAsksItForItsValueAgain() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let added = try home.run(["home", "controls", "add", "com.mygame.favourite-hero", "--set", "character=Spouty"])
        #expect(added.status == 0, "\(added.errors)")
        let tokens = try home.run(["home", "push-token"])
        #expect(tokens.output.contains("control #1 com.mygame.favourite-hero of sample-app  topic local.sample-app.push-type.controls"), "\(tokens.output)")
        let token = try #require(
            tokens.output.split(separator: "\n").last { $0.hasPrefix("  token ") }.map { String($0.dropFirst("  token ".count)) })
        #expect(token.count == 64, "\(tokens.output)")
        let log = try String(contentsOf: home.root.appendingPathComponent("Logs/widget-extension.log"), encoding: .utf8)
        #expect(log.contains("Push tokens for 1 Favourite Hero control(s)"), "the handler was told, in the extension: \(log)")
        let payload = home.root.appendingPathComponent("push.json")
        try Data(#"{"aps":{"content-changed":true}}"#.utf8).write(to: payload)
        let pushed = try home.run(["home", "push", "--controls", "--payload", payload.path, "--token", token])
        #expect(pushed.status == 0, "\(pushed.errors)")
        #expect(pushed.output == "The push for sample-app's control #1 (com.mygame.favourite-hero) asks it for its value when next shown.\n")
        let wrong = try home.run(["home", "push", "--controls", "--payload", payload.path, "--token", token, "--topic", "local.sample-app.push-type.widgets"])
        #expect(wrong.status != 0 && wrong.errors.contains("DeviceTokenNotForTopic") && wrong.errors.hasSuffix("Nothing was reloaded.\n"))
    }
}
