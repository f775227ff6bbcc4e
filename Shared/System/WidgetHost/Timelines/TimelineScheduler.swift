import ExtensionProtocol
import Foundation
import ViewArchive
import WidgetRendering
import WireValues

/// When a widget's timeline is fetched, which of its entries shows, and what a widget's daily budget of
/// reloads allows (docs/system.md gives each rule and whose it is). It asks a widget's extension for a
/// timeline when none is kept, when the app asked since, or when the kept one's policy says, unless
/// that would spend a budget already spent; it keeps what it fetches, unless it looks at another time.
public struct TimelineScheduler {
    let apps: InstalledApps
    let store: HomeStore
    /// The system's clock.
    let now: () -> Date
    /// Whether the timelines it fetches are kept: not when its clock is one command's `--now`, a look at
    /// another time, which must leave nothing behind as if it were the device's time, nor when the store
    /// may only be read.
    let keepsTimelines: Bool
    /// The system's own drawing context: the device its settings name, light. The timelines it keeps are
    /// those it asks for in it; for another (a device, dark, StandBy) it asks again and keeps nothing.
    public let drawing: DrawingContext

    /// The entry one widget shows now.
    public func currentState(of id: Int64, in drawing: DrawingContext? = nil) throws -> WidgetState {
        let drawing = drawing ?? self.drawing
        let widget = try apps.placedWidget(id)
        return try state(of: widget, displayName: try apps.descriptor(of: widget).displayName, in: drawing)
    }

    /// A widget's placeholder, redacted as the system draws it while the real entry loads.
    public func placeholder(of id: Int64, in drawing: DrawingContext? = nil) throws -> WidgetState {
        let drawing = drawing ?? self.drawing
        let widget = try apps.placedWidget(id)
        let descriptor = try apps.descriptor(of: widget)
        var entry = try apps.widgetExtension(of: widget).send(
            WidgetPlaceholderRequest(kind: widget.kind, context: drawing.render(widget.family))
        )
        .entry
        entry.view = entry.view.redactedForPlaceholder()
        return WidgetState(
            widget: widget, displayName: descriptor.displayName, entry: entry, reload: nil)
    }

    func state(of widget: PlacedWidget, displayName: String, in drawing: DrawingContext) throws -> WidgetState {
        try statesAndFetched(of: [(widget, displayName)], in: drawing)[0].get().state
    }

    /// The entries these widgets show now, each as `state(of:)` gives it. Those due are fetched one after
    /// another and kept with one write, not one write each: a page of a dozen widgets the app just asked
    /// to reload is drawn in one transaction. A widget whose timeline cannot be had fails alone.
    func states(of widgets: [(widget: PlacedWidget, displayName: String)], in drawing: DrawingContext) -> [Result<WidgetState, any Error>] {
        statesAndFetched(of: widgets, in: drawing).map { $0.map(\.state) }
    }

    /// What `states(of:)` gives, each with the timeline it fetched to give it, if it fetched one.
    func statesAndFetched(of widgets: [(widget: PlacedWidget, displayName: String)], in drawing: DrawingContext)
        -> [Result<(state: WidgetState, fetched: StoredTimeline?), any Error>]
    {
        guard !widgets.isEmpty else { return [] }
        let date = now()
        var results = [Result<(state: WidgetState, fetched: StoredTimeline?), any Error>?](repeating: nil, count: widgets.count)
        var due: [(index: Int, widget: PlacedWidget, reason: ReloadReason)] = []
        // Read once for all of them, before any extension is asked: a request made meanwhile is the next drawing's.
        let lastSerial: Int64
        do {
            lastSerial = try store.reloads.lastSerial()
        } catch {
            return widgets.map { _ in .failure(error) }
        }
        for (index, (widget, displayName)) in widgets.enumerated() {
            do {
                switch try shownWithoutFetching(widget, displayName: displayName, in: drawing, at: date, lastSerial: lastSerial) {
                case .shown(let state): results[index] = .success((state, nil))
                case .due(let reason): due.append((index, widget, reason))
                }
            } catch {
                results[index] = .failure(error)
            }
        }
        let fetched = fetchAndKeep(due.map { ($0.widget, $0.reason) }, in: drawing, serial: lastSerial)
        for ((index, widget, reason), fetched) in zip(due, fetched) {
            results[index] = Result {
                let (timeline, footprint) = try fetched.get()
                let entry = timeline.entries[EntrySchedule.current(timeline.entries.map(\.date), at: date)]
                var state = WidgetState(widget: widget, displayName: widgets[index].displayName, entry: entry, reload: reason)
                state.limits = limits(of: timeline, widget: widget, displayName: widgets[index].displayName, in: drawing, footprintMegabytes: footprint)
                return (state, timeline)
            }
        }
        return results.map { $0! }
    }

    /// A widget's kept entry when its timeline is not due (the budget's breach with it when that is why), or why it is due.
    private enum KeptOrDue {
        case shown(WidgetState)
        case due(ReloadReason)
    }

    private func shownWithoutFetching(_ widget: PlacedWidget, displayName: String, in drawing: DrawingContext, at date: Date, lastSerial: Int64)
        throws -> KeptOrDue
    {
        // In another drawing context, the timeline is asked for anew there.
        guard drawing == self.drawing else { return .due(.otherContext) }
        let kept = try store.timelines.kept(widget.id) { EntrySchedule.current($0, at: date) }
        guard let kept else { return .due(.noTimeline) }
        let next = try nextReload(of: widget, kept: kept.reloadFacts, at: date, lastSerial: lastSerial)
        if case .now(let due) = next { return .due(due) }
        var state = WidgetState(widget: widget, displayName: displayName, entry: kept.entry, reload: nil)
        state.limits = WidgetLimits.check(
            state.entry, of: WidgetLimits.name(of: widget, displayName: displayName), family: widget.family, device: drawing.device)
        if case .budgetSpent(let due, let renews) = next {
            state.limits.append(
                WidgetLimits.budgetSpent(
                    WidgetLimits.name(of: widget, displayName: displayName), budget: try store.reloads.dailyBudget(), due: due,
                    renews: renews))
        }
        return .shown(state)
    }

    /// What a timeline just fetched breaks (`WidgetLimits`), and the footprint its extension was left with.
    func limits(
        of timeline: StoredTimeline, widget: PlacedWidget, displayName: String, in drawing: DrawingContext, footprintMegabytes: Double?
    ) -> [LimitBreach] {
        let name = WidgetLimits.name(of: widget, displayName: displayName)
        var limits = WidgetLimits.check(timeline.entries, of: name, family: widget.family, device: drawing.device)
        if let megabytes = footprintMegabytes,
            let breach = WidgetLimits.check(footprintMegabytes: megabytes, of: widget.extensionName, answering: name)
        {
            limits.append(breach)
        }
        return limits
    }

    /// Asks the widget extensions for these widgets' timelines now, in order, and keeps them when drawn
    /// for the home screen, all with one write. When one cannot be had, those that could are kept all
    /// the same, and the first failure is thrown.
    func reload(_ due: [(widget: PlacedWidget, reason: ReloadReason)], in drawing: DrawingContext? = nil) throws -> [StoredTimeline] {
        guard !due.isEmpty else { return [] }
        return try fetchAndKeep(due, in: drawing ?? self.drawing, serial: try store.reloads.lastSerial()).map { try $0.get().timeline }
    }

    /// Each widget's timeline asked for, in order, with the footprint its extension was left with after
    /// answering it; those had are kept with one write when drawn for the home screen. `serial` is the
    /// last reload request's, read before asking: a request made while the extension answers is
    /// answered by the next fetch.
    private func fetchAndKeep(_ due: [(widget: PlacedWidget, reason: ReloadReason)], in drawing: DrawingContext, serial: Int64)
        -> [Result<(timeline: StoredTimeline, footprintMegabytes: Double?), any Error>]
    {
        var fetched = due.map { widget, _ in
            Result { () throws -> (timeline: StoredTimeline, footprintMegabytes: Double?) in
                let reply = try fetchTimeline(of: widget, in: drawing)
                return (
                    StoredTimeline(fetchedAt: now(), entries: reply.entries, policy: reply.policy, requestSerial: serial),
                    try apps.widgetExtension(of: widget).footprintMegabytes()
                )
            }
        }
        let had = zip(due, fetched).compactMap { due, fetched in
            (try? fetched.get()).map { (due.widget.id, due.widget.configuration, $0.timeline, due.reason) }
        }
        if drawing == self.drawing && keepsTimelines && !had.isEmpty {
            do {
                try store.timelines.save(had)
            } catch {
                fetched = fetched.map { $0.flatMap { _ in .failure(error) } }
            }
        }
        return fetched
    }

    /// Asks the widget extension for a widget's timeline, which must have an entry.
    func fetchTimeline(of widget: PlacedWidget, in drawing: DrawingContext) throws -> WidgetTimelineReply {
        let reply = try apps.widgetExtension(of: widget).send(
            WidgetTimelineRequest(
                kind: widget.kind, context: drawing.render(widget.family), configuration: widget.configuration))
        guard !reply.entries.isEmpty else {
            throw HostError(
                "\(widget.extensionName) returned a timeline with no entries for widget #\(widget.id); a timeline needs at least one entry."
            )
        }
        return reply
    }

    /// When a kept timeline is replaced: when the app asked since it was fetched, or its policy says, unless
    /// that reload would spend a budget already spent. (A configuration changed drops the kept timeline, in
    /// the same write: the widget then has none. No time is compared: the clock may have moved back.)
    /// `budget` gives the widget's use of its budget when the caller knows it, asked only for a reload that would spend it; else it is read.
    ///
    /// `lastSerial`, the serial of the last request made, saves asking the store for requests when none is newer than the timeline.
    func nextReload(
        of widget: PlacedWidget, kept: ReloadFacts, at date: Date, budget: (() throws -> BudgetUse)? = nil, lastSerial: Int64? = nil
    ) throws -> NextReload {
        let due: ReloadReason
        if lastSerial.map({ $0 > kept.requestSerial }) ?? true, let request = try store.reloads.pending(widget.kind, try apps.app(of: widget).name, kept.requestSerial) {
            due = request.byPush ? .pushed(request.date) : .appAsked(request.date, inForeground: request.inForeground)
        } else {
            let dueDate: Date
            switch kept.policy {
            case .never: return .onlyWhenAsked
            case .after(let reloadDate): dueDate = reloadDate
            case .atEnd: dueDate = kept.lastDate
            }
            guard date >= dueDate else { return .at(dueDate, kept.policy) }
            due = .policy(kept.policy)
        }
        if due.spendsBudget, let renews = try (budget?() ?? budgetUse(of: widget.id, at: date)).renews {
            return .budgetSpent(due, renews: renews)
        }
        return .now(due)
    }

    /// How much of a widget's daily budget the reloads of the 24 hours before `date` spent.
    public func budgetUse(of widgetID: Int64, at date: Date) throws -> BudgetUse {
        let spent = try store.reloads.spent(widgetID, date.addingTimeInterval(-BudgetUse.window)).filter { $0 <= date }
        return BudgetUse(budget: try store.reloads.dailyBudget(), spent: spent)
    }

    /// A widget's timeline now: fetched first if it is due, as showing the widget would (and, with `--now`,
    /// not kept).
    /// In another drawing context (a device, dark), the timeline is asked for anew there and kept nowhere.
    public func timelineReport(of id: Int64, in drawing: DrawingContext? = nil) throws -> TimelineReport {
        let drawing = drawing ?? self.drawing
        let widget = try apps.placedWidget(id)
        let (state, fetched) = try statesAndFetched(of: [(widget, try apps.descriptor(of: widget).displayName)], in: drawing)[0].get()
        let date = now()
        guard let timeline = try fetched ?? store.timelines.timeline(id) else {
            throw HostError("Widget #\(id) keeps no timeline; it may have been removed meanwhile.")
        }
        // Every entry of the timeline is checked, not only the one showing; the footprint and the budget as showing it found them.
        let limits =
            WidgetLimits.check(
                timeline.entries, of: WidgetLimits.name(of: widget, displayName: state.displayName), family: widget.family,
                device: drawing.device)
            + state.limits.filter { $0.limit == .extensionMemory || $0.limit == .reloadBudget }
        return TimelineReport(
            widget: state.widget, displayName: state.displayName, now: date, timeline: timeline,
            current: EntrySchedule.current(timeline.entries.map(\.date), at: date),
            next: try nextReload(of: state.widget, kept: timeline.reloadFacts, at: date), budget: try budgetUse(of: id, at: date),
            reload: state.reload, limits: limits)
    }

    /// Each placed widget's use of its budget now, without asking any extension.
    public func budgetReport() throws -> (budget: Int, now: Date, widgets: [(widget: PlacedWidget, use: BudgetUse)]) {
        let date = now()
        return (try store.reloads.dailyBudget(), date, try store.widgets.all().map { ($0, try budgetUse(of: $0.id, at: date)) })
    }

    /// Records that `app` asked for new timelines of its widgets of `kind`, or of every kind: what
    /// `WidgetCenter` does. Another app's widgets of the same kind are not its to reload.
    public func requestReload(ofKind kind: String?, app: String, inForeground: Bool = true) throws {
        try store.reloads.request(ReloadRequest(kind: kind, app: app, date: now(), inForeground: inForeground))
    }
}

extension TimelineScheduler {
    /// Sets the reloads each widget may spend in 24 hours (`BudgetUse.allowed`).
    public func setDailyBudget(_ budget: Int) throws {
        guard BudgetUse.allowed.contains(budget) else {
            throw HostError(
                "A budget is from \(BudgetUse.allowed.lowerBound) to \(BudgetUse.allowed.upperBound) reloads a day; \(budget) is not one.")
        }
        try store.reloads.setDailyBudget(budget)
    }
}
