import ExtensionProtocol
import Foundation
import Intents
import SwiftUI
import Testing

/// The hand-written fast path must write exactly what Foundation's coders write, and read it back.
@Suite struct FastWireTests {
    struct Sample: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("🐳 \"Spouty\"\n\\ tab\t").font(.system(size: 48, weight: .bold, design: .rounded))
                HStack {
                    ProgressView(value: 0.83).foregroundStyle(Color.green)
                    Spacer(minLength: 2)
                    Image(systemName: "star.fill")
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                Color(red: 0.1, green: 0.25, blue: 1, opacity: 0.5).frame(width: 10, height: 3)
                Divider()
            }
            .padding(.horizontal, 12)
            .background(Color.indigo.opacity(0.15))
            .lineLimit(2)
            .redacted(reason: .placeholder)
        }
    }

    func foundation<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try WireCoding.makeEncoder().encode(value), as: UTF8.self)
    }

    func fast<T: FastWireEncodable>(_ value: T) -> String {
        var writer = JSONWriter()
        value.write(to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    var reply: WidgetTimelineReply {
        WidgetTimelineReply(
            entries: [ArchivedEntry(date: Date(timeIntervalSince1970: 1_795_000_000), view: ViewArchiver.archive(Sample()),
                                    relevance: ArchivedRelevance(score: 0.75, duration: 3600))],
            policy: .after(Date(timeIntervalSince1970: 1_795_000_900)))
    }

    @Test func aTimelineReplyIsWrittenAsFoundationWritesIt() throws {
        #expect(fast(reply) == (try foundation(reply)))
        #expect(fast(ReloadPolicy.never) == (try foundation(ReloadPolicy.never)))
    }

    @Test func aTimelineReplyReadsBack() throws {
        let parsed = try JSONParser.parse(Data(try foundation(reply).utf8))
        #expect(try WidgetTimelineReply(json: parsed, path: "result") == reply)
    }

    @Test func requestsAndOptionsRoundTrip() throws {
        let configuration: IntentValues = ["character": .object(["identifier": .string("Spouty"), "properties": .object(["level": .number(3.5)])]),
                                           "flag": .bool(false), "list": .array([.null, .string("é")])]
        let request = WidgetTimelineRequest(kind: "k", context: RenderContext(family: .systemLarge, colorScheme: .dark, width: 364, height: 382),
                                            configuration: configuration)
        #expect(fast(request) == (try foundation(request)))
        #expect(try WidgetTimelineRequest(json: JSONParser.parse(Data(fast(request).utf8)), path: "params") == request)

        let options = IntentOptionsReply(sections: [IntentOptionSection(title: "Heroes", items: [IntentOption(value: configuration["character"]!)])])
        #expect(fast(options) == (try foundation(options)))
        #expect(try IntentOptionsReply(json: JSONParser.parse(Data(fast(options).utf8)), path: "result") == options)
    }

    @Test func missingAndMistypedFieldsAreNamed() {
        #expect(throws: JSONNodeError("params.context is missing.")) {
            try WidgetTimelineRequest(json: JSONParser.parse(Data(#"{"kind":"k"}"#.utf8)), path: "params")
        }
        #expect(throws: JSONNodeError("params.context.width has the wrong type; expected a number.")) {
            try WidgetTimelineRequest(json: JSONParser.parse(Data(#"{"kind":"k","context":{"family":"systemSmall","width":"wide","height":1}}"#.utf8)), path: "params")
        }
        #expect(throws: JSONNodeError("params.context.family cannot be \"huge\".")) {
            try WidgetTimelineRequest(json: JSONParser.parse(Data(#"{"kind":"k","context":{"family":"huge","width":1,"height":1}}"#.utf8)), path: "params")
        }
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"unterminated", "01x", "{\"a\":1}}", "\"\\uD800\"", "-", "1e400"])
    func theParserRefusesBrokenJSON(_ text: String) {
        #expect(throws: JSONNodeError.self) { try JSONParser.parse(Data(text.utf8)) }
    }

    @Test func theParserReadsWhatJSONAllows() throws {
        let node = try JSONParser.parse(Data(#" {"a": [1, -2.5e3, 1E2, true, false, null], "b": "\u00e9\ud83d\udc3c\n"} "#.utf8))
        #expect(node["a"] == .array([.number(1), .number(-2500), .number(100), .bool(true), .bool(false), .null]))
        #expect(node["b"] == .string("é🐼\n"))
    }

    @Test func datesAreISO8601ToTheSecond() {
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(ISO8601.format(date) == "2026-11-18T11:06:40Z")
        #expect(ISO8601.parse("2026-11-18T11:06:40Z") == date)
        #expect(ISO8601.parse("yesterday") == nil)
    }
}
