import Foundation
import SwiftUI

/// Labeled data that you plot in a chart with a mark's properties (x, y, a foreground style), as in
/// Swift Charts: the label names the axis and the legend, the value is what the scale places.
public struct PlottableValue<Value: Plottable> {
    /// The label: the axis's, the legend's title.
    let label: String
    /// The value, or the start of a range.
    let value: Value
    /// The end of a range, for a range value (`value("Time", start..<end)`).
    let end: Value?
    /// The calendar unit a date is binned to, and the calendar it is binned in.
    let unit: Calendar.Component?
    let calendar: Calendar?

    /// A value named `label`.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value, end: nil, unit: nil, calendar: nil)
    }

    /// A value named by a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.plainText(at: Date()), value: value, end: nil, unit: nil, calendar: nil)
    }

    /// A value named by a localized string (drawn in English here).
    public static func value(_ labelResource: LocalizedStringResource, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(localized: labelResource), value: value, end: nil, unit: nil, calendar: nil)
    }

    /// A range of values, which a mark spans (a bar from the range's start to its end).
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value> where Value: Comparable {
        PlottableValue(label: String(label), value: range.lowerBound, end: range.upperBound, unit: nil, calendar: nil)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned to a calendar unit: a bar spans the unit (the day, the month), a line or a point
    /// stands in its middle, as in Swift Charts.
    public static func value<S: StringProtocol>(_ label: S, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil)
        -> PlottableValue<Value>
    {
        PlottableValue(label: String(label), value: date, end: nil, unit: unit, calendar: calendar)
    }

    /// A date binned to a calendar unit, named by a localized string.
    public static func value(_ labelResource: LocalizedStringResource, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil)
        -> PlottableValue<Value>
    {
        PlottableValue(label: String(localized: labelResource), value: date, end: nil, unit: unit, calendar: calendar)
    }
}

/// A plotted value with what the chart needs of it: its label, the datum, and the span it covers.
struct Encoded: Hashable {
    var label: String
    var datum: PlotDatum
    /// The end of the span the value covers (a binned date's next unit, a range's end); nil for a point.
    var end: PlotDatum?
    /// The unit a date is binned to, until the chart bins it in its calendar.
    var unit: Calendar.Component?
    var calendar: Calendar?

    init<Value>(_ value: PlottableValue<Value>) {
        label = value.label
        datum = value.value.datum
        end = value.end?.datum
        unit = value.unit
        calendar = value.calendar
    }

    init(label: String, datum: PlotDatum, end: PlotDatum? = nil) {
        self.label = label
        self.datum = datum
        self.end = end
    }

    /// A binned date as the span of its unit in its calendar (the chart's when the value names none).
    func binned(in fallback: Calendar) -> Encoded {
        guard let unit, case .date(let date) = datum else { return self }
        guard let interval = (calendar ?? fallback).dateInterval(of: unit, for: date) else { return self }
        var copy = self
        copy.datum = .date(interval.start)
        copy.end = .date(interval.end)
        copy.unit = nil
        return copy
    }
}
