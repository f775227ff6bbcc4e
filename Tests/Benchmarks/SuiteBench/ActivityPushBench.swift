import ExtensionProtocol
import SampleModels
import Foundation
import SuiteHome
import SystemLive
import WidgetHost
import WidgetRendering

/// A push to a Live Activity as `home push` handles it, with five activities running: the payload
/// read, the widget extension drawing the activity with the new state, the update kept, and the
/// Dynamic Island drawn again with every activity's views. Goal: p99 at most 50 ms.
enum ActivityPushBench {
    static let activities = 5
    static let pushes = 200

    static func measure(home: SuiteHome) throws -> (p50: Double, p99: Double) {
        let system = try HomeScreen.live(home: home)
        let activities = system.activities
        let heroes = ["Spouty", "Unipony", "Power Panda", "Sir Bench", "Lady Loop"]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let ids = try heroes.prefix(Self.activities).map { hero in
            let attributes = AdventureAttributes(hero: hero, avatar: "🐳", setOff: Date(), startingHealth: 1)
            return try activities.request(
                attributesType: String(describing: AdventureAttributes.self),
                attributes: String(decoding: try encoder.encode(attributes), as: UTF8.self),
                content: LiveActivityContent(state: #"{"event":"Sets off","health":1}"#), wantsPushToken: true
            ).id
        }
        guard let island = IslandRenderer(drawing: DrawingContext(), now: Date()) else {
            throw BenchError("the standard device has no Island")
        }
        var times: [Double] = []
        for index in 0..<Self.pushes {
            let health = Double(index % 100) / 100
            let payload = Data(
                #"{"aps":{"timestamp":\#(1_795_000_000 + index),"event":"update","content-state":{"health":\#(health),"event":"Step \#(index)"}}}"#
                    .utf8)
            let start = DispatchTime.now().uptimeNanoseconds
            let push = try ActivityPush.read(payload)
            _ = try system.push(push, to: ids[index % ids.count])
            _ = island.svg(try system.drawnActivities(), expanded: false)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        let sorted = times.sorted()
        return (median(times), sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))])
    }
}
