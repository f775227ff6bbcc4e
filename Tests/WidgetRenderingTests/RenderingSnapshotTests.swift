import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout
#if canImport(FoundationXML)
    import FoundationXML
#endif
@testable import GameWidgets
import SampleModels
import SnapshotTesting
import SwiftUI
import Testing
import WidgetExtensionRuntime
import WidgetHost
import WidgetKit
@testable import WidgetRendering

/// Every sample widget in every family, light and dark, real and placeholder, drawn as text and as SVG and
/// compared with the drawings kept in `__Snapshots__`: a change to a layout or a renderer shows up in review.
/// Run with `SNAPSHOT_TESTING_RECORD=all` (or delete a file) to record drawings again after a change you meant.
@MainActor
@Suite struct RenderingSnapshotTests {
    /// A fixed moment, so that drawings do not change with the clock.
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    struct Sample: CustomTestStringConvertible, Sendable {
        let kind: String
        let family: ExtensionProtocol.WidgetFamily
        let placeholder: Bool
        var testDescription: String { "\(kind) \(family.name)\(placeholder ? " placeholder" : "")" }
        var snapshotName: String { "\(kind)-\(family.name)\(placeholder ? "-placeholder" : "")" }
    }

    nonisolated static let samples: [Sample] = [
        ("character", [WidgetFamily.systemSmall, .systemMedium, .systemLarge]), ("status", [.systemSmall, .systemMedium]),
    ].flatMap { kind, families in
        families.flatMap { family in [false, true].map { Sample(kind: kind, family: family, placeholder: $0) } }
    }

    /// The view a sample archives to, built as the widget extension builds it, from fixed entries.
    static func view(_ sample: Sample, scheme: ColorScheme = .light, detail: CharacterDetail? = nil) -> ViewNode {
        var environment = EnvironmentValues()
        environment.widgetFamily = sample.family
        environment.colorScheme = scheme
        if sample.placeholder { environment.redactionReasons = .placeholder }
        let node = EnvironmentValues.withCurrent(environment) { () -> ViewNode in
            switch sample.kind {
            case "character":
                let character = detail ?? (sample.placeholder ? .placeholder : CharacterDetail.availableCharacters[0])
                return CharacterDetailView(entry: CharacterDetailEntry(date: now, detail: character)).archived(in: environment)
            default:
                let entry =
                    sample.placeholder
                    ? GameStatusEntry(date: now, gameStatus: "Game status", weakest: .placeholder, ready: 1, total: 2)
                    : GameStatusEntry(
                        date: now.addingTimeInterval(-300), gameStatus: "2 of 3 heroes ready",
                        weakest: CharacterDetail.availableCharacters[0], ready: 2, total: 3)
                return GameStatusView(entry: entry).archived(in: environment)
            }
        }
        return sample.placeholder ? node.redactedForPlaceholder() : node
    }

    /// SVG kept as `.svg` files, so that a reviewer can open them; compared line by line.
    static var svgFile: Snapshotting<String, String> { Snapshotting(pathExtension: "svg", diffing: .lines) }

    @Test(arguments: samples)
    func drawnAsText(_ sample: Sample) {
        let text = TerminalRenderer(usesColor: false, now: Self.now).render(Self.view(sample), family: sample.family, title: "Widget")
        assertSnapshot(of: text, as: .lines, named: sample.snapshotName)
    }

    @Test(arguments: samples)
    func drawnAsSVG(_ sample: Sample) {
        for scheme in ColorScheme.allCases {
            let svg = SVGRenderer(scheme: scheme, now: Self.now).render(
                Self.view(sample, scheme: scheme), family: sample.family, title: "Widget")
            assertSnapshot(of: svg, as: Self.svgFile, named: "\(sample.snapshotName)-\(scheme.rawValue)")
        }
    }

    @Test(arguments: samples)
    func everySVGIsWellFormedAndTheFamilysSize(_ sample: Sample) throws {
        for device in DeviceMetrics.all {
            for scheme in ColorScheme.allCases {
                let svg = SVGRenderer(device: device, scheme: scheme, now: Self.now)
                    .render(Self.view(sample, scheme: scheme), family: sample.family, title: "A <widget> & \"more\"")
                let root = try SVGRoot(svg)
                let size = device.size(of: sample.family)
                #expect(root.name == "svg")
                #expect(root.attributes["width"] == SVGWriter.number(size.width), "\(device.name)")
                #expect(root.attributes["height"] == SVGWriter.number(size.height), "\(device.name)")
                #expect(root.attributes["viewBox"] == "0 0 \(SVGWriter.number(size.width)) \(SVGWriter.number(size.height))")
            }
        }
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge])
    func aLongNameIsTruncatedInsideTheBox(_ family: ExtensionProtocol.WidgetFamily) throws {
        let long = CharacterDetail(name: "Sir Reginald Fluffington the Unstoppable Third", avatar: "🦁", healthLevel: 0.5, heroType: "Lion")
        let sample = Sample(kind: "character", family: family, placeholder: false)
        let renderer = TerminalRenderer(usesColor: false, now: Self.now)
        let text = renderer.render(Self.view(sample, detail: long), family: family, title: "Widget")
        let columns = renderer.cellSize(of: family).columns
        for line in text.split(separator: "\n") {
            #expect(line.reduce(0) { $0 + DisplayWidth.of($1) } == columns + 2, "a line overflows its box: \(line)")
        }
        #expect(text.contains("Sir Reginald"))
        #expect(!text.contains("Unstoppable Third"))
        #expect(text.contains("…"))

        let placed = SVGRenderer(now: Self.now).layout(Self.view(sample, detail: long), family: family)
        let nameLines = placed.flattened.compactMap { node -> [String]? in
            if case .text(let lines) = node.content, lines.first?.hasPrefix("Sir") == true { return lines }
            return nil
        }
        #expect(nameLines.first?.last?.hasSuffix("…") == true)
        let size = SVGRenderer().size(of: family)
        for node in placed.flattened {
            #expect(node.frame.x >= 0 && node.frame.x + node.frame.width <= size.width + 0.5, "\(node.frame) leaves the widget")
        }
    }

    @Test(arguments: samples.filter(\.placeholder))
    func aPlaceholderShowsNoRealData(_ sample: Sample) throws {
        let real = Self.view(Sample(kind: sample.kind, family: sample.family, placeholder: false))
        let placeholder = Self.view(sample)
        let text = TerminalRenderer(usesColor: false, now: Self.now).render(placeholder, family: sample.family, title: "Widget")
        let svg = SVGRenderer(now: Self.now).render(placeholder, family: sample.family, title: "Widget")
        for word in real.texts(at: Self.now).flatMap({ $0.split(separator: " ") }) where word.count > 2 {
            #expect(!text.contains(word), "the placeholder's text shows \(word)")
        }
        // What it shows instead: a grey bar where each of its texts would be, in either drawing.
        let texts = placeholder.texts(at: Self.now).filter { !$0.isEmpty }
        #expect(!texts.isEmpty)
        #expect(!svg.contains("<text"), "a placeholder draws grey shapes, not text")
        let greyBar = #"fill="\#(Palette.placeholder(.light).hex)""#
        #expect(svg.components(separatedBy: greyBar).count - 1 >= texts.count, "a grey bar for each of \(texts)")
        let bars = text.split(whereSeparator: { $0 != "▒" }).filter { $0.count >= 2 }
        #expect(bars.count >= texts.count, "a bar of ▒ for each of \(texts): \(text)")
    }

    @Test func theHomeScreenPageHoldsEveryWidgetAtItsSizeAndNeedsNoNetwork() throws {
        let widgets = Self.samples.filter { !$0.placeholder }.enumerated().map { index, sample in
            HTMLHomeScreen.Widget(id: Int64(index + 1), title: sample.testDescription, family: sample.family, view: Self.view(sample))
        }
        for scheme in ColorScheme.allCases {
            let page = HTMLHomeScreen(renderer: SVGRenderer(scheme: scheme, now: Self.now)).render(Places.screens(widgets))
            #expect(page.hasPrefix("<!DOCTYPE html>"))
            #expect(page.contains("<body class=\"\(scheme.rawValue)\">"))
            for widget in widgets.map(\.shown) where !widget.family.isAccessory {
                let size = DeviceMetrics.iPhone15ProMax.size(of: widget.family)
                #expect(
                    page.contains(
                        "id=\"widget-\(widget.id)\" data-widget-id=\"\(widget.id)\" data-family=\"\(widget.family.name)\" data-width=\"\(SVGWriter.number(size.width))\" data-height=\"\(SVGWriter.number(size.height))\""
                    ))
            }
            // Nothing to fetch: no scripts, style sheets, images or fonts from elsewhere.
            let references = page.components(separatedBy: "http").dropFirst().map { String($0.prefix(30)) }
            #expect(references.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg") }, "\(references)")
            #expect(!page.contains("<script") && !page.contains("<link") && !page.contains("url(http"))
        }
    }

    @Test func datesInTextsAreWrittenForTheMomentDrawn() {
        let node = Text(Self.now, style: .relative).archived()
        let later = TerminalRenderer(usesColor: false, now: Self.now.addingTimeInterval(3 * 3600 + 120))
        #expect(later.render(node, family: .systemSmall, title: "T").contains("3 hr, 2 min"))
        let timer = Text(Self.now.addingTimeInterval(65), style: .timer).archived()
        #expect(TerminalRenderer(usesColor: false, now: Self.now).render(timer, family: .systemSmall, title: "T").contains("1:05"))
        #expect(DateStyleFormatter.format(Self.now, style: .date, now: Self.now) == "Nov 18, 2026")
    }
}

/// The root element of an XML document, read with Foundation's parser: the document must be well-formed.
@MainActor
struct SVGRoot {
    var name = ""
    var attributes: [String: String] = [:]

    init(_ text: String) throws {
        let parser = XMLParser(data: Data(text.utf8))
        let delegate = Delegate()
        parser.delegate = delegate
        guard parser.parse() else {
            throw SVGError(message: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error")")
        }
        name = delegate.rootName
        attributes = delegate.rootAttributes
    }

    struct SVGError: Error { let message: String }

    final class Delegate: NSObject, XMLParserDelegate {
        var rootName = ""
        var rootAttributes: [String: String] = [:]

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if rootName.isEmpty {
                rootName = elementName
                rootAttributes = attributes
            }
        }
    }
}
