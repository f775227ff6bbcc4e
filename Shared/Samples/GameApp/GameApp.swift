import Foundation
import SampleModels
import WidgetKit
import WireValues

/// The game app's logic, apart from the commands that call it: changing a character's health and
/// telling the system, and opening the app at a URL its widgets link to.
public struct GameApp: Sendable {
    public let characters: CharacterStore
    /// The device's time, as the app reads it.
    public let now: @Sendable () -> Date
    /// Asks the system to reload what shows health. WidgetKit's public API, the default, never throws (the
    /// system logs a request it could not record); the one the suite's `sample-app` gives throws when the
    /// system could not be asked.
    public let requestReloads: @Sendable () throws -> Void

    /// `requestReloads` is WidgetKit's public API unless given (`reloadingThroughWidgetCenter`): the code
    /// of an app, or of an extension, as on iOS.
    public init(
        characters: CharacterStore, now: @escaping @Sendable () -> Date = Date.init,
        requestReloads: @escaping @Sendable () throws -> Void = GameApp.reloadingThroughWidgetCenter
    ) {
        self.characters = characters
        self.now = now
        self.requestReloads = requestReloads
    }

    /// The widget kinds whose timelines show characters' health (and the Favourite Hero control shows it too).
    public static let kindsShowingHealth = [
        GameWidgetKind.characterDetail, GameWidgetKind.gameStatus, GameWidgetKind.characterDetailAppIntent,
        GameWidgetKind.gameStatusAppIntent,
    ]

    /// Changes a character's health by `delta` (a fraction of full health, negative to hurt), then asks the
    /// system to reload the widgets that show it, as an app does through `WidgetCenter`. Throws
    /// `GameAppError.reloadNotRequested` when the change is saved but the system could not be asked.
    /// `askingReloads` false leaves the system untold: the game's server tells the widgets by a push.
    public func changeHealth(of name: String, by delta: Double, askingReloads: Bool = true) throws
        -> (before: CharacterDetail, after: CharacterDetail)
    {
        let change = try characters.changeHealth(name, delta)
        guard askingReloads else { return change }
        do {
            try requestReloads()
        } catch {
            throw GameAppError.reloadNotRequested(before: change.before, after: change.after, reason: "\(error)")
        }
        return change
    }

    /// Brings every hero to full health in one step, then asks the system to reload the widgets that show
    /// health; the heroes as saved. Throws `GameAppError.healedButNotReloaded` when they are healed but the
    /// system could not be asked.
    public func healAll() throws -> [CharacterDetail] {
        let healed = try characters.healAll()
        do {
            try requestReloads()
        } catch {
            throw GameAppError.healedButNotReloaded(count: healed.count, reason: "\(error)")
        }
        return healed
    }

    /// Asks the system to reload what shows health, the widgets and the Favourite Hero controls, as an app
    /// does: through `WidgetCenter` and `ControlCenter`, which say nothing back.
    public static func reloadingThroughWidgetCenter() {
        reloadWhatShowsHealth(widgets: WidgetCenter.shared.reloadTimelines(ofKind:), controls: ControlCenter.shared.reloadControls(ofKind:))
    }

    /// Asks `widgets` to reload each widget kind that shows health, and `controls` the Favourite Hero
    /// controls: the one list of what a change of health reloads, whichever way the system is asked.
    public static func reloadWhatShowsHealth(widgets: (String) throws -> Void, controls: (String) throws -> Void) rethrows {
        for kind in kindsShowingHealth { try widgets(kind) }
        try controls(GameControlKind.favouriteHero)
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

    /// One line for a character, as the app lists them on a terminal (its names escaped: `TerminalText`).
    public static func line(_ character: CharacterDetail) -> String {
        "\(TerminalText.escaped(character.avatar)) \(TerminalText.escaped(character.name).padding(toLength: 12, withPad: " ", startingAt: 0)) health \(String(format: "%3d", character.healthPercent))%  \(character.heroType)"
    }
}

public enum GameAppError: Error, CustomStringConvertible, Equatable {
    case cannotOpen(String)
    /// The health changed, but the system was not told: its widgets show the old health until they reload.
    case reloadNotRequested(before: CharacterDetail, after: CharacterDetail, reason: String)
    /// Every hero was healed, but the system was not told.
    case healedButNotReloaded(count: Int, reason: String)
    case alreadyOnAnAdventure(String, id: String)
    case noSuchAdventure(String)
    case tooTiredForAnAdventure(String)
    /// The system did not end an adventure (it said why): it goes on; those named ended before it.
    case adventureNotEnded(String, id: String, endedBefore: [String])

    public var description: String {
        switch self {
        case .adventureNotEnded(let hero, let id, let endedBefore):
            "\(hero)'s adventure (Live Activity \(id)) did not end: the system could not keep the change (said above), so it goes on."
                + (endedBefore.isEmpty ? "" : " \(endedBefore.joined(separator: ", ")) came home before it.")
        case .cannotOpen(let text): "sample-app cannot open \(text); it handles game://character/NAME, as its widgets link to."
        case .reloadNotRequested(_, let after, let reason):
            "\(after.name)'s health is saved, but the system could not be asked to reload its widgets, which show the old health until they reload: \(reason)"
        case .healedButNotReloaded(let count, let reason):
            "\(count) heroes are at full health, but the system could not be asked to reload their widgets, which show the old health until they reload: \(reason)"
        case .alreadyOnAnAdventure(let hero, let id):
            "\(hero) is already on an adventure (Live Activity \(id)); end it first with 'sample-app game adventure end \(id)'."
        case .noSuchAdventure(let id): "There is no adventure \(id); 'sample-app game adventure status' lists them."
        case .tooTiredForAnAdventure(let hero):
            "\(hero) has no health left for an adventure; heal it first with 'sample-app game heal \(hero)'."
        }
    }
}
