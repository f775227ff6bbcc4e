import Foundation

/// What a `StreamEncoder` has written, and the containers it has left open.
struct StreamState {
    var output: [UInt8] = []
    /// The containers not yet closed, outermost first.
    var open: [OpenContainer] = []
    /// The members written so far of every open object, in the order written.
    var members: [Member] = []
    /// How many containers were open when the value being encoded began: its own container is the next.
    var valueLevel = 0
    var nextSerial = 0
    /// Values encoded through a `superEncoder()`, written once their container moves on.
    var deferred: [(level: Int, encoder: StreamEncoder)] = []
    /// The first misuse of a container that could not throw where it happened.
    var failure: EncodingError?
    /// Room to sort an object's members in, kept from one object to the next.
    var scratch: [UInt8] = []
    var order: [Int] = []

    struct OpenContainer {
        var isObject: Bool
        /// Tells a container from a closed one that stood at the same level.
        var serial: Int
        /// Objects: where this object's members start in `members`.
        var firstMember: Int
        var count = 0
    }

    struct Member {
        /// Where the member starts: its key's opening quote.
        var start: Int
        /// The key unescaped: members are sorted by it, as `JSONEncoder` sorts them.
        var key: String
    }

    /// The keys from the root to the value being written, for errors: each open object's last member,
    /// each open array's last element. Found when an error needs it, so that writing keeps no path.
    var path: [CodingKey] {
        open.compactMap { container in
            if container.isObject {
                let last = members[container.firstMember...].last
                return last.map { AnyCodingKey(stringValue: $0.key) }
            }
            return container.count > 0 ? AnyCodingKey(intValue: container.count - 1) : nil
        }
    }

    init() {
        output.reserveCapacity(4096)
    }

    // MARK: Containers

    mutating func openContainer(object: Bool) -> (level: Int, serial: Int) {
        output.append(object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        nextSerial += 1
        open.append(OpenContainer(isObject: object, serial: nextSerial, firstMember: members.count))
        return (open.count - 1, nextSerial)
    }

    /// Closes every container deeper than `level`, sorting each object's members.
    mutating func closeContainers(above level: Int) {
        while open.count > level {
            flushDeferred(at: open.count - 1)
            let container = open.removeLast()
            if container.isObject {
                sortMembers(from: container.firstMember)
                members.removeSubrange(container.firstMember...)
                output.append(UInt8(ascii: "}"))
            } else {
                output.append(UInt8(ascii: "]"))
            }
        }
    }

    /// Makes way for one more value in the container at `level`: closes what was opened inside it since, and writes a comma.
    mutating func beginValue(level: Int, serial: Int) throws {
        guard level < open.count, open[level].serial == serial else {
            throw EncodingError.invalidValue(
                (),
                .init(
                    codingPath: path,
                    debugDescription:
                        "A container was written to after its value was finished; this encoder writes JSON as it goes, in order."))
        }
        closeContainers(above: level + 1)
        flushDeferred(at: level)
        if open[level].count > 0 { output.append(UInt8(ascii: ",")) }
        open[level].count += 1
    }

    mutating func beginMember(_ key: String, level: Int, serial: Int) throws {
        try beginValue(level: level, serial: serial)
        members.append(Member(start: output.count, key: key))
        writeString(key)
        output.append(UInt8(ascii: ":"))
    }

    mutating func beginElement(level: Int, serial: Int) throws {
        try beginValue(level: level, serial: serial)
    }

    /// Opens a container as the value of `key`; misuse is kept for `WireEncoder` to throw, since the protocol's method cannot.
    mutating func openMember(_ key: String, object: Bool, level: Int, serial: Int) -> (level: Int, serial: Int) {
        do {
            try beginMember(key, level: level, serial: serial)
        } catch {
            failure = failure ?? error as? EncodingError
        }
        return openContainer(object: object)
    }

    mutating func openElement(object: Bool, level: Int, serial: Int) -> (level: Int, serial: Int) {
        do {
            try beginElement(level: level, serial: serial)
        } catch {
            failure = failure ?? error as? EncodingError
        }
        return openContainer(object: object)
    }

    /// An encoder for a value written under `key` (or as the next element) once its container moves on.
    mutating func deferredEncoder(forKey key: String?, level: Int, serial: Int) -> StreamEncoder {
        do {
            if let key {
                try beginMember(key, level: level, serial: serial)
            } else {
                try beginElement(level: level, serial: serial)
            }
        } catch {
            failure = failure ?? error as? EncodingError
        }
        let encoder = StreamEncoder()
        deferred.append((level, encoder))
        return encoder
    }

    mutating func flushDeferred(at level: Int) {
        guard let last = deferred.last, last.level == level else { return }
        deferred.removeLast()
        last.encoder.state.pointee.closeContainers(above: 0)
        if let error = last.encoder.state.pointee.failure { failure = failure ?? error }
        let written = last.encoder.state.pointee.output
        if written.isEmpty { writeLiteral("{}") } else { output.append(contentsOf: written) }
    }

    // MARK: Sorting

    func precedes(_ left: Int, _ right: Int) -> Bool {
        Self.precedes(members[left].key, members[right].key)
    }

    /// Whether `left` sorts before `right`, by their UTF-8 bytes.
    static func precedes(_ left: String, _ right: String) -> Bool {
        let compared = left.utf8.withContiguousStorageIfAvailable { left in
            right.utf8.withContiguousStorageIfAvailable { right in
                let common = memcmp(left.baseAddress!, right.baseAddress!, min(left.count, right.count))
                return common < 0 || (common == 0 && left.count < right.count)
            }
        }
        return (compared ?? nil) ?? left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    /// Puts the members of the object being closed, `members[first...]`, in the order of their keys.
    mutating func sortMembers(from first: Int) {
        guard members.count - first > 1 else { return }
        var isSorted = true
        for member in (first + 1)..<members.count where !precedes(member - 1, member) {
            isSorted = false
            break
        }
        if isSorted { return }
        var order = self.order
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: first..<members.count)
        order.sort { precedes($0, $1) }
        // Each member runs to the comma before the next one, or to the end of the object.
        let end = output.count
        scratch.removeAll(keepingCapacity: true)
        for (position, member) in order.enumerated() {
            if position > 0 { scratch.append(UInt8(ascii: ",")) }
            let stop = member + 1 < members.count ? members[member + 1].start - 1 : end
            scratch.append(contentsOf: output[members[member].start..<stop])
        }
        output.replaceSubrange(members[first].start..<end, with: scratch)
        self.order = order
    }

    // MARK: Values

    mutating func writeLiteral(_ literal: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    mutating func writeString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            output.append(UInt8(ascii: "\""))
            // Most strings need no escaping: copy them whole.
            if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                output.append(contentsOf: utf8)
            } else {
                for byte in utf8 { writeEscaping(byte) }
            }
            output.append(UInt8(ascii: "\""))
        }
    }

    private mutating func writeEscaping(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): writeLiteral("\\\"")
        case UInt8(ascii: "\\"): writeLiteral("\\\\")
        case 0x0A: writeLiteral("\\n")
        case 0x0D: writeLiteral("\\r")
        case 0x09: writeLiteral("\\t")
        case 0x08: writeLiteral("\\b")
        case 0x0C: writeLiteral("\\f")
        case 0..<0x20:
            let hex: StaticString = "0123456789abcdef"
            writeLiteral("\\u00")
            output.append(hex.utf8Start[Int(byte >> 4)])
            output.append(hex.utf8Start[Int(byte & 0xF)])
        default:
            output.append(byte)
        }
    }

    /// Whole numbers without a fraction, as `JSONEncoder` writes them; JSON has no infinity or NaN.
    mutating func writeDouble(_ value: Double) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: path, debugDescription: "JSON cannot hold \(value); give a finite number."))
        }
        if value.rounded() == value, abs(value) < 1e15 {
            writeInteger(Int64(value))
        } else {
            output.append(contentsOf: value.description.utf8)
        }
    }

    mutating func writeFloat(_ value: Float) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: path, debugDescription: "JSON cannot hold \(value); give a finite number."))
        }
        if value.rounded() == value, abs(value) < 1e7 {
            writeInteger(Int64(value))
        } else {
            output.append(contentsOf: value.description.utf8)
        }
    }

    mutating func writeInteger<T: FixedWidthInteger>(_ value: T) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = UInt64(value.magnitude)
        if magnitude < 10 {
            output.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for the 20 digits of any 64-bit number
        withUnsafeMutableBytes(of: &digits) { digits in
            var position = digits.count
            while magnitude > 0 {
                position -= 1
                digits[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            output.append(contentsOf: digits[position...])
        }
    }

    mutating func writeDate(_ date: Date) {
        output.append(UInt8(ascii: "\""))
        var text: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &text) { text in
            output.append(contentsOf: text[..<ISO8601.write(date, into: text)])
        }
        output.append(UInt8(ascii: "\""))
    }
}
