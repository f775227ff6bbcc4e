import ExtensionProtocol
import Foundation
import Synchronization
import WidgetKit

/// `WidgetCenter` and `ControlCenter` in a widget extension's process. The extension has no way to the
/// system but the replies to its requests, so what its code asks to reload is kept here until the reply
/// of the action it runs in (`widget/perform`, `widget/controlPerform`) carries it (`AskedReloads`); a
/// request made outside an action goes with the next one. Process-wide, as `WidgetCenter.shared` is:
/// the widget's code may ask from any thread.
package enum ReloadMailbox {
    private static let asked = Mutex(AskedReloads())

    /// Installs the clients that keep each request here. The extension cannot read the system's
    /// configurations: those calls say so.
    package static func installClients() {
        WidgetCenter.shared.client = WidgetCenterClient(
            reloadTimelines: { kind in asked.withLock { if !$0.widgetKinds.contains(kind) { $0.widgetKinds.append(kind) } } },
            reloadAllTimelines: { asked.withLock { $0.everyWidget = true } },
            currentConfigurations: { throw ExtensionClientError.noConfigurations("WidgetCenter.getCurrentConfigurations") },
            currentPushToken: { PushTokenMailbox.current })
        ControlCenter.shared.client = ControlCenterClient(
            reloadControls: { kind in
                asked.withLock { asked in
                    guard let kind else { return asked.everyControl = true }
                    if !asked.controlKinds.contains(kind) { asked.controlKinds.append(kind) }
                }
            },
            currentControls: { throw ExtensionClientError.noConfigurations("ControlCenter.currentControls") })
    }

    /// What was asked since the last reply, emptied; nil when nothing was.
    static func take() -> AskedReloads? {
        let taken = asked.withLock { asked in
            defer { asked = AskedReloads() }
            return asked
        }
        return taken.isEmpty ? nil : taken
    }
}

enum ExtensionClientError: Error, CustomStringConvertible {
    case noConfigurations(String)

    var description: String {
        switch self {
        case .noConfigurations(let call):
            "\(call) is not answered in a widget extension here: the extension reaches the system only through its replies; ask it from the app."
        }
    }
}
