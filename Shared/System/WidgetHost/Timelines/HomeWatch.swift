import ExtensionProtocol
import Foundation

/// What changed on the home screen as the clock moved: a widget showing another entry, reloaded or not.
public struct WatchChange: Equatable, Sendable {
    public var date: Date
    public var widgetID: Int64
    public var displayName: String
    /// The date of the entry it shows now.
    public var entryDate: Date
    /// Why its timeline was fetched at this step; nil when a kept entry's date came.
    public var reload: ReloadReason?

    /// `12:15  #1 Game Status: reloaded because …; shows the entry of 12:15`.
    public var text: String {
        let what = reload.map { "reloaded because \($0.text); shows" } ?? "shows"
        return "\(TimeText.clock(date))  #\(widgetID) \(displayName): \(what) the entry of \(TimeText.clock(entryDate))"
    }
}

/// The home screen over time: each step shows every widget at the clock's time, as the home screen
/// does, and says what changed since the step before.
///
/// A day by the minute is 1,440 steps: each widget's kept timeline is held here between reloads, read
/// from the store once, and each step asks the store once whether the app asked for a reload since.
public final class HomeWatch {
    let home: HomeScreen
    /// The entry each widget showed at the last step, by its date.
    private var shown: [Int64: Date] = [:]
    /// Each widget's timeline as last kept.
    private var kept: [Int64: Held] = [:]

    /// A kept timeline held between reloads, with what deciding its next reload needs.
    private struct Held {
        var configuredAt: Date
        var timeline: StoredTimeline
        var facts: ReloadFacts
        var dates: [Date]
        /// The reloads that spent the widget's budget in the 24 hours before the timeline was kept.
        var spent: [Date]

        func entry(at date: Date) -> ArchivedEntry { timeline.entries[EntrySchedule.current(dates, at: date)] }
    }

    /// Watches `home`, whose clock the caller moves between steps.
    public init(home: HomeScreen) {
        self.home = home
    }

    /// Every widget at the clock's time, fetching the timelines that are due, and what changed.
    public func step() throws -> (states: [WidgetState], changes: [WatchChange]) {
        let date = home.now()
        // The daily budget matters only to a reload that would spend it: read then, once a step.
        var dailyBudget: Int?
        let budget = { [home] in
            if let dailyBudget { return dailyBudget }
            dailyBudget = try home.store.reloads.dailyBudget()
            return dailyBudget!
        }
        let lastSerial = try home.store.reloads.lastSerial()
        let widgets = try home.apps.placedWidgets()
        var due: [(widget: PlacedWidget, reason: ReloadReason)] = []
        for widget in widgets {
            if let reason = try dueReload(of: widget, at: date, budget: budget, lastSerial: lastSerial) { due.append((widget, reason)) }
        }
        // The widgets due now are fetched in turn and kept together.
        for (widget, timeline) in zip(due.map(\.widget), try home.timelines.reload(due)) {
            kept[widget.id] = try held(timeline, of: widget, at: date)
        }
        let reasons = Dictionary(due.map { ($0.widget.id, $0.reason) }) { _, last in last }
        let states = try widgets.compactMap { widget -> WidgetState? in
            guard let held = kept[widget.id] else { return nil }
            // The system asks each extension for its kinds once for the whole watch.
            return WidgetState(
                widget: widget, displayName: try home.apps.descriptor(of: widget).displayName, entry: held.entry(at: date),
                reload: reasons[widget.id])
        }
        var changes: [WatchChange] = []
        for state in states where state.reloaded || shown[state.widget.id] != state.entry.date {
            changes.append(
                WatchChange(
                    date: date, widgetID: state.widget.id, displayName: state.displayName, entryDate: state.entry.date,
                    reload: state.reload))
        }
        shown = Dictionary(states.map { ($0.widget.id, $0.entry.date) }) { _, last in last }
        return (states, changes)
    }

    /// Why the widget's timeline must be fetched now; nil while its held timeline holds.
    private func dueReload(of widget: PlacedWidget, at date: Date, budget: @escaping () throws -> Int, lastSerial: Int64)
        throws -> ReloadReason?
    {
        if kept[widget.id]?.configuredAt != widget.configuredAt {
            kept[widget.id] = try home.store.timelines.timeline(widget.id).map { try held($0, of: widget, at: date) }
        }
        guard let held = kept[widget.id] else { return .noTimeline }
        let use = {
            BudgetUse(budget: try budget(), spent: held.spent.filter { $0 > date.addingTimeInterval(-BudgetUse.window) && $0 <= date })
        }
        switch try home.timelines.nextReload(of: widget, kept: held.facts, at: date, budget: use, lastSerial: lastSerial) {
        case .at, .onlyWhenAsked, .budgetSpent: return nil
        case .now(let due): return due
        }
    }

    private func held(_ timeline: StoredTimeline, of widget: PlacedWidget, at date: Date) throws -> Held {
        Held(
            configuredAt: widget.configuredAt, timeline: timeline, facts: timeline.reloadFacts, dates: timeline.entries.map(\.date),
            spent: try home.store.reloads.spent(widget.id, date.addingTimeInterval(-BudgetUse.window)))
    }
}
