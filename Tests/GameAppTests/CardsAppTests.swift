import CardsApp
import Foundation
import SampleModels
import SuiteHome
import Testing

/// The cards app's data in a real app group database, in a temporary home.
@Suite struct CardsAppTests {
    /// A fresh home's card store; the home goes when `body` returns.
    func withStore(_ body: (CardStore) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cw-cards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try body(try CardStore.live(SuiteHome(root: root)))
    }

    @Test func aNewAppHasItsCardsAndThreeWeeksOfPurchases() throws {
        try withStore { store in
            let cards = try store.cards()
            #expect(cards.map(\.name) == ["AcmeCard", "Orbit Rewards", "Pocket Debit", "SoupPay", "TrailMiles"])
            #expect(cards.filter(\.isPrimary).map(\.name) == ["AcmeCard"])
            #expect(cards.filter { $0.kind == .debit }.allSatisfy { $0.dueDate == nil && $0.amountDueCents == 0 })
            let purchases = try store.purchases("acmecard", nil, 100)
            #expect(purchases.count == 21)
            #expect(purchases.map(\.date) == purchases.map(\.date).sorted(by: >), "newest first")
            let dining = try store.purchases("AcmeCard", .dining, 100)
            #expect(!dining.isEmpty && dining.allSatisfy { $0.category == .dining })
            #expect(try store.purchases("AcmeCard", nil, 3).count == 3)
            #expect(throws: CardStoreError.unknownCard("Nope", some: cards.map(\.name))) { try store.purchases("Nope", nil, 3) }
        }
    }

    @Test func aPurchaseChargesTheCardAtOnce() throws {
        try withStore { store in
            let acme = try #require(try store.card("AcmeCard"))
            let (purchase, charged) = try store.buy("AcmeCard", "Noodle Bar", 1_250, .dining, Date().addingTimeInterval(60))
            #expect(charged.balanceCents == acme.balanceCents + 1_250)
            #expect(charged.amountDueCents == acme.amountDueCents + 1_250)
            #expect(try store.purchases("AcmeCard", nil, 1).first == purchase, "the newest")

            let soup = try #require(try store.card("SoupPay"))
            #expect(try store.buy("souppay", "Metro", 275, .transport, Date()).card.balanceCents == soup.balanceCents - 275)
            let tooMuch = soup.balanceCents
            #expect(throws: CardStoreError.insufficientFunds(card: "SoupPay", balanceCents: soup.balanceCents - 275)) {
                try store.buy("SoupPay", "Gadget Hub", tooMuch, .shopping, Date())
            }
            #expect(try store.card("SoupPay")?.balanceCents == soup.balanceCents - 275, "nothing of the refused purchase is saved")
            #expect(try store.purchases("SoupPay", .shopping, 100).allSatisfy { $0.merchant != "Gadget Hub" || $0.amountCents != tooMuch })
        }
    }

    @Test func paymentsLowerWhatIsDueAndNoMore() throws {
        try withStore { store in
            let due = try #require(try store.card("Orbit Rewards")).amountDueCents
            #expect(try store.pay("Orbit Rewards", 2_500).after.amountDueCents == due - 2_500)
            #expect(throws: CardStoreError.moreThanDue(card: "Orbit Rewards", dueCents: due - 2_500)) {
                try store.pay("Orbit Rewards", due)
            }
            #expect(try store.pay("Orbit Rewards", nil).after.amountDueCents == 0)
            #expect(throws: CardStoreError.nothingDue("Orbit Rewards")) { try store.pay("Orbit Rewards", nil) }
            #expect(throws: CardStoreError.debitCardsOweNothing("SoupPay")) { try store.pay("SoupPay", nil) }
        }
    }

    @Test func generatedCardsDependOnlyOnTheSeed() throws {
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        var inOneRun: [PaymentCard] = []
        var inTwoRuns: [PaymentCard] = []
        try withStore { store in
            #expect(try store.generate(60, 7, date) == 65)
            inOneRun = try store.cards().filter { $0.name.contains("#") }
        }
        try withStore { store in
            _ = try store.generate(25, 7, date)
            _ = try store.generate(35, 7, date)
            inTwoRuns = try store.cards().filter { $0.name.contains("#") }
        }
        #expect(inOneRun == inTwoRuns)
        #expect(Set(inOneRun.map(\.name)).count == 60)
        try withStore { store in
            _ = try store.generate(60, 8, date)
            #expect(try store.cards().filter { $0.name.contains("#") } != inOneRun, "another seed, other cards")
        }
    }

    @Test func purchasesMadeAtOnceAllCount() throws {
        try withStore { store in
            let before = try #require(try store.card("TrailMiles")).balanceCents
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                _ = try? store.buy("TrailMiles", "CityBikes", 100, .transport, Date())
            }
            #expect(try store.card("TrailMiles")?.balanceCents == before + 800)
        }
    }

    @Test func moneyIsWrittenAndReadInDollarsAndCents() throws {
        #expect(Money.format(123_456) == "$1,234.56")
        #expect(Money.format(-300) == "-$3.00")
        #expect(Money.format(5) == "$0.05")
        #expect(try Money.cents("12.50") == 1_250)
        #expect(try Money.cents("$1,234.5") == 123_450)
        #expect(try Money.cents("1,234,567") == 123_456_700)
        #expect(try Money.cents("7") == 700)
        let refused: [(String, AmountRefusal)] = [
            ("", .notAnAmount), ("abc", .notAnAmount), ("1e3", .notAnAmount), ("1.2.3", .notAnAmount),
            ("1.234", .tooManyDecimals), (".5", .notAnAmount), ("12.", .tooManyDecimals),
            ("-3", .negative), ("$-3", .negative), ("0.00", .nothing),
            ("12,50", .decimalComma), ("1,5", .decimalComma), ("1.234,56", .decimalComma),
            ("1,2345", .misplacedComma), ("12,345,67.10", .misplacedComma), (",500", .misplacedComma),
            ("1000000000", .tooLarge),
        ]
        for (text, refusal) in refused { #expect(throws: refusal, "\(text)") { try Money.cents(text) } }
    }
}

extension GameAppTests {
    /// Here, in the serialized suite, because `WidgetCenter`'s client is the process's.
    /// Every kind whose entries show what a write changes is reloaded: Compare Cards shows spending,
    /// balances and amounts due, so both reload it.
    @Test func aPurchaseReloadsTheCardsWidgetsAndAPaymentTheDueDates() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cw-cards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = CardsApp(cards: try CardStore.live(SuiteHome(root: root)))
        #expect(
            try reloads { _ = try app.buy(card: "AcmeCard", merchant: "FreshCo", cents: 900, category: .groceries, at: Date()) }
                == [CardsWidgetKind.recentPurchases, CardsWidgetKind.dueDate, CardsWidgetKind.compare])
        #expect(try reloads { _ = try app.pay(card: "AcmeCard", cents: nil) } == [CardsWidgetKind.dueDate, CardsWidgetKind.compare])
    }
}
