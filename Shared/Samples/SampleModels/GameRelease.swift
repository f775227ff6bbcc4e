import Foundation
import SuiteHome

/// The release of the game the device has installed. The suite ships both in one widget extension, as two
/// builds of the app would be on iOS, so that an app update can be followed on one home: `sample-app game
/// release 2` installs the update, and the system restarts the app's extensions, as iOS does after one.
public enum GameRelease: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// 1.0: Character Details configured by `SelectCharacter.intentdefinition`, its options answered by
    /// the intents extension.
    case intentDefinition = 1
    /// 2.0: Character Details converted to App Intents (Xcode's Convert to App Intent), on the same kind:
    /// `SelectCharacter`, a `CustomIntentMigratedAppIntent` that replaces `SelectCharacterIntent`.
    case appIntents = 2

    /// Where it is kept: a file of the app group (`AppGroup/game-release`), which the app and its
    /// extensions share. A file rather than the app group's `UserDefaults`: those `sample-app` itself
    /// writes land in the user's configuration folder, not the home's (a gap in docs/swiftui-subset.md).
    static func file(in home: SuiteHome) -> URL { home.appGroupDirectory.appendingPathComponent("game-release") }

    /// The release installed on `home`: the first until the app is updated.
    public static func installed(in home: SuiteHome = .current) -> GameRelease {
        (try? String(contentsOf: file(in: home), encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            .flatMap(GameRelease.init(rawValue:)) ?? .intentDefinition
    }

    /// Installs `release` on `home`, for the extensions to read when they start.
    public static func install(_ release: GameRelease, in home: SuiteHome = .current) throws {
        try home.prepare(home.appGroupDirectory)
        try SuiteFiles.write(Array("\(release.rawValue)\n".utf8), to: file(in: home).path, mode: 0o600)
    }

    public var description: String {
        switch self {
        case .intentDefinition: "1.0 (Character Details configured by SelectCharacter.intentdefinition)"
        case .appIntents: "2.0 (Character Details converted to App Intents: SelectCharacter replaces SelectCharacterIntent)"
        }
    }
}
