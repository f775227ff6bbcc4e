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
/// A day by the minute is 1,440 steps: between reloads, each widget's kept timeline is held here,
/// its entries read once, and each step asks the store only whether the app asked for a reload.
public final class HomeWatch {
    let home: HomeScreen
    /// The entry each widget showed at the last step, by its date.
    private var shown: [Int64: Date] = [:]
    /// Each kind's display name, asked of its extension once for the whole watch.
    private var names: [String: String] = [:]
    /// Each widget's timeline as last kept, with its configuration's date and the spent reloads then.
    private var kept: [Int64: (configuredAt: Date, timeline: StoredTimeline, facts: ReloadFacts, spent: [Date])] = [:]

    /// Watches `home`, whose clock the caller moves between steps.
    public init(home: HomeScreen) {
        self.home = home
    }

    /// Every widget at the clock's time, fetching the timelines that are due, and what changed.
    public func step() throws -> (states: [WidgetState], changes: [WatchChange]) {
        let date = home.now()
        let budget = try home.store.dailyBudget()
        let states = try home.widgets().map { widget in
            let key = "\(widget.extensionName)/\(widget.kind)"
            if names[key] == nil { names[key] = try home.descriptor(of: widget).displayName }
            return try state(of: widget, displayName: names[key]!, at: date, budget: budget)
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

    /// The widget from its held timeline while it holds; else as the home screen shows it, fetching if due.
    private func state(of widget: PlacedWidget, displayName: String, at date: Date, budget: Int) throws -> WidgetState {
        if let held = kept[widget.id], held.configuredAt == widget.configuredAt {
            let budget = BudgetUse(
                budget: budget, spent: held.spent.filter { $0 > date.addingTimeInterval(-BudgetUse.window) && $0 <= date })
            switch try home.nextReload(of: widget, kept: held.facts, at: date, budget: budget) {
            case .at, .onlyWhenAsked, .budgetSpent:
                let entry = held.timeline.entries[HomeScreen.current(held.timeline.entries.map(\.date), at: date)]
                return WidgetState(widget: widget, displayName: displayName, entry: entry, reload: nil)
            case .now: break
            }
        }
        let state = try home.state(of: widget, displayName: displayName, in: .home)
        if let timeline = try home.store.timeline(widget.id) {
            let facts = ReloadFacts(
                fetchedAt: timeline.fetchedAt, policy: timeline.policy, lastDate: timeline.entries.map(\.date).max()!,
                requestSerial: timeline.requestSerial)
            let spent = try home.store.spentReloads(widget.id, date.addingTimeInterval(-BudgetUse.window))
            kept[widget.id] = (widget.configuredAt, timeline, facts, spent)
        }
        return state
    }
}
