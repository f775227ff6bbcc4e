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

    /// `WidgetCenter.getCurrentConfigurations` from the app: each placed widget with its configuration as the app's intent class.
    @Test func theAppListsThePlacedWidgetsWithTheirConfigurations() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["game", "widgets"]).output.contains("The user placed none of the app's widgets."))
        _ = try home.run(["home", "add", "com.mygame.character-detail"])
        _ = try home.run(["home", "edit", "1", "--set", "character=Spouty"])
        _ = try home.run(["home", "add", "com.mygame.game-status"])
        let result = try home.run(["game", "widgets"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.output)")
        #expect(lines.contains { $0.hasPrefix("com.mygame.character-detail") && $0.contains("character=Spouty") }, "\(result.output)")
        #expect(lines.contains { $0.hasPrefix("com.mygame.game-status") && $0.hasSuffix("—") }, "\(result.output)")
        _ = try home.run(["extensions", "stop"])
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

    @Test func anEmptyHomeIsRefusedEverywhere() throws {
        let home = TestHome()
        defer { home.tearDown() }
        for (executable, arguments) in [("sample-app", ["--home", "", "home", "list"]), ("widget-extension", ["--home", ""])] {
            let result = try home.run(arguments, executable: executable)
            #expect(result.status != 0, "\(executable) took an empty home")
            #expect(result.errors.contains("--home is empty"), "\(executable): \(result.errors)")
        }
    }

    @Test func anAmountIsAFractionOrAPercentageAndNothingElse() throws {
        let home = TestHome()
        defer { home.tearDown() }
        for amount in ["inf", "nan", "1.01", "0x10", "-0.3", "101%", "1e-1", "", "%"] {
            let result = try home.run(["game", "hurt", "Spouty", "--by", amount])
            #expect(result.status != 0, "--by \(amount) was taken")
            #expect(result.errors.contains("The value '\(amount)' is invalid for '--by <amount>'"), "--by \(amount): \(result.errors)")
        }
        #expect(try home.run(["game", "hurt", "Spouty", "--by", "0.5"]).output.contains("health 83% → 33%"))
        #expect(try home.run(["game", "heal", "Spouty", "--by", "25%"]).output.contains("health 33% → 58%"))
        #expect(try home.run(["game", "heal", "Spouty"]).output.contains("health 58% → 68%"))
        #expect(try home.run(["game", "heal", "--help"]).output.contains("(default: 10%)"))
    }

    @Test func aChangeTheSystemCannotBeToldOfFailsSayingSo() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "list"]).status == 0)
        let store = home.root.appendingPathComponent("System/home.sqlite").path
        try Data(repeating: 0x78, count: 4096).write(to: URL(fileURLWithPath: store))
        let result = try home.run(["game", "hurt", "Spouty"])
        #expect(result.status != 0)
        #expect(result.output == "🐳 Spouty: health 83% → 73%\n")
        #expect(
            result.errors
                == "error: Spouty's health is saved, but the system could not be asked to reload its widgets, which show the old health until they reload: The system's store at \(store) is damaged (file is not a database); move it aside, with its -wal and -shm files, to start afresh.\n"
        )
    }
}
