import ExtensionProtocol
import Foundation
import WireValues
import ViewArchive
import Testing
import WireJSON

@Suite struct MessageTests {
    @Test func everyMethodHasOneRequestTypeAndAFamily() {
        let methods = ExtensionMessages.all.map { $0.method }
        #expect(Set(methods) == Set(ExtensionMethod.allCases))
        #expect(methods.count == ExtensionMethod.allCases.count)
        for method in ExtensionMethod.allCases {
            switch method.family {
            case .common: #expect(method.rawValue.hasPrefix("extension/"))
            case .widget: #expect(method.rawValue.hasPrefix("widget/"))
            case .intents: #expect(method.rawValue.hasPrefix("intents/"))
            }
        }
    }

    @Test func aTimelineRequestRoundTripsThroughJSON() throws {
        let request = WidgetTimelineRequest(
            kind: "com.mygame.character-detail",
            context: RenderContext(family: .systemMedium, colorScheme: .dark, width: 364, height: 170),
            configuration: ["character": .object(["identifier": .string("Spouty"), "displayString": .string("Spouty")])])
        let line = try WireEncoder().string(JSONRPCRequest(id: .number(7), method: WidgetTimelineRequest.method.rawValue, params: request))
        #expect(
            line.hasPrefix("{\"id\":7,\"jsonrpc\":\"2.0\",\"method\":\"widget/timeline\",\"params\":{\"configuration\":{\"character\":"))
        #expect(try WireDecoder().decode(JSONRPCRequest<WidgetTimelineRequest>.self, from: line).params == request)
    }

    /// The system keeps an entry's bytes as they came, so that it stores them without writing them again.
    @Test func anEntryReadFromTheWireKeepsItsBytesUntilItChanges() throws {
        let first = #"{ "view" : {"kind":"text","text":"Sp\u006futy"}, "date":"2026-11-24T09:00:00Z" }"#
        let second = #"{"date":"2026-11-24T09:01:00Z","view":{"kind":"empty"}}"#
        let reply = try WireDecoder().decode(
            WidgetTimelineReply.self, from: #"{"entries":["# + first + "," + second + #"],"policy":{"kind":"atEnd"}}"#)
        #expect(reply.entries.map { $0.arrivedJSON.map { String(decoding: $0, as: UTF8.self) } } == [first, second])
        #expect(reply.entries[0] == ArchivedEntry(date: Date(timeIntervalSince1970: 1_795_510_800), view: .text("Spouty")))
        var changed = reply.entries[0]
        changed.view = .text("Unipony")
        #expect(changed.arrivedJSON == nil, "a changed entry is written anew")
        #expect(ArchivedEntry(date: Date(), view: .empty).arrivedJSON == nil)
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .iso8601
        #expect(try foundation.decode(ArchivedEntry.self, from: Data(second.utf8)).arrivedJSON == nil)
    }

    @Test func aTimelineReplyIsWrittenAsFoundationWritesIt() throws {
        let reply = WidgetTimelineReply(
            entries: [
                ArchivedEntry(
                    date: Date(timeIntervalSince1970: 1_795_000_000),
                    view: .modified(
                        .modified(
                            .vstack(
                                alignment: .leading, spacing: 4,
                                children: [
                                    .modified(.text("Spouty"), .font(FontValue(style: .headline))),
                                    .progress(value: 0.83, total: 1), .spacer(minLength: nil),
                                    .date(Date(timeIntervalSince1970: 1_795_000_000), style: .relative),
                                ]),
                            .padding(EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16))),
                        .widgetURL("game://character/Spouty")),
                    relevance: ArchivedRelevance(score: 0.5, duration: 60))
            ], policy: .after(Date(timeIntervalSince1970: 1_795_000_900)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let response = JSONRPCResponse(id: .number(3), result: reply)
        #expect(try WireEncoder().string(response) == String(decoding: try encoder.encode(response), as: UTF8.self))
        #expect(
            try WireDecoder().decode(JSONRPCResponse<WidgetTimelineReply>.self, from: try WireEncoder().encode(response)).result == reply)
    }

    @Test func reloadPoliciesRoundTrip() throws {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        for policy in [ReloadPolicy.atEnd, .never, .after(date)] {
            #expect(try WireDecoder().decode(ReloadPolicy.self, from: try WireEncoder().encode(policy)) == policy)
        }
        let error = try #require(throws: DecodingError.self) { try WireDecoder().decode(ReloadPolicy.self, from: #"{"kind":"sometimes"}"#) }
        #expect(error.readableDescription == "kind: unknown reload policy \"sometimes\"; expected atEnd, after, never.")
    }

    @Test func intentValuesKeepTheirTypes() throws {
        let values: IntentValues = [
            "flag": .bool(true), "count": .number(3), "ratio": .number(0.5), "name": .string("x"),
            "list": .array([.string("a")]), "none": .null,
        ]
        let text = try WireEncoder().string(values)
        #expect(text == #"{"count":3,"flag":true,"list":["a"],"name":"x","none":null,"ratio":0.5}"#)
        #expect(try WireDecoder().decode(IntentValues.self, from: text) == values)
    }

    @Test func anOptionTakesItsIdentifierFromTheObject() {
        let option = IntentOption(value: .object(["identifier": .string("u1"), "displayString": .string("Unipony")]))
        #expect(option.identifier == "u1")
        #expect(option.displayString == "Unipony")
        #expect(IntentOption(value: .string("plain")).identifier == "plain")
    }

    @Test func decodingErrorsReadAsOneSentenceWithThePath() throws {
        func message<T: Decodable>(_ type: T.Type, _ text: String) throws -> String {
            try #require(throws: DecodingError.self) { try WireDecoder().decode(type, from: text) }.readableDescription
        }
        #expect(
            try message(
                JSONRPCRequest<WidgetTimelineRequest>.self, #"{"jsonrpc":"2.0","method":"m","params":{"kind":"k","configuration":{}}}"#)
                == "params.context is missing.")
        #expect(
            try message(
                JSONRPCRequest<WidgetTimelineRequest>.self,
                #"{"jsonrpc":"2.0","method":"m","params":{"kind":"k","configuration":{},"context":{"family":"huge","width":1,"height":1,"colorScheme":"light"}}}"#
            )
            .hasPrefix("params.context.family: Cannot initialize WidgetFamily from invalid String value huge"))
        #expect(
            try message(
                WidgetTimelineReply.self,
                #"{"policy":{"kind":"never"},"entries":[{"date":"2026-11-18T11:06:40Z","view":{"kind":"empty"}},"#
                    + #"{"date":"2026-11-18T11:06:40Z","view":{"kind":"vstack","alignment":"center","children":[{"content":{"kind":"text","text":"a"},"count":1}]}}]}"#
            )
                == "entries[1].view.children[0].modifier is missing.")
        #expect(
            try message(ViewNode.self, #"{"kind":"hologram"}"#)
                == "kind: unknown kind of view \"hologram\"; the kinds are empty, text, date, timer, textRuns, image, color, gradient, shape, spacer, divider, progress, timerProgress, gauge, link, control, vstack, hstack, zstack, grid, firstFitting, geometry, scheduled."
        )
        #expect(try message(ViewNode.self, #"{"text":"no kind"}"#).hasPrefix("kind is missing."))
    }
}

@Suite struct ProtocolDocumentTests {
    static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/protocol.md")

    @Test func everyMethodIsDocumentedWithAnExchange() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        for method in ExtensionMethod.allCases {
            guard let heading = text.range(of: "### `\(method)`") else {
                Issue.record("docs/protocol.md has no section for \(method)")
                continue
            }
            let section = text[heading.upperBound...].prefix { $0 != "#" }
            #expect(section.contains("\"method\":\"\(method)\""), "the \(method) section has no example request")
            #expect(section.contains("\"result\""), "the \(method) section has no example reply")
        }
    }
}
