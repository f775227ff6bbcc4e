import Foundation
import SeededRandom

/// Where the cards app keeps its cards and purchases: an interface, with the live SQLite
/// implementation in the app group's database (`CardStore.live`).
public struct CardStore: Sendable {
    /// Every card: the primary first, then by name.
    public var cards: @Sendable () throws -> [PaymentCard]
    /// The card with this name (any case), or nil.
    public var card: @Sendable (_ named: String) throws -> PaymentCard?
    /// The primary card, if one is.
    public var primary: @Sendable () throws -> PaymentCard?
    /// The cards whose names hold `term` (any case; all of them when nil), the primary first, then in the
    /// order they were added, at most `limit`: quick however many cards there are.
    public var matching: @Sendable (_ term: String?, _ limit: Int) throws -> [PaymentCard]
    /// A card's purchases, newest first, of one category or all, at most `limit`. Throws for an unknown card.
    public var purchases: @Sendable (_ card: String, _ category: PurchaseCategory?, _ limit: Int) throws -> [Purchase]
    /// Records a purchase and charges the card, at once; returns the purchase and the card after it.
    public var buy:
        @Sendable (_ card: String, _ merchant: String, _ amountCents: Int, _ category: PurchaseCategory, _ date: Date) throws -> (
            purchase: Purchase, card: PaymentCard
        )
    /// Pays `amountCents` of a credit card's amount due (all of it when nil), at once; returns the card before and after.
    public var pay: @Sendable (_ card: String, _ amountCents: Int?) throws -> (before: PaymentCard, after: PaymentCard)
    /// Adds `count` generated cards in one transaction, the same ones for the same seed and the same
    /// generated cards before (however the runs are split); returns how many cards there are now.
    public var generate: @Sendable (_ count: Int, _ seed: UInt64, _ date: Date) throws -> Int

    public init(
        cards: @escaping @Sendable () throws -> [PaymentCard],
        card: @escaping @Sendable (String) throws -> PaymentCard?,
        primary: @escaping @Sendable () throws -> PaymentCard?,
        matching: @escaping @Sendable (String?, Int) throws -> [PaymentCard],
        purchases: @escaping @Sendable (String, PurchaseCategory?, Int) throws -> [Purchase],
        buy: @escaping @Sendable (String, String, Int, PurchaseCategory, Date) throws -> (purchase: Purchase, card: PaymentCard),
        pay: @escaping @Sendable (String, Int?) throws -> (before: PaymentCard, after: PaymentCard),
        generate: @escaping @Sendable (Int, UInt64, Date) throws -> Int
    ) {
        self.cards = cards
        self.card = card
        self.primary = primary
        self.matching = matching
        self.purchases = purchases
        self.buy = buy
        self.pay = pay
        self.generate = generate
    }
}

public enum CardStoreError: Error, CustomStringConvertible, Equatable {
    /// No card has the name; `some` are a few that do exist.
    case unknownCard(String, some: [String])
    case debitCardsOweNothing(String)
    case nothingDue(String)
    case moreThanDue(card: String, dueCents: Int)
    case insufficientFunds(card: String, balanceCents: Int)

    public var description: String {
        switch self {
        case .unknownCard(let name, let some):
            "There is no card named \"\(name)\"; the cards include \(some.joined(separator: ", ")) ('sample-app cards list' lists them all)."
        case .debitCardsOweNothing(let name): "\(name) is a debit card, so nothing is due on it; pay a credit card."
        case .nothingDue(let name): "Nothing is due on \(name)."
        case .moreThanDue(let card, let due):
            "That is more than the \(Money.format(due)) due on \(card); pay at most that, or leave out --amount to pay it all."
        case .insufficientFunds(let card, let balance):
            "\(card) holds \(Money.format(balance)), less than that; buy with another card."
        }
    }
}

/// The cards and purchases a new app starts with, and the cards `generate` makes, from a seeded
/// generator: the same seed gives the same cards on every machine.
public enum CardSeed {
    /// The cards of a first launch; their due dates and purchases count back from `date`.
    public static func cards(at date: Date) -> [PaymentCard] {
        func due(inDays days: Double) -> Date { date.addingTimeInterval(days * 86_400) }
        return [
            PaymentCard(
                name: "AcmeCard", kind: .credit, lastFour: "4021", balanceCents: 128_440, amountDueCents: 48_210, dueDate: due(inDays: 9),
                isPrimary: true),
            PaymentCard(name: "SoupPay", kind: .debit, lastFour: "7788", balanceCents: 231_575),
            PaymentCard(
                name: "Orbit Rewards", kind: .credit, lastFour: "1234", balanceCents: 56_010, amountDueCents: 12_500,
                dueDate: due(inDays: 3)),
            PaymentCard(
                name: "TrailMiles", kind: .credit, lastFour: "5566", balanceCents: 9_999, amountDueCents: 2_500, dueDate: due(inDays: 21)),
            PaymentCard(name: "Pocket Debit", kind: .debit, lastFour: "9012", balanceCents: 40_420),
        ]
    }

    static let merchants: [PurchaseCategory: [String]] = [
        .groceries: ["Green Basket", "Corner Market", "FreshCo"],
        .dining: ["Noodle Bar", "Café Lune", "Taco Stand"],
        .transport: ["Metro", "CityBikes", "FuelStop"],
        .shopping: ["Bookhaus", "Gadget Hub", "Thread & Co"],
        .entertainment: ["Cinema 8", "StreamBox", "Arcade Nine"],
    ]

    /// A few weeks of purchases for `cards`, before `date`: about one a day per card, newest last.
    public static func purchases(for cards: [PaymentCard], before date: Date) -> [(
        card: String, merchant: String, cents: Int, category: PurchaseCategory, date: Date
    )] {
        var random = SplitMix64(seed: 2020)
        return cards.flatMap { card in
            (1...21).reversed().map { daysAgo in
                let category = PurchaseCategory.allCases[random.next(below: PurchaseCategory.allCases.count)]
                let names = merchants[category]!
                let hour = Double(8 + random.next(below: 12)) * 3_600
                let when = Calendar(identifier: .gregorian).startOfDay(for: date.addingTimeInterval(Double(-daysAgo) * 86_400))
                    .addingTimeInterval(hour)
                return (card.name, names[random.next(below: names.count)], 300 + random.next(below: 12_000), category, when)
            }
        }
    }

    /// `number` with zeros before it to `width` digits (Foundation's `String(format:)` is slow here, and a
    /// million generated cards call this twice each).
    static func padded(_ number: Int, to width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(width - digits.count, 0)) + digits
    }

    static let brands = ["Nimbus", "Harbor", "Atlas", "Juniper", "Quartz", "Meadow", "Cobalt", "Summit", "Willow", "Ember"]
    static let products = ["Card", "Rewards", "Cash", "Miles", "Debit", "Platinum", "Student", "Travel"]

    /// The `index`-th generated card of a run seeded with `seed`: `Nimbus Miles #000017`.
    static func generated(_ index: Int, random: inout SplitMix64, at date: Date) -> PaymentCard {
        let kind: PaymentCard.Kind = random.next(below: 3) == 0 ? .debit : .credit
        let name =
            "\(brands[random.next(below: brands.count)]) \(products[random.next(below: products.count)]) #\(padded(index, to: 6))"
        let lastFour = padded(random.next(below: 10_000), to: 4)
        let balance = random.next(below: 500_000)
        guard kind == .credit else { return PaymentCard(name: name, kind: .debit, lastFour: lastFour, balanceCents: balance) }
        return PaymentCard(
            name: name, kind: .credit, lastFour: lastFour, balanceCents: balance, amountDueCents: balance / 3,
            dueDate: date.addingTimeInterval(Double(1 + random.next(below: 28)) * 86_400))
    }
}
