import Foundation
import Testing

/// Runs every command of the tutorial walkthroughs and compares what it prints with the page.
@Suite struct WalkthroughTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: [
        "walkthrough-1-configurable-widget.md", "walkthrough-2-configuration-and-intelligence.md", "walkthrough-3-meet-widgetkit.md",
        "walkthrough-4-app-intents.md", "walkthrough-6-beyond-the-home-screen.md", "walkthrough-7-ios-26.md",
        "walkthrough-8-your-xcode-project.md",
    ])
    func everyCommandPrintsWhatThePageShows(page: String) throws {
        try WalkthroughPage.follow(page)
    }

    @Test func theMatcherHonoursElisions() {
        #expect(WalkthroughPage.matches(expected: ["a", "[…]", "d"], actual: ["a", "b", "c", "d"]))
        #expect(WalkthroughPage.matches(expected: ["a", "[…]"], actual: ["a"]))
        #expect(WalkthroughPage.matches(expected: ["pid […] by […]"], actual: ["pid 42 by the system"]))
        #expect(!WalkthroughPage.matches(expected: ["a", "b"], actual: ["a", "c"]))
        #expect(!WalkthroughPage.matches(expected: ["pid […]!"], actual: ["pid 42"]))
    }

    @Test func aPagesFilesAreWrittenBeforeTheCommandAfterThem() {
        let page =
            "```swift file=Sources/A.swift\nlet a = 1\n```\n```sh\nnot run\n```\n```console\n$ cat Sources/A.swift\nlet a = 1\n$ true\n```\n"
        let steps = WalkthroughPage.steps(in: page)
        #expect(steps.map(\.command) == ["cat Sources/A.swift", "true"])
        #expect(steps.first?.files.map(\.path) == ["Sources/A.swift"])
        #expect(steps.first?.files.map(\.text) == ["let a = 1\n"])
        #expect(steps.first?.expected == ["let a = 1"])
        #expect(steps.last?.files.isEmpty == true)
    }
}

/// Walkthrough 5 builds a package of its own against the suite: minutes of compiling on both cores,
/// so `make test` runs it after the other tests rather than beside them, whose extensions must start in seconds.
@Suite struct PackageWalkthroughTests {
    @Test(arguments: ["walkthrough-5-your-own-widget.md"])
    func everyCommandPrintsWhatThePageShows(page: String) throws {
        try WalkthroughPage.follow(page)
    }
}

/// The commands of a walkthrough page: in ```console blocks, `$ command` lines followed by their output;
/// and the files it has the reader create, in blocks whose info string names them (```swift file=Package.swift).
enum WalkthroughPage {
    struct Step {
        var command: String
        var expected: [String]
        /// The files the page shows before this command, to write before running it: path and text.
        var files: [(path: String, text: String)] = []
    }

    static let elision = "[…]"

    static func steps(in text: String) -> [Step] {
        enum Block {
            case none, console, file(path: String, lines: [String]), other
        }
        var steps: [Step] = []
        var pendingFiles: [(path: String, text: String)] = []
        var block = Block.none
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                switch block {
                case .none:
                    if line == "```console" {
                        block = .console
                    } else if let range = line.range(of: " file=") {
                        block = .file(path: String(line[range.upperBound...]), lines: [])
                    } else {
                        block = .other
                    }
                case .file(let path, let lines):
                    pendingFiles.append((path, lines.map { $0 + "\n" }.joined()))
                    block = .none
                case .console, .other:
                    block = .none
                }
                continue
            }
            switch block {
            case .console:
                if line.hasPrefix("$ ") {
                    steps.append(Step(command: String(line.dropFirst(2)), expected: [], files: pendingFiles))
                    pendingFiles = []
                } else if !steps.isEmpty {
                    steps[steps.count - 1].expected.append(line)
                }
            case .file(let path, let lines):
                block = .file(path: path, lines: lines + [line])
            case .none, .other:
                break
            }
        }
        return steps.map { Step(command: $0.command, expected: normalize($0.expected.joined(separator: "\n")), files: $0.files) }
    }

    /// Follows a page in a fresh home, from the repository's top folder: writes its files, runs its
    /// commands in one working folder that `cd` moves, and records each command whose output differs.
    /// `$SUITE` is the repository; `mktemp` makes its folders in the home.
    static func follow(_ page: String) throws {
        let root = WalkthroughTests.repositoryRoot
        let text = try String(contentsOf: root.appendingPathComponent("docs/\(page)"), encoding: .utf8)
        let steps = steps(in: text)
        #expect(steps.count >= 10, "\(page) has too few commands: \(steps.count)")
        let home = TestHome()
        defer { home.tearDown() }
        let workingFolderFile = home.root.appendingPathComponent(".walkthrough-pwd")
        var folder = root.path
        func quoted(_ path: String) -> String { "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        for step in steps {
            for file in step.files {
                let url = URL(fileURLWithPath: file.path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true))
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.text.write(to: url, atomically: true, encoding: .utf8)
            }
            let result = try home.runProcess(
                "/bin/sh", ["-c", "cd \(quoted(folder)) && { \(step.command) ; } 2>&1; pwd > \(quoted(workingFolderFile.path))"],
                extraEnvironment: ["SUITE": root.path, "TMPDIR": home.root.path], timeout: 1800)
            folder =
                (try? String(contentsOf: workingFolderFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? folder
            let actual = normalize(result.output)
            if !matches(expected: step.expected, actual: actual) {
                Issue.record(
                    """
                    \(page): `\(step.command)` no longer prints what the page shows.
                    --- page
                    \(step.expected.joined(separator: "\n"))
                    --- actual
                    \(actual.joined(separator: "\n"))
                    """)
            }
        }
    }

    /// Lines without trailing blanks or trailing empty lines.
    static func normalize(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n").map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether `actual` fits `expected`, where a line `[…]` stands for any lines and `[…]` in a line for any text.
    static func matches(expected: [String], actual: [String]) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == elision {
            return (0...actual.count).contains { matches(expected: Array(expected.dropFirst()), actual: Array(actual.dropFirst($0))) }
        }
        guard let line = actual.first, lineMatches(pattern: first, line: line) else { return false }
        return matches(expected: Array(expected.dropFirst()), actual: Array(actual.dropFirst()))
    }

    static func lineMatches(pattern: String, line: String) -> Bool {
        let parts = pattern.components(separatedBy: elision)
        guard parts.count > 1 else { return pattern == line }
        guard line.hasPrefix(parts[0]), line.hasSuffix(parts[parts.count - 1]),
            line.count >= parts[0].count + parts[parts.count - 1].count
        else { return false }
        var rest = Substring(line.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count))
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
