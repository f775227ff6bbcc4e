import Foundation
import Testing

/// The Compare Cards widget, whose intent has a parameter of every kind: each is set through
/// `home edit --set`, as the user types it, and refused in one sentence when wrong, with nothing saved.
@Suite struct CompareCardsTests {
    @Test func everyKindOfParameterIsSetAndCheckedFromTheCommandLine() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let gallery = try home.run(["home", "gallery"]).output
        for kind in ["com.cards.recent-purchases", "com.cards.due-date", "com.cards.compare"] {
            #expect(gallery.contains(kind), "a fresh home's gallery has \(kind)")
        }
        let added = try home.run(["home", "add", "com.cards.compare", "--family", "systemMedium"])
        #expect(
            added.output.hasPrefix(
                "Added com.cards.compare (systemMedium) with allCategories=on, cards=AcmeCard, days=30, remindBefore=1d, showAmountDue=off, spendingLimit=500, title=Spending."
            ), "\(added.errors)")
        let id = try #require(added.output.split(separator: "\n").last.map(String.init))

        let edited = try home.run([
            "home", "edit", id, "--set", "cards=TrailMiles", "--set", "cards=SoupPay", "--set", "title=Side by side",
            "--set", "showAmountDue=on", "--set", "allCategories=false", "--set", "categories=dining,groceries", "--set", "days=14",
            "--set", "spendingLimit=250.5", "--set", "sharedWith=ana lima", "--set", "near=Tokyo", "--set", "since=2026-11-01",
            "--set", "statement=https://acme.example/statements", "--set", "remindBefore=1h30m",
        ])
        #expect(
            edited.output
                == "Widget #\(id): allCategories=off, cards=TrailMiles, SoupPay, categories=dining, groceries, days=14, near=Shibuya Crossing, remindBefore=1h 30m, sharedWith=Ana Lima, showAmountDue=on, since=2026-11-01, spendingLimit=250.5, statement=https://acme.example/statements, title=Side by side.\n"
                + "Note: near: \"Tokyo\" is a town; its place in the system's gazetteer is Shibuya Crossing, Tokyo, which was chosen ('sample-app home options \(id) near' lists the places).\n",
            "\(edited.errors)")
        let shown = try home.run(["home", "show", id]).output
        #expect(shown.contains("Side by side") && shown.contains("TrailMiles") && shown.contains("with Ana Lima"), "\(shown)")
        let place = try home.run(["home", "edit", id, "--set", "near=48.8566, 2.3522"]).output
        #expect(place.contains("near=48.8566, 2.3522"), "\(place)")

        let refusals: [([String], String)] = [
            (["cards=AcmeCard,SoupPay,TrailMiles"], "A medium Compare Cards widget takes at most 2 cards (cards); you gave 3."),
            (["days=91"], "\"91\" is not a valid value for days; expected at most 90."),
            (["days=2.5"], "\"2.5\" is not a valid value for days; expected a whole number."),
            (["spendingLimit=-1"], "\"-1\" is not a valid value for spendingLimit; expected at least 0."),
            (["showAmountDue=maybe"], "\"maybe\" is not a valid value for showAmountDue; expected true or false."),
            (
                ["allCategories=true", "categories=dining"],
                "categories is shown only when allCategories is off; set allCategories=false too."
            ),
            (
                ["categories=Dining"],
                "\"Dining\" is not a valid value for categories; expected one of all, groceries, dining, transport, shopping, entertainment; did you mean \"dining\"?"
            ),
            (
                ["since=24/12/2026"],
                "\"24/12/2026\" is not a valid value for since; expected a date or time in ISO 8601: 2026-12-24, 2026-12-24T18:30 or 18:30."
            ),
            (["since=2026-02-30"], "\"2026-02-30\" is not a valid value for since: February 2026 has 28 days."),
            (
                ["since=99999-01-01"],
                "\"99999-01-01\" is not a valid value for since; expected a date or time in ISO 8601: 2026-12-24, 2026-12-24T18:30 or 18:30."
            ),
            (
                ["since=2300-01-01"],
                "\"2300-01-01\" is not a valid value for since: its year is outside the dates the device's clock shows (from 1970-01-01 to the end of 2199)."
            ),
            (["cards=AcmeCard,AcmeCard"], "cards takes each choice once; \"AcmeCard\" is given twice."),
            (["title=" + String(repeating: "x", count: 1_001)], "The text given as a value for title is 1,001 characters long; a widget's form takes at most 1,000."),
            (["statement=acme statements"], "\"acme statements\" is not a valid value for statement; expected an absolute URL."),
            (
                ["remindBefore=3w"],
                "\"3w\" is not a valid value for remindBefore; expected a duration: 90 (seconds), 45m, 1h30m, 2d or PT1H30M."
            ),
            (["remindBefore=15d"], "\"15d\" is not a valid value for remindBefore; expected at most 14d."),
            (
                ["sharedWith=Zed"],
                "\"Zed\" is not a valid value for sharedWith; expected a contact's name or email address ('sample-app home options WIDGET sharedWith' lists the contacts)."
            ),
            (
                ["near=Atlantis"],
                "\"Atlantis\" is not a valid value for near; expected a place or town by name ('sample-app home options WIDGET near' lists them) or latitude,longitude."
            ),
            (
                ["near=91,0"],
                "\"91,0\" is not a valid value for near; expected a place or town by name ('sample-app home options WIDGET near' lists them) or latitude,longitude."
            ),
            (
                ["cards=Nobody"],
                "\"Nobody\" is none of the options for cards; 'sample-app home options \(id) cards --search TEXT' finds them."
            ),
        ]
        let before = try home.run(["home", "list"]).output
        for (assignments, message) in refusals {
            let result = try home.run(["home", "edit", id] + assignments.flatMap { ["--set", $0] })
            #expect(result.status != 0 && result.errors == "error: \(message)\n", "\(assignments): \(result.errors)")
        }
        #expect(try home.run(["home", "list"]).output == before, "a refused edit saves nothing")

        let contacts = try home.run(["home", "options", id, "sharedWith", "--search", "an"]).output
        #expect(contacts.contains("Ana Lima") && contacts.contains("Dana Cohen") && !contacts.contains("Ben Okafor"), "\(contacts)")
        let places = try home.run(["home", "options", id, "near", "--search", "par"]).output
        #expect(places.contains("Le Marais, Paris") && !places.contains("Tokyo"), "\(places)")

        let form = try home.run(["home", "describe", "com.cards.compare"]).output
        #expect(form.contains("Colours: accent #0d8b7e (dark #26aa99), background #f5faf2 (dark #1e2f27)"), "\(form)")
        #expect(form.contains("sizes:    systemSmall 1, systemMedium 2, systemLarge 4"))
        #expect(form.contains("shown only when allCategories is off"))

        // The HTML home screen draws the back of each configurable widget: its form, read-only, in its colours.
        let page = try home.run(["home", "show", "--format", "html"]).output
        #expect(page.contains("<details class=\"back\"><summary>Edit Widget</summary>"))
        #expect(page.contains("--accent: #0d8b7e; --background: #f5faf2"))
        #expect(page.contains("<dt>Categories</dt><dd>Dining, Groceries</dd>"), "the rows the form shows, with their values")
        #expect(page.contains("<dt>Near</dt><dd>48.8566, 2.3522</dd>"))
    }
}
