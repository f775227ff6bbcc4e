import ExtensionProtocol
import Foundation
import ViewArchive
import SnapshotTesting
import SwiftUI
import Testing
import WidgetExtensionRuntime
import WidgetHost
import WidgetKit
import WidgetRendering

/// Each view and modifier that widget code written for Xcode uses, drawn in a small widget as text, as
/// SVG light and dark, and on an HTML page, and compared with the drawings kept in `__Snapshots__`.
/// Run with `SNAPSHOT_TESTING_RECORD=all` to record them again after a change you meant.
@MainActor
@Suite struct ViewGallerySnapshotTests {
    static let now = RenderingSnapshotTests.now

    struct Sample: CustomTestStringConvertible, Sendable {
        let name: String
        let family: WidgetFamily
        let make: @MainActor @Sendable () -> AnyViewNodeMaker
        var testDescription: String { name }
    }

    /// A view, made in the environment the sample is drawn in.
    struct AnyViewNodeMaker {
        let archive: @MainActor (EnvironmentValues) -> ViewNode
        @MainActor init<V: View>(_ view: @escaping @MainActor () -> V) {
            archive = { environment in EnvironmentValues.withCurrent(environment) { view() }.archived(in: environment) }
        }
    }

    nonisolated static let samples: [Sample] = [
        Sample(name: "shapes", family: .systemMedium) {
            AnyViewNodeMaker {
                HStack(spacing: 8) {
                    Circle().fill(Color.orange)
                    RoundedRectangle(cornerRadius: 12, style: .continuous).stroke(Color.blue, lineWidth: 4)
                    Capsule().fill(Color.green.opacity(0.6))
                    Path { path in
                        path.move(to: CGPoint(x: 0, y: 60))
                        path.addLine(to: CGPoint(x: 30, y: 0))
                        path.addLine(to: CGPoint(x: 60, y: 60))
                        path.closeSubpath()
                    }
                    .fill(Color.purple)
                    Circle().trim(from: 0, to: 0.7).stroke(Color.red, lineWidth: 6).rotationEffect(.degrees(-90))
                }
                .padding()
            }
        },
        Sample(name: "gradients", family: .systemMedium) {
            AnyViewNodeMaker {
                HStack {
                    LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .top, endPoint: .bottom)
                    RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60)
                }
            }
        },
        Sample(name: "images", family: .systemSmall) {
            AnyViewNodeMaker {
                VStack {
                    Image(systemName: "star.fill").resizable().aspectRatio(contentMode: .fit).frame(width: 40, height: 40)
                    Label("Due", systemImage: "calendar")
                    Label("Hidden title", systemImage: "bell").labelStyle(.iconOnly)
                }
            }
        },
        Sample(name: "geometry", family: .systemMedium) {
            AnyViewNodeMaker {
                GeometryReader { proxy in
                    VStack(alignment: .leading) {
                        Text("\(Int(proxy.size.width)) points wide")
                        Color.blue.frame(width: proxy.size.width / 2, height: 12)
                    }
                }
                .padding()
            }
        },
        Sample(name: "grids", family: .systemLarge) {
            AnyViewNodeMaker {
                VStack {
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
                        ForEach(1..<7) { number in Text("Cell \(number)") }
                    }
                    Grid {
                        GridRow {
                            Text("Open")
                            Text("12.50")
                        }
                        GridRow {
                            Text("Closed")
                            Text("9.75")
                        }
                    }
                }
                .padding()
            }
        },
        Sample(name: "view-that-fits", family: .systemSmall) {
            AnyViewNodeMaker {
                ViewThatFits {
                    Text("A sentence far too long to sit on one line of a small widget at this size")
                        .fixedSize()
                    Text("Short")
                }
            }
        },
        Sample(name: "text", family: .systemMedium) {
            AnyViewNodeMaker {
                VStack(alignment: .leading) {
                    Text("Bold ").bold() + Text("italic ").italic() + Text("red").foregroundColor(.red)
                    Text("Underlined").underline()
                    Text("Struck through").strikethrough()
                    Text(verbatim: "Verbatim %@")
                    Text(timerInterval: now...now.addingTimeInterval(3600), countsDown: true)
                    Text("Custom font").font(.custom("Avenir", size: 18))
                    Text("Rounded title").font(.system(.title, design: .rounded))
                }
                .padding()
            }
        },
        Sample(name: "progress", family: .systemMedium) {
            AnyViewNodeMaker {
                VStack {
                    ProgressView(timerInterval: now.addingTimeInterval(-1800)...now.addingTimeInterval(1800), countsDown: false)
                    ProgressView(value: 0.3).progressViewStyle(.circular)
                    Gauge(value: 0.6) { Text("Fuel") }.gaugeStyle(.accessoryCircular)
                }
                .padding()
            }
        },
        Sample(name: "layout-modifiers", family: .systemMedium) {
            AnyViewNodeMaker {
                VStack {
                    Text("Left").frame(maxWidth: .infinity, alignment: .leading)
                    Text("Between 40 and 120").frame(minWidth: 40, idealWidth: 80, maxWidth: 120).background(Color.yellow)
                    Text("Offset").offset(x: 20, y: 4)
                    Color.gray.frame(height: 20)
                        .overlay(alignment: .trailing) { Text("overlay") }
                    Text("Inverted").foregroundColor(.blue).colorInvert()
                }
                .padding()
                .containerBackground(for: .widget) { Color.mint.opacity(0.3) }
            }
        },
        Sample(name: "accessory", family: .accessoryCircular) {
            AnyViewNodeMaker {
                ZStack {
                    AccessoryWidgetBackground()
                    Text("72%")
                }
            }
        },
    ]

    static func view(_ sample: Sample, scheme: ColorScheme) -> ViewNode {
        var environment = EnvironmentValues()
        environment.widgetFamily = sample.family
        environment.colorScheme = scheme
        let size = DeviceMetrics.iPhone15ProMax.size(of: sample.family)
        environment.archiveSize = CGSize(width: size.width, height: size.height)
        environment.geometryLayout = .system(at: Self.now)
        return sample.make().archive(environment)
    }

    @Test(arguments: samples)
    func drawnAsText(_ sample: Sample) {
        let text = TerminalRenderer(usesColor: false, now: Self.now).render(
            Self.view(sample, scheme: .light), family: sample.family, title: sample.name)
        assertSnapshot(of: text, as: .lines, named: sample.name)
    }

    @Test(arguments: samples)
    func drawnAsSVG(_ sample: Sample) {
        for scheme in ColorScheme.allCases {
            let svg = SVGRenderer(scheme: scheme, now: Self.now).render(
                Self.view(sample, scheme: scheme), family: sample.family, title: sample.name)
            assertSnapshot(of: svg, as: RenderingSnapshotTests.svgFile, named: "\(sample.name)-\(scheme.rawValue)")
        }
    }

    @Test func drawnTogetherAsAnHTMLPage() {
        for scheme in ColorScheme.allCases {
            let page = HTMLHomeScreen(renderer: SVGRenderer(scheme: scheme, now: Self.now)).render(
                Places.screens(
                    Self.samples.enumerated().map { index, sample in
                        HTMLHomeScreen.Widget(
                            id: Int64(index + 1), title: sample.name, family: sample.family, view: Self.view(sample, scheme: scheme))
                    }))
            assertSnapshot(of: page, as: .lines, named: "page-\(scheme.rawValue)")
        }
    }
}
