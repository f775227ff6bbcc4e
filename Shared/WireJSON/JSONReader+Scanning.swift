import Foundation

/// The byte-level scanning of `JSONReader`: white space, literals, strings, escapes and numbers.
extension JSONReader {
    @inline(__always)
    mutating func skipWhitespace() {
        while index < end {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    mutating func expect(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        guard index + count <= end else { throw syntax("truncated literal") }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
            throw syntax("invalid literal")
        }
        index += count
    }

    /// Moves past the bytes of a string that need no attention (all but quotes, backslashes and
    /// control characters) eight at a time, stopping at the first that does or where fewer than eight are left.
    @inline(__always)
    mutating func skipPlainStringBytes() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            // The high bit of a byte is set where that byte is a quote, a backslash or below 0x20, and may be set
            // in the bytes after the first such byte (a borrow), never before it: the lowest set bit is exact.
            let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            let special = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (word &- ones &* 0x20) & ~word) & highs
            if special != 0 {
                index += special.trailingZeroBitCount >> 3
                return
            }
            index += 8
        }
    }

    /// A key: its bytes when it has no escapes (the usual case), its decoded text when it has.
    mutating func readKey() throws -> JSONKey {
        index += 1
        let start = index
        while index < end {
            skipPlainStringBytes()
            guard index < end else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), decoded: nil)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw syntax("control character in string") }
            index += 1
        }
        index = start - 1
        let text = try parseString()
        return JSONKey(bytes: UnsafeBufferPointer(start: nil, count: 0), decoded: text)
    }

    mutating func skipString() throws {
        index += 1
        while index < end {
            skipPlainStringBytes()
            guard index < end else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return
            }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < end else { throw syntax("truncated escape") }
                index -= 1
                _ = try parseEscape()
                continue
            } else if byte < 0x20 {
                throw syntax("control character in string")
            }
            index += 1
        }
        throw syntax("unterminated string")
    }

    mutating func parseString() throws -> String {
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < end {
            skipPlainStringBytes()
            guard index < end else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw syntax("control character in string") }
            index += 1
        }
        var scalars = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let scalar = try parseEscape()
                if scalar.isASCII {
                    scalars.append(UInt8(scalar.value))
                } else {
                    UTF8.encode(scalar) { scalars.append($0) }
                }
            default:
                if byte < 0x20 { throw syntax("control character in string") }
                scalars.append(byte)
                index += 1
            }
        }
        throw syntax("unterminated string")
    }

    /// Reads one escape, the reader at its backslash.
    mutating func parseEscape() throws -> Unicode.Scalar {
        index += 1
        guard index < end else { throw syntax("truncated escape") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(escape)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            var code = try parseHex4()
            if (0xD800..<0xDC00).contains(code) {
                guard index + 6 <= end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw syntax("unpaired surrogate")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw syntax("unpaired surrogate") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw syntax("invalid unicode escape") }
            return scalar
        default:
            throw syntax("invalid escape")
        }
    }

    mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= end else { throw syntax("truncated unicode escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw syntax("invalid unicode escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    @inline(__always)
    func isDigit(_ index: Int) -> Bool {
        index < end && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }

    /// Powers of ten a `Double` holds exactly.
    static let exactPowersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    mutating func parseNumber() throws -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // The digits, as a whole number while it stays exact in a Double.
        var mantissa: UInt64 = 0
        var significant = 0
        var integerDigits = 0
        while isDigit(index) {
            if significant < 19 { mantissa = mantissa * 10 + UInt64(bytes[index] - UInt8(ascii: "0")) }
            if mantissa > 0 { significant += 1 }
            integerDigits += 1
            index += 1
        }
        guard integerDigits > 0 else { throw syntax("invalid number") }
        var fractionDigits = 0
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw syntax("invalid number") }
            while isDigit(index) {
                if significant < 19 {
                    mantissa = mantissa * 10 + UInt64(bytes[index] - UInt8(ascii: "0"))
                    fractionDigits += 1
                    if mantissa > 0 { significant += 1 }
                } else if bytes[index] != UInt8(ascii: "0") {
                    significant += 1
                }
                index += 1
            }
        }
        var hasExponent = false
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            hasExponent = true
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else { throw syntax("invalid number") }
            while isDigit(index) { index += 1 }
        }
        // Exact mantissa and an exact power of ten: one division rounds correctly (Clinger's fast path).
        if !hasExponent, significant <= 15, fractionDigits <= 22, mantissa < 1 << 53 {
            let value = Double(mantissa) / Self.exactPowersOfTen[fractionDigits]
            return negative ? -value : value
        }
        guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)),
              value.isFinite else {
            throw Failure(.syntax("number out of range", offset: start))
        }
        return value
    }

    // MARK: Errors

    func syntax(_ problem: String) -> Failure {
        Failure(.syntax(problem, offset: index))
    }

    /// A value of the wrong type, unless the bytes are not JSON there at all.
    func wrongType(_ expected: String) throws -> Failure {
        _ = try peek()
        return Failure(.wrongType(expected))
    }

    /// What went wrong, and where: the path is collected, innermost first, as the error unwinds.
    struct Failure: Error {
        enum Problem {
            case syntax(String, offset: Int)
            case missing
            case wrongType(String)
            case invalid(String, hint: String?)
        }

        enum Step {
            case key(String)
            case index(Int)
        }

        var problem: Problem
        var path: [Step] = []

        init(_ problem: Problem) {
            self.problem = problem
        }

        var isSyntax: Bool {
            if case .syntax = problem { return true }
            return false
        }

        func readError(root: String) -> JSONReadError {
            var name = root
            for step in path.reversed() {
                switch step {
                case .key(let key): name += ".\(key)"
                case .index(let index): name += "[\(index)]"
                }
            }
            switch problem {
            case .syntax(let problem, let offset): return JSONReadError("\(problem) at byte \(offset)", isSyntax: true)
            case .missing: return JSONReadError("\(name) is missing.")
            case .wrongType(let expected): return JSONReadError("\(name) has the wrong type; expected \(expected).")
            case .invalid(let text, nil): return JSONReadError("\(name) cannot be \"\(text)\".")
            case .invalid(let text, let hint?): return JSONReadError("\(name) cannot be \"\(text)\"; \(hint).")
            }
        }
    }
}
