import ExtensionProtocol
import Foundation
import ViewLayout
import ViewArchive
import WidgetRendering

/// A kind's snapshot in one family, as the widget gallery shows it.
public struct WidgetPreview: Sendable {
    public var descriptor: WidgetDescriptor
    public var family: WidgetFamily
    public var entry: ArchivedEntry
}

/// What the system shows for a widget now, and why.
public struct WidgetState: Sendable {
    public var widget: PlacedWidget
    public var displayName: String
    public var entry: ArchivedEntry
    /// Why this call asked the widget extension for a new timeline; nil when it showed the kept one.
    public var reload: ReloadReason?
    /// The stack it is shown on top of, ranked; nil when it is shown alone.
    public var stack: StackRanking?
    /// Why the widget could not be drawn now, when it could not; its entry then says so in its place, so
    /// that one failing widget leaves the rest of the screen drawn.
    public var problem: String?
    /// Whether this call asked the widget extension for a new timeline.
    public var reloaded: Bool { reload != nil }

    public init(
        widget: PlacedWidget, displayName: String, entry: ArchivedEntry, reload: ReloadReason?, stack: StackRanking? = nil,
        problem: String? = nil
    ) {
        self.widget = widget
        self.displayName = displayName
        self.entry = entry
        self.reload = reload
        self.stack = stack
        self.problem = problem
    }

    /// A widget that could not be drawn at `date`: in its place, what went wrong.
    static func failed(_ widget: PlacedWidget, displayName: String, at date: Date, because error: any Error) -> WidgetState {
        let problem = ErrorSentence.of(error)
        let view = ViewNode.modified(
            .vstack(
                alignment: .leading, spacing: 4,
                children: [
                    .modified(.text("Not drawn"), .font(FontValue(style: .headline))),
                    .modified(.text(problem), .font(FontValue(style: .caption))),
                ]),
            .padding(EdgeInsetsValue(top: 12, leading: 12, bottom: 12, trailing: 12)))
        return WidgetState(
            widget: widget, displayName: displayName, entry: ArchivedEntry(date: date, view: view, relevance: nil), reload: nil,
            problem: problem)
    }
}

/// Where and how the system draws: a device's widget sizes, light or dark.
public struct DrawingContext: Equatable, Sendable {
    public var device: DeviceMetrics
    public var scheme: ColorSchemeValue

    public init(device: DeviceMetrics = .iPhone15ProMax, scheme: ColorSchemeValue = .light) {
        self.device = device
        self.scheme = scheme
    }

    /// The system's own: the timelines it keeps are those it asks for here.
    public static let home = DrawingContext()

    func render(_ family: WidgetFamily) -> RenderContext {
        let size = device.size(of: family)
        return RenderContext(family: family, colorScheme: scheme, width: size.width, height: size.height)
    }
}

extension HomeScreen {
    /// What the home screen shows now, asking for new timelines where needed: each widget outside a
    /// stack, and in the place of each stack (its first widget's) the widget on top of it, ranked now. A
    /// widget that cannot be drawn (its extension fails, or refuses its configuration) is shown in its place
    /// with why (`WidgetState.problem`); the others are drawn all the same.
    ///
    /// The system keeps the timelines it asks for in its own drawing context; for another device or
    /// dark mode it asks the widget for a timeline in that context and keeps none of it.
    public func currentStates(in drawing: DrawingContext = .home) throws -> [WidgetState] {
        let stacks = try store.stacks()
        var shownStacks: Set<Int64> = []
        return try widgets().compactMap { widget in
            var displayName = widget.kind
            do {
                if let stack = stacks.first(where: { $0.widgetIDs.contains(widget.id) }) {
                    guard shownStacks.insert(stack.id).inserted else { return nil }
                    let ranking = try rank(stack: stack.id)
                    let top = ranking.widgets[0].state
                    var state = drawing == .home ? top : try state(of: top.widget, displayName: top.displayName, in: drawing)
                    state.stack = ranking
                    return state
                }
                // Each extension is asked for its kinds once, whatever the number of its widgets.
                displayName =
                    try descriptors(ofExtension: widget.extensionName, for: widget).first { $0.kind == widget.kind }?.displayName
                    ?? widget.kind
                return try state(of: widget, displayName: displayName, in: drawing)
            } catch {
                return .failed(widget, displayName: displayName, at: now(), because: error)
            }
        }
    }

    /// The entry one widget shows now.
    public func currentState(of id: Int64, in drawing: DrawingContext = .home) throws -> WidgetState {
        let widget = try widget(id)
        return try state(of: widget, displayName: try descriptor(of: widget).displayName, in: drawing)
    }

    /// A widget's placeholder, redacted as the system draws it while the real entry loads.
    public func placeholder(of id: Int64, in drawing: DrawingContext = .home) throws -> WidgetState {
        let widget = try widget(id)
        let descriptor = try descriptor(of: widget)
        var entry = try widgetExtension(of: widget).send(
            WidgetPlaceholderRequest(kind: widget.kind, context: drawing.render(widget.family))
        )
        .entry
        entry.view = entry.view.redactedForPlaceholder()
        return WidgetState(widget: widget, displayName: descriptor.displayName, entry: entry, reload: nil)
    }

    /// What the widget gallery shows: each kind's snapshot in each family it supports, with `isPreview` true.
    public func previews(in drawing: DrawingContext = .home) throws -> [WidgetPreview] {
        try gallery().widgets.flatMap { widget in
            let app = app(of: widget)
            let configuration = try defaultConfiguration(of: widget.descriptor, in: app)
            return try widget.descriptor.supportedFamilies.map { family in
                let reply = try app.widgetExtension!.connection.send(
                    WidgetSnapshotRequest(
                        kind: widget.descriptor.kind, context: drawing.render(family), configuration: configuration, isPreview: true))
                return WidgetPreview(descriptor: widget.descriptor, family: family, entry: reply.entry)
            }
        }
    }

    /// The previews the widget extensions declare (`#Preview`, `PreviewProvider`), each entry drawn,
    /// as Xcode's canvas shows them: of one kind (from its extension), or all of every extension; each
    /// in its own family, or all in `family`.
    public func declaredPreviews(ofKind kind: String? = nil, family: WidgetFamily? = nil, in drawing: DrawingContext = .home) throws
        -> [ArchivedPreview]
    {
        let extensions =
            try kind.map { kind in
                let widget = try galleryWidget(ofKind: kind)
                return apps.filter { $0.widgetExtension?.name == widget.extensionName }
            } ?? apps
        let request = WidgetPreviewsRequest(kind: kind, family: family, contexts: WidgetFamily.allCases.map(drawing.render))
        return try extensions.compactMap(\.widgetExtension).flatMap { try $0.connection.send(request).previews }
    }

    /// `lastSerial`, the serial of the last reload request when the caller read it for several widgets, saves a read.
    func state(of widget: PlacedWidget, displayName: String, in drawing: DrawingContext, lastSerial: Int64? = nil) throws -> WidgetState {
        try stateAndFetched(of: widget, displayName: displayName, in: drawing, lastSerial: lastSerial).state
    }

    /// What `state(of:)` gives, with the timeline it fetched to give it, if it fetched one.
    func stateAndFetched(of widget: PlacedWidget, displayName: String, in drawing: DrawingContext, lastSerial: Int64? = nil) throws
        -> (state: WidgetState, fetched: StoredTimeline?)
    {
        let date = now()
        var reason = ReloadReason.otherContext
        if drawing == .home {
            let kept = try store.keptTimeline(widget.id) { Self.current($0, at: date) }
            switch try kept.map({ try nextReload(of: widget, kept: $0.reloadFacts, at: date, lastSerial: lastSerial) }) {
            case .now(let due)?: reason = due
            case nil: reason = .noTimeline
            case .at?, .onlyWhenAsked?, .budgetSpent?:
                return (WidgetState(widget: widget, displayName: displayName, entry: kept!.entry, reload: nil), nil)
            }
        }
        let timeline = try reload([(widget, reason)], in: drawing)[0]
        let entry = timeline.entries[Self.current(timeline.entries.map(\.date), at: date)]
        return (WidgetState(widget: widget, displayName: displayName, entry: entry, reload: reason), timeline)
    }

    /// Asks the widget extensions for these widgets' timelines now, in order, and keeps them when drawn
    /// for the home screen, all with one write.
    func reload(_ due: [(widget: PlacedWidget, reason: ReloadReason)], in drawing: DrawingContext = .home) throws -> [StoredTimeline] {
        guard !due.isEmpty else { return [] }
        // Read before asking: a request made while the extension answers is answered by the next fetch.
        let serial = try store.lastRequestSerial()
        let timelines = try due.map { widget, _ in
            let reply = try fetchTimeline(of: widget, in: drawing)
            return StoredTimeline(fetchedAt: now(), entries: reply.entries, policy: reply.policy, requestSerial: serial)
        }
        if drawing == .home && keepsTimelines {
            try store.saveTimelines(zip(due, timelines).map { ($0.widget.id, $0.widget.configuration, $1, $0.reason) })
        }
        return timelines
    }

    /// Asks the widget extension for a widget's timeline, which must have an entry.
    func fetchTimeline(of widget: PlacedWidget, in drawing: DrawingContext) throws -> WidgetTimelineReply {
        let reply = try widgetExtension(of: widget).send(
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
        if lastSerial.map({ $0 > kept.requestSerial }) ?? true, let request = try store.pendingReload(widget.kind, kept.requestSerial) {
            due = .appAsked(request.date, inForeground: request.inForeground)
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
        let spent = try store.spentReloads(widgetID, date.addingTimeInterval(-BudgetUse.window)).filter { $0 <= date }
        return BudgetUse(budget: try store.dailyBudget(), spent: spent)
    }

    /// Which entry shows at `date` (`EntrySchedule`).
    static func current(_ dates: [Date], at date: Date) -> Int { EntrySchedule.current(dates, at: date) }
}

/// Where a tap on a widget goes.
public struct TapOutcome: Sendable {
    public var state: WidgetState
    /// What the tap does: a `Link`'s or a control's at the point tapped, else the widget's `widgetURL`; nil for none.
    public var action: TapAction?
}

extension HomeScreen {
    /// A tap on a widget, anywhere (`point` nil) or at a point in points from its top left: a `Link` there
    /// wins, else the widget's `widgetURL`, as on iOS.
    public func tap(_ id: Int64, at point: (x: Double, y: Double)? = nil, in drawing: DrawingContext = .home) throws -> TapOutcome {
        let state = try currentState(of: id, in: drawing)
        let view = state.entry.view
        let widgetURL = view.widgetURL.map { TapAction.open(url: $0) }
        guard let point else { return TapOutcome(state: state, action: widgetURL) }
        let size = drawing.device.size(of: state.widget.family)
        guard point.x >= 0, point.y >= 0, point.x <= size.width, point.y <= size.height else {
            func text(_ value: Double) -> String { value.rounded() == value ? String(Int(value)) : String(value) }
            throw HostError(
                "(\(text(point.x)), \(text(point.y))) is outside widget #\(id), which is \(text(size.width))×\(text(size.height)) points.")
        }
        let placed = PointLayout(now: now()).layout(view, width: size.width, height: size.height)
        return TapOutcome(state: state, action: placed.action(atX: point.x, y: point.y) ?? widgetURL)
    }
}
