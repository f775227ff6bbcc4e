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
                Text("🐳 \"Spouty\"\n\\ tab\t bell\u{7} unit\u{1F}").font(.system(size: 48, weight: .bold, design: .rounded))
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

    func fast<T: FastWireEncodable>(_ value: T, capacity: Int = 2048) -> String {
        var writer = JSONWriter(capacity: capacity)
        value.write(to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    func read<T: FastWireDecodable>(_ type: T.Type, _ text: String, root: String = "result") throws -> T {
        try JSONReader.decode(type, from: Array(text.utf8), root: root)
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
        // A writer that starts small grows as it goes and loses nothing.
        #expect(fast(reply, capacity: 1) == (try foundation(reply)))
    }

    @Test func viewAndModifierKindsAreReadByName() throws {
        let text = try read(ViewNode.self, #"{"kind":"t\u0065xt","text":"a","modifiers":[{"kind":"lineLimit","count":1}]}"#)
        #expect(text == ViewNode(kind: .text, text: "a", modifiers: [ModifierNode(kind: .lineLimit, count: 1)]))
        for kind in ViewNode.Kind.allCases {
            #expect(try read(ViewNode.self, #"{"kind":"\#(kind.rawValue)"}"#).kind == kind)
        }
        for kind in ModifierNode.Kind.allCases {
            #expect(try read(ModifierNode.self, #"{"kind":"\#(kind.rawValue)"}"#).kind == kind)
        }
        #expect(throws: JSONReadError("result.children[0].kind cannot be \"texts\".")) {
            try read(ViewNode.self, #"{"kind":"vstack","children":[{"kind":"texts"}]}"#)
        }
        #expect(throws: JSONReadError("result.kind has the wrong type; expected a string.")) {
            try read(ModifierNode.self, #"{"kind":7}"#)
        }
        #expect(throws: JSONReadError.self) { try read(ModifierNode.self, #"{"kind":"font"#) }
    }

    @Test func aTimelineReplyReadsBack() throws {
        #expect(try read(WidgetTimelineReply.self, try foundation(reply)) == reply)
    }

    @Test func requestsAndOptionsRoundTrip() throws {
        let configuration: IntentValues = ["character": .object(["identifier": .string("Spouty"), "properties": .object(["level": .number(3.5)])]),
                                           "flag": .bool(false), "list": .array([.null, .string("é")])]
        let request = WidgetTimelineRequest(kind: "k", context: RenderContext(family: .systemLarge, colorScheme: .dark, width: 364, height: 382),
                                            configuration: configuration)
        #expect(fast(request) == (try foundation(request)))
        #expect(try read(WidgetTimelineRequest.self, fast(request), root: "params") == request)

        let options = IntentOptionsReply(sections: [IntentOptionSection(title: "Heroes", items: [IntentOption(value: configuration["character"]!)])])
        #expect(fast(options) == (try foundation(options)))
        #expect(try read(IntentOptionsReply.self, fast(options)) == options)
    }

    @Test func missingAndMistypedFieldsAreNamed() {
        #expect(throws: JSONReadError("params.context is missing.")) {
            try read(WidgetTimelineRequest.self, #"{"kind":"k"}"#, root: "params")
        }
        #expect(throws: JSONReadError("params.context.width has the wrong type; expected a number.")) {
            try read(WidgetTimelineRequest.self, #"{"kind":"k","context":{"family":"systemSmall","width":"wide","height":1}}"#, root: "params")
        }
        #expect(throws: JSONReadError("params.context.family cannot be \"huge\".")) {
            try read(WidgetTimelineRequest.self, #"{"kind":"k","context":{"family":"huge","width":1,"height":1}}"#, root: "params")
        }
        #expect(throws: JSONReadError("result.entries[1].view.children[0].modifiers[0].kind is missing.")) {
            try read(WidgetTimelineReply.self, #"{"policy":{"kind":"never"},"entries":[{"date":"2026-11-18T11:06:40Z","view":{"kind":"empty"}},"#
                + #"{"date":"2026-11-18T11:06:40Z","view":{"kind":"vstack","children":[{"kind":"text","modifiers":[{"count":1}]}]}}]}"#)
        }
        #expect(throws: JSONReadError("result.policy.kind cannot be \"sometimes\"; expected atEnd, after or never.")) {
            try read(WidgetTimelineReply.self, #"{"entries":[],"policy":{"kind":"sometimes"}}"#)
        }
    }

    @Test func aMessageOfTheRightShapeInBrokenJSONIsASyntaxError() throws {
        let error = try #require(throws: JSONReadError.self) {
            try read(WidgetTimelineRequest.self, #"{"kind":"k","context":{"family":"systemSmall","width":1,"height":1}"#, root: "params")
        }
        #expect(error.isSyntax)
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"unterminated", "01x", "{\"a\":1}}", "\"\\uD800\"", "-", "1e400",
                      "\"tab\tinside\"", "\"\\x\"", "[1 2]", "{\"a\":}", "1.", "1e", String(repeating: "[", count: 300)])
    func theReaderRefusesBrokenJSON(_ text: String) {
        #expect(throws: JSONReadError.self) { try JSONReader.validate(Array(text.utf8)) }
    }

    @Test func theReaderReadsWhatJSONAllows() throws {
        let value = try read(IntentValue.self, #" {"a": [1, -2.5e3, 1E2, 0.14, -0.5, 12345678901234567890, true, false, null], "b": "\u00e9\ud83d\udc3c\n\/"} "#)
        #expect(value == .object(["a": .array([.number(1), .number(-2500), .number(100), .number(0.14), .number(-0.5),
                                               .number(12_345_678_901_234_567_890), .bool(true), .bool(false), .null]),
                                  "b": .string("é🐼\n/")]))
    }

    /// Strings are scanned eight bytes at a time: a quote, backslash or control character must be found
    /// wherever it falls in a word, in keys and values alike, with bytes of every kind around it.
    @Test func everyByteThatEndsOrEscapesAStringIsFoundWhereverItFalls() throws {
        for before in 0..<20 {
            for (special, decoded) in [("\\\"", "\""), ("\\\\", "\\"), ("\\n", "\n"), ("\\u00e9", "é"), ("", "")] {
                for filler in ["a", "é", "🐼", "\u{7f}"] {
                    let head = String(repeating: filler, count: before)
                    let text = "{\"\(head)\(special)x\":\"\(head)\(special)y\",\"z\":\"\(head)\"}"
                    let value = try read(IntentValue.self, text)
                    try JSONReader.validate(Array(text.utf8))
                    #expect(value == .object(["\(head)\(decoded)x": .string("\(head)\(decoded)y"), "z": .string(head)]), "\(text)")
                }
            }
            // A control character is refused where it stands, in a key or in a value.
            let head = String(repeating: "a", count: before)
            for text in ["{\"\(head)\u{1}\":1}", "{\"k\":\"\(head)\u{1f}\"}", "[\"\(head)\t\"]"] {
                #expect(throws: JSONReadError.self, "\(text)") { try JSONReader.validate(Array(text.utf8)) }
            }
            // And a string that never ends is refused, whatever its length.
            #expect(throws: JSONReadError.self) { try JSONReader.validate(Array("[\"\(head)".utf8)) }
        }
    }

    @Test func decimalsReadExactlyAsFoundationReadsThem() throws {
        for text in ["0.1", "0.14", "0.67", "0.83", "123.456", "-0.0001", "9007199254740993", "0.30000000000000004", "1.7976931348623157e308",
                     "5e-324", "0.000000000000000000000000001", "123456789012345.678"] {
            #expect(try read(IntentValue.self, text) == .number(Double(text)!), "\(text)")
        }
    }

    @Test func datesAreISO8601ToTheSecond() {
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(ISO8601.format(date) == "2026-11-18T11:06:40Z")
        #expect(ISO8601.parse("2026-11-18T11:06:40Z") == date)
        #expect(ISO8601.parse("yesterday") == nil)
        #expect(ISO8601.format(Date(timeIntervalSince1970: 253_402_300_800)) == "10000-01-01T00:00:00Z")
    }
}
