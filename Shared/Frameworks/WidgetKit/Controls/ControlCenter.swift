import AppIntents
import Foundation
import Synchronization
import WireValues

/// How an app tells the system its controls' values changed, and learns which it placed, as in
/// WidgetKit (iOS 18). Like `WidgetCenter`, it calls a client the process hosting the system installs.
public final class ControlCenter: Sendable {
    public static let shared = ControlCenter()

    private let system = InstalledClient(ControlCenterClient.noSystem)

    init() {}

    /// The system this center talks to.
    package var client: ControlCenterClient {
        get { system.client }
        set { system.client = newValue }
    }

    /// Asks every placed control of `kind` for its value again.
    public func reloadControls(ofKind kind: String) {
        system.report("ControlCenter") { _ in try requestReload(ofKind: kind) }
    }

    /// Asks every placed control of the app for its value again.
    public func reloadAllControls() {
        system.report("ControlCenter") { _ in try requestReload(ofKind: nil) }
    }

    /// What `reloadControls(ofKind:)` does, for the suite's own app, which tells its user when the system
    /// could not be asked.
    package func requestReload(ofKind kind: String?) throws {
        try client.reloadControls(kind)
    }

    /// The app's controls a person placed, wherever they are.
    public func currentControls() async throws -> [ControlInfo] {
        let client = client
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try client.currentControls() }) }
        }
    }
}

/// A control a person placed, as `ControlCenter.currentControls()` gives it.
public struct ControlInfo: Identifiable, Hashable, Sendable {
    public let kind: String
    public var pushInfo: ControlPushInfo?
    public let id: String
    let configuration: IntentValues
    /// The Swift type of its configuration intent (`String(reflecting:)`); nil for a static control.
    let intentType: String?

    package init(kind: String, id: String, configuration: IntentValues, intentType: String?, pushToken: Data? = nil) {
        self.kind = kind
        self.id = id
        self.configuration = configuration
        self.intentType = intentType
        pushInfo = pushToken.map(ControlPushInfo.init(token:))
    }

    /// The control's configuration, as an intent of `intentType`; nil for a static control or one
    /// configured with another type.
    ///
    /// Its values are read as the extension reads them (an entity through its query), on the thread kept
    /// for intents: called from code already running there (a value provider, an intent's `perform()`), it
    /// cannot wait for itself, and gives nil. Call it from the app's code.
    public func configurationIntent<Intent: ControlConfigurationIntent>(of intentType: Intent.Type = Intent.self) -> Intent? {
        guard self.intentType == String(reflecting: Intent.self), !ProviderThread.isCurrent else { return nil }
        let values = configuration
        let made = waitForTask(timeout: EntryArchiver.completionTimeout) { try? await AppIntentReflection.make(intentType, with: values) }
        guard let made = made ?? nil, made.unread.isEmpty else { return nil }
        return made.intent
    }
}

/// Told of the push tokens of an app's controls, as in WidgetKit (`pushHandler(_:)`): made with `init()`
/// and told of every placed control that takes pushes, each with its token, whenever one is placed or
/// removed (docs/system.md, "Widget push updates").
public protocol ControlPushHandler {
    init()
    func pushTokensDidChange(controls: [ControlInfo])
}

/// A control's push token (`pushHandler(_:)`): a server sends the control's pushes to it, through APNs.
public struct ControlPushInfo: Hashable, Sendable {
    /// Valid until the push handler is told otherwise.
    public let token: Data

    package init(token: Data) {
        self.token = token
    }
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
