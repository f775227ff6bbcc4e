import Foundation
import SwiftUI

/// One mark as the chart reads it, whatever its type: what it places on each axis and how it is styled.
package struct MarkRecord {
    /// The kinds of mark.
    package enum Kind: Hashable {
        case line, bar, point, area, rule, rectangle, sector
    }

    /// Where a mark stands along one axis: at a value, across a span of values, or at a fixed place
    /// in points (nil: the plot's middle for a point, its whole extent for a rule or a bar).
    enum Position {
        case value(Encoded)
        case span(Encoded, Encoded)
        case points(CGFloat?, CGFloat?)

        /// The value or the span's start.
        var encoded: Encoded? {
            switch self {
            case .value(let value), .span(let value, _): value
            case .points: nil
            }
        }
    }

    let kind: Kind
    var x: Position = .points(nil, nil)
    var y: Position = .points(nil, nil)
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var series: Encoded?
    var angle: Encoded?
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat?
    var style = MarkStyle()

    init(kind: Kind) {
        self.kind = kind
    }
}

/// How a mark is drawn: what the chart content modifiers set. The innermost modifier wins, as a
/// modifier closest to a SwiftUI view does.
struct MarkStyle {
    var foreground: AnyShapeStyle?
    var foregroundCategory: Encoded?
    var symbolCategory: Encoded?
    var symbol: (any ChartSymbolShape)?
    var symbolSize: CGSize?
    var interpolation: InterpolationMethod?
    var lineStyle: StrokeStyle?
    var opacity: Double = 1
    var cornerRadius: CGFloat?
    /// The value `position(by:)` places the mark by, side by side with the marks of other values.
    var positionCategory: Encoded?
    var annotations: [MarkAnnotation] = []
}
