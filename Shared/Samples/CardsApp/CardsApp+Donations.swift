import CardsIntents
import Foundation
import Intents
import SampleModels
import Synchronization

extension CardsApp {
    /// Tells the system the user looked at a card's recent purchases (of one category, or all), as the app
    /// does each time: it donates `ViewRecentPurchasesIntent`, at `date` or the system's time.
    public func donateView(of card: PaymentCard, category: PurchaseCategory?, at date: Date? = nil) throws {
        let intent = ViewRecentPurchasesIntent()
        intent.card = Card(identifier: card.name, display: card.name)
        if let category { intent.category = Category.allCases.first { $0._caseName == category.rawValue } ?? .unknown }
        let interaction = INInteraction(intent: intent, response: nil)
        interaction.groupIdentifier = "views"
        if let date { interaction.dateInterval = DateInterval(start: date, duration: 0) }
        let failure = Mutex<(any Error)?>(nil)
        interaction.donate { error in failure.withLock { $0 = error } }
        if let error = failure.withLock({ $0 }) { throw CardsAppError.donationNotMade(reason: "\(error)") }
    }

    /// Views a card at `time` of day on each of the `days` days before `date` (only on `weekday`, 1 for
    /// Sunday to 7, when given): the history a user who looks every day at that time leaves. Returns the
    /// dates donated.
    public func donateHabit(
        of card: PaymentCard, category: PurchaseCategory?, hour: Int, minute: Int, days: Int, weekday: Int?, before date: Date
    ) throws -> [Date] {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: date)
        var dates: [Date] = []
        for back in stride(from: days, through: 1, by: -1) {
            guard let day = calendar.date(byAdding: .day, value: -back, to: today),
                weekday == nil || calendar.component(.weekday, from: day) == weekday,
                let at = calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day)
            else { continue }
            try donateView(of: card, category: category, at: at)
            dates.append(at)
        }
        return dates
    }
}
