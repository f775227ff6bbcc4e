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

/// A value delivered once, and a wait for it. Unchecked because the value (a provider's timeline, an
/// intent's result: the widget's own types, which need not be `Sendable`) passes from the thread that
/// delivers it to the one waiting, under the lock and after the semaphore, and the deliverer keeps none of it.
private final class Completion<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private let delivered = DispatchSemaphore(value: 0)

    func finish(_ result: Value) {
        lock.withLock { value = result }
        delivered.signal()
    }

    func wait(timeout: Double) -> Value? {
        guard delivered.wait(timeout: .now() + timeout) == .success else { return nil }
        return lock.withLock { value }
    }
}

/// Runs async work and waits for its value; nil when it does not finish within `timeout` seconds.
/// The waiting thread is the request's own; the work runs on `ProviderThread.shared`, never on Swift's
/// pool, whose few threads other waits (a test's, a server's) may be holding.
package func waitForTask<Value>(timeout: Double, _ work: @escaping () async -> Value) -> Value? {
    waitForCompletion(timeout: timeout) { (done: @escaping (Value) -> Void) in
        startOnProviderThread { done(await work()) }
    }
}

/// Starts `work` (a provider's, a handler's: the widget's code) on `ProviderThread.shared`, handed over:
/// the caller keeps none of it.
package func startOnProviderThread(_ work: @escaping () async -> Void) {
    let work = HandedOver(work)
    Task(executorPreference: ProviderThread.shared) { await work.value() }
}

/// The widget's code or values handed from one thread to another: work and its completion to the provider
/// thread, a provider's entries to the main actor that draws them (SwiftUI's MainActorWork). Unchecked because
/// they need not be `Sendable` (a provider, an intent, an entry): the caller gives them up and only waits, so
/// that one thread alone uses them at a time.
package struct HandedOver<Value>: @unchecked Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}

/// A thread of its own on which the providers, handlers and intents that the system waits for run
/// their async code. Swift offers executors but no such thread, and no library we use gives one
/// without bringing its event loops along; this is one lock, one semaphore and a loop. Unchecked because
/// the thread it starts holds `self` unowned; its queue of jobs is behind a mutex.
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
