import ExtensionProtocol
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

    /// The clock set `seconds` later than it shows now; a real clock stops there. Refused past the times
    /// the suite represents (`DeviceTimeBounds`).
    public func advanced(by seconds: TimeInterval, real: Date = Date()) throws -> DeviceClock {
        let date = now(real: real).addingTimeInterval(seconds)
        guard DeviceTimeBounds.contains(date) else {
            throw HostError(
                "The clock cannot move that far: the suite represents times \(DeviceTimeBounds.described); set it with 'sample-app home clock set TIME'."
            )
        }
        return .fixed(date)
    }
}

/// Times as the commands read and print them: in the device's time zone (`TZ`), to the second.
public enum TimeText {
    /// The local forms a user may type, longest first.
    static let localFormats = ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm", "yyyy-MM-dd"]

    /// A time typed by a user for `what` (`--now`, `'home clock set'`): ISO 8601 with its zone
    /// (`2026-11-27T12:00:00Z`), or a local date and time (`2026-11-27T12:00`, `2026-11-27 12:00:30`), within
    /// the times the suite represents (`DeviceTimeBounds`). A local time the clocks skip (spring forward) or
    /// show twice (fall back) is refused with the times to give instead, rather than guessed.
    public static func read(_ text: String, for what: String) throws -> Date {
        let text = text.trimmingCharacters(in: .whitespaces)
        let date: Date
        if let zoned = try? Date(text, strategy: .iso8601) {
            date = zoned
        } else if let (format, local) = localFormats.lazy.compactMap({ format in
            withFormatter(format) { $0.date(from: text) }.map { (format, $0) }
        }).first {
            let hour = 3_600.0
            if format.contains("HH"), formatted(local - hour, format) == text || formatted(local + hour, format) == text {
                let first = formatted(local - hour, format) == text ? local - hour : local
                throw HostError(
                    "\(text) happens twice in \(TimeZone.current.identifier), as the clocks go back that night; give the first or the second with its offset: \(zoned(first)) or \(zoned(first + hour))."
                )
            }
            date = local
        } else if let format = localFormats.first(where: { format in withFormatter(format, inUTC: true) { $0.date(from: text) } != nil }) {
            // A real date and time, in a zone without daylight saving time: here, the hour the clocks skip.
            let later = withFormatter(format, lenient: true) { $0.date(from: text) }
            throw HostError(
                "\(text) does not exist in \(TimeZone.current.identifier): the clocks skip that hour that night; give an earlier time\(later.map { ", or \(formatted($0, "yyyy-MM-dd'T'HH:mm"))" } ?? "")."
            )
        } else {
            throw HostError("\(what) takes a time such as 2026-11-27T12:00 (local) or 2026-11-27T12:00:00Z, not \"\(text)\".")
        }
        guard DeviceTimeBounds.contains(date) else {
            throw HostError("\(what) takes a time \(DeviceTimeBounds.described), which every part of the suite can show; \(text) is not.")
        }
        return date
    }

    /// `2026-11-01T01:30:00-04:00`: a local time with its offset, which names one instant.
    static func zoned(_ date: Date) -> String { formatted(date, "yyyy-MM-dd'T'HH:mm:ssxxx") }

    /// `Fri 2026-11-27 12:00:00`, in the device's time zone; with its offset (`GMT-4`) in the hour a
    /// fall-back shows twice, so that the two are told apart.
    public static func long(_ date: Date) -> String { formatted(date, "EEE yyyy-MM-dd HH:mm:ss") + offsetIfRepeated(date) }

    /// `2026-11-27 12:00:00`; with its offset in the hour a fall-back shows twice.
    public static func short(_ date: Date) -> String { formatted(date, "yyyy-MM-dd HH:mm:ss") + offsetIfRepeated(date) }

    /// ` GMT-4` when the local time at `date` also shows an hour before or after, else nothing.
    static func offsetIfRepeated(_ date: Date) -> String {
        // Only near a change of offset can a time repeat: the formatting below is for those hours alone.
        let zone = TimeZone.current
        guard zone.secondsFromGMT(for: date - 3_600) != zone.secondsFromGMT(for: date + 3_600) else { return "" }
        let format = "yyyy-MM-dd HH:mm:ss"
        let local = formatted(date, format)
        guard formatted(date - 3_600, format) == local || formatted(date + 3_600, format) == local else { return "" }
        return " " + formatted(date, "ZZZZ")
    }

    /// `12:00`.
    public static func clock(_ date: Date) -> String { formatted(date, "HH:mm") }

    public static func formatted(_ date: Date, _ format: String) -> String {
        withFormatter(format) { $0.string(from: date) }
    }

    /// A formatter for each format, made once: making one costs more than formatting a thousand
    /// dates, and `home watch` prints a line per change.
    private static let formatters = Mutex<[String: DateFormatter]>([:])

    private static func withFormatter<T>(_ format: String, lenient: Bool = false, inUTC: Bool = false, _ body: (DateFormatter) -> T) -> T {
        formatters.withLock { formatters in
            let key = "\(lenient ? "lenient " : "")\(inUTC ? "UTC " : "")\(format)"
            if let formatter = formatters[key] { return body(formatter) }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = inUTC ? TimeZone(identifier: "UTC") : .current
            formatter.dateFormat = format
            formatter.isLenient = lenient
            formatters[key] = formatter
            return body(formatter)
        }
    }
}

/// How much faster than real time the clock may run, in `home watch --speed` and on the live page's bar
/// (ours: a day in under a tenth of a second at the most).
public enum ClockSpeed {
    public static let range: ClosedRange<Double> = 1...1_000_000

    /// `speed`, checked; `what` names it in the refusal (`--speed`, the page's speed).
    public static func checked(_ speed: Double, for what: String) throws -> Double {
        guard speed.isFinite, range.contains(speed) else {
            throw HostError("\(what) takes a number from 1 to 1000000 (how many times faster than real time); \(speed) is not one.")
        }
        return speed
    }
}
