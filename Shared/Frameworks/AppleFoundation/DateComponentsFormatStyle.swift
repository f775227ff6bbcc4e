import Foundation
internal import _FoundationICU

// `Date.ComponentsFormatStyle` as iOS 15 has it: a range of dates written as the calendar's
// components between its bounds ("2 hr, 10 min", "1:35"). Linux's Foundation declares the type with
// only its `Field`s, and a type cannot gain stored properties outside its module, so the style with
// its style, locale, calendar and fields is `Date.ComponentsFormatStyle.Configured`, which
// `.components(style:fields:)` and `.timeDuration` give, as Apple's give `Date.ComponentsFormatStyle`.
// The words come from the ICU that Linux's Foundation carries, with Apple's additions to it for
// durations: the same measure formatter, widths and list patterns Apple's Foundation formats with.

extension Date.ComponentsFormatStyle {
    /// How the fields and their values are written, as Apple's `Date.ComponentsFormatStyle.Style`.
    public struct Style: Codable, Hashable, Sendable {
        enum Width: Int, Codable, Hashable, Sendable {
            case wide, abbreviated, condensedAbbreviated, narrow, spellOut
        }

        let width: Width

        /// The fields' names in full: "2 hours, 10 minutes" in English.
        public static var wide: Self { Self(width: .wide) }
        /// Values spelled out and names in full: "two hours, ten minutes" in English.
        public static var spellOut: Self { Self(width: .spellOut) }
        /// Abbreviated names: "2 hr, 10 min" in English.
        public static var abbreviated: Self { Self(width: .abbreviated) }
        /// Abbreviated names, condensed where the language allows: "2hr 10min" in English.
        public static var condensedAbbreviated: Self { Self(width: .condensedAbbreviated) }
        /// The shortest names: "2h 10m" in English.
        public static var narrow: Self { Self(width: .narrow) }
    }

    /// Apple's `Date.ComponentsFormatStyle` with its members: a style for a range of dates written in
    /// terms of the calendar's components between its bounds. `.components(style:fields:)` and
    /// `.timeDuration` give one, so that `range.formatted(.components(style: .abbreviated))` reads
    /// as on iOS; Linux's Foundation keeps the name `Date.ComponentsFormatStyle` for a type without
    /// members, so code that names the type itself writes this one.
    public struct Configured: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How the fields are written.
        public var style: Date.ComponentsFormatStyle.Style
        /// The language the fields are written in, and how they are joined.
        public var locale: Locale
        /// The calendar whose components lie between the bounds.
        public var calendar: Calendar
        /// The fields to write; all of them when nil. A field whose value is 0 is left out.
        public var fields: Set<Date.ComponentsFormatStyle.Field>?
        /// Whether the range is written positionally ("1:35"), as `.timeDuration` asks.
        var isTimeDuration = false

        /// A style that writes a range with the given style and fields, as Apple's
        /// `init(style:locale:calendar:fields:)`: all fields when `fields` is nil, and a field whose
        /// value is 0 left out.
        public init(
            style: Date.ComponentsFormatStyle.Style, locale: Locale = .autoupdatingCurrent,
            calendar: Calendar = .autoupdatingCurrent, fields: Set<Date.ComponentsFormatStyle.Field>? = nil
        ) {
            self.style = style
            self.locale = locale
            self.calendar = calendar
            self.fields = fields
        }

        /// The range written as the calendar's components between its bounds, largest first.
        public func format(_ v: Range<Date>) -> String {
            let wanted = ComponentUnit.all.filter { fields?.contains($0.field) ?? true }
            guard let smallest = wanted.last else { return "" }
            let components = calendar.dateComponents(Set(wanted.map(\.component)), from: v.lowerBound, to: v.upperBound)
            var measures = wanted.map { unit in
                UAMeasure(value: Double(components.value(for: unit.component) ?? 0), unit: unit.icuUnit)
            }
            if isTimeDuration {
                // Positional: leading zeros dropped, minutes and seconds always written ("0:05").
                while measures.count > 2, measures[0].value == 0 { measures.removeFirst() }
            } else {
                measures.removeAll { $0.value == 0 }
                if measures.isEmpty { measures = [UAMeasure(value: 0, unit: smallest.icuUnit)] }
            }
            let localeID = locale.identifier
            if style.width == .spellOut && !isTimeDuration {
                return ICUDurations.spelledOut(measures, localeID: localeID) ?? ""
            }
            let width = isTimeDuration ? UAMEASFMT_WIDTH_NUMERIC : style.width.icuWidth
            return ICUDurations.formatted(measures, width: width, localeID: localeID) ?? ""
        }

        /// The same style in another language.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }
}

extension FormatStyle where Self == Date.ComponentsFormatStyle.Configured {
    /// A style for a range of dates written in terms of the given fields, as Apple's
    /// `.components(style:fields:)`: `range.formatted(.components(style: .abbreviated, fields: [.hour, .minute]))`
    /// is "2 hr, 10 min" in English.
    public static func components(
        style: Date.ComponentsFormatStyle.Style, fields: Set<Date.ComponentsFormatStyle.Field>? = nil
    ) -> Self {
        Self(style: style, fields: fields)
    }

    /// A style for a duration given as a range of dates, written positionally as Apple's
    /// `.timeDuration`: 95 seconds is "1:35", two hours and ten minutes "2:10:00".
    public static var timeDuration: Self {
        var style = Self(style: .narrow, fields: [.hour, .minute, .second])
        style.isTimeDuration = true
        return style
    }
}

/// One field of a components style with the calendar's component and ICU's unit for it, largest first.
private struct ComponentUnit {
    let field: Date.ComponentsFormatStyle.Field
    let component: Calendar.Component
    let icuUnit: UAMeasureUnit

    static let all: [ComponentUnit] = [
        ComponentUnit(field: .year, component: .year, icuUnit: UAMEASUNIT_DURATION_YEAR),
        ComponentUnit(field: .month, component: .month, icuUnit: UAMEASUNIT_DURATION_MONTH),
        ComponentUnit(field: .week, component: .weekOfMonth, icuUnit: UAMEASUNIT_DURATION_WEEK),
        ComponentUnit(field: .day, component: .day, icuUnit: UAMEASUNIT_DURATION_DAY),
        ComponentUnit(field: .hour, component: .hour, icuUnit: UAMEASUNIT_DURATION_HOUR),
        ComponentUnit(field: .minute, component: .minute, icuUnit: UAMEASUNIT_DURATION_MINUTE),
        ComponentUnit(field: .second, component: .second, icuUnit: UAMEASUNIT_DURATION_SECOND),
    ]
}

extension Date.ComponentsFormatStyle.Style.Width {
    /// ICU's width for the style; spelled-out values are written wide.
    var icuWidth: UAMeasureFormatWidth {
        switch self {
        case .wide, .spellOut: UAMEASFMT_WIDTH_WIDE
        case .abbreviated: UAMEASFMT_WIDTH_SHORT
        case .condensedAbbreviated: UAMEASFMT_WIDTH_SHORTER
        case .narrow: UAMEASFMT_WIDTH_NARROW
        }
    }
}

/// Durations written by ICU's measure and list formatters.
private enum ICUDurations {
    /// The measures as one list ("2 hr, 10 min"), or nil if ICU cannot write them.
    static func formatted(_ measures: [UAMeasure], width: UAMeasureFormatWidth, localeID: String) -> String? {
        var status = U_ZERO_ERROR
        guard let formatter = uameasfmt_open(localeID, width, nil, &status), status.rawValue <= U_ZERO_ERROR.rawValue
        else { return nil }
        defer { uameasfmt_close(formatter) }
        return icuString { buffer, capacity, status in
            uameasfmt_formatMultiple(formatter, measures, Int32(measures.count), buffer, capacity, &status)
        }
    }

    /// Each measure with its value spelled out ("two hours"), joined as the language joins units.
    static func spelledOut(_ measures: [UAMeasure], localeID: String) -> String? {
        var status = U_ZERO_ERROR
        let spellOut = swift_unum_open(UNUM_SPELLOUT, nil, 0, localeID, nil, &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue,
            let formatter = uameasfmt_open(localeID, UAMEASFMT_WIDTH_WIDE, spellOut, &status),
            status.rawValue <= U_ZERO_ERROR.rawValue
        else { return nil }
        defer { uameasfmt_close(formatter) }
        var parts: [String] = []
        for measure in measures {
            let part = icuString { buffer, capacity, status in
                uameasfmt_format(formatter, measure.value, measure.unit, buffer, capacity, &status)
            }
            guard let part else { return nil }
            parts.append(part)
        }
        return joinedAsUnits(parts, localeID: localeID)
    }

    /// The parts joined by the language's list pattern for units ("two hours, ten minutes").
    private static func joinedAsUnits(_ parts: [String], localeID: String) -> String? {
        var status = U_ZERO_ERROR
        guard let list = swift_ulistfmt_openForType(localeID, ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, &status),
            status.rawValue <= U_ZERO_ERROR.rawValue
        else { return nil }
        defer { swift_ulistfmt_close(list) }
        let units = parts.map { Array($0.utf16) }
        let lengths = units.map { Int32($0.count) }
        return withPointers(to: units) { pointers in
            icuString { buffer, capacity, status in
                swift_ulistfmt_format(list, pointers, lengths, Int32(units.count), buffer, capacity, &status)
            }
        }
    }

    /// Calls `body` with a pointer to each of the strings, valid for the call.
    private static func withPointers<Result>(
        to strings: [[UChar]], _ body: ([UnsafePointer<UChar>?]) -> Result
    ) -> Result {
        var pointers: [UnsafePointer<UChar>?] = []
        func nest(_ index: Int) -> Result {
            guard index < strings.count else { return body(pointers) }
            return strings[index].withUnsafeBufferPointer { buffer in
                pointers.append(buffer.baseAddress)
                return nest(index + 1)
            }
        }
        return nest(0)
    }

    /// A string ICU writes into a buffer, given more room once if it asks for it; nil when ICU fails.
    private static func icuString(
        _ write: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32
    ) -> String? {
        var capacity: Int32 = 128
        for _ in 0..<2 {
            var status = U_ZERO_ERROR
            var buffer = [UChar](repeating: 0, count: Int(capacity))
            let length = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
                guard let base = pointer.baseAddress else { return 0 }
                return write(base, capacity, &status)
            }
            if status == U_BUFFER_OVERFLOW_ERROR, length >= capacity {
                capacity = length + 1
                continue
            }
            guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0, Int(length) <= buffer.count else { return nil }
            return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
        }
        return nil
    }
}
