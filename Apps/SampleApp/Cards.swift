import ArgumentParser
import CardsApp
import Foundation
import SampleModels
import WidgetHost

/// `sample-app cards`: the cards app, which owns the cards and their purchases.
struct Cards: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cards",
        abstract: "The cards app: cards, purchases and payments. Each change asks the system to reload the cards widgets.",
        subcommands: [List.self, Purchases.self, View.self, Buy.self, Pay.self, Generate.self, Habit.self]
    )

    @OptionGroup var global: GlobalOptions

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the cards: the primary first, then by name.")

        @OptionGroup var global: GlobalOptions

        @Option(help: "List at most this many.")
        var limit: Int?

        func validate() throws {
            if let limit, limit <= 0 { throw ValidationError("--limit takes a positive number of cards, not \(limit).") }
        }

        func run() throws {
            let cards = try global.cardsApp().cards.cards()
            for card in cards.prefix(limit ?? cards.count) { print(CardsApp.line(card)) }
            if let limit, cards.count > limit { say("… and \(cards.count - limit) more.") }
        }
    }

    /// Which purchases: the card's, of one category or all, the newest first.
    struct PurchaseFilter: ParsableArguments {
        @Argument(help: "The card's name, as 'cards list' shows it.")
        var card: String

        @Option(help: "Only this category: \(PurchaseCategory.allCases.map(\.rawValue).joined(separator: ", ")).")
        var category: PurchaseCategory?

        @Option(help: "At most this many.")
        var limit = 10

        func validate() throws {
            guard limit > 0 else { throw ValidationError("--limit takes a positive number of purchases, not \(limit).") }
        }

        func purchases(_ app: CardsApp) throws -> [Purchase] {
            try app.cards.purchases(card, category, limit)
        }
    }

    struct Purchases: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "purchases", abstract: "List a card's purchases, the newest first.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filter: PurchaseFilter

        func run() throws {
            let purchases = try filter.purchases(try global.cardsApp())
            print(purchases.isEmpty ? "No purchases." : purchases.map(CardsApp.line).joined(separator: "\n"))
        }
    }

    struct View: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "view", abstract: "Open a card in the app: the card, then its recent purchases.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filter: PurchaseFilter

        func run() throws {
            let app = try global.cardsApp()
            let purchases = try filter.purchases(app)
            guard let card = try app.cards.card(filter.card) else { return }
            print(CardsApp.line(card))
            print(purchases.isEmpty ? "No purchases." : purchases.map(CardsApp.line).joined(separator: "\n"))
            try app.donateView(of: card, category: filter.category)
        }
    }

    struct Habit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "habit",
            abstract: "Make a history of views: a card viewed at a time of day on each of the last days, each view donated.",
            discussion: """
                What a user who looks at a card every day (or every Friday) at noon leaves behind, for the Smart Stack \
                to learn from: 'sample-app cards habit AcmeCard --category groceries --at 12:00 --days 28'. The days \
                end the day before the device's clock (or --now).
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The card's name.")
        var card: String

        @Option(help: "Only this category: \(PurchaseCategory.allCases.map(\.rawValue).joined(separator: ", ")).")
        var category: PurchaseCategory?

        @Option(help: ArgumentHelp("The time of day, 24-hour: 12:00.", valueName: "hh:mm"))
        var at: String

        @Option(help: "How many days back, from 1 to 3660.")
        var days: Int = 28

        @Option(help: ArgumentHelp("Only on this day of the week: monday … sunday.", valueName: "day"))
        var on: String?

        static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

        func validate() throws {
            guard timeOfDay != nil else { throw ValidationError("--at takes a time of day such as 12:00 or 19:30; \"\(at)\" is not one.") }
            guard (1...3660).contains(days) else { throw ValidationError("--days takes a number from 1 to 3660; \(days) is not one.") }
            if let on, Self.weekdays.firstIndex(of: on.lowercased()) == nil {
                throw ValidationError("--on takes a day of the week (\(Self.weekdays.joined(separator: ", "))); \"\(on)\" is not one.")
            }
        }

        var timeOfDay: (hour: Int, minute: Int)? {
            let parts = at.split(separator: ":")
            guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute)
            else { return nil }
            return (hour, minute)
        }

        func run() throws {
            let app = try global.cardsApp()
            guard let card = try app.cards.card(self.card) else {
                throw ValidationError("There is no card named \"\(self.card)\"; 'sample-app cards list' shows them.")
            }
            let weekday = on.flatMap { Self.weekdays.firstIndex(of: $0.lowercased()) }.map { $0 + 1 }
            let dates = try app.donateHabit(
                of: card, category: category, hour: timeOfDay!.hour, minute: timeOfDay!.minute, days: days, weekday: weekday,
                before: try global.currentTime())
            let what = category.map { "\(card.name)'s \($0.rawValue)" } ?? card.name
            guard let first = dates.first, let last = dates.last else { return print("No day in range; nothing donated.") }
            say("Donated \(dates.count) views of \(what) at \(at), from \(TimeText.short(first)) to \(TimeText.short(last)).")
        }
    }

    struct Buy: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "buy", abstract: "Record a purchase with a card; the system is asked to reload the cards widgets.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The card's name.")
        var card: String

        @Option(help: "Where.")
        var merchant: String

        @Option(
            parsing: .unconditional, help: ArgumentHelp("How much, in dollars, cents after a point: 12.50.", valueName: "dollars"),
            transform: Amount.init(typed:))
        var amount: Amount

        @Option(help: "What for: \(PurchaseCategory.allCases.map(\.rawValue).joined(separator: ", ")).")
        var category: PurchaseCategory

        @Option(help: ArgumentHelp("When: 2026-11-23T12:30 (local) or 2026-11-23T12:30:00Z; default the device's time.", valueName: "time"))
        var at: String?

        func run() throws {
            var date = try global.currentTime()
            if let at {
                date = try TimeText.read(at, for: "--at")
            }
            let merchant = merchant.trimmingCharacters(in: .whitespaces)
            guard !merchant.isEmpty else { throw ValidationError("--merchant takes the name of the shop, not nothing.") }
            let (purchase, card) = try global.cardsApp().buy(
                card: self.card, merchant: merchant, cents: amount.cents, category: category, at: date)
            say("\(card.name): \(CardsApp.line(purchase))")
            print(CardsApp.line(card))
            print(WidgetText.reloadsAsked(CardsWidgetKind.showingPurchases))
        }
    }

    struct Pay: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pay",
            abstract: "Pay a credit card's amount due, or part of it; the system is asked to reload the due-date widgets.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The card's name.")
        var card: String

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("How much, in dollars, cents after a point: 12.50 (default: all that is due).", valueName: "dollars"),
            transform: Amount.init(typed:))
        var amount: Amount?

        func run() throws {
            let (before, after) = try global.cardsApp().pay(card: card, cents: amount?.cents)
            say("Paid \(Money.format(before.amountDueCents - after.amountDueCents)) on \(after.name).")
            print(CardsApp.line(after))
            print(WidgetText.reloadsAsked(CardsWidgetKind.showingAmountsDue))
        }
    }

    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate", abstract: "Add generated cards, for trying the widgets' search at scale.",
            discussion: "The same seed gives the same cards, whatever the machine and however the runs are split.")

        @OptionGroup var global: GlobalOptions

        @Option(help: "How many cards to add.")
        var count: Int

        @Option(help: "The generator's seed.")
        var seed: UInt64 = 1

        func validate() throws {
            guard (1...10_000_000).contains(count) else {
                throw ValidationError("--count takes a number of cards from 1 to 10,000,000, not \(count).")
            }
        }

        func run() throws {
            let store = try global.cardsApp().cards
            let now = try global.currentTime()
            // In chunks, each one write, with a line of progress after each when there are several.
            let chunk = 20_000
            var added = 0
            var total = 0
            while added < count {
                let size = min(chunk, count - added)
                total = try store.generate(size, seed, now)
                added += size
                if count > chunk { complain("Generated \(added) of \(count) cards…") }
            }
            say("Added \(count) generated cards; the app has \(total).")
        }
    }
}

/// An amount of money as typed: `12.50`, `12`, `$1,234.5`; refused with why (a decimal comma, a negative amount).
struct Amount {
    var cents: Int

    init(typed text: String) throws {
        cents = try Money.cents(text)
    }
}

extension PurchaseCategory: ExpressibleByArgument {}
