import Foundation
import SwiftUI

/// Chart content that represents data using a single horizontal or vertical rule, as in Swift Charts.
public struct RuleMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .rule)

    /// A vertical rule at `x`, from `yStart` to `yEnd` points (the plot's edges when nil).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.x = .value(Encoded(x))
        record.y = .points(yStart, yEnd)
    }

    /// A vertical rule from `yStart` to `yEnd`, `x` points from the leading edge (the middle when nil).
    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = .points(x, nil)
        record.y = .span(Encoded(yStart), Encoded(yEnd))
    }

    /// A vertical rule at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = .value(Encoded(x))
        record.y = .span(Encoded(yStart), Encoded(yEnd))
    }

    /// A horizontal rule at `y`, from `xStart` to `xEnd` points (the plot's edges when nil).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        record.x = .points(xStart, xEnd)
        record.y = .value(Encoded(y))
    }

    /// A horizontal rule from `xStart` to `xEnd`, `y` points from the top (the middle when nil).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        record.x = .span(Encoded(xStart), Encoded(xEnd))
        record.y = .points(y, nil)
    }

    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = .span(Encoded(xStart), Encoded(xEnd))
        record.y = .value(Encoded(y))
    }

    package func collect(into marks: inout [MarkRecord]) { marks.append(record) }
}
