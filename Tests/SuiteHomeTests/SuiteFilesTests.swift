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

    @Test func anEmptyHomeIsRefusedAndAMissingOneIsTheEnvironments() throws {
        #expect(throws: SuiteHomeError.self) { try SuiteHome.resolve(option: "", environment: [:]) }
        #expect(try SuiteHome.resolve(option: nil, environment: ["SAMPLES_HOME": "/tmp/x"]).root.path == "/tmp/x")
        #expect(
            try SuiteHome.resolve(option: nil, environment: ["SAMPLES_HOME": "", "XDG_DATA_HOME": "/data"]).root.path
                == "/data/configurable-widgets")
    }
}
