import CardsIntents
import ExtensionProtocol
import ExtensionTransport
import Foundation
import SeededRandom
import SuiteHome
import SystemStore
import WidgetHost

/// A Smart Stack of 10 Recent Purchases widgets ranked against a year of donations, 100,000 of them,
/// in the live store; the widgets' extension answers in this process, so the figure is the system's own.
enum StackRankYear {
    static let runs = 9
    static let cards = ["AcmeCard", "SoupPay", "Orbit Rewards", "TrailMiles", "Pocket Debit"]
    static let categories = ["groceries", "dining", "transport", "shopping", "entertainment"]

    static func measure(scratch: URL) throws -> Double {
        let store = try HomeStore.live(SuiteHome(root: scratch.appendingPathComponent("stack")))
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        var router = RequestRouter()
        router.register(WidgetDescribeRequest.self) { _ in
            WidgetDescribeReply(widgets: [
                WidgetDescriptor(
                    kind: "bench.purchases", displayName: "Recent Purchases", description: "", supportedFamilies: [.systemSmall],
                    intent: "ViewRecentPurchases", intentDefinition: ViewRecentPurchasesIntent._intentDefinitionSource,
                    intentDefinitionFileName: ViewRecentPurchasesIntent._intentDefinitionFileName)
            ])
        }
        router.register(WidgetTimelineRequest.self) { _ in
            let entries = (0..<24).map { hour in
                ArchivedEntry(
                    date: now.addingTimeInterval(Double(hour) * 3600), view: .text("\(hour)"),
                    relevance: ArchivedRelevance(score: hour % 5 == 0 ? 1 : 0.1, duration: 0))
            }
            return WidgetTimelineReply(entries: entries, policy: .atEnd)
        }
        let system = HomeScreen(
            store: store,
            apps: [HostedApp(name: "bench", widgetExtension: .init(name: "bench-widgets", connection: LocalConnection(router: router)))],
            clock: { now })
        var ids: [Int64] = []
        for index in 0..<10 {
            let configuration: IntentValues = [
                "card": .object(["identifier": .string(cards[index % 5]), "displayString": .string(cards[index % 5])]),
                "category": .string(categories[index / 2 % 5]),
            ]
            ids.append(try store.widgets.add("bench-widgets", "bench.purchases", .systemSmall, configuration, nil, now, nil).id)
        }
        // A year of views: 100,000 donations at random times of day, most around noon and the evening.
        var random = SplitMix64(seed: 15)
        var donations: [Donation] = []
        for _ in 0..<100_000 {
            let day = Double(random.next() % 365 + 1) * 86_400
            let minute = Double(random.next() % 2 == 0 ? 720 + Int(random.next() % 60) : Int(random.next() % 1_440)) * 60
            donations.append(
                Donation(
                    app: "bench", intent: "ViewRecentPurchases",
                    parameters: ["card": cards[Int(random.next() % 5)], "category": categories[Int(random.next() % 5)]],
                    date: Calendar.current.startOfDay(for: now).addingTimeInterval(-day + minute)))
        }
        try store.donations.donate(donations)
        let stack = try system.placement.createStack(ids)
        _ = try system.placement.rank(stack: stack.id)
        var times: [Double] = []
        for _ in 0..<runs {
            let start = monotonicMicroseconds()
            _ = try system.placement.rank(stack: stack.id)
            times.append((monotonicMicroseconds() - start) / 1000)
        }
        return median(times)
    }
}

/// The command a user types to watch a day go by: `sample-app home watch` over 24 hours, a minute at a
/// time, with 12 game widgets on the home screen (six character details, six game statuses), every due
/// reload done by the real widget extension within the budget.
enum WatchDay {
    static func measure(sampleApp: String, scratch: URL) throws -> Double {
        let home = scratch.appendingPathComponent("watch").path
        @discardableResult
        func run(_ arguments: [String]) throws -> Double {
            try Spawned.run(sampleApp, ["--home", home] + arguments, environment: ProcessInfo.processInfo.environment)
        }
        try run(["home", "clock", "set", "2026-11-27T00:00"])
        for index in 0..<6 {
            try run(["home", "add", "com.mygame.character-detail"])
            try run(["home", "add", "com.mygame.game-status"])
            try run(["game", "hurt", ["Power Panda", "Unipony", "Spouty"][index % 3], "--by", "40%"])
        }
        try run(["home", "show"])
        let elapsed = try run(["home", "watch", "--speed", "1000000", "--until", "2026-11-28T00:00"])
        try run(["extensions", "stop"])
        return elapsed
    }
}
