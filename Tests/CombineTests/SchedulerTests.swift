import Combine
import Dispatch
import Foundation
import Testing

/// `DispatchQueue` and `RunLoop` are Combine schedulers, as on Apple's platforms: what view models
/// of widget apps do with them (`receive(on:)`, `debounce(for:scheduler:)`) runs here.
@Suite struct SchedulerTests {
    @Test func stridesConvertAsApplesDo() {
        #expect(DispatchQueue.SchedulerTimeType.Stride.milliseconds(1500) == .seconds(1.5))
        #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(2).magnitude == 2_000_000_000)
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)
        let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
        #expect(start.distance(to: start.advanced(by: .microseconds(7))) == .nanoseconds(7_000))
        let date = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 100))
        #expect(date.advanced(by: .seconds(5)).date == Date(timeIntervalSince1970: 105))
    }

    @Test func aQueueReceivesOnlyTheLastOfQuickValuesWhenDebounced() {
        let queue = DispatchQueue(label: "debounce")
        let subject = PassthroughSubject<Int, Never>()
        let received = DispatchSemaphore(value: 0)
        var values: [Int] = []
        let subscription = subject.debounce(for: .milliseconds(50), scheduler: queue).receive(on: queue).sink { value in
            values.append(value)
            received.signal()
        }
        for value in 1...3 { subject.send(value) }
        #expect(received.wait(timeout: .now() + 5) == .success)
        queue.sync {}
        #expect(values == [3])
        subscription.cancel()
    }

    @Test func aRunLoopDeliversWhenItRuns() {
        let subject = PassthroughSubject<String, Never>()
        var values: [String] = []
        let subscription = subject.debounce(for: .milliseconds(20), scheduler: RunLoop.current).sink { values.append($0) }
        subject.send("a")
        subject.send("b")
        #expect(values.isEmpty, "nothing until the run loop runs")
        let deadline = ContinuousClock.now + .seconds(5)
        while values.isEmpty, ContinuousClock.now < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.05)) }
        #expect(values == ["b"])
        subscription.cancel()
    }
}
