import ArgumentParser
import ExtensionProtocol
import Foundation
import SystemLive
import WidgetHost

extension Home {
    struct Activities: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "activities",
            abstract: "List the Live Activities the apps started, each with its state on the device's clock.",
            discussion: """
                An activity is active until its content's stale date, then stale; the system ends it eight hours after \
                it started, and it stays on the Lock Screen up to four hours more (docs/system.md).
                """,
            subcommands: [List.self, End.self], defaultSubcommand: List.self)

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List the Live Activities not yet dismissed.")

            @OptionGroup var global: GlobalOptions

            func run() throws {
                let system = try LiveActivities.live(home: global.resolvedHome(), now: global.fixedNow())
                let shown = try system.shown()
                guard !shown.isEmpty else {
                    print("No Live Activities; an app starts one with Activity.request (for example 'sample-app game adventure start').")
                    return
                }
                print(HomeText.activities(shown, now: system.clock()))
            }
        }

        struct End: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "End a Live Activity as the person does by removing it: at once, whatever its app does.")

            @OptionGroup var global: GlobalOptions

            @Argument(help: "The activity's id, as 'home activities' lists it.")
            var id: String

            func run() throws {
                let system = try LiveActivities.live(home: global.resolvedHome(), now: global.fixedNow())
                do {
                    _ = try system.end(id: id, content: nil, dismissal: .immediate)
                } catch let refusal as LiveActivityRefusal {
                    throw CommandFailure(refusal.description)
                }
                print("Ended and dismissed Live Activity \(id).")
            }
        }
    }
}
