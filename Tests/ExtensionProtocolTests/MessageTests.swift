import ExtensionProtocol
import Foundation
import Intents
import SwiftUI
import Testing

@Suite struct MessageTests {
    @Test func everyMethodIsListedOnceWithItsFamily() {
        let methods = ExtensionMessages.all.map { $0.method }
        #expect(Set(methods).count == methods.count)
        #expect(ExtensionMessages.widget.allSatisfy { $0.method.hasPrefix("widget/") })
        #expect(ExtensionMessages.intents.allSatisfy { $0.method.hasPrefix("intents/") })
    }

    @Test func aTimelineRequestRoundTripsThroughJSON() throws {
        let request = WidgetTimelineRequest(
            kind: "com.mygame.character-detail",
            context: RenderContext(family: .systemMedium, colorScheme: .dark, width: 364, height: 170),
            configuration: ["character": .object(["identifier": .string("Spouty"), "displayString": .string("Spouty")])])
        let data = try WireCoding.makeEncoder().encode(JSONRPCRequest(id: .number(7), method: WidgetTimelineRequest.method, params: request))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("{\"id\":7,\"jsonrpc\":\"2.0\",\"method\":\"widget/timeline\",\"params\":{"))
        let decoded = try WireCoding.makeDecoder().decode(JSONRPCParams<WidgetTimelineRequest>.self, from: data)
        #expect(decoded.params == request)
    }

    @Test func reloadPoliciesRoundTrip() throws {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        for policy in [ReloadPolicy.atEnd, .never, .after(date)] {
            let data = try WireCoding.makeEncoder().encode(policy)
            #expect(try WireCoding.makeDecoder().decode(ReloadPolicy.self, from: data) == policy)
        }
        #expect(throws: DecodingError.self) {
            try WireCoding.makeDecoder().decode(ReloadPolicy.self, from: Data(#"{"kind":"sometimes"}"#.utf8))
        }
    }

    @Test func intentValuesKeepTheirTypes() throws {
        let values: IntentValues = ["flag": .bool(true), "count": .number(3), "ratio": .number(0.5), "name": .string("x"),
                                    "list": .array([.string("a")]), "none": .null]
        let data = try WireCoding.makeEncoder().encode(values)
        #expect(String(decoding: data, as: UTF8.self) == #"{"count":3,"flag":true,"list":["a"],"name":"x","none":null,"ratio":0.5}"#)
        #expect(try WireCoding.makeDecoder().decode(IntentValues.self, from: data) == values)
    }

    @Test func anOptionTakesItsIdentifierFromTheObject() {
        let option = IntentOption(value: .object(["identifier": .string("u1"), "displayString": .string("Unipony")]))
        #expect(option.identifier == "u1")
        #expect(option.displayString == "Unipony")
        #expect(IntentOption(value: .string("plain")).identifier == "plain")
    }

    @Test func decodingErrorsReadAsOneSentence() throws {
        do {
            _ = try WireCoding.makeDecoder().decode(WidgetTimelineRequest.self, from: Data(#"{"kind":"k","configuration":{}}"#.utf8))
            Issue.record("decoding should fail")
        } catch let error as DecodingError {
            #expect(error.readableDescription == "params.context is missing.")
        }
    }
}

@Suite struct ProtocolDocumentTests {
    static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/protocol.md")

    @Test func everyMethodIsDocumentedWithAnExchange() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        for method in ExtensionMessages.all.map({ $0.method }) {
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
