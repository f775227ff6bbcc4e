import AppleFoundation
import Synchronization
import Testing

/// The names Apple's platforms give every file, with the values and behaviour they have there.
@Suite struct DarwinNamesTests {
    @Test func timeUnitsAreDarwinsOwn() {
        #expect(NSEC_PER_SEC == 1_000_000_000)
        #expect(NSEC_PER_MSEC * 1_000 == NSEC_PER_SEC)
        #expect(NSEC_PER_USEC * USEC_PER_SEC == NSEC_PER_SEC)
        #expect(type(of: NSEC_PER_SEC) == UInt64.self)
    }

    @Test func aSerialQueueRunsItsWorkInOrderOneAtATime() {
        let queue = DispatchSerialQueue(label: "test.serial")
        let older: OS_dispatch_queue_serial = OS_dispatch_queue_serial(label: "test.older")
        let order = Mutex<[Int]>([])
        let running = Mutex(0)
        let group = DispatchGroup()
        for index in 0..<50 {
            queue.async(group: group) {
                running.withLock { $0 += 1 }
                #expect(running.withLock { $0 } == 1)
                order.withLock { $0.append(index) }
                running.withLock { $0 -= 1 }
            }
        }
        group.wait()
        #expect(order.withLock { $0 } == Array(0..<50))
        #expect(older.sync { 7 } == 7)
    }

    final class EchoProtocol: URLProtocol {}

    @Test func aClassAnswersClassForCoderWithItself() {
        #expect(EchoProtocol.classForCoder() == EchoProtocol.self)
        #expect(NSObject().classForCoder == NSObject.self, "the instance's property is still there")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [EchoProtocol.classForCoder()]
        #expect(configuration.protocolClasses?.first == EchoProtocol.self)
    }
}
