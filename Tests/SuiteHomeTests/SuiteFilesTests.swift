#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import SuiteHome
import Testing

/// Folders and files made for this user alone, never loosened, and their failures in words.
@Suite struct SuiteFilesTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-files-\(UUID().uuidString)").path

    func mode(_ path: String) -> mode_t {
        var information = stat()
        stat(path, &information)
        return information.st_mode & 0o7777
    }

    @Test func foldersAreThisUsersAloneAndAUsersOwnChmodStays() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try SuiteFiles.makeDirectory(scratch + "/a/b")
        #expect(mode(scratch) == 0o700 && mode(scratch + "/a") == 0o700 && mode(scratch + "/a/b") == 0o700)
        chmod(scratch + "/a", 0o750)
        try SuiteFiles.makeDirectory(scratch + "/a")
        #expect(mode(scratch + "/a") == 0o750, "an existing folder keeps its permissions")
        try SuiteFiles.makeDirectory(scratch + "/a", restrictingExisting: true)
        #expect(mode(scratch + "/a") == 0o700, "the sockets' folder loses group and others")
        chmod(scratch + "/a", 0o500)
        try SuiteFiles.makeDirectory(scratch + "/a", restrictingExisting: true)
        #expect(mode(scratch + "/a") == 0o500, "restricting never adds a permission")
    }

    @Test func aFileInThePathOrAFolderInTheWayIsSaidInWords() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try SuiteFiles.makeDirectory(scratch)
        try SuiteFiles.write(Array("x".utf8), to: scratch + "/file")
        #expect(throws: FileError(.create, path: scratch + "/file/home", problem: "\(scratch)/file is a file, not a folder")) {
            try SuiteFiles.makeDirectory(scratch + "/file/home")
        }
        #expect(throws: FileError(.write, path: scratch, problem: "it is a folder")) { try SuiteFiles.write(Array("x".utf8), to: scratch) }
        #expect(throws: FileError(.write, path: scratch + "/none/out.svg", problem: "its folder does not exist")) {
            try SuiteFiles.write(Array("x".utf8), to: scratch + "/none/out.svg")
        }
    }

    @Test func aNewFileGetsItsModeAndAReplacedOneKeepsItsOwn() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try SuiteFiles.makeDirectory(scratch)
        try SuiteFiles.write(Array("one".utf8), to: scratch + "/out", mode: 0o600)
        #expect(mode(scratch + "/out") == 0o600)
        chmod(scratch + "/out", 0o640)
        try SuiteFiles.write(Array("two".utf8), to: scratch + "/out")
        #expect(mode(scratch + "/out") == 0o640)
        #expect(try String(contentsOfFile: scratch + "/out", encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch) == ["out"], "no temporary file is left")
    }

    /// A regular file read whole, up to its limit; what is no file, or too long, refused in words.
    @Test func aFileIsReadUpToItsLimitAndWhatIsNoFileIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try SuiteFiles.makeDirectory(scratch)
        try SuiteFiles.write(Array("hello".utf8), to: scratch + "/small")
        #expect(try SuiteFiles.read(scratch + "/small", limit: 16 << 20) == Data("hello".utf8))
        #expect(try SuiteFiles.read(scratch + "/small", limit: 5) == Data("hello".utf8), "a file of exactly the limit")
        try SuiteFiles.write([UInt8](), to: scratch + "/empty")
        #expect(try SuiteFiles.read(scratch + "/empty", limit: 10).isEmpty)
        #expect(throws: FileError(.read, path: scratch + "/small", problem: "it is 5 bytes, more than the 4 taken")) {
            try SuiteFiles.read(scratch + "/small", limit: 4)
        }
        #expect(throws: FileError(.read, path: scratch, problem: "it is a folder, not a file")) { try SuiteFiles.read(scratch, limit: 10) }
        #expect(throws: FileError(.read, path: "/dev/zero", problem: "it is a device or a socket, not a file")) {
            try SuiteFiles.read("/dev/zero", limit: 10)
        }
    }

    @Test func anEmptyHomeIsRefusedAndAMissingOneIsTheEnvironments() throws {
        #expect(throws: SuiteHomeError.self) { try SuiteHome.resolve(option: "", environment: [:]) }
        #expect(try SuiteHome.resolve(option: nil, environment: ["SAMPLES_HOME": "/tmp/x"]).root.path == "/tmp/x")
        #expect(
            try SuiteHome.resolve(option: nil, environment: ["SAMPLES_HOME": "", "XDG_DATA_HOME": "/data"]).root.path
                == "/data/configurable-widgets")
    }
}

/// A home, a folder or a file another user could change is not trusted (`HomeTrust`), as `ssh` refuses a
/// loose `~/.ssh`: what names the extensions the system runs must be this user's, or root's.
@Suite struct HomeTrustTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-trust-\(UUID().uuidString)").path

    @Test func whatOthersMayWriteIsRefusedSayingWhy() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try SuiteFiles.makeDirectory(scratch + "/home/System")
        let home = SuiteHome(root: URL(fileURLWithPath: scratch + "/home"))
        try home.checkTrusted()
        #expect(HomeTrust.problem(with: scratch + "/home/System") == nil)

        chmod(scratch + "/home/System", 0o777)
        #expect(HomeTrust.problem(with: scratch + "/home/System") == "\(scratch)/home/System can be written by other users (mode 0777)")
        #expect(throws: SuiteHomeError.self) { try home.checkTrusted() }
        do {
            try home.checkTrusted()
        } catch {
            #expect(
                "\(error)"
                    == "The home \(scratch)/home is not used: \(scratch)/home/System can be written by other users (mode 0777), so another user could change what the suite runs. Make it yours alone (chown, chmod go-w), or choose another home with --home or SAMPLES_HOME."
            )
        }
        chmod(scratch + "/home/System", 0o700)

        // A database in it that others may write, or one group may.
        try SuiteFiles.write(Array("x".utf8), to: scratch + "/home/System/home.sqlite", mode: 0o620)
        #expect(throws: SuiteHomeError.self) { try home.checkTrusted() }
        chmod(scratch + "/home/System/home.sqlite", 0o600)
        try home.checkTrusted()

        // A folder above that others may write lets them replace the home; a sticky one (as /tmp) does not.
        chmod(scratch, 0o777)
        #expect(HomeTrust.problem(with: scratch + "/home") == "\(scratch) can be written by other users (mode 0777)")
        chmod(scratch, 0o1777)
        #expect(HomeTrust.problem(with: scratch + "/home") == nil)
        chmod(scratch + "/home", 0o1777)
        #expect(HomeTrust.problem(with: scratch + "/home") != nil, "the home itself may not be written by others, sticky or not")
    }

    @Test(.enabled(if: getuid() == 0, "needs root to give a folder to another user"))
    func anotherUsersFolderIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try SuiteFiles.makeDirectory(scratch + "/home/AppGroup")
        chown(scratch + "/home/AppGroup", 65534, 65534)
        #expect(HomeTrust.problem(with: scratch + "/home/AppGroup") == "\(scratch)/home/AppGroup belongs to user 65534, not to you (user 0)")
        #expect(throws: SuiteHomeError.self) { try SuiteHome(root: URL(fileURLWithPath: scratch + "/home")).checkTrusted() }
    }
}
