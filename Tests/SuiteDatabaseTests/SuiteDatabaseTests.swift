#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import GRDB
import SuiteDatabase
import SuiteHome
import Synchronization
import Testing

/// The suite's databases: private files, the data in the file itself, a replaced file noticed, and
/// failures that name the file and what to do.
@Suite struct SuiteDatabaseTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-db-\(UUID().uuidString)").path

    var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: "CREATE TABLE note (text TEXT NOT NULL)")
        }
        return migrator
    }

    func open() throws -> SuiteDatabase {
        try SuiteDatabase(name: "the test's database", path: scratch + "/test.sqlite", migrator: migrator)
    }

    func count(_ database: SuiteDatabase) throws -> Int {
        try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM note") ?? -1 }
    }

    @Test func theFileIsPrivateAndHoldsTheRowsWithoutItsLog() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let database = try open()
        try database.write { try $0.execute(sql: "INSERT INTO note VALUES ('kept')") }
        var information = stat()
        stat(scratch + "/test.sqlite", &information)
        #expect(information.st_mode & 0o777 == 0o600)
        // A copy of the file alone, as a user backing it up would make while the database is open.
        try FileManager.default.copyItem(atPath: scratch + "/test.sqlite", toPath: scratch + "/copy.sqlite")
        let copy = try DatabaseQueue(path: scratch + "/copy.sqlite")
        #expect(try copy.read { try String.fetchAll($0, sql: "SELECT text FROM note") } == ["kept"])
    }

    @Test func aFileReplacedUnderAnOpenDatabaseIsOpenedAgain() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let running = try open()
        try running.write { try $0.execute(sql: "INSERT INTO note VALUES ('old')") }
        #expect(try count(running) == 1)
        for suffix in ["", "-wal", "-shm"] { unlink(scratch + "/test.sqlite" + suffix) }
        let other = try open()
        try other.write { try $0.execute(sql: "INSERT INTO note VALUES ('new'), ('newer')") }
        #expect(try count(running) == 2, "the running process sees the new file, not the one removed")
    }

    /// The app and both extensions may create the file together (after a user removes it): each finds
    /// it new, and only one may migrate it.
    @Test func processesOpeningANewFileAtOnceAllSucceed() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for round in 0..<20 {
            let path = scratch + "/race-\(round).sqlite"
            let failures = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                do {
                    let database = try SuiteDatabase(name: "the test's database", path: path, migrator: migrator)
                    try database.write { try $0.execute(sql: "INSERT INTO note VALUES ('x')") }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
            #expect(failures.withLock { $0 }.isEmpty, "round \(round): \(failures.withLock { $0 })")
        }
    }

    /// Moving the file aside loses its data: that is advised only when SQLite finds the file damaged.
    @Test func aHealthyFileIsNeverCalledDamaged() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let database = try open()
        try database.write { try $0.execute(sql: "INSERT INTO note VALUES ('kept')") }
        let tooComplex = try #require(throws: SuiteDatabaseError.self) {
            try database.read { try Bool.fetchOne($0, sql: "SELECT 'a' LIKE ?", arguments: [String(repeating: "%a", count: 40_000)]) }
        }
        #expect(!tooComplex.description.contains("move it aside"), "\(tooComplex)")
        #expect(tooComplex.description.contains("the file is untouched"))
        // A statement that reports damage in a file SQLite then finds whole.
        let reported = try #require(throws: SuiteDatabaseError.self) {
            try database.read { _ in throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "database disk image is malformed") }
        }
        #expect(
            reported.description
                == "The test's database at \(scratch)/test.sqlite could not be read just now (database disk image is malformed), though SQLite finds the file whole; try again."
        )
        #expect(try count(database) == 1)
    }

    /// A file whose schema is damaged fails as it is opened: said as damage, in words.
    @Test func aFileDamagedInsideIsNamedWithWhatToDo() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            let database = try open()
            try database.write { try $0.execute(sql: "INSERT INTO note VALUES ('kept')") }
        }
        let file = try FileHandle(forUpdating: URL(fileURLWithPath: scratch + "/test.sqlite"))
        try file.seek(toOffset: 100)
        file.write(Data(repeating: 0x5A, count: 3_996))
        try file.close()
        let error = try #require(throws: SuiteDatabaseError.self) { try open() }
        #expect(error.description.contains("test.sqlite is damaged ("), "\(error)")
    }

    @Test func aDamagedFileIsNamedWithWhatToDo() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try SuiteFiles.makeDirectory(scratch)
        try SuiteFiles.write(Array(repeating: UInt8(ascii: "x"), count: 4096), to: scratch + "/test.sqlite")
        let error = try #require(throws: SuiteDatabaseError.self) { try open() }
        #expect(
            error.description
                == "The test's database at \(scratch)/test.sqlite is damaged (file is not a database); move it aside, with its -wal and -shm files, to start afresh."
        )
    }
}
