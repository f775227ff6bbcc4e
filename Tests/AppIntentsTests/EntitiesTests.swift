import AppIntents
import Foundation
import Intents
import Testing
import TestSupport

/// Entities and enumerations: how an entity's identifier and representation are kept and found again,
/// how results fall into sections, and how an enumeration's cases are listed and read.
@Suite struct EntitiesTests {

    /// An entity numbered by `Int`, without a subtitle, whose query gives its suggestions in sections.
    struct Card: AppEntity {
        let id: Int
        var name: String
        static let all = [Card(id: 7, name: "Seven of Cups"), Card(id: 12, name: "Queen of Swords"), Card(id: 1, name: "Ace of Wands")]
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tarot Card"
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
        static let defaultQuery = CardQuery()
    }

    struct CardQuery: EntityQuery {
        typealias Result = IntentItemCollection<Card>

        func entities(for identifiers: [Card.ID]) async throws -> [Card] { Card.all.filter { identifiers.contains($0.id) } }
        func suggestedEntities() async throws -> IntentItemCollection<Card> {
            IntentItemCollection(
                sections: [
                    IntentItemSection("Minor", items: Card.all.filter { $0.id != 12 }), IntentItemSection("Court", items: [Card.all[1]]),
                ], promptLabel: "Draw a card")
        }
    }

    /// A query that says no more than how to find entities by identifier.
    struct ByIdentifierOnly: EntityQuery {
        func entities(for identifiers: [Card.ID]) async throws -> [Card] { Card.all.filter { identifiers.contains($0.id) } }
    }

    enum Size: Int, AppEnum {
        case small = 1, medium = 2, large = 3
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
        /// Medium has no representation of its own.
        static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small", .large: "Large"]
    }

    @Test func identifiersAreKeptAsTextAndReadBackOnlyWhenTheyFit() throws {
        #expect(42.entityIdentifierString == "42" && Int.entityIdentifier(for: "42") == 42)
        #expect(Int.entityIdentifier(for: "4x") == nil)
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(UUID.entityIdentifier(for: id.entityIdentifierString) == id)
        #expect(UUID.entityIdentifier(for: "not a uuid") == nil)
        #expect(String.entityIdentifier(for: "any text") == "any text")
    }

    @Test func anEntityIsKeptByIdentifierTitleAndSubtitleWhenItHasOne() {
        let hero = Hero.all[1]
        #expect(
            hero._intentValue
                == .object(["identifier": .string("2"), "displayString": .string("Unipony"), "subtitleString": .string("a hero")]))
        #expect(Card.all[0]._intentValue == .object(["identifier": .string("7"), "displayString": .string("Seven of Cups")]))
    }

    @Test func aKeptEntityIsFoundAgainByItsQueryAndOnlyThen() async throws {
        #expect(try await Card._decoded(.object(["identifier": .string("12")]))?.name == "Queen of Swords")
        #expect(try await Card._decoded(.object(["identifier": .string("99")])) == nil, "gone from the query")
        #expect(try await Card._decoded(.object(["identifier": .string("twelve")])) == nil, "not an identifier of the type")
        #expect(try await Card._decoded(.string("12")) == nil, "an entity is kept as an object")
    }

    @Test func anEntityTypeIsDescribedByItsNameAndItsQuerysAbilities() async throws {
        let type = Card._valueType
        #expect(type.kind == .entity && type.typeName == "Card" && type.displayName == "Tarot Card")
        #expect(type.search == nil, "its query does not search")
        #expect(await type.defaultResult?() == nil, "nor does it choose first")
        let sections = try await type.suggestions?() ?? []
        #expect(sections.map(\.title) == ["Minor", "Court"])
        #expect(sections.map { $0.items.compactMap(\.identifier) } == [["7", "1"], ["12"]])
        #expect(Hero._valueType.search != nil, "a string query searches")
    }

    @Test func aQueryWithoutSuggestionsSuggestsNone() async throws {
        #expect(try await ByIdentifierOnly().suggestedEntities().isEmpty)
        #expect(try await ByIdentifierOnly().results().isEmpty, "its results are its suggestions")
        #expect(await ByIdentifierOnly().defaultResult() == nil)
        #expect(try await ByIdentifierOnly().entities(for: [1]).map(\.name) == ["Ace of Wands"])
    }

    @Test func resultsFallIntoSectionsAnArrayInOneUntitled() {
        let cards = IntentItemCollection(
            sections: [IntentItemSection("Minor", items: [Card.all[0]]), IntentItemSection(items: [Card.all[2]])], promptLabel: "Draw",
            usesIndexedCollation: true)
        #expect(cards.items.map(\.id) == [7, 1])
        #expect(cards._sections.map(\.title) == ["Minor", nil])
        #expect(cards.promptLabel.map { String(localized: $0) } == "Draw" && cards.usesIndexedCollation)

        let listed = IntentItemCollection(items: Card.all)
        #expect(listed._sections.count == 1 && listed._sections[0].title == nil && listed.items.count == 3)
        #expect(IntentItemCollection<Card>.empty._sections.isEmpty && IntentItemCollection<Card>.empty.items.isEmpty)

        let array = ["a", "b"]
        #expect(array._sections == [_OptionSection(title: nil, items: [.string("a"), .string("b")])])
        #expect(array.promptLabel == nil && !array.usesIndexedCollation && [String].empty.isEmpty)
    }

    @Test func anEnumerationListsItsCasesInOrderTitledOrByRawValue() {
        let type = Size._valueType
        #expect(type.kind == .enumeration && type.displayName == "Size")
        #expect(type.cases.map { $0.identifier } == ["1", "2", "3"])
        #expect(type.cases.map { $0.title } == ["Small", "2", "Large"], "a case without a representation shows its raw value")
    }

    @Test func anEnumerationIsKeptAsItsRawValueInText() async throws {
        #expect(Size.large._intentValue == .string("3"))
        #expect(try await Size._decoded(.string("2")) == .medium)
        #expect(try await Size._decoded(.string("4")) == nil, "no such case")
        #expect(try await Size._decoded(.string("two")) == nil, "not a raw value")
        #expect(try await Size._decoded(.number(2)) == nil, "kept as text, not as a number")
    }
}
