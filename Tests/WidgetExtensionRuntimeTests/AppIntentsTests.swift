import ExtensionProtocol
import ExtensionTransport
import Foundation
import Testing
import WidgetExtensionRuntime
import WidgetKit

/// App Intents (iOS 17): what the widget extension learns of an intent's parameters, and how it makes
/// an intent from the values the system keeps.
@Suite struct AppIntentsTests {
    struct Hero: AppEntity {
        let id: String
        var name: String
        static let all = [Hero(id: "1", name: "Power Panda"), Hero(id: "2", name: "Unipony"), Hero(id: "3", name: "Spouty")]
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Hero"
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)", subtitle: "a hero") }
        static let defaultQuery = HeroQuery()
    }

    struct HeroQuery: EntityStringQuery {
        func entities(for identifiers: [Hero.ID]) async throws -> [Hero] { Hero.all.filter { identifiers.contains($0.id) } }
        func suggestedEntities() async throws -> [Hero] { Hero.all }
        func entities(matching string: String) async throws -> [Hero] {
            Hero.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
        }
        func defaultResult() async -> Hero? { Hero.all.last }
    }

    enum Mood: String, AppEnum {
        case calm, brave
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
        static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [.calm: "Calm", .brave: "Brave"]
    }

    struct PickHero: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Pick a Hero"
        static let description: IntentDescription? = IntentDescription("Shows a hero's health.")

        @Parameter(title: "Hero") var hero: Hero?
        @Parameter(title: "Mood", default: .brave) var mood: Mood
        @Parameter(title: "Count", default: 3, inclusiveRange: (1, 10)) var count: Int
        @Parameter(title: "Note", description: "Shown under the name.") var note: String?
    }

    struct NothingToEdit: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Nothing to edit"
    }

    @Test func theParametersAreDescribedInOrderWithTheirTypesDefaultsAndOptions() {
        let descriptor = AppIntentDefinition(PickHero.self).descriptor
        #expect(descriptor.title == "Pick a Hero" && descriptor.description == "Shows a hero's health.")
        #expect(descriptor.type.hasSuffix("AppIntentsTests.PickHero"))
        let parameters = descriptor.parameters
        #expect(parameters.map(\.name) == ["hero", "mood", "count", "note"])
        #expect(parameters.map(\.kind) == [.entity, .enumeration, .integer, .string])
        #expect(parameters.map(\.isOptional) == [true, false, false, true])
        #expect(parameters.map(\.defaultValue) == [nil, .string("brave"), .number(3), nil])
        #expect(parameters[0].dynamicOptions && parameters[0].searchable && parameters[0].typeDisplayName == "Hero")
        #expect(parameters[1].cases?.map(\.displayString) == ["Calm", "Brave"])
        #expect(parameters[2].minimum == 1 && parameters[2].maximum == 10)
        #expect(parameters[3].description == "Shown under the name.")
        #expect(AppIntentDefinition(NothingToEdit.self).descriptor.parameters.isEmpty)
    }

    @Test func anIntentIsMadeFromKeptValuesAndSaysWhatItCouldNotRead() async throws {
        let kept: IntentValues = [
            "hero": .object(["identifier": .string("2"), "displayString": .string("Unipony")]), "mood": .string("calm"),
            "count": .number(7), "colour": .string("red"),
        ]
        let (intent, unread) = try await AppIntentReflection.make(PickHero.self, with: kept)
        #expect(intent.hero?.name == "Unipony" && intent.mood == .calm && intent.count == 7 && intent.note == nil)
        #expect(unread == ["colour"])
        #expect(AppIntentReflection.values(of: intent)["hero"]?.identifier == "2")

        let gone = try await AppIntentReflection.make(PickHero.self, with: ["hero": .object(["identifier": .string("9")])])
        #expect(gone.intent.hero == nil && gone.unread == ["hero"], "an entity the query no longer finds is not set")
        #expect(gone.intent.mood == .brave && gone.intent.count == 3, "the defaults stand")
    }

    @Test func anEntitysQueryGivesSuggestionsSearchAndDefault() async throws {
        let type = Hero._valueType
        let suggestions = try await type.suggestions?() ?? []
        #expect(suggestions.flatMap(\.items).map(\.displayText) == ["Power Panda", "Unipony", "Spouty"])
        let found = try await type.search?("pony") ?? []
        #expect(found.flatMap(\.items).compactMap(\.identifier) == ["2"])
        #expect(await type.defaultResult?()?.identifier == "3")
    }

    @Test func aDateIsKeptAsTheFormsDateComponents() async throws {
        let date = try #require(Calendar.current.date(from: DateComponents(year: 2026, month: 12, day: 24, hour: 18, minute: 30)))
        let kept = date._intentValue
        #expect(kept.objectValue?["year"] == .number(2026) && kept.objectValue?["minute"] == .number(30))
        #expect(try await Date._decoded(kept) == date)
        #expect(try await Date._decoded(.number(0)) == nil, "seconds are not a kept date")
    }

    struct HeroEntry: TimelineEntry {
        var date: Date
        var name: String
    }

    struct HeroProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> HeroEntry { HeroEntry(date: .now, name: "…") }
        func snapshot(for configuration: PickHero, in context: Context) async -> HeroEntry {
            HeroEntry(date: .now, name: configuration.hero?.name ?? "nobody")
        }
        func timeline(for configuration: PickHero, in context: Context) async -> Timeline<HeroEntry> {
            Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
        }
    }

    struct HeroWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "test.hero", intent: PickHero.self, provider: HeroProvider()) { entry in Text(entry.name) }
        }
    }

    /// The provider's timeline is not asked for here: it runs on Swift's task pool, which the end-to-end
    /// tests' waits can hold for longer than the runtime waits for a provider (docs/appintents-subset.md).
    @Test func theExtensionDescribesTheIntentAndChecksAConfigurationsNames() throws {
        let connection = LocalConnection(router: WidgetExtensionRouter.make(definitions: HeroWidget().definitions))
        let described = try connection.send(WidgetDescribeRequest()).widgets
        #expect(described.first?.appIntent?.parameters.map(\.name) == ["hero", "mood", "count", "note"])
        let context = RenderContext(family: .systemSmall, width: 170, height: 170)
        let error = try #require(throws: JSONRPCError.self) {
            try connection.send(WidgetTimelineRequest(kind: "test.hero", context: context, configuration: ["colour": .string("red")]))
        }
        #expect(error.code == .invalidConfiguration && error.message.contains("has no parameter \"colour\""))
    }
}
