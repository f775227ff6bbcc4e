import ExtensionProtocol
import ExtensionTransport
import Foundation
import SeededRandom

/// Seeded mutations of valid requests, for hammering an extension's socket: bytes deleted, doubled
/// and replaced, values of the wrong type, deep nesting, invalid UTF-8, truncation, and now and then
/// a line over the size limit. The same seed gives the same lines, so a failure can be replayed.
public struct RequestFuzzer {
    /// Valid requests for the widget extension, one per method, as the protocol reference shows them.
    public static let widgetRequests = [
        #"{"jsonrpc":"2.0","id":1,"method":"widget/describe"}"#,
        #"{"jsonrpc":"2.0","id":2,"method":"widget/placeholder","params":{"kind":"com.mygame.character-detail","context":{"family":"systemSmall","colorScheme":"light","width":170,"height":170}}}"#,
        #"{"jsonrpc":"2.0","id":3,"method":"widget/snapshot","params":{"kind":"com.mygame.game-status","context":{"family":"systemMedium","colorScheme":"dark","width":364,"height":170},"configuration":{},"isPreview":true}}"#,
        #"{"jsonrpc":"2.0","id":4,"method":"widget/timeline","params":{"kind":"com.mygame.character-detail","context":{"family":"systemLarge","colorScheme":"light","width":364,"height":382},"configuration":{"character":{"identifier":"Spouty","displayString":"Spouty","properties":{"name":"Spouty"}}}}}"#,
        #"{"jsonrpc":"2.0","id":"s","method":"extension/status"}"#,
    ]

    /// Valid requests for the intents extension.
    public static let intentsRequests = [
        #"{"jsonrpc":"2.0","id":1,"method":"intents/describe"}"#,
        #"{"jsonrpc":"2.0","id":2,"method":"intents/options","params":{"intent":"SelectCharacter","parameter":"character","configuration":{}}}"#,
        #"{"jsonrpc":"2.0","id":3,"method":"intents/default","params":{"intent":"SelectCharacter","parameter":"character","configuration":{"character":{"identifier":"Unipony","displayString":"Unipony"}}}}"#,
        #"{"jsonrpc":"2.0","id":"s","method":"extension/status"}"#,
    ]

    /// Every how many lines one is over the size limit of a request.
    public static let oversizeEvery = 500

    private var random: SplitMix64
    private let requests: [[UInt8]]
    private var count = 0

    public init(seed: UInt64, requests: [String]) {
        random = SplitMix64(seed: seed)
        self.requests = requests.map { Array($0.utf8) }
    }

    /// The next line to send, without its newline (a newline inside it makes two lines, which is fine).
    public mutating func next() -> [UInt8] {
        count += 1
        if count % Self.oversizeEvery == 0 {
            return Array(#"{"jsonrpc":"2.0","id":9,"method":"widget/describe","params":{"s":""#.utf8)
                + [UInt8](repeating: UInt8(ascii: "a"), count: ExtensionServer.maximumRequestLength + 1024) + Array(#""}}"#.utf8)
        }
        var line = requests[Int(random.next() % UInt64(requests.count))]
        for _ in 0...(random.next() % 3) { mutate(&line) }
        return line
    }

    private mutating func index(in line: [UInt8]) -> Int { line.isEmpty ? 0 : Int(random.next() % UInt64(line.count)) }

    private mutating func mutate(_ line: inout [UInt8]) {
        switch random.next() % 8 {
        case 0:  // delete a range
            let start = index(in: line)
            line.removeSubrange(start..<min(line.count, start + 1 + Int(random.next() % 8)))
        case 1:  // double a range
            let start = index(in: line)
            line.insert(contentsOf: line[start..<min(line.count, start + 1 + Int(random.next() % 16))], at: start)
        case 2:  // replace bytes with any bytes
            for _ in 0...(random.next() % 4) where !line.isEmpty { line[index(in: line)] = UInt8(truncatingIfNeeded: random.next()) }
        case 3:  // a value of another type after a colon
            let colons = line.indices.filter { line[$0] == UInt8(ascii: ":") }
            guard let colon = colons.isEmpty ? nil : colons[Int(random.next() % UInt64(colons.count))] else { return }
            let end = line[(colon + 1)...].firstIndex { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "}") } ?? line.count
            let values = ["42", "-1e309", "1e400", "true", "null", #""x""#, "[]", "{}", #""\u0000""#, #""\ud800""#, "1.5", "-0", #"[[["#]
            line.replaceSubrange((colon + 1)..<end, with: Array(values[Int(random.next() % UInt64(values.count))].utf8))
        case 4:  // deep nesting where a value goes
            let depth = [100, 255, 257, 5_000, 100_000][Int(random.next() % 5)]
            let open = random.next() % 2 == 0 ? Array("[".utf8) : Array(#"{"a":"#.utf8)
            let close = open.count == 1 ? UInt8(ascii: "]") : UInt8(ascii: "}")
            guard let colon = line.lastIndex(of: UInt8(ascii: ":")) else { return }
            var nested: [UInt8] = []
            for _ in 0..<depth { nested += open }
            nested += Array("1".utf8) + [UInt8](repeating: close, count: depth)
            line.insert(contentsOf: nested + Array(",".utf8), at: colon + 1)
        case 5:  // invalid UTF-8
            let sequences: [[UInt8]] = [[0xFF], [0xC3, 0x28], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xE2, 0x82]]
            line.insert(contentsOf: sequences[Int(random.next() % UInt64(sequences.count))], at: index(in: line))
        case 6:  // cut short
            line.removeSubrange(index(in: line)...)
        default:  // nothing but whitespace, or nothing at all
            line = random.next() % 2 == 0 ? [] : Array("  \t ".utf8)
        }
    }
}

/// A client that sends raw lines to an extension and waits for the reply with a given id, skipping
/// others: a fuzzed line may be answered, answered with an error, or (a notification) not at all.
public final class ProbingClient {
    let path: String
    private var socket: UnixSocket
    private var framer = LineFramer()
    private var pending: [LineFramer.Event] = []
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    /// How many times the server closed the connection and a new one was opened.
    public private(set) var reconnections = 0

    public init(path: String) throws {
        self.path = path
        socket = try UnixSocket.connect(to: path, timeout: 10)
    }

    /// Sends `line`, then a status request with id `probe`, and waits (up to `timeout` seconds) for
    /// the probe's reply. False when none came in time; a closed connection is opened again and the
    /// probe sent again on the new one.
    public func send(_ line: [UInt8], probe: Int, timeout: Double = 10) throws -> Bool {
        let probeLine = Array(#"{"jsonrpc":"2.0","id":"probe-\#(probe)","method":"extension/status"}"#.utf8)
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        do {
            try (line + [0x0A] + probeLine + [0x0A]).withUnsafeBytes { try socket.write($0) }
            if try awaitProbe(probe, by: deadline) { return true }
        } catch let error as SocketError where error.isTimeout {
            return false
        } catch is SocketError {}
        // The server closed this connection: a new one must be served.
        reconnections += 1
        socket = try UnixSocket.connect(to: path, timeout: 10)
        framer = LineFramer()
        pending = []
        try (probeLine + [0x0A]).withUnsafeBytes { try socket.write($0) }
        return try awaitProbe(probe, by: deadline)
    }

    /// True once the probe's reply comes; false when the server closes the connection first.
    private func awaitProbe(_ probe: Int, by deadline: ContinuousClock.Instant) throws -> Bool {
        let marker = Array(#""id":"probe-\#(probe)""#.utf8)
        while true {
            while !pending.isEmpty {
                if case .line(let reply) = pending.removeFirst(), reply.contains(marker) { return true }
            }
            try socket.waitUntilReadable(by: deadline)
            let count = try buffer.withUnsafeMutableBytes { try socket.read(into: $0) }
            if count == 0 { return false }
            pending = framer.feed(buffer[0..<count])
        }
    }
}
