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

    /// Cents from `12.50`, `12`, `$1,234.5`: a positive amount with at most two decimals; nil for anything else.
    public static func cents(_ text: String) -> Int? {
        var digits = text.hasPrefix("$") ? String(text.dropFirst()) : text
        digits.removeAll { $0 == "," }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let whole = Int(parts[0]), whole < 1_000_000_000
        else { return nil }
        guard parts.count == 2 else { return whole * 100 }
        let fraction = parts[1]
        guard (1...2).contains(fraction.count), let value = Int(fraction) else { return nil }
        return whole * 100 + (fraction.count == 1 ? value * 10 : value)
    }
}

/// The kinds of the cards' widgets, as the app names them when it asks for reloads.
public enum CardsWidgetKind {
    public static let recentPurchases = "com.cards.recent-purchases"
    public static let dueDate = "com.cards.due-date"
    public static let compare = "com.cards.compare"
}
