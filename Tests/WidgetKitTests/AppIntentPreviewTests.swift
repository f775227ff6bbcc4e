import ExtensionProtocol
import ExtensionTransport
import Foundation
import Testing
@testable import WidgetCodeFixtures
import WidgetExtensionRuntime
import WidgetKit

/// `#Preview` with an App Intents widget's configuration: through its `AppIntentTimelineProvider`, and
/// with entries of its own (the fixtures' shopping list).
@Suite struct AppIntentPreviewTests {
    let connection = LocalConnection(router: WidgetExtensionRouter.make { FixtureWidgets.definitions })

    @Test func theProvidersTimelineAndTheListedEntriesAreDrawn() throws {
        let contexts = [
            RenderContext(family: .systemSmall, width: 170, height: 170), RenderContext(family: .systemMedium, width: 364, height: 170),
        ]
        let previews = try connection.send(WidgetPreviewsRequest(kind: "fixtures.shopping-list", contexts: contexts)).previews
        let fromProvider = try #require(previews.first { $0.name == "Groceries, from the provider" })
        #expect(fromProvider.family == .systemSmall)
        #expect(fromProvider.entries.first?.view.texts().contains("Groceries") == true, "the provider read the preview's configuration")
        let listed = try #require(previews.first { $0.name == "Hardware, checked" })
        #expect(listed.family == .systemMedium && listed.entries.count == 1)
        #expect(listed.entries.first?.view.texts().contains("3 items") == true)
    }
}
