import Foundation
import WireValues
import Synchronization

/// The system a center (`WidgetCenter`, `ControlCenter`) talks to: a client the process hosting the
/// system installs (`sample-app` and the widget extension do, at start). WidgetKit itself knows nothing
/// of the system's store.
package final class InstalledClient<Client: Sendable>: Sendable {
    private let installed: Mutex<Client>

    init(_ client: Client) {
        installed = Mutex(client)
    }

    package var client: Client {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }

    /// Makes a request that Apple's method cannot fail: when it is not recorded, says why on standard
    /// error, and carries on.
    func report(_ center: String, _ request: (Client) throws -> Void) {
        do {
            try request(client)
        } catch {
            FileHandle.standardError.write(Data((TerminalText.escaped("\(center): the reload request was not recorded: \(error)") + "\n").utf8))
        }
    }
}
