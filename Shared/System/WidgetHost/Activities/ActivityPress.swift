import ExtensionProtocol
import ViewArchive

/// What pressing a Live Activity's button or toggle did.
public struct ActivityPressOutcome: Sendable {
    /// The control, its number among the activity's (from 1) and its label.
    public var control: ControlValue
    public var number: Int
    public var title: String
    /// What the intent's result said, when it gave a dialog.
    public var dialog: String?
    /// The activity as the intent left it.
    public var record: LiveActivityRecord
}

extension LiveActivities {
    /// Presses a button or toggle that a Live Activity shows (in the expanded Island or on the Lock
    /// Screen), named by its label or number. Its intent must be a `LiveActivityIntent`, which the system
    /// runs in the app's process (Apple's), where it updates or ends the activity through ActivityKit.
    /// `views` gives the activity's presentations as its widget extension makes them now.
    public func press(
        _ id: String, control name: String, views: (LiveActivityRecord, _ isStale: Bool) throws -> ActivityViewsReply, app: AppProcess
    ) throws -> ActivityPressOutcome {
        guard let (record, state) = try shown().first(where: { $0.record.id == id }) else {
            throw LiveActivityRefusal(
                reason: .unknown,
                description: "There is no Live Activity \(id) on the Lock Screen; 'sample-app home activities' lists them.")
        }
        let (number, control, title) = try Interactions.choose(
            name, among: try views(record, state == .stale).controls, of: "Live Activity \(id)",
            shownBy: "sample-app home island --expanded")
        guard control.runsInApp == true else {
            // iOS runs another App Intent in the widget extension; the suite does not yet (docs/activitykit-subset.md).
            throw HostError(
                "\"\(title)\" runs \(control.intent), which is not a LiveActivityIntent; the suite runs only a LiveActivityIntent from a "
                    + "Live Activity (in the app's process). Make \(control.intent) conform to LiveActivityIntent; nothing ran.")
        }
        let dialog = try app.perform(control)
        let after = try store.all().first { $0.id == id } ?? record
        return ActivityPressOutcome(control: control, number: number, title: title, dialog: dialog, record: after)
    }
}
