import Foundation
import Synchronization

/// How an app tells the system its widgets' data changed, as in WidgetKit.
///
/// Apple's sends a message to the widget daemon. Ours calls a `WidgetCenterClient` (`InstalledClient`).
public final class WidgetCenter: Sendable {
    public static let shared = WidgetCenter()

    private let system = InstalledClient(WidgetCenterClient.noSystem)

    init() {}

    /// The system this center talks to.
    package var client: WidgetCenterClient {
        get { system.client }
        set { system.client = newValue }
    }

    /// Asks for new timelines of every placed widget of `kind`.
    public func reloadTimelines(ofKind kind: String) {
        system.report("WidgetCenter") { _ in try requestReload(ofKind: kind) }
    }

    /// Asks for new timelines of every placed widget.
    public func reloadAllTimelines() {
        system.report("WidgetCenter") { _ in try requestReload(ofKind: nil) }
    }

    /// The widgets the user placed of this app's kinds, with their configurations.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        let client = client
        Thread.detachNewThread { completion(Result { try client.currentConfigurations() }) }
    }

    /// The widgets the user placed of this app's kinds, with their configurations.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        try await withCheckedThrowingContinuation { continuation in
            getCurrentConfigurations { continuation.resume(with: $0) }
        }
    }

    /// What the two public methods do, for the suite's own app, which tells its user when the system
    /// could not be asked: for `kind`, or for every kind when nil.
    package func requestReload(ofKind kind: String?) throws {
        if let kind { try client.reloadTimelines(kind) } else { try client.reloadAllTimelines() }
    }
}

/// What `WidgetCenter` asks of the system. The system provides the live implementation.
package struct WidgetCenterClient: Sendable {
    package var reloadTimelines: @Sendable (_ kind: String) throws -> Void
    package var reloadAllTimelines: @Sendable () throws -> Void
    package var currentConfigurations: @Sendable () throws -> [WidgetInfo]
    /// The app's widget push token (iOS 26); nil when it has none, or no placed widget takes pushes.
    package var currentPushToken: @Sendable () throws -> Data?

    package init(
        reloadTimelines: @escaping @Sendable (String) throws -> Void, reloadAllTimelines: @escaping @Sendable () throws -> Void,
        currentConfigurations: @escaping @Sendable () throws -> [WidgetInfo], currentPushToken: @escaping @Sendable () throws -> Data?
    ) {
        self.reloadTimelines = reloadTimelines
        self.reloadAllTimelines = reloadAllTimelines
        self.currentConfigurations = currentConfigurations
        self.currentPushToken = currentPushToken
    }

    /// Where no system is installed: every request says so.
    package static let noSystem = WidgetCenterClient(
        reloadTimelines: { _ in throw WidgetCenterError.noSystem },
        reloadAllTimelines: { throw WidgetCenterError.noSystem },
        currentConfigurations: { throw WidgetCenterError.noSystem },
        currentPushToken: { throw WidgetCenterError.noSystem })
}

enum WidgetCenterError: Error, CustomStringConvertible {
    case noSystem

    var description: String { "no system runs in this process to answer" }
}
