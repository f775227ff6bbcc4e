import ExtensionTransport
import ExtensionProtocol
import Intents

extension INIntent {
    /// The intent a request's configuration gives; one that does not fit the intent's parameters is
    /// refused as the protocol says, with `invalidConfiguration` (-32004).
    package static func requested(by configuration: IntentValues) throws(JSONRPCError) -> Self {
        do {
            return try _make(checking: configuration)
        } catch {
            throw JSONRPCError(code: .invalidConfiguration, message: error.description)
        }
    }
}
