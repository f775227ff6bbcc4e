import ExtensionProtocol
import Foundation
import WidgetHost
import WidgetRendering

/// A widget on the home screen over a stretch of time, as the system would run it: at each step the clock
/// moves on, the app's reload requests of that step are made, and the system shows the widget, reloading
/// it when its policy or the app says so unless its budget is spent. So that "my widget stops updating
/// at 4 pm" is a test that fails, with the sentence that says why.
public struct SimulatedDay: Sendable {
    /// One step: the time, the entry showing, and why the timeline was fetched then, if it was.
    public struct Moment: Sendable {
        public var date: Date
        public var entry: TestEntry
        /// Why the system asked for a new timeline at this step, in `home timeline`'s words; nil when it did not.
        public var reload: String?
    }

    public var moments: [Moment]
    /// The limits broken during the day, each said once, at the first step that broke it.
    public var limits: [LimitBreach]

    /// The steps at which the system asked for a new timeline.
    public var reloads: [Moment] { moments.filter { $0.reload != nil } }

    /// The entry showing at `date`: that of the last step at or before it (the first step's before the day).
    public func entry(at date: Date) -> TestEntry {
        (moments.last { $0.date <= date } ?? moments[0]).entry
    }

    /// How long the entry showing at each step had been the widget's newest news: the time since the
    /// timeline it came from was fetched, at the step where that is longest. A widget that stops updating shows it.
    public var longestWithoutReload: TimeInterval {
        var last = moments.first?.date ?? Date()
        var longest: TimeInterval = 0
        for moment in moments {
            if moment.reload != nil { last = moment.date }
            longest = max(longest, moment.date.timeIntervalSince(last))
        }
        return longest
    }

    static func run(
        on tester: WidgetTester, widget: PlacedWidget, until end: Date, step: TimeInterval, appReloads: [Date], budget: Int?
    ) throws -> SimulatedDay {
        guard step >= 1 else { throw HostError("A simulated day steps at least a second at a time; \(step) s is too short.") }
        guard end > tester.clock.now else { throw HostError("A simulated day needs a duration longer than zero; give for: in seconds.") }
        let home = tester.system
        // The budget is this day's: the tester's own is put back after it.
        let kept = try home.store.reloads.dailyBudget()
        if let budget { try home.store.reloads.setDailyBudget(budget) }
        defer { try? home.store.reloads.setDailyBudget(kept) }
        var moments: [Moment] = []
        var limits: [LimitBreach] = []
        var pending = appReloads[...]
        var date = tester.clock.now
        while date <= end {
            // The app's requests up to this step, each made at its own time, from the background.
            while let asked = pending.first, asked <= date {
                tester.clock.now = asked
                try home.timelines.requestReload(ofKind: widget.kind, app: try home.apps.app(of: widget).name, inForeground: false)
                pending.removeFirst()
            }
            tester.clock.now = date
            let state = try home.timelines.currentState(of: widget.id)
            for breach in state.limits where !limits.contains(where: { $0.limit == breach.limit }) {
                limits.append(LimitBreach(breach.limit, "At \(TimeText.clock(date)), \(breach.sentence)"))
            }
            moments.append(
                Moment(
                    date: date,
                    entry: TestEntry(state.entry, family: widget.family, drawing: home.timelines.drawing, title: state.displayName),
                    reload: state.reload?.text))
            date.addTimeInterval(step)
        }
        try tester.check(limits)
        return SimulatedDay(moments: moments, limits: limits)
    }
}
