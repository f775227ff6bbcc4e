import Foundation

/// Writes dates as `Text(_:style:)` shows them, in English, in the POSIX locale's calendar and UTC,
/// so that what the system draws is the same on every machine.
public enum DateStyleFormatter {
    public static func format(_ date: Date, style: DateStyleValue, now: Date) -> String {
        switch style {
        case .date: return dateText(date)
        case .time: return timeText(date)
        case .relative: return relative(seconds: abs(date.timeIntervalSince(now)))
        case .offset:
            let seconds = date.timeIntervalSince(now)
            return (seconds < 0 ? "-" : "+") + relative(seconds: abs(seconds), long: true)
        case .timer: return timer(seconds: abs(date.timeIntervalSince(now)))
        }
    }

    /// A timer's count at `now`: down to its end, or up from its start, held within its span.
    public static func format(_ timer: TimerValue, now: Date) -> String {
        let clamped = min(max(now, timer.start), max(timer.end, timer.start))
        let seconds = timer.countsDown ? timer.end.timeIntervalSince(clamped) : clamped.timeIntervalSince(timer.start)
        return self.timer(seconds: max(seconds, 0))
    }

    /// How far a timer has gone at `now`, from 0 to 1: what a timer's progress view fills.
    public static func fraction(_ timer: TimerValue, now: Date) -> Double {
        let span = timer.end.timeIntervalSince(timer.start)
        guard span > 0, span.isFinite else { return 1 }
        let gone = min(max(now.timeIntervalSince(timer.start) / span, 0), 1)
        return timer.countsDown ? 1 - gone : gone
    }

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func dateText(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(months[(parts.month ?? 1) - 1]) \(parts.day ?? 1), \(parts.year ?? 1970)"
    }

    static func timeText(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return String(format: "%d:%02d %@", twelve, parts.minute ?? 0, hour < 12 ? "AM" : "PM")
    }

    /// "2 hr, 5 min", "45 sec", "3 days, 4 hr": the two largest units, as SwiftUI's relative style writes them.
    static func relative(seconds: Double, long: Bool = false) -> String {
        let total = Int(seconds.rounded(.down))
        let units: [(size: Int, short: String, singular: String, plural: String)] = [
            (86_400 * 7, "wk", "week", "weeks"), (86_400, "day", "day", "days"), (3600, "hr", "hour", "hours"),
            (60, "min", "minute", "minutes"), (1, "sec", "second", "seconds"),
        ]
        var parts: [String] = []
        var rest = total
        for unit in units where rest >= unit.size || (unit.size == 1 && parts.isEmpty) {
            let count = rest / unit.size
            rest -= count * unit.size
            if long {
                parts.append("\(count) \(count == 1 ? unit.singular : unit.plural)")
            } else {
                let name = unit.short == "day" ? (count == 1 ? "day" : "days") : unit.short
                parts.append("\(count) \(name)")
            }
            if parts.count == 2 { break }
        }
        return long ? parts[0] : parts.joined(separator: ", ")
    }

    /// "1:05:09" or "5:09".
    static func timer(seconds: Double) -> String {
        let total = Int(seconds.rounded(.down))
        let hours = total / 3600, minutes = total / 60 % 60, secs = total % 60
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, secs) : String(format: "%d:%02d", minutes, secs)
    }
}
