import ExtensionProtocol
import Foundation
import ViewArchive
import WireValues
import WidgetRendering

extension ShownControl {
    /// The control as the system draws it: its template's symbol, title and value, at its size.
    public var drawn: DrawnControl {
        DrawnControl(
            id: control.id, columns: control.size.columns, rows: control.size.rows, title: template?.title ?? control.kind,
            symbol: template?.symbol, value: template?.value, isOn: template?.action.isOn, tint: template?.tint, problem: problem)
    }
}

extension Controls {
    /// Control Center, the Lock Screen's two controls and the Action button as they are now, each control
    /// asked for its value again if it was reloaded.
    /// With `locations`, only the controls there are asked for (the others are left out of the drawing).
    public func renderer(scheme: ColorSchemeValue = .dark, at locations: Set<ControlLocation>? = nil) throws -> ControlCenterRenderer {
        let shown = try shown(at: locations)
        func at(_ location: ControlLocation) -> DrawnControl? { shown.first { $0.control.location == location }?.drawn }
        return ControlCenterRenderer(
            controlCenter: shown.filter { $0.control.location == .controlCenter }.map(\.drawn),
            lockScreen: (at(.lockScreenLeading), at(.lockScreenTrailing)),
            // The Action button shows its control's symbol, title and value, as a medium one does.
            actionButton: at(.actionButton).map { control in
                var wide = control
                wide.columns = 2
                return wide
            }, scheme: scheme)
    }
}
