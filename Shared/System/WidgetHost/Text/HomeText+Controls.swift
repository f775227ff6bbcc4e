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

extension HomeText {
    /// The controls gallery: each kind with where it comes from, whether it is configured, and its preview.
    public static func controlGallery(_ controls: [(control: GalleryControl, preview: Result<ControlTemplateValue, any Error>)]) -> String {
        guard !controls.isEmpty else { return "No installed widget extension declares a control." }
        return controls.map { control, preview in
            let descriptor = control.descriptor
            var lines = [
                "\(descriptor.kind) — \(descriptor.displayName.isEmpty ? descriptor.kind : descriptor.displayName) (\(control.extensionName), \(control.app))"
            ]
            if !descriptor.description.isEmpty { lines.append("  \(descriptor.description)") }
            if let appIntent = descriptor.appIntent {
                let names = appIntent.parameters.map(\.name).joined(separator: ", ")
                lines.append(
                    "  Configured by \(appIntent.type) (\(names.isEmpty ? "no parameters" : names))"
                        + (descriptor.promptsForUserConfiguration ? "; asks for it when added" : ""))
            }
            switch preview {
            case .success(let template):
                lines.append("  Preview: \(template.kind) \(Self.templateText(template))")
            case .failure(let error):
                lines.append("  Preview: ⚠ \(ErrorSentence.of(error))")
            }
            return lines.map(TerminalText.escaped).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// A template on one line: its symbol, title and value, as Apple's templates show them.
    public static func templateText(_ template: ControlTemplateValue) -> String {
        TerminalText.escaped(
            ["[\(template.symbol ?? "no symbol")]", "\"\(template.title)\"", template.value.map { "— \($0)" }].compactMap { $0 }
                .joined(separator: " "))
    }
}

extension HomeText {
    /// Where a control is, as people read it: "Control Center (medium)", "the Action button".
    public static func controlPlace(_ control: PlacedControl) -> String {
        control.location == .controlCenter ? "Control Center (\(control.size.rawValue))" : control.location.name
    }
}
