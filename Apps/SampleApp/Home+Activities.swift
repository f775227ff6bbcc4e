import ArgumentParser
import ExtensionProtocol
import Foundation
import SuiteHome
import SystemLive
import WidgetHost
import WidgetRendering
import WireValues

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
    struct PairedWatch: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "paired-watch",
            abstract: "Draw the paired Apple Watch's Smart Stack with the phone's Live Activities (iOS 18, watchOS 11).",
            discussion: """
                Each activity that goes on is forwarded to the watch: drawn with its small family's view where its \
                configuration declares supplementalActivityFamilies([.small]), else with its compact leading and \
                trailing views under its title, at the size Apple gives for the watch's case.
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, svg
        }

        @OptionGroup var global: GlobalOptions

        @Option(
            help: ArgumentHelp(
                "The watch's case in millimetres: \(WatchStackRenderer.Watch.all.map { String($0.millimetres) }.joined(separator: ", ")).",
                valueName: "mm"))
        var size = WatchStackRenderer.Watch.standard.millimetres

        @Option(help: "text draws boxes in the terminal; svg draws the Smart Stack.")
        var format: Format = .text

        @OptionGroup var drawing: DrawingOptions

        func validate() throws {
            guard WatchStackRenderer.Watch.named(size) != nil else {
                throw ValidationError(
                    "Apple gives Live Activity sizes for watches of \(WatchStackRenderer.Watch.all.map { "\($0.millimetres)" }.joined(separator: ", ")) mm; \(size) is not one."
                )
            }
        }

        func run() throws {
            let home = try global.homeScreen()
            let watch = WatchStackRenderer(
                drawing: drawing.context(on: home.timelines.drawing), watch: WatchStackRenderer.Watch.named(size)!, now: home.now())
            let activities = try home.drawnActivities()
            switch format {
            case .text:
                try drawing.emit(watch.text(activities, usesColor: drawing.output == nil && TerminalRenderer.standardOutputWantsColor))
            case .svg: try drawing.emit(watch.svg(activities))
            }
        }
    }
}

extension Home {
    struct Push: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "push",
            abstract: "Deliver a push as a server sends it through APNs: to a Live Activity, or to an app's widgets.",
            discussion: """
                To a Live Activity (its id): the file holds {"aps": {"timestamp": …, "event": "update" or "end", \
                "content-state": {…}, "stale-date": …, "dismissal-date": …, "relevance-score": …, "alert": {…}}}.
                To an app's widgets (--widgets, iOS 26): the file holds {"aps": {"content-changed": true}}, sent with the \
                topic and the token 'home push-token' prints (apns-push-type: widgets); the app's placed widgets that take \
                pushes are reloaded when next shown, each spending its daily budget, or waiting for it to renew.
                To a control (--controls, iOS 18): the same body, sent to the control's own token (apns-push-type: \
                controls, topic <bundle id>.push-type.controls); the control is asked for its value when next shown.
                iOS drops a push it cannot apply without a word; here each is refused or ignored with its reason.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The activity's id, as 'home activities' lists it; none with --widgets.")
        var activity: String?

        @Flag(help: "Send a widget push (apns-push-type: widgets) to an app's widgets, in place of a Live Activity's.")
        var widgets = false

        @Flag(help: "Send a control push (apns-push-type: controls) to a placed control, in place of a Live Activity's.")
        var controls = false

        @Option(help: ArgumentHelp("The file holding the push's JSON payload ('-' for standard input).", valueName: "file"))
        var payload: String

        @Option(
            help: ArgumentHelp(
                "The widget push's apns-topic: the app's bundle identifier followed by .push-type.widgets.",
                discussion: "Defaults to the token's app, or to the only app whose widgets take pushes.", valueName: "topic"))
        var topic: String?

        @Option(
            help: ArgumentHelp(
                "The device token the widget push is sent to, in hexadecimal, as 'home push-token' prints it.",
                discussion: "Defaults to the app's own.", valueName: "hex"))
        var token: String?

        func validate() throws {
            if widgets && controls { throw ValidationError("A push goes to widgets or to a control; give --widgets or --controls, not both.") }
            if widgets || controls, let activity {
                throw ValidationError(
                    "A \(widgets ? "widget" : "control") push does not go to Live Activity \(activity); give --\(widgets ? "widgets" : "controls") or an activity, not both.")
            }
            if !widgets, !controls, activity == nil {
                throw ValidationError(
                    "Name the Live Activity the push is for ('home activities' lists them), or give --widgets for an app's widgets or --controls for a control.")
            }
            if !widgets, !controls, topic != nil || token != nil {
                throw ValidationError("--topic and --token address a widget or control push; give them with --widgets or --controls.")
            }
        }

        func run() throws {
            let data: Data
            do {
                // Well over APNs' 4 KB, so that the push's own check says by how much a payload is over.
                data = payload == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try SuiteFiles.read(payload, limit: 1 << 20)
            } catch {
                throw CommandFailure("\(error) Give the push's JSON file, or - for standard input.")
            }
            let home = try global.homeScreen()
            if controls {
                return try deliver(data, pushType: "controls") { (false, try home.receiveControlPush(payload: data, topic: topic, token: token)) }
            }
            guard let activity else {
                return try deliver(data, pushType: WidgetPush.pushType) {
                    let applied = try home.pushes.receive(payload: data, topic: topic, token: token)
                    return (applied.widgets.contains { $0.deferredUntil != nil }, applied.sentence)
                }
            }
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

        /// A control push (`pushType` controls) or a widget push, shown in `--trace` as the message it is, with
        /// what came of it: `receive` gives whether it was deferred, and its sentence.
        private func deliver(_ data: Data, pushType: String, receive: () throws -> (deferred: Bool, sentence: String)) throws {
            let trace = global.messageTrace
            trace?.note(
                TerminalText.escaped(
                    "⇢ APNs push (apns-push-type: \(pushType), apns-topic: \(topic ?? "none given"), token: \(token ?? "none given")) \(String(decoding: data.prefix(512), as: UTF8.self))"
                ))
            do {
                let (deferred, sentence) = try receive()
                trace?.note(TerminalText.escaped("⇠ \(deferred ? "deferred" : "applied"): \(sentence)"))
                say(sentence)
            } catch let refusal as WidgetPushRefusal {
                trace?.note(TerminalText.escaped("⇠ refused: \(refusal.description)"))
                throw CommandFailure(refusal.description + " Nothing was reloaded.")
            }
        }
    }

    struct PushToken: ParsableCommand {
        // (Widgets' tokens are per app, controls' per placed control: both are listed.)
        static let configuration = CommandConfiguration(
            commandName: "push-token",
            abstract: "Print each app's widget push token (iOS 26), with its topic and the widgets that take pushes.",
            discussion: """
                The system gives an app a token when one of its widgets whose configuration says .pushHandler(_:) is first \
                placed, and tells the app's push handlers of it whenever those placed widgets change.
                """)

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let home = try global.homeScreen()
            let (tokens, problems) = try home.pushes.tokens()
            for problem in problems { complain("warning: " + problem) }
            let controls = try home.pushControls()
            guard !tokens.isEmpty || !controls.isEmpty else {
                print("No installed app has a widget or a control that takes pushes; a configuration takes them with .pushHandler(_:).")
                return
            }
            defer {
                for (control, app) in controls {
                    say("control #\(control.id) \(control.kind) of \(app)  topic \(HomeScreen.controlTopic(ofApp: app))")
                    say("  token \(control.pushToken ?? "")")
                }
            }
            for token in tokens {
                say("\(token.app)  topic \(token.topic)")
                say("  token \(token.token.map(ExtensionProtocol.PushToken.hex) ?? "none yet: none of its widgets that take pushes was ever placed")")
                say("  kinds \(token.kinds.joined(separator: ", "))")
                say(
                    "  placed \(token.widgets.isEmpty ? "none: WidgetCenter.currentPushInfo is nil" : token.widgets.map { "#\($0.id) \($0.kind) (\($0.family.name))" }.joined(separator: ", "))"
                )
            }
        }
    }
}
