import ExtensionProtocol
import ExtensionTransport
import Foundation
import ViewLayout
import ViewArchive
import WidgetRendering

/// A widget's buttons and toggles (iOS 17) and taps on it: which controls its entry shows (`HomeScreen.press`
/// presses one), and where a tap goes: a `Link` there, a control there, or the widget's URL.
public struct Interactions {
    let timelines: TimelineScheduler
    let now: () -> Date

    /// The buttons and toggles of a widget's current entry, in reading order.
    public func controls(of id: Int64, in drawing: DrawingContext? = nil) throws -> [(control: ControlValue, title: String)] {
        try timelines.currentState(of: id, in: drawing).entry.view.controls
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
