import Foundation
import Synchronization

/// Starts work that ends by calling a completion handler, perhaps on another thread, and waits for
/// its value; nil when the handler is not called within `timeout` seconds. Intent handlers and widget
/// providers both answer this way.
package func waitForCompletion<Value>(timeout: Double, _ start: (@escaping (Value) -> Void) -> Void) -> Value? {
    let completion = Completion<Value>()
    start { completion.finish($0) }
    return completion.wait(timeout: timeout)
}

/// A value delivered once, and a wait for it.
private final class Completion<Value>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let delivered = DispatchSemaphore(value: 0)

    func finish(_ result: Value) {
        value.withLock { $0 = result }
        delivered.signal()
    }

    func wait(timeout: Double) -> Value? {
        guard delivered.wait(timeout: .now() + timeout) == .success else { return nil }
        return value.withLock { $0 }
    }
}
