import ExtensionProtocol
import ExtensionTransport
import Foundation
import ViewArchive
import GameWidgets
import SampleModels
import SwiftUI
import TestSupport
import Testing
import WidgetExtensionRuntime
import WidgetKit

@Suite struct GameWidgetsTests {
    let connection: LocalConnection

    init() {
        _ = ProcessHome.shared
        connection = LocalConnection(router: WidgetExtensionRouter.make { GameWidgets.definitions })
    }

    func context(_ family: WidgetFamily) -> RenderContext {
        RenderContext(family: family, width: 364, height: 170)
    }

    func character(_ name: String) -> IntentValue {
        .object(["identifier": .string(name), "displayString": .string(name), "properties": .object(["name": .string(name)])])
    }

    @Test func theBundleDescribesItsWidgets() throws {
        let widgets = try connection.send(WidgetDescribeRequest()).widgets
        #expect(
            widgets.map(\.kind) == [
                "com.mygame.character-detail", "com.mygame.game-status", "com.mygame.character-detail-ios17",
                "com.mygame.game-status-ios17",
            ])
        let detail = widgets[0]
        #expect(detail.displayName == "Character Details")
        #expect(detail.description == "Displays a character's health and other details")
        #expect(detail.supportedFamilies == [.systemSmall, .systemMedium, .systemLarge])
        #expect(detail.intent == "SelectCharacter")
        #expect(detail.intentDefinition?.contains("<string>SelectCharacter</string>") == true)
        #expect(widgets[1].isConfigurable == false)
    }

    @Test(arguments: [
        (
            CharacterDetailWidget.kind, ["character": IntentValue.number(42)],
            "The value given for character (42) does not fit that parameter of SelectCharacter"
        ),
        (CharacterDetailWidget.kind, ["character": .string("Spouty")], "does not fit that parameter of SelectCharacter"),
        (
            CharacterDetailWidget.kind, ["colour": .string("red")],
            "SelectCharacter has no parameter \"colour\"; its parameters are character."
        ),
        (
            GameStatusWidget.kind, ["character": .string("x")],
            "Widget com.mygame.game-status is not configurable, but a value was given for \"character\""
        ),
    ])
    func aConfigurationThatDoesNotFitIsRefused(kind: String, configuration: IntentValues, message: String) throws {
        for request in [
            { _ = try connection.send(WidgetTimelineRequest(kind: kind, context: context(.systemMedium), configuration: configuration)) },
            {
                _ = try connection.send(
                    WidgetSnapshotRequest(kind: kind, context: context(.systemMedium), configuration: configuration, isPreview: false))
            },
        ] as [() throws -> Void] {
            let error = try #require(throws: JSONRPCError.self) { try request() }
            #expect(error.code == .invalidConfiguration)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func aCharacterTheGameDoesNotHaveIsShownAsSuchNotAsAnother() throws {
        let reply = try connection.send(
            WidgetTimelineRequest(
                kind: CharacterDetailWidget.kind, context: context(.systemMedium), configuration: ["character": character("Gandalf")]))
        let texts = try #require(reply.entries.first).view.texts()
        #expect(texts.contains("Gandalf") && texts.contains("Not in the game"), "\(texts)")
        #expect(!texts.contains("Power Panda"))
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge])
    func theTimelineShowsTheChosenCharacter(family: ExtensionProtocol.WidgetFamily) throws {
        let reply = try connection.send(
            WidgetTimelineRequest(
                kind: CharacterDetailWidget.kind, context: context(family), configuration: ["character": character("Spouty")]))
        // Spouty starts at 83%: an entry now and one per hour as it heals, 93% then full, then a reload.
        #expect(reply.policy == .atEnd)
        #expect(reply.entries.count == 3 && reply.entries[2].date.timeIntervalSince(reply.entries[0].date) == 7_200)
        #expect(try #require(reply.entries.last).view.texts().contains { $0.hasPrefix("Health 100") })
        // At full health the widget says so, not "Full health in now".
        let full = try #require(reply.entries.last).view.texts()
        #expect(!full.contains { $0.hasSuffix("in now") || $0 == "now" }, "\(full)")
        if family == .systemMedium { #expect(full.contains("At full health"), "\(full)") }
        if family == .systemLarge { #expect(full.contains("Full health") && full.contains("reached"), "\(full)") }
        let texts = try #require(reply.entries.first).view.texts()
        #expect(texts.contains("🐳"))
        #expect(texts.contains("Spouty"))
        #expect(texts.contains("Deep Sea Goer") == (family != .systemSmall), "the small family shows avatar, name and health only")
        #expect(texts.contains { $0.hasPrefix("Health ") })
    }

    @Test func eachFamilyHasItsOwnLayout() throws {
        let views = try [WidgetFamily.systemSmall, .systemMedium, .systemLarge].map { family in
            try connection.send(
                WidgetTimelineRequest(
                    kind: CharacterDetailWidget.kind, context: context(family),
                    configuration: ["character": character("Unipony")])
            ).entries[0].view
        }
        #expect(Set(views).count == 3)
        #expect(views[1].texts().contains { $0.hasPrefix("Full health in") })
        #expect(views[2].texts().contains("Hero type"))
    }

    @Test func withoutAConfigurationTheFirstCharacterShows() throws {
        let reply = try connection.send(
            WidgetTimelineRequest(kind: CharacterDetailWidget.kind, context: context(.systemSmall), configuration: [:]))
        #expect(reply.entries[0].view.texts().contains("Power Panda"))
    }

    @Test func thePlaceholderIsRedactedAndHoldsNoRealData() throws {
        let entry = try connection.send(WidgetPlaceholderRequest(kind: CharacterDetailWidget.kind, context: context(.systemMedium))).entry
        #expect(entry.view.isRedacted)
        let realNames = CharacterDetail.availableCharacters.flatMap { [$0.name, $0.avatar, $0.heroType] }
        #expect(entry.view.texts().allSatisfy { text in !realNames.contains(text) })
    }

    @Test func theStaticWidgetReloadsInFifteenMinutes() throws {
        let before = Date()
        let reply = try connection.send(
            WidgetTimelineRequest(kind: GameStatusWidget.kind, context: context(.systemSmall), configuration: [:]))
        guard case .after(let date) = reply.policy else {
            Issue.record("expected .after, got \(reply.policy)")
            return
        }
        #expect(abs(date.timeIntervalSince(before) - 900) < 60)
    }

    @Test func unknownKindsAndFamiliesAreRefused() throws {
        #expect(throws: JSONRPCError.self) {
            try connection.send(WidgetTimelineRequest(kind: "com.example.none", context: context(.systemSmall), configuration: [:]))
        }
        do {
            _ = try connection.send(WidgetTimelineRequest(kind: GameStatusWidget.kind, context: context(.systemLarge), configuration: [:]))
            Issue.record("a family the widget does not support was accepted")
        } catch let error as JSONRPCError {
            #expect(error.code == .unsupportedFamily)
        }
    }
}
