import Foundation
import SnapshotTesting
import SwiftUI
import Testing
@testable import WidgetCodeFixtures
import WidgetKit
import WidgetTesting

/// The chart widget of the fixtures, written as for Xcode with Swift Charts: line, point, bar, rule and
/// sector marks with their axes, drawn by the system in every family it supports and kept as snapshots.
@Suite(.serialized) struct ChartWidgetTests {
    /// 2026-11-27T12:00:00Z, a Friday noon.
    static let noon = Date(timeIntervalSince1970: 1_795_780_800)

    @Test func theWeeksBarsCarryTheirAxesAndTheGoal() async throws {
        let widget = WidgetTester(StepsChartWidget()).widget()
        let texts = try await widget.timeline(family: .systemMedium, at: Self.noon).current.texts
        #expect(texts.contains("This week"))
        #expect(texts.contains("0k") && texts.contains("5k") && texts.contains("10k"), "the y axis's values of its own: \(texts)")
        #expect(texts.contains("Fri") && texts.contains("Sat"), "a label for each day, the last today: \(texts)")
        #expect(texts.contains("Goal"), "the rule's annotation")
    }

    @Test func theDonutNamesItsActivitiesInTheLegend() async throws {
        let widget = WidgetTester(StepsChartWidget()).widget()
        let texts = try await widget.timeline(family: .systemLarge, at: Self.noon).current.texts
        #expect(["Walk", "Run", "Cycle"].allSatisfy(texts.contains), "\(texts)")
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular])
    func eachFamilyIsDrawnAsASnapshot(family: WidgetFamily) {
        let widget = WidgetTester(StepsChartWidget()).widget()
        assertSnapshot(of: widget, as: .widget(.svg, family: family, at: Self.noon), named: "\(family)")
        assertSnapshot(of: widget, as: .widget(.text, family: family, at: Self.noon), named: "\(family)")
    }

    @Test func theDarkSchemeDrawsTheSameChartInItsColours() {
        let widget = WidgetTester(StepsChartWidget()).widget()
        assertSnapshot(of: widget, as: .widget(.html, family: .systemMedium, scheme: .dark, at: Self.noon))
    }
}
