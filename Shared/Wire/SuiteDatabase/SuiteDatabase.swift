#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import GRDB
import SuiteHome
import Synchronization

/// One of the suite's SQLite files, used the same way by every process: made readable by this user
/// alone, migrated when opened, opened again when the file is replaced or removed under a process
/// that runs on (an extension), checkpointed after each write so that the file alone holds the data,
/// and its failures put in words that name the file and what to do, never SQL. A file this user may
/// read but not write is read as it is (`isReadOnly`), so that looking needs no write; writing to it is
/// refused in words.
public final class SuiteDatabase: Sendable {
    /// How sentences name it: "the app group's database", "the system's store".
    public let name: String
    public let path: String
    private let migrator: DatabaseMigrator
    /// The size of the pages of a file this makes; a file made before keeps its own.
    private let pageSize: Int
    private let current = Mutex<Opened?>(nil)

    private struct Opened {
        let pool: any DatabaseWriter
        let file: FileIdentity?
        let isReadOnly: Bool
    }

    /// The database at `path`, creating its folder and the file if need be: the one this process has
    /// open already, if any, so that every store of one file shares one pool.
    ///
    /// SQLite keeps its locks on a file as POSIX locks, which belong to the process, and the kernel drops
    /// all of a process's locks on a file when *any* descriptor of it on that file is closed. A second
    /// pool is safe (SQLite shares its descriptors within a process), but every open beside SQLite's is
    /// not: it once let another process's exit delete the write-ahead log under a running extension.
    public static func open(name: String, path: String, migrator: DatabaseMigrator, pageSize: Int = 4096) throws -> SuiteDatabase {
        let key = (path as NSString).standardizingPath
        return try openDatabases.withLock { open in
            if let database = open[key]?.database { return database }
            let database = try SuiteDatabase(name: name, path: key, migrator: migrator, pageSize: pageSize)
            open[key] = WeakDatabase(database: database)
            open = open.filter { $0.value.database != nil }
            return database
        }
    }

    /// The databases this process has open, by path; each goes once no store holds it.
    private static let openDatabases = Mutex<[String: WeakDatabase]>([:])

    private struct WeakDatabase {
        weak var database: SuiteDatabase?
    }

    /// Opens the database at `path` apart from any this process has open, as another process would: for
    /// tests of several processes at once. Everything else opens it with `open(name:path:migrator:)`.
    package init(name: String, path: String, migrator: DatabaseMigrator, pageSize: Int = 4096) throws {
        self.name = name
        self.path = path
        self.migrator = migrator
        self.pageSize = pageSize
        _ = try pool()
    }

    /// Reads in one transaction.
    public func read<T>(_ value: (Database) throws -> T) throws -> T {
        try worded { try pool().read(value) }
    }

    /// Whether the file can only be read here: it is not this user's to write.
    public var isReadOnly: Bool { (try? opened())?.isReadOnly ?? false }

    /// Writes in one transaction, so that no other change comes between what it reads and what it writes.
    public func write<T>(_ updates: (Database) throws -> T) throws -> T {
        try worded {
            let opened = try opened()
            guard !opened.isReadOnly else { throw DatabaseError(resultCode: .SQLITE_READONLY, message: "read-only") }
            let pool = opened.pool
            let result = try pool.write(updates)
            // From the write-ahead log into the file itself, as far as readers allow: a copy of the
            // file alone then holds the data. It waits for nobody, so a failure here loses nothing.
            _ = try? pool.writeWithoutTransaction { try $0.checkpoint(.passive) }
            return result
        }
    }

    /// A number that changes when another process commits to the file, and not when this process's stores
    /// do: SQLite's `PRAGMA data_version` on the connection they all write through, which counts only other
    /// connections' commits. (On a file opened for reading only, whose connection sees no change, nil.)
    public func othersVersion() throws -> Int? {
        try worded {
            let opened = try opened()
            guard !opened.isReadOnly else { return nil }
            return try opened.pool.writeWithoutTransaction { try Int.fetchOne($0, sql: "PRAGMA data_version") ?? 0 }
        }
    }

    /// The pool on the file now at `path`: the one opened before, unless the file was replaced or removed since.
    func pool() throws -> any DatabaseWriter { try opened().pool }

    /// SQLite's errors are worded once the lock is let go: wording damage checks the file, which takes it.
    private func opened() throws -> Opened {
        try worded {
            try current.withLock { current in
                if let current, let file = current.file, file == FileIdentity(path) { return current }
                let fresh = try open()
                current = fresh
                return fresh
            }
        }
    }

    /// How much of a database file its connections map into memory.
    static let mappedBytes = 1 << 30

    /// A pool on the file at `path`, and which file that was: taken before opening, so that a file
    /// replaced while it opens is found out at the next use.
    private func open() throws -> Opened {
        do {
            return try openForWriting()
        } catch let error as DatabaseError
            where [.SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN].contains(error.resultCode.primaryResultCode)
            && access(path, R_OK) == 0 && access(path, W_OK) != 0
        {
            return try openForReading()
        }
    }

    /// The file as it is, for reading only: SQLite reads a database in write-ahead-log mode only where it may
    /// write its shared-memory file, unless told the file will not change while it is open (`immutable`).
    /// What a writer left in the log is not seen; the suite's writers move it into the file after each write.
    private func openForReading() throws -> Opened {
        let file = FileIdentity(path)
        var configuration = Configuration()
        configuration.readonly = true
        let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        let queue = try DatabaseQueue(path: "file:\(escaped)?immutable=1", configuration: configuration)
        // A file older than this suite cannot be migrated here, and would be read wrongly.
        guard try queue.read({ try migrator.hasCompletedMigrations($0) }) else {
            throw DatabaseError(resultCode: .SQLITE_READONLY, message: "read-only")
        }
        return Opened(pool: queue, file: file, isReadOnly: true)
    }

    private func openForWriting() throws -> Opened {
        try SuiteFiles.makeDirectory((path as NSString).deletingLastPathComponent)
        // A new file is made here rather than by SQLite, so that it is this user's alone; SQLite gives
        // its write-ahead log and shared-memory files the same permissions. Only a file that is not there
        // yet is opened (O_EXCL): closing a descriptor of a file SQLite has open would drop its locks.
        let descriptor = Glibc.open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
        let file = FileIdentity(path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        // Reads straight from the kernel's cache of the file rather than copying pages into each
        // connection's own cache (2 MB): a search through a million cards' index, measured in `make bench`,
        // no longer reads its pages again on each keystroke. Memory it maps is the kernel's to reclaim.
        configuration.prepareDatabase { [pageSize] db in
            try db.execute(sql: "PRAGMA page_size = \(pageSize); PRAGMA mmap_size = \(Self.mappedBytes)")
        }
        // Processes that open a new file at once (the app and both extensions, after a user removed
        // it) all find it new: SQLite may refuse all but one the switch to its write-ahead log, and
        // only one may migrate it. Those refused try again, and find it done.
        // A file that is damaged or not this user's to write stays so: that is said at once.
        let lasting: [ResultCode] = [.SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN, .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FULL]
        var attempt = 0
        while true {
            do {
                let pool = try DatabasePool(path: path, configuration: configuration)
                try migrator.migrate(pool)
                return Opened(pool: pool, file: file, isReadOnly: false)
            } catch let error as DatabaseError where attempt < 8 && !lasting.contains(error.resultCode.primaryResultCode) {
                attempt += 1
                usleep(useconds_t(attempt * 20_000))
            }
        }
    }

    private func worded<T>(_ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let error as DatabaseError {
            var code = error.resultCode.primaryResultCode
            // A write-ahead log that cannot grow on a full disk is an I/O error to SQLite: said as the full disk it is.
            if code == .SQLITE_IOERR, Self.diskIsFull(at: path) { code = .SQLITE_FULL }
            throw SuiteDatabaseError(
                name: name, path: path, code: code, message: error.message ?? "",
                fileChecksWhole: code == .SQLITE_CORRUPT && checksWhole())
        }
    }

    /// Whether the file system holding `path` has no room left for a write: under 4 MB free, counting the
    /// blocks kept for root when this is root, who may write them.
    static func diskIsFull(at path: String) -> Bool {
        var information = statvfs()
        guard statvfs((path as NSString).deletingLastPathComponent, &information) == 0 else { return false }
        let blocks = geteuid() == 0 ? UInt64(information.f_bfree) : UInt64(information.f_bavail)
        return blocks * UInt64(information.f_frsize) < 4 << 20
    }

    /// Whether SQLite finds the file whole (`PRAGMA quick_check`): a statement that reported damage is
    /// not enough to tell a user to move good data aside.
    private func checksWhole() -> Bool {
        let pool = current.withLock { $0?.pool }
        return (try? pool?.read { try String.fetchAll($0, sql: "PRAGMA quick_check") }) == ["ok"]
    }
}

/// Which file a path names now: a file replaced at the same path is another file.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    init?(_ path: String) {
        var information = stat()
        guard stat(path, &information) == 0 else { return nil }
        device = UInt64(information.st_dev)
        inode = UInt64(information.st_ino)
    }
}

/// A database that failed: which one, where, and what to do, by SQLite's primary result code.
public struct SuiteDatabaseError: Error, CustomStringConvertible, Equatable {
    public let name: String
    public let path: String
    public let code: ResultCode
    /// SQLite's own words for it, without the statement.
    public let message: String
    /// For a statement that reported damage: whether the file checked whole afterwards.
    public let fileChecksWhole: Bool

    public init(name: String, path: String, code: ResultCode, message: String, fileChecksWhole: Bool = false) {
        self.name = name
        self.path = path
        self.code = code
        self.message = message
        self.fileChecksWhole = fileChecksWhole
    }

    public var description: String {
        let subject = name.prefix(1).uppercased() + name.dropFirst() + " at \(path)"
        switch code {
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH:
            return "\(subject) is not writable by you; check the permissions of the file and its folder (ls -l)."
        case .SQLITE_CANTOPEN:
            return "\(subject) cannot be opened; check that its folder exists and that you may read and write it."
        case .SQLITE_CORRUPT where fileChecksWhole:
            return "\(subject) could not be read just now (\(message)), though SQLite finds the file whole; try again."
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            // Only here, where SQLite itself finds the file damaged, is moving it aside the advice.
            return "\(subject) is damaged (\(message)); move it aside, with its -wal and -shm files, to start afresh."
        case .SQLITE_FULL:
            return "The disk holding \(name) at \(path) is full; free some space and try again."
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return "\(subject) stayed busy for 5 s while another process wrote to it; try again."
        case .SQLITE_IOERR:
            return "\(subject) could not be read or written (\(message)); check the disk and the file."
        default:
            return
                "\(subject) could not do what was asked (\(message)); the file is untouched. Try again, and if it goes on failing, report it with the command you ran."
        }
    }
}
