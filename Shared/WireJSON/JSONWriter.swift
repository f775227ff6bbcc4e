#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Writes JSON bytes directly, keys in the order given: callers give them sorted, so the
/// output is the same as `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes`.
///
/// It sits on the widget extension's hot path (every timeline reply goes through it), so it
/// writes into a buffer of its own, copies strings whole when they need no escaping, and writes
/// numbers without making strings. It cannot be copied: pass it `inout`.
public struct JSONWriter: ~Copyable {
    private var buffer: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Whether the next value follows a sibling and needs a comma first.
    private var needsComma = false

    public init(capacity: Int = 2048) {
        self.capacity = max(capacity, 16)
        buffer = .allocate(capacity: self.capacity)
    }

    deinit { buffer.deallocate() }

    /// The bytes written so far.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: buffer, count: count)) }

    /// The bytes written so far, as `Data`.
    public var data: Data { Data(bytes: buffer, count: count) }

    // MARK: Structure

    @inline(__always)
    private mutating func beforeValue() {
        if needsComma { append(UInt8(ascii: ",")) }
        needsComma = true
    }

    public mutating func beginObject() {
        beforeValue()
        append(UInt8(ascii: "{"))
        needsComma = false
    }

    public mutating func endObject() {
        append(UInt8(ascii: "}"))
        needsComma = true
    }

    public mutating func beginArray() {
        beforeValue()
        append(UInt8(ascii: "["))
        needsComma = false
    }

    public mutating func endArray() {
        append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes `"key":` for a key known when the code is written (never escaped: write keys that need none).
    public mutating func key(_ key: StaticString) {
        beforeValue()
        let length = key.utf8CodeUnitCount
        reserve(length + 3)
        buffer[count] = UInt8(ascii: "\"")
        (buffer + count + 1).update(from: key.utf8Start, count: length)
        buffer[count + length + 1] = UInt8(ascii: "\"")
        buffer[count + length + 2] = UInt8(ascii: ":")
        count += length + 3
        needsComma = false
    }

    /// Writes `"key":` for a key that comes from data; the value written next belongs to it.
    public mutating func key(string key: String) {
        beforeValue()
        appendString(key)
        append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: Values

    public mutating func string(_ value: String) {
        beforeValue()
        appendString(value)
    }

    /// A number; infinities and NaN, which JSON cannot hold, are written as `null`.
    public mutating func number(_ value: Double) {
        beforeValue()
        if !value.isFinite {
            append("null")
        } else if value.rounded() == value, abs(value) < 1e15 {
            appendInteger(Int64(value))
        } else {
            var text = value.description
            text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
        }
    }

    public mutating func integer(_ value: Int) {
        beforeValue()
        appendInteger(Int64(value))
    }

    public mutating func bool(_ value: Bool) {
        beforeValue()
        append(value ? "true" : "false")
    }

    public mutating func null() {
        beforeValue()
        append("null")
    }

    /// A date as ISO 8601 in UTC, to the second, as `JSONEncoder`'s `.iso8601` writes it.
    public mutating func date(_ value: Date) {
        beforeValue()
        append(UInt8(ascii: "\""))
        var text: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &text) { text in
            append(UnsafeRawBufferPointer(rebasing: text[..<ISO8601.write(value, into: text)]))
        }
        append(UInt8(ascii: "\""))
    }

    /// Writes a nested value through its own writer method.
    public mutating func value<T: FastWireEncodable>(_ value: T) {
        value.write(to: &self)
    }

    /// Writes a value that is JSON already, as it is: give it only bytes that a reader has checked or a writer wrote.
    public mutating func json(_ value: [UInt8]) {
        beforeValue()
        value.withUnsafeBytes { append($0) }
    }

    /// A place in the output to come back to with `rewind(to:)`.
    public struct Mark {
        fileprivate let count: Int
        fileprivate let needsComma: Bool
    }

    /// Where the next value will go.
    public var mark: Mark { Mark(count: count, needsComma: needsComma) }

    /// Forgets everything written since `mark`.
    public mutating func rewind(to mark: Mark) {
        precondition(mark.count <= count, "rewinding past the end of what was written")
        count = mark.count
        needsComma = mark.needsComma
    }

    /// Ends the message with the newline that frames it on the wire.
    public mutating func newline() {
        append(UInt8(ascii: "\n"))
    }

    // MARK: Bytes

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.update(from: buffer, count: count)
        buffer.deallocate()
        buffer = larger
        capacity = newCapacity
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        buffer[count] = byte
        count += 1
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(buffer + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    private mutating func append(_ literal: StaticString) {
        append(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    private mutating func appendInteger(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for the 20 digits of any Int64
        withUnsafeMutableBytes(of: &digits) { digits in
            var position = digits.count
            while magnitude > 0 {
                position -= 1
                digits[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            append(UnsafeRawBufferPointer(rebasing: digits[position...]))
        }
    }

    private mutating func appendString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            append(UInt8(ascii: "\""))
            // Most strings need no escaping: copy them whole.
            if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                append(UnsafeRawBufferPointer(utf8))
            } else {
                for byte in utf8 { appendEscaping(byte) }
            }
            append(UInt8(ascii: "\""))
        }
    }

    private mutating func appendEscaping(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        case 0..<0x20:
            let hex: StaticString = "0123456789abcdef"
            append("\\u00")
            append(hex.utf8Start[Int(byte >> 4)])
            append(hex.utf8Start[Int(byte & 0xF)])
        default: append(byte)
        }
    }
}

