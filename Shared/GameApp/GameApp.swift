import Foundation
import SampleModels
import WidgetKit

/// The game app's logic, apart from the commands that call it: changing a character's health and
/// telling the system, and opening the app at a URL its widgets link to.
public struct GameApp: Sendable {
    public let characters: CharacterStore

    public init(characters: CharacterStore) {
        self.characters = characters
    }

    /// The widget kinds whose timelines show characters' health.
    public static let kindsShowingHealth = [GameWidgetKind.characterDetail, GameWidgetKind.gameStatus]

    /// Changes a character's health by `delta` (a fraction of full health, negative to hurt), then asks the
    /// system to reload the widgets that show it, as an app does through `WidgetCenter`.
    public func changeHealth(of name: String, by delta: Double) throws -> (before: CharacterDetail, after: CharacterDetail) {
        let change = try characters.changeHealth(name, delta)
        for kind in Self.kindsShowingHealth { WidgetCenter.shared.reloadTimelines(ofKind: kind) }
        return change
    }

    /// What the app shows for a URL: `game://character/NAME` shows that character.
    public func open(_ text: String) throws -> CharacterDetail {
        guard let url = URL(string: text), url.scheme == "game", url.host == "character" else {
            throw GameAppError.cannotOpen(text)
        }
        let name = url.path.hasPrefix("/") ? String(url.path.dropFirst()) : url.path
        guard let character = try characters.character(name) else {
            throw CharacterStoreError.unknownCharacter(name, known: try characters.all().map(\.name))
        }
        return character
    }

    /// One line for a character, as the app lists them.
    public static func line(_ character: CharacterDetail) -> String {
        "\(character.avatar) \(character.name.padding(toLength: 12, withPad: " ", startingAt: 0)) health \(String(format: "%3d", character.healthPercent))%  \(character.heroType)"
    }
}

public enum GameAppError: Error, CustomStringConvertible, Equatable {
    case cannotOpen(String)

    public var description: String {
        switch self {
        case .cannotOpen(let text): "sample-app cannot open \(text); it handles game://character/NAME, as its widgets link to."
        }
    }
}
