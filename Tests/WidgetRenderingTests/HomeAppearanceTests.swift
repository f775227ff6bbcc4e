import ExtensionProtocol
import Foundation
import SwiftUI
import Testing
import ViewArchive
import WidgetKit
@testable import WidgetRendering

/// The Home Screen's appearances (iOS 26): default, dark, clear and tinted, as the system tells widgets
/// where they are drawn and as its renderers draw them.
@MainActor
@Suite struct HomeAppearanceTests {
    static let view = RenderingModeTests.view

    @Test func clearAndTintedDrawTheHomeScreensWidgetsAccentedWithoutTheirBackgroundsAndLeaveTheLockScreenVibrant() {
        for appearance in [HomeAppearance(.clear), HomeAppearance(.clear, dark: true), HomeAppearance(.tinted, dark: true)] {
            let drawing = DrawingContext(device: .standard, appearance: appearance)
            let home = drawing.render(.systemSmall)
            #expect(home.renderingMode == .accented && !home.showsContainerBackground, "\(appearance)")
            #expect(drawing.render(.accessoryRectangular).renderingMode == .vibrant, "the Lock Screen keeps its own mode")
        }
        for appearance in [HomeAppearance(.default), HomeAppearance(.dark)] {
            let home = DrawingContext(device: .standard, appearance: appearance).render(.systemSmall)
            #expect(home.renderingMode == .fullColor && home.showsContainerBackground)
            #expect(home.colorScheme == (appearance.style == .dark ? .dark : .light))
        }
    }

    @Test func aTintedHomeScreenTintsTheAccentGroupInItsColourOnGlassAndAClearOneInWhite() {
        let orange = RGBA(hex: 0xFF9500)
        let tinted = SVGRenderer(drawing: DrawingContext(device: .standard, appearance: HomeAppearance(.tinted, dark: true, tint: orange)))
            .render(Self.view, family: .systemSmall, title: "t")
        let fill = RenderingModeTests().fill
        #expect(fill("Accent", tinted) == "#ff9500" && fill("Rest", tinted) == "#ffffff", "\(tinted)")
        #expect(!tinted.contains("#ff3b30"), "the widget's background is removed")
        #expect(tinted.contains(HomeAppearance(.tinted, dark: true, tint: orange).plate(.accented).hex), "the tint's glass in its place")

        let clear = SVGRenderer(drawing: DrawingContext(device: .standard, appearance: HomeAppearance(.clear)))
            .render(Self.view, family: .systemSmall, title: "t")
        #expect(fill("Accent", clear) == "#ffffff" && fill("Rest", clear) == "#ffffff")
        #expect(clear.contains("fill=\"#ffffff\" fill-opacity=\"0.28\""), "a whitish glass: \(clear)")
    }

    @Test(arguments: [
        HomeAppearance(.default), HomeAppearance(.dark), HomeAppearance(.clear), HomeAppearance(.clear, dark: true),
        HomeAppearance(.tinted, tint: RGBA(hex: 0x4080FF)), HomeAppearance(.tinted, dark: true),
    ])
    func anAppearanceIsKeptAsTextAndReadBack(_ appearance: HomeAppearance) {
        #expect(HomeAppearance(stored: appearance.stored) == appearance, "\(appearance.stored)")
    }

    @Test func aTintIsAColourPeopleWriteAndAnythingElseIsRefusedInASentence() throws {
        #expect(try HomeAppearance.color("#4080ff") == RGBA(hex: 0x4080FF))
        #expect(try HomeAppearance.color("orange") == RGBA(hex: 0xFF9500))
        let refused = try #require(throws: HomeAppearanceError.self) { try HomeAppearance.color("mauve") }
        #expect(refused.description.hasPrefix("\"mauve\" is not a tint: give #rrggbb, or a colour's name"))
        #expect(HomeAppearance(stored: "tinted, dark") == nil && HomeAppearance(stored: "sepia") == nil)
    }
}
