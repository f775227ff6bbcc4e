import Foundation

/// `extension/status`: who is serving on this socket, since when, and who started it.
public struct ExtensionStatusRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.extensionStatus
    public typealias Response = ExtensionStatus

    public init() {}
}

/// How an extension process came to run.
public enum ExtensionLaunchOrigin: String, Codable, Sendable {
    /// The system started it on demand; it exits after an idle period.
    case system
    /// A developer started it by hand; the system uses it and never stops it.
    case hand
}

/// What an extension serves, as its Info.plist's extension point says on iOS.
public enum ExtensionRole: String, Codable, Sendable, CaseIterable {
    /// A widget extension: `widget/…` methods, from a `WidgetBundle` or a single `Widget`.
    case widgets = "widget-extension"
    /// An intents extension: `intents/…` methods, from an `INExtension`.
    case intents = "intents-extension"

    /// "widget extension", "intents extension".
    public var title: String {
        switch self {
        case .widgets: "widget extension"
        case .intents: "intents extension"
        }
    }
}

public struct ExtensionStatus: Codable, Sendable, Equatable {
    /// The name of the extension's executable (`widget-extension`, `MyWidgetsExtension`), which names its socket.
    public var name: String
    public var role: ExtensionRole
    public var pid: Int32
    public var socket: String
    public var startedBy: ExtensionLaunchOrigin
    public var startedAt: Date
    /// Seconds without a request after which the process exits; nil when it never does.
    public var idleExitSeconds: Double?
    public var requestsServed: Int

    public init(
        name: String, role: ExtensionRole, pid: Int32, socket: String, startedBy: ExtensionLaunchOrigin, startedAt: Date,
        idleExitSeconds: Double?, requestsServed: Int
    ) {
        self.name = name
        self.role = role
        self.pid = pid
        self.socket = socket
        self.startedBy = startedBy
        self.startedAt = startedAt
        self.idleExitSeconds = idleExitSeconds
        self.requestsServed = requestsServed
    }
}
