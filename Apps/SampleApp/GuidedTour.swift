import ExtensionHosting
import ExtensionTransport
import Foundation
import GameApp
import SampleModels
import SystemStore
import WidgetHost
import WidgetKit
import WidgetRendering

/// `sample-app demo`: walks through the whole flow, saying at each step which process does what.
///
/// It leaves the home as it found it: the widget it adds is removed and the health it changes is restored.
struct GuidedTour {
    let global: GlobalOptions

    func step(_ number: Int, _ title: String, _ explanation: String) {
        print("\n── Step \(number): \(title) ──")
        print(explanation)
        print()
    }

    func run() throws {
        let home = try global.resolvedHome()
        let system = try global.homeScreen()
        let app = try global.gameApp()
        let characters = app.characters
        let renderer = TerminalRenderer(drawing: system.timelines.drawing.checked, usesColor: TerminalRenderer.standardOutputWantsColor)

        print(
            """
            A configurable widget is several programs working together. This tour runs them all:
              • the app (this process, 'sample-app game …') owns the characters in AppGroup/shared.sqlite;
              • the system (this process too, 'sample-app home …') keeps the home screen in System/home.sqlite;
              • widget-extension and intents-extension are separate processes the system starts on demand.
            Home: \(home.root.path)
            """)

        step(
            1, "The widget gallery",
            "The system asks the widget extension (widget/describe) which widgets its WidgetBundle declares.")
        print(WidgetText.gallery(system.apps.gallery()))

        step(
            2, "Add a character-detail widget",
            "The system builds the widget's form from SelectCharacter.intentdefinition, then asks the intents\nextension (intents/default) which character a new widget shows."
        )
        let widget = try system.placement.addWidget(
            kind: GameWidgetKind.characterDetail, app: InstalledExtension.samplesApp, family: .systemMedium)
        // Whatever happens next, the tour leaves the home as it found it.
        var removed = false
        defer { if !removed { try? system.placement.removeWidget(widget.id) } }
        say("Placed widget #\(widget.id): \(system.editor.configurationText(of: widget))")

        step(
            3, "Edit the widget: which characters may I pick?",
            "The character parameter has dynamic options, so the system asks the intents extension\n(intents/options); its IntentHandler reads the characters from the app group's database."
        )
        print(WidgetText.options(try system.editor.options(widgetID: widget.id, parameter: "character")))

        step(
            4, "Pick Spouty",
            "The system checks the choice against the offered options and saves the configuration.")
        let edited = try system.editor.edit(widgetID: widget.id, assignments: [("character", "Spouty")]).widget
        say("Widget #\(edited.id): \(system.editor.configurationText(of: edited))")

        step(
            5, "Show the home screen",
            "The system asks the widget extension for a timeline (widget/timeline). Its provider looks up\nSpouty and returns one entry with the .never reload policy; the system draws the entry's view."
        )
        print(WidgetText.drawing(try system.timelines.currentState(of: widget.id), renderer: renderer))

        let original = try characters.character("Spouty")
        var restored = false
        defer {
            if !restored, let original {
                _ = try? characters.setHealth(of: original.name, to: original.healthLevel)
                WidgetCenter.shared.reloadTimelines(ofKind: GameWidgetKind.characterDetail)
            }
        }
        step(
            6, "The app changes the data",
            "The app hurts Spouty in its database, then calls WidgetCenter.shared.reloadTimelines(ofKind:),\nwhich records a reload request in the system's store."
        )
        let (before, hurt) = try app.changeHealth(of: "Spouty", by: -0.5)
        say("\(hurt.avatar) \(hurt.name): health \(before.healthPercent)% → \(hurt.healthPercent)%")

        step(
            7, "Show again",
            "The timeline's policy was .never, but the app asked for a reload, so the system fetches a new one.")
        let state = try system.timelines.currentState(of: widget.id)
        print(WidgetText.drawing(state, renderer: renderer))
        say("(new timeline fetched: \(state.reloaded ? "yes" : "no"))")

        step(
            8, "The processes",
            "Both extensions were started by the system on demand; they exit by themselves when idle.")
        print(try ExtensionProcesses.statusText(home: home).text)

        step(9, "Tidy up", "The tour removes its widget and gives Spouty its health back.")
        try system.placement.removeWidget(widget.id)
        removed = true
        if let original { try characters.setHealth(of: original.name, to: original.healthLevel) }
        restored = true
        WidgetCenter.shared.reloadTimelines(ofKind: GameWidgetKind.characterDetail)
        say("Removed widget #\(widget.id); Spouty is back to \(original?.healthPercent ?? 0)%.")

        print(
            """

            Try it yourself (the executables are in .build/debug; ID is the number 'home add' prints last):
              sample-app home add \(GameWidgetKind.characterDetail) --family systemLarge
              sample-app home options ID character
              sample-app home edit ID --set character=Unipony
              sample-app game hurt Unipony --by 0.2
              sample-app home show
              sample-app home show --format html --output home.html
              sample-app home tap ID
            Add --trace to any command to watch the JSON messages cross between the processes.
            To run a widget of your own beside these, follow docs/walkthrough-5-your-own-widget.md.

            To watch the home screen live in your browser, run:
              sample-app home serve
            and open the address it prints: press a widget's buttons, right-click one to edit it, move the clock.
            """)
    }
}
