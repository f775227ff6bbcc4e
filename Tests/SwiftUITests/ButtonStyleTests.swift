import SwiftUI
import Testing
import ViewArchive
import WidgetKit

/// A button's style: the innermost one wins, and a style of your own draws the button it is given.
@MainActor
@Suite struct ButtonStyleTests {
    struct Go: AppIntent {
        static let title: LocalizedStringResource = "Go"
        func perform() async throws -> some IntentResult { .result() }
    }

    /// A style of your own, as Apple's documentation writes one: the button it is given, padded.
    struct Framed: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(4)
        }
    }

    /// The label of the one control in `node`, and the button styles around it, outermost first.
    func control(in node: ViewNode, styles: [ButtonStyleValue] = []) -> (label: ViewNode, styles: [ButtonStyleValue])? {
        switch node {
        case .control(_, let label): return (label, styles)
        case .modified(let content, .buttonStyle(let style)): return control(in: content, styles: styles + [style])
        case .modified(let content, _): return control(in: content, styles: styles)
        default: return node.innerNodes.lazy.compactMap { self.control(in: $0, styles: styles) }.first
        }
    }

    @Test func swiftUIsStyleInsideOneOfYourOwnWins() throws {
        let node = Button("Go", intent: Go()).buttonStyle(.bordered).buttonStyle(Framed()).archived()
        let found = try #require(control(in: node))
        #expect(found.label == .text("Go"), "not framed")
        #expect(found.styles.last == .bordered)
    }

    @Test func yourOwnInsideSwiftUIsWinsAndDrawsTheButtonItIsGiven() throws {
        let node = Button("Go", intent: Go()).buttonStyle(Framed()).buttonStyle(.bordered).archived()
        let found = try #require(control(in: node))
        #expect(found.label == .modified(.text("Go"), .padding(EdgeInsetsValue(top: 4, leading: 4, bottom: 4, trailing: 4))))
        #expect(found.styles.last == .automatic, "no capsule from the style around it")
    }
}
