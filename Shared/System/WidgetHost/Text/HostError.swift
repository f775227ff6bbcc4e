import Foundation

/// Something the system refuses or cannot do, said as one sentence that names the thing and what to do.
public struct HostError: Error, CustomStringConvertible, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    public static func unknownWidget(_ id: Int64) -> HostError {
        HostError("There is no widget #\(id) on the home screen; 'sample-app home list' shows the placed widgets.")
    }

    /// What a gallery lists: widgets (`home gallery`) or controls (`home controls gallery`).
    public enum GalleryKind: Sendable {
        case widget, control
    }

    /// Several installed apps declare `kind`, as iOS allows: the command names one.
    public static func sharedKind(_ kind: String, of what: GalleryKind = .widget, apps: [String]) -> HostError {
        let noun = what == .widget ? "widget" : "control"
        return HostError(
            "The \(noun) kind \"\(kind)\" is declared by \(apps.count) apps (\(apps.joined(separator: ", "))); name the one you mean with --app APP.")
    }

    /// No installed widget extension declares `kind`; `problems` are the gallery's, which may be why.
    public static func unknownKind(_ kind: String, of what: GalleryKind = .widget, known: [String], problems: [String] = []) -> HostError {
        let known = known.isEmpty ? "none" : known.joined(separator: ", ")
        let why = problems.isEmpty ? "" : " (\(problems.joined(separator: " ")))"
        return switch what {
        case .widget:
            HostError("No installed widget extension has a widget of kind \"\(kind)\"\(why); 'sample-app home gallery' lists the kinds: \(known).")
        case .control:
            HostError(
                "No installed widget extension has a control of kind \"\(kind)\"\(why); 'sample-app home controls gallery' lists them: \(known).")
        }
    }
}
