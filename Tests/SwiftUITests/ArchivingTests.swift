import ExtensionProtocol
import Foundation
import ViewArchive
import SwiftUI
import Testing
import WidgetExtensionRuntime
import WidgetKit
import WireJSON

/// Views archive into a `ViewNode` tree: a modifier wraps the view it is applied to, so the tree reads
/// as the code does, and a `Group`'s modifier wraps each of its views.
@MainActor
@Suite struct ArchivingTests {
    static let padding = ViewNode.Modifier.padding(EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16))
    static let headline = ViewNode.Modifier.font(FontValue(style: .headline))

    func archive<V: View>(_ view: V, family: WidgetFamily = .systemSmall) -> ViewNode {
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        return view.archived(in: environment)
    }

    @Test func aTextsOwnModifiersAreInsideThoseAroundIt() {
        let node = archive(Text("a").font(.headline).bold().padding().opacity(0.5))
        #expect(node == .modified(.modified(.modified(.modified(.text("a"), Self.headline), .bold), Self.padding), .opacity(0.5)))
    }

    @Test func aGroupsModifierGoesOnEachOfItsViews() {
        let node = archive(
            Group {
                Text("a")
                Text("b").bold()
            }.padding())
        // Two views at the top: the archive holds them in a vertical stack, which has no modifier of its own.
        #expect(
            node
                == .vstack(
                    alignment: .center, spacing: nil,
                    children: [
                        .modified(.text("a"), Self.padding), .modified(.modified(.text("b"), .bold), Self.padding),
                    ]))
    }

    @Test func aStacksModifiersAreItsOwnNotItsChildrens() {
        let node = archive(
            HStack {
                Group {
                    VStack(alignment: .leading, spacing: 2) { Text("a").padding() }
                    Text("b")
                }
                .opacity(0.5)
                Text("c")
            })
        #expect(
            node
                == .hstack(
                    alignment: .center, spacing: nil,
                    children: [
                        .modified(.vstack(alignment: .leading, spacing: 2, children: [.modified(.text("a"), Self.padding)]), .opacity(0.5)),
                        .modified(.text("b"), .opacity(0.5)),
                        .text("c"),
                    ]))
    }

    @Test func nothingArchivesAsEmpty() {
        #expect(archive(EmptyView()) == .empty)
        #expect(archive(Group {}) == .empty)
    }

    @Test func aGaugeHoldsItsLabelAndCurrentValueAsOneNodeEach() {
        let node = archive(
            Gauge(value: 0.25) {
                Text("x")
                Text("y")
            })
        #expect(
            node
                == .gauge(
                    value: 0.25, label: .hstack(alignment: .center, spacing: nil, children: [.text("x"), .text("y")]),
                    currentValueLabel: .empty))
    }

    @Test func aLinkHoldsItsLabel() {
        let node = archive(
            Link(destination: URL(string: "game://character/Spouty")!) {
                Text("a")
                Image(systemName: "star")
            }.padding())
        #expect(
            node
                == .modified(
                    .link(
                        destination: "game://character/Spouty",
                        label: .vstack(alignment: .leading, spacing: nil, children: [.text("a"), .image(ImageValue(systemName: "star"))])),
                    Self.padding))
    }

    struct ShowsRedaction: View {
        @Environment(\.redactionReasons) var reasons
        var body: some View { Text(reasons.isEmpty ? "shown" : "hidden") }
    }

    @Test func aModifierThatChangesTheEnvironmentChangesItForTheViewsInside() {
        #expect(archive(ShowsRedaction()) == .text("shown"))
        #expect(archive(ShowsRedaction().redacted(reason: .placeholder)) == .modified(.text("hidden"), .redacted(.placeholder)))
    }

    struct Adaptive: View {
        let names: [String]
        @Environment(\.widgetFamily) var family

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                if family == .systemSmall {
                    Text("small")
                } else {
                    Text("not small").font(.headline)
                }
                ForEach(names, id: \.self) { name in
                    Text(name)
                }
                Spacer()
            }
            .padding()
            .widgetURL(URL(string: "game://adaptive"))
        }
    }

    @Test func buildersArchiveConditionsLoopsAndTheFamily() {
        let small = archive(Adaptive(names: ["a", "b"]))
        #expect(
            small
                == .modified(
                    .modified(
                        .vstack(
                            alignment: .leading, spacing: 4,
                            children: [
                                .text("small"), .text("a"), .text("b"), .spacer(minLength: nil),
                            ]), Self.padding), .widgetURL("game://adaptive")))
        #expect(small.widgetURL == "game://adaptive")
        let medium = archive(Adaptive(names: []), family: .systemMedium)
        #expect(medium.texts() == ["not small"])
    }

    @Test func blocksOfAnySizeKeepTheirOrder() {
        let eleven = archive(
            VStack {
                Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
                Text("7"); Text("8"); Text("9"); Text("10"); Text("11")
            })
        #expect(eleven.texts() == (1...11).map(String.init))
    }

    @Test func aDateTextIsWrittenWhenItIsDrawn() {
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(archive(Text(date, style: .relative)) == .date(date, style: .relative))
        #expect(ViewNode.date(date, style: .relative).texts(at: date.addingTimeInterval(3 * 3600 + 120)) == ["3 hr, 2 min"])
    }

    @Test func thePlaceholderIsRedactedOnceOnTheOutside() {
        let view = ViewNode.modified(.text("a"), .bold)
        #expect(view.redactedForPlaceholder() == .modified(view, .redacted(.placeholder)))
        #expect(view.redactedForPlaceholder().redactedForPlaceholder() == .modified(view, .redacted(.placeholder)))
    }
}

/// A view made in a closure the archive calls later (a `ForEach`'s, a `GeometryReader`'s) reads the
/// environment it is archived in.
@MainActor
@Suite struct DeferredContentEnvironmentTests {
    struct FamilyName: View {
        @Environment(\.widgetFamily) var family
        var body: some View {
            VStack {
                ForEach(0..<1) { _ in Text(family.name) }
                GeometryReader { _ in Text(family.name) }
            }
        }
    }

    @Test func aForEachAndAGeometryReaderReadTheWidgetsFamily() {
        var environment = EnvironmentValues()
        environment.widgetFamily = .systemLarge
        let texts = FamilyName().archived(in: environment).texts()
        #expect(texts == ["systemLarge", "systemLarge"])
    }
}
