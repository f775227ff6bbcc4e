import ArgumentParser
import Foundation
import SystemStore
import WidgetHost

extension Home {
    /// `sample-app home clock`: the device's clock, which the system and the app read.
    struct Clock: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clock",
            abstract: "Show or set the device's clock, which the system and the app read.",
            discussion: """
                The clock follows real time until it is set; a set clock stays where it is until it is set, \
                advanced or made real again, so that what the widgets show at a time can be looked at. \
                Any command takes --now TIME for itself alone.
                """,
            subcommands: [Show.self, Set.self, Advance.self, Real.self],
            defaultSubcommand: Show.self
        )

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "show", abstract: "Show the clock's time and whether it follows real time.")

            @OptionGroup var global: GlobalOptions

            func run() throws {
                let clock = try HomeStore.live(global.resolvedHome()).settings.clock()
                print(Clock.sentence(clock))
            }
        }

        struct Set: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "set", abstract: "Set the clock to a time, where it stays.")

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp("2026-11-27T12:00 (local time) or 2026-11-27T12:00:00Z.", valueName: "time"))
            var time: String

            func run() throws {
                let date = try TimeText.read(time, for: "'home clock set'")
                print(Clock.sentence(try HomeStore.live(global.resolvedHome()).settings.updateClock { _ in .fixed(date) }))
            }
        }

        struct Advance: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "advance", abstract: "Move the clock on: 15m, 2h, 1d, 1h30m.",
                discussion: "A clock that follows real time is set to the real time plus the duration, and stays there.")

            @OptionGroup var global: GlobalOptions

            // Taken whatever it starts with, so that "-1h" reaches the check below rather than reading as options.
            @Argument(parsing: .allUnrecognized, help: ArgumentHelp("How far: 90 (seconds), 15m, 2h, 1d, 1h30m.", valueName: "duration"))
            var words: [String] = []

            func run() throws {
                guard words.count == 1, let duration = words.first else {
                    throw CommandFailure("'home clock advance' takes one duration, such as 15m, 2h, 1d or 1h30m.")
                }
                if duration.hasPrefix("-") {
                    throw CommandFailure(
                        "'home clock advance' moves the clock on only; to move it back, set it: 'sample-app home clock set TIME'.")
                }
                guard let seconds = ConfigurationForm.duration(duration), seconds > 0 else {
                    throw CommandFailure("'home clock advance' takes a duration such as 15m, 2h, 1d or 1h30m, not \"\(duration)\".")
                }
                let clock = try HomeStore.live(global.resolvedHome()).settings.updateClock { try $0.advanced(by: seconds) }
                print(Clock.sentence(clock, change: "\(ConfigurationForm.durationText(seconds)) on"))
            }
        }

        struct Real: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "real", abstract: "Make the clock follow real time again.")

            @OptionGroup var global: GlobalOptions

            func run() throws {
                print(Clock.sentence(try HomeStore.live(global.resolvedHome()).settings.updateClock { _ in .real }))
            }
        }

        /// `Fri 2026-11-27 12:15:00: set (15m on); the clock stays there until set, advanced or made real again.`
        static func sentence(_ clock: DeviceClock, change: String? = nil) -> String {
            switch clock {
            case .real: "\(TimeText.long(clock.now())): the clock follows real time."
            case .fixed(let date):
                "\(TimeText.long(date)): set\(change.map { " (\($0))" } ?? ""); the clock stays there until set, advanced or made real again."
            }
        }
    }
}
