import ExtensionProtocol
import ExtensionTransport
import Foundation
import WidgetRendering
import ViewArchive

/// What a person presses: a widget's button or toggle, a control (in Control Center, on the Lock Screen
/// or on the Action button) or a Live Activity's button or toggle. A widget's and an activity's control is
/// named by its label or its number from 1.
public enum PressTarget: Sendable, Equatable {
    case widget(Int64, control: String)
    case control(Int64)
    case actionButton
    case activity(String, control: String)
}

/// What a press did, whatever was pressed: the one sentence every caller prints, the intent's dialog, and
/// what was pressed as the system shows it now.
public struct PressOutcome: Sendable {
    /// What was pressed, as the system showed it after the intent ran.
    public enum After: Sendable {
        case widget(WidgetState)
        case control(ShownControl)
        case activity(LiveActivityRecord)
    }

    /// What was pressed; the Action button's control by its id.
    public var pressed: PressTarget
    /// The action that ran, as the system sent it (a toggle's with its new state).
    public var action: ControlValue
    /// The control's number among the widget's or the activity's (from 1); nil for a control, which is one.
    public var number: Int?
    public var title: String
    /// What the intent's result said, when it gave a dialog.
    public var dialog: String?
    public var after: After

    /// `Pressed "Heal" on widget #3: GameWidgets.HealCharacterIntent ran in the widget extension.`
    public var sentence: String {
        let ranIn = action.runsInApp == true ? "the app's process" : "the widget extension"
        switch pressed {
        case .widget(let id, _): return "Pressed \"\(title)\" on widget #\(id): \(action.intent) ran in \(ranIn)."
        case .activity(let id, _): return "Pressed \"\(title)\" on Live Activity \(id): \(action.intent) ran in \(ranIn)."
        case .control(let id):
            let value = action.isOn.map { " with value = \($0)" } ?? ""
            return "Pressed \"\(title)\" (control #\(id)): \(action.intent) ran\(value) in \(ranIn)."
        case .actionButton:
            // An outcome names the Action button's control by its id; this is said only of one made by hand.
            let value = action.isOn.map { " with value = \($0)" } ?? ""
            return "Pressed \"\(title)\" on the Action button: \(action.intent) ran\(value) in \(ranIn)."
        }
    }
}

extension HomeScreen {
    /// What `home press ID CONTROL` presses: the placed widget numbered `id`, or the Live Activity whose
    /// id it is. The system says which; a person need not.
    public func pressable(named id: String, control: String) throws -> PressTarget {
        if let number = Int64(id) {
            _ = try apps.placedWidget(number)
            return .widget(number, control: control)
        }
        guard try activities.shown().contains(where: { $0.record.id == id }) else { throw Self.noActivity(id) }
        return .activity(id, control: control)
    }

    /// Presses it, as a tap on iOS does: checks that the store can keep what follows and that the action
    /// is one the pressed thing shows, runs its intent where iOS runs it (the widget extension; a
    /// `LiveActivityIntent` in the app's process), records what the intent asked to reload, then reloads
    /// what was pressed (a widget's timeline, whatever its budget; a control's value) and shows it.
    /// An action is never sent twice: when the extension stops before answering, the person looks first.
    public func press(_ target: PressTarget) throws -> PressOutcome {
        let pressing = try self.pressing(target)
        guard !store.isReadOnly else {
            throw HostError(
                "The system's store is not writable by you, so \(pressing.subject) could not \(pressing.change) after \"\(pressing.title)\" ran; it was not pressed."
            )
        }
        let dialog: String?
        do {
            if pressing.action.runsInApp == true {
                dialog = try app.perform(pressing.action)
            } else {
                let reply = try pressing.send()
                try record(reply.reloads, askedIn: pressing.extensionName)
                dialog = reply.dialog
            }
        } catch ExtensionUnavailable.stoppedAfterActing(let name, _) {
            // Asked for as best it can be: what matters here is the sentence.
            try? pressing.reload()
            throw HostError(
                "\"\(pressing.title)\" may or may not have run: \(name) stopped before answering. '\(pressing.look)' shows \(pressing.shows) now; press it again if need be."
            )
        }
        try pressing.reload()
        return PressOutcome(
            pressed: pressing.target, action: pressing.action, number: pressing.number, title: pressing.title, dialog: dialog,
            after: try pressing.after())
    }

    /// Everything a press of `target` needs, found before anything runs.
    private struct Pressing {
        var target: PressTarget
        var action: ControlValue
        var number: Int?
        var title: String
        /// How sentences name what is pressed, what follows its run, and how to look at it.
        var subject: String
        var change: String
        var look: String
        var shows: String
        var extensionName: String
        var send: () throws -> WidgetPerformReply
        var reload: () throws -> Void
        var after: () throws -> PressOutcome.After
    }

    private func pressing(_ target: PressTarget) throws -> Pressing {
        switch target {
        case .widget(let id, let name):
            let widget = try apps.placedWidget(id)
            let (number, control, title) = try Interactions.choose(
                name, among: try interactions.controls(of: id), of: "Widget #\(id)", shownBy: "sample-app home show \(id)")
            return Pressing(
                target: target, action: control, number: number, title: title, subject: "widget #\(id)", change: "reload",
                look: "sample-app home show \(id)", shows: "the widget", extensionName: widget.extensionName,
                send: { [self] in
                    try apps.widgetExtension(of: widget).send(
                        WidgetPerformRequest(
                            kind: widget.kind, context: timelines.drawing.render(widget.family), configuration: widget.configuration,
                            control: control))
                },
                reload: { [self] in try timelines.requestReload(ofKind: widget.kind, app: try apps.app(of: widget).name) },
                after: { [self] in .widget(try timelines.currentState(of: id)) })
        case .control(let id):
            return try pressing(try controls.placed(id), as: target)
        case .actionButton:
            guard let control = try controls.placed(at: .actionButton) else {
                throw HostError(
                    "The Action button has no control; give it one with 'sample-app home action-button set KIND' (or the id of a placed control)."
                )
            }
            return try pressing(control, as: .control(control.id))
        case .activity(let id, let name):
            guard let (record, state) = try activities.shown().first(where: { $0.record.id == id }) else { throw Self.noActivity(id) }
            let (number, control, title) = try Interactions.choose(
                name, among: try apps.activityViews(of: record, isStale: state == .stale).controls, of: "Live Activity \(id)",
                shownBy: "sample-app home island --expanded")
            guard control.runsInApp == true else {
                // iOS runs another App Intent in the widget extension; the suite does not yet (docs/activitykit-subset.md).
                throw HostError(
                    "\"\(title)\" runs \(control.intent), which is not a LiveActivityIntent; the suite runs only a LiveActivityIntent from a "
                        + "Live Activity (in the app's process). Make \(control.intent) conform to LiveActivityIntent; nothing ran.")
            }
            return Pressing(
                target: target, action: control, number: number, title: title, subject: "Live Activity \(id)", change: "change",
                look: "sample-app home activities", shows: "the activities", extensionName: "",
                send: { throw HostError("A Live Activity's button runs in the app's process.") },
                // The intent updates the activity itself, through ActivityKit.
                reload: {},
                after: { [self] in .activity(try activities.store.all().first { $0.id == id } ?? record) })
        }
    }

    /// A control's press: the action its template shows (a toggle's with the new state).
    private func pressing(_ placed: PlacedControl, as target: PressTarget) throws -> Pressing {
        let shown = controls.shown(placed)
        guard let template = shown.template else {
            throw HostError("Control #\(placed.id) (\(placed.kind)) cannot be pressed: \(shown.problem ?? "it has no template.")")
        }
        let action = template.pressed
        return Pressing(
            target: target, action: action, number: nil, title: template.title, subject: "control #\(placed.id)",
            change: "be asked for its value again", look: "sample-app home controls", shows: "the controls",
            extensionName: placed.extensionName,
            send: { [self] in
                try controls.connection(placed.extensionName, for: placed.kind).send(
                    ControlPerformRequest(kind: placed.kind, configuration: placed.configuration, action: action))
            },
            reload: { [self] in _ = try controls.store.reload(placed.kind, placed.extensionName) },
            after: { [self] in .control(controls.shown(try controls.placed(placed.id))) })
    }

    /// Records what an intent asked `WidgetCenter` and `ControlCenter` to reload while it ran in the widget
    /// extension `extensionName`: only its own app's kinds, as iOS lets an app reload only its own widgets,
    /// each a request from the background, which spends the budget.
    package func record(_ asked: AskedReloads?, askedIn extensionName: String) throws {
        guard let asked, let app = apps.apps.first(where: { $0.widgetExtension?.name == extensionName }),
            let widgetExtension = app.widgetExtension
        else { return }
        let declared = try apps.declared(by: widgetExtension)
        let widgetKinds = declared.widgets.map(\.kind)
        for kind in widgetKinds where asked.everyWidget || asked.widgetKinds.contains(kind) {
            try timelines.requestReload(ofKind: kind, app: app.name, inForeground: false)
        }
        for kind in declared.controls.map(\.kind) where asked.everyControl || asked.controlKinds.contains(kind) {
            _ = try controls.reload(kind: kind, app: app.name)
        }
    }

    static func noActivity(_ id: String) -> HostError {
        HostError("There is no Live Activity \(id) on the Lock Screen; 'sample-app home activities' lists them.")
    }
}

/// What a tap on a widget did: nothing there, the app opened at a URL, or a button or toggle pressed.
public enum TapResult: Sendable {
    case nothing(WidgetState)
    case opened(url: String, WidgetState)
    case pressed(PressOutcome)
}

extension HomeScreen {
    /// A tap on a widget, anywhere (`point` nil) or at a point in points from its top left: a `Link` there
    /// opens its URL, a button or toggle there is pressed, elsewhere the widget's `widgetURL` opens.
    public func tap(_ id: Int64, at point: (x: Double, y: Double)? = nil, in drawing: DrawingContext? = nil) throws -> TapResult {
        let tap = try interactions.tap(id, at: point, in: drawing)
        switch tap.action {
        case nil: return .nothing(tap.state)
        case .open(let url): return .opened(url: url, tap.state)
        case .run(let control):
            guard let index = try interactions.controls(of: id).firstIndex(where: { $0.control == control }) else {
                throw HostError("Widget #\(id) changed while it was tapped; tap it again.")
            }
            return .pressed(try press(.widget(id, control: String(index + 1))))
        }
    }
}
