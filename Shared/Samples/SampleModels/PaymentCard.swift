import Foundation

/// A payment card of the cards app: what the recent-purchases and due-date widgets show.
public struct PaymentCard: Codable, Equatable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case credit, debit
    }

    /// The card's name, unique in the app (AcmeCard, SoupPay).
    public var name: String
    public var kind: Kind
    public var lastFour: String
    /// What the card holds (debit) or owes in all (credit), in cents.
    public var balanceCents: Int
    /// What is due by `dueDate`, in cents; zero for a debit card.
    public var amountDueCents: Int
    /// When the amount due must be paid; nil for a debit card.
    public var dueDate: Date?
    public var isPrimary: Bool

    public init(
        name: String, kind: Kind, lastFour: String, balanceCents: Int, amountDueCents: Int = 0, dueDate: Date? = nil,
        isPrimary: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.lastFour = lastFour
        self.balanceCents = balanceCents
        self.amountDueCents = amountDueCents
        self.dueDate = dueDate
        self.isPrimary = isPrimary
    }
}

/// What a purchase was for: the categories the recent-purchases widget filters by.
public enum PurchaseCategory: String, Codable, Sendable, CaseIterable {
    case groceries, dining, transport, shopping, entertainment
}

/// One purchase made with a card.
public struct Purchase: Codable, Equatable, Hashable, Sendable {
    public var id: Int64
    public var card: String
    public var merchant: String
    public var amountCents: Int
    public var category: PurchaseCategory
    public var date: Date

    public init(id: Int64, card: String, merchant: String, amountCents: Int, category: PurchaseCategory, date: Date) {
        self.id = id
        self.card = card
        self.merchant = merchant
        self.amountCents = amountCents
        self.category = category
        self.date = date
    }
}

/// Amounts of money as the app writes and reads them: dollars and cents.
public enum Money {
    /// `$1,234.56`, `-$3.00`.
    public static func format(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let dollars = String(magnitude / 100)
        var grouped = ""
        for (index, digit) in dollars.reversed().enumerated() {
            if index > 0, index % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return "\(sign)$\(String(grouped.reversed())).\(CardSeed.padded(Int(magnitude % 100), to: 2))"
    }

    /// Cents from `12.50`, `12`, `$1,234.5`: a positive amount, a point before at most two decimals, commas
    /// only between groups of three digits. Anything else is refused with why: a decimal comma (`12,50`)
    /// is never read as a thousands separator, which would make it $1,250.00.
    public static func cents(_ text: String) throws(AmountRefusal) -> Int {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("-") || digits.hasPrefix("$-") { throw .negative }
        if digits.hasPrefix("$") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { throw .notAnAmount }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ",") } }) else {
            throw .notAnAmount
        }
        guard !parts[0].isEmpty else { throw .notAnAmount }
        let groups = parts[0].split(separator: ",", omittingEmptySubsequences: false)
        if parts.count == 1, groups.count == 2, (1...2).contains(groups[1].count) { throw .decimalComma }
        if parts.count == 2, parts[1].contains(",") { throw .decimalComma }
        guard !groups[0].isEmpty, groups.count == 1 || (groups[0].count <= 3 && groups.dropFirst().allSatisfy { $0.count == 3 }) else {
            throw .misplacedComma
        }
        guard let whole = Int(groups.joined()), whole < 1_000_000_000 else { throw .tooLarge }
        var cents = whole * 100
        if parts.count == 2 {
            let fraction = parts[1]
            guard (1...2).contains(fraction.count), let value = Int(fraction) else { throw .tooManyDecimals }
            cents += fraction.count == 1 ? value * 10 : value
        }
        guard cents > 0 else { throw .nothing }
        return cents
    }
}

/// Why a typed amount of money is not one, in words that say how to type it.
public enum AmountRefusal: Error, CustomStringConvertible, Equatable {
    case notAnAmount, negative, nothing, decimalComma, misplacedComma, tooManyDecimals, tooLarge

    public var description: String {
        switch self {
        case .notAnAmount: "it is not an amount in dollars; type one such as 12.50 or $1,234.50."
        case .negative: "an amount is positive; a purchase or a payment of less than nothing is not one."
        case .nothing: "the amount is nothing; type one above $0.00."
        case .decimalComma: "a comma only groups thousands (1,234.50); type the cents after a point: 12.50."
        case .misplacedComma: "a comma only groups thousands, three digits after each (1,234.50)."
        case .tooManyDecimals: "an amount has at most two digits after its point (cents): 12.50."
        case .tooLarge: "an amount is under $1,000,000,000."
        }
    }
}

/// The kinds of the cards' widgets, as the app names them when it asks for reloads.
public enum CardsWidgetKind {
    public static let recentPurchases = "com.cards.recent-purchases"
    public static let dueDate = "com.cards.due-date"
    public static let compare = "com.cards.compare"

    /// The kinds whose entries show what a purchase changes (purchases, spending, balances, amounts due).
    public static let showingPurchases = [recentPurchases, dueDate, compare]
    /// The kinds whose entries show what a payment changes (amounts due, balances).
    public static let showingAmountsDue = [dueDate, compare]
}
