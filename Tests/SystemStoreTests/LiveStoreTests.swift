import ExtensionProtocol
import Foundation
import GRDB
import WireJSON
import WireValues
import SuiteHome
import Synchronization
import SystemStore
import Testing
import ViewArchive
import WidgetHost

/// The live store in a temporary home: what an earlier version left, and many processes' worth of
/// threads saving and reading at once.
@Suite struct LiveStoreTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cw-live-\(UUID().uuidString)")
    var home: SuiteHome { SuiteHome(root: scratch) }

    func timeline(_ text: String, entries count: Int, at start: Date) -> StoredTimeline {
        StoredTimeline(
            fetchedAt: start,
            entries: (0..<count).map { ArchivedEntry(date: start.addingTimeInterval(Double($0) * 60), view: .text(text)) },
            policy: .atEnd)
    }

    @Test func aStoreOfTheFirstVersionKeepsItsWidgetsAndDropsItsTimelines() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try home.prepare(home.systemDirectory)
        // What version 1 wrote: a widget with its configuration, and its timeline as one JSON array.
        let queue = try DatabaseQueue(path: home.systemDatabase.path)
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations VALUES ('v1: widgets, timelines, reloads');
                    CREATE TABLE placedWidget (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, family TEXT NOT NULL,
                        configuration TEXT NOT NULL, addedAt DATETIME NOT NULL, configuredAt DATETIME NOT NULL);
                    CREATE TABLE timeline (widgetID INTEGER PRIMARY KEY REFERENCES placedWidget(id) ON DELETE CASCADE,
                        fetchedAt DATETIME NOT NULL, entries TEXT NOT NULL, policy TEXT NOT NULL);
                    CREATE TABLE reloadRequest (kind TEXT PRIMARY KEY, requestedAt DATETIME NOT NULL);
                    INSERT INTO placedWidget VALUES (1, 'com.mygame.character-detail', 'systemMedium',
                        '{"character":{"identifier":"Spouty"}}', '2026-11-01 09:00:00.000', '2026-11-01 09:00:00.000');
                    INSERT INTO timeline VALUES (1, '2026-11-01 09:00:00.000', '[{"date":"2026-11-01T09:00:00Z","view":{"kind":"empty"}}]', '{"never":{}}');
                    """)
        }
        try queue.close()

        let store = try HomeStore.live(home)
        let widgets = try store.widgets.all()
        #expect(widgets.map(\.kind) == ["com.mygame.character-detail"])
        #expect(widgets.first?.configuration["character"] == .object(["identifier": .string("Spouty")]))
        #expect(try store.timelines.kept(1) { _ in 0 } == nil, "the old timeline is dropped, to be fetched again")

        let start = Date(timeIntervalSince1970: 1_795_000_000)
        try store.timelines.save([(1, widgets[0].configuration, timeline("new", entries: 3, at: start), .noTimeline)])
        let kept = try #require(try store.timelines.kept(1) { $0.count - 1 })
        #expect(kept.entry == ArchivedEntry(date: start.addingTimeInterval(120), view: .text("new")))
        #expect(kept.lastDate == start.addingTimeInterval(120))
    }

    @Test func anEntryIsKeptAsItArrivedAndReadBackWhole() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let store = try HomeStore.live(home)
        let widget = try store.widgets.add("widget-extension", "com.mygame.character-detail", .systemMedium, [:], nil, Date(), nil)
        let arrived = #"{"view":{"text":"Spouty","kind":"text"},  "date":"2026-11-24T09:00:00Z"}"#
        let entry = try WireDecoder().decode(ArchivedEntry.self, from: arrived)
        try store.timelines.save([
            (widget.id, widget.configuration, StoredTimeline(fetchedAt: entry.date, entries: [entry], policy: .never), .noTimeline)
        ])
        let stored = try DatabaseQueue(path: home.systemDatabase.path).read { db in
            try String.fetchOne(db, sql: "SELECT entry FROM timelineEntry WHERE widgetID = ?", arguments: [widget.id])
        }
        #expect(stored == arrived)
        #expect(try store.timelines.kept(widget.id) { _ in 0 }?.entry == entry)
    }

    /// A new system store is made of 16 KB pages (a day's timeline is written a page at a time).
    @Test func aNewStoreHasPagesOf16KB() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        _ = try HomeStore.live(home)
        let pageSize = try DatabaseQueue(path: home.systemDatabase.path).read { try Int.fetchOne($0, sql: "PRAGMA page_size") }
        #expect(pageSize == 16_384)
    }

    @Test func aConfigurationIsAdoptedOnceAndItsTimelineKeptWhenItDidNotChange() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let store = try HomeStore.live(home)
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        let old: IntentValues = ["character": .string("Unipony")]
        let widget = try store.widgets.add("test-widgets", "test.clock", .systemSmall, old, "SelectCharacterIntent", start, nil)
        try store.timelines.save([(widget.id, old, timeline("kept", entries: 2, at: start), .noTimeline)])

        let adopted = try store.widgets.adoptConfiguration(widget.id, "SelectCharacterIntent", "Clock.SelectCharacter", old, start)
        #expect(adopted?.intent == "Clock.SelectCharacter")
        #expect(try store.timelines.timeline(widget.id) != nil, "the same configuration keeps its timeline")
        // A second process that read the widget before adopts nothing: the first got there.
        let late = try store.widgets.adoptConfiguration(widget.id, "SelectCharacterIntent", "Clock.Other", [:], start)
        #expect(late?.intent == "Clock.SelectCharacter")
        #expect(late?.configuration == old)

        let changed = try store.widgets.adoptConfiguration(widget.id, "Clock.SelectCharacter", "Clock.Other", [:], start.addingTimeInterval(60))
        #expect(changed?.configuration == [:])
        #expect(changed?.configuredAt == start.addingTimeInterval(60))
        #expect(try store.timelines.timeline(widget.id) == nil, "a changed configuration drops it")
        #expect(try store.widgets.adoptConfiguration(99, nil, "Clock.Other", [:], start) == nil)
    }

    @Test func aTimelineReadWhileAnotherIsSavedIsOneOrTheOtherWhole() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let store = try HomeStore.live(home)
        let widget = try store.widgets.add("test-widgets", "test.clock", .systemSmall, [:], nil, Date(), nil)
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        // Two timelines of different lengths: the entry at the last of the dates read names its timeline.
        let long = timeline("long", entries: 300, at: start), short = timeline("short", entries: 7, at: start)
        try store.timelines.save([(widget.id, [:], long, .noTimeline)])

        let mismatches = Mutex(0), reads = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 6) { worker in
            for round in 0..<60 {
                if worker < 2 {
                    try? store.timelines.save([(widget.id, [:], round % 2 == worker ? long : short, .noTimeline)])
                } else if let kept = try? store.timelines.kept(
                    widget.id,
                    { dates in
                        reads.withLock { $0 += 1 }
                        return dates.count - 1
                    })
                {
                    let expected = kept.lastDate == long.entries.last!.date ? long.entries.last! : short.entries.last!
                    if kept.entry != expected { mismatches.withLock { $0 += 1 } }
                }
            }
        }
        #expect(reads.withLock { $0 } > 0)
        #expect(mismatches.withLock { $0 } == 0)
    }

    @Test func placedControlsKeepTheirPlacesAndReloadsAreCountedTogether() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let store = try ControlStore.live(home)
        func control(_ kind: String, _ location: ControlLocation) -> PlacedControl {
            PlacedControl(
                extensionName: "widget-extension", kind: kind, configuration: ["hero": .string("Spouty")], intentType: nil,
                location: location,
                size: .medium, placedAt: Date(timeIntervalSince1970: 0))
        }
        let first = try store.insert(control("a", .controlCenter)).placed
        _ = try store.insert(control("a", .controlCenter))
        let button = try store.insert(control("b", .actionButton)).placed
        let (placed, replaced) = try store.insert(control("a", .actionButton))
        #expect(replaced?.id == button.id && placed.id > button.id)
        #expect(try store.all().map(\.location) == [.controlCenter, .controlCenter, .actionButton])
        #expect(try store.all().first?.configuration == ["hero": .string("Spouty")])

        #expect(try store.reload("a", "another-extension") == 0, "another extension's controls of the kind are not reloaded")
        #expect(try store.reload("a", "widget-extension") == 3)
        #expect(try store.all().allSatisfy { $0.reloads == 1 && $0.isStale })
        let kept = try store.modify(first.id) { control in
            var control = control
            control.template = ControlTemplateValue(
                title: "A", action: ControlValue(kind: .button, intent: "A", intentType: "A", parameters: [:]))
            control.templateReloads = control.reloads
            return control
        }
        #expect(kept?.isStale == false)
        #expect(try store.all().first?.isStale == false)
        #expect(try store.remove(first.id))
        #expect(try !store.remove(first.id))

        // A damaged row is left out; the others are read.
        let queue = try DatabaseQueue(path: home.systemDatabase.path)
        try queue.write { try $0.execute(sql: "UPDATE placedControl SET record = 'not json' WHERE id = ?", arguments: [placed.id]) }
        #expect(try store.all().count == 1)
    }
}
