import Foundation
import Synchronization
import Testing

@testable import SystemStore

/// How the live page learns of writes to the store's folder: the kernel's word for each write, and a
/// folder put in place of the watched one watched once the timer asks again.
@Suite struct StoreChangesTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-changes-\(UUID().uuidString)")

    /// The wakes counted.
    final class Wakes: Sendable {
        let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
    }

    /// Waits, up to five seconds, until the count passes `value`; returns whether it did.
    func passes(_ wakes: Wakes, _ value: Int) async throws -> Bool {
        for _ in 0..<500 {
            if wakes.value > value { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// The count once it has stayed the same for a tenth of a second: the wakes of earlier writes are in.
    func settled(_ wakes: Wakes) async throws -> Int {
        var last = -1
        while true {
            let now = wakes.value
            if now == last { return now }
            last = now
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    @Test func aFolderPutInPlaceOfTheWatchedOneIsWatchedOnceAskedAgain() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = scratch.appendingPathComponent("System")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let wakes = Wakes()
        let writes = try #require(FolderWrites(folder.path) { wakes.count.withLock { $0 += 1 } }, "inotify is there on Linux")
        defer { writes.stop() }

        try Data("1".utf8).write(to: folder.appendingPathComponent("first"))
        #expect(try await passes(wakes, 0), "a write in the watched folder wakes it")

        // The folder is replaced: the old one moved away (its watch goes with it), a new one made.
        try FileManager.default.moveItem(at: folder, to: scratch.appendingPathComponent("System-old"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        writes.watchAgain()
        let before = try await settled(wakes)
        try Data("2".utf8).write(to: folder.appendingPathComponent("second"))
        #expect(try await passes(wakes, before), "a write in the new folder wakes it too")
    }
}
