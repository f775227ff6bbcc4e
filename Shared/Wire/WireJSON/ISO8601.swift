#if canImport(Glibc)
    import Glibc
#endif
import Foundation

/// ISO 8601 dates in UTC to the second (`2026-11-22T09:00:00Z`), as `JSONEncoder`'s `.iso8601` writes
/// them, without Foundation's formatters: every entry of every timeline carries one.
public enum ISO8601 {
    public static func format(_ date: Date) -> String {
        var text: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &text) { text in
            String(decoding: text[..<write(date, into: text)], as: UTF8.self)
        }
    }

    /// Writes the date's characters (20 of them for years 1000 to 9999) at the start of `text`,
    /// which must hold 32 bytes, and returns how many it wrote. Fractions of a second are dropped.
    public static func write(_ date: Date, into text: UnsafeMutableRawBufferPointer) -> Int {
        precondition(text.count >= 32, "ISO8601.write needs 32 bytes")
        var seconds = time_t(max(min(date.timeIntervalSince1970, 1e15), -1e15).rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        var count = 0
        func put(_ byte: UInt8) {
            text[count] = byte
            count += 1
        }
        func digits(_ value: Int32, _ width: Int) {
            var divisor: Int32 = 1
            for _ in 1..<width { divisor *= 10 }
            while divisor > 0 {
                put(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        let year = parts.tm_year + 1900
        if (1000...9999).contains(year) { digits(year, 4) } else { String(year).utf8.prefix(12).forEach(put) }
        put(UInt8(ascii: "-"))
        digits(parts.tm_mon + 1, 2)
        put(UInt8(ascii: "-"))
        digits(parts.tm_mday, 2)
        put(UInt8(ascii: "T"))
        digits(parts.tm_hour, 2)
        put(UInt8(ascii: ":"))
        digits(parts.tm_min, 2)
        put(UInt8(ascii: ":"))
        digits(parts.tm_sec, 2)
        put(UInt8(ascii: "Z"))
        return count
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS`, with or without a fraction of a second (which is dropped), in UTC (`Z`)
    /// or at an offset from it (`+14:00`, `-05:30`); nil for anything else, and for a date no calendar has
    /// (`2026-02-30`, `25:00`), which would otherwise roll over to another.
    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":")
        else { return nil }
        func number(_ range: Range<Int>) -> Int32? {
            var value: Int32 = 0
            for index in range {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int32(digit)
            }
            return value
        }
        // The zone: Z, or an offset of hours and minutes.
        var end = bytes.count
        var offset: Int32 = 0
        if bytes[end - 1] == UInt8(ascii: "Z") {
            end -= 1
        } else {
            let sign = bytes[end - 6]
            guard end >= 25, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), bytes[end - 3] == UInt8(ascii: ":"),
                let hours = number((end - 5)..<(end - 3)), let minutes = number((end - 2)..<end), hours < 24, minutes < 60
            else { return nil }
            offset = (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
            end -= 6
        }
        // An optional fraction: a point and at least one digit, before the zone.
        if end > 19 {
            guard end > 20, bytes[19] == UInt8(ascii: "."), (20..<end).allSatisfy({ bytes[$0] &- UInt8(ascii: "0") < 10 }) else { return nil }
        } else {
            guard end == 19 else { return nil }
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), day >= 1, day <= days(inMonth: Int(month), of: Int(year)), hour < 24, minute < 60, second < 60
        else { return nil }
        var parts = tm()
        parts.tm_year = year - 1900
        parts.tm_mon = month - 1
        parts.tm_mday = day
        parts.tm_hour = hour
        parts.tm_min = minute
        parts.tm_sec = second
        return Date(timeIntervalSince1970: TimeInterval(timegm(&parts) - time_t(offset)))
    }

    /// The days of `month` (1 to 12) in `year`, in the Gregorian calendar.
    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The months' names in English, January first.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]
}
