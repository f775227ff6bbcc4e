import Foundation
import Testing

/// The relevance clues a provider gives (`relevance()`, iOS 18), as `home stack explain` shows them: received
/// from the real extension, and unused on the phone, where Apple's RelevanceKit has no effect.
@Suite struct SmartStackRelevanceTests {
    @Test func explainShowsAProvidersCluesReceivedAndUnused() throws {
        let home = TestHome()
        defer { home.tearDown() }
        for arguments in [
            ["home", "clock", "set", "2026-11-27T12:00"], ["home", "add", "com.mygame.character-detail"],
            ["home", "add", "com.mygame.game-status"], ["home", "stack", "create", "1", "2"],
        ] {
            let done = try home.run(arguments)
            #expect(done.status == 0, "\(arguments): \(done.errors)")
        }
        let explained = try home.run(["home", "stack", "explain", "1"])
        #expect(explained.status == 0, "\(explained.errors)")
        let clueLines = explained.output.split(separator: "\n").filter { $0.contains("relevance():") }
        #expect(clueLines.count == 1, "the character's widget gives no clue, and says nothing of it: \(explained.output)")
        let line = try #require(clueLines.first)
        #expect(
            line.hasPrefix(
                "   relevance(): 1 clue, received and unused on the phone (RelevanceKit acts on watchOS only): Fri 2026-11-27 12:"),
            "\(line)")
        #expect(line.contains(" to Fri 2026-11-27 12:") && line.hasSuffix("(informational)"), "a quarter of an hour: \(line)")
    }
}
