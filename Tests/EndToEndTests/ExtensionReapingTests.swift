#if canImport(Glibc)
    import Glibc
#endif
import ExtensionHosting
import Foundation
import SuiteHome
import Testing

/// An extension this process started, which ends on its own, is reaped: it leaves no zombie behind in
/// a process that lives on (`home serve`, this test process).
@Suite struct ExtensionReapingTests {
    /// The pids of this process's children whose command line names `home`.
    func children(in home: URL) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"),
                let parent = stat[stat.index(after: close)...].split(separator: " ").dropFirst(1).first.flatMap({ pid_t($0) }),
                parent == getpid(),
                let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
            else { return false }
            return String(decoding: command, as: UTF8.self).contains(home.path)
        }
    }

    @Test func anExtensionThatEndsOnItsOwnIsReaped() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let suiteHome = SuiteHome(root: home.root)
        // It ends a second after its last request, as an idle extension does.
        let launcher = ExtensionLauncher(
            name: "widget-extension", executable: TestHome.buildDirectory.appendingPathComponent("widget-extension"), home: suiteHome,
            idleExitSeconds: 1)
        let connection = try launcher.connect()
        let pid = try #require(children(in: home.root).first, "the extension is this process's child")
        connection.close()
        // Gone from /proc once it ended and was reaped; a zombie would stay there, its state Z.
        var gone = false
        for _ in 0..<200 where !gone {
            gone = !FileManager.default.fileExists(atPath: "/proc/\(pid)/stat")
            if !gone { usleep(50_000) }
        }
        let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        #expect(gone, "the extension ended and was reaped, not left a zombie: \(state)")
    }
}
