import ArgumentParser
import Foundation
import Synchronization
import SystemLive
import SystemStore
import WidgetHost
import WidgetRendering

extension Home {
    /// `sample-app home watch`: the home screen live, its clock running.
    struct Watch: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "watch",
            abstract: "Watch the home screen as its clock runs: entries change at their dates, and timelines reload when due.",
            discussion: """
                The clock moves a minute at a time, --speed times faster than real time (60: a minute a second), \
                from the device's clock (or --now) until --until or Ctrl-C, and stays where the watch stopped. \
                In a terminal the widgets are drawn again at each change, with the reloads on a status line; \
                otherwise each change is printed once, as a line.
                """)

        @OptionGroup var global: GlobalOptions

        @Option(help: ArgumentHelp("How many times faster than real time the clock runs, from 1 to 1000000.", valueName: "times"))
        var speed: Double = 60

        @Option(help: ArgumentHelp("Stop when the clock reaches this time, such as 2026-11-28T12:00.", valueName: "time"))
        var until: String?

        func validate() throws {
            do {
                _ = try ClockSpeed.checked(speed, for: "--speed")
            } catch {
                throw ValidationError("\(error)")
            }
        }

        /// Set by Ctrl-C: the watch stops after the step it is in.
        static let interrupted = Atomic(false)

        func run() throws {
            let home = try global.resolvedHome()
            let store = try HomeStore.live(home)
            let clock = try global.fixedNow().map(DeviceClock.fixed) ?? store.settings.clock()
            let end = try until.map { try TimeText.read($0, for: "--until") }
            // The watch's time, which the system reads (on the extensions' connections' threads too) as it moves.
            let time = Mutex(clock.now())
            var now: Date {
                get { time.withLock { $0 } }
                set { time.withLock { $0 = newValue } }
            }
            if let end, end <= now {
                throw CommandFailure("--until \(TimeText.long(end)) is not after the clock's time, \(TimeText.long(now)).")
            }
            let system = try HomeScreen.live(home: home, store: store, trace: global.messageTrace, clock: { time.withLock { $0 } }, clockIsSet: true)
            let watch = HomeWatch(home: system)
            let screen = WatchScreen(speed: speed, drawing: system.timelines.drawing.checked)
            signal(SIGINT) { _ in Watch.interrupted.store(true, ordering: .relaxed) }

            var step = try watch.step()
            screen.show(step, at: now)
            // Each minute is due `60 / speed` seconds of real time after the start; the time a step
            // takes is part of the wait, so the clock keeps its speed.
            let start = ContinuousClock.now
            var minutes = 0
            while !Self.interrupted.load(ordering: .relaxed) {
                if let end, now >= end { break }
                minutes += 1
                let wait = start + .seconds(60 / speed * Double(minutes)) - ContinuousClock.now
                if wait > .zero { usleep(useconds_t(wait / .microseconds(1))) }
                if Self.interrupted.load(ordering: .relaxed) { break }
                now = min(now.addingTimeInterval(60), end ?? .distantFuture)
                step = try watch.step()
                screen.show(step, at: now)
            }
            // The clock stays where the watch stopped, so that what was watched can be looked at.
            let stopped = now
            _ = try store.settings.updateClock { _ in .fixed(stopped) }
            say("The clock stopped at \(TimeText.long(stopped)); 'sample-app home clock real' makes it follow real time again.")
        }
    }
}

/// Where `home watch` shows its steps: a screen drawn again in a terminal, lines otherwise.
final class WatchScreen {
    let isTerminal = isatty(STDOUT_FILENO) == 1
    let speed: Double
    /// What the system draws for: the device `home device` set.
    let drawing: DrawingContext
    /// The last reloads, for the status line.
    private var reloads: [String] = []
    /// When the last line was printed, in lines: the clock is shown at each hour nothing changes in.
    private var lastLine: Date?

    init(speed: Double, drawing: DrawingContext) {
        self.speed = speed
        self.drawing = drawing
    }

    func show(_ step: (states: [WidgetState], changes: [WatchChange]), at date: Date) {
        guard isTerminal else {
            for change in step.changes { say(change.text) }
            if !step.changes.isEmpty {
                lastLine = date
            } else if let last = lastLine, date.timeIntervalSince(last) >= 3_600 {
                say("\(TimeText.clock(date))  nothing changed since \(TimeText.clock(last))")
                lastLine = date
            }
            fflush(nil)
            return
        }
        reloads += step.changes.filter { $0.reload != nil }.map(\.text)
        reloads = Array(reloads.suffix(3))
        let renderer = TerminalRenderer(drawing: drawing, usesColor: TerminalRenderer.standardOutputWantsColor, now: date)
        var text = "\u{1B}[H\u{1B}[2J\(TimeText.long(date))  (×\(Int(speed)); Ctrl-C stops)\n\n"
        text += step.states.isEmpty ? noWidgetsYet : step.states.map { WidgetText.drawing($0, renderer: renderer) }.joined(separator: "\n\n")
        text += "\n\n" + (reloads.isEmpty ? "No reloads yet." : reloads.joined(separator: "\n")) + "\n"
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
