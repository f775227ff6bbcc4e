import Foundation
import SuiteHome
import Testing

@testable import SampleModels

/// The game's release installed on a home: a file of the app group, read by the app and its extensions.
@Suite struct GameReleaseTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-release-\(UUID().uuidString)")
    var home: SuiteHome { SuiteHome(root: scratch) }

    @Test func aNewHomeHasTheFirstReleaseUntilTheAppIsUpdated() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(GameRelease.installed(in: home) == .intentDefinition)
        try GameRelease.install(.appIntents, in: home)
        #expect(GameRelease.installed(in: home) == .appIntents)
        #expect(try String(contentsOf: GameRelease.file(in: home), encoding: .utf8) == "2\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: GameRelease.file(in: home).path)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o600, "the app group's files are this user's alone")
        try GameRelease.install(.intentDefinition, in: home)
        #expect(GameRelease.installed(in: home) == .intentDefinition, "and back")
    }

    @Test(arguments: [("3\n", GameRelease.intentDefinition), ("two", .intentDefinition), ("", .intentDefinition), (" 2 \n", .appIntents)])
    func aFileThatNamesNoReleaseIsTheFirstRelease(content: String, release: GameRelease) throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try home.prepare(home.appGroupDirectory)
        try Data(content.utf8).write(to: GameRelease.file(in: home))
        #expect(GameRelease.installed(in: home) == release)
    }

    @Test func eachReleaseSaysWhatItChanged() {
        #expect(GameRelease.allCases.map(\.rawValue) == [1, 2])
        #expect(GameRelease.intentDefinition.description.hasPrefix("1.0 "))
        #expect(GameRelease.appIntents.description.hasPrefix("2.0 ") && GameRelease.appIntents.description.contains("App Intents"))
    }
}
