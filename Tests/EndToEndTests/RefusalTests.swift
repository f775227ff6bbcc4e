#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import Testing

/// Bad input gets one clear sentence and a non-zero exit, and nothing is saved.
@Suite struct RefusalTests {
    @Test func badCardCommandsChangeNothing() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let before = try home.run(["cards", "list"])
        #expect(before.status == 0, "\(before.errors)")
        let refusals: [([String], String)] = [
            (
                ["cards", "buy", "Nope", "--merchant", "Metro", "--amount", "2", "--category", "transport"],
                "There is no card named \"Nope\""
            ),
            (["cards", "buy", "SoupPay", "--merchant", "Metro", "--amount", "99999", "--category", "transport"], "SoupPay holds $"),
            (["cards", "buy", "AcmeCard", "--merchant", " ", "--amount", "2", "--category", "transport"], "--merchant takes the name"),
            (
                ["cards", "buy", "AcmeCard", "--merchant", "Metro", "--amount", "2", "--category", "transport", "--at", "soon"],
                "--at takes a time such as"
            ),
            (
                ["cards", "buy", "AcmeCard", "--merchant", "Metro", "--amount", "2", "--category", "transport", "--now", "soon"],
                "--now takes a time such as"
            ),
            (
                ["cards", "buy", "AcmeCard", "--merchant", "Metro", "--amount=12,50", "--category", "transport"],
                "a comma only groups thousands (1,234.50); type the cents after a point: 12.50."
            ),
            (
                ["cards", "buy", "AcmeCard", "--merchant", "Metro", "--amount", "-5", "--category", "transport"],
                "The value '-5' is invalid for '--amount <dollars>': an amount is positive"
            ),
            (["cards", "pay", "AcmeCard", "--amount", "1,5"], "type the cents after a point"),
            (["cards", "pay", "SoupPay"], "SoupPay is a debit card"),
            (["cards", "pay", "AcmeCard", "--amount", "99999"], "That is more than the $"),
            (["cards", "purchases", "AcmeCard", "--limit", "0"], "--limit takes a positive number"),
            (["cards", "generate", "--count", "0"], "--count takes a number of cards"),
        ]
        for (arguments, sentence) in refusals {
            let result = try home.run(arguments)
            #expect(result.status != 0, "\(arguments) succeeded")
            #expect(result.errors.contains(sentence), "\(arguments): \(result.errors)")
        }
        #expect(try home.run(["cards", "list"]).output == before.output)
    }

    @Test func badEditsChangeNothing() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let added = try home.run(["home", "add", "com.mygame.character-detail"])
        #expect(added.status == 0, "\(added.errors)")
        let before = try home.run(["home", "list"]).output

        let refusals: [([String], String)] = [
            (["home", "edit", "1", "--set", "character=Bob"], "\"Bob\" is not one of the options for character"),
            (
                ["home", "edit", "1", "--set", "character=spouty"],
                "\"spouty\" is not one of the options for character; did you mean \"Spouty\"?"
            ),
            (["home", "options", "1", "character", "--search", "pan"], "Parameter character cannot be searched"),
            (["home", "edit", "1", "--set", "character=Spouty", "--set", "colour=red"], "has no parameter \"colour\""),
            (["home", "edit", "7", "--set", "character=Spouty"], "There is no widget #7"),
            (
                ["home", "edit", "1", "--set", "character=" + String(repeating: "x", count: 5_000)],
                "The text given as a value for character is 5,000 characters long; a widget's form takes at most 1,000."
            ),
            (
                ["home", "options", "1", "character", "--search", String(repeating: "x", count: 50_000)],
                "The text given as a search term for character is 50,000 characters long"
            ),
            (["home", "add", "com.example.nothing"], "No installed widget extension has a widget of kind \"com.example.nothing\""),
            (["home", "add", "com.mygame.game-status", "--family", "systemLarge"], "does not come in systemLarge"),
            (["home", "options", "1", "colour"], "has no parameter \"colour\""),
            (["game", "heal", "Nobody"], "There is no character named \"Nobody\""),
            (["home", "show", "1", "--format", "svg", "-o", home.root.path], "Cannot write \(home.root.path): it is a folder."),
            (["home", "show", "1", "--format", "svg", "-o", home.root.path + "/none/w.svg"], "its folder does not exist"),
            (
                ["--home", home.root.appendingPathComponent("System/home.sqlite/inside").path, "home", "list"],
                "home.sqlite is a file, not a folder"
            ),
        ]
        for (arguments, sentence) in refusals {
            let result = try home.run(arguments)
            #expect(result.status != 0, "\(arguments) succeeded")
            #expect(result.errors.contains(sentence), "\(arguments): \(result.errors)")
            #expect(result.errors.split(separator: "\n").count == 1, "\(arguments) said more than one line: \(result.errors)")
        }
        #expect(try home.run(["home", "list"]).output == before)
    }

    @Test func badClockBudgetHabitAndStackCommandsChangeNothing() throws {
        let home = TestHome()
        defer { home.tearDown() }
        for arguments in [
            ["home", "clock", "set", "2026-11-27T12:00"], ["home", "add", "com.mygame.character-detail"],
            ["home", "add", "com.mygame.game-status"],
        ] {
            let done = try home.run(arguments)
            #expect(done.status == 0, "\(done.errors)")
        }
        func state() throws -> [String] {
            try [["home", "budget"], ["home", "stack", "list"], ["home", "clock"]].map { try home.run($0).output }
        }
        let before = try state()
        let habit = ["cards", "habit", "AcmeCard", "--category", "groceries"]
        let refusals: [([String], String)] = [
            (["home", "budget", "--set", "0"], "--set takes a budget from 1 to 1000 reloads a day; 0 is not one."),
            (habit + ["--at", "noon"], "--at takes a time of day such as 12:00 or 19:30; \"noon\" is not one."),
            (habit + ["--at", "12:00", "--days", "0"], "--days takes a number from 1 to 3660; 0 is not one."),
            (habit + ["--at", "12:00", "--on", "someday"], "--on takes a day of the week"),
            (["cards", "habit", "Nope", "--at", "12:00"], "There is no card named \"Nope\""),
            (["home", "stack", "create", "1"], "A stack holds two widgets or more, each once"),
            (["home", "stack", "create", "1", "1"], "A stack holds two widgets or more, each once"),
            (["home", "stack", "create", "1", "9"], "There is no widget #9"),
            (["home", "stack", "explain", "4"], "There is no stack 4; there are none yet"),
            (["home", "stack", "remove", "4"], "There is no stack 4"),
            (["home", "watch", "--speed", "0"], "--speed takes a number from 1 to 1000000 (how many times faster than real time); 0.0 is not one."),
            (["home", "watch", "--until", "later"], "--until takes a time such as 2026-11-27T12:00"),
            (["home", "watch", "--now", "2026-11-27T12:00", "--until", "2026-11-27T11:00"], "is not after the clock's time"),
            (["home", "clock", "set", "tomorrow"], "takes a time such as 2026-11-27T12:00"),
            (["home", "clock", "advance", "soon"], "'home clock advance' takes a duration such as 15m"),
        ]
        for (arguments, sentence) in refusals {
            let result = try home.run(arguments)
            #expect(result.status != 0, "\(arguments) succeeded")
            #expect(result.errors.contains(sentence), "\(arguments): \(result.errors)")
        }
        #expect(try state() == before)
    }

    @Test func garbageOnEitherSocketGetsAnErrorAndTheConnectionGoesOn() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let widget = try home.startByHand("widget-extension")
        let intents = try home.startByHand("intents-extension")
        defer {
            widget.terminate()
            intents.terminate()
            _ = widget.wait(timeout: 10)
            _ = intents.wait(timeout: 10)
        }
        for (name, method) in [("widget-extension", "widget/describe"), ("intents-extension", "intents/describe")] {
            let replies = try exchange(
                lines: [
                    Data("hello?\n".utf8),
                    Data([0xC3, 0x28, 0x0A]),
                    Data(#"{"jsonrpc":"2.0","id":1,"method":"nope/nope"}"#.utf8 + [0x0A]),
                    Data(#"{"jsonrpc":"2.0","id":2,"method":"\#(method)"}"#.utf8 + [0x0A]),
                ], with: home.socketPath(name))
            #expect(replies[0].contains(#""code":-32700"#), "\(name): \(replies[0])")
            #expect(replies[1].contains(#""code":-32700"#), "\(name): \(replies[1])")
            #expect(replies[2].contains(#""code":-32601"#), "\(name): \(replies[2])")
            #expect(replies[3].contains(#""id":2"#) && replies[3].contains(#""result""#), "\(name): \(replies[3])")
        }
    }

    @Test func aStaleSocketIsReplacedWhenTheSystemStartsTheExtension() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let widget = try home.startByHand("widget-extension")
        kill(widget.processIdentifier, SIGKILL)
        _ = widget.wait(timeout: 10)
        #expect(FileManager.default.fileExists(atPath: home.socketPath("widget-extension")), "SIGKILL leaves the socket file behind")
        let gallery = try home.run(["home", "gallery"])
        #expect(gallery.status == 0, "\(gallery.errors)")
        #expect(try home.run(["extensions", "status"]).output.contains("started by the system"))
    }

    @Test func aSilentExtensionTimesOutWithAClearMessage() throws {
        let home = TestHome()
        defer { home.tearDown() }
        // Something that accepts connections on the widget extension's socket but never answers.
        try FileManager.default.createDirectory(at: home.root.appendingPathComponent("Sockets"), withIntermediateDirectories: true)
        let silent = try listenSilently(at: home.socketPath("widget-extension"))
        defer { close(silent) }
        let started = Date()
        let result = try home.run(["home", "gallery"], extraEnvironment: ["SAMPLES_EXTENSION_TIMEOUT": "1"], timeout: 30)
        #expect(result.status != 0)
        #expect(result.errors.contains("widget-extension did not answer widget/describe within 1 s"), "\(result.errors)")
        #expect(Date().timeIntervalSince(started) < 20)
    }
}

/// A socket that listens at `path` and never answers: connections wait in its backlog.
func listenSilently(at path: String) throws -> Int32 {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    guard bound == 0, listen(descriptor, 8) == 0 else { throw POSIXError(.EADDRINUSE) }
    return descriptor
}

@Suite struct IdleExitTests {
    @Test func anExtensionTheSystemStartedExitsWhenIdle() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let gallery = try home.run(["home", "gallery"], extraEnvironment: ["SAMPLES_EXTENSION_IDLE_EXIT": "1"])
        #expect(gallery.status == 0, "\(gallery.errors)")
        #expect(try home.run(["extensions", "status"]).output.contains("widget-extension   running"))
        let deadline = ContinuousClock.now + .seconds(15)
        while FileManager.default.fileExists(atPath: home.socketPath("widget-extension")) && ContinuousClock.now < deadline {
            usleep(100_000)
        }
        #expect(!FileManager.default.fileExists(atPath: home.socketPath("widget-extension")), "the idle extension did not exit")
        #expect(try home.run(["extensions", "status"]).output.contains("widget-extension   not running"))
        let log = try String(contentsOf: home.root.appendingPathComponent("Logs/widget-extension.log"), encoding: .utf8)
        #expect(log.contains("idle for 1 s; exiting"))
    }
}

@Suite struct IntentgenTests {
    static let gameDefinition = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Shared/Samples/GameIntents/SelectCharacter.intentdefinition")

    @Test func aBrokenFileGetsOneSentenceAndNoOutput() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let text = try String(contentsOf: Self.gameDefinition, encoding: .utf8)
            .replacingOccurrences(of: "<string>Object</string>", with: "<string>Hologram</string>")
        let broken = home.root.appendingPathComponent("Broken.intentdefinition")
        try text.write(to: broken, atomically: true, encoding: .utf8)
        let output = home.root.appendingPathComponent("generated")

        let lint = try home.run(["lint", broken.path], executable: "intentgen")
        #expect(lint.status != 0)
        #expect(
            lint.errors
                == "error: Broken.intentdefinition: /INIntents[0]/INIntentParameters[0]/INIntentParameterType: unknown type \"Hologram\"; use one of String, Integer, Boolean, Decimal, DateComponents, Placemark, URL, File, TimeInterval, Person, CurrencyAmount or Object.\n"
        )
        let generate = try home.run(["generate", broken.path, "--output", output.path], executable: "intentgen")
        #expect(generate.status != 0)
        #expect(!FileManager.default.fileExists(atPath: output.path))

        let good = try home.run(["generate", Self.gameDefinition.path, "--output", output.path], executable: "intentgen")
        #expect(good.status == 0, "\(good.errors)")
        let swift = try String(contentsOf: output.appendingPathComponent("SelectCharacter.intentdefinition.swift"), encoding: .utf8)
        #expect(swift.hasPrefix("// Generated by intentgen from SelectCharacter.intentdefinition."))
    }

    @Test func aKeyTheSuiteDoesNotKnowIsAWarningOrWithStrictAnError() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let text = try String(contentsOf: Self.gameDefinition, encoding: .utf8)
            .replacingOccurrences(
                of: "<key>INIntentName</key>", with: "<key>INIntentFromTheFuture</key>\n\t\t\t<true/>\n\t\t\t<key>INIntentName</key>")
        let newer = home.root.appendingPathComponent("Newer.intentdefinition")
        try text.write(to: newer, atomically: true, encoding: .utf8)

        let lint = try home.run(["lint", newer.path], executable: "intentgen")
        #expect(lint.status == 0)
        #expect(
            lint.errors
                == "warning: Newer.intentdefinition: /INIntents[0]/INIntentFromTheFuture: this suite does not read this key, so what it says is ignored; please report it with the file.\n"
        )
        #expect(lint.output.hasPrefix("Newer.intentdefinition: ok"))
        let strict = try home.run(["lint", "--strict", newer.path], executable: "intentgen")
        #expect(strict.status != 0)
        #expect(strict.errors.contains("/INIntents[0]/INIntentFromTheFuture"))
    }
}
