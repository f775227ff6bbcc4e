import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// The server's connections: Hummingbird's HTTP/1 with a WebSocket upgrade, with the page's admission
/// checked before an upgrade is considered.
///
/// Hummingbird's upgrade channel answers every upgrade it declines with `400` and no body, and keeps no
/// hook to answer otherwise; a refused WebSocket must get the same `403` and sentence as a refused page
/// (`PageAdmission`). So this channel sets Hummingbird's up, then puts `UpgradeAdmission` between the
/// request decoder and the upgrade handler, where it answers a refused upgrade itself.
struct PageChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let inner: HTTP1WebSocketUpgradeChannel
    let admission: @Sendable () -> PageAdmission

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(UpgradeAdmission(admission: admission), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

/// Lets through an upgrade request that `PageAdmission` admits (and leaves the pipeline, which the upgrade
/// then makes a WebSocket's); answers one it refuses with 403 and the sentence, and closes the connection.
/// Other requests pass: the router's `AdmissionMiddleware` judges them.
final class UpgradeAdmission: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    let admission: @Sendable () -> PageAdmission
    /// True once a refused request is answered: what else it sends is dropped.
    private var refused = false

    init(admission: @escaping @Sendable () -> PageAdmission) {
        self.admission = admission
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        guard case .head(let head) = unwrapInboundIn(data), Self.asksToUpgrade(head) else {
            return context.fireChannelRead(data)
        }
        let refusal = admission().refusal(
            token: URI(head.uri).queryParameters.get("token"), host: head.headers.first(name: "host"),
            origin: head.headers.first(name: "origin"))
        guard let sentence = refusal else {
            context.fireChannelRead(data)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
            return
        }
        refused = true
        let body = context.channel.allocator.buffer(string: sentence + "\n")
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
        headers.add(name: "Content-Length", value: String(body.readableBytes))
        headers.add(name: "Connection", value: "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .forbidden, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        // The context belongs to its event loop, where the write completes: bound to it, it may be captured.
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in bound.value.close(promise: nil) }
    }

    /// A request for a WebSocket: `Upgrade: websocket`, as the upgrade handler reads it.
    static func asksToUpgrade(_ head: HTTPRequestHead) -> Bool {
        head.headers[canonicalForm: "upgrade"].contains { $0.lowercased() == "websocket" }
    }
}
