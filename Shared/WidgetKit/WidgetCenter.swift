import Foundation
import SuiteHome
import SystemStore

/// How an app tells the system its widgets' data changed, as in WidgetKit.
///
/// Apple's sends a message to the widget daemon; ours records the request in the system's
/// store (`System/home.sqlite`), where the home screen finds it the next time it draws.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()

    /// The home whose system this center talks to; by default the process's home.
    public var home: SuiteHome?

    public init(home: SuiteHome? = nil) {
        self.home = home
    }

    /// Asks for new timelines of every placed widget of `kind`.
    public func reloadTimelines(ofKind kind: String) {
        record { try $0.requestReload(ofKind: kind, at: Date()) }
    }

    /// Asks for new timelines of every placed widget.
    public func reloadAllTimelines() {
        record { try $0.requestReloadOfAllKinds(at: Date()) }
    }

    private func record(_ change: (SystemDatabase) throws -> Void) {
        do {
            try change(SystemDatabase(home ?? SuiteHome.current))
        } catch {
            // Apple's method cannot fail either; say why, and carry on.
            FileHandle.standardError.write(Data("WidgetCenter: the reload request was not recorded: \(error)\n".utf8))
        }
    }
}
