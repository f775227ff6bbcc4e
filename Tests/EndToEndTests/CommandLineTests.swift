import Foundation
import Testing

/// The command line as a user types it: help at every level, and the global options on either side
/// of the command's name.
@Suite struct CommandLineTests {
    @Test(arguments: [
        (["--help"], "USAGE: sample-app"),
        (["home", "--help"], "USAGE: sample-app home"),
        (["home", "add", "--help"], "USAGE: sample-app home add"),
        (["help", "game"], "USAGE: sample-app game"),
        (["game", "hurt", "-h"], "USAGE: sample-app game hurt"),
    ])
    func helpIsPrintedAtEveryLevel(arguments: [String], usage: String) throws {
        let home = TestHome()
        defer { home.tearDown() }
        let result = try home.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.errors)")
        #expect(result.output.contains(usage), "\(arguments): \(result.output)")
        #expect(result.errors.isEmpty, "\(arguments): \(result.errors)")
    }

    @Test func theHomeOptionWorksBeforeOrAfterTheCommand() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let other = home.root.appendingPathComponent("other-home").path
        let added = try home.run(["--home", other, "home", "add", "com.mygame.game-status"])
        #expect(added.status == 0, "\(added.errors)")

        let before = try home.run(["--home", other, "home", "list"])
        let after = try home.run(["home", "list", "--home", other])
        #expect(before.status == 0 && after.status == 0, "\(before.errors) \(after.errors)")
        #expect(before.output.contains("com.mygame.game-status"), "\(before.output)")
        #expect(before.output == after.output)

        // The home of the environment was never touched.
        let own = try home.run(["home", "list"])
        #expect(!own.output.contains("com.mygame.game-status"), "\(own.output)")
        _ = try home.run(["--home", other, "extensions", "stop", "--all"])
    }

    @Test(arguments: ["widget-extension", "intents-extension"])
    func extensionsPrintHelpAndRefuseUnknownArguments(name: String) throws {
        let home = TestHome()
        defer { home.tearDown() }
        let help = try home.run(["--help"], executable: name)
        #expect(help.status == 0, "\(help.errors)")
        #expect(help.output.contains("USAGE: \(name)"), "\(help.output)")

        let wrong = try home.run(["--colour", "red"], executable: name)
        #expect(wrong.status != 0)
        #expect(wrong.errors.contains("--colour"), "\(wrong.errors)")
        #expect(wrong.errors.split(separator: "\n").count <= 3, "\(wrong.errors)")
    }
}
