import CardsWidgets
import ExtensionProtocol
import ExtensionTransport
import Foundation
import GRDB
import SuiteDatabase
import SuiteHome
import TestSupport
import Testing
import ViewArchive
import WidgetExtensionRuntime
import WidgetKit
import WireValues

@testable import SampleModels

/// The cards' widgets through the widget extension's router, in process, drawing the app group of the
/// process's temporary home: each test adds cards of its own there, under names no other test uses, so
/// that tests running at once (and other suites reading the seed's cards) do not see each other's data.
@Suite struct CardsWidgetsTests {
    let connection: LocalConnection
    let home: SuiteHome
    let cards: CardStore

    init() throws {
        // Before the widgets first read the cards: they open the app group of `SuiteHome.current` once.
        home = ProcessHome.shared
        cards = try CardStore.live(home)
        connection = LocalConnection(
            router: WidgetExtensionRouter.make { RecentPurchasesWidget().definitions + DueDateWidget().definitions + CompareCardsWidget().definitions })
    }

    static let noon = Date(timeIntervalSince1970: 1_795_780_800)

    /// Adds a card to the app group, its name `prefix` and letters no other test's card has; returns it as kept.
    func addCard(
        _ prefix: String, kind: PaymentCard.Kind = .credit, lastFour: String = "4242", balanceCents: Int = 10_000,
        amountDueCents: Int = 0, dueDate: Date? = nil
    ) throws -> PaymentCard {
        let card = PaymentCard(
            name: "\(prefix) \(UUID().uuidString.prefix(8))", kind: kind, lastFour: lastFour, balanceCents: balanceCents,
            amountDueCents: amountDueCents, dueDate: dueDate)
        try AppGroupDatabase.open(home).write { db in try CardRows.insert(card, db) }
        return try #require(try cards.card(card.name))
    }

    /// A card as the Edit Widget form keeps it.
    func chosen(_ name: String) -> IntentValue {
        .object(["identifier": .string(name), "displayString": .string(name)])
    }

    func context(_ family: WidgetFamily) -> RenderContext {
        switch family {
        case .systemSmall: RenderContext(family: family, width: 170, height: 170)
        case .systemLarge: RenderContext(family: family, width: 364, height: 382)
        case .accessoryRectangular: RenderContext(family: family, width: 172, height: 76)
        case .accessoryInline: RenderContext(family: family, width: 257, height: 26)
        default: RenderContext(family: family, width: 364, height: 170)
        }
    }

    func timeline(_ kind: String, _ family: WidgetFamily, _ configuration: IntentValues) throws -> WidgetTimelineReply {
        try connection.send(WidgetTimelineRequest(kind: kind, context: context(family), configuration: configuration))
    }

    /// The texts of the timeline's one entry.
    func texts(_ kind: String, _ family: WidgetFamily, _ configuration: IntentValues) throws -> [String] {
        let reply = try timeline(kind, family, configuration)
        #expect(reply.entries.count == 1, "one entry")
        return try #require(reply.entries.first).view.texts()
    }

    func url(of card: PaymentCard) -> String {
        "cards://card/" + (card.name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? card.name)
    }

    // MARK: The bundle

    @Test func theWidgetsDescribeTheirKindsFamiliesAndIntents() throws {
        let widgets = try connection.send(WidgetDescribeRequest()).widgets
        #expect(widgets.map(\.kind) == [CardsWidgetKind.recentPurchases, CardsWidgetKind.dueDate, CardsWidgetKind.compare])
        #expect(widgets[0].displayName == "Recent Purchases" && widgets[0].description == "See the latest purchases on a card.")
        #expect(widgets[0].supportedFamilies == [.systemSmall, .systemMedium, .systemLarge])
        #expect(widgets[0].intent == "ViewRecentPurchases" && widgets[0].intentClass?.hasSuffix("ViewRecentPurchasesIntent") == true)
        #expect(widgets[1].displayName == "Due Date" && widgets[1].intent == "ViewDueDate")
        #expect(widgets[1].supportedFamilies == [.systemSmall, .systemMedium, .accessoryRectangular, .accessoryInline])
        #expect(widgets[2].displayName == "Compare Cards" && widgets[2].intent == "CompareCards")
        #expect(widgets.allSatisfy { $0.isConfigurable })
    }

    @Test func aFamilyOrAParameterAWidgetDoesNotHaveIsRefused() throws {
        let family = try #require(throws: JSONRPCError.self) {
            try timeline(CardsWidgetKind.dueDate, .systemLarge, [:])
        }
        #expect(family.code == .unsupportedFamily)
        let inline = try #require(throws: JSONRPCError.self) {
            try timeline(CardsWidgetKind.recentPurchases, .accessoryInline, [:])
        }
        #expect(inline.code == .unsupportedFamily)
        let parameter = try #require(throws: JSONRPCError.self) {
            try timeline(CardsWidgetKind.dueDate, .systemSmall, ["colour": .string("red")])
        }
        #expect(parameter.code == .invalidConfiguration)
        #expect(parameter.message == "ViewDueDate has no parameter \"colour\"; its parameters are card.", "\(parameter.message)")
        let category = try #require(throws: JSONRPCError.self) {
            try timeline(CardsWidgetKind.recentPurchases, .systemSmall, ["category": .string("sometimes")])
        }
        #expect(category.code == .invalidConfiguration)
    }

    // MARK: Recent Purchases

    @Test(arguments: [(WidgetFamily.systemSmall, 1), (.systemMedium, 3), (.systemLarge, 7)])
    func recentPurchasesShowsTheNewestAsManyAsTheFamilyHasRoomFor(family: ExtensionProtocol.WidgetFamily, rows: Int) throws {
        let card = try addCard("Recent", lastFour: "1234")
        for number in 1...8 {
            _ = try cards.buy(card.name, "Shop \(number)", number * 1_000, .shopping, Self.noon.addingTimeInterval(Double(number) * 60))
        }
        let reply = try timeline(CardsWidgetKind.recentPurchases, family, ["card": chosen(card.name)])
        #expect(reply.policy == .never, "until the app records a purchase and asks")
        let entry = try #require(reply.entries.first)
        let newest = (1...8).reversed().prefix(rows).flatMap { ["Shop \($0)", Money.format($0 * 1_000)] }
        #expect(entry.view.texts() == [card.name, "••1234", "Recent purchases"] + newest)
        #expect(entry.view.widgetURL == url(of: card), "a tap opens the card")
    }

    @Test func aCategoryShowsOnlyItsPurchasesAndSaysWhenThereAreNone() throws {
        let card = try addCard("Categories")
        _ = try cards.buy(card.name, "Noodle Bar", 1_250, .dining, Self.noon)
        _ = try cards.buy(card.name, "Metro", 275, .transport, Self.noon.addingTimeInterval(60))
        let dining = try texts(CardsWidgetKind.recentPurchases, .systemMedium, ["card": chosen(card.name), "category": .string("dining")])
        #expect(dining == [card.name, "••4242", "Recent dining", "Noodle Bar", "$12.50"])
        let all = try texts(CardsWidgetKind.recentPurchases, .systemMedium, ["card": chosen(card.name), "category": .string("all")])
        #expect(all == [card.name, "••4242", "Recent purchases", "Metro", "$2.75", "Noodle Bar", "$12.50"])
        let none = try texts(
            CardsWidgetKind.recentPurchases, .systemMedium, ["card": chosen(card.name), "category": .string("entertainment")])
        #expect(none == [card.name, "••4242", "Recent entertainment", "No purchases"])
    }

    /// The seed's rule: a purchase over $50 matters a lot (1), a smaller one a little (0.1), none not at all.
    @Test func anEntryMattersByItsNewestPurchase() throws {
        let card = try addCard("Relevance")
        func score() throws -> Double? {
            try timeline(CardsWidgetKind.recentPurchases, .systemSmall, ["card": chosen(card.name)]).entries.first?.relevance?.score
        }
        #expect(try score() == 0, "no purchase")
        _ = try cards.buy(card.name, "Gadget Hub", 9_000, .shopping, Self.noon)
        #expect(try score() == 1)
        _ = try cards.buy(card.name, "Arcade Nine", 5_000, .entertainment, Self.noon.addingTimeInterval(60))
        let small = try #require(try score())
        #expect(abs(small - 0.1) < 1e-6, "$50.00 is not over $50, and only the newest counts")
        _ = try cards.buy(card.name, "Cinema 8", 5_001, .entertainment, Self.noon.addingTimeInterval(120))
        #expect(try score() == 1)
    }

    @Test func aCardNamedInAnotherCaseIsThatCard() throws {
        let card = try addCard("Case")
        let shown = try texts(CardsWidgetKind.recentPurchases, .systemSmall, ["card": chosen(card.name.uppercased())])
        #expect(shown.first == card.name)
    }

    @Test(arguments: [CardsWidgetKind.recentPurchases, CardsWidgetKind.dueDate, CardsWidgetKind.compare])
    func aCardNoLongerThereOrNoneChosenGivesWayToThePrimaryCard(kind: String) throws {
        let primary = try #require(try cards.primary())
        let gone = chosen("Gone \(UUID().uuidString.prefix(8))")
        let configuration: IntentValues = kind == CardsWidgetKind.compare ? ["cards": .array([gone])] : ["card": gone]
        #expect(try texts(kind, .systemMedium, configuration).contains(primary.name))
        #expect(try texts(kind, .systemMedium, [:]).contains(primary.name))
    }

    // MARK: Due Date

    @Test func dueDateShowsWhatIsDueAndAsksAgainTheDayAfter() throws {
        let card = try addCard("Due", balanceCents: 60_000, amountDueCents: 12_500, dueDate: Self.noon)
        let due = try #require(card.dueDate)
        let reply = try timeline(CardsWidgetKind.dueDate, .systemSmall, ["card": chosen(card.name)])
        #expect(reply.policy == .after(due.addingTimeInterval(86_400)), "when \"due\" no longer holds")
        let small = try #require(reply.entries.first).view.texts()
        #expect(small.count == 3 && small[0] == card.name && small[1] == "$125.00" && small[2].hasPrefix("due "), "\(small)")
        let medium = try texts(CardsWidgetKind.dueDate, .systemMedium, ["card": chosen(card.name)])
        #expect(medium == small + ["Balance $600.00"], "the medium family adds the balance")
        #expect(try #require(reply.entries.first).view.widgetURL == url(of: card), "a tap opens the card")
    }

    @Test func theLockScreenShowsTheAmountAndTheDay() throws {
        let card = try addCard("Lock", amountDueCents: 48_210, dueDate: Self.noon)
        let rectangular = try texts(CardsWidgetKind.dueDate, .accessoryRectangular, ["card": chosen(card.name)])
        #expect(rectangular.count == 3 && rectangular[0] == card.name && rectangular[1] == "$482.10", "\(rectangular)")
        #expect(rectangular.last?.hasPrefix("due ") == true)
        let inline = try texts(CardsWidgetKind.dueDate, .accessoryInline, ["card": chosen(card.name)])
        #expect(inline.count == 1 && inline[0].hasPrefix("$482.10 due "), "one line above the clock: \(inline)")
    }

    @Test func aDebitCardHasNothingDueAndNoDayToAskAgain() throws {
        let card = try addCard("Debit", kind: .debit, balanceCents: 31_415)
        let reply = try timeline(CardsWidgetKind.dueDate, .systemMedium, ["card": chosen(card.name)])
        #expect(reply.policy == .never)
        #expect(try #require(reply.entries.first).view.texts() == [card.name, "Debit card: nothing is ever due", "Balance $314.15"])
        #expect(try texts(CardsWidgetKind.dueDate, .accessoryRectangular, ["card": chosen(card.name)]) == [card.name, "Nothing due"])
        #expect(try texts(CardsWidgetKind.dueDate, .accessoryInline, ["card": chosen(card.name)]) == ["Nothing due"])
    }

    @Test func aCreditCardPaidInFullSaysNothingIsDueUntilItsDay() throws {
        let card = try addCard("Paid", amountDueCents: 0, dueDate: Self.noon)
        let reply = try timeline(CardsWidgetKind.dueDate, .systemSmall, ["card": chosen(card.name)])
        #expect(try #require(reply.entries.first).view.texts() == [card.name, "Nothing due"])
        #expect(reply.policy == .after(try #require(card.dueDate).addingTimeInterval(86_400)))
        #expect(try texts(CardsWidgetKind.dueDate, .accessoryInline, ["card": chosen(card.name)]) == ["Nothing due"])
    }

    @Test func aPaymentIsShownAtTheNextTimeline() throws {
        let card = try addCard("Payment", balanceCents: 20_000, amountDueCents: 7_500, dueDate: Self.noon)
        #expect(try texts(CardsWidgetKind.dueDate, .systemSmall, ["card": chosen(card.name)])[1] == "$75.00")
        _ = try cards.pay(card.name, 2_500)
        #expect(try texts(CardsWidgetKind.dueDate, .systemSmall, ["card": chosen(card.name)])[1] == "$50.00")
        _ = try cards.pay(card.name, nil)
        #expect(try texts(CardsWidgetKind.dueDate, .systemSmall, ["card": chosen(card.name)]) == [card.name, "Nothing due"])
    }

    // MARK: Placeholders and snapshots

    @Test func thePlaceholdersAreRedactedAndShowNoCard() throws {
        let names = Set(try cards.cards().map(\.name))
        let recent = try connection.send(
            WidgetPlaceholderRequest(kind: CardsWidgetKind.recentPurchases, context: context(.systemMedium))
        ).entry.view
        #expect(recent.isRedacted)
        #expect(recent.texts() == ["Card", "••0000", "Recent purchases", "No purchases"])
        let due = try connection.send(WidgetPlaceholderRequest(kind: CardsWidgetKind.dueDate, context: context(.systemSmall))).entry.view
        #expect(due.isRedacted)
        #expect(due.texts() == ["Card", "Nothing due"])
        let compare = try connection.send(
            WidgetPlaceholderRequest(kind: CardsWidgetKind.compare, context: context(.systemSmall))
        ).entry.view
        #expect(compare.isRedacted)
        #expect(Array(compare.texts().prefix(3)) == ["Spending", "30 days", "Card"])
        for shown in [recent.texts(), due.texts(), compare.texts()] { #expect(names.isDisjoint(with: shown)) }
    }

    @Test(arguments: [false, true])
    func aSnapshotIsTheTimelinesEntryInTheGalleryOrNot(isPreview: Bool) throws {
        let card = try addCard("Snapshot", amountDueCents: 9_900, dueDate: Self.noon)
        _ = try cards.buy(card.name, "FreshCo", 4_321, .groceries, Self.noon)
        for kind in [CardsWidgetKind.recentPurchases, CardsWidgetKind.dueDate] {
            let configuration: IntentValues = ["card": chosen(card.name)]
            let snapshot = try connection.send(
                WidgetSnapshotRequest(kind: kind, context: context(.systemMedium), configuration: configuration, isPreview: isPreview)
            ).entry
            #expect(!snapshot.view.isRedacted)
            #expect(snapshot.view.texts() == (try texts(kind, .systemMedium, configuration)), "\(kind)")
        }
    }

    // MARK: Compare Cards

    @Test func compareCardsAddsWhatEachCardSpentInItsDaysAndCategories() throws {
        let credit = try addCard("Credit", balanceCents: 9_900, amountDueCents: 9_900, dueDate: Self.noon)
        let debit = try addCard("Debit", kind: .debit, balanceCents: 50_000)
        let now = Date()
        func daysAgo(_ days: Double) -> Date { now.addingTimeInterval(-days * 86_400) }
        _ = try cards.buy(credit.name, "Noodle Bar", 1_250, .dining, daysAgo(1))
        _ = try cards.buy(credit.name, "FreshCo", 2_000, .groceries, daysAgo(2))
        _ = try cards.buy(credit.name, "Café Lune", 10_000, .dining, daysAgo(20))
        _ = try cards.buy(credit.name, "Metro", 500, .transport, daysAgo(1))
        _ = try cards.buy(debit.name, "Corner Market", 725, .groceries, daysAgo(3))
        let owed = try #require(try cards.card(credit.name)).amountDueCents
        let held = try #require(try cards.card(debit.name)).balanceCents

        let reply = try timeline(
            CardsWidgetKind.compare, .systemMedium,
            [
                "cards": .array([chosen(credit.name), chosen(debit.name)]), "title": .string("Side by side"), "days": .number(14),
                "allCategories": .bool(false), "categories": .array([.string("dining"), .string("groceries")]),
                "showAmountDue": .bool(true),
            ])
        #expect(
            try #require(reply.entries.first).view.texts() == [
                "Side by side", "14 days, groceries and dining",
                credit.name, "$32.50", "due \(Money.format(owed))",
                debit.name, "$7.25", "balance \(Money.format(held))",
            ], "a debit card shows its balance: nothing is due on it")
        guard case .after(let date) = reply.policy else {
            Issue.record("expected .after, got \(reply.policy)")
            return
        }
        #expect(abs(date.timeIntervalSince(now) - 86_400) < 60, "tomorrow, when the period moves on")
    }

    @Test func compareCardsWithoutAConfigurationComparesThePrimaryOverThirtyDays() throws {
        let primary = try #require(try cards.primary())
        let shown = try texts(CardsWidgetKind.compare, .systemSmall, [:])
        #expect(Array(shown.prefix(3)) == ["Spending", "30 days", primary.name])
        #expect(shown.last?.hasPrefix("balance ") == true, "the amount due only when asked for")
    }
}
