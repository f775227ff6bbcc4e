import Foundation
import SwiftData
import Testing

/// The reading list as the fixtures' app declares it: the app's target has its own copy of the model's
/// file, as an Xcode project's app and widget extension each compile it.
@Model final class ReadingItem {
    @Attribute(.unique) var id: UUID
    var title: String
    var author: String
    var addedAt: Date
    var isFinished: Bool
    var pages: Int

    init(title: String, author: String, addedAt: Date, isFinished: Bool = false) {
        self.id = UUID()
        self.title = title
        self.author = author
        self.addedAt = addedAt
        self.isFinished = isFinished
        self.pages = 0
    }
}

/// The app and the widget extension as two processes sharing one SwiftData store in the app group: this
/// test's process saves, the fixtures' widget extension (started by the system) fetches at its next reload.
@Suite struct SwiftDataProcessesTests {
    @Test func theWidgetExtensionShowsWhatTheAppsProcessSaved() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let fixtures = TestHome.buildDirectory.appendingPathComponent("FixtureWidgetsExtension").path
        #expect(try home.run(["home", "install", fixtures, "--app", "Fixtures"]).status == 0)
        #expect(try home.run(["home", "clock", "set", "2026-11-27T12:00"]).status == 0)
        #expect(try home.run(["home", "add", "ReadingListWidget", "--family", "systemMedium"]).status == 0)
        let before = try home.run(["home", "show", "1", "--format", "json"])
        #expect(before.status == 0, "\(before.errors)")
        #expect(before.output.contains("Nothing to read"), "\(before.output)")

        let store = home.root.appendingPathComponent("AppGroup/Library/Application Support/default.store")
        let app = ModelContext(try ModelContainer(for: ReadingItem.self, configurations: ModelConfiguration(url: store)))
        let added = Date(timeIntervalSince1970: 1_700_000_000)
        app.insert(ReadingItem(title: "Dune", author: "Frank Herbert", addedAt: added))
        app.insert(ReadingItem(title: "Emma", author: "Jane Austen", addedAt: added.addingTimeInterval(60)))
        app.insert(ReadingItem(title: "Ulysses", author: "James Joyce", addedAt: added, isFinished: true))
        try app.save()

        // The widget's timeline asks for a reload 30 minutes on.
        #expect(try home.run(["home", "clock", "advance", "31m"]).status == 0)
        let after = try home.run(["home", "show", "1", "--format", "json"])
        #expect(after.status == 0, "\(after.errors)")
        #expect(after.output.contains("Emma") && after.output.contains("Dune"), "\(after.output)")
        #expect(after.output.contains("2 to read") && after.output.contains("1 done"), "\(after.output)")
        #expect(!after.output.contains("Nothing to read"))
    }
}
