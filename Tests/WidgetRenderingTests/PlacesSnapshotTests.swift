import ExtensionProtocol
import Foundation
@testable import GameWidgets
import SampleModels
import SnapshotTesting
import SwiftUI
import Testing
import ViewArchive
import WidgetKit
@testable import WidgetRendering

/// The iOS 17 character widget in each of its families, drawn in each rendering mode and scheme, as the
/// extension archives it for that place (margins, environment) and the system draws it: kept in
/// `__Snapshots__` so that a change to a place's drawing shows up in review.
@MainActor
@Suite struct PlacesSnapshotTests {
    static let now = RenderingSnapshotTests.now

    struct Sample: CustomTestStringConvertible, Sendable {
        let family: ExtensionProtocol.WidgetFamily
        let mode: WidgetRenderingModeValue
        var testDescription: String { "\(family.name) \(mode.rawValue)" }
    }

    nonisolated static let families: [ExtensionProtocol.WidgetFamily] = [
        .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
    ]
    nonisolated static let samples = families.flatMap { family in
        [WidgetRenderingModeValue.fullColor, .accented, .vibrant].map { Sample(family: family, mode: $0) }
    }

    /// The drawing context of a sample, and the entry's view as the extension archives it there.
    static func drawn(_ sample: Sample, scheme: ColorSchemeValue) -> (context: DrawingContext, view: ViewNode) {
        let context = DrawingContext(scheme: scheme, renderingMode: sample.mode)
        let entry = CharacterDetailEntry(date: now, detail: CharacterDetail.availableCharacters[2])
        let archived = EntryArchiver.archive(entry, context: ArchiveContext(render: context.render(sample.family)), redacted: false) {
            InteractiveCharacterView(entry: $0)
        }
        return (context, archived.view)
    }

    @Test(arguments: samples)
    func drawnAsSVG(_ sample: Sample) throws {
        for scheme in ColorSchemeValue.allCases {
            let (context, view) = Self.drawn(sample, scheme: scheme)
            let svg = SVGRenderer(drawing: context, now: Self.now).render(view, family: sample.family, title: "Character")
            #expect(try SVGRoot(svg).attributes["data-rendering-mode"] == sample.mode.rawValue)
            assertSnapshot(
                of: svg, as: RenderingSnapshotTests.svgFile, named: "\(sample.family.name)-\(sample.mode.rawValue)-\(scheme.rawValue)")
        }
    }

    @Test(arguments: families)
    func drawnAsText(_ family: ExtensionProtocol.WidgetFamily) {
        let (context, view) = Self.drawn(Sample(family: family, mode: .vibrant), scheme: .dark)
        let text = TerminalRenderer(drawing: context, usesColor: false, now: Self.now).render(view, family: family, title: "Character")
        assertSnapshot(of: text, as: .lines, named: family.name)
    }
}
