import ExtensionProtocol
import Foundation

/// Reads framed lines from a socket, with a reusable buffer.
struct LineReader {
    let socket: UnixSocket
    /// How long to poll for the next bytes before sleeping, in microseconds (see `UnixSocket.read(into:spinning:)`).
    let spin: Double
    var framer: LineFramer
    var pending: [LineFramer.Event] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    init(socket: UnixSocket, spin: Double, maximumLineLength: Int = LineFramer.defaultMaximumLineLength) {
        self.socket = socket
        self.spin = spin
        self.framer = LineFramer(maximumLineLength: maximumLineLength)
    }

    /// The next event, or nil when the peer closed cleanly between lines.
    mutating func next() throws -> LineFramer.Event? {
        while pending.isEmpty {
            let count = try buffer.withUnsafeMutableBytes { try socket.read(into: $0, spinning: spin) }
            if count == 0 {
                try framer.finish()
                return nil
            }
            pending = framer.feed(buffer[0..<count])
        }
        return pending.removeFirst()
    }
}
