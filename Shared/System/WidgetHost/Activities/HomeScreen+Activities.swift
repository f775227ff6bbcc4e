import ExtensionProtocol
import Foundation
import WidgetRendering

extension HomeScreen {
    /// The activities the Island shows (those that go on, the most relevant first) or, with the ended
    /// ones after them, the Lock Screen; each with the views its widget extension made.
    public func drawnActivities(endedToo: Bool = false) throws -> [ShownActivity] {
        let shown = try activities.shown()
        let states = Dictionary(shown.map { ($0.record.id, $0.state) }, uniquingKeysWith: { first, _ in first })
        let going = LiveActivityRules.islandOrder(shown.filter { $0.state.isGoing }.map(\.record))
        let ended = endedToo ? shown.filter { $0.state == .ended }.map(\.record) : []
        return try (going + ended).map { record in
            let views = try apps.activityViews(
                of: record, isStale: states[record.id] == .stale, limitedInWidth: timelines.drawing.landscape)
            return ShownActivity(id: record.id, title: record.attributesType, views: views, isGoing: states[record.id]?.isGoing ?? false)
        }
    }

    /// Applies a push to an activity (`LiveActivities.push`) once its widget extension has drawn the
    /// activity with the pushed state: a state that does not decode as the app's `ContentState` refuses
    /// the push and changes nothing, as iOS leaves the activity as it was.
    public func push(_ push: ActivityPush, to id: String) throws -> ActivityPushOutcome {
        do {
            return try activities.push(push, to: id) { record in _ = try apps.activityViews(of: record, isStale: false) }
        } catch let error as JSONRPCError {
            throw LiveActivityRefusal(reason: .badPush, description: "The push is refused: \(error.message)")
        }
    }
}
