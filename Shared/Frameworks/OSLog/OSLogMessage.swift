import Foundation

/// A log message: the text of a string literal and the values interpolated into it, each with its
/// privacy, format and alignment. The values are evaluated only when the message is written, so a
/// message to `OSLog.disabled` costs nothing.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public let interpolation: OSLogInterpolation

    /// A message from a string literal with interpolations.
    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    /// A message from a plain string literal, which is always shown.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message as a log line shows it when no debugger is attached: literal text as it is, public values
    /// shown, private ones redacted.
    package var rendered: String {
        interpolation.segments.map { $0.render() }.joined()
    }
}

/// The parts of a log message, which the compiler makes from the string literal: don't make one yourself.
public struct OSLogInterpolation: StringInterpolationProtocol {
    struct Segment {
        /// The value as text, formatted and aligned; evaluated when the message is written.
        let text: () -> String
        let privacy: OSLogPrivacy
        /// Whether the value's type is shown by default (numbers, Booleans) or redacted (strings, objects).
        let isScalar: Bool
        /// Literal text from the source, always shown.
        let isLiteral: Bool

        func render() -> String {
            let value = text()
            if isLiteral || privacy.shows(scalar: isScalar) { return value }
            return privacy.redacted(value)
        }
    }

    var segments: [Segment] = []

    /// Room for the literal's text and values.
    public init(literalCapacity: Int, interpolationCount: Int) {
        segments.reserveCapacity(interpolationCount * 2 + 1)
    }

    /// Text of the literal itself, always shown.
    public mutating func appendLiteral(_ literal: String) {
        segments.append(Segment(text: { literal }, privacy: .public, isScalar: true, isLiteral: true))
    }

    private mutating func append(_ text: @escaping () -> String, privacy: OSLogPrivacy, isScalar: Bool) {
        segments.append(Segment(text: text, privacy: privacy, isScalar: isScalar, isLiteral: false))
    }

    /// A string, redacted unless `privacy` says `.public`.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ align.align(argumentString()) }, privacy: privacy, isScalar: false)
    }

    /// A value's description, redacted unless `privacy` says `.public`.
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) where T: CustomStringConvertible {
        append({ align.align(value().description) }, privacy: privacy, isScalar: false)
    }

    /// A type's name, redacted unless `privacy` says `.public`.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ align.align(String(describing: value())) }, privacy: privacy, isScalar: false)
    }

    /// An object's description, redacted unless `privacy` says `.public`.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        append({ argumentObject().description }, privacy: privacy, isScalar: false)
    }

    /// An error's description, redacted unless `privacy` says `.public`.
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        append({ String(describing: error()) }, privacy: privacy, isScalar: false)
    }

    /// An integer, shown unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append({ align.align(format.format(number())) }, privacy: privacy, isScalar: true)
    }

    /// An integer of any width, shown unless `privacy` says otherwise.
    public mutating func appendInterpolation<T>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) where T: FixedWidthInteger {
        append({ align.align(format.format(number())) }, privacy: privacy, isScalar: true)
    }

    /// A double, shown unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append({ align.align(format.format(number())) }, privacy: privacy, isScalar: true)
    }

    /// A float, shown unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append({ align.align(format.format(Double(number()))) }, privacy: privacy, isScalar: true)
    }

    /// A Boolean, shown unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        append(
            {
                switch format {
                case .truth: boolean() ? "true" : "false"
                case .answer: boolean() ? "YES" : "NO"
                }
            }, privacy: privacy, isScalar: true)
    }
}
