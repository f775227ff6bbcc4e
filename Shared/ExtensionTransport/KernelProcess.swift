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
        let deadline = Date().addingTimeInterval(seconds)
        while !hasEnded {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
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
