import Foundation
import GameIntents
import OSLog
import SwiftUI
import WidgetKit

/// The character-detail widget: the user picks a character, the widget shows its health.
public struct CharacterDetailWidget: Widget {
    public nonisolated static let kind = GameWidgetKind.characterDetail

    public init() {}

    public var body: some WidgetConfiguration {
        IntentConfiguration(
            kind: Self.kind,
            intent: SelectCharacterIntent.self,
            provider: CharacterDetailProvider()
        ) { entry in
            CharacterDetailView(entry: entry)
        }
        .configurationDisplayName("Character Details")
        .description("Displays a character's health and other details")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
        .pushHandler(CharacterPushHandler.self)
    }
}

/// Told of the token with which the game's server updates Character Details by push (iOS 26). A game
/// would send it to its server here; the sample's server, `sample-app game hurt --push`, asks the app
/// for it (`WidgetCenter.currentPushInfo`), so the handler only logs it, as a developer would.
public struct CharacterPushHandler: WidgetPushHandler {
    private static let log = Logger(subsystem: "com.mygame.widgets", category: "push")

    public init() {}

    public func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
        let token = pushInfo.token.map { String(format: "%02x", $0) }.joined()
        Self.log.info("Push token \(token, privacy: .private) for \(widgets.count) Character Details widget(s)")
    }
}

/// One moment of the widget: a character as it was at `date`.
public struct CharacterDetailEntry: TimelineEntry {
    public let date: Date
    public let detail: CharacterDetail
    /// Whether the user marked the character with the iOS 17 widget's toggle.
    public var isFavourite = false

    public init(date: Date, detail: CharacterDetail) {
        self.date = date
        self.detail = detail
    }
}

/// Reads the chosen character from the app group's database.
///
/// Characters heal by themselves, so the timeline holds an entry for each hour until the character is
/// at full health, and is reloaded after the last (`.atEnd`); at full health nothing changes by itself,
/// and the timeline is reloaded only when the app asks (`.never`), as it does when a character's health
/// changes.
public struct CharacterDetailProvider: IntentTimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> CharacterDetailEntry {
        CharacterDetailEntry(date: Date(), detail: .placeholder)
    }

    public func getSnapshot(
        for configuration: SelectCharacterIntent, in context: Context,
        completion: @escaping (CharacterDetailEntry) -> Void
    ) {
        completion(CharacterDetailEntry(date: Date(), detail: Self.lookupCharacterDetail(named: configuration.character?.gameName)))
    }

    public func getTimeline(
        for configuration: SelectCharacterIntent, in context: Context,
        completion: @escaping (Timeline<CharacterDetailEntry>) -> Void
    ) {
        let now = Date()
        completion(Self.timeline(of: Self.lookupCharacterDetail(named: configuration.character?.gameName), from: now))
    }

    /// The timeline of `detail`: healing hour by hour, unless the game does not have the character.
    static func timeline(of detail: CharacterDetail, from now: Date) -> Timeline<CharacterDetailEntry> {
        // One the game does not have does not heal.
        guard (try? GameData.characters?.character(detail.name)) != nil else {
            return Timeline(entries: [CharacterDetailEntry(date: now, detail: detail)], policy: .never)
        }
        return healingTimeline(of: detail, from: now)
    }

    /// An entry now and one each hour after, as the character heals, until its health is full.
    static func healingTimeline(of detail: CharacterDetail, from now: Date) -> Timeline<CharacterDetailEntry> {
        guard detail.healthLevel < 1 else { return Timeline(entries: [CharacterDetailEntry(date: now, detail: detail)], policy: .never) }
        let hours = Int((detail.fullHealthIn / 3600).rounded(.up))
        let entries = (0...hours).map { hour in
            let interval = TimeInterval(hour) * 3600
            return CharacterDetailEntry(date: now.addingTimeInterval(interval), detail: detail.healed(for: interval))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    /// The chosen character, or the first one when none is chosen. One the game does not have (removed
    /// since it was chosen, or named by hand) is shown as such, never as another character.
    /// When the app group's data cannot be read, the first character of a new game is shown, and the
    /// extension's log says why.
    static func lookupCharacterDetail(named name: String?) -> CharacterDetail {
        do {
            guard let characters = GameData.characters else { return CharacterDetail.availableCharacters[0] }
            guard let name else {
                return try characters.all().first ?? CharacterDetail.availableCharacters[0]
            }
            return try characters.character(name) ?? CharacterDetail(name: name, avatar: "❔", healthLevel: 0, heroType: "Not in the game")
        } catch {
            FileHandle.standardError.write(Data("widget-extension: cannot read the characters: \(error)\n".utf8))
            return CharacterDetail.availableCharacters[0]
        }
    }
}

extension GameCharacter {
    /// The character's name in the game: its name, or its identifier when it has none.
    var gameName: String? { name ?? identifier }
}
