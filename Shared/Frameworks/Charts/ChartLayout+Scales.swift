import Foundation
import SwiftUI

/// One axis's scale: where a value falls, in points.
struct AxisScale {
    var kind: ChartLayout.AxisKind
    /// The continuous domain (numbers, or dates as seconds since 2001) and its automatic ticks.
    var domain: ClosedRange<Double> = 0...1
    var reversed = false
    var ticks: [PlotDatum] = []
    var dateStride: DateTicks.Stride?
    var categories: [String] = []
    /// The points the axis spans, from its start (leading, or top) to its end.
    var start: Double = 0
    var end: Double = 1
    /// Whether the domain's lower bound is at the end (a y axis: lower values further down).
    var lowerAtEnd = false

    var band: BandScale { BandScale(categories: categories, range: min(start, end)...max(start, end)) }

    var linear: LinearScale {
        let (low, high) = lowerAtEnd != reversed ? (end, start) : (start, end)
        return LinearScale(domain: domain, from: low, to: high)
    }

    /// The point of `datum`: a category's band's middle, a number's or a date's place.
    func position(of datum: PlotDatum) -> Double? {
        switch datum {
        case .category(let name): band.center(of: name)
        // A value that is not a finite number (NaN, infinity) has no place: its mark is left out, as on iOS.
        case .number, .date: datum.continuous.flatMap { $0.isFinite ? linear.position(of: $0) : nil }
        }
    }
}

extension ChartLayout {
    /// The scale of `axis` over the data, before it is given its points.
    func scale(of axis: Axis) -> AxisScale {
        let axisSettings = axis == .horizontal ? settings.x : settings.y
        var scale = AxisScale(kind: kind(of: axis))
        switch scale.kind {
        case .none:
            break
        case .categories:
            if case .categories(let names) = axisSettings.domain {
                scale.categories = names
            } else {
                scale.categories = BandScale.firstSeen(data(on: axis).compactMap { if case .category(let name) = $0 { name } else { nil } })
            }
            scale.ticks = scale.categories.map { .category($0) }
        case .numbers:
            let values = continuousValues(on: axis) + explicitMarkValues(on: axis)
            switch axisSettings.domain {
            case .numbers(let range):
                scale.domain = range
                scale.ticks = NiceTicks.ticks(in: range, count: desiredCount(on: axis)).map { .number($0) }
            case .automatic(let includesZero, let reversed):
                let nice = NiceTicks.domain(
                    lower: values.min() ?? 0, upper: values.max() ?? 1, includesZero: includesZero ?? true, count: desiredCount(on: axis))
                scale.domain = nice.domain
                scale.ticks = nice.ticks.map { .number($0) }
                scale.reversed = reversed ?? false
            default:
                let nice = NiceTicks.domain(lower: values.min() ?? 0, upper: values.max() ?? 1, count: desiredCount(on: axis))
                scale.domain = nice.domain
                scale.ticks = nice.ticks.map { .number($0) }
            }
        case .dates:
            let values = continuousValues(on: axis)
            var low = values.min() ?? Date().timeIntervalSinceReferenceDate
            var high = values.max() ?? low + 86_400
            if case .dates(let range) = axisSettings.domain {
                (low, high) = (range.lowerBound.timeIntervalSinceReferenceDate, range.upperBound.timeIntervalSinceReferenceDate)
            }
            if case .automatic(_, let reversed) = axisSettings.domain { scale.reversed = reversed ?? false }
            if high <= low { (low, high) = (low - 43_200, low + 43_200) }
            scale.domain = low...high
            let stride = DateTicks.stride(span: high - low, desiredCount: desiredCount(on: axis))
            scale.dateStride = stride
            let range = Date(timeIntervalSinceReferenceDate: low)...Date(timeIntervalSinceReferenceDate: high)
            scale.ticks = DateTicks.ticks(in: range, stride: stride, calendar: calendar).map { .date($0) }
        }
        return scale
    }

    /// The number of intervals the axis's automatic marks aim for.
    func desiredCount(on axis: Axis) -> Int {
        for group in (axis == .horizontal ? settings.x.marks : settings.y.marks) ?? [] {
            if case .automatic(let count?, _) = group.values.kind { return count }
        }
        return NiceTicks.desiredCount
    }

    /// The values axis marks name explicitly, which an automatic domain takes in, as Apple's does.
    func explicitMarkValues(on axis: Axis) -> [Double] {
        ((axis == .horizontal ? settings.x.marks : settings.y.marks) ?? []).flatMap { group -> [Double] in
            if case .explicit(let values) = group.values.kind { values.compactMap(\.continuous) } else { [] }
        }
    }

    /// The numbers or dates along `axis`, stacked marks at their stacked ends.
    func continuousValues(on axis: Axis) -> [Double] {
        let stacks = stackedExtents()
        var values: [Double] = []
        for (index, mark) in marks.enumerated() where mark.kind != .sector {
            if let extent = stacks[index], quantityAxis(of: mark) == axis {
                values += [extent.lowerBound, extent.upperBound]
                continue
            }
            let position = axis == .horizontal ? mark.x : mark.y
            switch position {
            case .value(let value):
                values += [value.datum.continuous, value.end?.continuous].compactMap { $0 }
                if (mark.kind == .bar || mark.kind == .area), quantityAxis(of: mark) == axis { values.append(0) }
            case .span(let start, let end):
                values += [start.datum.continuous, start.end?.continuous, end.datum.continuous, end.end?.continuous].compactMap { $0 }
            case .points: break
            }
        }
        return values.filter(\.isFinite)
    }

    // MARK: Stacking

    /// The axis along which a bar or an area measures its quantity: y unless its x is a category, a
    /// bin or a span and its y is not.
    func quantityAxis(of mark: MarkRecord) -> Axis? {
        switch mark.kind {
        case .bar, .area:
            func isBand(_ position: MarkRecord.Position) -> Bool {
                switch position {
                case .value(let value): if case .category = value.datum { true } else { value.end != nil }
                case .span, .points: false
                }
            }
            switch (mark.x, mark.y) {
            case (.value, .value): return isBand(mark.x) || !isBand(mark.y) ? .vertical : .horizontal
            case (.value, _): return .vertical
            case (_, .value): return .horizontal
            default: return nil
            }
        default: return nil
        }
    }

    /// Each stackable bar's and area's extent along its quantity axis (by index): marks that share a value
    /// on the other axis stack in order from zero, positives up and negatives down; normalized stacks
    /// fill 0 to 1, centred stacks sit about zero.
    func stackedExtents() -> [Int: ClosedRange<Double>] {
        struct Key: Hashable {
            let kind: MarkRecord.Kind
            let horizontal: Bool
            let at: PlotDatum
        }
        var extents: [Int: ClosedRange<Double>] = [:]
        var groups: [Key: [Int]] = [:]
        for (index, mark) in marks.enumerated() {
            guard let axis = quantityAxis(of: mark), case .value(let quantity) = (axis == .vertical ? mark.y : mark.x),
                case .value(let at) = (axis == .vertical ? mark.x : mark.y), let value = quantity.datum.continuous, value.isFinite
            else { continue }
            if mark.stacking == .unstacked || mark.style.positionCategory != nil {
                extents[index] = min(0, value)...max(0, value)
                continue
            }
            groups[Key(kind: mark.kind, horizontal: axis == .horizontal, at: at.datum), default: []].append(index)
        }
        for members in groups.values {
            var (up, down) = (0.0, 0.0)
            var spans: [(Int, Double, Double)] = []
            for index in members {
                let axis = quantityAxis(of: marks[index])
                guard case .value(let quantity) = (axis == .vertical ? marks[index].y : marks[index].x),
                    let value = quantity.datum.continuous, value.isFinite
                else { continue }
                if value >= 0 {
                    spans.append((index, up, up + value))
                    up += value
                } else {
                    spans.append((index, down + value, down))
                    down += value
                }
            }
            let method = marks[members[0]].stacking
            let total = up - down
            for (index, low, high) in spans {
                if method == .normalized, total > 0 {
                    extents[index] = ((low - down) / total)...((high - down) / total)
                } else if method == .center {
                    // The whole stack, from its lowest to its highest, centred on zero.
                    let shift = -(up + down) / 2
                    extents[index] = (low + shift)...(high + shift)
                } else {
                    extents[index] = low...high
                }
            }
        }
        return extents
    }
}
