import Foundation
import SnapshotTesting
import SwiftUI
import TestSupport
import Testing
@testable import WidgetCodeFixtures
import WidgetKit
import WidgetTesting

/// iOS's silent limits, failing a test with one sentence: the fixtures' posters, written as for Xcode.
@Suite(.serialized) struct LimitsTests {
    static let noon = Date(timeIntervalSince1970: 1_795_780_800)

    @Test func aPosterLargerThanTheWidgetFailsWithItsSizeAndTheWidgets() async throws {
        let tester = WidgetTester(PosterWidget())
        let groupFolder = WidgetTester.home.appGroupDirectory
        try FileManager.default.createDirectory(at: groupFolder, withIntermediateDirectories: true)
        let poster = groupFolder.appendingPathComponent("poster.png")
        try PNGFile.blank(width: 2400, height: 2400).write(to: poster)
        defer { try? FileManager.default.removeItem(at: poster) }
        let broken = await #expect(throws: LimitsBroken.self) { try await tester.widget().timeline(at: Self.noon) }
        let sentence = try #require(broken?.breaches.first?.sentence)
        #expect(broken?.breaches.map(\.limit) == [.imageArea])
        #expect(sentence.contains("holds an image of 2400 × 2400 pixels (5,760,000), larger than the widget's area of 260,100 pixels"))
        // Scaled down to the widget's size, it passes.
        try PNGFile.blank(width: 510, height: 510).write(to: poster)
        #expect(try await tester.widget().timeline(at: Self.noon).limits.isEmpty)
    }

    @Test func aCacheThatOutgrowsTheExtensionFails() async throws {
        let broken = await #expect(throws: LimitsBroken.self) {
            try await WidgetTester(PosterWallWidget()).widget().timeline(at: Self.noon)
        }
        #expect(broken?.breaches.map(\.limit) == [.extensionMemory])
        #expect(broken?.description.contains("over the 30 MB iOS allows a widget extension") == true, "\(String(describing: broken))")
    }

    @Test func aDrawingIsASnapshotOfItsOwn() async throws {
        let tester = WidgetTester(PosterWidget())
        let entry = try await tester.widget().placeholder(at: Self.noon)
        assertSnapshot(of: entry, as: .widget(.svg))
        assertSnapshot(of: tester.widget(), as: .widget(.svg, family: .systemSmall, scheme: .dark, at: Self.noon))
    }

    /// A drawing that cannot be made fails the test with its sentence, whatever reference is on disk.
    @Test func aSnapshotOfAWidgetThatCannotBeDrawnFails() {
        let refused = WidgetTester(PosterWidget()).widget(configuration: ["colour": "red"])
        withKnownIssue {
            var drawn = ""
            Snapshotting<ConfiguredWidget, String>.widget(.text, at: Self.noon).snapshot(refused).run { drawn = $0 }
            #expect(drawn.hasPrefix("The widget could not be drawn"), "never a drawing to compare")
        } matching: { issue in
            issue.description.contains("The widget could not be drawn: ")
                && issue.description.contains("Poster (PosterWidget) is a static widget; it has nothing to configure.")
        }
    }

    struct Minute: TimelineEntry {
        var date: Date
        var words: String
    }

    /// A day by the minute, each entry carrying a book it does not show all of: too long, and too large.
    struct Diary: TimelineProvider {
        func placeholder(in context: Context) -> Minute { Minute(date: Date(), words: "") }
        func getSnapshot(in context: Context, completion: @escaping (Minute) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Minute>) -> Void) {
            let book = String(repeating: "All work and no play. ", count: 60_000)
            let entries = (0..<1440).map {
                Minute(date: Date().addingTimeInterval(Double($0) * 60), words: $0 == 3 ? book : "minute \($0)")
            }
            completion(Timeline(entries: entries, policy: .atEnd))
        }
    }

    struct DiaryWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "test.diary", provider: Diary()) { entry in Text(entry.words) }
        }
    }

    @Test func aTimelineTooLongAndAnEntryTooLargeAreEachOneSentence() async throws {
        let timeline = try await WidgetTester(DiaryWidget(), failsOnLimits: false).widget().timeline(at: Self.noon)
        #expect(timeline.entries.count == 1440)
        #expect(timeline.limits.map(\.limit) == [.timelineLength, .entrySize])
        #expect(timeline.limits[0].sentence.contains("its timeline has 1440 entries, over the 400 past which iOS stops updating a widget"))
        let tooLarge = timeline.limits[1].sentence
        #expect(
            tooLarge.hasPrefix("Widget #1 test.diary: the entry of ") && tooLarge.contains("archives to 1,2")
                && tooLarge.contains("KB, over the 1 MB an entry may take"), "\(tooLarge)")
        #expect(timeline.nextReload == Self.noon.addingTimeInterval(1439 * 60), "policy .atEnd: the last entry's date")
    }
}
