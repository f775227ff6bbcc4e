import Foundation

/// Writes messages to a log, each as one line on the process's standard error: its time, the process,
/// the level, the subsystem and category, and the message with its private values redacted as iOS
/// redacts them when no debugger is attached. An extension the system starts keeps its standard error
/// in `<home>/Logs/<extension>.log`, which `sample-app extensions log` shows.
public struct Logger: Sendable {
    /// The log the messages go to.
    package let logObject: OSLog

    /// A logger that writes to the default log, without subsystem or category.
    public init() {
        logObject = .default
    }

    /// A logger that writes to a log with the given subsystem and category.
    public init(subsystem: String, category: String) {
        logObject = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger that writes to `logObj`.
    public init(_ logObj: OSLog) {
        logObject = logObj
    }

    /// Writes a message at the default level.
    public func log(_ message: OSLogMessage) {
        log(level: .default, message)
    }

    /// Writes a message at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        guard logObject.isEnabled(type: level) else { return }
        LogOutput.write(LogOutput.line(level: level, log: logObject, message: message.rendered))
    }

    /// Writes a message at the debug level, as `debug` does.
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }

    /// Writes a message at the debug level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }

    /// Writes a message at the info level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }

    /// Writes a message at the default level.
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }

    /// Writes a message at the error level, as `error` does.
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }

    /// Writes a message at the error level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }

    /// Writes a message at the fault level, as `fault` does.
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }

    /// Writes a message at the fault level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// Where log lines go: the process's standard error, or, within a test, what it captures.
package enum LogOutput {
    /// Receives the lines written in the current task instead of standard error, when set: a test's capture.
    @TaskLocal package static var capture: (@Sendable (String) -> Void)?

    /// One line as written: `2026-05-04T09:30:00Z widget-extension[4242]: <Default> [com.example.widgets:timeline] message`.
    /// The subsystem and category are left out for the default log, which has neither.
    static func line(level: OSLogType, log: OSLog, message: String, now: Date = Date()) -> String {
        let stamp = ISO8601DateFormatter.string(
            from: now, timeZone: TimeZone(identifier: "UTC") ?? .current, formatOptions: [.withInternetDateTime])
        let process = "\(ProcessInfo.processInfo.processName)[\(getpid())]"
        let origin = log.subsystem.isEmpty && log.category.isEmpty ? "" : "[\(log.subsystem):\(log.category)] "
        // One line per message, as a log file is read line by line: a line break inside the message is written as `\n`.
        let flat = message.replacingOccurrences(of: "\n", with: "\\n")
        return "\(stamp) \(process): <\(level.name)> \(origin)\(flat)"
    }

    static func write(_ line: String) {
        if let capture {
            capture(line)
        } else {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}
