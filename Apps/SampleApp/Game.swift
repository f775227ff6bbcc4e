import ArgumentParser
import ExtensionProtocol
import Foundation
import GameApp
import WireValues
import SampleModels
import Synchronization
import WidgetHost
import WidgetKit

/// `sample-app game`: the app itself, which owns the characters.
struct Game: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "game",
        abstract: "The app: look after the game's characters. Each change asks the system to reload the widgets.",
        subcommands: [Characters.self, Heal.self, Hurt.self, Widgets.self, Release.self, Adventure.self]
    )

    @OptionGroup var global: GlobalOptions

    struct Characters: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "characters", abstract: "List the characters and their health.")

        @OptionGroup var global: GlobalOptions

        func run() throws {
            for character in try global.gameApp().characters.all() {
                print(GameApp.line(character))
            }
        }
    }

    struct Widgets: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "widgets",
            abstract: "List the app's widgets the user placed, as WidgetCenter.getCurrentConfigurations gives them to the app.")

        @OptionGroup var global: GlobalOptions

        func run() throws {
            _ = try global.resolvedHome()
            let result = Mutex<Result<[WidgetInfo], any Error>?>(nil)
            let done = DispatchSemaphore(value: 0)
            WidgetCenter.shared.getCurrentConfigurations { answer in
                result.withLock { $0 = answer }
                done.signal()
            }
            done.wait()
            let widgets = try result.withLock { $0! }.get()
            guard !widgets.isEmpty else { return print("The user placed none of the app's widgets.") }
            var rows = [["KIND", "FAMILY", "CONFIGURATION"]]
            for widget in widgets {
                // The intent's values, read as its definition types them (a switch as on or off, a duration as one).
                let text = widget.configuration.map { intent in
                    let values = intent._parameterValues
                    guard !values.isEmpty else { return "(defaults)" }
                    let form = (type(of: intent) as? any INIntentHandlerBridging.Type).flatMap { try? ConfigurationForm(of: $0) }
                    return form?.text(of: values) ?? WidgetText.configuration(values)
                }
                rows.append([widget.kind, widget.family.name, text ?? "—"])
            }
            print(TextFormat.table(rows))
        }
    }

    struct Release: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "release",
            abstract: "Show the game's release the device has installed, or update to another.",
            discussion: """
                Release 1 configures Character Details with SelectCharacter.intentdefinition; release 2 converts it \
                to App Intents on the same kind. Updating restarts the app's extensions, as iOS does; the widgets \
                already placed keep their characters because the new intent migrates the old.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The release to install: 1 or 2.", valueName: "release"))
        var number: Int?

        func run() throws {
            let home = try global.resolvedHome()
            let installed = GameRelease.installed(in: home)
            guard let number else { return say("Installed: release \(installed).") }
            guard let release = GameRelease(rawValue: number) else {
                throw ValidationError("The game has releases 1 and 2; \(number) is neither.")
            }
            guard release != installed else { return say("Release \(release) is installed already.") }
            try GameRelease.install(release, in: home)
            let stopped = try ExtensionInstaller(home: home, store: HomeStore.live(home), trace: global.messageTrace)
                .updated(app: InstalledExtension.samplesApp)
            say("Installed release \(release).")
            if !stopped.leftRunning.isEmpty {
                let names = stopped.leftRunning.map(\.name).joined(separator: ", ")
                say("\(names) was started by hand and still runs the old release; stop it and start it again.")
            }
        }
    }

    /// What `heal` and `hurt` take: whom, and how much.
    struct HealthChange: ParsableArguments {
        @Argument(help: "The character's name.")
        var name: String

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("How much: a fraction of full health from 0 to 1, or a percentage from 0% to 100%.", valueName: "amount"))
        var by = HealthAmount(fraction: 0.1)

        @Flag(
            help: ArgumentHelp(
                "Tell the widgets by a push from the game's server (iOS 26) instead of asking WidgetCenter.",
                discussion: "The push goes, as APNs delivers it, to the token the system gave the game for its Character Details widgets."))
        var push = false

        /// Changes the health by `sign` times the amount, and says what changed and what the system was asked.
        func apply(_ sign: Double, global: GlobalOptions) throws {
            func report(_ before: CharacterDetail, _ after: CharacterDetail) {
                say("\(after.avatar) \(after.name): health \(before.healthPercent)% → \(after.healthPercent)%")
            }
            if push { return try applyByPush(sign, global: global, report: report) }
            do {
                let (before, after) = try global.gameApp().changeHealth(of: name, by: sign * by.fraction)
                report(before, after)
                print(WidgetText.reloadsAsked(GameApp.kindsShowingHealth, controls: [GameControlKind.favouriteHero]))
            } catch let error as GameAppError {
                if case .reloadNotRequested(let before, let after, _) = error { report(before, after) }
                throw error
            }
        }

        /// The change saved, then the game's server sends a widget push to the app's token, as APNs
        /// delivers it: only Character Details takes pushes, so only it is reloaded.
        private func applyByPush(_ sign: Double, global: GlobalOptions, report: (CharacterDetail, CharacterDetail) -> Void) throws {
            let home = try global.homeScreen()
            guard let token = try home.pushes.currentToken(ofApp: InstalledExtension.samplesApp) else {
                throw CommandFailure(
                    "No Character Details widget is placed, so the game has no widget push token; place one with 'sample-app home add \(GameWidgetKind.characterDetail) --app \(InstalledExtension.samplesApp)', or leave out --push."
                )
            }
            let (before, after) = try global.gameApp().changeHealth(of: name, by: sign * by.fraction, askingReloads: false)
            report(before, after)
            do {
                let applied = try home.pushes.receive(
                    payload: Data(#"{"aps":{"content-changed":true}}"#.utf8), topic: WidgetPushes.topic(ofApp: InstalledExtension.samplesApp),
                    token: ExtensionProtocol.PushToken.hex(token))
                say("The game's server pushed to its widgets: \(applied.sentence)")
            } catch let refusal as WidgetPushRefusal {
                throw CommandFailure("The health is saved, but the push was refused: \(refusal.description)")
            }
        }
    }

    struct Heal: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "heal", abstract: "Give a character health back.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var change: HealthChange

        func run() throws { try change.apply(1, global: global) }
    }

    struct Hurt: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "hurt", abstract: "Take health away from a character.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var change: HealthChange

        func run() throws { try change.apply(-1, global: global) }
    }
}

/// The amount `--by` takes: a fraction of full health from 0 to 1 (0.1), or a percentage from 0% to
/// 100% (10%). Plain decimal digits only: no signs, exponents, hexadecimal or infinities.
struct HealthAmount: ExpressibleByArgument {
    var fraction: Double

    init(fraction: Double) {
        self.fraction = fraction
    }

    init?(argument: String) {
        let isPercent = argument.hasSuffix("%")
        let digits = isPercent ? argument.dropLast() : argument[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let number = Double(digits) else {
            return nil
        }
        let fraction = isPercent ? number / 100 : number
        guard (0...1).contains(fraction) else { return nil }
        self.fraction = fraction
    }

    var defaultValueDescription: String {
        let percent = fraction * 100
        return (percent.rounded() == percent ? String(Int(percent)) : String(percent)) + "%"
    }
}

/// `sample-app open URL`: the app opened at a URL, as the system opens it when a widget is tapped.
struct OpenURL: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the app at a URL, as the system does when a widget is tapped.",
        discussion: "The app handles game://character/NAME: it shows that character.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The URL, such as game://character/Spouty.")
    var url: String

    func run() throws {
        try Self.show(url, in: try global.gameApp())
    }

    static func show(_ url: String, in app: GameApp) throws {
        print(try screen(url, in: app))
    }

    /// What the app shows when opened at `url`.
    static func screen(_ url: String, in app: GameApp) throws -> String {
        TerminalText.escaped("sample-app opened \(url):") + "\n" + GameApp.line(try app.open(url))
    }
}
