import ExtensionProtocol
import ExtensionRuntime
import ExtensionTransport
import Foundation
import Intents

/// Answers `intents/…` requests with an `INExtension` and the intents it supports.
///
/// On iOS an intents extension names its principal class and its supported intents in its
/// Info.plist; here they are the arguments of `IntentsExtensionRouter.main`.
public enum IntentsExtensionRouter {
    /// Serves `principal` over the intents extension's socket until SIGINT or SIGTERM.
    public static func main(principal: @escaping () -> INExtension, supportedIntents: [any INIntentHandlerBridging.Type]) -> Int32 {
        ExtensionProcess.main(role: .intents) { _ in
            make(principal: principal(), supportedIntents: supportedIntents)
        }
    }

    public static func make(principal: INExtension, supportedIntents: [any INIntentHandlerBridging.Type]) -> RequestRouter {
        var router = RequestRouter()
        let byName = Dictionary(supportedIntents.map { ($0._intentName, $0) }, uniquingKeysWith: { first, _ in first })
        let names = supportedIntents.map { $0._intentName }

        func intentType(_ name: String) throws -> any INIntentHandlerBridging.Type {
            guard let type = byName[name] else { throw JSONRPCError.unknownIntent(name, known: names) }
            return type
        }

        let principalName = String(describing: Swift.type(of: principal))
        func handler(for intentClass: any INIntentHandlerBridging.Type, configuration: IntentValues) throws -> (INIntent, Any) {
            let intent = try intentClass.requested(by: configuration)
            guard let handler = principal.handler(for: intent) else {
                throw JSONRPCError(
                    code: .handlerFailed,
                    message: "\(principalName).handler(for:) returned nil for \(intentClass._intentName); return an object that handles it."
                )
            }
            return (intent, handler)
        }

        router.register(IntentsDescribeRequest.self) { _ in
            IntentsDescribeReply(
                intents: supportedIntents.map {
                    IntentDescriptor(
                        name: $0._intentName, dynamicParameters: $0._dynamicParameterNames,
                        definitionFileName: $0._intentDefinitionFileName)
                })
        }
        router.register(IntentOptionsRequest.self) { request in
            let type = try intentType(request.intent)
            guard type._dynamicParameterNames.contains(request.parameter) else {
                throw JSONRPCError.unknownParameter(request.parameter, intent: request.intent, known: type._dynamicParameterNames)
            }
            let (intent, handler) = try handler(for: type, configuration: request.configuration)
            let sections = try type._provideOptions(
                parameter: request.parameter, searchTerm: request.searchTerm, intent: intent, handler: handler)
            return IntentOptionsReply(sections: sections, limit: request.limit)
        }
        router.register(IntentDefaultRequest.self) { request in
            let type = try intentType(request.intent)
            guard type._dynamicParameterNames.contains(request.parameter) else {
                throw JSONRPCError.unknownParameter(request.parameter, intent: request.intent, known: type._dynamicParameterNames)
            }
            let (intent, handler) = try handler(for: type, configuration: request.configuration)
            return IntentDefaultReply(value: try type._defaultValue(parameter: request.parameter, intent: intent, handler: handler))
        }
        return router
    }
}
