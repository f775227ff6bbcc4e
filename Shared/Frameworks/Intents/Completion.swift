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

/// Runs async work and waits for its value; nil when it does not finish within `timeout` seconds.
/// The waiting thread is the request's own; the work runs on `ProviderThread.shared`, never on Swift's
/// pool, whose few threads other waits (a test's, a server's) may be holding.
package func waitForTask<Value>(timeout: Double, _ work: @escaping () async -> Value) -> Value? {
    waitForCompletion(timeout: timeout) { (done: @escaping (Value) -> Void) in
        Task(executorPreference: ProviderThread.shared) { done(await work()) }
    }
}

/// A thread of its own on which the providers, handlers and intents that the system waits for run
/// their async code. Swift offers executors but no such thread, and no library we use gives one
/// without bringing its event loops along; this is one lock, one semaphore and a loop.
public final class ProviderThread: TaskExecutor, @unchecked Sendable {
    public static let shared = ProviderThread()

    private let jobs = Mutex<[UnownedJob]>([])
    private let ready = DispatchSemaphore(value: 0)

    /// Whether the calling code runs on this thread: a wait for work queued here would wait for itself.
    package static var isCurrent: Bool { Thread.current.threadDictionary[threadKey] != nil }
    private static let threadKey = "ProviderThread"

    private init() {
        let thread = Thread { [unowned self] in
            Thread.current.threadDictionary[Self.threadKey] = true
            run()
        }
        thread.name = "providers"
        thread.start()
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        ready.signal()
    }

    private func run() -> Never {
        while true {
            ready.wait()
            let job = jobs.withLock { $0.removeFirst() }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
