import Foundation

/// Splits a byte stream into lines of UTF-8, one JSON message each.
///
/// A small state machine: feed it bytes as they arrive, take the events it returns.
/// A line longer than `maximumLineLength` is reported once and skipped up to its newline,
/// so one bad message never desynchronises the stream.
public struct LineFramer: Sendable {
    public enum Event: Equatable, Sendable {
        /// A complete line of valid UTF-8, without its `\n` (and without a `\r` before it).
        case line([UInt8])
        /// A line that is not valid UTF-8; it was skipped.
        case invalidUTF8
        /// A line longer than the limit; it was skipped.
        case oversize(length: Int)
    }

    /// Why the stream ended badly.
    public enum FramingError: Error, Equatable, CustomStringConvertible {
        /// The peer hung up in the middle of a line.
        case truncated(bytes: Int)

        public var description: String {
            switch self {
            case .truncated(let bytes): "the peer closed the connection in the middle of a line (\(bytes) bytes unread)"
            }
        }
    }

    enum State: Sendable {
        case reading
        case skipping(length: Int)
    }

    public let maximumLineLength: Int
    private var buffer: [UInt8] = []
    private var state: State = .reading

    /// 16 MiB: room for a timeline of several days by the minute (a day of the game's views is about
    /// 1.7 MB), small enough to bound what a bad peer can make a process hold.
    public static let defaultMaximumLineLength = 16 << 20

    public init(maximumLineLength: Int = LineFramer.defaultMaximumLineLength) {
        self.maximumLineLength = maximumLineLength
    }

    /// Takes more bytes and returns the events they complete.
    ///
    /// Bytes come as a slice rather than any collection: a generic method is not specialised in the
    /// modules that call it, and searching a day-long timeline for its newline through a generic
    /// collection took longer than reading it.
    public mutating func feed(_ bytes: ArraySlice<UInt8>) -> [Event] {
        var events: [Event] = []
        var rest = bytes
        while !rest.isEmpty {
            let newline = rest.firstIndex(of: UInt8(ascii: "\n"))
            let chunk = rest[..<(newline ?? rest.endIndex)]
            switch state {
            case .reading:
                if buffer.count + chunk.count > maximumLineLength {
                    state = .skipping(length: buffer.count + chunk.count)
                    buffer.removeAll(keepingCapacity: false)
                } else {
                    buffer.append(contentsOf: chunk)
                }
            case .skipping(let length):
                state = .skipping(length: length + chunk.count)
            }
            guard let newline else { break }
            switch state {
            case .reading:
                events.append(finishLine())
            case .skipping(let length):
                events.append(.oversize(length: length))
                state = .reading
            }
            rest = rest[rest.index(after: newline)...]
        }
        return events
    }

    /// Called when the peer closes: throws if it left half a line behind.
    public func finish() throws {
        switch state {
        case .reading where buffer.isEmpty: return
        case .reading: throw FramingError.truncated(bytes: buffer.count)
        case .skipping(let length): throw FramingError.truncated(bytes: length)
        }
    }

    private mutating func finishLine() -> Event {
        // The room of a long line goes back, so that one long message does not hold it for the connection's life.
        defer { buffer.removeAll(keepingCapacity: buffer.capacity <= 64 << 10) }
        var line = buffer[...]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        guard String(validating: line, as: UTF8.self) != nil else { return .invalidUTF8 }
        return .line(Array(line))
    }
}
