import Foundation
import ViewArchive
import ViewLayout
import SwiftUI
import Testing
import WidgetExtensionRuntime
import WidgetKit
import WidgetRendering

/// A `GeometryReader` is given the frame the system's layout gives it, as SwiftUI's is, wherever it is
/// in the widget: the size its content reads is the size it is drawn at.
@MainActor
@Suite struct GeometryReaderTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// The archive of `view` in a widget of `family`, as the widget extension makes it.
    func archive<V: View>(_ family: WidgetFamily, @ViewBuilder _ view: () -> V) -> (node: ViewNode, width: Double, height: Double) {
        let size = DeviceMetrics.iPhone15ProMax.size(of: family)
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        environment.archiveSize = CGSize(width: size.width, height: size.height)
        environment.geometryLayout = .system(at: Self.now)
        return (EnvironmentValues.withCurrent(environment) { view() }.archived(in: environment), size.width, size.height)
    }

    /// "W×H" for a reader's size, as its content writes it.
    static func label(_ size: CGSize) -> String { "\(Int(size.width.rounded()))×\(Int(size.height.rounded()))" }

    /// The sizes the system lays each reader out at, in placing order, written as the readers write theirs.
    func drawnSizes(_ archived: (node: ViewNode, width: Double, height: Double)) -> [String] {
        PointLayout(now: Self.now).readerFrames(archived.node, width: archived.width, height: archived.height).map {
            Self.label(CGSize(width: $0.frame.width, height: $0.frame.height))
        }
    }

    @Test func aReaderBelowATitleInAPaddedStackReadsWhatIsLeft() {
        let archived = archive(.systemSmall) {
            VStack(alignment: .leading) {
                Text("Title").font(.headline)
                GeometryReader { proxy in Text(Self.label(proxy.size)) }
            }
            .padding(10)
        }
        let read = archived.node.texts(at: Self.now).last!
        #expect(read.hasPrefix("150×"), "the widget's 170 points less 10 on each side: \(read)")
        #expect(read != "150×150" && read != "170×170", "the title takes some of the height: \(read)")
        #expect(drawnSizes(archived) == [read])
    }

    @Test func readersSideBySideEachReadTheirShare() {
        let archived = archive(.systemMedium) {
            HStack(spacing: 12) {
                GeometryReader { proxy in Text(Self.label(proxy.size)) }
                GeometryReader { proxy in
                    let width: CGFloat = proxy.size.width
                    Text(Self.label(proxy.size)).padding(width > 100 ? 4 : 0)
                }
            }
            .padding()
        }
        let read = archived.node.texts(at: Self.now)
        #expect(read.count == 2)
        #expect(drawnSizes(archived) == read)
        let widths: [Int] = read.compactMap { Int($0.split(separator: "×")[0]) }
        let shared: Int = widths.reduce(0, +) + 12
        #expect(shared == 364 - 32, "\(read)")
    }

    @Test func aReaderInsideAReaderReadsItsOwnFrame() {
        let archived = archive(.systemLarge) {
            GeometryReader { outer in
                VStack(spacing: 0) {
                    Text(Self.label(outer.size))
                    GeometryReader { inner in
                        Text(Self.label(inner.size) + " at \(Int(inner.frame(in: .global).minY))")
                    }
                    .frame(height: outer.size.height / 2)
                }
            }
            .padding(20)
        }
        let read = archived.node.texts(at: Self.now)
        #expect(read.first == "324×342", "the large widget's 364×382 less 20 on each side: \(read)")
        #expect(read.last?.hasPrefix("324×171 at ") == true, "\(read)")
        #expect(drawnSizes(archived) == [read[0], String(read[1].prefix { $0 != " " })])
    }

    @Test func withoutTheSystemsLayoutAReaderReadsTheWidgetsSize() {
        var environment = EnvironmentValues()
        environment.archiveSize = CGSize(width: 170, height: 170)
        let node = GeometryReader { proxy in Text(Self.label(proxy.size)) }.padding().archived(in: environment)
        #expect(node.texts() == ["170×170"])
    }
}
