import Foundation
import SwiftUI

/// Chart content that represents data using a sequence of connected line segments, as in Swift Charts.
///
/// The marks of one series (the same `series:` value, or the same `foregroundStyle(by:)` and
/// `symbol(by:)` values) are joined in the order they are written.
public struct LineMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .line)

    /// A point of a line at `x` and `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = .value(Encoded(x))
        record.y = .value(Encoded(y))
    }

    /// A point of the line of `series`, at `x` and `y`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        self.init(x: x, y: y)
        record.series = Encoded(series)
    }

    package func collect(into marks: inout [MarkRecord]) { marks.append(record) }
}
