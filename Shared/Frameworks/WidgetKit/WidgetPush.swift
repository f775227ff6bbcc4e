import Foundation
import SwiftUI
import Synchronization

/// A type that learns of the push token with which a server updates the app's widgets (iOS 26), as in
/// WidgetKit: registered with `pushHandler(_:)`, made with `init()` and told of the token and of the
/// placed widgets that take pushes each time that set changes (docs/system.md, "Widget push updates").
public protocol WidgetPushHandler {
    init()
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

/// The token a server sends widget pushes to, through APNs (iOS 26).
public struct WidgetPushInfo: Sendable {
    /// Valid until the push handler is told of another.
    public let token: Data

    package init(token: Data) {
        self.token = token
    }
}

extension WidgetConfiguration {
    /// Lets the widget be updated by pushes (iOS 26): the system gives the app a push token, and makes
    /// an instance of `pushHandlerType` to tell it of the token whenever the placed widgets that take
    /// pushes change. Several configurations may share one handler type; each type is told once.
    public func pushHandler(_ pushHandlerType: any WidgetPushHandler.Type) -> some WidgetConfiguration {
        modified { $0.pushHandler = pushHandlerType }
    }
}

extension WidgetCenter {
    /// The token the app's widgets take pushes at (iOS 26); nil until the system made one, or while no
    /// placed widget takes pushes.
    public var currentPushInfo: WidgetPushInfo? {
        get async {
            let client = client
            return await withCheckedContinuation { continuation in
                Thread.detachNewThread { continuation.resume(returning: (try? client.currentPushToken()).flatMap { $0 }.map(WidgetPushInfo.init)) }
            }
        }
    }
}

/// The token a widget extension's process was last told of, for `WidgetCenter.currentPushInfo` there:
/// the extension reaches the system only through the requests it answers, and the one that tells the
/// handlers of a new token tells this too. Process-wide, as `WidgetCenter.shared` is.
package enum PushTokenMailbox {
    private static let token = Mutex<Data?>(nil)

    package static func deliver(_ newToken: Data?) { token.withLock { $0 = newToken } }
    package static var current: Data? { token.withLock { $0 } }
}
