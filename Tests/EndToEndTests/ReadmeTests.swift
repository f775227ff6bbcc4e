import Foundation
import Testing

/// The README's "Trying it yourself" block, run as a reader runs it: every command in order, in a fresh
/// home and a folder of its own, each of which must succeed.
@Suite struct ReadmeTests {
    /// The lines of the first `sh` block after the heading.
    static func block(under heading: String) throws -> [String] {
        let text = try String(contentsOf: WalkthroughTests.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: heading), "README.md has no heading \(heading)")
        let opening = try #require(lines[start...].firstIndex(of: "```sh"))
        let closing = try #require(lines[(opening + 1)...].firstIndex(of: "```"))
        return Array(lines[(opening + 1)..<closing])
    }

    @Test func everyCommandOfTryingItYourselfRuns() throws {
        let lines = try Self.block(under: "## Trying it yourself")
        #expect(lines.count >= 20, "\(lines)")
        let home = TestHome()
        defer { home.tearDown() }
        let folder = home.root.appendingPathComponent("reader")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The reader's PATH points at their clone's build; here, at the one the tests run from.
        let commands = lines.map {
            $0.hasPrefix("export PATH=") ? "export PATH=\"\(TestHome.buildDirectory.path):$PATH\"" : $0
        }
        // Each command is echoed before it runs, quoted so that nothing in it runs twice.
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let script = "set -e\ncd \(quoted(folder.path))\n" + commands.map { "echo \(quoted("+ " + $0)) >&2\n\($0)" }.joined(separator: "\n")
        let result = try home.shell(script, timeout: 300)
        let last = result.errors.split(separator: "\n").suffix(6).joined(separator: "\n")
        #expect(result.status == 0, "a command of the README failed:\n\(last)")
        #expect(try home.run(["home", "list"]).output.split(separator: "\n").count == 4, "three widgets, as the README places them")
    }
}
