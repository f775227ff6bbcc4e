import ExtensionProtocol
import ExtensionTransport
import Foundation
import Testing
import WidgetHost
import WireValues

/// A widget kind moved from an intent definition to an App Intent by an app update: the widgets placed
/// keep their configurations when the new intent migrates the old (`CustomIntentMigratedAppIntent`), and
/// start over as new widgets when it does not.
@Suite struct ConfigurationMigrationTests {
    static let character: IntentValue = .object(["identifier": .string("Unipony"), "displayString": .string("Unipony")])

    static func parameter(_ name: String, _ kind: AppIntentParameterDescriptor.ValueKind, cases: [String]? = nil, isArray: Bool = false)
        -> AppIntentParameterDescriptor
    {
        AppIntentParameterDescriptor(
            name: name, title: name.capitalized, description: nil, kind: kind, typeName: name.capitalized, typeDisplayName: name,
            isOptional: true, isArray: isArray, defaultValue: nil, dynamicOptions: kind == .entity, searchable: false,
            cases: cases?.map { IntentOption(identifier: $0, displayString: $0, value: .string($0)) })
    }

    /// Character Details after the update: an App Intent that names `migratedFrom`, or none.
    static func descriptor(migratedFrom: String?) -> WidgetDescriptor {
        var descriptor = WidgetDescriptor(
            kind: "character", displayName: "Character Details", description: "", supportedFamilies: [.systemSmall])
        descriptor.appIntent = AppIntentDescriptor(
            type: "GameWidgets.SelectCharacter", title: "Select Character", description: nil,
            parameters: [
                parameter("character", .entity), parameter("level", .integer), parameter("mood", .enumeration, cases: ["calm"]),
                parameter("friends", .entity, isArray: true),
            ],
            migratedFrom: migratedFrom)
        return descriptor
    }

    static func placed(intent: String?, configuration: IntentValues) -> PlacedWidget {
        PlacedWidget(
            id: 1, extensionName: "test-widgets", kind: "character", family: .systemSmall, configuration: configuration, intent: intent,
            configuredAt: Date(timeIntervalSince1970: 0))
    }

    @Test func aMigratingIntentTakesEachValueThatFitsTheParameterOfTheSameName() {
        let widget = Self.placed(
            intent: "SelectCharacterIntent",
            configuration: [
                "character": Self.character, "level": .number(3), "mood": .string("grumpy"), "retired": .bool(true),
                "friends": Self.character,
            ])
        let outcome = ConfigurationMigration.of(widget, under: Self.descriptor(migratedFrom: "SelectCharacterIntent"))
        #expect(
            outcome
                == .moved(
                    ["character": Self.character, "level": .number(3), "friends": .array([Self.character])],
                    dropped: ["mood", "retired"]))
        // A class named with its module is the same class.
        #expect(
            ConfigurationMigration.of(
                Self.placed(intent: "GameIntents.SelectCharacterIntent", configuration: ["level": .number(2.5)]),
                under: Self.descriptor(migratedFrom: "SelectCharacterIntent")) == .moved([:], dropped: ["level"]))
    }

    @Test func anotherIntentStartsOverAndTheSameOrAnUnknownOneKeeps() {
        let widget = Self.placed(intent: "SelectCharacterIntent", configuration: ["character": Self.character])
        #expect(ConfigurationMigration.of(widget, under: Self.descriptor(migratedFrom: nil)) == .startOver)
        #expect(ConfigurationMigration.of(widget, under: Self.descriptor(migratedFrom: "SelectHeroIntent")) == .startOver)
        let current = Self.placed(intent: "GameWidgets.SelectCharacter", configuration: ["character": Self.character])
        #expect(ConfigurationMigration.of(current, under: Self.descriptor(migratedFrom: nil)) == .keep)
        let unknown = Self.placed(intent: nil, configuration: ["character": Self.character])
        #expect(ConfigurationMigration.of(unknown, under: Self.descriptor(migratedFrom: nil)) == .keep)
    }

    /// A widget extension whose kind is now `descriptor`, giving `fallback` as a new widget's character.
    static func updatedExtension(_ descriptor: WidgetDescriptor, fallback: IntentValue) -> RequestRouter {
        var router = RequestRouter()
        router.register(WidgetDescribeRequest.self) { _ in WidgetDescribeReply(widgets: [descriptor]) }
        router.register(WidgetDefaultRequest.self) { request in
            IntentDefaultReply(value: request.parameter == "character" ? fallback : nil)
        }
        return router
    }

    @Test func thePlacedWidgetIsSavedAsItsKindNowDeclaresItOnce() throws {
        let store = HomeStore.inMemory()
        let before = try store.widgets.add(
            "test-widgets", "character", .systemSmall, ["character": Self.character, "retired": .bool(true)], "SelectCharacterIntent",
            Date(), nil)
        let fallback: IntentValue = .object(["identifier": .string("Spouty"), "displayString": .string("Spouty")])
        let migrating = HomeScreen(
            store: store,
            apps: [.testing(widgets: Self.updatedExtension(Self.descriptor(migratedFrom: "SelectCharacterIntent"), fallback: fallback))])
        let after = try migrating.placement.widgets()
        #expect(after.map(\.configuration) == [["character": Self.character]])
        #expect(try store.widgets.widget(before.id)?.intent == "GameWidgets.SelectCharacter", "kept, so that it is moved once")
        #expect(try store.widgets.widget(before.id)?.configuration == ["character": Self.character])

        // Another widget placed under the old intent, and an update whose intent migrates nothing.
        let other = try store.widgets.add(
            "test-widgets", "character", .systemSmall, ["character": Self.character], "SelectCharacterIntent", Date(), nil)
        let startingOver = HomeScreen(
            store: store, apps: [.testing(widgets: Self.updatedExtension(Self.descriptor(migratedFrom: nil), fallback: fallback))])
        let widget = try startingOver.apps.placedWidget(other.id)
        #expect(widget.configuration == ["character": fallback], "a new widget's configuration")
        #expect(try startingOver.apps.placedWidget(before.id).configuration == ["character": Self.character], "adopted already")
    }
}
