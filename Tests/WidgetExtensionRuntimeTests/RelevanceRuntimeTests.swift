import ExtensionProtocol
import ExtensionTransport
import Foundation
import RelevanceKit
import SwiftUI
import Testing
import WidgetExtensionRuntime
import WidgetKit

/// A provider's relevance clues (`relevance()`, iOS 18, RelevanceKit's contexts), as the extension gives them
/// to the system that asks (`widget/relevance`).
struct RelevanceRuntimeTests {
    struct Entry: TimelineEntry {
        let date: Date
    }

    static let kickOff = Date(timeIntervalSince1970: 1_795_780_800)

    /// A match's widget, relevant at the kick-off and through the match, as a sports app says.
    struct MatchProvider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: kickOff) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: kickOff)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: kickOff)], policy: .never))
        }

        func relevance() async -> WidgetRelevance<Void> {
            WidgetRelevance([
                WidgetRelevanceAttribute(context: .date(kickOff, kind: .scheduled)),
                WidgetRelevanceAttribute(context: .date(range: kickOff...kickOff.addingTimeInterval(6_300), kind: .informational)),
                WidgetRelevanceAttribute(context: .date(interval: DateInterval(start: kickOff, duration: 60), kind: .default)),
                WidgetRelevanceAttribute(context: .date(kickOff.addingTimeInterval(-3_600))),
            ])
        }
    }

    /// A provider that says nothing of relevance: the default `relevance()`.
    struct QuietProvider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: kickOff) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: kickOff)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: kickOff)], policy: .never))
        }
    }

    struct Widgets: WidgetBundle {
        var body: some Widget {
            Match()
            Quiet()
        }
    }

    struct Match: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "match", provider: MatchProvider()) { _ in Text("Match") }
        }
    }

    struct Quiet: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "quiet", provider: QuietProvider()) { _ in Text("Quiet") }
        }
    }

    let connection = LocalConnection(router: WidgetExtensionRouter.make { Widgets().body.definitions })

    @Test func aProvidersCluesReachTheSystemInItsOrder() throws {
        let reply = try connection.send(WidgetRelevanceRequest(kind: "match"))
        #expect(
            reply.clues == [
                RelevanceClue(start: Self.kickOff, dateKind: .scheduled),
                RelevanceClue(start: Self.kickOff, end: Self.kickOff.addingTimeInterval(6_300), dateKind: .informational),
                RelevanceClue(start: Self.kickOff, end: Self.kickOff.addingTimeInterval(60), dateKind: .default),
                RelevanceClue(start: Self.kickOff.addingTimeInterval(-3_600), dateKind: .default),
            ])
        #expect(try connection.send(WidgetRelevanceRequest(kind: "quiet")).clues.isEmpty, "none by default")
        let unknown = try #require(throws: JSONRPCError.self) { try connection.send(WidgetRelevanceRequest(kind: "cup")) }
        #expect(unknown.code == .unknownWidgetKind)
    }

    @Test func aClueForOneConfigurationSaysSo() {
        struct Team {}
        let relevance = WidgetRelevance([WidgetRelevanceAttribute(configuration: Team(), context: .date(Self.kickOff))])
        #expect(relevance.clues == [RelevanceClue(start: Self.kickOff, isForConfiguration: true)])
    }
}
