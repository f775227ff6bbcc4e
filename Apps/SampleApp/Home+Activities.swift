import ArgumentParser
import ExtensionProtocol
import Foundation
import SuiteHome
import SystemLive
import WidgetHost
import WidgetRendering

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
                let home = try global.homeScreen()
                let shown = try home.activities.shown()
                guard !shown.isEmpty else {
                    print("No Live Activities; an app starts one with Activity.request (for example 'sample-app game adventure start').")
                    return
                }
                print(ActivityText.activities(shown, now: home.now()))
            }
        }

        struct End: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "End a Live Activity as the person does by removing it: at once, whatever its app does.")

            @OptionGroup var global: GlobalOptions

            @Argument(help: "The activity's id, as 'home activities' lists it.")
            var id: String

            func run() throws {
                let home = try global.homeScreen()
                do {
                    _ = try home.activities.end(id: id, content: nil, dismissal: .immediate)
                } catch let refusal as LiveActivityRefusal {
                    throw CommandFailure(refusal.description)
                }
                say("Ended and dismissed Live Activity \(id).")
            }
        }
    }

    struct Island: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "island",
            abstract: "Draw the Dynamic Island with the Live Activities that run: compact, minimal, or expanded.",
            discussion: """
                The most relevant activity takes the Island, compact either side of the camera (or expanded with \
                --expanded); a second shows as the minimal presentation beside it. Sizes are Apple's for the device \
                (iPhone 15 Pro Max and iPhone 15 Pro have an Island; other devices have none).
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, svg
        }

        @OptionGroup var global: GlobalOptions

        @Flag(help: "Draw the first activity's expanded presentation, as a long press shows it.")
        var expanded = false

        @Option(help: "text draws boxes in the terminal; svg draws the top of the screen.")
        var format: Format = .text

        @OptionGroup var drawing: DrawingOptions

        func run() throws {
            let home = try global.homeScreen()
            let context = drawing.context(on: home.timelines.drawing)
            guard let island = IslandRenderer(drawing: context, now: home.now()) else {
                throw CommandFailure(IslandRenderer.none(context.device))
            }
            let activities = try home.drawnActivities()
            switch format {
            case .text:
                try drawing.emit(
                    island.text(
                        activities, expanded: expanded, usesColor: drawing.output == nil && TerminalRenderer.standardOutputWantsColor))
            case .svg:
                try drawing.emit(island.svg(activities, expanded: expanded))
            }
        }
    }
}

extension Home {
    struct Push: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "push",
            abstract: "Deliver a push to a Live Activity, as a server sends it through APNs.",
            discussion: """
                The file holds the push's JSON payload: {"aps": {"timestamp": …, "event": "update" or "end", \
                "content-state": {…}, "stale-date": …, "dismissal-date": …, "relevance-score": …, "alert": {…}}}. \
                iOS drops a push it cannot apply without a word; here each is refused or ignored with its reason.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The activity's id, as 'home activities' lists it.")
        var activity: String

        @Option(help: ArgumentHelp("The file holding the push's JSON payload ('-' for standard input).", valueName: "file"))
        var payload: String

        func run() throws {
            let data: Data
            do {
                // Well over APNs' 4 KB, so that the push's own check says by how much a payload is over.
                data = payload == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try SuiteFiles.read(payload, limit: 1 << 20)
            } catch {
                throw CommandFailure("\(error) Give the push's JSON file, or - for standard input.")
            }
            let home = try global.homeScreen()
            let outcome: ActivityPushOutcome
            let push: ActivityPush
            do {
                push = try ActivityPush.read(data)
                outcome = try home.push(push, to: activity)
            } catch let refusal as LiveActivityRefusal {
                throw CommandFailure(refusal.description + " Nothing changed.")
            }
            switch outcome {
            case .updated(let record):
                say("Live Activity \(record.id) updated: \(record.content.state)")
            case .ended(let record):
                print(
                    "Live Activity \(record.id) ended; it leaves the Lock Screen \(ActivityText.moment(record.dismissAt ?? record.startedAt, now: home.now()))."
                )
            case .ignored(let sentence):
                say(sentence)
                return
            }
            if let alert = push.alert { say("Alert: \(alert)") }
        }
    }
}
