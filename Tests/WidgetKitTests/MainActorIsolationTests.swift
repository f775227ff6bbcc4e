import AppleFoundation
import ExtensionProtocol
import ExtensionTransport
import Foundation
import SwiftUI
import Testing
import WidgetExtensionRuntime
import WidgetKit

/// An app's model as Swift 6 code keeps it: the main actor's.
@MainActor final class Scoreboard {
    static let shared = Scoreboard()
    var score = 7
    /// For each time a view's body ran, whether it ran on the main queue, where the main actor runs.
    var bodiesOnTheMainQueue: [Bool] = []
}

struct ScoreEntry: TimelineEntry {
    let date: Date
}

struct ScoreProvider: TimelineProvider {
    func placeholder(in context: Context) -> ScoreEntry { ScoreEntry(date: .now) }

    func getSnapshot(in context: Context, completion: @escaping (ScoreEntry) -> Void) {
        completion(ScoreEntry(date: .now))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ScoreEntry>) -> Void) {
        completion(Timeline(entries: [ScoreEntry(date: .now)], policy: .never))
    }
}

/// A body that reads and changes main-actor state, as Swift 6 code in Xcode may: it compiles only where
/// `View` is the main actor's, as Apple's is.
struct ScoreView: View {
    let entry: ScoreEntry

    var body: some View {
        Scoreboard.shared.bodiesOnTheMainQueue.append(MainQueue.isCurrent)
        return Text("Score \(Scoreboard.shared.score)")
    }
}

/// A widget whose `body` reads main-actor state too: `Widget` is the main actor's.
struct ScoreWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Score", provider: ScoreProvider()) { entry in
            ScoreView(entry: entry)
        }
        .configurationDisplayName("Score \(Scoreboard.shared.score)")
        .supportedFamilies([.systemSmall])
    }
}

/// The main actor as Apple's SwiftUI and WidgetKit declare it: a widget's views are made on it when the
/// system asks from another thread, and its provider runs off it.
@Suite struct MainActorIsolationTests {
    @Test func aViewIsMadeOnTheMainActorWhenTheSystemAsksFromAnotherThread() async throws {
        #expect(!MainQueue.isCurrent, "the test asks from a thread of Swift's pool")
        let connection = MainActorWork.make(handing: ()) { _ in
            LocalConnection(router: WidgetExtensionRouter.make { ScoreWidget().definitions })
        }
        let reply = try connection.send(
            WidgetTimelineRequest(kind: "Score", context: RenderContext(family: .systemSmall, width: 170, height: 170), configuration: [:]))
        #expect(try #require(reply.entries.first).view.texts() == ["Score 7"])
        let described = try connection.send(WidgetDescribeRequest())
        #expect(described.widgets.map(\.displayName) == ["Score 7"])
        let bodies = await MainActor.run { Scoreboard.shared.bodiesOnTheMainQueue }
        #expect(!bodies.isEmpty && bodies.allSatisfy { $0 }, "\(bodies)")
    }
}
