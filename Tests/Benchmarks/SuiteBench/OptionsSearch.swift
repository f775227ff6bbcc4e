import ExtensionProtocol
import ExtensionTransport
import Foundation
import SampleModels
import SuiteHome
import WidgetHost

/// The Edit Widget form's card list with many cards: the system's request to the real intents
/// extension for the first screen of options, and for each keystroke of searches typed letter by
/// letter, round trip over the socket included.
enum OptionsSearch {
    /// What users type: names of generated cards, a seeded one, a number, and a word matching none.
    static let typed = ["Nimbus Miles #000123", "quartz travel", "Ember Cash #0009", "TrailMiles", "#04217", "zeppelin"]

    static func measure(builds: URL, scratch: URL, cards: Int) throws -> (firstPage: Double, keystrokeP99: Double, footprint: Double) {
        let home = SuiteHome(root: scratch.appendingPathComponent("options-\(cards)"))
        try home.prepare(home.root)
        try generate(cards, in: home)
        let server = try Spawned(builds.appendingPathComponent("intents-extension").path, ["--home", home.root.path])
        defer { server.stop() }
        let path = home.socket(for: ExtensionRole.intents.rawValue).path
        _ = try SuiteBench.firstReply(at: path, since: server.startedAt)
        let connection = SocketConnection(
            peerName: "intents-extension", socket: try UnixSocket.connect(to: path, timeout: 10), timeout: 30, trace: nil)

        func ask(_ term: String?) throws -> Double {
            let start = monotonicMicroseconds()
            let reply = try connection.send(
                IntentOptionsRequest(
                    intent: "ViewRecentPurchases", parameter: "card", searchTerm: term, limit: WidgetEditor.optionsPerScreen)
            )
            let elapsed = (monotonicMicroseconds() - start) / 1_000
            guard reply.allOptions.count <= WidgetEditor.optionsPerScreen else { throw BenchError("the reply holds more than a screen") }
            return elapsed
        }
        _ = try ask(nil)
        let firstPage = median(try (0..<21).map { _ in try ask(nil) })
        var keystrokes: [(milliseconds: Double, term: String)] = []
        for _ in 0..<3 {
            for word in typed {
                for length in 1...word.count {
                    let term = String(word.prefix(length))
                    keystrokes.append((try ask(term), term))
                }
            }
        }
        let slowest = keystrokes.sorted { $0.milliseconds > $1.milliseconds }.prefix(5)
        FileHandle.standardError.write(Data("slowest: \(slowest.map { "\($0.term) \(SuiteBench.format($0.milliseconds)) ms" })\n".utf8))
        let sorted = keystrokes.map(\.milliseconds).sorted()
        return (firstPage, sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))], server.footprintMegabytes())
    }
}

extension OptionsSearch {
    /// Adds `cards` generated cards to the home's app group, as `sample-app cards generate` does, and
    /// closes the database, as the app does when the command ends.
    static func generate(_ cards: Int, in home: SuiteHome) throws {
        let store = try CardStore.live(home)
        let batch = 100_000
        var made = 0
        while made < cards {
            let count = min(batch, cards - made)
            FileHandle.standardError.write(Data("generating cards: \(made + count) of \(cards)…\n".utf8))
            _ = try store.generate(count, 2020, Date())
            made += count
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
