import Dispatch
import Foundation

/// Whether code runs on the main queue, whichever thread runs it: a test's process may run the main queue on a
/// thread Foundation does not call the main one (`dispatchMain()` hands it to Dispatch's threads), and code
/// running there is on the main actor all the same. A location manager made there belongs to the main queue
/// (CoreLocation); view code asked for from there runs at once (SwiftUI's MainActorWork).
package enum MainQueue {
    /// Made once and never changed; Dispatch reads it from any thread.
    static let key = DispatchSpecificKey<Bool>()
    /// The main queue marked with the key, once.
    static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    /// Whether the caller runs on the main thread or the main queue.
    package static var isCurrent: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
