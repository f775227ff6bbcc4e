import Foundation
import Testing

/// Drawing and tapping through the real processes: SVG and HTML files, light and dark, other devices, taps.
@Suite(.serialized) struct DrawingTests {
    @Test func aTapOnTheCharacterWidgetEndsInTheAppShowingThatCharacter() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let added = try home.run(["home", "add", "com.mygame.character-detail", "--family", "systemSmall"])
        let id = try #require(added.output.split(separator: "\n").last.map(String.init))
        #expect(try home.run(["home", "edit", id, "--set", "character=Unipony"]).status == 0)

        let tap = try home.run(["home", "tap", id])
        #expect(tap.status == 0, "\(tap.errors)")
        #expect(tap.output.contains("the system opens game://character/Unipony in sample-app"))
        #expect(tap.output.contains("sample-app opened game://character/Unipony:"))
        #expect(tap.output.contains("🦄 Unipony"))
        #expect(tap.output.contains("Free Rangers"))

        let outside = try home.run(["home", "tap", id, "--at", "500,20"])
        #expect(outside.status != 0)
        #expect(outside.errors == "error: (500, 20) is outside widget #\(id), which is 170×170 points.\n")
        let unknown = try home.run(["open", "https://example.com"])
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("sample-app cannot open https://example.com; it handles game://character/NAME"))
    }

    @Test func aLinkInTheStatusWidgetOpensTheCharacterItNames() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let added = try home.run(["home", "add", "com.mygame.game-status", "--family", "systemMedium"])
        let id = try #require(added.output.split(separator: "\n").last.map(String.init))
        let svg = try home.run(["home", "show", id, "--format", "svg"])
        // The link's rectangle, from the drawing: tap the middle of its first text line.
        let anchor = try #require(svg.output.range(of: "<a href=\"game://character/Power%20Panda\">"))
        let afterAnchor = svg.output[anchor.upperBound...]
        let yStart = try #require(afterAnchor.range(of: " y=\""))
        let y = try #require(Double(afterAnchor[yStart.upperBound...].prefix { $0 != "\"" }))
        let tap = try home.run(["home", "tap", id, "--at", "40,\(y - 4)"])
        #expect(tap.status == 0, "\(tap.errors)")
        #expect(tap.output.contains("sample-app opened game://character/Power%20Panda:"), "\(tap.output)")
        let elsewhere = try home.run(["home", "tap", id, "--at", "300,10"])
        #expect(elsewhere.output.contains("has no widgetURL or Link there"))
    }

    @Test func drawingsGoToFilesInEitherSchemeAndAtOtherSizes() throws {
        let home = TestHome()
        defer { home.tearDown() }
        _ = try home.run(["home", "add", "com.mygame.character-detail", "--family", "systemMedium"])
        _ = try home.run(["home", "add", "com.mygame.game-status"])
        let svgFile = home.root.appendingPathComponent("widget.svg")
        let written = try home.run([
            "home", "show", "1", "--format", "svg", "--scheme", "dark", "--device", "iPhone SE", "--output", svgFile.path,
        ])
        #expect(written.status == 0, "\(written.errors)")
        #expect(written.output == "Wrote \(svgFile.path).\n")
        let svg = try String(contentsOf: svgFile, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"321\" height=\"148\""))
        #expect(svg.contains("#1c1c1e"), "the dark widget background")

        let both = try home.run(["home", "show", "--format", "svg"])
        #expect(both.status != 0)
        #expect(both.errors.contains("An SVG holds one widget; give its id"))

        let page = home.root.appendingPathComponent("home.html")
        #expect(try home.run(["home", "show", "--format", "html", "--output", page.path]).status == 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(
            html.contains(
                "data-widget-id=\"1\" data-kind=\"com.mygame.character-detail\" data-family=\"systemMedium\" data-width=\"364\" data-height=\"170\""
            ))
        #expect(
            html.contains(
                "data-widget-id=\"2\" data-kind=\"com.mygame.game-status\" data-family=\"systemSmall\" data-width=\"170\" data-height=\"170\""
            ))

        let device = try home.run(["home", "show", "1", "--device", "Galaxy"])
        #expect(device.status != 0)
        #expect(device.errors.contains("Unknown device \"Galaxy\"; give a model such as iPhone 15 Pro Max or iPhone 15 Pro"))
        let unwritable = try home.run(["home", "show", "1", "--format", "svg", "--output", "/nonexistent/folder/w.svg"])
        #expect(unwritable.status != 0)
        #expect(unwritable.errors.hasPrefix("error: Cannot write /nonexistent/folder/w.svg"))

        let placeholder = try home.run(["home", "show", "1", "--placeholder"])
        #expect(placeholder.status == 0, "\(placeholder.errors)")
        #expect(
            !placeholder.output.contains("Power Panda")
                || placeholder.output.hasPrefix("#1 Character Details (systemMedium) — character=Power Panda"))
        let drawing = placeholder.output.split(separator: "\n").dropFirst()
        #expect(drawing.allSatisfy { !$0.contains("Power Panda") })
        // What it shows: the widget's frame, grey bars where its texts are, and the health bar's empty track.
        #expect(drawing.first?.hasPrefix("╭─ Character Details") == true, "\(placeholder.output)")
        #expect(drawing.filter { $0.contains("▒▒▒") }.count >= 3, "\(placeholder.output)")
        #expect(drawing.contains { $0.contains("░░░░░░░░░░") }, "\(placeholder.output)")

        let previews = try home.run(["home", "gallery", "--previews"])
        #expect(previews.status == 0, "\(previews.errors)")
        for family in ["(systemSmall)", "(systemMedium)", "(systemLarge)"] {
            #expect(previews.output.contains("Character Details \(family)"))
        }
        #expect(previews.output.contains("Game Status (systemMedium)"))
    }

    @Test func thePreviewsTheExtensionDeclaresAreDrawnEntryByEntry() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let all = try home.run(["home", "preview"])
        #expect(all.status == 0, "\(all.errors)")
        for heading in [
            "A hero losing health (systemSmall, entry 1 of 3) — GameWidgets/GameWidgetPreviews.swift:8",
            "A hero losing health (systemSmall, entry 3 of 3)",
            "Game status from its provider (systemMedium) — GameWidgets/GameWidgetPreviews.swift:16",
            "The placeholder hero, large (systemLarge) — GameWidgets.CharacterDetailView_Previews",
        ] {
            #expect(all.output.contains(heading), "\(all.output)")
        }
        #expect(all.output.contains("Health 100%") && all.output.contains("Health 50%") && all.output.contains("Health 10%"))

        let medium = try home.run(["home", "preview", "--kind", "com.mygame.character-detail", "--family", "systemMedium"])
        #expect(medium.status == 0, "\(medium.errors)")
        #expect(medium.output.components(separatedBy: "(systemMedium, entry").count == 4)
        #expect(!medium.output.contains("Game status"))

        let svg = try home.run(["home", "preview", "--kind", "com.mygame.game-status", "--format", "svg", "--scheme", "dark"])
        #expect(svg.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"364\" height=\"170\""))
        #expect(svg.output.contains("#1c1c1e"), "the dark widget background")
        let many = try home.run(["home", "preview", "--format", "svg"])
        #expect(
            many.errors
                == "error: An SVG holds one drawing and these previews make 5; use --format html, or --kind and --family to narrow them.\n")
        let unknown = try home.run(["home", "preview", "--kind", "nope"])
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("No installed widget extension has a widget of kind \"nope\""))
    }
}
