#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import Foundation
import Synchronization

/// A failed socket operation: what was attempted, on which path, and the system's reason.
public struct SocketError: Error, CustomStringConvertible, Equatable {
    public var operation: String
    public var path: String
    public var code: Int32

    public init(operation: String, path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    public var reason: String { String(cString: strerror(code)) }

    public var description: String { "Cannot \(operation) \(path): \(reason)." }

    /// Nobody listens on the socket: the file is missing or stale.
    public var isNobodyListening: Bool { code == ENOENT || code == ECONNREFUSED }
    public var isTimeout: Bool { code == EAGAIN || code == EWOULDBLOCK || code == ETIMEDOUT }
}

/// A Unix-domain stream socket: a thin, blocking wrapper over the system calls.
///
/// Blocking sockets and a thread per connection rather than SwiftNIO: an extension serves one
/// system at a time, and an idle NIO server alone takes more memory (about 23 MB) than an
/// extension's whole budget here (20 MB).
public final class UnixSocket: Sendable {
    /// The descriptor, -1 once closed: atomic, so that any thread may close the socket once.
    private let openDescriptor: Atomic<Int32>
    public let path: String

    init(descriptor: Int32, path: String) {
        self.openDescriptor = Atomic(descriptor)
        self.path = path
    }

    public var descriptor: Int32 { openDescriptor.load(ordering: .acquiring) }

    deinit {
        close()
    }

    /// The longest path `sockaddr_un` holds.
    public static var maximumPathLength: Int { MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1 }

    static func makeAddress(_ path: String) throws -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count <= maximumPathLength else {
            throw SocketError(
                operation: "use socket path (it is \(bytes.count) bytes; the limit is \(maximumPathLength), so choose a shorter --home)",
                path: path, code: ENAMETOOLONG)
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
            buffer[bytes.count] = 0
        }
        return address
    }

    static func makeDescriptor(path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw SocketError(operation: "create a socket for", path: path) }
        return descriptor
    }

    /// Connects to the server listening at `path`.
    public static func connect(to path: String, timeout: Double) throws -> UnixSocket {
        var address = try makeAddress(path)
        let descriptor = try makeDescriptor(path: path)
        let socket = UnixSocket(descriptor: descriptor, path: path)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else { throw SocketError(operation: "connect to", path: path) }
        try socket.setWriteTimeout(timeout)
        return socket
    }

    /// Binds and listens at `path`, readable and writable by this user only. The socket is made under
    /// a temporary name and linked at `path` once it listens, so that a client never finds a socket
    /// file that refuses it because its server has yet to call `listen`. Throws `EEXIST` when a file
    /// is already at `path`: of two servers started at once, one gets the path.
    public static func listen(at path: String) throws -> UnixSocket {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sock"
        // A path near the length limit is bound in place: the temporary name would not fit.
        let bindPath = temporary.utf8.count <= maximumPathLength ? temporary : path
        var address = try makeAddress(bindPath)
        let descriptor = try makeDescriptor(path: path)
        let socket = UnixSocket(descriptor: descriptor, path: path)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { throw SocketError(operation: "bind", path: path) }
        // The sockets' folder is this user's alone; the socket itself is made so too.
        chmod(bindPath, 0o600)
        guard Glibc.listen(descriptor, SOMAXCONN) == 0 else {
            let failure = SocketError(operation: "listen on", path: path)
            unlink(bindPath)
            throw failure
        }
        if bindPath != path {
            let linked = link(bindPath, path)
            let failure = SocketError(operation: "put in place", path: path)
            unlink(bindPath)
            guard linked == 0 else { throw failure }
        }
        return socket
    }

    /// Removes the socket file at `path` if nothing listens on it (left by a killed process); true
    /// when there is none there now. False when something answers on it.
    public static func removeIfStale(at path: String) -> Bool {
        do {
            _ = try connect(to: path, timeout: 1)
            return false
        } catch let error as SocketError where error.isNobodyListening {
            unlink(path)
            return true
        } catch {
            return false
        }
    }

    /// Waits for the next client; nil once the socket has been shut down.
    public func accept() throws -> UnixSocket? {
        while true {
            let client = Glibc.accept(descriptor, nil, nil)
            if client >= 0 {
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                return UnixSocket(descriptor: client, path: path)
            }
            switch errno {
            case EINTR, ECONNABORTED: continue
            case EBADF, EINVAL: return nil
            default: throw SocketError(operation: "accept a client on", path: path)
            }
        }
    }

    /// Sets how long a write may block (a peer that reads nothing) before it fails with a timeout.
    /// Reads wait with `waitUntilReadable(by:)`, so that one deadline bounds a whole message.
    public func setWriteTimeout(_ seconds: Double) throws {
        var interval = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
        guard setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size)) == 0 else {
            throw SocketError(operation: "set a timeout on", path: path)
        }
    }

    /// The user id of the process on the other end.
    public func peerUserID() -> UInt32? {
        peerCredentials()?.uid
    }

    /// The process on the other end, as the kernel knows it (not as the peer says).
    public func peerProcessID() -> Int32? {
        peerCredentials()?.pid
    }

    private func peerCredentials() -> (pid: Int32, uid: UInt32)? {
        // struct ucred { pid_t pid; uid_t uid; gid_t gid; }, which Glibc's module does not export.
        var credentials: (Int32, UInt32, UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout<(Int32, UInt32, UInt32)>.size)
        let peerCredentialsOption: Int32 = 17  // SO_PEERCRED on Linux
        guard getsockopt(descriptor, SOL_SOCKET, peerCredentialsOption, &credentials, &length) == 0 else { return nil }
        return (credentials.0, credentials.1)
    }

    /// Reads what is available, up to `buffer.count` bytes; 0 means the peer closed.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw SocketError(operation: "read from", path: path)
        }
    }

    /// Waits until there is something to read (or the peer has closed), or throws a timeout once `deadline` passes.
    public func waitUntilReadable(by deadline: ContinuousClock.Instant) throws {
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { throw SocketError(operation: "read from", path: path, code: ETIMEDOUT) }
            let (seconds, attoseconds) = remaining.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, milliseconds)
            if ready > 0 { return }
            if ready < 0, errno != EINTR { throw SocketError(operation: "wait for", path: path) }
        }
    }

    /// Writes all of `bytes`.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let count = send(descriptor, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            if count < 0 {
                if errno == EINTR { continue }
                throw SocketError(operation: "write to", path: path)
            }
            offset += count
        }
    }

    public func write(_ data: Data) throws {
        try data.withUnsafeBytes { try write($0) }
    }

    /// Wakes any thread blocked in `accept` or `read` on this socket.
    public func shutdown() {
        _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Closes the socket; closing it again does nothing.
    public func close() {
        let descriptor = openDescriptor.exchange(-1, ordering: .acquiringAndReleasing)
        if descriptor >= 0 { Glibc.close(descriptor) }
    }
}
