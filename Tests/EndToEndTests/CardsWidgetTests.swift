import Foundation
import Testing

/// The cards widgets across the real processes: configured through the intents extension, drawn by the
/// widget extension from the app group's data, and reloaded when the app records a purchase.
@Suite struct CardsWidgetTests {
    @Test func aRecentPurchasesWidgetShowsTheChosenCardAndCategoryAndEachNewPurchase() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let added = try home.run(["home", "add", "com.cards.recent-purchases", "--family", "systemMedium"])
        #expect(
            added.output.hasPrefix("Added com.cards.recent-purchases (systemMedium) with card=AcmeCard, category=all."), "\(added.errors)")
        let id = try #require(added.output.split(separator: "\n").last.map(String.init))

        let options = try home.run(["home", "options", id, "card", "--search", "o"]).output
        #expect(
            options
                == "IDENTIFIER     DISPLAY\n[Credit]\nOrbit Rewards  Orbit Rewards\n[Debit]\nSoupPay        SoupPay\nPocket Debit   Pocket Debit\n"
        )
        let edited = try home.run(["home", "edit", id, "--set", "card=Orbit Rewards", "--set", "category=transport"])
        #expect(edited.output == "Widget #\(id): card=Orbit Rewards, category=transport.\n", "\(edited.errors)")

        let before = try home.run(["home", "show", id]).output
        #expect(before.contains("Orbit Rewards") && before.contains("Recent transport"), "\(before)")
        let bought = try home.run([
            "cards", "buy", "Orbit Rewards", "--merchant", "CityBikes", "--amount", "3.75", "--category", "transport",
        ])
        #expect(bought.status == 0, "\(bought.errors)")
        let after = try home.run(["home", "show", id]).output
        #expect(after.contains("CityBikes") && after.contains("$3.75"), "the app's reload brings the new purchase: \(after)")

        let due = try home.run(["home", "add", "com.cards.due-date"])
        let dueID = try #require(due.output.split(separator: "\n").last.map(String.init))
        let acme = try home.run(["home", "show", dueID]).output
        #expect(acme.contains("AcmeCard") && acme.contains("$482.10"), "\(acme)")
        #expect(try home.run(["cards", "pay", "AcmeCard"]).status == 0)
        #expect(try home.run(["home", "show", dueID]).output.contains("Nothing due"))
    }
}
