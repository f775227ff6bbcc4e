#if canImport(Glibc)
    import Glibc
#endif
import ExtensionHosting
import ExtensionTransport
import Foundation

// The bench's view of processes: a clock, child processes, and an echo server for the transport's floor.

func monotonicMicroseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1_000_000 + Double(time.tv_nsec) / 1000
}

/// A child process, started with posix_spawn so that its start time is known to the microsecond.
final class Spawned {
    let pid: pid_t
    let startedAt: Double

    /// Starts `path`; its standard output goes to `output` (written afresh), its errors nowhere.
    init(_ path: String, _ arguments: [String], environment: [String: String] = [:], output: String = "/dev/null") throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables =
            ProcessInfo.processInfo.environment.merging(environment) { _, given in given }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { variables.forEach { free($0) } }
        var pid: pid_t = 0
        startedAt = monotonicMicroseconds()
        let result = posix_spawn(&pid, path, &actions, nil, argv, variables)
        guard result == 0 else { throw SocketError(operation: "start", path: path, code: result) }
        self.pid = pid
    }

    /// Runs a command to its end and returns its wall time in milliseconds; throws when it fails.
    static func run(_ path: String, _ arguments: [String], environment: [String: String], output: String = "/dev/null") throws -> Double {
        let child = try Spawned(path, arguments, environment: environment, output: output)
        var status: Int32 = 0
        waitpid(child.pid, &status, 0)
        let milliseconds = (monotonicMicroseconds() - child.startedAt) / 1000
        guard status == 0 else { throw SocketError(operation: "run \(arguments.joined(separator: " ")) with", path: path, code: EIO) }
        return milliseconds
    }

    /// The peak resident memory so far (VmHWM), in megabytes.
    func peakResidentMegabytes() -> Double { KernelProcess(pid: pid)?.megabytes("VmHWM") ?? .nan }

    /// The resident memory now (VmRSS), in megabytes.
    func residentMegabytes() -> Double { KernelProcess(pid: pid)?.megabytes("VmRSS") ?? .nan }

    /// Its footprint now (dirty and swapped pages), in megabytes: what iOS counts against an extension's limit.
    func footprintMegabytes() -> Double { KernelProcess(pid: pid)?.footprintMegabytes() ?? .nan }

    func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

/// The floor of the transport: a server that writes back each line it reads, unread, on blocking sockets
/// with a thread per client, as the extensions serve.
enum EchoServer {
    static func serve(at path: String) throws {
        let listener = try UnixSocket.listen(at: path)
        while let client = try listener.accept() {
            Thread {
                var pending = [UInt8]()
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while let count = try? buffer.withUnsafeMutableBytes({ try client.read(into: $0) }), count > 0 {
                    pending.append(contentsOf: buffer[0..<count])
                    guard pending.last == 0x0A else { continue }
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
            var socket: UnixSocket?
            for _ in 0..<1000 where socket == nil {
                socket = try? UnixSocket.connect(to: path, timeout: 10)
                if socket == nil { usleep(1000) }
            }
            guard let socket else { throw SocketError(operation: "connect to", path: path, code: ECONNREFUSED) }
            self.socket = socket
            let filler = String(repeating: "x", count: max(payloadSize - 40, 1))
            payload = Data("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"\(filler)\"}\n".utf8)
        }

        func roundTrip() throws {
            try socket.write(payload)
            var received = 0
            while true {
                let read = try buffer.withUnsafeMutableBytes {
                    try socket.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[received...]))
                }
                guard read > 0 else { throw SocketError(operation: "read from", path: socket.path, code: ECONNRESET) }
                received += read
                if buffer[received - 1] == 0x0A { return }
            }
        }
    }
}
