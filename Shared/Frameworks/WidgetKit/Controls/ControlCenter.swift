import AppIntents
import Foundation
import Synchronization
import WireValues

/// How an app tells the system its controls' values changed, and learns which it placed, as in
/// WidgetKit (iOS 18). Like `WidgetCenter`, it calls a client the process hosting the system installs.
public final class ControlCenter: Sendable {
    public static let shared = ControlCenter()

    private let installed = Mutex(ControlCenterClient.noSystem)

    init() {}

    /// The system this center talks to.
    package var client: ControlCenterClient {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }

    /// Asks every placed control of `kind` for its value again.
    public func reloadControls(ofKind kind: String) {
        report { try client.reloadControls(kind) }
    }

    /// Asks every placed control of the app for its value again.
    public func reloadAllControls() {
        report { try client.reloadControls(nil) }
    }

    /// The app's controls a person placed, wherever they are.
    public func currentControls() async throws -> [ControlInfo] {
        let client = client
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try client.currentControls() }) }
        }
    }

    private func report(_ request: () throws -> Void) {
        do {
            try request()
        } catch {
            // Apple's method cannot fail either; say why, and carry on.
            FileHandle.standardError.write(Data("ControlCenter: the reload request was not recorded: \(error)\n".utf8))
        }
    }
}

/// A control a person placed, as `ControlCenter.currentControls()` gives it.
public struct ControlInfo: Identifiable, Hashable, Sendable {
    public let kind: String
    public var pushInfo: ControlPushInfo?
    public let id: String
    let configuration: IntentValues

    package init(kind: String, id: String, configuration: IntentValues) {
        self.kind = kind
        self.id = id
        self.configuration = configuration
        pushInfo = nil
    }

    /// The control's configuration, as an intent of `intentType`; nil for a static control or another type.
    public func configurationIntent<Intent: ControlConfigurationIntent>(of intentType: Intent.Type = Intent.self) -> Intent? {
        guard !configuration.isEmpty else { return nil }
        let values = configuration
        let made = waitForTask(timeout: 10) { try? await AppIntentReflection.make(intentType, with: values) }
        guard let made = made ?? nil, made.unread.isEmpty else { return nil }
        return made.intent
    }
}

/// A control's push token (`pushHandler(_:)`). The suite sends no pushes to controls; none is given.
public struct ControlPushInfo: Hashable, Sendable {
    public let token: Data
}

/// What `ControlCenter` asks of the system. The system provides the live implementation.
package struct ControlCenterClient: Sendable {
    /// Asks the placed controls of a kind (nil: of every kind) for their values again.
    package var reloadControls: @Sendable (_ kind: String?) throws -> Void
    package var currentControls: @Sendable () throws -> [ControlInfo]

    package init(
        reloadControls: @escaping @Sendable (String?) throws -> Void, currentControls: @escaping @Sendable () throws -> [ControlInfo]
    ) {
        self.reloadControls = reloadControls
        self.currentControls = currentControls
    }

    /// Where no system is installed: every request says so.
    package static let noSystem = ControlCenterClient(
        reloadControls: { _ in throw WidgetCenterError.noSystem }, currentControls: { throw WidgetCenterError.noSystem })
}
