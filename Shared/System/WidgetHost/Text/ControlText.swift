import ExtensionProtocol
import Foundation
import ViewArchive
import WidgetRendering
import WireValues

/// How the system's commands print controls: the gallery, a template, a place.
public enum ControlText {
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

    /// Where a control is, as people read it: "Control Center (medium)", "the Action button".
    public static func controlPlace(_ control: PlacedControl) -> String {
        control.location == .controlCenter ? "Control Center (\(control.size.rawValue))" : control.location.name
    }
}
