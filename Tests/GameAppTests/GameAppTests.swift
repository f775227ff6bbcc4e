import Foundation
import GameApp
import SampleModels
import SuiteHome
import Synchronization
import Testing
import WidgetKit

@Suite(.serialized) struct GameAppTests {
    /// The kinds the app asked `WidgetCenter` to reload while `body` ran, then those `ControlCenter`
    /// was asked to reload, each as `control:KIND`.
    func reloads(_ body: () throws -> Void) rethrows -> [String] {
        let asked = Mutex<[String]>([])
        let previous = (WidgetCenter.shared.client, ControlCenter.shared.client)
        WidgetCenter.shared.client = WidgetCenterClient(
            reloadTimelines: { kind in asked.withLock { $0.append(kind) } },
            reloadAllTimelines: { asked.withLock { $0.append("*") } },
            currentConfigurations: { [] }, currentPushToken: { nil })
        ControlCenter.shared.client = ControlCenterClient(
            reloadControls: { kind in asked.withLock { $0.append("control:\(kind ?? "*")") } }, currentControls: { [] })
        defer { (WidgetCenter.shared.client, ControlCenter.shared.client) = previous }
        try body()
        return asked.withLock { $0 }
    }

    @Test func hurtingACharacterChangesItsHealthAndReloadsTheWidgetsThatShowIt() throws {
        let app = GameApp(characters: .inMemory())
        var change: (before: CharacterDetail, after: CharacterDetail)?
        let kinds = try reloads { change = try app.changeHealth(of: "unipony", by: -0.25) }
        #expect(change?.before.healthPercent == 67)
        #expect(change?.after.healthPercent == 42)
        #expect(
            kinds == [
                GameWidgetKind.characterDetail, GameWidgetKind.gameStatus, GameWidgetKind.characterDetailAppIntent,
                GameWidgetKind.gameStatusAppIntent, "control:\(GameControlKind.favouriteHero)",
            ], "the iOS 14 widgets and their iOS 17 forms, and the control that shows health")
    }

    @Test func healthStaysBetweenNothingAndFull() throws {
        let app = GameApp(characters: .inMemory())
        var levels: [Double] = []
        _ = try reloads {
            levels.append(try app.changeHealth(of: "Spouty", by: 5).after.healthLevel)
            levels.append(try app.changeHealth(of: "Spouty", by: -5).after.healthLevel)
        }
        #expect(levels == [1, 0])
    }

    @Test func healingAllIsOneChangeThenTheSameReloads() throws {
        let app = GameApp(characters: .inMemory())
        var healed: [CharacterDetail] = []
        let kinds = try reloads { healed = try app.healAll() }
        #expect(healed.map(\.healthPercent) == [100, 100, 100])
        #expect(try app.characters.all().allSatisfy { $0.healthLevel == 1 })
        #expect(kinds.last == "control:\(GameControlKind.favouriteHero)" && kinds.count == GameApp.kindsShowingHealth.count + 1)
    }

    @Test func anUnknownCharacterIsRefusedWithTheKnownOnes() {
        let app = GameApp(characters: .inMemory())
        #expect(throws: CharacterStoreError.unknownCharacter("Gandalf", known: ["Power Panda", "Unipony", "Spouty"])) {
            _ = try reloads { _ = try app.changeHealth(of: "Gandalf", by: 0.1) }
        }
    }

    @Test func theAppOpensTheCharacterAURLNames() throws {
        let app = GameApp(characters: .inMemory())
        #expect(try app.open("game://character/Power%20Panda").name == "Power Panda")
        #expect(throws: GameAppError.cannotOpen("https://example.com")) { try app.open("https://example.com") }
        #expect(throws: CharacterStoreError.self) { try app.open("game://character/Nobody") }
        #expect(GameApp.line(CharacterDetail.availableCharacters[1]) == "🦄 Unipony      health  67%  Free Rangers")
    }

    /// Changes made at once, by several threads each with a store of its own as separate processes have,
    /// all count: each change is one transaction.
    @Test func changesMadeAtOnceAllCount() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("game-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = SuiteHome(root: root)
        // A clock that stands still: characters heal over time.
        let noon = Date(timeIntervalSince1970: 1_795_000_000)
        let start = try #require(try CharacterStore.live(home, clock: { noon }).character("Unipony")).healthLevel
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            guard let store = try? CharacterStore.live(home, clock: { noon }) else { return failures.withLock { $0 += 1 } }
            for _ in 0..<10 where (try? store.changeHealth("Unipony", -0.01)) == nil { failures.withLock { $0 += 1 } }
        }
        #expect(failures.withLock { $0 } == 0)
        let end = try #require(try CharacterStore.live(home, clock: { noon }).character("Unipony")).healthLevel
        #expect(abs(end - (start - 0.6)) < 1e-9, "60 changes of 1% from \(start) left \(end)")
    }
}

/// Characters heal over time in the app group's data, from the level recorded at a time.
@Suite struct HealingTests {
    @Test func aCharacterHealsTenPercentAnHourUpToFullHealthAndAChangeRecordsTheTime() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("heal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = SuiteHome(root: root)
        let noon = Date(timeIntervalSince1970: 1_795_000_000)
        let store = try CharacterStore.live(home, clock: { noon })
        _ = try store.changeHealth("Power Panda", 0)
        _ = try store.changeHealth("Spouty", 0)
        let later = try CharacterStore.live(home, clock: { noon.addingTimeInterval(2 * 3600) })
        #expect(try later.character("Power Panda")?.healthPercent == 34, "two hours after its last change")
        #expect(try later.character("Spouty")?.healthPercent == 100, "never above full health")
        #expect(try later.character("Unipony")?.healthPercent == 67, "never changed: as a new game has it")
        _ = try later.changeHealth("Power Panda", -0.3)
        let evening = try CharacterStore.live(home, clock: { noon.addingTimeInterval(3 * 3600) })
        #expect(try evening.character("Power Panda")?.healthPercent == 14, "34% less 30% at 14:00, then an hour of healing")
        #expect(CharacterDetail.availableCharacters[0].fullHealthIn == 0.86 * 10 * 3600)
    }
}
