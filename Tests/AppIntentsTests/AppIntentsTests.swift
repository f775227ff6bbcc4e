import AppIntents
import Foundation
import Intents
import Testing
import TestSupport

/// App Intents (iOS 17): how an intent is made from the values the system keeps, and how an entity's
/// query and a date are kept. What the widget extension describes of them is in WidgetExtensionRuntimeTests.
@Suite struct AppIntentsTests {
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
}
