import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// Character Details in the game's release 2.0 (`GameRelease.appIntents`): the iOS 14 widget converted to
/// App Intents as Xcode's Editor › Convert to App Intent… converts it. The kind stays the same, so the
/// widgets the user placed stay; its intent names the SiriKit class it replaces, so that they keep the
/// character they show. The views and the timeline are the iOS 14 widget's.
public struct CharacterDetailMigratedWidget: Widget {
    public nonisolated static let kind = GameWidgetKind.characterDetail

    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: SelectCharacter.self, provider: MigratedCharacterDetailProvider()) { entry in
            CharacterDetailView(entry: entry)
        }
        .configurationDisplayName("Character Details")
        .description("Displays a character's health and other details")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// `SelectCharacter` of SelectCharacter.intentdefinition as an App Intent: the same title, and a parameter
/// of the same name, whose custom type `GameCharacter` became the entity `CharacterEntity` with the same
/// identifiers (the characters' names).
public struct SelectCharacter: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    public static let intentClassName = "SelectCharacterIntent"

    public static let title: LocalizedStringResource = "Select Character"
    public static let description: IntentDescription? = IntentDescription("Selects the character to display information for.")

    @Parameter(title: "Character")
    public var character: CharacterEntity?

    public init() {}
}

/// The iOS 14 provider's timeline, given by async methods for the App Intent.
struct MigratedCharacterDetailProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CharacterDetailEntry {
        CharacterDetailEntry(date: Date(), detail: .placeholder)
    }

    func snapshot(for configuration: SelectCharacter, in context: Context) async -> CharacterDetailEntry {
        CharacterDetailEntry(date: Date(), detail: CharacterDetailProvider.lookupCharacterDetail(named: configuration.character?.id))
    }

    func timeline(for configuration: SelectCharacter, in context: Context) async -> Timeline<CharacterDetailEntry> {
        CharacterDetailProvider.timeline(
            of: CharacterDetailProvider.lookupCharacterDetail(named: configuration.character?.id), from: Date())
    }
}
