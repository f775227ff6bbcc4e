import CardsIntents
import Foundation
import Intents
import SampleModels
import SuiteHome

/// The cards' intents: which card a recent-purchases or due-date widget shows. The cards are offered
/// in two sections, Credit and Debit, narrowed by what the user types; a new widget starts with the
/// primary card.
extension IntentHandler: ViewRecentPurchasesIntentHandling, ViewDueDateIntentHandling, CompareCardsIntentHandling {
    /// How many cards a search offers: the form's screen (50 rows); typing narrows them.
    static let cardsOffered = 50

    public func provideCardOptionsCollection(
        for intent: ViewRecentPurchasesIntent, searchTerm: String?, with completion: @escaping (INObjectCollection<Card>?, Error?) -> Void
    ) {
        do { completion(try cardSections(matching: searchTerm), nil) } catch { completion(nil, error) }
    }

    public func provideCardOptionsCollection(
        for intent: ViewDueDateIntent, searchTerm: String?, with completion: @escaping (INObjectCollection<Card>?, Error?) -> Void
    ) {
        do { completion(try cardSections(matching: searchTerm), nil) } catch { completion(nil, error) }
    }

    public func provideCardsOptionsCollection(
        for intent: CompareCardsIntent, searchTerm: String?, with completion: @escaping (INObjectCollection<Card>?, Error?) -> Void
    ) {
        do { completion(try cardSections(matching: searchTerm), nil) } catch { completion(nil, error) }
    }

    public func defaultCard(for intent: ViewRecentPurchasesIntent) -> Card? { primaryCard() }

    /// A new Compare Cards widget starts with the primary card; the user adds the others.
    public func defaultCards(for intent: CompareCardsIntent) -> [Card]? { primaryCard().map { [$0] } }

    public func defaultCard(for intent: ViewDueDateIntent) -> Card? { primaryCard() }

    /// A recent-purchases widget starts with all categories.
    public func defaultCategory(for intent: ViewRecentPurchasesIntent) -> CardsIntents.Category { .all }

    /// The first `cardsOffered` cards whose names hold `term`, credit cards in one section and debit cards
    /// in another: with a million cards, typing narrows the list rather than scrolling it.
    func cardSections(matching term: String?) throws -> INObjectCollection<Card> {
        let found = try cardStore().matching(term, Self.cardsOffered)
        let sections = PaymentCard.Kind.allCases.compactMap { kind -> INObjectSection<Card>? in
            let items = found.filter { $0.kind == kind }.map(Self.option)
            return items.isEmpty ? nil : INObjectSection(title: kind == .credit ? "Credit" : "Debit", items: items)
        }
        return INObjectCollection(sections: sections)
    }

    /// The primary card, which a new widget starts with: one row read, however many cards there are.
    func primaryCard() -> Card? {
        (try? cardStore().primary()).flatMap { $0.map(Self.option) }
    }

    /// A card as the form offers it: its name, and its last four digits.
    static func option(_ card: PaymentCard) -> Card {
        let option = Card(identifier: card.name, display: card.name)
        option.lastFour = card.lastFour
        option.isCredit = NSNumber(value: card.kind == .credit)
        return option
    }

    func cardStore() throws -> CardStore {
        if let cards { return cards }
        return try CardStore.live(SuiteHome.current)
    }
}
