#if canImport(Glibc)
import Glibc
#endif
import ExtensionProtocol
import ExtensionTransport
import Foundation
import GameWidgets
import Intents
import WidgetKit

/// `make bench`: round trips, memory and start-up of the real extension processes, each
/// figure printed as `name: value unit`, with a plain-socket baseline measured in the same run.
@main
enum SuiteBench {
    static let roundTrips = 3000
    static let warmUp = 300
    static let rounds = 20

    static func main() throws {
        let arguments = CommandLine.arguments
        if arguments.count == 4, arguments[1] == "--echo-server" {
            try EchoServer.serve(at: arguments[2], parsing: arguments[3] == "parse")
            return
        }
        if arguments.count == 4, arguments[1] == "--repeat", let count = Int(arguments[3]) {
            try repeatWork(arguments[2], count: count)
            return
        }
        signal(SIGPIPE, SIG_IGN)
        let directory = URL(fileURLWithPath: String(cString: mkdtemp(strdup("/tmp/cw-bench-XXXXXX"))))
        defer { try? FileManager.default.removeItem(at: directory) }
        let buildDirectory = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent()
        setenv("SAMPLES_HOME", directory.path, 1)

        // Start-up: from spawning each extension to its first reply.
        let widget = try Spawned(buildDirectory.appendingPathComponent("widget-extension").path, ["--home", directory.path])
        let widgetSocket = directory.appendingPathComponent("Sockets/widget-extension.sock").path
        let widgetFirstReply = try firstReply(at: widgetSocket, since: widget.startedAt)
        let intents = try Spawned(buildDirectory.appendingPathComponent("intents-extension").path, ["--home", directory.path])
        let intentsSocket = directory.appendingPathComponent("Sockets/intents-extension.sock").path
        let intentsFirstReply = try firstReply(at: intentsSocket, since: intents.startedAt)
        defer {
            widget.stop()
            intents.stop()
        }

        // The timeline round trip, through the same client the system uses.
        let connection = SocketConnection(peerName: "widget-extension", socket: try UnixSocket.connect(to: widgetSocket, timeout: 10),
                                          timeout: 10, trace: nil)
        let request = timelineRequest
        for _ in 0..<warmUp { _ = try connection.send(request) }
        let replySize = try WireCoding.makeEncoder().encode(JSONRPCResponse(id: .number(1), result: try connection.send(request))).count

        // The same request answered in this process, without sockets: the work of both sides.
        let local = LocalConnection(router: WidgetExtensionRouter.make(definitions: GameWidgets._definitions))
        for _ in 0..<warmUp { _ = try local.send(request) }
        var inProcess: [Double] = []
        for _ in 0..<roundTrips {
            let start = monotonicMicroseconds()
            _ = try local.send(request)
            inProcess.append(monotonicMicroseconds() - start)
        }

        // Where that time goes: the extension's side alone, and the system's reading of the reply alone.
        let router = WidgetExtensionRouter.make(definitions: GameWidgets._definitions)
        let requestLine = String(decoding: try SocketConnection.requestLine(request, id: 1).dropLast(), as: UTF8.self)
        let replyBytes = Array(router.reply(to: requestLine) ?? Data())
        let serverWork = sample { _ = router.reply(to: requestLine) }
        let clientWork = try sample { _ = try SocketConnection.result(ofReply: replyBytes, to: WidgetTimelineRequest.self, peer: "bench") }

        // The intents extension's options, for its memory after serving.
        let intentsConnection = SocketConnection(peerName: "intents-extension", socket: try UnixSocket.connect(to: intentsSocket, timeout: 10),
                                                 timeout: 10, trace: nil)
        var options: [Double] = []
        for _ in 0..<roundTrips {
            let start = monotonicMicroseconds()
            _ = try intentsConnection.send(IntentOptionsRequest(intent: "SelectCharacter", parameter: "character"))
            options.append(monotonicMicroseconds() - start)
        }

        // The baseline: a plain blocking-socket JSON echo in another process, with a payload the size of the timeline reply.
        let echoSocket = directory.appendingPathComponent("echo.sock").path
        let echo = try Spawned(CommandLine.arguments[0], ["--echo-server", echoSocket, "parse"])
        let rawSocket = directory.appendingPathComponent("raw.sock").path
        let raw = try Spawned(CommandLine.arguments[0], ["--echo-server", rawSocket, "raw"])
        defer {
            echo.stop()
            raw.stop()
        }
        _ = try firstReply(at: echoSocket, since: echo.startedAt, probe: Data("{}\n".utf8))
        _ = try firstReply(at: rawSocket, since: raw.startedAt, probe: Data("{}\n".utf8))
        let echoClient = try EchoServer.Client(at: echoSocket, payloadSize: replySize)
        let rawClient = try EchoServer.Client(at: rawSocket, payloadSize: replySize)
        for _ in 0..<warmUp {
            try echoClient.roundTrip()
            try rawClient.roundTrip()
        }

        // Timeline and baseline alternate in short rounds, so that both see the same machine:
        // on a shared virtual machine the speed of a core drifts from one second to the next.
        // Each round runs twice, once per placement (see `Placement`), with every thread pinned.
        let cores = Placement.usableCores()
        var timeline: [Placement: [Double]] = [:]
        var baseline: [Placement: [Double]] = [:]
        var floor: [Placement: [Double]] = [:]
        var timelineClientCPU = 0.0
        var timelineServerCPU = 0.0
        var baselineServerCPU = 0.0
        let placements = cores.count > 1 ? Placement.allCases : [.sameCore]
        for _ in 0..<rounds {
            for placement in placements {
                placement.pin(clientOn: cores, servers: [widget.pid, echo.pid, raw.pid])
                for _ in 0..<roundTrips / rounds {
                    let start = monotonicMicroseconds()
                    try rawClient.roundTrip()
                    floor[placement, default: []].append(monotonicMicroseconds() - start)
                }
                let cpuBefore = threadCPUMicroseconds()
                let widgetCPUBefore = widget.cpuMicroseconds()
                for _ in 0..<roundTrips / rounds {
                    let start = monotonicMicroseconds()
                    _ = try connection.send(request)
                    timeline[placement, default: []].append(monotonicMicroseconds() - start)
                }
                if placement == .crossCore || placements.count == 1 {
                    timelineClientCPU += threadCPUMicroseconds() - cpuBefore
                    timelineServerCPU += widget.cpuMicroseconds() - widgetCPUBefore
                }
                let echoCPUBefore = echo.cpuMicroseconds()
                for _ in 0..<roundTrips / rounds {
                    let start = monotonicMicroseconds()
                    try echoClient.roundTrip()
                    baseline[placement, default: []].append(monotonicMicroseconds() - start)
                }
                if placement == .crossCore || placements.count == 1 {
                    baselineServerCPU += echo.cpuMicroseconds() - echoCPUBefore
                }
            }
        }
        Placement.unpin(clientOn: cores, servers: [widget.pid, echo.pid, raw.pid])

        // The headline figures are those of the guide's condition: the two ends on different cores.
        let headline = placements[0]
        let measured = Double(roundTrips / rounds * rounds)
        let timelineP50 = percentile(timeline[headline]!, 50)
        let baselineP50 = percentile(baseline[headline]!, 50)
        print("timeline_roundtrip_p50: \(format(timelineP50)) us")
        print("timeline_roundtrip_p99: \(format(percentile(timeline[headline]!, 99))) us")
        print("baseline_roundtrip_p50: \(format(baselineP50)) us")
        print("baseline_roundtrip_p99: \(format(percentile(baseline[headline]!, 99))) us")
        print("roundtrip_ratio: \(String(format: "%.2f", timelineP50 / baselineP50))")
        if let sameCoreTimeline = timeline[.sameCore], let sameCoreBaseline = baseline[.sameCore], headline != .sameCore {
            let timelineP50 = percentile(sameCoreTimeline, 50)
            let baselineP50 = percentile(sameCoreBaseline, 50)
            print("timeline_same_core_p50: \(format(timelineP50)) us")
            print("baseline_same_core_p50: \(format(baselineP50)) us")
            print("roundtrip_ratio_same_core: \(String(format: "%.2f", timelineP50 / baselineP50))")
            print("transport_floor_same_core_p50: \(format(percentile(floor[.sameCore]!, 50))) us")
        }
        print("timeline_client_cpu: \(format(timelineClientCPU / measured)) us")
        print("timeline_server_cpu: \(format(timelineServerCPU / measured)) us")
        print("baseline_server_cpu: \(format(baselineServerCPU / measured)) us")
        print("timeline_in_process_p50: \(format(percentile(inProcess, 50))) us")
        print("timeline_extension_work_p50: \(format(percentile(serverWork, 50))) us")
        print("timeline_reply_reading_p50: \(format(percentile(clientWork, 50))) us")
        print("transport_floor_roundtrip_p50: \(format(percentile(floor[headline]!, 50))) us")
        print("intents_options_roundtrip_p50: \(format(percentile(options, 50))) us")
        print("timeline_reply_size: \(replySize) bytes")
        print("widget_extension_peak_rss: \(String(format: "%.1f", widget.peakResidentMegabytes())) MB")
        print("intents_extension_peak_rss: \(String(format: "%.1f", intents.peakResidentMegabytes())) MB")
        print("extension_first_reply: \(String(format: "%.1f", widgetFirstReply)) ms")
        print("intents_extension_first_reply: \(String(format: "%.1f", intentsFirstReply)) ms")
    }

    /// `SuiteBench --repeat extension|reading COUNT`: one half of a timeline round trip, `count` times
    /// and nothing else, for a profiler (`perf record`, `valgrind --tool=callgrind`) to look at.
    static func repeatWork(_ half: String, count: Int) throws {
        let directory = URL(fileURLWithPath: String(cString: mkdtemp(strdup("/tmp/cw-bench-XXXXXX"))))
        defer { try? FileManager.default.removeItem(at: directory) }
        setenv("SAMPLES_HOME", directory.path, 1)
        let router = WidgetExtensionRouter.make(definitions: GameWidgets._definitions)
        let requestLine = String(decoding: try SocketConnection.requestLine(timelineRequest, id: 1).dropLast(), as: UTF8.self)
        let replyBytes = Array(router.reply(to: requestLine) ?? Data())
        switch half {
        case "extension":
            for _ in 0..<count { _ = router.reply(to: requestLine) }
        case "reading":
            for _ in 0..<count { _ = try SocketConnection.result(ofReply: replyBytes, to: WidgetTimelineRequest.self, peer: "bench") }
        default:
            print("SuiteBench --repeat takes extension or reading, not \(half).")
            exit(2)
        }
    }

    /// The timeline request every figure uses: Spouty, in a medium widget.
    static let timelineRequest = WidgetTimelineRequest(
        kind: "com.mygame.character-detail",
        context: RenderContext(family: .systemMedium, width: 364, height: 170),
        configuration: ["character": .object(["identifier": .string("Spouty"), "displayString": .string("Spouty"),
                                              "properties": .object(["name": .string("Spouty")])])])

    /// Times `body` `roundTrips` times, after a warm-up.
    static func sample(_ body: () throws -> Void) rethrows -> [Double] {
        for _ in 0..<warmUp { try body() }
        var samples: [Double] = []
        for _ in 0..<roundTrips {
            let start = monotonicMicroseconds()
            try body()
            samples.append(monotonicMicroseconds() - start)
        }
        return samples
    }

    /// Milliseconds from `start` until the server at `path` first answers.
    static func firstReply(at path: String, since start: Double, probe: Data? = nil) throws -> Double {
        let deadline = monotonicMicroseconds() + 10_000_000
        while monotonicMicroseconds() < deadline {
            if let socket = try? UnixSocket.connect(to: path, timeout: 10) {
                if let probe {
                    try socket.write(probe)
                    var byte: UInt8 = 0
                    _ = try withUnsafeMutableBytes(of: &byte) { try socket.read(into: $0) }
                } else {
                    _ = try SocketConnection(peerName: path, socket: socket, timeout: 10, trace: nil).send(ExtensionStatusRequest())
                }
                return (monotonicMicroseconds() - start) / 1000
            }
            usleep(200)
        }
        throw SocketError(operation: "reach", path: path, code: ETIMEDOUT)
    }

    static func percentile(_ values: [Double], _ percent: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * percent / 100))]
    }

    static func format(_ microseconds: Double) -> String { String(format: "%.1f", microseconds) }
}

/// The baseline: a JSON echo over plain blocking sockets, written as plain Swift would write it:
/// one thread per client; the server reads a line, checks that it is JSON with Foundation's
/// `JSONSerialization`, and writes it back. With `parsing` false it writes the line back
/// unread: the floor of the transport itself.
enum EchoServer {
    static func serve(at path: String, parsing: Bool) throws {
        let listener = try UnixSocket.listen(at: path)
        while let client = try listener.accept() {
            Thread {
                var pending = [UInt8]()
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while let count = try? buffer.withUnsafeMutableBytes({ try client.read(into: $0) }), count > 0 {
                    pending.append(contentsOf: buffer[0..<count])
                    guard pending.last == 0x0A else { continue }
                    if parsing, (try? JSONSerialization.jsonObject(with: Data(pending.dropLast()))) == nil { return }
                    try? pending.withUnsafeBytes { try client.write($0) }
                    pending.removeAll(keepingCapacity: true)
                }
            }.start()
        }
    }

    /// A client that sends a JSON line of a given size and waits for its echo.
    final class Client {
        let socket: UnixSocket
        let payload: Data
        var buffer = [UInt8](repeating: 0, count: 65_536)

        init(at path: String, payloadSize: Int) throws {
            socket = try UnixSocket.connect(to: path, timeout: 10)
            let filler = String(repeating: "x", count: max(payloadSize - 40, 1))
            payload = Data("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"\(filler)\"}\n".utf8)
        }

        func roundTrip() throws {
            try socket.write(payload)
            var received = 0
            while true {
                let read = try buffer.withUnsafeMutableBytes { try socket.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[received...])) }
                guard read > 0 else { throw SocketError(operation: "read from", path: socket.path, code: ECONNRESET) }
                received += read
                if buffer[received - 1] == 0x0A { return }
            }
        }
    }
}
