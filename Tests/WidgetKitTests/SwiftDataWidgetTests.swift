import ExtensionProtocol
import ExtensionTransport
import Foundation
import SwiftData
import Testing
import TestSupport
@testable import WidgetCodeFixtures
import WidgetExtensionRuntime

/// The SwiftData fixture: the app saves books in the app group's store, and the widget, asked for its
/// timeline again, shows them; `@Query` in its view counts the finished ones from the same store.
@Suite struct SwiftDataWidgetTests {
    let connection = LocalConnection(router: WidgetExtensionRouter.make { FixtureWidgets.definitions })

    @Test func theWidgetShowsWhatTheAppSavedAfterAReload() throws {
        _ = ProcessHome.shared
        let context = RenderContext(family: .systemMedium, width: 364, height: 170)
        let configuration = ModelConfiguration(groupContainer: .identifier(ReadingStore.appGroup))
        #expect(configuration.url.path.hasPrefix(ProcessHome.shared.appGroupDirectory.path))
        // The app's process opens the store on its own, as the app does beside the widget extension.
        let app = ModelContext(try ModelContainer.openedApart(for: [ReadingItem.self], configuration: configuration))
        try app.delete(model: ReadingItem.self)
        try app.save()

        let before = try #require(
            try connection.send(WidgetTimelineRequest(kind: "ReadingListWidget", context: context, configuration: [:])).entries.first)
        #expect(before.view.texts() == ["Up next", "Nothing to read", "0 to read · 0 done"])

        let start = Date(timeIntervalSince1970: 1_700_000_000)
        app.insert(ReadingItem(title: "Dune", author: "Frank Herbert", addedAt: start))
        app.insert(ReadingItem(title: "Emma", author: "Jane Austen", addedAt: start.addingTimeInterval(60)))
        app.insert(ReadingItem(title: "Ulysses", author: "James Joyce", addedAt: start.addingTimeInterval(120), isFinished: true))
        app.insert(ReadingItem(title: "Beloved", author: "Toni Morrison", addedAt: start.addingTimeInterval(180)))
        app.insert(ReadingItem(title: "Middlemarch", author: "George Eliot", addedAt: start.addingTimeInterval(240)))
        try app.save()

        let after = try #require(
            try connection.send(WidgetTimelineRequest(kind: "ReadingListWidget", context: context, configuration: [:])).entries.first)
        #expect(after.view.texts() == ["Up next", "Middlemarch", "Beloved", "Emma", "4 to read · 1 done"])
    }
}
