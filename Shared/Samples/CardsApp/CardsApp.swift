import ExtensionProtocol
import Foundation
import SampleModels
import WidgetKit
import WireValues

/// The cards app's logic, apart from the commands that call it: purchases and payments, and telling
/// the system which widgets to reload, as the app does through `WidgetCenter`.
public struct CardsApp: Sendable {
    public let cards: CardStore

    public init(cards: CardStore) {
        self.cards = cards
    }

    /// The longest merchant's name the app takes: the most a widget's form takes of any text
    /// (`TypedText`), since a widget shows the name and the Edit form may search for it.
    public static let longestMerchant = TypedText.maximumLength

    /// Records a purchase, then asks the system to reload every kind that shows what it changes.
    public func buy(card: String, merchant: String, cents: Int, category: PurchaseCategory, at date: Date) throws -> (
        purchase: Purchase, card: PaymentCard
    ) {
        guard merchant.count <= Self.longestMerchant else { throw CardsAppError.merchantTooLong(count: merchant.count) }
        let outcome = try cards.buy(card, merchant, cents, category, date)
        try reload(CardsWidgetKind.showingPurchases, after: "The purchase is saved")
        return outcome
    }

    /// Pays a credit card's amount due, or part of it, then asks the system to reload every kind that shows it.
    public func pay(card: String, cents: Int?) throws -> (before: PaymentCard, after: PaymentCard) {
        let outcome = try cards.pay(card, cents)
        try reload(CardsWidgetKind.showingAmountsDue, after: "The payment is saved")
        return outcome
    }

    func reload(_ kinds: [String], after saved: String) throws {
        do {
            for kind in kinds { try WidgetCenter.shared.requestReload(ofKind: kind) }
        } catch {
            throw CardsAppError.reloadNotRequested(saved: saved, reason: "\(error)")
        }
    }

    /// One line for a card, as the app lists them on a terminal (its name escaped: `TerminalText`).
    public static func line(_ card: PaymentCard) -> String {
        let kind = card.kind == .credit ? "credit" : "debit "
        var line =
            "\(TerminalText.escaped(card.name).padding(toLength: 22, withPad: " ", startingAt: 0)) \(kind) ••\(card.lastFour)  balance \(Money.format(card.balanceCents))"
        if card.kind == .credit, let due = card.dueDate {
            line += card.amountDueCents > 0 ? "  \(Money.format(card.amountDueCents)) due \(day(due))" : "  nothing due"
        }
        return card.isPrimary ? line + "  (primary)" : line
    }

    /// One line for a purchase: when, where, what for, how much (the merchant escaped: `TerminalText`).
    public static func line(_ purchase: Purchase) -> String {
        "\(day(purchase.date)) \(time(purchase.date))  \(TerminalText.escaped(purchase.merchant).padding(toLength: 14, withPad: " ", startingAt: 0)) \(purchase.category.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)) \(Money.format(purchase.amountCents))"
    }

    /// `2026-11-23`, in the user's time zone.
    static func day(_ date: Date) -> String { date.formatted(Date.ISO8601FormatStyle(timeZone: .current).year().month().day()) }
    /// `14:05`, in the user's time zone.
    static func time(_ date: Date) -> String {
        String(date.formatted(Date.ISO8601FormatStyle(timeZone: .current).time(includingFractionalSeconds: false)).prefix(5))
    }
}

public enum CardsAppError: Error, CustomStringConvertible, Equatable {
    /// The change is saved, but the system was not told: its widgets show the old figures until they reload.
    case reloadNotRequested(saved: String, reason: String)
    /// The system did not keep a donation: the Smart Stack does not learn of the view.
    case donationNotMade(reason: String)
    /// A merchant's name longer than any text a widget takes; nothing is recorded.
    case merchantTooLong(count: Int)

    public var description: String {
        switch self {
        case .merchantTooLong(let count):
            "The merchant's name is \(count.formatted()) characters long; the app takes at most \(CardsApp.longestMerchant.formatted()). Nothing was recorded."
        case .donationNotMade(let reason): "The system did not keep the donation of this view, so stacks do not learn of it: \(reason)"
        case .reloadNotRequested(let saved, let reason):
            "\(saved), but the system could not be asked to reload the cards widgets, which show the old figures until they reload: \(reason)"
        }
    }
}
