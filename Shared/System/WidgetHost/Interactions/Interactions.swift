import ExtensionProtocol
import ExtensionTransport
import Foundation
import ViewLayout
import ViewArchive
import WidgetRendering

/// What pressing a widget's button or toggle did.
public struct PressOutcome: Sendable {
    /// The control, its number among the widget's (from 1) and its label.
    public var control: ControlValue
    public var number: Int
    public var title: String
    /// What the intent's result said, when it gave a dialog.
    public var dialog: String?
    /// The widget once reloaded, as the system shows it after the intent ran.
    public var state: WidgetState

    /// `Pressed "Heal" on widget #3: HealCharacterIntent ran in the widget extension.`
    public var sentence: String {
        let ranIn = control.runsInApp == true ? "the app's process" : "the widget extension"
        return "Pressed \"\(title)\" on widget #\(state.widget.id): \(control.intent) ran in \(ranIn)."
    }
}

/// A widget's buttons and toggles (iOS 17) and taps on it: pressing one runs its App Intent in the widget
/// extension (a `LiveActivityIntent` in the app's process), then the widget's kind reloads; a tap anywhere follows a `Link` there, or the widget's URL.
public struct Interactions {
    let apps: InstalledApps
    let store: HomeStore
    let timelines: TimelineScheduler
    /// Where an intent that acts as the app (a `LiveActivityIntent`) runs.
    let app: AppProcess
    let now: () -> Date

    /// The buttons and toggles of a widget's current entry, in reading order.
    public func controls(of id: Int64, in drawing: DrawingContext? = nil) throws -> [(control: ControlValue, title: String)] {
        try timelines.currentState(of: id, in: drawing).entry.view.controls
    }

    /// Presses a widget's button or toggle, named by its label or its number (from 1), as a tap on it does
    /// on iOS 17: the widget extension runs the control's App Intent in its own process, then the system
    /// reloads the widget's kind and shows the new entry.
    public func press(_ id: Int64, control name: String) throws -> PressOutcome {
        let widget = try apps.placedWidget(id)
        let (number, control, title) = try Self.choose(
            name, among: try controls(of: id), of: "Widget #\(id)", shownBy: "sample-app home show \(id)")
        // The widget reloads once the intent ran: an intent run that the system could not follow is refused first.
        guard !store.isReadOnly else {
            throw HostError(
                "The system's store is not writable by you, so widget #\(id) could not reload after \"\(title)\" ran; it was not pressed.")
        }
        let dialog: String?
        do {
            dialog =
                try control.runsInApp == true
                ? app.perform(control)
                : apps.widgetExtension(of: widget).send(
                    WidgetPerformRequest(
                        kind: widget.kind, context: timelines.drawing.render(widget.family), configuration: widget.configuration,
                        control: control)
                ).dialog
        } catch ExtensionUnavailable.stoppedAfterActing(let name, _) {
            // An action is never sent twice: the user looks before pressing again, at a widget reloaded since
            // (asked for as best it can be: what matters here is the sentence).
            try? timelines.requestReload(ofKind: widget.kind)
            throw HostError(
                "\"\(title)\" may or may not have run: \(name) stopped before answering. 'sample-app home show \(id)' shows the widget now; press it again if need be."
            )
        }
        // As on iOS, the widget's timeline is reloaded once the intent has run, whatever its budget.
        try timelines.requestReload(ofKind: widget.kind)
        return PressOutcome(control: control, number: number, title: title, dialog: dialog, state: try timelines.currentState(of: id))
    }

    /// The control named by its label or its number (from 1) among `controls`, which `owner` shows; a
    /// sentence listing them otherwise.
    static func choose(_ name: String, among controls: [(control: ControlValue, title: String)], of owner: String, shownBy command: String)
        throws -> (number: Int, control: ControlValue, title: String)
    {
        guard !controls.isEmpty else {
            throw HostError("\(owner) has no button or toggle to press; '\(command)' shows what it draws.")
        }
        let number =
            Int(name).flatMap { (1...controls.count).contains($0) ? $0 : nil }
            ?? controls.firstIndex { $0.title.caseInsensitiveCompare(name) == .orderedSame }.map { $0 + 1 }
        guard let number else {
            let listed = controls.enumerated().map { "\($0.offset + 1) \"\($0.element.title)\"" }.joined(separator: ", ")
            throw HostError("\(owner) has no control \"\(name)\"; its controls are \(listed). Name one by its label or number.")
        }
        return (number, controls[number - 1].control, controls[number - 1].title)
    }

    /// A tap on a widget, anywhere (`point` nil) or at a point in points from its top left: a `Link` there
    /// wins, else the widget's `widgetURL`, as on iOS.
    public func tap(_ id: Int64, at point: (x: Double, y: Double)? = nil, in drawing: DrawingContext? = nil) throws -> TapOutcome {
        let drawing = drawing ?? timelines.drawing
        let state = try timelines.currentState(of: id, in: drawing)
        let view = state.entry.view
        let widgetURL = view.widgetURL.map { TapAction.open(url: $0) }
        guard let point else { return TapOutcome(state: state, action: widgetURL) }
        let size = drawing.device.size(of: state.widget.family)
        guard point.x >= 0, point.y >= 0, point.x <= size.width, point.y <= size.height else {
            // A point may be any number a person or the page sends (1e308 among them): only one that fits an Int is written as one.
            func text(_ value: Double) -> String { Int(exactly: value).map(String.init) ?? String(value) }
            throw HostError(
                "(\(text(point.x)), \(text(point.y))) is outside widget #\(id), which is \(text(size.width))×\(text(size.height)) points.")
        }
        let placed = PointLayout(now: now()).layout(view, width: size.width, height: size.height)
        return TapOutcome(state: state, action: placed.action(atX: point.x, y: point.y) ?? widgetURL)
    }
}

/// Where a tap on a widget goes.
public struct TapOutcome: Sendable {
    public var state: WidgetState
    /// What the tap does: a `Link`'s or a control's at the point tapped, else the widget's `widgetURL`; nil for none.
    public var action: TapAction?
}
