#if canImport(Glibc)
    import Glibc
#endif
import Foundation

/// A process as the kernel describes it in `/proc`: its pid and when it started, so that a pid
/// reused by another process since is never taken for it, its state and its arguments.
public struct KernelProcess: Equatable, Sendable {
    public let pid: Int32
    /// Clock ticks after boot at which it started.
    let startTime: UInt64

    /// The process now running as `pid`; nil when there is none.
    public init?(pid: Int32) {
        guard pid > 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count > 19,
            let startTime = UInt64(fields[19])
        else { return nil }
        self.pid = pid
        self.startTime = startTime
    }

    /// Whether it has ended: gone, replaced by another process with its pid, or a zombie its parent has yet to reap.
    public var hasEnded: Bool {
        guard KernelProcess(pid: pid) == self, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
            return true
        }
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    /// The processes of this user that the system started as extensions of the home at `root`, found by the
    /// command line it gives them (`--home ROOT --launched-by-system`): those whose sockets were removed, or
    /// that were started to be probed, can be found no other way.
    /// Each with the file name of its executable, read while it runs.
    public static func launchedExtensions(ofHome root: String) -> [(process: KernelProcess, name: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.sorted().compactMap { pid -> (KernelProcess, String)? in
            guard pid != getpid(), let process = KernelProcess(pid: pid), process.userID == getuid() else { return nil }
            let arguments = process.arguments
            guard let executable = arguments.first, arguments.contains("--launched-by-system"),
                let home = arguments.firstIndex(of: "--home"), arguments.indices.contains(home + 1), arguments[home + 1] == root
            else { return nil }
            return (process, (executable as NSString).lastPathComponent)
        }
    }

    /// The user it runs as (its real uid); nil once it has ended.
    var userID: UInt32? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") })
        else { return nil }
        return line.split(whereSeparator: { $0 == "\t" || $0 == " " }).dropFirst().first.flatMap { UInt32($0) }
    }

    /// Its command line, as it was started.
    public var arguments: [String] {
        guard let bytes = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return [] }
        return bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Sends `signal`, unless it has ended (and its pid may be another's).
    @discardableResult
    public func send(_ signal: Int32) -> Bool {
        guard !hasEnded else { return false }
        return kill(pid, signal) == 0
    }

    /// Whether it ends within `seconds`.
    public func waitForEnd(seconds: Double) -> Bool {
        // Monotonic: inside an extension's request the wall clock stands at the request's time.
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !hasEnded {
            guard ContinuousClock.now < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// Its footprint, in megabytes, as iOS counts an extension's memory against its limit: the pages it
    /// has written (`Private_Dirty`) and those swapped out, not the clean pages of code mapped from its
    /// executable, which the kernel may drop and read again. Nil once it has ended.
    public func footprintMegabytes() -> Double? {
        guard let rollup = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8) else { return nil }
        let kilobytes = rollup.split(separator: "\n").reduce(0.0) { total, line in
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let field = words.first, field == "Private_Dirty:" || field == "Swap:", words.count > 1 else { return total }
            return total + (Double(words[1]) ?? 0)
        }
        return kilobytes / 1024
    }

    /// Its resident memory now (VmRSS) or at its peak (VmHWM), in megabytes; nil once it has ended.
    public func megabytes(_ field: String) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes / 1024
    }
}
