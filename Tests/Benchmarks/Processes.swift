#if canImport(Glibc)
import Glibc
#endif
import ExtensionTransport
import Foundation

// The bench's view of processes and threads: clocks, child processes, and where threads run.

func monotonicMicroseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1_000_000 + Double(time.tv_nsec) / 1000
}

/// CPU time the calling thread has used, in microseconds.
func threadCPUMicroseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1_000_000 + Double(time.tv_nsec) / 1000
}

/// A child process, started with posix_spawn so that its start time is known to the microsecond.
final class Spawned {
    let pid: pid_t
    let startedAt: Double

    init(_ path: String, _ arguments: [String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        startedAt = monotonicMicroseconds()
        let result = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard result == 0 else { throw SocketError(operation: "start", path: path, code: result) }
        self.pid = pid
    }

    /// The peak resident memory so far (VmHWM), in megabytes.
    func peakResidentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return .nan }
        return kilobytes / 1024
    }

    /// CPU time the process has used so far (user and system), in microseconds, from /proc.
    func cpuMicroseconds() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return .nan }
        // After the command's closing parenthesis: state is field 3; utime and stime are fields 14 and 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK))) * 1_000_000
    }

    func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

/// Where the two ends of a round trip run, pinned so that a run does not depend on where the
/// scheduler happens to put them.
///
/// - `crossCore`: client and server on different cores. A blocking reader that waits sleeps, and
///   the reply must wake it on the other core: the guide's "about 45 µs" round trip. On a virtual
///   machine that wake-up goes through the hypervisor.
/// - `sameCore`: both on one core. Each side hands the core to the other, and no core halts, so a
///   plain blocking round trip costs about a third as much and the work done on each side weighs more.
///
/// Left alone, the scheduler sometimes puts the two ends together and sometimes apart, and a run
/// then gets one figure or the other.
enum Placement: CaseIterable {
    case crossCore, sameCore

    /// The cores this process may run on.
    static func usableCores() -> [Int] {
        var set = [UInt8](repeating: 0, count: 128)
        guard let getAffinity = affinityCall("sched_getaffinity"), getAffinity(0, set.count, &set) == 0 else { return [0] }
        return (0..<set.count * 8).filter { set[$0 / 8] & (1 << ($0 % 8)) != 0 }
    }

    /// Pins the calling thread to the first core, and every thread of `servers` to the first or the second.
    func pin(clientOn cores: [Int], servers: [pid_t]) {
        Self.setAffinity(of: 0, to: [cores[0]])
        let serverCore = self == .crossCore ? cores[1] : cores[0]
        for pid in servers {
            for thread in Self.threads(of: pid) { Self.setAffinity(of: thread, to: [serverCore]) }
        }
    }

    /// Lets every thread run anywhere again.
    static func unpin(clientOn cores: [Int], servers: [pid_t]) {
        setAffinity(of: 0, to: cores)
        for pid in servers {
            for thread in threads(of: pid) { setAffinity(of: thread, to: cores) }
        }
    }

    static func threads(of pid: pid_t) -> [pid_t] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []).compactMap { pid_t($0) }
    }

    static func setAffinity(of thread: pid_t, to cores: [Int]) {
        var set = [UInt8](repeating: 0, count: 128)
        for core in cores { set[core / 8] |= UInt8(1 << (core % 8)) }
        _ = affinityCall("sched_setaffinity")?(thread, set.count, &set)
    }

    /// glibc's `sched_getaffinity` or `sched_setaffinity`: Swift's Glibc module leaves both out
    /// (they need `_GNU_SOURCE`), so they are looked up by name. Both take a thread, a size and a CPU mask.
    static func affinityCall(_ name: String) -> (@convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32)? {
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32).self)
    }
}
