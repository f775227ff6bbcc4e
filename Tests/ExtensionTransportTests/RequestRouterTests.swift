import ExtensionProtocol
import ExtensionTransport
import Foundation
import Testing

@Suite struct RequestRouterTests {
    func makeRouter() -> RequestRouter {
        let router = RequestRouter()
        router.register(IntentsDescribeRequest.self) { _ in
            IntentsDescribeReply(intents: [IntentDescriptor(name: "SelectCharacter", dynamicParameters: ["character"], definitionFileName: "x")])
        }
        router.register(IntentDefaultRequest.self) { request in
            guard request.intent == "SelectCharacter" else { throw JSONRPCError.unknownIntent(request.intent, known: ["SelectCharacter"]) }
            return IntentDefaultReply(value: .string("Power Panda"))
        }
        return router
    }

    func errorCode(_ reply: Data?) throws -> Int? {
        let object = try JSONSerialization.jsonObject(with: try #require(reply)) as? [String: Any]
        return (object?["error"] as? [String: Any])?["code"] as? Int
    }

    @Test(arguments: [
        ("not json at all", -32700),
        ("[1,2]", -32600),
        (#"{"id":1,"method":"intents/describe"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1e300,"method":"intents/describe"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1e400,"method":"intents/describe"}"#, -32700),
        (#"{"jsonrpc":"2.0","id":[1],"method":"intents/describe"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":"intents/nope"}"#, -32601),
        (#"{"jsonrpc":"2.0","id":1,"method":"intents/default","params":{"intent":3}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"intents/default","params":{"intent":"Other","parameter":"p","configuration":{}}}"#, -32002),
    ])
    func badMessagesGetTheirErrorCode(line: String, code: Int) throws {
        #expect(try errorCode(makeRouter().reply(to: line)) == code)
    }

    @Test func aGoodRequestAfterBadOnesSucceeds() throws {
        let router = makeRouter()
        _ = router.reply(to: "garbage")
        let reply = try #require(router.reply(to: #"{"jsonrpc":"2.0","id":"a","method":"intents/describe"}"#))
        let text = String(decoding: reply, as: UTF8.self)
        #expect(text.contains(#""id":"a""#))
        #expect(text.contains("SelectCharacter"))
        #expect(!text.contains("error"))
    }

    @Test func notificationsGetNoReply() {
        #expect(makeRouter().reply(to: #"{"jsonrpc":"2.0","method":"intents/describe"}"#) == nil)
    }

    @Test func aLocalConnectionCarriesTypedRequests() throws {
        let connection = LocalConnection(router: makeRouter())
        #expect(try connection.send(IntentDefaultRequest(intent: "SelectCharacter", parameter: "character")).value == .string("Power Panda"))
        #expect(throws: JSONRPCError.self) { try connection.send(IntentDefaultRequest(intent: "Nope", parameter: "p")) }
    }
}
