import Dispatch
import Foundation

/// Whether code runs on the main queue, whichever thread runs it: a test's process may run the main queue on a
/// thread Foundation does not call the main one, and a manager made there belongs to the main queue all the same.
enum MainQueue {
    /// Made once and never changed; Dispatch reads it from any thread.
    static let key = DispatchSpecificKey<Bool>()
    /// The main queue marked with the key, once.
    static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    /// Whether the caller runs on the main thread or the main queue.
    static var isCurrent: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
