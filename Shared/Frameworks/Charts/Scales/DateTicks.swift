import Foundation

/// The dates Charts marks on a time axis: the calendar-aligned stride (minutes, hours, days, weeks,
/// months, years) that cuts the domain into the number of intervals nearest `desiredCount`, each
/// labelled at that stride's granularity.
///
/// Apple does not document its choice; this one gives what its charts visibly show (a day in three-
/// or six-hour steps labelled "3 AM", a week by days labelled "Nov 23", a year by months labelled "Jan").
package struct DateTicks: Equatable {
    /// A calendar stride: `count` of `component`.
    package struct Stride: Equatable {
        package let component: Calendar.Component
        package let count: Int

        /// Its length in seconds, near enough to compare strides.
        var approximateSeconds: Double {
            let unit: Double =
                switch component {
                case .second: 1
                case .minute: 60
                case .hour: 3_600
                case .day: 86_400
                case .weekOfYear: 604_800
                case .month: 2_629_746
                case .year: 31_556_952
                default: 86_400
                }
            return unit * Double(count)
        }
    }

    /// The strides an automatic date axis chooses among, shortest first.
    package static let strides: [Stride] = [
        Stride(component: .second, count: 1), Stride(component: .second, count: 5), Stride(component: .second, count: 15),
        Stride(component: .second, count: 30), Stride(component: .minute, count: 1), Stride(component: .minute, count: 5),
        Stride(component: .minute, count: 15), Stride(component: .minute, count: 30), Stride(component: .hour, count: 1),
        Stride(component: .hour, count: 3), Stride(component: .hour, count: 6), Stride(component: .hour, count: 12),
        Stride(component: .day, count: 1), Stride(component: .day, count: 2), Stride(component: .weekOfYear, count: 1),
        Stride(component: .month, count: 1), Stride(component: .month, count: 3), Stride(component: .month, count: 6),
        Stride(component: .year, count: 1), Stride(component: .year, count: 5), Stride(component: .year, count: 10),
    ]

    /// The stride whose number of intervals over `span` seconds is nearest `desiredCount`.
    package static func stride(span: Double, desiredCount: Int = NiceTicks.desiredCount) -> Stride {
        guard span.isFinite, span > 0 else { return Stride(component: .day, count: 1) }
        let target = Double(max(desiredCount, 1))
        return strides.min { first, second in
            abs(log(span / first.approximateSeconds / target)) < abs(log(span / second.approximateSeconds / target))
        } ?? Stride(component: .day, count: 1)
    }

    /// The dates of `stride` inside `domain`, aligned to the calendar: whole hours (multiples of the
    /// count from midnight), days' starts, weeks' starts, months' starts (multiples of the count from January).
    package static func ticks(in domain: ClosedRange<Date>, stride: Stride, calendar: Calendar) -> [Date] {
        let alignmentUnit: Calendar.Component = stride.component == .weekOfYear ? .weekOfYear : stride.component
        guard var date = calendar.dateInterval(of: alignmentUnit, for: domain.lowerBound)?.start else { return [] }
        if date < domain.lowerBound, let next = calendar.date(byAdding: stride.component, value: 1, to: date) { date = next }
        var ticks: [Date] = []
        while date <= domain.upperBound, ticks.count < 500 {
            if isAligned(date, stride: stride, calendar: calendar) { ticks.append(date) }
            guard let next = calendar.date(byAdding: stride.component, value: 1, to: date), next > date else { break }
            date = next
        }
        return ticks
    }

    /// Whether `date` falls on a multiple of the stride's count in its next larger unit.
    static func isAligned(_ date: Date, stride: Stride, calendar: Calendar) -> Bool {
        guard stride.count > 1 else { return true }
        let value: Int =
            switch stride.component {
            case .second: calendar.component(.second, from: date)
            case .minute: calendar.component(.minute, from: date)
            case .hour: calendar.component(.hour, from: date)
            case .day: calendar.component(.day, from: date) - 1
            case .month: calendar.component(.month, from: date) - 1
            case .year: calendar.component(.year, from: date)
            default: 0
            }
        return value % stride.count == 0
    }

    /// A tick's label at the stride's granularity: "3 AM", "3:15 AM", "Nov 23", "Nov", "2026".
    package static func label(_ date: Date, stride: Stride, calendar: Calendar, locale: Locale) -> String {
        var style = Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: calendar.timeZone)
        switch stride.component {
        case .second: style = style.hour().minute().second()
        case .minute: style = style.hour().minute()
        case .hour: style = style.hour()
        case .day, .weekOfYear: style = style.month(.abbreviated).day()
        case .month: style = style.month(.abbreviated)
        default: style = style.year()
        }
        return date.formatted(style)
    }
}
