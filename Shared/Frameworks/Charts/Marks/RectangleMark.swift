import Foundation
import SwiftUI

/// Chart content that represents data using rectangles, as in Swift Charts: 70% of the scale's step
/// wide and high unless `width` and `height` say otherwise.
public struct RectangleMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .rectangle)

    /// A rectangle centred at `x` and `y`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {
        record.x = .value(Encoded(x))
        record.y = .value(Encoded(y))
        record.width = width
        record.height = height
    }

    /// A rectangle at `x` from `yStart` to `yEnd` points (the plot's edges when nil).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        record.x = .value(Encoded(x))
        record.y = .points(yStart, yEnd)
        record.width = width
    }

    /// A rectangle at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        record.x = .value(Encoded(x))
        record.y = .span(Encoded(yStart), Encoded(yEnd))
        record.width = width
    }

    /// A rectangle at `y` from `xStart` to `xEnd` points (the plot's edges when nil).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        record.x = .points(xStart, xEnd)
        record.y = .value(Encoded(y))
        record.height = height
    }

    /// A rectangle at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        record.x = .span(Encoded(xStart), Encoded(xEnd))
        record.y = .value(Encoded(y))
        record.height = height
    }

    /// A rectangle in points (the plot's edges where nil).
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.x = .points(xStart, xEnd)
        record.y = .points(yStart, yEnd)
    }

    /// A rectangle from `xStart` to `xEnd`, from `yStart` to `yEnd` points.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.x = .span(Encoded(xStart), Encoded(xEnd))
        record.y = .points(yStart, yEnd)
    }

    /// A rectangle from `xStart` to `xEnd` points, from `yStart` to `yEnd`.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = .points(xStart, xEnd)
        record.y = .span(Encoded(yStart), Encoded(yEnd))
    }

    /// A rectangle from `xStart` to `xEnd` and from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        record.x = .span(Encoded(xStart), Encoded(xEnd))
        record.y = .span(Encoded(yStart), Encoded(yEnd))
    }

    package func collect(into marks: inout [MarkRecord]) { marks.append(record) }
}
