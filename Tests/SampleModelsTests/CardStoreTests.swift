import Foundation
import SuiteHome
import Testing

@testable import SampleModels

/// The cards app's data: the store's rules in a temporary home's app group database (lookups, the
/// search's order and bounds, what a purchase keeps, what is refused and how it is said), and the seed.
/// What a purchase and a payment change, and generation's seeds, are in GameAppTests' CardsAppTests;
/// the search among thousands of cards in GameIntentHandlersTests.
@Suite struct CardStoreTests {
    static let noon = Date(timeIntervalSince1970: 1_795_780_800)

    /// A fresh home's card store, seeded as a first launch; the home goes when `body` returns.
    func withStore(_ body: (CardStore) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cw-card-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try body(try CardStore.live(SuiteHome(root: root)))
    }

    /// The names of the cards `term` finds, at most `limit`.
    static func names(_ store: CardStore, _ term: String?, _ limit: Int) throws -> [String] {
        try store.matching(term, limit).map(\.name)
    }

    /// The seed's cards in the order they were added.
    static let added = ["AcmeCard", "SoupPay", "Orbit Rewards", "TrailMiles", "Pocket Debit"]

    // MARK: Lookups and the search

    @Test func aCardIsFoundByItsWholeNameInAnyCaseAndThePrimaryComesFirst() throws {
        try withStore { (store: CardStore) throws in
            #expect(try store.card("orbit rewards")?.name == "Orbit Rewards", "named as kept")
            #expect(try store.card("Orbit") == nil, "a part of a name is not a card's name")
            let primary = try #require(try store.primary())
            #expect(primary.name == "AcmeCard" && primary.isPrimary)
            #expect(try store.cards().first == primary)
        }
    }

    @Test func theSearchGivesThePrimaryFirstThenTheCardsInTheOrderAddedAtMostTheLimit() throws {
        try withStore { (store: CardStore) throws in
            #expect(try Self.names(store, nil, 10) == Self.added)
            #expect(try Self.names(store, nil, 3) == Array(Self.added.prefix(3)))
            #expect(try Self.names(store, "a", 1) == ["AcmeCard"], "the primary counts towards the limit")
            #expect(try Self.names(store, "a", 0).isEmpty, "a limit of none finds none, not even the primary")
            #expect(try Self.names(store, "a", 2) == ["AcmeCard", "SoupPay"])
            #expect(try Self.names(store, "o", 10) == ["SoupPay", "Orbit Rewards", "Pocket Debit"], "no primary among them: the others in order")
        }
    }

    @Test func aSearchTermIsTrimmedMatchedInAnyCaseAndItsWildcardsAsThemselves() throws {
        try withStore { (store: CardStore) throws in
            #expect(try Self.names(store, " REWARDS ", 10) == ["Orbit Rewards"], "three letters or more: the index")
            #expect(try Self.names(store, "ebi", 10) == ["Pocket Debit"])
            #expect(try Self.names(store, "card", 10) == ["AcmeCard"], "the primary matched on its own")
            #expect(try Self.names(store, "   ", 10) == Self.added, "a blank term is no term")
            #expect(try Self.names(store, "zzz", 10).isEmpty)
            for wildcard in ["%", "_", "Acme%", "Soup_ay", "\\"] {
                #expect(try Self.names(store, wildcard, 10).isEmpty, "\(wildcard) is matched as itself")
            }
        }
    }

    // MARK: Purchases

    @Test func purchasesOfOneTimeComeTheLastRecordedFirst() throws {
        try withStore { (store: CardStore) throws in
            let tomorrow = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 86_400).rounded())
            _ = try store.buy("TrailMiles", "First", 100, .dining, tomorrow)
            _ = try store.buy("TrailMiles", "Second", 200, .dining, tomorrow)
            #expect(try store.purchases("TrailMiles", nil, 2).map(\.merchant) == ["Second", "First"])
            #expect(try store.purchases("TrailMiles", .dining, 1).map(\.merchant) == ["Second"])
        }
    }

    @Test func aPurchasesTimeIsKeptToTheMillisecondAndReadBackAsReturned() throws {
        try withStore { (store: CardStore) throws in
            let when = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 86_400).rounded() + 0.123_456)
            let (purchase, _) = try store.buy("AcmeCard", "Café Lune", 1_999, .dining, when)
            #expect(abs(purchase.date.timeIntervalSince(when)) < 0.001)
            #expect(try store.purchases("acmecard", nil, 1) == [purchase], "as returned, under the card's own name")
            #expect(purchase.card == "AcmeCard" && purchase.category == .dining && purchase.amountCents == 1_999)
        }
    }

    @Test func aDebitCardSpendsDownToNothingAndNoFurther() throws {
        try withStore { (store: CardStore) throws in
            let balance = try #require(try store.card("Pocket Debit")).balanceCents
            #expect(try store.buy("Pocket Debit", "FreshCo", balance, .groceries, Self.noon).card.balanceCents == 0)
            #expect(throws: CardStoreError.insufficientFunds(card: "Pocket Debit", balanceCents: 0)) {
                try store.buy("Pocket Debit", "FreshCo", 1, .groceries, Self.noon)
            }
        }
    }

    @Test func aPaymentLowersTheBalanceByWhatItPays() throws {
        try withStore { (store: CardStore) throws in
            let (before, after) = try store.pay("Orbit Rewards", 2_500)
            #expect(after.balanceCents == before.balanceCents - 2_500)
            #expect(after.amountDueCents == before.amountDueCents - 2_500)
            #expect(after.dueDate == before.dueDate, "the due date stays")
        }
    }

    @Test func anUnknownCardIsRefusedNamingFiveCardsThePrimaryFirst() throws {
        try withStore { (store: CardStore) throws in
            _ = try store.generate(20, 3, Self.noon)
            let some = try store.cards().prefix(5).map(\.name)
            #expect(some.count == 5 && some.first == "AcmeCard")
            #expect(throws: CardStoreError.unknownCard("Nope", some: some)) { try store.buy("Nope", "Metro", 100, .transport, Self.noon) }
            #expect(throws: CardStoreError.unknownCard("Nope", some: some)) { try store.pay("Nope", nil) }
            #expect(throws: CardStoreError.unknownCard("Nope", some: some)) { try store.purchases("Nope", nil, 1) }
        }
    }

    @Test func eachRefusalIsOneSentenceThatSaysWhatToDo() {
        #expect(
            CardStoreError.unknownCard("Nope", some: ["AcmeCard", "SoupPay"]).description
                == "There is no card named \"Nope\"; the cards include AcmeCard, SoupPay ('sample-app cards list' lists them all).")
        #expect(
            CardStoreError.debitCardsOweNothing("SoupPay").description
                == "SoupPay is a debit card, so nothing is due on it; pay a credit card.")
        #expect(CardStoreError.nothingDue("TrailMiles").description == "Nothing is due on TrailMiles.")
        #expect(
            CardStoreError.moreThanDue(card: "TrailMiles", dueCents: 2_500).description
                == "That is more than the $25.00 due on TrailMiles; pay at most that, or leave out --amount to pay it all.")
        #expect(
            CardStoreError.insufficientFunds(card: "SoupPay", balanceCents: 1_234_567).description
                == "SoupPay holds $12,345.67, less than that; buy with another card.")
    }

    // MARK: The seed

    @Test func theSeedsCardsAreDueCountingFromItsDate() {
        let cards = CardSeed.cards(at: Self.noon)
        #expect(cards.map(\.name) == Self.added)
        #expect(cards.filter(\.isPrimary).map(\.name) == ["AcmeCard"])
        let due = Dictionary(uniqueKeysWithValues: cards.compactMap { card in card.dueDate.map { (card.name, $0) } })
        #expect(
            due == [
                "AcmeCard": Self.noon.addingTimeInterval(9 * 86_400), "Orbit Rewards": Self.noon.addingTimeInterval(3 * 86_400),
                "TrailMiles": Self.noon.addingTimeInterval(21 * 86_400),
            ])
        #expect(cards.filter { $0.kind == .debit }.allSatisfy { $0.dueDate == nil && $0.amountDueCents == 0 })
        #expect(cards.allSatisfy { $0.lastFour.count == 4 && $0.lastFour.allSatisfy(\.isNumber) })
    }

    @Test func theSeedsPurchasesAreThreeWeeksBeforeItsDateAndTheSameEveryTime() {
        let cards = CardSeed.cards(at: Self.noon)
        let purchases = CardSeed.purchases(for: cards, before: Self.noon)
        #expect(purchases.count == 21 * cards.count)
        for card in cards { #expect(purchases.filter { $0.card == card.name }.count == 21, "\(card.name)") }
        #expect(purchases.allSatisfy { $0.date < Self.noon && $0.date > Self.noon.addingTimeInterval(-23 * 86_400) })
        #expect(purchases.allSatisfy { (300..<12_300).contains($0.cents) })
        #expect(purchases.allSatisfy { CardSeed.merchants[$0.category]?.contains($0.merchant) == true })
        let first = purchases.filter { $0.card == "AcmeCard" }.map(\.date)
        #expect(first == first.sorted(), "newest last")
        func text(_ list: [(card: String, merchant: String, cents: Int, category: PurchaseCategory, date: Date)]) -> [String] {
            list.map { "\($0.card) \($0.merchant) \($0.cents) \($0.category) \($0.date.timeIntervalSince1970)" }
        }
        #expect(text(CardSeed.purchases(for: cards, before: Self.noon)) == text(purchases))
    }

    @Test func generatedCardsAreNumberedOnFromTheLastRunAndDueWithinFourWeeks() throws {
        try withStore { (store: CardStore) throws in
            #expect(try store.generate(3, 11, Self.noon) == 8)
            #expect(try store.generate(2, 11, Self.noon) == 10)
            let generated = try store.cards().filter { $0.name.contains("#") }
            let numbers = generated.compactMap { $0.name.split(separator: "#").last.map(String.init) }.sorted()
            #expect(numbers == ["000001", "000002", "000003", "000004", "000005"])
            for card in generated {
                let words = card.name.split(separator: " ")
                #expect(words.count == 3 && CardSeed.brands.contains(String(words[0])) && CardSeed.products.contains(String(words[1])))
                #expect(card.lastFour.count == 4 && !card.isPrimary)
                switch card.kind {
                case .credit:
                    #expect(card.amountDueCents == card.balanceCents / 3)
                    let days = try #require(card.dueDate).timeIntervalSince(Self.noon) / 86_400
                    #expect((1...28).contains(days) && days == days.rounded(), "\(card.name) is due in \(days) days")
                case .debit:
                    #expect(card.amountDueCents == 0 && card.dueDate == nil)
                }
            }
        }
    }

    @Test func theWidgetsThatShowWhatIsDueAreAmongThoseThatShowPurchases() {
        #expect(CardsWidgetKind.showingPurchases == [CardsWidgetKind.recentPurchases, CardsWidgetKind.dueDate, CardsWidgetKind.compare])
        #expect(Set(CardsWidgetKind.showingAmountsDue).isSubset(of: CardsWidgetKind.showingPurchases))
    }
}
