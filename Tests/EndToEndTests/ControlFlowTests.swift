import ExtensionProtocol
import ExtensionTransport
import Foundation
import Testing
import ViewArchive
import WireValues

/// The game's controls through the real processes: listed, added, pressed; the toggle read again from its
/// provider; Heal All changing the character widgets; the app's reload reaching a placed control; the
/// Action button pressing a copy; and the system's store keeping it all between commands.
@Suite(.serialized) struct ControlFlowTests {
    @Test func theGamesControlsArePlacedPressedAndReloaded() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let gallery = try home.run(["home", "controls", "gallery"])
        #expect(gallery.output.firstRange(of: "com.mygame.heal-all — Heal All") != nil, "\(gallery.output)\(gallery.errors)")
        #expect(gallery.output.firstRange(of: "com.mygame.favourite-hero — Favourite Hero") != nil)

        let widget = try home.run(["home", "add", "com.mygame.character-detail-ios17", "--family", "accessoryInline"])
        let widgetID = try #require(widget.output.split(separator: "\n").last.map(String.init))
        try #require(try home.run(["home", "edit", widgetID, "--set", "character=Spouty"]).status == 0)
        try #require(try home.run(["game", "hurt", "Spouty", "--by", "50%"]).status == 0)
        #expect(try home.run(["home", "show", widgetID]).output.firstRange(of: "Spouty 33%") != nil)

        let heal = try home.run(["home", "controls", "add", "com.mygame.heal-all", "--size", "medium"])
        let healID = try #require(heal.output.split(separator: "\n").last.map(String.init))
        let toggle = try home.run(["home", "controls", "add", "com.mygame.favourite-hero", "--set", "character=Spouty", "--size", "medium"])
        #expect(toggle.output.firstRange(of: "\"🐳 Spouty 33%\" — Not a favourite") != nil, "\(toggle.output)\(toggle.errors)")
        let toggleID = try #require(toggle.output.split(separator: "\n").last.map(String.init))

        let on = try home.run(["home", "controls", "press", toggleID])
        #expect(on.output.firstRange(of: "SetFavouriteHeroIntent ran with value = true in the widget extension") != nil, "\(on.output)")
        #expect(on.output.firstRange(of: "now shows [star.fill] \"🐳 Spouty 33%\" — Favourite") != nil, "read again")

        // The app changes health and reloads the control's kind: the next look asks its provider again.
        try #require(try home.run(["game", "heal", "Spouty", "--by", "10%"]).status == 0)
        #expect(try home.run(["home", "controls"]).output.firstRange(of: "🐳 Spouty 43%") != nil)

        let healed = try home.run(["home", "controls", "press", healID])
        #expect(healed.output.firstRange(of: "3 heroes are at full health.") != nil, "\(healed.output)\(healed.errors)")
        #expect(try home.run(["home", "show", widgetID]).output.firstRange(of: "Spouty 100%") != nil, "the widget reloaded")

        let copy = try home.run(["home", "action-button", "set", toggleID])
        let copyID = try #require(copy.output.split(separator: "\n").last.map(String.init))
        let pressed = try home.run(["home", "action-button", "press"])
        #expect(pressed.output.firstRange(of: "(control #\(copyID)): GameWidgets.SetFavouriteHeroIntent ran with value = false") != nil)
        let shown = try home.run(["home", "controls"])
        #expect(shown.output.firstRange(of: "Action button: #\(copyID) ☆ ○ 🐳 Spouty 100% — Not a favourite") != nil, "\(shown.output)")

        // Moved in Control Center (on the live store): the toggle comes first, and says so in the SVG.
        let moved = try home.run(["home", "controls", "move", toggleID, "--position", "1"])
        #expect(moved.output == "Moved control #\(toggleID) to place 1 of Control Center's 2.\n", "\(moved.output)\(moved.errors)")
        let drawn = try home.run(["home", "controls", "--format", "svg"]).output
        let first = try #require(drawn.firstRange(of: "data-control-position=\"1\""))
        #expect(drawn[..<first.lowerBound].hasSuffix("data-control-id=\"\(toggleID)\" "), "\(drawn)")
        let farther = try home.run(["home", "controls", "move", healID, "--position", "3"])
        #expect(farther.status != 0 && farther.errors == "error: Control Center has 2 controls; give --position from 1 to 2.\n", "\(farther.errors)")

        let refused = try home.run(["home", "controls", "press", "99"])
        #expect(refused.status != 0 && refused.errors.firstRange(of: "There is no control #99") != nil)
        let unknown = try home.run(["home", "controls", "add", "com.mygame.nothing"])
        #expect(unknown.status != 0 && unknown.errors.firstRange(of: "com.mygame.heal-all, com.mygame.favourite-hero") != nil)
    }
}

/// `widget/controlPerform` on the widget extension's socket, as any local program of the user's may send
/// it: only the action the control's template shows now runs under its kind.
@Suite struct ControlActionTests {
    @Test func aControlRunsOnlyTheActionItsTemplateShows() throws {
        let home = TestHome()
        defer { home.tearDown() }
        try #require(try home.run(["game", "hurt", "Spouty", "--by", "50%"]).status == 0)
        let process = try home.startByHand("widget-extension")
        defer {
            process.terminate()
            _ = process.wait(timeout: 10)
        }
        let connection = SocketConnection(
            peerName: "widget-extension", socket: try UnixSocket.connect(to: home.socketPath("widget-extension"), timeout: 10),
            timeout: 10, trace: nil)
        func hero(_ name: String) -> IntentValue { .object(["identifier": .string(name), "displayString": .string(name)]) }
        let spouty: IntentValues = ["character": hero("Spouty")]
        let favourite = try connection.send(ControlTemplateRequest(kind: "com.mygame.favourite-hero", configuration: spouty)).template
        #expect(favourite.title.contains("Spouty 33%") && favourite.action.isOn == false, "\(favourite)")
        let healAll = try connection.send(ControlTemplateRequest(kind: "com.mygame.heal-all")).template
        let adventurer = ControlValue(
            kind: .button, intent: "GameApp.HealAdventurerIntent", intentType: "7GameApp20HealAdventurerIntentV",
            parameters: ["activityID": .string("A")])
        var otherHero = favourite.pressed
        otherHero.parameters["character"] = hero("Unipony")

        let refused: [(kind: String, configuration: IntentValues, action: ControlValue)] = [
            ("com.mygame.favourite-hero", spouty, healAll.pressed), ("com.mygame.favourite-hero", spouty, adventurer),
            ("com.mygame.favourite-hero", spouty, otherHero), ("com.mygame.heal-all", [:], favourite.pressed),
        ]
        for (kind, configuration, action) in refused {
            #expect {
                try connection.send(ControlPerformRequest(kind: kind, configuration: configuration, action: action))
            } throws: { error in
                (error as? JSONRPCError)?.message.firstRange(of: "shows no action running \(action.intent)") != nil
            }
        }
        let after = try connection.send(ControlTemplateRequest(kind: "com.mygame.favourite-hero", configuration: spouty)).template
        #expect(after.title.contains("Spouty 33%") && after.action.isOn == false, "nothing ran: \(after)")

        let pressed = try connection.send(ControlPerformRequest(kind: "com.mygame.favourite-hero", configuration: spouty, action: favourite.pressed))
        #expect(pressed.dialog?.contains("Spouty") == true, "\(String(describing: pressed.dialog))")
        #expect(try connection.send(ControlTemplateRequest(kind: "com.mygame.favourite-hero", configuration: spouty)).template.action.isOn == true)
    }
}
