import ArgumentParser
import Foundation
import SampleModels
import WidgetKit

/// `sample-app game`: the app itself, which owns the characters.
struct Game: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The app: look after the game's characters. Each change asks the system to reload the widgets.",
        subcommands: [Characters.self, Heal.self, Hurt.self]
    )
}

enum GameApp {
    static func characters(_ global: GlobalOptions) throws -> CharacterStore {
        try CharacterStore.live(global.resolvedHome())
    }

    static func line(_ character: CharacterDetail) -> String {
        "\(character.avatar) \(character.name.padding(toLength: 12, withPad: " ", startingAt: 0)) health \(String(format: "%3d", character.healthPercent))%  \(character.heroType)"
    }

    /// Changes a character's health, then tells the system its widgets are out of date.
    static func changeHealth(_ global: GlobalOptions, name: String, by delta: Double) throws {
        let store = try characters(global)
        guard let before = try store.character(name) else {
            throw CharacterStoreError.unknownCharacter(name, known: try store.all().map(\.name))
        }
        let after = try store.setHealth(before.name, before.healthLevel + delta)
        print("\(after.avatar) \(after.name): health \(before.healthPercent)% → \(after.healthPercent)%")
        WidgetCenter.shared.reloadTimelines(ofKind: GameWidgetKind.characterDetail)
        WidgetCenter.shared.reloadTimelines(ofKind: GameWidgetKind.gameStatus)
        print("Asked the system to reload the \(GameWidgetKind.characterDetail) and \(GameWidgetKind.gameStatus) widgets.")
    }
}

struct Characters: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the characters and their health.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try reportingErrors {
            for character in try GameApp.characters(global).all() {
                print(GameApp.line(character))
            }
        }
    }
}

/// The amount `--by` takes: a fraction of full health (0.1) or a percentage (10%).
struct HealthAmount: ExpressibleByArgument {
    var fraction: Double

    init?(argument: String) {
        let isPercent = argument.hasSuffix("%")
        guard let number = Double(isPercent ? String(argument.dropLast()) : argument), number >= 0 else { return nil }
        fraction = isPercent || number > 1 ? number / 100 : number
    }

    static var defaultValueDescription: String { "0.1" }
}

/// What `heal` and `hurt` take: whom, and how much.
struct HealthChange: ParsableArguments {
    @Argument(help: "The character's name.")
    var name: String

    @Option(help: "How much: a fraction of full health (0.1) or a percentage (10%).")
    var by = HealthAmount(argument: "0.1")!
}

struct Heal: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Give a character health back.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var change: HealthChange

    func run() throws {
        try reportingErrors { try GameApp.changeHealth(global, name: change.name, by: change.by.fraction) }
    }
}

struct Hurt: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Take health away from a character.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var change: HealthChange

    func run() throws {
        try reportingErrors { try GameApp.changeHealth(global, name: change.name, by: -change.by.fraction) }
    }
}
