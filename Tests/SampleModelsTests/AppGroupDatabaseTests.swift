import Foundation
import SuiteDatabase
import SuiteHome
import Testing

@testable import SampleModels

/// The app group's database, which the app and both extensions open: made and seeded by the first to
/// open it, found as it is by every other.
@Suite struct AppGroupDatabaseTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-app-group-\(UUID().uuidString)")
    var home: SuiteHome { SuiteHome(root: scratch) }

    static let noon = Date(timeIntervalSince1970: 1_795_780_800)

    /// The database opened apart from the one this process has open, as another process opens it.
    func openedApart() throws -> SuiteDatabase {
        try SuiteDatabase(name: "the app group's database", path: home.appGroupDatabase.path, migrator: AppGroupDatabase.migrator)
    }

    @Test func anotherProcessFindsWhatTheFirstSavedAndSeedsNothingAgain() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let first = try CharacterStore.live(home, clock: { Self.noon })
        _ = try first.setHealth(of: "Spouty", to: 0.25)
        _ = try CardStore.live(home).buy("AcmeCard", "Noodle Bar", 1_250, .dining, Self.noon)

        let apart = try openedApart()
        let characters = try CharacterStore.live(apart, clock: { Self.noon }).all()
        #expect(characters.map(\.name) == CharacterDetail.availableCharacters.map(\.name), "seeded once")
        #expect(characters.last?.healthPercent == 25)
        let cards = CardStore.live(apart)
        #expect(try cards.cards().count == 5)
        #expect(try cards.purchases("AcmeCard", nil, 100).count == 22, "the seed's three weeks and the purchase")
    }

    @Test func eachHomeHasAnAppGroupOfItsOwn() throws {
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("cw-app-group-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: scratch)
            try? FileManager.default.removeItem(at: other)
        }
        _ = try CharacterStore.live(home, clock: { Self.noon }).setHealth(of: "Unipony", to: 1)
        let elsewhere = try CharacterStore.live(SuiteHome(root: other), clock: { Self.noon })
        #expect(try elsewhere.character("Unipony")?.healthPercent == 67)
        #expect(home.appGroupDatabase.path.hasPrefix(scratch.path) && home.appGroupDatabase.lastPathComponent == "shared.sqlite")
    }
}
