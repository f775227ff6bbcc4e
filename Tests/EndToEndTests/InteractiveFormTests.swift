import Foundation
import Testing

/// `home edit ID` on a terminal: the Edit Widget form driven through a pseudo-terminal, keystrokes in
/// and screens out, compared with the screens recorded here.
@Suite struct InteractiveFormTests {
    static let up = "\u{1B}[A", down = "\u{1B}[B", right = "\u{1B}[C", enter = "\r", escape = "\u{1B}", space = " "

    func openForm(_ home: TestHome, _ id: String) throws -> PseudoTerminal {
        try PseudoTerminal(
            TestHome.buildDirectory.appendingPathComponent("sample-app").path, ["home", "edit", id], environment: home.environment)
    }

    @Test func theFormSearchesInSectionsShowsRowsForTheirParentAndSavesOnDone() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let added = try home.run(["home", "add", "com.cards.compare", "--family", "systemMedium"])
        let id = try #require(added.output.split(separator: "\n").last.map(String.init), "\(added.errors)")

        let form = try openForm(home, id)
        #expect(form.screen(showing: "[ Cancel ]") == Self.firstScreen)

        form.type([Self.enter])
        #expect(form.screen(showing: "5 options").contains("CREDIT\n› ✓ AcmeCard\n    Orbit Rewards\n    TrailMiles\nDEBIT\n    SoupPay"))
        // Each letter asks the intents extension again; the sections keep their headers.
        form.type(["o"])
        #expect(form.screen(showing: "3 options") == Self.searchScreen)
        form.type([Self.space, Self.down, Self.space])
        #expect(form.screen(showing: "! ").hasSuffix("! A medium Compare Cards widget takes at most 2 cards (cards); you gave 3.\n"))
        form.type([Self.enter])
        #expect(
            form.screen(showing: "› Cards                                  AcmeCard, Orbit Rewards").contains(
                "› Cards                                  AcmeCard, Orbit Rewards"))

        // A parent toggled: the categories appear under it.
        form.type([Self.down, Self.down, Self.down])
        #expect(!form.screen(showing: "› All Categories").contains("\n  Categories "))
        form.type([Self.space])
        let shown = form.screen(showing: "○ off")
        #expect(
            shown.contains(
                "› All Categories                                           ○ off\n  Categories                                                   —"
            ))
        form.type([Self.down, Self.enter, "d", "i", "n"])
        #expect(form.screen(showing: "1 option").contains("›   Dining"))
        form.type([Self.space, Self.enter, Self.down, Self.right, Self.right])
        #expect(
            form.screen(showing: "› Days                                                        32").contains(
                "› Days                                                        32"))

        form.type(Array(repeating: Self.down, count: 12) + [Self.up, Self.enter])
        #expect(form.exitStatus() == 0)
        #expect(form.lastScreen.contains("Widget #\(id): allCategories=off, cards=AcmeCard, Orbit Rewards, categories=dining, days=32"))
        let list = try home.run(["home", "list"]).output
        #expect(list.contains("allCategories=off, cards=AcmeCard, Orbit Rewards, categories=dining, days=32"), "\(list)")
    }

    @Test func cancelAndEscapeChangeNothing() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let added = try home.run(["home", "add", "com.cards.compare", "--family", "systemSmall"])
        let id = try #require(added.output.split(separator: "\n").last.map(String.init), "\(added.errors)")
        let before = try home.run(["home", "list"]).output

        let form = try openForm(home, id)
        _ = form.screen(showing: "[ Cancel ]")
        // A value typed and a switch toggled, then Cancel.
        form.type([Self.down, Self.enter] + "Mine".map(String.init) + [Self.enter])
        // Waits for the list again (the field's own screen shows "Mine" before Return is read).
        let row = "› Title                                             SpendingMine"
        #expect(form.screen(showing: row).contains(row))
        form.type([Self.down, Self.down, Self.space])
        _ = form.screen(showing: "○ off")
        form.type(Array(repeating: Self.down, count: 14) + [Self.enter])
        #expect(form.exitStatus() == 0)
        #expect(form.lastScreen.contains("Nothing changed: widget #\(id) keeps its configuration."))
        #expect(try home.run(["home", "list"]).output == before)

        let again = try openForm(home, id)
        _ = again.screen(showing: "[ Cancel ]")
        again.type([Self.down, Self.enter, "x", Self.escape])
        _ = again.screen(showing: "› Title")
        again.type([Self.escape])
        #expect(again.exitStatus() == 0)
        #expect(try home.run(["home", "list"]).output == before)

        // Away from a terminal, the form's values are printed with how to set them.
        let printed = try home.run(["home", "edit", id])
        #expect(printed.status == 0)
        #expect(printed.output.contains("  Cards                                                 AcmeCard\n"))
        #expect(printed.output.contains("Set values with 'sample-app home edit \(id) --set NAME=VALUE'"))
    }

    static let firstScreen = """
        Compare Cards
        See what your cards spent lately, side by side.
        ────────────────────────────────────────────────────────────────
        › Cards                                                 AcmeCard
          Title                                                 Spending
          Show                                                 ○ Balance
          All Categories                                            ● on
          Days                                                        30
          Spending Limit                                             500
          Shared With                                                  —
          Near                                                         —
          Since                                                        —
          Statement Link                                               —
          Remind Me Before Due                                        1d
          [ Done ]
          [ Cancel ]

        ↑↓ move · Enter open · Space toggle · ←→ step · Esc cancel

        """

    static let searchScreen = """
        Compare Cards
        See what your cards spent lately, side by side.
        ────────────────────────────────────────────────────────────────
        Cards — choose up to 2
        Search: o▏
        CREDIT
        ›   Orbit Rewards
        DEBIT
            SoupPay
            Pocket Debit

        3 options
        ↑↓ move · Space check · Enter done · type to search · Esc back

        """
}
