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

    public static func unknownKind(_ kind: String, known: [String]) -> HostError {
        HostError(
            "The widget extension has no widget of kind \"\(kind)\"; 'sample-app home gallery' lists its kinds: \(known.joined(separator: ", "))."
        )
    }
}
