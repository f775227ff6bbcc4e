import Foundation
@_exported import SampleModels
import SuiteHome
import SwiftUI
import WidgetKit

/// The game's widget extension: every widget it offers.
public struct GameWidgets: WidgetBundle {
    public init() {}

    public var body: some Widget {
        // The release the device has installed: an update converts Character Details to App Intents.
        if GameRelease.installed() == .appIntents {
            CharacterDetailMigratedWidget()
        } else {
            CharacterDetailWidget()
        }
        GameStatusWidget()
        CharacterDetailAppIntentWidget()
        GameStatusAppIntentWidget()
        AdventureActivityWidget()
    }
}

/// The app group's data, opened once per process.
enum GameData {
    static let characters: CharacterStore? = {
        do {
            return try CharacterStore.live(SuiteHome.current)
        } catch {
            FileHandle.standardError.write(Data("widget-extension: cannot read the characters: \(error)\n".utf8))
            return nil
        }
    }()

    /// Every character, or those of a new game when the app group's data cannot be read.
    static func allCharacters() throws -> [CharacterDetail] {
        try characters?.all() ?? CharacterDetail.availableCharacters
    }
}
