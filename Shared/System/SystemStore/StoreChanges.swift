#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import Synchronization
import GRDB
import SuiteDatabase
import SuiteHome

/// Whether the system's store changed since it was last asked, by another process or by a change this
/// process says it made (`changedHere`). SQLite tells no process of another's writes, and GRDB's
/// observations see only their own process's; so the live page is woken when a file of the store's folder
/// is written (`wakes`), and asks then; the question reads no table.
///
/// The server's own commits (the timelines its drawing fetched) are not changes: counted, each would wake it
/// to draw the page again for nothing, behind the next real change. So the version is SQLite's
/// `data_version` on the connection this process's stores write through (`SuiteDatabase.othersVersion`),
/// which their commits leave as it is, with the changes this process made that the page must show (an
/// installed build, `changedHere`).
public struct StoreChanges: Sendable {
    /// The store as this process's stores share it, and a connection of its own for a store this user may
    /// only read, whose shared connection sees no change.
    let database: SuiteDatabase
    let reader: DatabaseQueue
    let path: String
    let here: LocalChanges

    /// The store of `home`, which must exist (`HomeStore.live` creates it). The read-only connection is
    /// opened here, though only a store this user may only read uses it: opening it is what refuses, at
    /// the server's start and in a sentence, a store this user may not write (`StoreFaultTests`).
    public init(_ home: SuiteHome) throws {
        var configuration = Configuration()
        configuration.readonly = true
        path = home.systemDatabase.path
        let path = path
        database = try SystemDatabase(home).database
        reader = try Self.worded(path) { try DatabaseQueue(path: path, configuration: configuration) }
        here = LocalChanges()
    }

    /// What changes when the store does: another process's commits, and this process's changes said.
    public struct Version: Equatable, Sendable {
        var others: Int
        var here: Int
    }

    public func version() throws -> Version {
        let others =
            try database.othersVersion()
            ?? Self.worded(path) { try reader.inDatabase { try Int.fetchOne($0, sql: "PRAGMA data_version") ?? 0 } }
        return Version(others: others, here: here.count)
    }

    /// Says that this process changed the store in a way the page must show (a project's new build
    /// installed); the write's own wake then finds the version changed.
    public func changedHere() { here.add() }

    /// A wake for each write to the store's folder (a commit writes the database or its write-ahead log),
    /// and one every `tick`; where the kernel cannot tell of writes, one every `poll` instead. Each tick
    /// watches the folder again, so that a folder replaced (a home restored from a copy) is watched too.
    public func wakes(tick: Duration, poll: Duration = .milliseconds(20)) -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let writes = FolderWrites(URL(fileURLWithPath: path).deletingLastPathComponent().path) { continuation.yield() }
        let ticks = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: writes == nil ? poll : tick)
                writes?.watchAgain()
                continuation.yield()
            }
        }
        continuation.onTermination = { _ in
            ticks.cancel()
            writes?.stop()
        }
        return stream
    }

    /// SQLite's failures as the store's other failures are said (`SuiteDatabaseError`), never as SQL.
    static func worded<T>(_ path: String, _ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let error as DatabaseError {
            throw SuiteDatabaseError(
                name: SystemDatabase.name, path: path, code: error.resultCode.primaryResultCode, message: error.message ?? "")
        }
    }
}

/// The count of changes this process said it made to the store (`StoreChanges.changedHere`).
final class LocalChanges: Sendable {
    private let changes = Mutex(0)
    var count: Int { changes.withLock { $0 } }
    func add() { changes.withLock { $0 += 1 } }
}

/// Calls `written` when a file in a folder is written or made: Linux's inotify, read by a dispatch
/// source. Nil where inotify cannot be had (no such call, or the watches used up): the caller then asks
/// on a timer. Polling SQLite was the page's only way before; it cost an idle server some percent of a
/// core at the few milliseconds a change may wait, where this costs nothing until a write.
///
/// Unchecked because the dispatch source is not `Sendable`: it is made here, and after that only
/// cancelled (`stop`), which Dispatch allows from any thread. The folder and the descriptor are constants;
/// `watchAgain` is one system call, made under the lock `stop` takes, so never on a descriptor the
/// cancelled source has closed (whose number another file may have by then).
final class FolderWrites: @unchecked Sendable {
    private let source: DispatchSourceRead
    private let folder: String
    private let descriptor: Int32
    private let stopped = Mutex(false)

    init?(_ folder: String, written: @escaping @Sendable () -> Void) {
        #if canImport(Glibc)
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            guard inotify_add_watch(descriptor, folder, Self.events) >= 0 else {
                close(descriptor)
                return nil
            }
            self.folder = folder
            self.descriptor = descriptor
            let queue = DispatchQueue(label: "store-writes")
            source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
            source.setEventHandler {
                // The events themselves do not matter: each burst of them is one wake.
                var buffer = [UInt8](repeating: 0, count: 4096)
                while read(descriptor, &buffer, buffer.count) > 0 {}
                written()
                // SQLite writes the log before it marks the commit in its shared memory (which no event
                // tells of): a wake that came between finds the old version, so a second comes after.
                queue.asyncAfter(deadline: .now() + .milliseconds(10)) { written() }
            }
            source.setCancelHandler { close(descriptor) }
            source.resume()
        #else
            return nil
        #endif
    }

    #if canImport(Glibc)
        static let events = UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO)
    #endif

    /// Watches the folder at its path again: the same folder keeps its one watch, and one made in place of
    /// it (the old one moved away, its watch going with it, or removed, its watch dropped) gets its own.
    /// While no folder is there, the caller's timer still wakes it.
    func watchAgain() {
        stopped.withLock { stopped in
            guard !stopped else { return }
            #if canImport(Glibc)
                _ = inotify_add_watch(descriptor, folder, Self.events)
            #endif
        }
    }

    func stop() {
        stopped.withLock { stopped in
            stopped = true
            source.cancel()
        }
    }
}
