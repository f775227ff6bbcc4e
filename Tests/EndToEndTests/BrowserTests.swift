import Foundation
import TestSupport
import Testing

/// The samples' widgets as a browser shows them: every kind in every family it offers, on the Home
/// Screen, the Lock Screen and in StandBy, light and dark, opened in Chromium.
@Suite(.needsBrowser, .serialized) struct BrowserTests {
    /// Every kind the gallery lists, with its families.
    func gallery(_ home: TestHome) throws -> [(kind: String, families: [String])] {
        let result = try home.run(["home", "gallery"])
        #expect(result.status == 0, "\(result.errors)")
        var kinds: [(kind: String, families: [String])] = []
        for line in result.output.split(separator: "\n") {
            if line.hasPrefix("com.") {
                kinds.append((String(line), []))
            } else if let range = line.firstRange(of: "families:"), !kinds.isEmpty {
                kinds[kinds.count - 1].families = line[range.upperBound...].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            }
        }
        return kinds
    }

    @Test func noTextOfTheSamplesWidgetsReachesPastItsWidgetsEdge() throws {
        let setUp = TestHome()
        defer { setUp.tearDown() }
        var waiting = try gallery(setUp).flatMap { kind in kind.families.map { (kind: kind.kind, family: $0) } }
        #expect(waiting.count >= 15, "\(waiting)")
        // The Lock Screen holds a few accessory widgets: those it refuses go to the next home, until all are placed.
        var pages: [URL] = []
        var homes: [TestHome] = []
        defer { homes.forEach { $0.tearDown() } }
        while !waiting.isEmpty {
            let home = TestHome()
            homes.append(home)
            let before = waiting.count
            waiting = try waiting.filter { widget in
                try home.run(["home", "add", widget.kind, "--family", widget.family]).status != 0
            }
            try #require(waiting.count < before, "none of \(waiting) could be placed")
            for scheme in ["light", "dark"] {
                let page = home.root.appendingPathComponent("home-\(scheme).html")
                let drawn = try home.run(["home", "show", "--format", "html", "--scheme", scheme, "-o", page.path])
                #expect(drawn.status == 0, "\(drawn.errors)")
                pages.append(page)
            }
            let standBy = home.root.appendingPathComponent("standby.svg")
            let drawn = try home.run(["home", "show", "--location", "standby", "--format", "svg", "-o", standBy.path])
            #expect(drawn.status == 0, "\(drawn.errors)")
            pages.append(standBy)
        }
        let texts = try Browser.measure([], pages: pages).texts
        #expect(texts.count >= 100, "the pages' widgets hold only \(texts.count) texts")
        // Every family on some page, text included.
        for family in ["systemSmall", "systemMedium", "systemLarge", "accessoryCircular", "accessoryRectangular", "accessoryInline"] {
            #expect(texts.contains { $0.widget.firstRange(of: family) != nil }, "no text drawn in \(family)")
        }
        for text in texts where text.overflow > 0.5 {
            Issue.record("\"\(text.text)\" in \(text.widget) reaches \(text.overflow) points past the widget's edge (\(text.page))")
        }
    }
}
