import ExtensionTransport
import DeviceTime
import Foundation

/// Lets the requests an extension answers run at the device's time each carries: while one runs, this
/// process's wall clock (what `Date()` reads, on every thread) stands at its time, and requests of another
/// time wait until it is done. Requests of one time run together; with none running, the clock is real.
///
/// One clock per process, because the widget's code may read it on any thread it hands work to, which a
/// per-thread or per-task time would not follow (DeviceTime.c says how the clock is moved).
///
/// Unchecked because its fields are read and written only while `condition`'s lock is held, which the
/// compiler cannot see (a condition, not a mutex, since waiters of another time wait on it).
public final class DeviceTimeGate: @unchecked Sendable {
    /// The gate of this process's clock.
    public static let process = DeviceTimeGate()

    /// Guards the fields below; waiters of another time wait on it.
    private let condition = NSCondition()
    /// The device time of the requests running, nil for real time; meaningful while `running` > 0.
    private var current: Date?
    private var running = 0
    /// Requests of another time waiting: no more of the current time are let in meanwhile.
    private var othersWaiting = 0

    private init() {}

    /// Runs `work` while the clock stands at `deviceTime` (nil: real time): within one request, the
    /// device's time is the time the request carries, however long the request takes.
    public func run<T>(at deviceTime: Date?, _ work: () throws -> T) rethrows -> T {
        condition.lock()
        if running > 0, current != deviceTime || othersWaiting > 0 {
            othersWaiting += 1
            repeat { condition.wait() } while running > 0 && current != deviceTime
            othersWaiting -= 1
        }
        if running == 0 {
            current = deviceTime
            // The request's time is within DeviceTimeBounds (RequestRouter checks it), so it fits in nanoseconds.
            if let deviceTime {
                device_time_stand_at_nanoseconds(Int64((deviceTime.timeIntervalSince1970 * 1e9).rounded()))
            } else {
                device_time_run_real()
            }
        }
        running += 1
        condition.unlock()
        defer {
            condition.lock()
            running -= 1
            if running == 0 {
                device_time_run_real()
                condition.broadcast()
            }
            condition.unlock()
        }
        return try work()
    }

    /// The real time, whatever time the requests running show: for log lines.
    public static func realNow() -> Date {
        Date(timeIntervalSince1970: Double(device_time_real_nanoseconds()) / 1e9)
    }
}
