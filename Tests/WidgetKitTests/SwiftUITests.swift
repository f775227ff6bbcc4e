import Foundation
import SwiftUI
import Testing
import WidgetKit

@Suite struct SwiftUITests {
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
        }
    }

    func archive(_ family: WidgetFamily, names: [String] = ["a", "b"]) -> ViewNode {
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        return ViewArchiver.archive(Adaptive(names: names), in: environment)
    }

    @Test func buildersArchiveConditionsLoopsAndModifiers() {
        let small = archive(.systemSmall)
        #expect(small.kind == .vstack)
        #expect(small.alignment == "leading")
        #expect(small.spacing == 4)
        #expect(small.children?.map(\.kind) == [.text, .text, .text, .spacer])
        #expect(small.allText == ["small", "a", "b"])
        #expect(small.modifier(.padding)?.edges == EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16))

        let medium = archive(.systemMedium, names: [])
        #expect(medium.allText == ["not small"])
        #expect(medium.children?.first?.modifier(.font)?.font == FontValue(style: "headline"))
    }

    @Test func theArchiveIsStableJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let first = try encoder.encode(archive(.systemLarge))
        let second = try encoder.encode(archive(.systemLarge))
        #expect(first == second)
        #expect(try JSONDecoder().decode(ViewNode.self, from: first) == archive(.systemLarge))
    }
}
