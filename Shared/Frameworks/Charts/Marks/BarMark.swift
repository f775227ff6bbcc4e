import Foundation
import SwiftUI

/// Chart content that represents data using rectangles from a baseline, as in Swift Charts: bars
/// that share a category or a date stack, from zero.
public struct BarMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .bar)

    /// A bar at `x` of length `y` (or at `y` of length `x`, when `y` is the category).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        record.x = .value(Encoded(x))
        record.y = .value(Encoded(y))
        record.width = width
        record.height = height
        record.stacking = stacking
    }

    /// A vertical bar at `x` from `yStart` to `yEnd` points (the plot's edges when nil).
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        record.x = .value(Encoded(x))
        record.y = .points(yStart, yEnd)
        record.width = width
        record.stacking = stacking
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd` points (the plot's edges when nil).
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        record.x = .points(xStart, xEnd)
        record.y = .value(Encoded(y))
        record.height = height
        record.stacking = stacking
    }

    /// A vertical bar at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        record.x = .value(Encoded(x))
        record.y = .span(Encoded(yStart), Encoded(yEnd))
        record.width = width
        record.stacking = .unstacked
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        record.x = .span(Encoded(xStart), Encoded(xEnd))
        record.y = .value(Encoded(y))
        record.height = height
        record.stacking = .unstacked
    }

    /// A bar from `xStart` to `xEnd`, from `yStart` to `yEnd` points (the plot's edges when nil).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.x = .span(Encoded(xStart), Encoded(xEnd))
        record.y = .points(yStart, yEnd)
        record.stacking = .unstacked
    }

    package func collect(into marks: inout [MarkRecord]) { marks.append(record) }
}
