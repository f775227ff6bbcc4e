import Foundation
import Testing
import TestSupport
import WidgetKit
import WidgetTesting

/// `WidgetTester(project:)`: the widgets of an Xcode project tested without a `Package.swift` around their
/// sources, its extensions built as `home install` builds them and run as processes, on the tester's clock.
@Suite struct XcodeProjectWidgetTests {
    static let project = Corpus.repositoryRoot.appendingPathComponent("Tests/XcodeProjects/Fruit/Fruit.xcodeproj")
    /// Noon on a Friday, UTC.
    static let noon = Date(timeIntervalSince1970: 1_795_780_800)

    @Test func aProjectsWidgetsAreDrawnPressedAndConfiguredByItsOwnProcesses() async throws {
        // A home of the test's own: the app group starts as the project leaves it.
        let tester = try WidgetTester(project: Self.project)
        let bowl = tester.widget("FruitBowl")
        let timeline = try await bowl.timeline(family: .systemMedium, at: Self.noon)
        #expect(timeline.current.texts.contains("My Bowl"), "the String Catalog's text: \(timeline.current.texts)")
        #expect(timeline.current.texts.contains("🍐 Pear"))
        #expect(timeline.entries.map(\.date).allSatisfy { abs($0.timeIntervalSince(Self.noon)) < 1 }, "the provider read the tester's clock: \(timeline.entries.map(\.date))")

        // Its intents extension gives the Picked Fruit widget's options; the local package its caption.
        let picked = tester.widget("PickedFruit", configuration: ["fruit": "Pear"])
        let choices = try await picked.options(for: "fruit", at: Self.noon).flatMap(\.choices).map(\.title)
        #expect(choices.contains("🍐 Pear"), "\(choices)")
        let drawn = try await picked.timeline(at: Self.noon).current.texts
        #expect(drawn.contains("In season: summer"), "\(drawn)")

        // The bowl's button runs its App Intent in the extension's process, which eats the apple in the app group.
        let pressed = try await bowl.press("Eat", family: .systemMedium, at: Self.noon)
        #expect(!pressed.entry.texts.contains("🍎 Apple") && pressed.entry.texts.contains("🍐 Pear"), "\(pressed.entry.texts)")

        // A kind the project does not have is refused with the ones it has.
        let unknown = await #expect(throws: (any Error).self) { try await tester.widget("Orchard").timeline(at: Self.noon) }
        #expect("\(unknown!)".contains("FruitBowl"), "\(unknown!)")
    }

    @Test func aPathThatIsNoProjectIsRefusedInASentence() throws {
        let refusal = #expect(throws: (any Error).self) { try WidgetTester(project: URL(fileURLWithPath: "/nonexistent/App.xcodeproj")) }
        #expect("\(refusal!)".contains("/nonexistent/App.xcodeproj"), "\(refusal!)")
    }
}
