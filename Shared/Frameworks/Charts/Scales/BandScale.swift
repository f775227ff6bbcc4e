import Foundation

/// Where Charts places categories along an axis: one band each, of equal width, in the order the
/// categories first appear in the data (or the order an explicit domain gives).
package struct BandScale: Equatable {
    /// The categories, in order.
    package let categories: [String]
    /// The axis's extent in points.
    package let range: ClosedRange<Double>

    package init(categories: [String], range: ClosedRange<Double>) {
        self.categories = categories
        self.range = range
    }

    /// The categories of `values` in the order each first appears.
    package static func firstSeen(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }

    /// The width of one band.
    package var step: Double {
        categories.isEmpty ? 0 : (range.upperBound - range.lowerBound) / Double(categories.count)
    }

    /// The band of `category`, or nil when the axis does not hold it.
    package func band(of category: String) -> ClosedRange<Double>? {
        guard let index = categories.firstIndex(of: category) else { return nil }
        let start = range.lowerBound + Double(index) * step
        return start...(start + step)
    }

    /// The middle of `category`'s band.
    package func center(of category: String) -> Double? {
        band(of: category).map { ($0.lowerBound + $0.upperBound) / 2 }
    }
}

/// A number or a date placed along an axis: the domain's ends at the range's ends, in a straight
/// line (a date as its seconds since 2001, as Apple's date scale does).
package struct LinearScale: Equatable {
    package let domain: ClosedRange<Double>
    /// The points the domain's lower and upper bound land on (the upper may be the smaller: a y axis
    /// grows upward).
    package let from: Double
    package let to: Double

    package init(domain: ClosedRange<Double>, from: Double, to: Double) {
        self.domain = domain
        self.from = from
        self.to = to
    }

    /// The point of `value`.
    package func position(of value: Double) -> Double {
        let span = domain.upperBound - domain.lowerBound
        guard span > 0, span.isFinite else { return (from + to) / 2 }
        return from + (value - domain.lowerBound) / span * (to - from)
    }

    /// Points per unit of the domain.
    package var pointsPerUnit: Double {
        let span = domain.upperBound - domain.lowerBound
        return span > 0 ? abs(to - from) / span : 0
    }
}
