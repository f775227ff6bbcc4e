import Foundation
import SwiftUI

/// A sector of a pie or donut chart, as in Swift Charts (iOS 17): its angle is its value's share of
/// the sum, the sectors drawn clockwise from the top in the order they are written.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SectorMark: ChartContent, PrimitiveChartContent {
    var record = MarkRecord(kind: .sector)

    /// A sector whose angle is proportional to `angle`, between `innerRadius` (a size in points, or a
    /// `.ratio` or `.inset` of the outer radius) and `outerRadius`, with `angularInset` points between
    /// it and its neighbours.
    public init(
        angle: PlottableValue<some Plottable>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        record.angle = Encoded(angle)
        record.innerRadius = innerRadius
        record.outerRadius = outerRadius
        record.angularInset = angularInset
    }

    package func collect(into marks: inout [MarkRecord]) { marks.append(record) }
}
