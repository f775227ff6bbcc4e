import ExtensionProtocol
import Foundation
import IntentDefinition
import WidgetRendering
import WireValues

/// Smart Stacks: widgets of one family stacked, and which of them the system shows on top now, by the
/// prediction from the app's donations and each entry's relevance (`SmartStackModel` scores them).
extension Placement {
    /// Stacks widgets of one family; each widget is in one stack at most.
    public func createStack(_ ids: [Int64]) throws -> WidgetStack {
        guard ids.count >= 2, Set(ids).count == ids.count else {
            throw HostError("A stack holds two widgets or more, each once; give their ids ('sample-app home list' shows them).")
        }
        let widgets = try ids.map(apps.placedWidget)
        if let other = widgets.first(where: { $0.family != widgets[0].family }) {
            throw HostError(
                "A stack holds widgets of one family: #\(widgets[0].id) is \(widgets[0].family.name) and #\(other.id) is \(other.family.name)."
            )
        }
        return try store.stacks.create(ids) { _, _ in nil }
    }

    public func stacks() throws -> [WidgetStack] { try store.stacks.all() }

    public func removeStack(_ id: Int64) throws {
        guard try store.stacks.remove(id) else { _ = try stack(id); return }
    }

    public func stack(_ id: Int64) throws -> WidgetStack {
        let stacks = try store.stacks.all()
        guard let stack = stacks.first(where: { $0.id == id }) else {
            let known =
                stacks.isEmpty
                ? "there are none yet ('sample-app home stack create ID ID')"
                : "the stacks are \(stacks.map { "\($0.id)" }.joined(separator: ", "))"
            throw HostError("There is no stack \(id); \(known).")
        }
        return stack
    }

    /// Ranks a stack's widgets now: each widget shown first (fetching its timeline if due), then scored by
    /// the prediction from its app's donations and its entry's relevance. `combinations` replaces the
    /// definition's supported combinations, to see what another choice would do.
    public func rank(stack id: Int64, combinations: [[String]]? = nil) throws -> StackRanking {
        let stack = try stack(id)
        let date = now()
        var donationsOf: [String: [Donation]] = [:]
        // Each kind's description and intent, asked for and read once per ranking.
        var kinds: [String: (descriptor: WidgetDescriptor, intent: IntentDefinition.Intent?)] = [:]
        var ranked: [RankedWidget] = []
        // Read once for the whole stack rather than for each widget.
        let placed = Dictionary(try apps.placedWidgets().map { ($0.id, $0) }) { first, _ in first }
        let widgets = try stack.widgetIDs.map { widgetID in
            guard let widget = placed[widgetID] else { throw HostError.unknownWidget(widgetID) }
            let key = "\(widget.extensionName)/\(widget.kind)"
            if kinds[key] == nil {
                let descriptor = try apps.descriptor(of: widget)
                kinds[key] = (descriptor, descriptor.isConfigurable ? try ConfigurationForm(descriptor: descriptor).intent : nil)
            }
            return (widget: widget, key: key)
        }
        let states = timelines.states(of: widgets.map { ($0.widget, kinds[$0.key]!.descriptor.displayName) }, in: timelines.drawing)
        for ((widget, key), state) in zip(widgets, states) {
            let (_, intent) = kinds[key]!
            let state = try state.get()
            var prediction: Prediction?
            if let intent {
                let supported = combinations ?? intent.parameterCombinations.map(\.parameters).filter { !$0.isEmpty }
                // A donation is its app's: the widget's app's donations of the intent.
                let app = try apps.app(of: widget).name
                let donor = "\(app)/\(intent.name)"
                if donationsOf[donor] == nil {
                    donationsOf[donor] = try store.donations.donations(
                        intent.name, app, date.addingTimeInterval(-Double(SmartStackModel.weekdaysLookedAt * 7 + 1) * 86_400), date,
                        SmartStackModel.minutes(around: date))
                }
                let values = widget.configuration.compactMapValues { $0 == .null ? nil : ($0.identifier ?? $0.displayText) }
                prediction = SmartStackModel.prediction(
                    values: values, combinations: supported, donations: donationsOf[donor]!, at: date)
            }
            let timeline = try store.timelines.relevance(widget.id)
            let recent = try store.timelines.recentScores(widget.id, SmartStackModel.scoresCompared)
            let relevance =
                timeline.map { timeline in
                    SmartStackModel.relevance(
                        of: timeline, current: EntrySchedule.current(timeline.map(\.date), at: date), at: date,
                        recent: recent.isEmpty ? nil : recent)
                } ?? Relevance(current: nil, heldSince: nil, highest: 0, compared: 0)
            ranked.append(RankedWidget(state: state, prediction: prediction, relevance: relevance))
        }
        // The stable sort keeps the user's order among equals.
        let order = ranked.enumerated().sorted {
            $0.element.score != $1.element.score ? $0.element.score > $1.element.score : $0.offset < $1.offset
        }
        return StackRanking(stack: stack, now: date, widgets: order.map(\.element))
    }
}
