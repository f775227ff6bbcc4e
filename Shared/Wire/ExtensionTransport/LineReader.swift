import ExtensionProtocol
import Foundation

/// Reads framed lines from a socket, each by a deadline, with a reusable buffer.
struct LineReader {
    let socket: UnixSocket
    var framer: LineFramer
    var pending: [LineFramer.Event] = []
    /// Left uninitialised: the kernel writes what it reads, and a small request touches one page of it.
    var buffer = [UInt8](unsafeUninitializedCapacity: 64 * 1024) { _, count in count = 64 * 1024 }

    init(socket: UnixSocket, maximumLineLength: Int = LineFramer.defaultMaximumLineLength) {
        self.socket = socket
        self.framer = LineFramer(maximumLineLength: maximumLineLength)
    }

    /// The next event, or nil when the peer closed cleanly between lines. Throws a timeout when the
    /// line is not whole by `deadline`, however the bytes trickle in.
    mutating func next(by deadline: ContinuousClock.Instant) throws -> LineFramer.Event? {
        while pending.isEmpty {
            try socket.waitUntilReadable(by: deadline)
            let count = try buffer.withUnsafeMutableBytes { try socket.read(into: $0) }
            if count == 0 {
                try framer.finish()
                return nil
            }
            pending = framer.feed(buffer[0..<count])
        }
        return pending.removeFirst()
    }
}
