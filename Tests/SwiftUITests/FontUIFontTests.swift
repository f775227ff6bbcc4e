import Foundation
import SwiftUI
import Testing
import UIKit
import ViewArchive
import ViewLayout

/// `Font(uiFont)`: a UIKit font draws as SwiftUI's font of the same size, weight and design.
@MainActor
@Suite struct FontUIFontTests {
    func archive(_ view: some View) -> ViewNode { view.archived(in: EnvironmentValues()) }

    @Test func aBoldSystemFontDrawsAsTheSystemFontInBold() throws {
        let fromUIKit = archive(Text("x").font(Font(UIFont.systemFont(ofSize: 20, weight: .bold))))
        #expect(fromUIKit == archive(Text("x").font(.system(size: 20, weight: .bold))))
        #expect(fromUIKit == .modified(.text("x"), .font(FontValue(size: 20, weight: .bold))))
        let placed = PointLayout().layout(fromUIKit, width: 200, height: 100).flattened
        let text = try #require(placed.first { if case .text = $0.content { true } else { false } })
        #expect(text.style.size == 20 && text.style.weight == .bold)
        #expect(text.frame.height == TextStyle.lineHeight(20))
    }

    @Test func theRegularAndMonospacedSystemFontsDrawAsTheirSwiftUIFonts() {
        #expect(archive(Text("x").font(Font(UIFont.systemFont(ofSize: 17)))) == archive(Text("x").font(.system(size: 17))))
        #expect(
            archive(Text("1").font(Font(UIFont.monospacedSystemFont(ofSize: 14, weight: .medium))))
                == archive(Text("1").font(.system(size: 14, weight: .medium, design: .monospaced))))
        #expect(
            archive(Text("x").font(Font(UIFont.preferredFont(forTextStyle: .headline))))
                == archive(Text("x").font(.system(size: 17, weight: .semibold))))
    }

    @Test func aFontByNameDrawsAtItsSizeAndWeight() throws {
        let menlo = try #require(UIFont(name: "Menlo-Bold", size: 13))
        #expect(
            archive(Text("x").font(Font(menlo)))
                == .modified(.text("x"), .font(FontValue(size: 13, weight: .bold, design: .monospaced, custom: "Menlo-Bold"))))
    }
}
