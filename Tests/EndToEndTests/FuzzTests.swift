#if canImport(Glibc)
    import Glibc
#endif
import ExtensionHosting
import ExtensionTransport
import Foundation
import RequestFuzzing
import TestSupport
import Testing

/// Each extension's socket under 10,000 seeded mutations of valid requests: every one is followed by
/// a valid request that must be answered, and the extension must neither crash, hang nor grow.
@Suite struct FuzzTests {
    static let lines = 10_000

    struct Outcome: Sendable {
        var unanswered: String?
        var alive = false
        var reconnections = 0
        var baseline = 0.0
        var peak = 0.0
    }

    @Test(arguments: [("widget-extension", UInt64(0x5EED_0001)), ("intents-extension", UInt64(0x5EED_0002))])
    func mutatedRequestsNeverStopTheNextBeingAnswered(name: String, seed: UInt64) async throws {
        let home = TestHome()
        defer { home.tearDown() }
        let outcome = try await onOwnThread { try Self.fuzz(name: name, seed: seed, home: home) }
        #expect(outcome.unanswered == nil, "\(outcome.unanswered ?? "")")
        #expect(outcome.alive, "\(name) died")
        #expect(outcome.reconnections == 0, "\(name) closed the connection \(outcome.reconnections) times")
        // Lines are handled one at a time, and one over the limit is skipped, not held: memory stays flat.
        #expect(outcome.peak < outcome.baseline + 16, "\(name) grew from \(outcome.baseline) MB to a peak of \(outcome.peak) MB")
    }

    static func fuzz(name: String, seed: UInt64, home: TestHome) throws -> Outcome {
        let server = try home.startByHand(name)
        defer {
            server.terminate()
            _ = server.wait(timeout: 10)
        }
        let client = try ProbingClient(path: home.socketPath(name))
        var fuzzer = RequestFuzzer(
            seed: seed, requests: name == "widget-extension" ? RequestFuzzer.widgetRequests : RequestFuzzer.intentsRequests)
        let process = KernelProcess(pid: server.processIdentifier)
        var outcome = Outcome(baseline: process?.megabytes("VmRSS") ?? .nan)
        for index in 0..<lines {
            let line = fuzzer.next()
            guard try client.send(line, probe: index) else {
                outcome.unanswered =
                    "line \(index) of seed \(seed) left the next request unanswered: \(String(decoding: line.prefix(300), as: UTF8.self))"
                break
            }
        }
        outcome.alive = server.isRunning
        outcome.reconnections = client.reconnections
        outcome.peak = process?.megabytes("VmHWM") ?? .nan
        return outcome
    }
}
