import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// The character-detail widget as iOS 17 writes it: configured by an App Intent whose character the
/// widget extension's own query finds, with an async provider, and interactive: a Heal button and a
/// Favourite toggle that run their intents without opening the app.
public struct CharacterDetailAppIntentWidget: Widget {
    public nonisolated static let kind = GameWidgetKind.characterDetailAppIntent

    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: SelectCharacterAppIntent.self, provider: CharacterDetailAppIntentProvider()) {
            entry in
            InteractiveCharacterView(entry: entry)
        }
        .configurationDisplayName("Character Details (iOS 17)")
        .description("Displays a character's health, and heals it with a tap")
        .supportedFamilies([.systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

/// The same timeline as the iOS 14 widget's, given by async methods.
public struct CharacterDetailAppIntentProvider: AppIntentTimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> CharacterDetailEntry {
        CharacterDetailEntry(date: Date(), detail: .placeholder)
    }

    public func snapshot(for configuration: SelectCharacterAppIntent, in context: Context) async -> CharacterDetailEntry {
        Self.favourite(CharacterDetailEntry(date: Date(), detail: Self.detail(of: configuration)))
    }

    public func timeline(for configuration: SelectCharacterAppIntent, in context: Context) async -> Timeline<CharacterDetailEntry> {
        let timeline = CharacterDetailProvider.timeline(of: Self.detail(of: configuration), from: Date())
        return Timeline(entries: timeline.entries.map(Self.favourite), policy: timeline.policy)
    }

    /// One ready configuration per character, where no Edit Widget form exists.
    public func recommendations() -> [AppIntentRecommendation<SelectCharacterAppIntent>] {
        ((try? GameData.allCharacters()) ?? []).map { detail in
            AppIntentRecommendation(intent: SelectCharacterAppIntent(character: CharacterEntity(detail)), description: detail.name)
        }
    }

    static func detail(of configuration: SelectCharacterAppIntent) -> CharacterDetail {
        CharacterDetailProvider.lookupCharacterDetail(named: configuration.character?.id)
    }

    static func favourite(_ entry: CharacterDetailEntry) -> CharacterDetailEntry {
        var entry = entry
        entry.isFavourite = Favourites.contains(entry.detail.name)
        return entry
    }
}

struct InteractiveCharacterView: View {
    let entry: CharacterDetailEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if family.isLockScreenFamily {
            CharacterLockScreenView(detail: entry.detail).widgetURL(entry.detail.url)
        } else {
            homeScreenBody
        }
    }

    /// iOS 17 keeps the content margins around it: the view does not pad itself.
    var homeScreenBody: some View {
        let character = CharacterEntity(entry.detail)
        return VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .top, spacing: 12) {
                CharacterAvatar(detail: entry.detail)
                VStack(alignment: .leading, spacing: 4) {
                    CharacterNameAndType(detail: entry.detail)
                    HealthBar(detail: entry.detail)
                }
            }
            HStack(spacing: 12) {
                Button("Heal", intent: HealCharacterIntent(character: character))
                Toggle("Favourite", isOn: entry.isFavourite, intent: ToggleFavouriteIntent(character: character))
            }
            .font(.caption)
        }
        .containerBackground(for: .widget) { Color.indigo.opacity(0.15) }
        .widgetURL(entry.detail.url)
    }
}

/// The game-status widget on an App Intent without parameters: iOS shows no Edit Widget for it.
public struct GameStatusAppIntentWidget: Widget {
    public nonisolated static let kind = GameWidgetKind.gameStatusAppIntent

    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: GameStatusIntent.self, provider: GameStatusAppIntentProvider()) { entry in
            GameStatusView(entry: entry)
        }
        .configurationDisplayName("Game Status (iOS 17)")
        .description("Shows an overview of your game status")
        .supportedFamilies([.systemSmall, .systemMedium])
        // Its view is the iOS 14 widget's, which pads itself: iOS 17's margins would pad it twice.
        .contentMarginsDisabled()
    }
}

/// An intent with nothing to set.
public struct GameStatusIntent: WidgetConfigurationIntent {
    public static let title: LocalizedStringResource = "Game Status"

    public init() {}
}

public struct GameStatusAppIntentProvider: AppIntentTimelineProvider {
    let provider = GameStatusProvider()

    public init() {}

    public func placeholder(in context: Context) -> GameStatusEntry { provider.placeholder(in: context) }

    public func snapshot(for configuration: GameStatusIntent, in context: Context) async -> GameStatusEntry {
        provider.currentEntry(at: Date())
    }

    public func timeline(for configuration: GameStatusIntent, in context: Context) async -> Timeline<GameStatusEntry> {
        let now = Date()
        return Timeline(entries: [provider.currentEntry(at: now)], policy: .after(now.addingTimeInterval(15 * 60)))
    }
}

extension WidgetFamily {
    /// The accessory families, which iOS shows on the Lock Screen.
    var isLockScreenFamily: Bool {
        switch self {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: true
        default: false
        }
    }
}
