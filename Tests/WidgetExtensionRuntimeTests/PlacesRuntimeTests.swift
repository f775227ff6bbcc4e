import ExtensionProtocol
import ExtensionTransport
import Foundation
import SwiftUI
import Testing
import ViewArchive
import ViewLayout
import WidgetExtensionRuntime
import WidgetKit

/// What the widget extension tells a widget about the place it is drawn in, and the margins it keeps.
struct PlacesRuntimeTests {
    struct Entry: TimelineEntry {
        let date: Date
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: Date())], policy: .never))
        }
    }

    /// Writes what the environment says, so that the test reads it back from the archive.
    struct PlaceView: View {
        @Environment(\.widgetRenderingMode) var mode
        @Environment(\.showsWidgetContainerBackground) var showsBackground
        @Environment(\.widgetContentMargins) var margins

        var body: some View {
            Text("\(mode) \(showsBackground) \(Int(margins.leading))")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .containerBackground(.blue, for: .widget)
        }
    }

    struct Widgets: WidgetBundle {
        var body: some Widget {
            Margins()
            NoMargins()
            Backgrounds()
        }
    }

    /// An accessory background alone, in every family.
    struct Backgrounds: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "test.backgrounds", provider: Provider()) { _ in
                AccessoryWidgetBackground().containerBackground(.clear, for: .widget)
            }
            .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular, .accessoryInline])
        }
    }

    struct Margins: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "test.margins", provider: Provider()) { _ in PlaceView() }
                .supportedFamilies([.systemSmall, .accessoryRectangular])
        }
    }

    struct NoMargins: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "test.no-margins", provider: Provider()) { _ in PlaceView() }
                .contentMarginsDisabled()
                .containerBackgroundRemovable(false)
        }
    }

    func entry(_ kind: String, _ context: RenderContext) throws -> (text: String, placed: PlacedNode) {
        let connection = LocalConnection(router: WidgetExtensionRouter.make { Widgets().body.definitions })
        let view = try connection.send(WidgetTimelineRequest(kind: kind, context: context, configuration: [:])).entries[0].view
        let placed = PointLayout().layout(view, width: context.width, height: context.height)
        return (view.texts().joined(), placed)
    }

    /// The first text's frame, wherever it is placed.
    func textFrame(_ node: PlacedNode) -> Rect? {
        if case .text = node.content { return node.frame }
        return node.children.lazy.compactMap(textFrame).first
    }

    @Test func theSystemsMarginsAreKeptUnlessTheWidgetDisablesThem() throws {
        let home = RenderContext(family: .systemSmall, width: 170, height: 170)
        let kept = try entry("test.margins", home)
        #expect(kept.text == "fullColor true 16")
        #expect(try #require(textFrame(kept.placed)).x == 16)
        #expect(try #require(textFrame(kept.placed)).y == 16)

        let disabled = try entry("test.no-margins", home)
        #expect(disabled.text == "fullColor true 16", "the margins it would have, to apply itself")
        #expect(try #require(textFrame(disabled.placed)).x == 0, "its content reaches the edge")

        let lock = try entry("test.margins", RenderContext(family: .accessoryRectangular, width: 172, height: 76))
        #expect(lock.text == "vibrant false 0")
        let standBy = try entry("test.margins", RenderContext(family: .systemSmall, width: 170, height: 170, location: .standBy))
        #expect(standBy.text == "fullColor false 11")
    }

    @Test func theDescriptorSaysWhetherTheBackgroundMayBeRemoved() throws {
        let connection = LocalConnection(router: WidgetExtensionRouter.make { Widgets().body.definitions })
        let described = try connection.send(WidgetDescribeRequest()).widgets
        #expect(described.map(\.containerBackgroundRemovable) == [true, false, true])
    }

    @Test func anAccessoryBackgroundIsDrawnInTheCircularAndRectangularFamiliesOnly() throws {
        let connection = LocalConnection(router: WidgetExtensionRouter.make { Widgets().body.definitions })
        func hasShape(_ family: WidgetFamily) throws -> Bool {
            let context = RenderContext(family: family, width: 100, height: 100)
            let view = try connection.send(WidgetTimelineRequest(kind: "test.backgrounds", context: context, configuration: [:])).entries[0]
                .view
            func shape(_ node: ViewNode) -> Bool {
                if case .shape = node { return true }
                if case .modified(let content, _) = node { return shape(content) }
                return node.innerNodes.contains(where: shape)
            }
            return shape(view)
        }
        #expect(try hasShape(.accessoryCircular) && hasShape(.accessoryRectangular))
        #expect(try !hasShape(.systemSmall) && !hasShape(.accessoryInline))
    }

    @Test func aContextFromBeforePlacesIsTheHomeScreens() throws {
        let json = #"{"family":"systemSmall","colorScheme":"dark","width":170,"height":170}"#
        let context = try JSONDecoder().decode(RenderContext.self, from: Data(json.utf8))
        #expect(context.location == .homeScreen && context.renderingMode == .fullColor)
        let inline = try JSONDecoder().decode(
            RenderContext.self, from: Data(json.replacingOccurrences(of: "systemSmall", with: "accessoryInline").utf8))
        #expect(inline.location == .lockScreen && inline.renderingMode == .vibrant)
    }
}
