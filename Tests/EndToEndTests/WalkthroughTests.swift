import Foundation
import Testing

/// Runs every command of the tutorial walkthroughs and compares what it prints with the page.
@Suite struct WalkthroughTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: ["walkthrough-1-configurable-widget.md"])
    func everyCommandPrintsWhatThePageShows(page: String) throws {
        let text = try String(contentsOf: Self.repositoryRoot.appendingPathComponent("docs/\(page)"), encoding: .utf8)
        let steps = WalkthroughPage.steps(in: text)
        #expect(steps.count >= 10, "\(page) has too few commands: \(steps.count)")
        let home = TestHome()
        defer { home.tearDown() }
        for step in steps {
            let quotedRoot = "'" + Self.repositoryRoot.path.replacingOccurrences(of: "'", with: "'\\''") + "'"
            let result = try home.shell("cd \(quotedRoot) && { \(step.command) ; } 2>&1")
            let actual = WalkthroughPage.normalize(result.output)
            if !WalkthroughPage.matches(expected: step.expected, actual: actual) {
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

    @Test func theMatcherHonoursElisions() {
        #expect(WalkthroughPage.matches(expected: ["a", "[…]", "d"], actual: ["a", "b", "c", "d"]))
        #expect(WalkthroughPage.matches(expected: ["a", "[…]"], actual: ["a"]))
        #expect(WalkthroughPage.matches(expected: ["pid […] by […]"], actual: ["pid 42 by the system"]))
        #expect(!WalkthroughPage.matches(expected: ["a", "b"], actual: ["a", "c"]))
        #expect(!WalkthroughPage.matches(expected: ["pid […]!"], actual: ["pid 42"]))
    }
}

/// The commands of a walkthrough page: in ```console blocks, `$ command` lines followed by their output.
enum WalkthroughPage {
    struct Step {
        var command: String
        var expected: [String]
    }

    static let elision = "[…]"

    static func steps(in text: String) -> [Step] {
        var steps: [Step] = []
        var inConsole = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                inConsole = !inConsole && line == "```console"
                continue
            }
            guard inConsole else { continue }
            if line.hasPrefix("$ ") {
                steps.append(Step(command: String(line.dropFirst(2)), expected: []))
            } else if !steps.isEmpty {
                steps[steps.count - 1].expected.append(line)
            }
        }
        return steps.map { Step(command: $0.command, expected: normalize($0.expected.joined(separator: "\n"))) }
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
