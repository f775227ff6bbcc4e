import ActivityKit
import ArgumentParser
import Foundation
import GameApp
import SampleModels
import Synchronization
import WidgetHost

extension Game {
    struct Adventure: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "adventure",
            abstract: "Send a hero on an adventure: a Live Activity on the Lock Screen and in the Dynamic Island.",
            subcommands: [Start.self, Status.self, End.self], defaultSubcommand: Status.self)

        struct Start: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Start a hero's adventure, now or at a time to come; prints the Live Activity's id as the last line.",
                discussion: """
                    Only an app in the foreground may start a Live Activity: not with --background. With --at, the adventure \
                    is scheduled (iOS 26): the system keeps the Live Activity pending and starts it, with an alert, when the \
                    device's clock reaches that time.
                    """)

            @OptionGroup var global: GlobalOptions

            @Argument(help: "The hero's name, as 'sample-app game characters' lists them.")
            var hero: String

            @Option(
                help: ArgumentHelp(
                    "When the hero sets off: 2026-11-27T18:00 (local time) or 2026-11-27T18:00:00Z.",
                    discussion: "Within a week of the device's clock.", valueName: "time"))
            var at: String?

            func run() throws {
                let start = try at.map { try TimeText.read($0, for: "--at") }
                let adventure: Activity<AdventureAttributes>
                do {
                    adventure = try global.gameApp().startAdventure(of: hero, at: start)
                } catch is ActivityAuthorizationError {
                    // The system has said why, with its figures, on standard error.
                    throw ExitCode.failure
                }
                let state = adventure.content.state
                if let start {
                    say(
                        "\(adventure.attributes.avatar) \(adventure.attributes.hero) will set off on an adventure at \(TimeText.short(start)), health \(state.healthPercent)%; the Live Activity is pending until then."
                    )
                } else {
                    say(
                        "\(adventure.attributes.avatar) \(adventure.attributes.hero) sets off on an adventure, health \(state.healthPercent)%.")
                }
                print(adventure.id)
            }
        }

        struct Status: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List the adventures the system still shows.")

            @OptionGroup var global: GlobalOptions

            func run() throws {
                let app = try global.gameApp()
                let adventures = try waiting { await app.advanceAdventures() }
                guard !adventures.isEmpty else {
                    return print("No hero is on an adventure; start one with 'sample-app game adventure start HERO'.")
                }
                for adventure in adventures {
                    let state = adventure.content.state
                    say(
                        "\(adventure.id)  \(adventure.attributes.avatar) \(adventure.attributes.hero)  health \(state.healthPercent)%  "
                            + "\(state.event)  (\(adventure.activityState))")
                }
            }
        }

        struct End: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Bring a hero home: end an adventure, or every one.")

            @OptionGroup var global: GlobalOptions

            @Argument(help: "The adventure's id (default: every adventure).")
            var id: String?

            func run() throws {
                let app = try global.gameApp()
                let ended = try waiting { try await app.endAdventures(id: id) }
                guard !ended.isEmpty else { return print("No hero is on an adventure.") }
                for adventure in ended {
                    say("\(adventure.attributes.avatar) \(adventure.attributes.hero) is back home (\(adventure.id)).")
                }
            }
        }
    }
}

/// Runs async work from a command, which runs on the main thread without a run loop to await on: the
/// work runs on the cooperative pool while the command waits for it.
func waiting<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
    let result = Mutex<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
        let outcome = await Result { try await work() }
        result.withLock { $0 = outcome }
        done.signal()
    }
    done.wait()
    return try result.withLock { $0! }.get()
}

extension Result where Failure == any Error {
    init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
