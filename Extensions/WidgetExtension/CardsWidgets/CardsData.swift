import Foundation
import SampleModels
import SuiteHome

/// The cards, as the widget extension reads them from the app group's database.
enum CardsData {
    static let store: CardStore? = {
        do {
            return try CardStore.live(SuiteHome.current)
        } catch {
            FileHandle.standardError.write(Data("widget-extension: cannot read the cards: \(error)\n".utf8))
            return nil
        }
    }()

    /// The card a configuration names, or the primary card when it names none.
    static func card(named name: String?) -> PaymentCard? {
        guard let store else { return nil }
        if let name, let card = try? store.card(name) { return card }
        return (try? store.primary()) ?? nil
    }
}

extension PaymentCard {
    /// What the app opens when the widget is tapped: the card.
    var url: URL { URL(string: "cards://card/\(name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name)")! }

    /// A stand-in for placeholders: the right shape, no real data.
    static let placeholder = PaymentCard(
        name: "Card", kind: .credit, lastFour: "0000", balanceCents: 0, amountDueCents: 0, dueDate: Date(), isPrimary: true)
}
