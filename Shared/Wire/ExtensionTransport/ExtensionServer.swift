#if canImport(Glibc)
    import Glibc
#endif
import ExtensionProtocol
import Foundation
import Synchronization

/// Serves a `RequestRouter` on a Unix-domain socket, a thread per client.
///
/// It replaces a stale socket file left by a killed process, refuses to start when another
/// server answers on the path, refuses peers of other users, keeps serving after any bad
/// message, and removes its socket when it stops.
///
/// Unchecked because of the router, whose handlers are the extension's code, run by every client's
/// thread: the router itself is not changed after `init`, and the server's own state is in `state`.
public final class ExtensionServer: @unchecked Sendable {
    public let socketPath: String
    private let router: RequestRouter
    let log: @Sendable (String) -> Void
    private let state = Mutex(State())

    private struct State {
        var listener: UnixSocket?
        /// The inode of the socket file this server bound, so that it never removes another server's.
        var socketInode: ino_t?
        var stopped = false
        var requestsInFlight = 0
        /// Monotonic: the wall clock shows each request's device time while it runs.
        var lastActivity = ContinuousClock.now
        var served = 0
        /// Clients being served now, each on a thread of its own.
        var connections = 0
        /// Clients refused for want of a place, since the start.
        var refusals = 0
    }

    /// How many clients it serves at once; the next is told so and let go. A thread each, so this
    /// bounds the threads and memory a crowd of idle clients can take.
    public let maximumConnections: Int
    /// How long a connected client may stay silent, or take to send a request, before it is let go.
    public let clientIdleTimeout: Double

    /// 64 KiB: a request is a few hundred bytes (a configuration is small), and a line is held whole
    /// until its newline, so this bounds what each of the connections can make the extension hold.
    /// Replies, which carry timelines, may be longer (`LineFramer.defaultMaximumLineLength`).
    public static let maximumRequestLength = 64 << 10

    /// A server of `router` on `socketPath`; with `status`, it also answers `extension/status`, giving
    /// `status` the number of requests answered so far.
    public init(
        socketPath: String, router: RequestRouter, log: @escaping @Sendable (String) -> Void,
        maximumConnections: Int = 64, clientIdleTimeout: Double = 120,
        status: ((_ requestsServed: Int) -> ExtensionStatus)? = nil
    ) {
        self.socketPath = socketPath
        self.log = log
        self.maximumConnections = maximumConnections
        self.clientIdleTimeout = clientIdleTimeout
        var router = router
        if let status {
            // The count is read when the request comes, through the server made by then.
            weak var server: ExtensionServer?
            router.register(ExtensionStatusRequest.self) { _ in status(server?.requestsServed ?? 0) }
            self.router = router
            server = self
        } else {
            self.router = router
        }
    }

    /// The methods served.
    public var methods: [ExtensionMethod] { router.methods }

    /// How many requests have been answered.
    public var requestsServed: Int { state.withLock { $0.served } }

    /// Binds the socket, replacing a stale file; throws when another server answers there.
    public func bind() throws {
        var found = stat()
        if lstat(socketPath, &found) == 0, found.st_mode & S_IFMT != S_IFSOCK {
            throw ServerError.notASocket(path: socketPath, isFolder: found.st_mode & S_IFMT == S_IFDIR)
        }
        if FileManager.default.fileExists(atPath: socketPath) {
            guard UnixSocket.removeIfStale(at: socketPath) else { throw ServerError.alreadyServing(path: socketPath) }
            log("replaced stale socket \(socketPath)")
        }
        let socket: UnixSocket
        do {
            socket = try UnixSocket.listen(at: socketPath)
        } catch let error as SocketError where error.code == EEXIST {
            throw ServerError.alreadyServing(path: socketPath)
        }
        var information = stat()
        let inode = stat(socketPath, &information) == 0 ? information.st_ino : nil
        state.withLock {
            $0.listener = socket
            $0.socketInode = inode
        }
    }

    /// Accepts clients until `stop()`; returns then.
    public func run() {
        guard let listener = state.withLock({ $0.listener }) else { return }
        while true {
            let client: UnixSocket?
            do {
                client = try listener.accept()
            } catch {
                if state.withLock({ $0.stopped }) { break }
                // Out of descriptors or memory: say so, and give the system a moment rather than spin.
                log("\(error); retrying in 50 ms")
                usleep(50_000)
                continue
            }
            guard let client else { break }
            if state.withLock({ $0.stopped }) { break }
            let peer = client.peerUserID()
            guard peer == getuid() else {
                log("refused a client of user \(peer.map(String.init) ?? "unknown")")
                tell(
                    client,
                    JSONRPCError(
                        code: .invalidRequest,
                        message:
                            "\((socketPath as NSString).lastPathComponent) serves user \(getuid()) only, and you are \(peer.map { "user \($0)" } ?? "a user the kernel does not name"); start your own extension in a home of your own."
                    ))
                client.close()
                continue
            }
            // A client that reads nothing cannot hold a thread for ever either.
            try? client.setWriteTimeout(clientIdleTimeout)
            let admitted = state.withLock { state in
                guard state.connections < maximumConnections else { return false }
                state.connections += 1
                return true
            }
            guard admitted else {
                refuseBusy(client)
                continue
            }
            let thread = Thread { [self] in
                serve(client)
                client.close()
                state.withLock { $0.connections -= 1 }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// Stops accepting, wakes `run()`, and removes the socket file.
    public func stop() {
        let bound: (socket: UnixSocket, inode: ino_t?)? = state.withLock { state in
            defer { state.stopped = true }
            guard !state.stopped, let listener = state.listener else { return nil }
            return (listener, state.socketInode)
        }
        guard let (socket, inode) = bound else { return }
        var information = stat()
        if stat(socketPath, &information) == 0, information.st_ino == inode {
            unlink(socketPath)
        }
        socket.shutdown()
    }

    /// Seconds since the last request was answered, or zero while one is being handled.
    public var idleSeconds: Double {
        state.withLock { state in
            guard state.requestsInFlight == 0 else { return 0 }
            let idle = state.lastActivity.duration(to: .now)
            return Double(idle.components.seconds) + Double(idle.components.attoseconds) / 1e18
        }
    }

    /// Writes `error` to a client let go before any request, as the one line it will read (id null).
    func tell(_ client: UnixSocket, _ error: JSONRPCError) {
        try? client.setWriteTimeout(1)
        try? (RequestRouter.encode(JSONRPCResponse<EmptyResult>(id: nil, error: error)) + [UInt8(ascii: "\n")]).withUnsafeBytes {
            try client.write($0)
        }
    }

    /// Tells a client over the limit why it is let go, in the one line it will read.
    func refuseBusy(_ client: UnixSocket) {
        let error = JSONRPCError(
            code: .busy,
            message:
                "\((socketPath as NSString).lastPathComponent) already serves \(maximumConnections) connections, as many as it takes at once; close one and try again."
        )
        tell(client, error)
        // Said at the first refusal, the tenth, the hundredth…: a crowd does not fill the log.
        let refusals = state.withLock { state in
            state.refusals += 1
            return state.refusals
        }
        var power = 1
        while power < refusals { power *= 10 }
        if power == refusals {
            log("refused a client: \(maximumConnections) connections already (\(refusals) refused so far)")
        }
        client.close()
    }

    func serve(_ client: UnixSocket) {
        var reader = LineReader(socket: client, maximumLineLength: Self.maximumRequestLength)
        while true {
            let event: LineFramer.Event?
            do {
                // A client that goes quiet for this long, or trickles a request for as long, is let go.
                event = try reader.next(by: .now + .seconds(clientIdleTimeout))
            } catch let error as SocketError where error.isTimeout {
                log("let go of a client silent for \(ExtensionUnavailable.format(clientIdleTimeout)) s")
                return
            } catch {
                log("a client left mid-message: \(error)")
                return
            }
            guard let event else { return }
            // Blank lines (a reader pressing return in socat) are skipped; bytes, not Unicode, are checked.
            if case .line(let line) = event, line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            state.withLock { $0.requestsInFlight += 1 }
            let reply: [UInt8]?
            switch event {
            case .line(let line): reply = router.reply(to: line)
            default: reply = RequestRouter.reply(toRejected: event, limit: Self.maximumRequestLength)
            }
            state.withLock {
                $0.requestsInFlight -= 1
                $0.served += 1
                $0.lastActivity = .now
            }
            guard let reply else { continue }
            do {
                try (reply + [UInt8(ascii: "\n")]).withUnsafeBytes { try client.write($0) }
            } catch {
                log("a client left before its reply: \(error)")
                return
            }
            if reply.count >= Self.largeReply { Self.returnFreedMemory() }
        }
    }

    /// A reply this long (a day's timeline is 2 MB) leaves megabytes freed behind it.
    static let largeReply = 256 * 1024

    /// Gives the pages freed since back to the kernel. iOS counts an extension's footprint, the pages it
    /// has written, against its limit (docs/system.md); glibc keeps the pages a thread freed in its own
    /// arena, still counted, until asked to trim them, and no setting trims a thread's arena as it frees.
    static func returnFreedMemory() {
        _ = trimMemory?(0)
    }

    /// glibc's `malloc_trim`, found by name: `malloc.h` is not part of Swift's Glibc module.
    private static let trimMemory: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
            guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
            return nil
        #endif
    }()

    public enum ServerError: Error, CustomStringConvertible {
        case alreadyServing(path: String)
        /// Something other than a socket is where the socket goes.
        case notASocket(path: String, isFolder: Bool)

        public var description: String {
            switch self {
            case .notASocket(let path, let isFolder):
                "\(path) is a \(isFolder ? "folder" : "file"), not a socket, where the extension's socket goes; remove it (\(isFolder ? "rmdir" : "rm") \(path)) and try again."
            case .alreadyServing(let path):
                "Another process already serves on \(path); stop it first (sample-app extensions stop) or use another --home."
            }
        }
    }
}
