import Foundation
import GRDB
import Synchronization
import TestSupport
import Testing

/// The app group's database, written by the app and the widget extension and read by both extensions
/// while commands come and go: never damaged, no update lost.
@Suite struct AppGroupIntegrityTests {
    /// What SQLite says of the file, read as a user would check it after the processes are gone.
    static func integrity(of home: TestHome) throws -> [String] {
        let database = try DatabaseQueue(path: home.root.appendingPathComponent("AppGroup/shared.sqlite").path)
        return try database.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
    }

    /// A `sample-app` command that ends while an extension holds the file open must not take the file's
    /// write-ahead log from under it: heals by the widget's button and hurts by the app, one after another.
    @Test func pressesAndAppWritesInTurnKeepTheFileWholeAndEveryChange() throws {
        let home = TestHome()
        defer { home.tearDown() }
        // The clock stands still, so that characters do not heal between commands.
        #expect(try home.run(["home", "clock", "set", "2026-11-27T12:00"]).status == 0)
        #expect(try home.run(["home", "add", "com.mygame.character-detail-ios17", "--family", "systemMedium"]).status == 0)
        #expect(try home.run(["home", "add", "com.cards.recent-purchases"]).status == 0)
        #expect(try home.run(["home", "show"]).status == 0)
        var dialogs: [String] = []
        for _ in 0..<3 {
            let pressed = try home.run(["home", "press", "1", "Heal"])
            #expect(pressed.status == 0, "\(pressed.errors)")
            dialogs += pressed.output.split(separator: "\n").filter { $0.contains("% health.") }.map(String.init)
            #expect(try home.run(["game", "hurt", "Power Panda", "--by", ".05"]).status == 0)
        }
        #expect(
            dialogs == ["Power Panda is at 24% health.", "Power Panda is at 29% health.", "Power Panda is at 34% health."])
        #expect(try Self.integrity(of: home) == ["ok"])
        #expect(try home.run(["game", "characters"]).output.contains("Power Panda  health  29%"))
    }

    /// Presses, app writes, purchases and shows from many processes at once: the file stays whole and
    /// every change counts exactly once.
    @Test func aConcurrentMixAcrossProcessesLosesNothing() async throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "clock", "set", "2026-11-27T12:00"]).status == 0)
        #expect(try home.run(["home", "add", "com.mygame.character-detail-ios17", "--family", "systemMedium"]).status == 0)
        #expect(try home.run(["home", "edit", "1", "--set", "character=Unipony"]).status == 0)
        #expect(try home.run(["home", "add", "com.cards.recent-purchases"]).status == 0)
        #expect(try home.run(["home", "show"]).status == 0)
        let balance = try Self.balance(of: "SoupPay", in: home)

        let rounds = 10
        let failures = try await onOwnThread {
            let failures = Mutex<[String]>([])
            @Sendable func run(_ arguments: [String]) {
                let result = try? home.run(arguments)
                if result?.status != 0 {
                    failures.withLock { $0.append("\(arguments.joined(separator: " ")): \(result?.errors ?? "could not run")") }
                }
            }
            // Each of the first two workers heals by 10% then hurts by 10%, so that Unipony (67%) never
            // reaches 0 or 100% and every lost change shows in the end.
            DispatchQueue.concurrentPerform(iterations: 5) { worker in
                for round in 0..<rounds {
                    switch worker {
                    case 0, 1:
                        run(["home", "press", "1", "Heal"])
                        run(["game", "hurt", "Unipony", "--by", "10%"])
                    case 2:
                        run(["cards", "buy", "SoupPay", "--merchant", "Kiosk \(round)", "--amount", "1.25", "--category", "dining"])
                    case 3:
                        run(["home", "show"])
                    default:
                        run(round % 2 == 0 ? ["home", "options", "2", "card", "--search", "Acme"] : ["game", "characters"])
                    }
                }
            }
            return failures.withLock { $0 }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(try Self.integrity(of: home) == ["ok"])
        #expect(try home.run(["game", "characters"]).output.contains("Unipony      health  67%"))
        // A debit card's balance is what is left in the account.
        #expect(try Self.balance(of: "SoupPay", in: home) == balance - Decimal(rounds) * Decimal(string: "1.25")!)
    }

    /// A card's balance as `cards list` prints it.
    static func balance(of card: String, in home: TestHome) throws -> Decimal {
        let list = try home.run(["cards", "list"]).output
        let line = try #require(list.split(separator: "\n").first { $0.hasPrefix(card + " ") })
        let amount = try #require(line.split(separator: " ").first { $0.hasPrefix("$") })
        return try #require(Decimal(string: amount.dropFirst().replacingOccurrences(of: ",", with: "")))
    }
}
