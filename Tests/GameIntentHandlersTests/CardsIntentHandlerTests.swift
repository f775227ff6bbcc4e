import CardsIntents
import ExtensionProtocol
import ExtensionTransport
import Foundation
import GameIntentHandlers
import IntentsExtensionRuntime
import SampleModels
import SuiteHome
import Testing

/// The intents extension's answers for the cards widgets, through its router: cards in Credit and
/// Debit sections, narrowed as the user types, and the primary card for a new widget.
@Suite struct CardsIntentHandlerTests {
    /// The router of an intents extension over a fresh home's cards; the home goes when `body` returns.
    func withExtension(_ body: (LocalConnection, CardStore) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cw-cards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let cards = try CardStore.live(SuiteHome(root: root))
        let router = IntentsExtensionRouter.make(
            principal: IntentHandler(cards: cards), supportedIntents: [ViewRecentPurchasesIntent.self, ViewDueDateIntent.self])
        try body(LocalConnection(router: router), cards)
    }

    func sections(_ reply: IntentOptionsReply) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: reply.sections.map { ($0.title ?? "", $0.items.map(\.identifier)) })
    }

    @Test func cardsComeInCreditAndDebitSections() throws {
        try withExtension { connection, _ in
            for intent in ["ViewRecentPurchases", "ViewDueDate"] {
                let reply = try connection.send(IntentOptionsRequest(intent: intent, parameter: "card"))
                #expect(reply.sections.map(\.title) == ["Credit", "Debit"])
                #expect(sections(reply) == ["Credit": ["AcmeCard", "Orbit Rewards", "TrailMiles"], "Debit": ["SoupPay", "Pocket Debit"]])
                let properties = reply.allOptions.first?.value.objectValue?["properties"]?.objectValue
                #expect(properties?["lastFour"] == .string("4021"))
                #expect(properties?["isCredit"] == .number(1))
            }
        }
    }

    @Test func typingNarrowsTheCards() throws {
        try withExtension { connection, _ in
            func search(_ term: String) throws -> [String: [String]] {
                sections(try connection.send(IntentOptionsRequest(intent: "ViewRecentPurchases", parameter: "card", searchTerm: term)))
            }
            let pay = try search("pay"), card = try search("CARD"), blank = try search("  "), all = try search("")
            let wildcard = try search("%")
            #expect(pay == ["Debit": ["SoupPay"]])
            #expect(card == ["Credit": ["AcmeCard"]])
            #expect(blank == all)
            #expect(wildcard.isEmpty, "a wildcard is matched as itself")
        }
    }

    @Test func aNewWidgetStartsWithThePrimaryCard() throws {
        try withExtension { connection, _ in
            for intent in ["ViewRecentPurchases", "ViewDueDate"] {
                let reply = try connection.send(IntentDefaultRequest(intent: intent, parameter: "card"))
                #expect(reply.value?.objectValue?["identifier"] == .string("AcmeCard"))
            }
        }
    }

    @Test func aSearchOffersAScreenfulWhateverTheNumberOfCards() throws {
        try withExtension { connection, cards in
            _ = try cards.generate(3_000, 5, Date())
            let reply = try connection.send(IntentOptionsRequest(intent: "ViewRecentPurchases", parameter: "card"))
            #expect(reply.allOptions.count == 50 && reply.total == 50)
            let narrowed = try connection.send(
                IntentOptionsRequest(intent: "ViewRecentPurchases", parameter: "card", searchTerm: "#000042"))
            #expect(narrowed.allOptions.count == 1)

            // The system asks for a screen: the first rows, in their sections, and how many the handler offered.
            let screen = try connection.send(
                IntentOptionsRequest(intent: "ViewRecentPurchases", parameter: "card", searchTerm: "Nimbus", limit: 12))
            #expect(screen.allOptions.count == 12)
            #expect(screen.sections.map(\.title) == ["Credit"])
            #expect(screen.allOptions.allSatisfy { $0.identifier.hasPrefix("Nimbus ") })
            let offered = try #require(screen.total)
            #expect(offered > 12 && offered <= 50)

            // Searched in the trigram index (three letters or more) or walked (fewer), the matches are the same.
            let all = try cards.cards()
            for term in ["mb", "mbu", "Miles #0001", "ard"] {
                let expected = all.filter { $0.name.localizedCaseInsensitiveContains(term) }.count
                let found = try cards.matching(term, 10_000)
                #expect(found.count == expected, "\(term)")
                #expect(found.allSatisfy { $0.name.localizedCaseInsensitiveContains(term) }, "\(term)")
            }
        }
    }

    @Test func theSearchIndexFollowsNewCards() throws {
        try withExtension { _, cards in
            let before = try cards.matching("Nimbus", 10)
            #expect(before.isEmpty)
            _ = try cards.generate(50, 9, Date())
            let found = try cards.matching("Nimbus", 100)
            let expected = try cards.cards().filter { $0.name.contains("Nimbus") }.count
            #expect(!found.isEmpty && found.count == expected)
        }
    }
}
