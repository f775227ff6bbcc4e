import Foundation
import SwiftUI

/// Chart content that represents data using points, as in Swift Charts.
public struct PointMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .point)

    /// A point at `x` and `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = .value(Encoded(x))
        record.y = .value(Encoded(y))
    }

    /// A point at `y`, `x` points from the plot's leading edge (its middle when nil).
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        record.x = .points(x, nil)
        record.y = .value(Encoded(y))
    }

    /// A point at `x`, `y` points from the plot's top (its middle when nil).
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        record.x = .value(Encoded(x))
        record.y = .points(y, nil)
    }

    package func collect(into marks: inout [MarkRecord]) { marks.append(record) }
}
