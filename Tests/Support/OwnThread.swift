import Foundation

/// Runs `work` on a thread of its own and waits for it without holding one of Swift's cooperative
/// threads: a test that blocks for long (on processes, sockets, or an intent handler's async form,
/// which itself needs a cooperative thread) would otherwise starve the others of the few there are.
/// `work` records no issues itself: it returns what the test then checks.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result(catching: work)) }
        thread.stackSize = 4 << 20
        thread.start()
    }
}
