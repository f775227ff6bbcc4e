import Foundation

/// The values Charts marks on a number axis, and the domain it widens to them: steps of 1, 2 or 5
/// times a power of ten, about `desiredCount` intervals across the data.
///
/// Apple does not document its algorithm; this one gives the axes of Apple's own examples (bars of 5,
/// 10 and 15 on an axis of 0…15; points from 12 to 85 on 0…100) and what its charts visibly do.
package enum NiceTicks {
    /// The intervals an automatic axis aims for.
    package static let desiredCount = 4

    /// The step between ticks for a span of `span` cut in about `count` intervals: 1, 2 or 5 × 10ⁿ,
    /// each chosen when the raw step is nearer it than its neighbours (on a log scale).
    package static func step(span: Double, count: Int = desiredCount) -> Double {
        guard span.isFinite, span > 0, count > 0 else { return 1 }
        let raw = span / Double(count)
        let power = (log10(raw)).rounded(.down)
        let magnitude = pow(10, power)
        let error = raw / magnitude
        let factor: Double =
            if error >= 50.0.squareRoot() { 10 } else if error >= 10.0.squareRoot() { 5 } else if error >= 2.0.squareRoot() { 2 } else { 1 }
        return factor * magnitude
    }

    /// The domain an automatic scale takes for data from `lower` to `upper`: with zero unless
    /// `includesZero` is false, widened outward to whole steps, and the ticks on it.
    package static func domain(lower: Double, upper: Double, includesZero: Bool = true, count: Int = desiredCount)
        -> (domain: ClosedRange<Double>, ticks: [Double])
    {
        var (low, high) = (min(lower, upper), max(lower, upper))
        guard low.isFinite, high.isFinite else { return (0...1, ticks(in: 0...1, count: count)) }
        if includesZero {
            low = min(low, 0)
            high = max(high, 0)
        }
        if low == high {
            // One value: from zero to one when it is zero (with zero included it can be no other), else half
            // its size either side.
            if low == 0 { high = 1 } else { (low, high) = (low - abs(low) / 2, high + abs(high) / 2) }
        }
        var step = self.step(span: high - low, count: count)
        var niceLow = (low / step).rounded(.down) * step
        var niceHigh = (high / step).rounded(.up) * step
        // Widening can change the step once; settle it on the widened span.
        let second = self.step(span: niceHigh - niceLow, count: count)
        if second != step {
            step = second
            niceLow = (low / step).rounded(.down) * step
            niceHigh = (high / step).rounded(.up) * step
        }
        let domain = (niceLow == 0 ? 0 : niceLow)...(niceHigh == 0 ? 0 : niceHigh)
        return (domain, ticks(in: domain, step: step))
    }

    /// The multiples of a nice step inside `domain`: what an explicit domain is marked with.
    package static func ticks(in domain: ClosedRange<Double>, count: Int = desiredCount) -> [Double] {
        ticks(in: domain, step: step(span: domain.upperBound - domain.lowerBound, count: count))
    }

    /// The multiples of `step` from `domain`'s lower bound to its upper, rounded clean of float noise.
    package static func ticks(in domain: ClosedRange<Double>, step: Double) -> [Double] {
        guard step > 0, step.isFinite, domain.lowerBound.isFinite, domain.upperBound.isFinite else { return [] }
        let first = (domain.lowerBound / step - 1e-9).rounded(.up)
        let last = (domain.upperBound / step + 1e-9).rounded(.down)
        guard last >= first, last - first < 1_000 else { return [] }
        // Rounded to the step's decimals, so that 0.1 × 3 reads 0.3.
        let decimals = max(0, -Int((log10(step)).rounded(.down)))
        let scale = pow(10, Double(min(decimals, 12)))
        return stride(from: first, through: last, by: 1).map { index in
            let tick = ((index * step) * scale).rounded() / scale
            return tick == 0 ? 0 : tick  // never -0, which reads "-0"
        }
    }
}
