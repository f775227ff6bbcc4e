import Foundation
import Synchronization
import TestSupport
import Testing

/// Many processes at once on one home, as a user's scripts and CI make them: nothing lost, nothing
/// doubled, nothing failing.
@Suite struct ConcurrencyTests {
    /// What the workers did: the commands that succeeded, and every failure with what it printed.
    struct Tally: Sendable {
        var hurts = 0
        var heals = 0
        var added: [Int] = []
        var removed: [Int] = []
        var failures: [String] = []
    }

    @Test func parallelChangesAllCountAndNoWidgetIsLostOrDoubled() async throws {
        let home = TestHome()
        defer { home.tearDown() }
        for _ in 0..<2 { #expect(try home.run(["home", "add", "com.mygame.character-detail"]).status == 0) }
        #expect(try home.run(["home", "show"]).status == 0)
        let done = try await onOwnThread { Self.runInParallel(in: home) }
        #expect(done.failures.isEmpty, "\(done.failures.joined(separator: "\n"))")
        let characters = try home.run(["game", "characters"]).output
        let expected = 67 - done.hurts + done.heals
        #expect(
            characters.contains("Unipony      health \(String(format: "%3d", expected))%"),
            "after \(done.hurts) hurts and \(done.heals) heals: \(characters)")

        let list = try home.run(["home", "list"]).output
        let ids = list.split(separator: "\n").compactMap { line in line.split(separator: " ").first.flatMap { Int($0) } }
        let kept = [1, 2] + done.added.filter { !done.removed.contains($0) }
        #expect(ids.sorted() == kept.sorted(), "\(list)")
        #expect(Set(ids).count == ids.count, "a widget is listed twice: \(list)")
    }

    /// Four workers, each running its commands one after another: hurts, heals, adds and removes, shows and lists.
    static func runInParallel(in home: TestHome) -> Tally {
        let tally = Mutex(Tally())
        let rounds = 24
        @Sendable func run(_ arguments: [String]) -> CommandResult? {
            let result = try? home.run(arguments)
            guard let result, result.status == 0 else {
                tally.withLock { $0.failures.append("\(arguments.joined(separator: " ")): \(result?.errors ?? "could not run")") }
                return nil
            }
            return result
        }
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for round in 0..<rounds {
                switch worker {
                case 0:
                    if run(["game", "hurt", "Unipony", "--by", "1%"]) != nil { tally.withLock { $0.hurts += 1 } }
                case 1:
                    if run(["game", "heal", "Unipony", "--by", "1%"]) != nil { tally.withLock { $0.heals += 1 } }
                case 2:
                    guard let added = run(["home", "add", "com.mygame.game-status"]),
                        let id = added.output.split(separator: "\n").last.flatMap({ Int($0) })
                    else { continue }
                    tally.withLock { $0.added.append(id) }
                    if round % 2 == 0, run(["home", "remove", String(id)]) != nil { tally.withLock { $0.removed.append(id) } }
                default:
                    _ = run(round % 3 == 0 ? ["home", "list"] : ["home", "show"])
                }
            }
        }

        return tally.withLock { $0 }
    }

    @Test func theAppGroupsDatabaseReplacedUnderRunningExtensionsIsReadAfresh() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "add", "com.mygame.character-detail", "--family", "systemMedium"]).status == 0)
        #expect(try home.run(["home", "edit", "1", "--set", "character=Spouty"]).status == 0)
        #expect(try home.run(["home", "show", "1"]).output.contains("83%"))
        let status = try home.run(["extensions", "status"]).output

        // A user starts the game afresh under running extensions.
        let appGroup = home.root.appendingPathComponent("AppGroup")
        for file in try FileManager.default.contentsOfDirectory(atPath: appGroup.path) {
            try FileManager.default.removeItem(at: appGroup.appendingPathComponent(file))
        }
        #expect(try home.run(["game", "hurt", "Spouty", "--by", "50%"]).output.contains("health 83% → 33%"))
        let shown = try home.run(["home", "show", "1"]).output
        #expect(shown.contains("33%"), "the widget still reads the removed file: \(shown)")
        #expect(try home.run(["extensions", "status"]).output == status, "the same extensions, not new ones")
        #expect(try home.run(["home", "options", "1", "character"]).output.contains("Spouty"))
    }
}
