import ExtensionProtocol
import Foundation
import WireValues
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import Synchronization
import SystemStore
import WidgetHost
import WidgetRendering

/// `sample-app home serve`: the live home screen, on the loopback address. `GET /` is the page,
/// `POST /api/action` does what the page asks (`PageAction`), and `/live` is a WebSocket on which the page
/// is sent each region that changes. The server watches the system's store (`StoreChanges`) and the clock:
/// an entry's date coming, a reload, the app's write, a stack's new order or an activity's update redraws
/// the page's regions, and only those that changed are sent.
public struct HomeServer: Sendable {
    let live: LiveHome
    let changes: StoreChanges
    let token: String
    let port: Int

    /// The largest action the page may send, in bytes: 1 MB.
    static let largestAction = 1 << 20

    /// How often the page is drawn again while the clock runs; a write to the store wakes it at once
    /// (`StoreChanges.wakes`).
    static let tick = Duration.seconds(1)

    public init(live: LiveHome, changes: StoreChanges, port: Int, token: String = PageAdmission.newToken()) {
        self.live = live
        self.changes = changes
        self.port = port
        self.token = token
    }

    /// Serves until SIGINT or SIGTERM; `ready` is called with the page's address once the port is open.
    public func run(ready: @escaping @Sendable (URL) -> Void) async throws {
        let hub = PageHub()
        let admission = Mutex(PageAdmission(token: token, port: port))
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: AdmissionMiddleware(admission: { admission.withLock { $0 } }))
        let live = self.live
        router.get("/") { _, _ -> Response in
            let regions = try await hub.draw(live)
            let drawing = try await live.run { $0.drawing }
            return Self.response(LivePage.document(regions, drawing: drawing), type: "text/html; charset=utf-8")
        }
        // HEAD / answers as GET / would, without drawing the page.
        router.head("/") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"])
        }
        router.post("/api/action") { request, context -> Response in
            var request = request
            let action: PageAction
            do {
                let body = try await request.collectBody(upTo: Self.largestAction)
                action = try JSONDecoder().decode(PageAction.self, from: Data(buffer: body))
            } catch is NIOTooManyBytesError {
                return Self.refusal(
                    .contentTooLarge, "The page's action is larger than the 1 MB the server takes; send a smaller one.")
            } catch {
                return Self.refusal(.badRequest, "The page sent an action the server does not know; load the page again.")
            }
            do {
                let reply = try await live.run { try $0.perform(action) }
                if case .look = action {
                    await hub.reloadPages()
                } else {
                    _ = try await hub.draw(live)
                }
                return Self.response(String(decoding: try JSONEncoder().encode(reply), as: UTF8.self), type: "application/json")
            } catch {
                // The refusal is the system's sentence; the page shows it, and the page stays as it was.
                _ = try? await hub.draw(live)
                return Self.refusal(.unprocessableContent, ErrorSentence.of(error))
            }
        }
        router.ws("/live") { inbound, outbound, _ in
            let id = await hub.join(outbound)
            defer { Task { await hub.leave(id) } }
            // The page sends nothing that matters; reading keeps the socket open until it closes.
            for try await _ in inbound {}
        }
        let webSocketResponder = router.buildResponder()
        let app = Application(
            router: router,
            server: HTTPServerBuilder { responder in
                PageChannel(
                    inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder, configuration: .init()),
                    admission: { admission.withLock { $0 } })
            },
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                admission.withLock { $0 = PageAdmission(token: $0.token, port: port) }
                ready(URL(string: "http://127.0.0.1:\(port)/?token=\(token)")!)
            },
            logger: Self.quietLogger)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.runService() }
            group.addTask { await watch(hub) }
            // The server ends (Ctrl-C); the watch ends with it.
            try await group.next()
            group.cancelAll()
        }
    }

    /// Redraws the page when the store changes, and every second while the clock runs.
    func watch(_ hub: PageHub) async {
        var seen = try? changes.version()
        var lastDrawn = ContinuousClock.now
        var clockRuns = true
        var told = false
        for await _ in changes.wakes(tick: Self.tick) {
            let version = (try? changes.version()) ?? seen
            let secondPassed = lastDrawn.duration(to: .now) >= Self.tick
            guard version != seen || (clockRuns && secondPassed), await hub.hasPages else {
                seen = version
                continue
            }
            seen = version
            if secondPassed { lastDrawn = .now }
            do {
                clockRuns = try await live.run { secondPassed ? try $0.advanceClock() : try $0.clockRuns() }
                _ = try await hub.draw(live)
                told = false
            } catch {
                // Said once, until the page can be drawn again.
                if !told { FileHandle.standardError.write(Data((TerminalText.escaped("warning: \(ErrorSentence.of(error))") + "\n").utf8)) }
                told = true
            }
        }
    }

    static func response(_ text: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-store"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static func refusal(_ status: HTTPResponse.Status, _ sentence: String) -> Response {
        let body = (try? JSONEncoder().encode(["error": sentence])).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    /// Hummingbird's own log, warnings and worse only: the command prints its one line.
    static var quietLogger: Logger {
        var logger = Logger(label: "home-serve")
        logger.logLevel = .warning
        return logger
    }
}

/// Every request passes `PageAdmission` first: 403 and one sentence otherwise.
struct AdmissionMiddleware<Context: RequestContext>: RouterMiddleware {
    let admission: @Sendable () -> PageAdmission

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let refusal = admission().refusal(
            token: request.uri.queryParameters.get("token"), host: request.head.authority,
            origin: request.headers[.origin])
        if let refusal {
            // The connection ends with the refusal: nothing more is read from a client not let in.
            return Response(
                status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8", .connection: "close"],
                body: .init(byteBuffer: ByteBuffer(string: refusal + "\n")))
        }
        return try await next(request, context)
    }
}

/// The pages open on the server, and what they show: each drawing of the home is compared with the last,
/// and what changed is sent to every page.
actor PageHub {
    private var pages: [Int: WebSocketOutboundWriter] = [:]
    private var nextID = 0
    private var shown: HTMLHomeScreen.Regions?
    private var heading = ""
    /// The device, how it is held and the appearance the last drawing was made for: the page's style and
    /// bar are made for them, so another (set by a command in another terminal) loads the pages again.
    private var look: DrawingContext.Look?

    /// Drawings are numbered as they are made, so that one made earlier is never sent after a later one.
    private var drawn = 0
    private var sent = 0

    var hasPages: Bool { !pages.isEmpty }

    /// Draws the home now and sends what changed; returns the drawing.
    func draw(_ live: LiveHome) async throws -> HTMLHomeScreen.Regions {
        drawn += 1
        let number = drawn
        let (regions, heading, look) = try await live.run { (try $0.regions(), $0.deviceName, $0.drawing.look) }
        guard number > sent else { return regions }
        sent = number
        if let last = self.look, last != look {
            await reloadPages()
            self.look = look
            return regions
        }
        self.look = look
        let update = LivePage.update(from: shown, to: regions, heading: heading)
        shown = regions
        self.heading = heading
        if let update { await send(update) }
        return regions
    }

    /// Every page loads itself again (another device, light or dark).
    func reloadPages() async {
        shown = nil
        look = nil
        await send(PageUpdate(reload: true))
    }

    func join(_ page: WebSocketOutboundWriter) async -> Int {
        nextID += 1
        pages[nextID] = page
        // What the page loaded may be older than the last drawing: it is sent whole.
        if let shown { try? await page.write(.text(Self.json(PageUpdate(main: shown.body(heading: heading, tabbed: true))))) }
        return nextID
    }

    func leave(_ id: Int) { pages[id] = nil }

    private func send(_ update: PageUpdate) async {
        let text = Self.json(update)
        for (id, page) in pages {
            do { try await page.write(.text(text)) } catch { pages[id] = nil }
        }
    }

    static func json(_ update: PageUpdate) -> String {
        (try? JSONEncoder().encode(update)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
