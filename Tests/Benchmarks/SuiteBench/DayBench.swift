#if canImport(Glibc)
    import Glibc
#endif
import DayWidgets
import ExtensionProtocol
import ExtensionTransport
import RequestFuzzing
import ExtensionRuntime
import Foundation
import WidgetExtensionRuntime
import SuiteHome
import SystemLive
import SystemStore
import WidgetHost
import WidgetKit
import WireJSON

/// A day-long timeline (1,440 entries) through the real system: built by a widget extension process,
/// sent over its socket, checked and stored by the system, and its current entry chosen.
enum DayTimeline {
    static let runs = 7

    /// The day's figures: its time, its size on the wire, and where the time goes.
    static func print(_ day: (milliseconds: Double, replyBytes: Int, footprint: Double), phases: [(String, Double)]) {
        Swift.print("timeline_1440_entries_ms: \(SuiteBench.format(day.milliseconds)) ms")
        Swift.print("timeline_1440_reply_size: \(SuiteBench.format(Double(day.replyBytes) / 1_000_000)) MB")
        for (name, milliseconds) in phases { Swift.print("timeline_1440_\(name)_ms: \(SuiteBench.format(milliseconds)) ms") }
    }

    static func measure(scratch: URL, builds: URL) throws -> (milliseconds: Double, replyBytes: Int, footprint: Double) {
        let extensionPath = builds.appendingPathComponent("DayWidgetExtension").path
        let (home, server, path) = try Spawned.widgetServer(extensionPath, home: scratch.appendingPathComponent("day")) {
            ["--home", $0.root.path]
        }
        defer { server.stop() }
        let connection = SocketConnection(
            peerName: "DayWidgetExtension", socket: try UnixSocket.connect(to: path, timeout: 30), timeout: 30, trace: nil)
        let system = HomeScreen(
            store: try .live(home),
            apps: [HostedApp(name: "bench", widgetExtension: .init(name: "widget-extension", connection: connection))])
        let widget = try system.placement.addWidget(kind: DayWidget.kind, family: .systemMedium)
        var times: [Double] = []
        for _ in 0..<runs {
            // The app asks for a reload, so the system fetches the whole day again.
            try system.timelines.requestReload(ofKind: nil, app: "bench")
            let start = monotonicMicroseconds()
            let state = try system.timelines.currentState(of: widget.id)
            times.append((monotonicMicroseconds() - start) / 1000)
            precondition(state.reloaded, "the bench's timeline was not fetched again")
        }
        let reply = try connection.send(
            WidgetTimelineRequest(
                kind: DayWidget.kind, context: RenderContext(family: .systemMedium, width: 364, height: 170),
                configuration: [:]))
        precondition(reply.entries.count == DayWidget.entriesPerDay)
        // The extension that served the day, as iOS would count it once the day is sent.
        return (median(times), try WireSize.of(JSONRPCResponse(id: .number(1), result: reply)), server.footprintMegabytes())
    }
}

/// Where the day's time goes, each part measured alone in this process: the extension's provider and
/// views, the reply's JSON both ways, and the store keeping it; beside them, Foundation's coders on the
/// same reply, and the least any `Codable` coder can take: the reply's values visited, nothing written.
enum DayPhases {
    static let runs = 5

    static func measure(scratch: URL) throws -> [(String, Double)] {
        let router = WidgetExtensionRouter.make { DayBundle.definitions }
        let request = Array(
            try ReplyReader.requestLine(
                WidgetTimelineRequest(
                    kind: DayWidget.kind, context: RenderContext(family: .systemMedium, width: 364, height: 170), configuration: [:]), id: 1
            ).dropLast())
        let line = router.reply(to: request)!
        let reply = try ReplyReader.read(line, to: WidgetTimelineRequest.self, peer: "bench").result
        let foundationEncoder = JSONEncoder()
        foundationEncoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        foundationEncoder.dateEncodingStrategy = .iso8601
        let foundationDecoder = JSONDecoder()
        foundationDecoder.dateDecodingStrategy = .iso8601
        let foundationBytes = try foundationEncoder.encode(reply)

        let home = SuiteHome(root: scratch.appendingPathComponent("phases"))
        let store = try HomeStore.live(home)
        let widget = try store.widgets.add("widget-extension", DayWidget.kind, .systemMedium, [:], nil, Date(), nil)
        let timeline = StoredTimeline(fetchedAt: Date(), entries: reply.entries, policy: reply.policy)

        let extensionSide = try timed { _ = router.reply(to: request) }
        let encode = try timed { _ = try WireEncoder().encode(reply) }
        return [
            ("provider_and_views", extensionSide - encode),
            ("encode", encode),
            ("decode", try timed({ _ = try ReplyReader.read(line, to: WidgetTimelineRequest.self, peer: "bench") })),
            ("store", try timed({ try store.timelines.save([(widget.id, widget.configuration, timeline, .noTimeline)]) })),
            ("foundation_encode", try timed({ _ = try foundationEncoder.encode(reply) })),
            ("foundation_decode", try timed({ _ = try foundationDecoder.decode(WidgetTimelineReply.self, from: foundationBytes) })),
            ("codable_visit", try timed({ try CodableVisit.visit(reply) })),
        ]
    }

    /// The median time of `work`, in milliseconds.
    static func timed(_ work: () throws -> Void) throws -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = monotonicMicroseconds()
            try work()
            times.append((monotonicMicroseconds() - start) / 1000)
        }
        return median(times)
    }
}
