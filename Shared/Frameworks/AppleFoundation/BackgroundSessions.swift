import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking

    // Background URL sessions as a widget extension makes them. On iOS their transfers run in a system
    // daemon, which relaunches the extension with the session's events (WidgetKit's
    // `onBackgroundURLSessionEvents`) if it ended meanwhile. Linux's Foundation has no such daemon and
    // marks `background(withIdentifier:)` unavailable: here the transfers run in the extension's own
    // process, which the system keeps running, so their delegate is told of each event directly, as
    // iOS tells a running extension's.

    extension URLSessionConfiguration {
        /// A configuration for a background session named `identifier`: the default configuration, with
        /// the identifier set, so that the session and its tasks report it as on Apple's platforms.
        public class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
            let configuration = URLSessionConfiguration.default
            configuration.identifier = identifier
            return configuration
        }

        /// Whether the system should launch the app when the session's transfers end (true unless set).
        /// Kept per session identifier, as iOS keeps it for the session; nothing is launched here, the
        /// extension being running when they end.
        public var sessionSendsLaunchEvents: Bool {
            get { identifier.flatMap { identifier in launchEvents.withLock { $0[identifier] } } ?? true }
            set {
                guard let identifier else { return }
                launchEvents.withLock { $0[identifier] = newValue }
            }
        }
    }

    /// `sessionSendsLaunchEvents` of each background session, by its identifier.
    private let launchEvents = Mutex<[String: Bool]>([:])
#endif
