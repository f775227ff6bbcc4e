import AppIntents
import Foundation
import Intents
import Testing
import TestSupport

/// `@Parameter`: its value (set, default, or none), its range, the value it asks for, how it takes a kept
/// value, and where its options come from.
@Suite struct IntentParameterTests {

    struct Plan: AppIntent {
        static let title: LocalizedStringResource = "Plan"

        @Parameter(title: "Name", default: "Picnic") var name: String
        @Parameter(title: "Place") var place: String?
        @Parameter(title: "Guests", default: 4, inclusiveRange: (1, 12)) var guests: Int
        @Parameter(title: "Budget", inclusiveRange: (0.5, 99.5)) var budget: Double?
        @Parameter(title: "Outdoors", description: "Whether it is outside.", default: true) var outdoors: Bool
        /// An optional parameter's default is given as the value it wraps.
        @Parameter(title: "Note", default: "Bring a hat") var note: String?
        @Parameter(title: "Hero", requestValueDialog: "Which hero?") var hero: Hero?
        /// Not a parameter: the system neither describes nor sets it.
        var attempts = 0

        func perform() async throws -> some IntentResult { .result() }
    }

    /// Flavours in two titled sections, Mint chosen first.
    struct FlavourOptions: DynamicOptionsProvider {
        func results() async throws -> IntentItemCollection<String> {
            IntentItemCollection(sections: [
                IntentItemSection("Classic", items: ["Vanilla", "Chocolate"]), IntentItemSection("Fresh", items: ["Mint"]),
            ])
        }
        func defaultResult() async -> String? { "Mint" }
    }

    /// Options without a first choice.
    struct SizeOptions: DynamicOptionsProvider {
        func results() async throws -> [Int] { [1, 2, 3] }
    }

    /// A query for heroes that offers Spouty alone and cannot search, in place of the heroes' own.
    struct SpoutyOnly: EntityQuery {
        func entities(for identifiers: [Hero.ID]) async throws -> [Hero] { Hero.all.filter { identifiers.contains($0.id) } }
        func suggestedEntities() async throws -> [Hero] { Hero.all.filter { $0.name == "Spouty" } }
    }

    struct Order: AppIntent {
        static let title: LocalizedStringResource = "Order"

        @Parameter(title: "Flavour", optionsProvider: FlavourOptions()) var flavour: String?
        @Parameter(title: "Size", optionsProvider: SizeOptions()) var size: Int?
        @Parameter(title: "Server", query: SpoutyOnly()) var server: Hero?
        @Parameter(title: "Rival", query: HeroQuery()) var rival: Hero?

        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func aValueIsTheOneSetElseTheDefaultElseNoneForAnOptional() {
        let plan = Plan()
        #expect(plan.name == "Picnic" && plan.guests == 4 && plan.outdoors)
        #expect(plan.place == nil && plan.budget == nil && plan.hero == nil)
        #expect(plan.note == "Bring a hat")
        plan.name = "Party"
        plan.note = nil
        #expect(plan.name == "Party" && plan.note == nil, "a value set, nil included, replaces the default")
        #expect(plan.$name.titleText == "Name" && plan.$outdoors.descriptionText == "Whether it is outside.")
        #expect(plan.$place.descriptionText == nil)
    }

    @Test func aRangeIsKeptAsNumbersAndOnlyWhereGiven() throws {
        let plan = Plan()
        let guests = try #require(plan.$guests.range)
        #expect(guests.lowerBound == 1 && guests.upperBound == 12)
        let budget = try #require(plan.$budget.range)
        #expect(budget.lowerBound == 0.5 && budget.upperBound == 99.5)
        #expect(plan.$name.range == nil && plan.$place.range == nil)
    }

    @Test func requestValueAsksWithTheDialogGivenElseTheParametersOwnElseByTitle() {
        let plan = Plan()
        #expect("\(plan.$guests.requestValue())" == "A value for Guests is needed.")
        #expect("\(plan.$guests.requestValue("How many are coming?"))" == "How many are coming?")
        #expect("\(plan.$hero.requestValue())" == "Which hero?")
        #expect("\(plan.$hero.requestValue("Who leads?"))" == "Who leads?")
    }

    struct PlayChime: AudioPlaybackIntent {
        static let title: LocalizedStringResource = "Play Chime"
        @Parameter(title: "Volume") var volume: Int?

        func perform() async throws -> some IntentResult {
            let volume = try await $volume.requestValue("How loud?")
            return .result(dialog: "Playing at \(volume ?? 0).")
        }
    }

    @Test func anIntentThatAwaitsAValueFailsSayingWhichWithNoOneToAsk() async throws {
        let chime = PlayChime()
        let asked = await #expect(throws: (any Error).self) { try await chime.perform() }
        #expect("\(asked!)" == "How loud?")
        let plan = Plan()
        let confirmed = await #expect(throws: (any Error).self) { try await plan.$guests.requestConfirmation(for: 3) }
        #expect("\(confirmed!)" == "A value for Guests is needed.")
        #expect((chime as any AppIntent) is any SystemIntent, "an audio playback intent is a system intent, as Apple's is")
    }

    @Test func theDefaultAndTheValueAreKeptAsTheSystemKeepsThem() {
        let plan = Plan()
        #expect(plan.$name.defaultIntentValue == .string("Picnic") && plan.$guests.defaultIntentValue == .number(4))
        #expect(plan.$note.defaultIntentValue == .string("Bring a hat") && plan.$outdoors.defaultIntentValue == .bool(true))
        #expect(plan.$place.defaultIntentValue == nil && plan.$place.intentValue == nil)
        plan.place = "Park"
        plan.guests = 9
        #expect(plan.$place.intentValue == .string("Park") && plan.$guests.intentValue == .number(9))
        #expect(plan.$guests.defaultIntentValue == .number(4), "the default stays what it was")
    }

    @Test func aKeptValueThatCannotBeReadIsRefusedAndTheValueStays() async throws {
        let plan = Plan()
        #expect(try await plan.$guests.setIntentValue(.string("many")) == false)
        #expect(try await plan.$guests.setIntentValue(.number(6.5)) == false, "an integer is whole")
        #expect(plan.guests == 4)
        #expect(try await plan.$guests.setIntentValue(.number(6)))
        #expect(plan.guests == 6)
        #expect(try await plan.$hero.setIntentValue(.object(["identifier": .string("1")])))
        #expect(plan.hero?.name == "Power Panda", "an entity is found again by its query")
    }

    @Test func anOptionsProviderGivesTheOptionsInItsSectionsAndItsFirstChoice() async throws {
        let order = Order()
        let flavour = order.$flavour.parameterType
        #expect(flavour.kind == .string && flavour.isOptional)
        let sections = try await flavour.suggestions?() ?? []
        #expect(sections.map(\.title) == ["Classic", "Fresh"])
        #expect(sections.map { $0.items.map(\.displayText) } == [["Vanilla", "Chocolate"], ["Mint"]])
        #expect(flavour.search == nil, "a provider is not searched")
        #expect(await flavour.defaultResult?() == .string("Mint"))

        let size = order.$size.parameterType
        #expect(try await size.suggestions?() == [_OptionSection(title: nil, items: [.number(1), .number(2), .number(3)])])
        #expect(await size.defaultResult?() == nil, "a provider without a first choice gives none")
    }

    @Test func aQueryGivenToTheParameterTakesThePlaceOfTheEntitysOwn() async throws {
        let order = Order()
        let server = order.$server.parameterType
        #expect(server.kind == .entity && server.displayName == "Hero")
        let offered = try await server.suggestions?() ?? []
        #expect(offered.flatMap(\.items).compactMap(\.identifier) == ["3"])
        #expect(server.search == nil, "the heroes' own query searches; this one does not")
        #expect(await server.defaultResult?() == nil, "nor does it choose first, as the heroes' own does")

        let rival = order.$rival.parameterType
        let found = try await rival.search?("panda") ?? []
        #expect(found.flatMap(\.items).compactMap(\.identifier) == ["1"], "a query that searches is searched")
        #expect(await rival.defaultResult?()?.identifier == "3")
    }
}
