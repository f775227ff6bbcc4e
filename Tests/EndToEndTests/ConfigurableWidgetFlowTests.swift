import Foundation
import Testing

/// The flow of "Making a Configurable Widget" across the three real processes.
@Suite(.serialized) struct ConfigurableWidgetFlowTests {
    static let kind = "com.mygame.character-detail"

    /// The whole flow in `home`; the extensions are whatever is running (or started on demand).
    func runFlow(in home: TestHome) throws {
        let gallery = try home.run(["home", "gallery"])
        #expect(gallery.status == 0, "\(gallery.errors)")
        #expect(gallery.output.contains(Self.kind))
        #expect(gallery.output.contains("Character Details"))
        #expect(gallery.output.contains("configurable: yes (intent SelectCharacter)"))
        #expect(gallery.output.contains("configurable: no (a static widget)"))

        let added = try home.run(["home", "add", Self.kind, "--family", "systemMedium"])
        #expect(added.status == 0, "\(added.errors)")
        let id = try #require(added.output.split(separator: "\n").last.map(String.init))
        #expect(id == "1")
        #expect(added.output.contains("character=Power Panda"))

        let options = try home.run(["home", "options", id, "character"])
        #expect(options.status == 0)
        for name in ["Power Panda", "Unipony", "Spouty"] { #expect(options.output.contains(name)) }

        let edited = try home.run(["home", "edit", id, "--set", "character=Spouty"])
        #expect(edited.status == 0, "\(edited.errors)")

        let shown = try home.run(["home", "show", id])
        #expect(shown.status == 0, "\(shown.errors)")
        for text in ["🐳", "Spouty", "Deep Sea Goer", "Health 83%", "╭", "╯"] {
            #expect(shown.output.contains(text), "missing \(text) in\n\(shown.output)")
        }

        let json = try home.run(["home", "show", id, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == Self.kind)
        #expect(object["date"] is String)
        #expect(((object["configuration"] as? [String: Any])?["character"] as? [String: Any])?["identifier"] as? String == "Spouty")
        #expect(object["view"] is [String: Any])

        let hurt = try home.run(["game", "hurt", "Spouty", "--by", "0.5"])
        #expect(hurt.status == 0, "\(hurt.errors)")
        #expect(hurt.output.contains("83% → 33%"))
        let reshown = try home.run(["home", "show", id])
        #expect(reshown.output.contains("Health 33%"), "the widget did not reload:\n\(reshown.output)")

        let healed = try home.run(["game", "heal", "Spouty"])
        #expect(healed.output.contains("33% → 43%"))
        #expect(try home.run(["home", "show", id]).output.contains("Health 43%"))

        let list = try home.run(["home", "list"])
        #expect(list.output.contains("character=Spouty"))
        #expect(try home.run(["home", "remove", id]).status == 0)
        #expect(try home.run(["home", "list"]).output.contains("No widgets"))
    }

    @Test func extensionsStartedOnDemand() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["extensions", "status"]).output.contains("not running"))
        try runFlow(in: home)
        let status = try home.run(["extensions", "status"])
        #expect(status.output.contains("widget-extension   running"))
        #expect(status.output.contains("intents-extension  running"))
        #expect(status.output.contains("started by the system"))
        let stopped = try home.run(["extensions", "stop"])
        #expect(stopped.output.contains("Stopped widget-extension"))
        #expect(!FileManager.default.fileExists(atPath: home.socketPath("widget-extension")))
    }

    @Test func extensionsStartedByHand() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let widget = try home.startByHand("widget-extension")
        let intents = try home.startByHand("intents-extension")
        try runFlow(in: home)
        let status = try home.run(["extensions", "status"])
        #expect(status.output.contains("pid \(widget.processIdentifier)"))
        #expect(status.output.contains("pid \(intents.processIdentifier)"))
        #expect(!status.output.contains("started by the system"))
        // The system never stops what a developer started.
        let stop = try home.run(["extensions", "stop"]).output
        #expect(
            stop.contains(
                "widget-extension (pid \(widget.processIdentifier)) and intents-extension (pid \(intents.processIdentifier)) were started by hand"
            ), "\(stop)")
        #expect(stop.contains("add --all to stop them too"), "\(stop)")
        #expect(widget.isRunning && intents.isRunning)
        // SIGTERM stops them cleanly and removes their sockets.
        widget.terminate()
        intents.terminate()
        #expect(widget.wait(timeout: 10) == 0)
        #expect(intents.wait(timeout: 10) == 0)
        #expect(!FileManager.default.fileExists(atPath: home.socketPath("widget-extension")))
        #expect(!FileManager.default.fileExists(atPath: home.socketPath("intents-extension")))
    }
}

@Suite struct DescribeTests {
    @Test func theCharacterParameterIsADynamicOptionsList() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let text = try home.run(["home", "describe", "com.mygame.character-detail"])
        #expect(text.status == 0, "\(text.errors)")
        #expect(text.output.contains("Character (character)"))
        #expect(text.output.contains("input:    options list"))
        #expect(text.output.contains("options provided dynamically by the intents extension"))
        let json = try home.run(["home", "describe", "com.mygame.character-detail", "--format", "json"])
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(fields.first?["name"] as? String == "character")
        #expect(fields.first?["dynamicOptions"] as? Bool == true)
        let refused = try home.run(["home", "describe", "com.mygame.game-status"])
        #expect(refused.status != 0)
        #expect(refused.errors.contains("is a static widget"))
    }
}
