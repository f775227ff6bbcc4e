import ExtensionProtocol
import ExtensionTransport
import Foundation
import Testing
import TestSupport
import WidgetExtensionRuntime
import WidgetKit

/// App Intents (iOS 17) in the widget extension: what it describes of an intent's parameters, and how it
/// checks a configuration's names. How AppIntents itself reads and makes intents is in AppIntentsTests.
@Suite struct AppIntentExtensionTests {
    struct NothingToEdit: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Nothing to edit"
    }

    @Test func theParametersAreDescribedInOrderWithTheirTypesDefaultsAndOptions() {
        let descriptor = AppIntentDefinition(PickHero.self).descriptor
        #expect(descriptor.title == "Pick a Hero" && descriptor.description == "Shows a hero's health.")
        #expect(descriptor.type.hasSuffix("PickHero"))
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
        let connection = LocalConnection(router: WidgetExtensionRouter.make { HeroWidget().definitions })
        let described = try connection.send(WidgetDescribeRequest()).widgets
        #expect(described.first?.appIntent?.parameters.map(\.name) == ["hero", "mood", "count", "note"])
        let context = RenderContext(family: .systemSmall, width: 170, height: 170)
        let error = try #require(throws: JSONRPCError.self) {
            try connection.send(WidgetTimelineRequest(kind: "test.hero", context: context, configuration: ["colour": .string("red")]))
        }
        #expect(error.code == .invalidConfiguration && error.message.contains("has no parameter \"colour\""))
    }
}
