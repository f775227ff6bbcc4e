import ExtensionRuntime
import Foundation
import Synchronization
import TestSupport
import Testing

/// The device's time per request (`DeviceTimeGate`): while a request runs, this process's wall clock
/// stands at its time on every thread; requests of one time run together, and a request of another time
/// waits until they are done, letting no more of theirs in meanwhile.
///
/// These tests stand this process's clock, which every other test of the process would read meanwhile:
/// they run in `make test`'s second pass, with the other tests that do (`SOLO_TESTS` in the Makefile),
/// one at a time, each holding a time for a fraction of a second. Their waits are `usleep` and monotonic
/// deadlines, which the standing clock does not touch.
@Suite(.serialized) struct DeviceTimeGateTests {
    static let gate = DeviceTimeGate.process
    /// Moments far from the real time, each a whole second, which a reading of the clock gives back exactly.
    static let early = Date(timeIntervalSince1970: 978_307_200)  // 2001-01-01T00:00:00Z
    static let late = Date(timeIntervalSince1970: 2_000_000_000)  // 2033-05-18T03:33:20Z
    /// A deadline `seconds` from now, on the monotonic clock the gate never moves.
    static func deadline(_ seconds: Double = 10) -> DispatchTime { .now() + seconds }

    /// Starts `work` on a thread of its own; the semaphore is signalled when it is done.
    static func start(_ work: @escaping @Sendable () -> Void) -> DispatchSemaphore {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            work()
            done.signal()
        }
        thread.start()
        return done
    }

    @Test func withinARequestTheClockStandsAtItsTimeOnEveryThread() async throws {
        let readings = try await onOwnThread {
            Self.gate.run(at: Self.early) { () -> [Date] in
                let first = Date()
                usleep(50_000)
                let later = Date()
                let elsewhere = Recorder<Date?>(nil)
                let read = Self.start { elsewhere.set(Date()) }
                let readInTime = read.wait(timeout: Self.deadline()) == .success
                return [first, later, readInTime ? elsewhere.value ?? .distantPast : .distantPast]
            }
        }
        #expect(readings == [Self.early, Self.early, Self.early], "the request's time, standing still, on another thread too")
    }

    @Test func outsideARequestAndWithRealTimeTheClockIsReal() async throws {
        let (during, afterwards, realDuring, unmoved) = try await onOwnThread { () -> (Date, Date, Date, Date) in
            let (read, realRead) = Self.gate.run(at: Self.late) { (Date(), DeviceTimeGate.realNow()) }
            let readAfter = Date()
            let readAtRealTime = Self.gate.run(at: nil) { Date() }
            return (read, readAfter, realRead, readAtRealTime)
        }
        let now = DeviceTimeGate.realNow()
        #expect(during == Self.late)
        #expect(abs(realDuring.timeIntervalSince(now)) < 60, "realNow() reads the real time within a request too")
        #expect(abs(afterwards.timeIntervalSince(now)) < 60, "after the request, the clock runs real again")
        #expect(abs(unmoved.timeIntervalSince(now)) < 60, "a request without a time runs at the real time")
    }

    @Test func aTimeBefore1970StandsAt1970() async throws {
        let read = try await onOwnThread { Self.gate.run(at: Date(timeIntervalSince1970: -86_400)) { Date() } }
        #expect(read == Date(timeIntervalSince1970: 0))
    }

    @Test func requestsOfOneTimeRunTogether() async throws {
        let met = try await onOwnThread { () -> [Bool] in
            let inside = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
            let results = Recorder<[Bool]>([])
            let finished = (0..<2).map { index in
                Self.start {
                    Self.gate.run(at: Self.early) {
                        inside[index].signal()
                        // The other request is met inside only if both were let in at once.
                        let other = inside[1 - index].wait(timeout: Self.deadline(5)) == .success
                        let readItsTime = Date() == Self.early
                        results.update { $0.append(other && readItsTime) }
                    }
                }
            }
            for done in finished { _ = done.wait(timeout: Self.deadline(20)) }
            return results.value
        }
        #expect(met == [true, true])
    }

    /// A value the threads of a test write and the test reads, behind a lock.
    final class Recorder<Value: Sendable>: Sendable {
        private let state: Mutex<Value>
        init(_ value: Value) { state = Mutex(value) }
        var value: Value { state.withLock { $0 } }
        func set(_ value: Value) { state.withLock { $0 = value } }
        func update(_ change: (inout Value) -> Void) { state.withLock { change(&$0) } }
    }

    typealias Log = Recorder<[String]>

    /// Runs, on a thread of its own, a request at `moment` that logs `name in` once let in, then waits for
    /// `release` (when given) and logs `name out`, or that it read another time than its own.
    static func request(
        _ name: String, at moment: Date, log: Log, release: DispatchSemaphore? = nil, entered: DispatchSemaphore? = nil
    ) -> DispatchSemaphore {
        start {
            gate.run(at: moment) {
                log.update { $0.append("\(name) in") }
                entered?.signal()
                if let release { _ = release.wait(timeout: deadline(20)) }
                let event = Date() == moment ? "\(name) out" : "\(name) out at another time"
                log.update { $0.append(event) }
            }
        }
    }

    @Test func aRequestOfAnotherTimeWaitsUntilTheRunningOneEnds() async throws {
        let events = try await onOwnThread { () -> [String] in
            let log = Log([])
            let release = DispatchSemaphore(value: 0)
            let entered = DispatchSemaphore(value: 0)
            let first = Self.request("early", at: Self.early, log: log, release: release, entered: entered)
            _ = entered.wait(timeout: Self.deadline())
            let second = Self.request("late", at: Self.late, log: log)
            // Ample time for the late request to be let in, were the gate open to it.
            usleep(300_000)
            log.update { $0.append("released") }
            release.signal()
            for done in [first, second] { _ = done.wait(timeout: Self.deadline(20)) }
            return log.value
        }
        #expect(events == ["early in", "released", "early out", "late in", "late out"])
    }

    @Test func onceAnotherTimeWaitsNoMoreOfTheRunningTimeAreLetIn() async throws {
        let events = try await onOwnThread { () -> [String] in
            let log = Log([])
            let release = DispatchSemaphore(value: 0)
            let entered = DispatchSemaphore(value: 0)
            let first = Self.request("early", at: Self.early, log: log, release: release, entered: entered)
            _ = entered.wait(timeout: Self.deadline())
            let other = Self.request("late", at: Self.late, log: log)
            usleep(300_000)
            // Of the running time, but after one of another time began to wait: it waits too.
            let more = Self.request("early again", at: Self.early, log: log)
            usleep(300_000)
            log.update { $0.append("released") }
            release.signal()
            for done in [first, other, more] { _ = done.wait(timeout: Self.deadline(20)) }
            return log.value
        }
        #expect(Array(events.prefix(3)) == ["early in", "released", "early out"], "\(events)")
        let rest = Array(events.dropFirst(3))
        #expect(rest.count == 4 && Set(rest) == ["late in", "late out", "early again in", "early again out"], "\(events)")
        for name in ["late", "early again"] {
            let entered = rest.firstIndex(of: "\(name) in")
            #expect(entered.map { rest.indices.contains($0 + 1) && rest[$0 + 1] == "\(name) out" } == true, "\(name) ran alone: \(events)")
        }
    }

    @Test func aRequestThatThrowsPassesItsErrorOnAndLetsTheNextIn() async throws {
        struct Refusal: Error {}
        let (threw, next) = try await onOwnThread { () -> (Bool, Date?) in
            let passedOn: Bool
            do {
                try Self.gate.run(at: Self.early) { () throws -> Void in throw Refusal() }
                passedOn = false
            } catch {
                passedOn = error is Refusal
            }
            let read = Recorder<Date?>(nil)
            let done = Self.start { read.set(Self.gate.run(at: Self.late) { Date() }) }
            let ran = done.wait(timeout: Self.deadline()) == .success
            return (passedOn, ran ? read.value : nil)
        }
        #expect(threw, "the work's own error")
        #expect(next == Self.late, "the gate was left open to another time")
    }
}
