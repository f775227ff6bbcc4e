import ExtensionProtocol
import Foundation
import SwiftUI
import Testing

/// Views are archived straight to JSON (`ViewArchive`), with no tree built on the way. These tests
/// pin down the tree that JSON must hold, node by node, and that it is the JSON the tree itself writes.
@Suite struct ViewArchiveTests {
    static let padding = ModifierNode(kind: .padding, edges: EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16))
    static let opacity = ModifierNode(kind: .opacity, length: 0.5)
    static let headline = ModifierNode(kind: .font, font: FontValue(style: "headline"))
    static let bold = ModifierNode(kind: .bold)
    static let redacted = ModifierNode(kind: .redacted, string: "placeholder")

    /// The archive as a tree, after checking that its bytes are those the tree writes, and those Foundation writes for it.
    func archive<V: View>(_ view: V, adding modifiers: [ModifierNode] = []) throws -> ViewNode {
        let json = ViewArchiver.json(of: view, adding: modifiers)
        let node = try JSONReader.decode(ViewNode.self, from: json, root: "view")
        #expect(ArchivedView(node).json == json)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(Array(try encoder.encode(node)) == json)
        return node
    }

    func text(_ string: String, _ modifiers: ModifierNode...) -> ViewNode {
        ViewNode(kind: .text, text: string, modifiers: modifiers.isEmpty ? nil : modifiers)
    }

    @Test func aTextTakesItsOwnModifiersThenThoseAroundItInnermostFirst() throws {
        let node = try archive(Text("a").font(.headline).bold().padding().opacity(0.5))
        #expect(node == text("a", Self.headline, Self.bold, Self.padding, Self.opacity))
    }

    @Test func aGroupsModifierGoesOnEachOfItsViews() throws {
        let node = try archive(Group {
            Text("a")
            Text("b").bold()
        }.padding())
        // Two views at the top: the archive holds them in a vertical stack, which has no modifier of its own.
        #expect(node == ViewNode(kind: .vstack, children: [text("a", Self.padding), text("b", Self.bold, Self.padding)]))
    }

    @Test func aStacksModifiersAreItsOwnNotItsChildrens() throws {
        let node = try archive(HStack {
            Group {
                VStack(alignment: .leading, spacing: 2) { Text("a").padding() }
                Text("b")
            }
            .opacity(0.5)
            Text("c")
        })
        #expect(node == ViewNode(kind: .hstack, alignment: "center", children: [
            ViewNode(kind: .vstack, alignment: "leading", spacing: 2, children: [text("a", Self.padding)], modifiers: [Self.opacity]),
            text("b", Self.opacity),
            text("c"),
        ]))
    }

    @Test func modifiersAddedByTheSystemGoOnTheOutsideOfTheWholeView() throws {
        #expect(try archive(Text("a").bold(), adding: [Self.redacted]) == text("a", Self.bold, Self.redacted))
        #expect(try archive(EmptyView()) == ViewNode(kind: .empty))
        #expect(try archive(EmptyView(), adding: [Self.redacted]) == ViewNode(kind: .empty, modifiers: [Self.redacted]))
        let two = try archive(Group {
            Text("a")
            Text("b")
        }.opacity(0.5), adding: [Self.redacted])
        #expect(two == ViewNode(kind: .vstack, children: [text("a", Self.opacity), text("b", Self.opacity)], modifiers: [Self.redacted]))
    }

    @Test func aGaugeHoldsItsLabelAndCurrentValueAsOneNodeEach() throws {
        let node = try archive(Gauge(value: 0.25) {
            Text("x")
            Text("y")
        })
        #expect(node == ViewNode(kind: .gauge, value: 0.25, total: 1, children: [
            ViewNode(kind: .hstack, children: [text("x"), text("y")]),
            ViewNode(kind: .empty),
        ]))
    }

    @Test func aLinkHoldsItsLabelsViews() throws {
        let node = try archive(Link(destination: URL(string: "game://character/Spouty")!) {
            Text("a")
            Image(systemName: "star")
        }.padding())
        #expect(node == ViewNode(kind: .link, url: "game://character/Spouty",
                                 children: [text("a"), ViewNode(kind: .image, systemName: "star")], modifiers: [Self.padding]))
    }

    struct ShowsRedaction: View {
        @Environment(\.redactionReasons) var reasons
        var body: some View { Text(reasons.isEmpty ? "shown" : "hidden") }
    }

    @Test func aModifierThatChangesTheEnvironmentChangesItForTheViewsInside() throws {
        #expect(try archive(ShowsRedaction()) == text("shown"))
        #expect(try archive(ShowsRedaction().redacted(reason: .placeholder)) == text("hidden", Self.redacted))
    }

    @Test func blocksOfAnySizeKeepTheirOrder() throws {
        let eleven = try archive(VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11")
        })
        #expect(eleven.allText == (1...11).map(String.init))
        let two = try archive(HStack {
            Text("1")
            Spacer()
        })
        #expect(two.children?.map(\.kind) == [.text, .spacer])
    }

    /// The system checks the views of a reply without building them (`ViewNode.check`); what it
    /// accepts and the message it refuses with must be exactly those of reading the view.
    @Test func checkingAViewAgreesWithReadingIt() throws {
        let valid = String(decoding: ViewArchiver.json(of: VStack(alignment: .leading, spacing: 4) {
            Text("Power Panda").font(.headline).lineLimit(1)
            ProgressView(value: 0.14).foregroundStyle(Color.red)
            Gauge(value: 0.5) { Text("g") }
            Link(destination: URL(string: "game://x")!) { Image(systemName: "star") }
        }.padding().frame(maxWidth: .infinity).containerBackground(Color.indigo.opacity(0.15), for: .widget)), as: UTF8.self)
        var generator = SplitMix(seed: 2026)
        var accepted = 0
        var refused = 0
        for _ in 0..<3000 {
            let text = Self.mutate(valid, using: &generator)
            let bytes = Array(text.utf8)
            let read = Result { try JSONReader.decode(ViewNode.self, from: bytes, root: "view") }
            let checked = Result {
                try JSONReader.read(bytes, root: "view") { reader in
                    try ViewNode.check(&reader)
                    try reader.finish()
                }
            }
            switch (read, checked) {
            case (.success, .success): accepted += 1
            case (.failure(let readError), .failure(let checkError)):
                refused += 1
                #expect("\(readError)" == "\(checkError)", "\(text)")
            default:
                Issue.record("reading and checking disagree on \(text)")
            }
        }
        // Both outcomes are exercised, or the comparison above proves little.
        #expect(accepted > 100)
        #expect(refused > 1000)
    }

    /// `text` with one small change: a byte deleted, doubled or replaced, a key renamed, or a value swapped for another.
    static func mutate(_ text: String, using generator: inout SplitMix) -> String {
        var bytes = Array(text.utf8)
        let position = Int(generator.next() % UInt64(bytes.count))
        let pieces = ["{", "}", "[", "]", ",", ":", "\"", "0", "-", "n", "\\", " ", "null", "1e999", "\"x\"", "[]", "{}",
                      "\"kind\"", "\"text\"", "\"children\"", "\"modifiers\"", "\"edges\"", "\"count\"", "\"hstack\"", "\"bold\"", "2.5", "\u{1}"]
        switch generator.next() % 6 {
        case 0: bytes.remove(at: position)
        case 1: bytes.insert(bytes[position], at: position)
        case 2, 3: bytes.replaceSubrange(position..<position + 1, with: Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8))
        default:
            // Swap a key or a string value for another name the schema knows, keeping the JSON well formed.
            let names = ["kind", "text", "alignment", "spacing", "value", "total", "color", "date", "children", "modifiers",
                         "font", "edges", "length", "frame", "count", "string", "style", "top", "maxWidth", "name", "opacity", "zzz"]
            let quoted = text.ranges(of: "\"").map { text.utf8.distance(from: text.utf8.startIndex, to: $0.lowerBound) }
            guard quoted.count >= 2 else { break }
            let pair = Int(generator.next() % UInt64(quoted.count / 2)) * 2
            bytes.replaceSubrange(quoted[pair] + 1..<quoted[pair + 1], with: Array(names[Int(generator.next() % UInt64(names.count))].utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A small seeded generator, so that a failure can be reproduced.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
