import CardsIntents
import Foundation
import Intents
import SampleModels
import SuiteHome

/// The cards' intents: which card a recent-purchases or due-date widget shows. The cards are offered
/// in two sections, Credit and Debit, narrowed by what the user types; a new widget starts with the
/// primary card.
extension IntentHandler: ViewRecentPurchasesIntentHandling, ViewDueDateIntentHandling {
    /// How many cards of each kind a search offers: the form shows a screenful, and typing narrows it.
    static let cardsOffered = 200

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

    public func defaultCard(for intent: ViewRecentPurchasesIntent) -> Card? { primaryCard() }

    public func defaultCard(for intent: ViewDueDateIntent) -> Card? { primaryCard() }

    /// A recent-purchases widget starts with all categories.
    public func defaultCategory(for intent: ViewRecentPurchasesIntent) -> CardsIntents.Category { .all }

    /// The cards whose names hold `term`, credit cards in one section and debit cards in another.
    func cardSections(matching term: String?) throws -> INObjectCollection<Card> {
        let term = term?.trimmingCharacters(in: .whitespaces)
        let cards = try cardStore().matching(term?.isEmpty == false ? term : nil, Self.cardsOffered * 2)
        let sections = PaymentCard.Kind.allCases.compactMap { kind -> INObjectSection<Card>? in
            let items = cards.filter { $0.kind == kind }.prefix(Self.cardsOffered).map(Self.option)
            return items.isEmpty ? nil : INObjectSection(title: kind == .credit ? "Credit" : "Debit", items: Array(items))
        }
        return INObjectCollection(sections: sections)
    }

    /// The primary card, which comes first of all: one row read, however many cards there are.
    func primaryCard() -> Card? {
        guard let first = try? cardStore().matching(nil, 1).first, first.isPrimary else { return nil }
        return Self.option(first)
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
