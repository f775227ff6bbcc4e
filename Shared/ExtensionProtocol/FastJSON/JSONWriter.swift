#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Writes JSON bytes directly, keys in the order given: callers give them sorted, so the
/// output is the same as `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes`.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    /// How many members each open container has so far.
    private var counts: [Int] = []
    /// Whether a key was just written, so the next value is its value.
    private var afterKey = false

    public init() {
        bytes.reserveCapacity(2048)
    }

    private mutating func beforeValue() {
        if afterKey {
            afterKey = false
        } else if !counts.isEmpty {
            if counts[counts.count - 1] > 0 { bytes.append(UInt8(ascii: ",")) }
            counts[counts.count - 1] += 1
        }
    }

    public mutating func beginObject() {
        beforeValue()
        bytes.append(UInt8(ascii: "{"))
        counts.append(0)
    }

    public mutating func endObject() {
        counts.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    public mutating func beginArray() {
        beforeValue()
        bytes.append(UInt8(ascii: "["))
        counts.append(0)
    }

    public mutating func endArray() {
        counts.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes `"key":`; the value written next belongs to it.
    public mutating func key(_ key: String) {
        beforeValue()
        appendString(key)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    public mutating func string(_ value: String) {
        beforeValue()
        appendString(value)
    }

    /// A number; infinities and NaN, which JSON cannot hold, are written as `null`.
    public mutating func number(_ value: Double) {
        beforeValue()
        if !value.isFinite {
            bytes.append(contentsOf: "null".utf8)
        } else if value.rounded() == value, abs(value) < 1e15 {
            bytes.append(contentsOf: String(Int64(value)).utf8)
        } else {
            bytes.append(contentsOf: "\(value)".utf8)
        }
    }

    public mutating func integer(_ value: Int) {
        beforeValue()
        bytes.append(contentsOf: String(value).utf8)
    }

    public mutating func bool(_ value: Bool) {
        beforeValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    public mutating func null() {
        beforeValue()
        bytes.append(contentsOf: "null".utf8)
    }

    /// A date as ISO 8601 in UTC, to the second, as `JSONEncoder`'s `.iso8601` writes it.
    public mutating func date(_ value: Date) {
        string(ISO8601.format(value))
    }

    /// Writes a nested value through its own writer method.
    public mutating func value<T: FastWireEncodable>(_ value: T) {
        value.write(to: &self)
    }

    private mutating func appendString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escaping: copy them whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: value.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in value.utf8 {
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
        bytes.append(UInt8(ascii: "\""))
    }
}

/// ISO 8601 dates in UTC to the second (`2026-11-22T09:00:00Z`), without Foundation's formatters.
public enum ISO8601 {
    public static func format(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
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
