import Foundation

/// How an interpolated integer is written: in decimal, hexadecimal or octal, with or without a sign,
/// a prefix and leading zeros.
public struct OSLogIntegerFormatting: Sendable {
    enum Radix: Sendable { case decimal, hex, octal }

    let radix: Radix
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// Decimal, as `%d` writes it.
    public static var decimal: OSLogIntegerFormatting { decimal(explicitPositiveSign: false) }
    /// Hexadecimal in lower case, without prefix, as `%x` writes it.
    public static var hex: OSLogIntegerFormatting { hex(explicitPositiveSign: false) }
    /// Octal, without prefix, as `%o` writes it.
    public static var octal: OSLogIntegerFormatting { octal(explicitPositiveSign: false) }

    /// Decimal, with a `+` before positive numbers when `explicitPositiveSign`.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: 0)
    }

    /// Decimal, with leading zeros up to `minDigits` digits.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        let digits = minDigits()
        return OSLogIntegerFormatting(
            radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: digits)
    }

    /// Hexadecimal, with `0x` before it when `includePrefix` and the letters in capitals when `uppercase`.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false)
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(
            radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: 0)
    }

    /// Hexadecimal, with leading zeros up to `minDigits` digits.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure @escaping () -> Int
    ) -> OSLogIntegerFormatting {
        let digits = minDigits()
        return OSLogIntegerFormatting(
            radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: digits)
    }

    /// Octal, with `0o` before it when `includePrefix`.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false)
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(
            radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: 0)
    }

    /// Octal, with leading zeros up to `minDigits` digits.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure @escaping () -> Int
    ) -> OSLogIntegerFormatting {
        let digits = minDigits()
        return OSLogIntegerFormatting(
            radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: digits
        )
    }

    /// `value` written as this format says; a negative hexadecimal or octal number is written as its
    /// two's complement, as `%x` writes it.
    func format<T: FixedWidthInteger>(_ value: T) -> String {
        var digits: String
        var sign = ""
        switch radix {
        case .decimal:
            digits = String(value.magnitude)
            if value < 0 { sign = "-" } else if explicitPositiveSign { sign = "+" }
        case .hex, .octal:
            let bits = UInt64(truncatingIfNeeded: value) & (T.bitWidth >= 64 ? UInt64.max : (UInt64(1) << UInt64(T.bitWidth)) - 1)
            digits = String(bits, radix: radix == .hex ? 16 : 8, uppercase: uppercase)
            if explicitPositiveSign, value >= 0 { sign = "+" }
        }
        let wanted = min(max(minDigits, 0), 64)
        if digits.count < wanted { digits = String(repeating: "0", count: wanted - digits.count) + digits }
        let prefix = includePrefix ? (radix == .hex ? "0x" : radix == .octal ? "0o" : "") : ""
        return sign + prefix + digits
    }
}

/// How an interpolated floating-point number is written: fixed-point, hexadecimal, exponential or the
/// shorter of fixed and exponential (`%f`, `%a`, `%e`, `%g`).
public struct OSLogFloatFormatting: Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed-point, six digits after the point, as `%f` writes it.
    public static var fixed: OSLogFloatFormatting { fixed(explicitPositiveSign: false, uppercase: false) }
    /// Hexadecimal, as `%a` writes it.
    public static var hex: OSLogFloatFormatting { hex(explicitPositiveSign: false, uppercase: false) }
    /// Exponential, as `%e` writes it.
    public static var exponential: OSLogFloatFormatting { exponential(explicitPositiveSign: false, uppercase: false) }
    /// Fixed-point or exponential, whichever suits the number, as `%g` writes it.
    public static var hybrid: OSLogFloatFormatting { hybrid(explicitPositiveSign: false, uppercase: false) }

    /// Fixed-point with `precision` digits after the point.
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        let digits = precision()
        return OSLogFloatFormatting(conversion: "f", precision: digits, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed-point with the default precision.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Hexadecimal.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential with `precision` digits after the point.
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        let digits = precision()
        return OSLogFloatFormatting(conversion: "e", precision: digits, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential with the default precision.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed or exponential with at most `precision` significant digits.
    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        let digits = precision()
        return OSLogFloatFormatting(conversion: "g", precision: digits, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed or exponential with the default precision.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// `value` written as `printf` writes it with this conversion; a precision outside 0…64 is held to it.
    func format(_ value: Double) -> String {
        var specifier = "%"
        if explicitPositiveSign { specifier += "+" }
        if let precision { specifier += ".\(min(max(precision, 0), 64))" }
        specifier.append(uppercase ? Character(conversion.uppercased()) : conversion)
        return String(format: specifier, value)
    }
}

/// How a value is placed in a column: at its natural width, or padded with spaces to a width.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let leftAligned: Bool

    /// The value at its natural width.
    public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: 0, leftAligned: false) }

    /// The value at the right of a column `columns` characters wide.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        let width = columns()
        return OSLogStringAlignment(columns: width, leftAligned: false)
    }

    /// The value at the left of a column `columns` characters wide.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        let width = columns()
        return OSLogStringAlignment(columns: width, leftAligned: true)
    }

    /// `text` padded with spaces to the column's width; text wider than the column is kept whole.
    func align(_ text: String) -> String {
        let padding = min(columns, 4096) - text.count
        guard padding > 0 else { return text }
        let spaces = String(repeating: " ", count: padding)
        return leftAligned ? text + spaces : spaces + text
    }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}
