import Foundation
import Synchronization
import Testing
@testable import XcodeBuild

/// One build of an app at a time: a second waits, saying so, until the first lets go.
@Suite struct XcodeBuildLockTests {
    @Test func aSecondBuildOfAnAppWaitsForTheFirst() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Fruit", isDirectory: true)
        var first: XcodeBuildLock? = try XcodeBuildLock(folder: folder) { Issue.record("nothing held the lock") }
        let waited = Mutex(false)
        let held = Mutex(false)
        let second = Thread {
            let lock = try? XcodeBuildLock(folder: folder) { waited.withLock { $0 = true } }
            held.withLock { $0 = lock != nil }
        }
        second.start()
        let deadline = ContinuousClock.now + .seconds(10)
        while !waited.withLock({ $0 }), ContinuousClock.now < deadline { usleep(10_000) }
        #expect(waited.withLock { $0 }, "the second was told it waits")
        usleep(100_000)
        #expect(!held.withLock { $0 }, "and waits while the first holds the lock")
        first = nil
        while !held.withLock({ $0 }), ContinuousClock.now < deadline { usleep(10_000) }
        #expect(held.withLock { $0 }, "then takes it")
        _ = first
    }
}
