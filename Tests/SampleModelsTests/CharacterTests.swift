import Foundation
import SampleModels
import SuiteHome
import Testing

/// The game's characters: what a character's health computes, and the store's rules, in memory and in
/// a temporary home's app group database. (How the app changes health and which widgets it reloads is
/// in GameAppTests; healing hour by hour in its HealingTests.)
@Suite struct CharacterTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-characters-\(UUID().uuidString)")
    var home: SuiteHome { SuiteHome(root: scratch) }

    static let noon = Date(timeIntervalSince1970: 1_795_780_800)

    func character(health: Double) -> CharacterDetail {
        CharacterDetail(name: "Test", avatar: "🧪", healthLevel: health, heroType: "Tester")
    }

    // MARK: What a character computes

    @Test(arguments: [(0.125, 13), (0.375, 38), (0.0, 0), (1.0, 100), (1.5, 100), (-0.25, 0)])
    func healthIsAWholePercentageWithinNothingAndFull(level: Double, percent: Int) {
        #expect(character(health: level).healthPercent == percent)
    }

    @Test func fullHealthComesAtTenPercentAnHour() {
        #expect(abs(character(health: 0.5).fullHealthIn - 5 * 3_600) < 1e-6)
        #expect(abs(character(health: -1).fullHealthIn - 10 * 3_600) < 1e-6, "from nothing, however far below")
        #expect(character(health: 1).fullHealthIn == 0)
        #expect(character(health: 1.2).fullHealthIn == 0, "never a negative time")
    }

    @Test func healingAddsTenPercentAnHourUpToFullAndNothingBackwards() {
        let halfway = character(health: 0.5)
        #expect(abs(halfway.healed(for: 3_600).healthLevel - 0.6) < 1e-9)
        #expect(abs(halfway.healed(for: 1_800).healthLevel - 0.55) < 1e-9)
        #expect(halfway.healed(for: -3_600) == halfway, "a negative interval heals nothing")
        #expect(halfway.healed(for: 100 * 3_600).healthLevel == 1)
        #expect(abs(character(health: -0.3).healed(for: 3_600).healthLevel - 0.1) < 1e-9, "from nothing, not from below it")
        let healed = halfway.healed(for: 3_600)
        #expect(healed.name == "Test" && healed.avatar == "🧪" && healed.heroType == "Tester", "only the health changes")
    }

    @Test func aNewGameHasThreeCharactersAndThePlaceholderIsNoneOfThem() {
        let names = CharacterDetail.availableCharacters.map(\.name)
        #expect(names == ["Power Panda", "Unipony", "Spouty"])
        #expect(CharacterDetail.availableCharacters.allSatisfy { (0...1).contains($0.healthLevel) })
        let placeholder = CharacterDetail.placeholder
        #expect(!names.contains(placeholder.name))
        #expect(!CharacterDetail.availableCharacters.map(\.avatar).contains(placeholder.avatar))
    }

    // MARK: The store in memory

    @Test func theStoreInMemoryFindsACharacterInAnyCaseAndSetsHealthWithinBounds() throws {
        let store = CharacterStore.inMemory()
        #expect(try store.character("SPOUTY")?.name == "Spouty")
        #expect(try store.character("Gandalf") == nil)
        #expect(try store.setHealth(of: "unipony", to: 2).healthLevel == 1)
        #expect(try store.setHealth(of: "Unipony", to: -1).healthLevel == 0)
        #expect(try store.setHealth(of: "Unipony", to: 0.25).healthPercent == 25)
        #expect(try store.character("Unipony")?.healthLevel == 0.25, "as saved")
        #expect(throws: CharacterStoreError.unknownCharacter("Gandalf", known: ["Power Panda", "Unipony", "Spouty"])) {
            try store.setHealth(of: "Gandalf", to: 1)
        }
    }

    @Test func aStoreInMemoryStartsFromItsSeed() throws {
        let seed = [character(health: 0.2)]
        let store = CharacterStore.inMemory(seed)
        #expect(try store.all() == seed)
        #expect(try store.healAll().map(\.healthLevel) == [1])
    }

    @Test func anUnknownCharacterIsSaidInOneSentenceNamingTheKnownOnes() {
        let error = CharacterStoreError.unknownCharacter("Gandalf", known: ["Power Panda", "Unipony"])
        #expect(error.description == "There is no character named \"Gandalf\"; the characters are Power Panda, Unipony.")
    }

    // MARK: The store in the app group's database

    @Test func aNewAppGroupHasTheNewGamesCharactersInTheirOrder() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let store = try CharacterStore.live(home, clock: { Self.noon })
        #expect(try store.all() == CharacterDetail.availableCharacters, "never changed: as a new game has them")
        #expect(try store.character("power panda")?.name == "Power Panda", "found in any case, named as kept")
        #expect(try store.character("Gandalf") == nil)
        #expect(FileManager.default.fileExists(atPath: home.appGroupDatabase.path))
    }

    @Test func healthKeptInTheDatabaseStaysWithinNothingAndFull() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let store = try CharacterStore.live(home, clock: { Self.noon })
        let up = try store.changeHealth("Spouty", 5)
        #expect(up.before.healthPercent == 83 && up.after.healthLevel == 1)
        let down = try store.changeHealth("spouty", -5)
        #expect(down.before.healthLevel == 1 && down.after.healthLevel == 0 && down.after.name == "Spouty")
        let unipony = try store.setHealth(of: "Unipony", to: 0.5)
        #expect(abs(unipony.healthLevel - 0.5) < 1e-9)
        #expect(try CharacterStore.live(home, clock: { Self.noon }).character("Spouty")?.healthLevel == 0, "as saved")
        #expect(throws: CharacterStoreError.unknownCharacter("Gandalf", known: ["Power Panda", "Unipony", "Spouty"])) {
            try store.changeHealth("Gandalf", 0.1)
        }
    }

    @Test func healingAllRecordsTheTimeSoThatNoOneHealsPastFull() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let store = try CharacterStore.live(home, clock: { Self.noon })
        #expect(try store.healAll().map(\.healthLevel) == [1, 1, 1])
        let later = try CharacterStore.live(home, clock: { Self.noon.addingTimeInterval(5 * 3_600) })
        #expect(try later.all().map(\.healthLevel) == [1, 1, 1])
        _ = try store.setHealth(of: "Power Panda", to: 0)
        let halfAnHourOn = try CharacterStore.live(home, clock: { Self.noon.addingTimeInterval(1_800) })
        #expect(try halfAnHourOn.character("Power Panda")?.healthPercent == 5, "healing from the time it was set")
    }
}
