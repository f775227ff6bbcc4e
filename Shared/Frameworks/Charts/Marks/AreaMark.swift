import Foundation
import SwiftUI

/// Chart content that represents data using the area under a line, as in Swift Charts: areas of
/// several series stack, from zero.
public struct AreaMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .area)

    /// A point of the area's top line at `x` and `y`, filled down to zero (or to the series below).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        record.x = .value(Encoded(x))
        record.y = .value(Encoded(y))
        record.stacking = stacking
    }

    /// A point of the area of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        self.init(x: x, y: y, stacking: stacking)
        record.series = Encoded(series)
    }

    /// A point of an area between `yStart` and `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = .value(Encoded(x))
        record.y = .span(Encoded(yStart), Encoded(yEnd))
        record.stacking = .unstacked
    }

    /// A point of the area of `series` between `yStart` and `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        self.init(x: x, yStart: yStart, yEnd: yEnd)
        record.series = Encoded(series)
    }

    /// A point of a horizontal area between `xStart` and `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = .span(Encoded(xStart), Encoded(xEnd))
        record.y = .value(Encoded(y))
        record.stacking = .unstacked
    }

    /// A point of the horizontal area of `series` between `xStart` and `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        self.init(xStart: xStart, xEnd: xEnd, y: y)
        record.series = Encoded(series)
    }

    package func collect(into marks: inout [MarkRecord]) { marks.append(record) }
}
