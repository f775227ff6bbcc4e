import Foundation
import Synchronization

/// The device's clock, which the system and the app read: real time, or a time the user set, which
/// stays until it is set, advanced or made real again. A set clock lets a developer look at what a
/// widget shows at any time, and a tutorial print the same thing on every run.
public enum DeviceClock: Equatable, Sendable {
    case real
    case fixed(Date)

    /// The time it shows, given the real time.
    public func now(real: Date = Date()) -> Date {
        switch self {
        case .real: real
        case .fixed(let date): date
        }
    }

    /// The clock set `seconds` later than it shows now; a real clock stops there.
    public func advanced(by seconds: TimeInterval, real: Date = Date()) -> DeviceClock {
        .fixed(now(real: real).addingTimeInterval(seconds))
    }
}

/// Times as the commands read and print them: in the device's time zone (`TZ`), to the second.
public enum TimeText {
    /// A time typed by a user: ISO 8601 with its zone (`2026-11-27T12:00:00Z`), or a local date and
    /// time (`2026-11-27T12:00`, `2026-11-27 12:00:30`); nil when it is neither.
    public static func parse(_ text: String) -> Date? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if let date = try? Date(text, strategy: .iso8601) { return date }
        let formats = ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm", "yyyy-MM-dd"]
        return formats.lazy.compactMap { format in withFormatter(format) { $0.date(from: text) } }.first
    }

    /// The sentence for a time that could not be read, naming `what` took it.
    public static func refusal(_ text: String, for what: String) -> String {
        "\(what) takes a time such as 2026-11-27T12:00 (local) or 2026-11-27T12:00:00Z, not \"\(text)\"."
    }

    /// `Fri 2026-11-27 12:00:00`, in the device's time zone.
    public static func long(_ date: Date) -> String { formatted(date, "EEE yyyy-MM-dd HH:mm:ss") }

    /// `2026-11-27 12:00:00`.
    public static func short(_ date: Date) -> String { formatted(date, "yyyy-MM-dd HH:mm:ss") }

    /// `12:00`.
    public static func clock(_ date: Date) -> String { formatted(date, "HH:mm") }

    public static func formatted(_ date: Date, _ format: String) -> String {
        withFormatter(format) { $0.string(from: date) }
    }

    /// A formatter for each format, made once: making one costs more than formatting a thousand
    /// dates, and `home watch` prints a line per change.
    private static let formatters = Mutex<[String: DateFormatter]>([:])

    private static func withFormatter<T>(_ format: String, _ body: (DateFormatter) -> T) -> T {
        formatters.withLock { formatters in
            if let formatter = formatters[format] { return body(formatter) }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = .current
            formatter.dateFormat = format
            formatters[format] = formatter
            return body(formatter)
        }
    }
}
