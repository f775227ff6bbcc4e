#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Writes JSON bytes directly, keys in the order given: callers give them sorted, so the
/// output is the same as `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes`.
///
/// It sits on the widget extension's hot path (every timeline reply goes through it), so it
/// copies strings whole when they need no escaping and writes numbers without making strings.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    /// Whether the next value follows a sibling and needs a comma first.
    private var needsComma = false

    public init(capacity: Int = 2048) {
        bytes.reserveCapacity(capacity)
    }

    @inline(__always)
    private mutating func beforeValue() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }

    public mutating func beginObject() {
        beforeValue()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    public mutating func beginArray() {
        beforeValue()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes `"key":` for a key known when the code is written (never escaped: write keys that need none).
    public mutating func key(_ key: StaticString) {
        beforeValue()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        needsComma = false
    }

    /// Writes `"key":` for a key that comes from data; the value written next belongs to it.
    public mutating func key(string key: String) {
        beforeValue()
        appendString(key)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    public mutating func string(_ value: String) {
        beforeValue()
        appendString(value)
    }

    /// A number; infinities and NaN, which JSON cannot hold, are written as `null`.
    public mutating func number(_ value: Double) {
        beforeValue()
        if !value.isFinite {
            bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
        } else if value.rounded() == value, abs(value) < 1e15 {
            appendInteger(Int64(value))
        } else {
            var text = value.description
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
    }

    public mutating func integer(_ value: Int) {
        beforeValue()
        appendInteger(Int64(value))
    }

    public mutating func bool(_ value: Bool) {
        beforeValue()
        if value {
            bytes.append(contentsOf: [UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: "e")])
        } else {
            bytes.append(contentsOf: [UInt8(ascii: "f"), UInt8(ascii: "a"), UInt8(ascii: "l"), UInt8(ascii: "s"), UInt8(ascii: "e")])
        }
    }

    public mutating func null() {
        beforeValue()
        bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
    }

    /// A date as ISO 8601 in UTC, to the second, as `JSONEncoder`'s `.iso8601` writes it.
    public mutating func date(_ value: Date) {
        beforeValue()
        bytes.append(UInt8(ascii: "\""))
        ISO8601.write(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a nested value through its own writer method.
    public mutating func value<T: FastWireEncodable>(_ value: T) {
        value.write(to: &self)
    }

    /// Ends the message with the newline that frames it on the wire.
    public mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    private mutating func appendInteger(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for the 20 digits of any Int64
        withUnsafeMutableBytes(of: &digits) { buffer in
            var position = buffer.count
            while magnitude > 0 {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[position...]))
        }
    }

    private mutating func appendString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            // Most strings need no escaping: copy them whole.
            var needsEscaping = false
            for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                needsEscaping = true
                break
            }
            if !needsEscaping {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
                case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
                case 0..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// ISO 8601 dates in UTC to the second (`2026-11-22T09:00:00Z`), without Foundation's formatters.
public enum ISO8601 {
    public static func format(_ date: Date) -> String {
        var bytes: [UInt8] = []
        write(date, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the date's 20 characters to `bytes`.
    public static func write(_ date: Date, to bytes: inout [UInt8]) {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func digits(_ value: Int32, _ count: Int) {
            var divisor: Int32 = 1
            for _ in 1..<count { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        let year = parts.tm_year + 1900
        if (1000...9999).contains(year) { digits(year, 4) } else { bytes.append(contentsOf: String(year).utf8) }
        bytes.append(UInt8(ascii: "-"))
        digits(parts.tm_mon + 1, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(parts.tm_mday, 2)
        bytes.append(UInt8(ascii: "T"))
        digits(parts.tm_hour, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(parts.tm_min, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(parts.tm_sec, 2)
        bytes.append(UInt8(ascii: "Z"))
    }

    /// Reads `YYYY-MM-DDTHH:MM:SSZ` (fractions of a second are dropped); nil for anything else.
    public static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes.last == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int32? {
            var value: Int32 = 0
            for index in range {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
                value = value * 10 + Int32(bytes[index] - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19) else { return nil }
        var parts = tm()
        parts.tm_year = year - 1900
        parts.tm_mon = month - 1
        parts.tm_mday = day
        parts.tm_hour = hour
        parts.tm_min = minute
        parts.tm_sec = second
        return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
    }
}
