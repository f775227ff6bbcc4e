import Foundation
import TestSupport
import Testing

/// iOS's silent limits said aloud by the real system: a poster larger than its widget, and an extension
/// that keeps 40 MB, each reported in one sentence by `home show` and `home timeline`.
@Suite struct WidgetLimitsTests {
    @Test func anImageTooLargeAndAnExtensionOverItsMemoryAreEachOneSentence() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let fixtures = TestHome.buildDirectory.appendingPathComponent("FixtureWidgetsExtension").path
        #expect(try home.run(["home", "install", fixtures, "--app", "Fixtures"]).status == 0)
        let group = home.root.appendingPathComponent("AppGroup")
        try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
        try PNGFile.blank(width: 2400, height: 2400).write(to: group.appendingPathComponent("poster.png"))
        #expect(try home.run(["home", "add", "PosterWidget"]).status == 0)
        #expect(try home.run(["home", "add", "PosterWallWidget"]).status == 0)

        let shown = try home.run(["home", "show"])
        #expect(shown.status == 0, "\(shown.errors)")
        let limits = shown.output.split(separator: "\n").filter { $0.hasPrefix("Over a limit: ") }
        #expect(limits.count == 2, "\(shown.output)")
        #expect(
            limits.contains {
                $0.contains("Widget #1 Poster: the entry of ")
                    && $0.contains("holds an image of 2400 × 2400 pixels (5,760,000), larger than the widget's area of 260,100 pixels")
            }, "\(limits)")
        #expect(
            limits.contains {
                $0.contains("FixtureWidgetsExtension, answering for Widget #2 Poster Wall, holds ")
                    && $0.contains("MB of memory, over the 30 MB iOS allows a widget extension")
            }, "\(limits)")

        // The drawing of the whole home says them on standard error; the timeline says the image's too.
        let html = try home.run(["home", "show", "--format", "html"])
        #expect(html.output.hasPrefix("<!DOCTYPE html>") && html.errors.contains("holds an image of 2400 × 2400 pixels"), "\(html.errors)")
        let json = try home.run(["home", "show", "1", "--format", "json"])
        #expect(json.output.contains("\"limits\"") && json.output.contains("holds an image of 2400 × 2400 pixels"), "\(json.output)")
        let timeline = try home.run(["home", "timeline", "1"])
        #expect(timeline.output.contains("Over a limit: Widget #1 Poster: the entry of "), "\(timeline.output)")
        _ = try home.run(["extensions", "stop"])
    }
}
