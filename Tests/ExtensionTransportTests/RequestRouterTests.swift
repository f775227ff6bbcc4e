import ExtensionProtocol
import ExtensionTransport
import Foundation
import Testing

@Suite struct RequestRouterTests {
    func makeRouter() -> RequestRouter {
        var router = RequestRouter()
        router.register(IntentsDescribeRequest.self) { _ in
            IntentsDescribeReply(intents: [
                IntentDescriptor(name: "SelectCharacter", dynamicParameters: ["character"], definitionFileName: "x")
            ])
        }
        router.register(IntentDefaultRequest.self) { request in
            guard request.intent == "SelectCharacter" else { throw JSONRPCError.unknownIntent(request.intent, known: ["SelectCharacter"]) }
            return IntentDefaultReply(value: .string("Power Panda"))
        }
        router.register(IntentOptionsRequest.self) { _ in
            IntentOptionsReply(sections: [IntentOptionSection(title: nil, items: [IntentOption(value: .string("Power Panda"))])], total: 1)
        }
        return router
    }

    func errorCode(_ reply: [UInt8]?) throws -> Int? {
        let object = try JSONSerialization.jsonObject(with: Data(try #require(reply))) as? [String: Any]
        return (object?["error"] as? [String: Any])?["code"] as? Int
    }

    @Test(arguments: [
        ("not json at all", -32700),
        ("[1,2]", -32600),
        (#"{"id":1,"method":"intents/describe"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1e300,"method":"intents/describe"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1e400,"method":"intents/describe"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":"intents/describe"} trailing"#, -32700),
        (#"{"jsonrpc":"2.0","id":[1],"method":"intents/describe"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":"intents/nope"}"#, -32601),
        (#"{"jsonrpc":"2.0","id":1,"method":"intents/default","params":{"intent":3}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"intents/default","params":{"intent":"Other","parameter":"p","configuration":{}}}"#, -32002),
        (#"{"jsonrpc":"2.0","id":1,"method":"intents/describe","params":"x"}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"intents/describe","params":[1]}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"intents/describe","params":7}"#, -32602),
    ])
    func badMessagesGetTheirErrorCode(line: String, code: Int) throws {
        #expect(try errorCode(makeRouter().reply(to: Array(line.utf8))) == code)
    }

    /// A negative limit and a search term longer than anyone types are refused before the handler runs.
    @Test func optionsOutsideTheirBoundsAreInvalidParams() throws {
        func code(_ params: String) throws -> Int? {
            try errorCode(makeRouter().reply(to: Array(#"{"jsonrpc":"2.0","id":1,"method":"intents/options","params":\#(params)}"#.utf8)))
        }
        let base = #""intent":"SelectCharacter","parameter":"character","configuration":{}"#
        #expect(try code("{\(base),\"limit\":-1}") == -32602)
        #expect(try code("{\(base),\"searchTerm\":\"\(String(repeating: "a", count: TypedText.maximumLength + 1))\"}") == -32602)
        #expect(try code("{\(base),\"limit\":0,\"searchTerm\":\"\(String(repeating: "a", count: TypedText.maximumLength))\"}") == nil)
    }

    @Test func aGoodRequestAfterBadOnesSucceeds() throws {
        let router = makeRouter()
        _ = router.reply(to: Array("garbage".utf8))
        let reply = try #require(router.reply(to: Array(#"{"jsonrpc":"2.0","id":"a","method":"intents/describe"}"#.utf8)))
        let text = String(decoding: reply, as: UTF8.self)
        #expect(text.contains(#""id":"a""#))
        #expect(text.contains("SelectCharacter"))
        #expect(!text.contains("error"))
    }

    @Test func errorsNameTheFieldOnceWithParamsOrWithout() throws {
        func message(_ line: String) throws -> String {
            let object =
                try JSONSerialization.jsonObject(with: Data(try #require(makeRouter().reply(to: Array(line.utf8))))) as? [String: Any]
            return try #require((object?["error"] as? [String: Any])?["message"] as? String)
        }
        #expect(try message(#"{"jsonrpc":"2.0","id":1,"method":"intents/default","params":{"intent":3}}"#).contains(" params.intent "))
        #expect(try message(#"{"jsonrpc":"2.0","id":1,"method":"intents/default"}"#).contains(" params.intent is missing"))
        #expect(try !message(#"{"jsonrpc":"2.0","id":1,"method":"intents/default","params":{"intent":3}}"#).contains("params.params"))
    }

    @Test func notificationsGetNoReply() {
        #expect(makeRouter().reply(to: Array(#"{"jsonrpc":"2.0","method":"intents/describe"}"#.utf8)) == nil)
    }

    @Test func aLocalConnectionCarriesTypedRequests() throws {
        let connection = LocalConnection(router: makeRouter())
        #expect(
            try connection.send(IntentDefaultRequest(intent: "SelectCharacter", parameter: "character")).value == .string("Power Panda"))
        #expect(throws: JSONRPCError.self) { try connection.send(IntentDefaultRequest(intent: "Nope", parameter: "p")) }
    }
}

/// How the system reads a reply line: its result, its error, or one sentence on what is wrong with it.
@Suite struct ReplyReadingTests {
    func read(_ line: String) throws -> WidgetTimelineReply {
        try ReplyReader.read(Array(line.utf8), to: WidgetTimelineRequest.self, peer: "widget-extension").result
    }

    func message(of line: String) -> String? {
        do {
            _ = try read(line)
            return nil
        } catch let error as JSONRPCError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func aResultIsRead() throws {
        let reply = try read(
            #"{"id":3,"jsonrpc":"2.0","result":{"entries":[{"date":"2026-11-18T11:06:40Z","view":{"kind":"text","text":"Hi"}}],"policy":{"kind":"never"}}}"#
        )
        #expect(reply.entries.first?.view == .text("Hi"))
        #expect(reply.policy == .never)
    }

    @Test func anErrorIsThrownAsSent() {
        #expect(throws: JSONRPCError(code: .methodNotFound, message: "no such method")) {
            try read(#"{"error":{"code":-32601,"message":"no such method"},"id":3,"jsonrpc":"2.0"}"#)
        }
    }

    @Test func aResultOfTheWrongShapeNamesWhatIsWrong() {
        #expect(
            message(of: #"{"id":3,"jsonrpc":"2.0","result":{"policy":{"kind":"never"}}}"#)
                == "widget-extension sent a reply to widget/timeline that could not be read (result.entries is missing.); is it the same version as sample-app?"
        )
        #expect(
            message(of: #"{"id":3,"jsonrpc":"2.0","error":null}"#)
                == "widget-extension sent a reply to widget/timeline with neither result nor error.")
        #expect(message(of: #"{"id":3,"jsonrpc":"2.0","result":{"entries":[]"#)?.contains("unexpected end") == true)
    }

    /// A good result is not taken when something else in the line is wrong.
    @Test func aGoodResultDoesNotHideWhatElseIsWrong() {
        let result = #"{"entries":[],"policy":{"kind":"never"}}"#
        #expect(throws: JSONRPCError(code: .methodNotFound, message: "no such method")) {
            try read(#"{"id":3,"jsonrpc":"2.0","result":\#(result),"error":{"code":-32601,"message":"no such method"}}"#)
        }
        #expect(message(of: #"{"id":3,"jsonrpc":"2.0","result":\#(result)} trailing"#)?.contains("unexpected text after") == true)
        #expect(message(of: #"{"id":3,"jsonrpc":"2.0","result":\#(result),"extra":[1,}"#) != nil)
    }
}
