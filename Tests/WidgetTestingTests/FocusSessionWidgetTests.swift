import Foundation
import SnapshotTesting
import SwiftUI
import Testing
@testable import WidgetCodeFixtures
import WidgetKit
import WidgetTesting

/// The focus widget of the fixtures, written as for Xcode with iOS 17's SwiftUI: an `@Observable`
/// session from the environment, a `Canvas` ring and a `TimelineView` clock, drawn and kept as snapshots.
@Suite(.serialized) struct FocusSessionWidgetTests {
    /// 2026-11-27T12:00:00Z, a Friday noon.
    static let noon = Date(timeIntervalSince1970: 1_795_780_800)

    @Test func theRingTheSessionAndTheClockAreDrawn() async throws {
        let widget = WidgetTester(FocusSessionWidget()).widget()
        let timeline = try await widget.timeline(family: .systemMedium, at: Self.noon)
        #expect(timeline.current.texts.contains("70%"), "the Canvas's text: 35 of 50 minutes")
        #expect(timeline.current.texts.contains("Deep work"), "the session read from the environment")
        #expect(timeline.current.texts.contains("35 of 50 min"))
        #expect(timeline.current.texts.contains { $0.hasPrefix("12:00") }, "the clock, at the entry's minute")
        assertSnapshot(of: widget, as: .widget(.svg, family: .systemMedium, at: Self.noon))
        assertSnapshot(of: widget, as: .widget(.text, family: .systemMedium, at: Self.noon))
    }

    @Test func theClockMovesOnByTheMinuteWithinOneEntry() async throws {
        let widget = WidgetTester(FocusSessionWidget()).widget()
        let later = Self.noon.addingTimeInterval(3 * 60 + 10)
        let drawn = try await widget.timeline(family: .systemMedium, at: Self.noon).entries.first
        let entry = try #require(drawn)
        #expect(entry.drawn(as: .text, now: later).contains("12:03"), "drawn at 12:03:10, the entry made at noon shows 12:03")
        #expect(!entry.drawn(as: .text, now: later).contains("12:00"))
    }
}
