import Foundation
import SwiftUI

extension ChartLayout {
    /// Lays out the plot, its axes and its marks in `area`.
    func drawCartesian(in area: CGRect, into scene: inout ChartScene) {
        var xScale = scale(of: .horizontal)
        var yScale = scale(of: .vertical)
        let xGroups = axisGroups(.horizontal, scale: xScale)
        let yGroups = axisGroups(.vertical, scale: yScale)

        // The room the axes take beside the plot.
        var (leading, trailing, top, bottom): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        let labelHeight = Self.labelHeight
        for group in yGroups {
            let widths = group.values.flatMap { $0.labels.map { $0.map(Self.width) ?? 24 } }
            guard let widest = widths.max() else { continue }
            if side(of: group, axis: .vertical) == .leading {
                leading = max(leading, widest + Self.labelSpacing)
            } else {
                trailing = max(trailing, widest + Self.labelSpacing)
            }
            // A label centred on the top or bottom line stands half out of the plot.
            top = max(top, labelHeight / 2)
            bottom = max(bottom, labelHeight / 2)
        }
        for group in xGroups {
            let hasLabels = group.values.contains { !$0.labels.isEmpty }
            let hasTicks = group.values.contains { $0.elements.contains { if case .tick = $0 { true } else { false } } }
            let room = (hasLabels ? labelHeight + (hasTicks && xScale.kind == .categories ? Self.tickLength + 2 : Self.labelSpacing) : 0)
                + (hasTicks && !hasLabels ? Self.tickLength : 0)
            if side(of: group, axis: .horizontal) == .top { top = max(top, room) } else { bottom = max(bottom, room) }
        }
        let plot = CGRect(
            x: area.minX + leading, y: area.minY + top, width: max(area.width - leading - trailing, 0),
            height: max(area.height - top - bottom, 0))
        scene.plot = plot

        // The scales' points.
        let xPadding = settings.x.rangePadding ?? (0, 0)
        let yPadding = settings.y.rangePadding ?? (0, 0)
        xScale.start = Double(plot.minX + xPadding.start)
        xScale.end = Double(plot.maxX - xPadding.end)
        if let points = settings.x.rangePoints { (xScale.start, xScale.end) = (Double(plot.minX + points.lowerBound), Double(plot.minX + points.upperBound)) }
        yScale.start = Double(plot.minY + yPadding.end)
        yScale.end = Double(plot.maxY - yPadding.start)
        if let points = settings.y.rangePoints { (yScale.start, yScale.end) = (Double(plot.minY + points.lowerBound), Double(plot.minY + points.upperBound)) }
        yScale.lowerAtEnd = true

        drawGrid(yGroups, axis: .vertical, scale: yScale, plot: plot, into: &scene)
        drawGrid(xGroups, axis: .horizontal, scale: xScale, plot: plot, into: &scene)
        drawMarks(x: xScale, y: yScale, plot: plot, into: &scene)
        drawTicksAndLabels(yGroups, axis: .vertical, scale: yScale, plot: plot, into: &scene)
        drawTicksAndLabels(xGroups, axis: .horizontal, scale: xScale, plot: plot, into: &scene)
    }

    // MARK: Positions

    /// The middle of where a mark stands along an axis.
    func center(_ position: MarkRecord.Position, _ scale: AxisScale, from start: CGFloat, to end: CGFloat) -> CGFloat? {
        switch position {
        case .value(let value):
            if let binEnd = value.end, let a = scale.position(of: value.datum), let b = scale.position(of: binEnd) { return CGFloat(a + b) / 2 }
            return scale.position(of: value.datum).map { CGFloat($0) }
        case .span(let first, let second):
            guard let a = scale.position(of: first.datum), let b = scale.position(of: second.datum) else { return nil }
            return CGFloat(a + b) / 2
        case .points(let offset, _):
            return offset.map { start + $0 } ?? (start + end) / 2
        }
    }

    /// The smallest distance between two marks' places along a number or date axis: a bar's step there.
    func step(on axis: Axis, _ scale: AxisScale) -> Double {
        let places = Set(marks.compactMap { mark -> Double? in
            guard case .value(let value) = (axis == .horizontal ? mark.x : mark.y), value.end == nil else { return nil }
            return scale.position(of: value.datum)
        }).sorted()
        let gaps = zip(places, places.dropFirst()).map { $1 - $0 }.filter { $0 > 0.5 }
        return gaps.min() ?? abs(scale.end - scale.start) / 10
    }

    /// The extent of a bar or a rectangle along an axis: its band, bin or point widened to `dimension`;
    /// its span; or its quantity from zero (`stacked`, when it is the quantity axis).
    func extent(
        _ position: MarkRecord.Position, on axis: Axis, _ scale: AxisScale, dimension: MarkDimension, stacked: ClosedRange<Double>?,
        from start: CGFloat, to end: CGFloat, place: (index: Int, count: Int)? = nil
    ) -> (CGFloat, CGFloat)? {
        switch position {
        case .value(let value):
            if let stacked {
                guard let a = scale.position(of: value.datum.isDate ? .date(Date(timeIntervalSinceReferenceDate: stacked.lowerBound)) : .number(stacked.lowerBound)),
                    let b = scale.position(of: value.datum.isDate ? .date(Date(timeIntervalSinceReferenceDate: stacked.upperBound)) : .number(stacked.upperBound))
                else { return nil }
                return (CGFloat(min(a, b)), CGFloat(max(a, b)))
            }
            let (middle, step): (Double, Double)
            if case .category(let name) = value.datum, let band = scale.band.band(of: name) {
                (middle, step) = ((band.lowerBound + band.upperBound) / 2, band.upperBound - band.lowerBound)
            } else if let binEnd = value.end, let a = scale.position(of: value.datum), let b = scale.position(of: binEnd) {
                (middle, step) = ((a + b) / 2, abs(b - a))
            } else if let a = scale.position(of: value.datum) {
                (middle, step) = (a, self.step(on: axis, scale))
            } else {
                return nil
            }
            let size = Double(dimension.resolved(step: CGFloat(step), automatic: CGFloat(step) * Self.bandRatio))
            if let place, place.count > 0 {
                // Side by side: the group takes the bar's width, each of its places an equal share.
                let share = size / Double(place.count)
                let first = middle - size / 2 + share * Double(place.index)
                return (CGFloat(first), CGFloat(first + share))
            }
            return (CGFloat(middle - size / 2), CGFloat(middle + size / 2))
        case .span(let first, let second):
            guard let a = scale.position(of: first.datum), let b = scale.position(of: second.datum) else { return nil }
            return (CGFloat(min(a, b)), CGFloat(max(a, b)))
        case .points(let from, let to):
            return (start + (from ?? 0), start + (to ?? (end - start)))
        }
    }

    /// A mark's place among the values of `position(by:)`, in the order they first appear.
    func positionPlace(of mark: MarkRecord) -> (index: Int, count: Int)? {
        guard let datum = mark.style.positionCategory?.datum else { return nil }
        var order: [PlotDatum] = []
        for other in marks { if let value = other.style.positionCategory?.datum, !order.contains(value) { order.append(value) } }
        return order.firstIndex(of: datum).map { ($0, order.count) }
    }

    // MARK: Marks

    /// What joins a line's or an area's marks into one series.
    struct SeriesKey: Hashable {
        let kind: MarkRecord.Kind
        let series: PlotDatum?
        let foreground: PlotDatum?
        let symbol: PlotDatum?
    }

    /// Draws the marks in the order they are written, a line or an area where its series' first mark is.
    func drawMarks(x: AxisScale, y: AxisScale, plot: CGRect, into scene: inout ChartScene) {
        let stacks = stackedExtents()
        var drawnSeries = Set<SeriesKey>()
        for (index, mark) in marks.enumerated() {
            switch mark.kind {
            case .line, .area:
                let key = SeriesKey(
                    kind: mark.kind, series: mark.series?.datum, foreground: mark.style.foregroundCategory?.datum,
                    symbol: mark.style.symbolCategory?.datum)
                guard drawnSeries.insert(key).inserted else { continue }
                let members = marks.indices.filter { other in
                    let candidate = marks[other]
                    return candidate.kind == mark.kind && candidate.series?.datum == key.series
                        && candidate.style.foregroundCategory?.datum == key.foreground && candidate.style.symbolCategory?.datum == key.symbol
                }
                if mark.kind == .line {
                    drawLine(members, x: x, y: y, plot: plot, into: &scene)
                } else {
                    drawArea(members, stacks: stacks, x: x, y: y, plot: plot, into: &scene)
                }
            case .bar, .rectangle:
                let quantity = quantityAxis(of: mark)
                let place = positionPlace(of: mark)
                guard
                    let (minX, maxX) = extent(
                        mark.x, on: .horizontal, x, dimension: mark.width, stacked: quantity == .horizontal ? stacks[index] : nil, from: plot.minX,
                        to: plot.maxX, place: quantity == .vertical ? place : nil),
                    let (minY, maxY) = extent(
                        mark.y, on: .vertical, y, dimension: mark.height, stacked: quantity == .vertical ? stacks[index] : nil, from: plot.minY,
                        to: plot.maxY, place: quantity == .horizontal ? place : nil)
                else { continue }
                let rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
                let path = mark.style.cornerRadius.map { Path(roundedRect: rect, cornerRadius: $0) } ?? Path(rect)
                scene.elements.append(.fill(path, style(of: mark), opacity: mark.style.opacity))
                annotate(mark, frame: rect, into: &scene)
            case .point:
                guard let px = center(mark.x, x, from: plot.minX, to: plot.maxX), let py = center(mark.y, y, from: plot.minY, to: plot.maxY)
                else { continue }
                let point = CGPoint(x: px, y: py)
                drawSymbol(symbol(of: mark) ?? BasicChartSymbolShape.circle, at: point, mark: mark, into: &scene)
                let side = mark.style.symbolSize ?? CGSize(width: Self.symbolSide, height: Self.symbolSide)
                annotate(mark, frame: CGRect(x: px - side.width / 2, y: py - side.height / 2, width: side.width, height: side.height), into: &scene)
            case .rule:
                drawRule(mark, x: x, y: y, plot: plot, into: &scene)
            case .sector:
                continue
            }
        }
    }

    func drawSymbol(_ symbol: any ChartSymbolShape, at point: CGPoint, mark: MarkRecord, into scene: inout ChartScene) {
        let side = mark.style.symbolSize ?? CGSize(width: Self.symbolSide, height: Self.symbolSide)
        let box = CGRect(x: point.x - side.width / 2, y: point.y - side.height / 2, width: side.width, height: side.height)
        let path = symbol.path(in: box)
        if let basic = symbol as? BasicChartSymbolShape, basic.isStroked {
            scene.elements.append(.stroke(path, style(of: mark), lineWidth: basic.borderWidth ?? 1.5, opacity: mark.style.opacity))
        } else {
            scene.elements.append(.fill(path, style(of: mark), opacity: mark.style.opacity))
        }
    }

    func drawLine(_ members: [Int], x: AxisScale, y: AxisScale, plot: CGRect, into scene: inout ChartScene) {
        let points = members.compactMap { index -> CGPoint? in
            guard let px = center(marks[index].x, x, from: plot.minX, to: plot.maxX), let py = center(marks[index].y, y, from: plot.minY, to: plot.maxY)
            else { return nil }
            return CGPoint(x: px, y: py)
        }
        guard let first = members.first, !points.isEmpty else { return }
        let mark = marks[first]
        let method = mark.style.interpolation?.kind ?? .linear
        var path = Path()
        if method == .linear, let dash = mark.style.lineStyle?.dash, !dash.isEmpty {
            path = Dashes.path(along: points, dash: dash, phase: mark.style.lineStyle?.dashPhase ?? 0)
        } else {
            Interpolation.append(points, method: method, to: &path)
        }
        let width = mark.style.lineStyle?.lineWidth ?? Self.lineWidth
        if points.count > 1 { scene.elements.append(.stroke(path, style(of: mark), lineWidth: width, opacity: mark.style.opacity)) }
        for (index, point) in zip(members, points) {
            if let symbol = symbol(of: marks[index]) { drawSymbol(symbol, at: point, mark: marks[index], into: &scene) }
            annotate(marks[index], frame: CGRect(x: point.x, y: point.y, width: 0, height: 0), into: &scene)
        }
    }

    func drawArea(_ members: [Int], stacks: [Int: ClosedRange<Double>], x: AxisScale, y: AxisScale, plot: CGRect, into scene: inout ChartScene) {
        guard let first = members.first else { return }
        let mark = marks[first]
        let horizontal = quantityAxis(of: mark) == .horizontal
        var tops: [CGPoint] = [], bottoms: [CGPoint] = []
        for index in members {
            let member = marks[index]
            let along = horizontal ? center(member.y, y, from: plot.minY, to: plot.maxY) : center(member.x, x, from: plot.minX, to: plot.maxX)
            let across = horizontal ? (member.x, x, plot.minX, plot.maxX) : (member.y, y, plot.minY, plot.maxY)
            guard let along,
                let (low, high) = extent(
                    across.0, on: horizontal ? .horizontal : .vertical, across.1, dimension: .automatic, stacked: stacks[index], from: across.2,
                    to: across.3)
            else { continue }
            // Extents come smaller point first: on the y axis that is the larger value.
            if horizontal {
                tops.append(CGPoint(x: high, y: along))
                bottoms.append(CGPoint(x: low, y: along))
            } else {
                tops.append(CGPoint(x: along, y: low))
                bottoms.append(CGPoint(x: along, y: high))
            }
        }
        guard tops.count > 1 else { return }
        let method = mark.style.interpolation?.kind ?? .linear
        var path = Path()
        Interpolation.append(tops, method: method, to: &path)
        Interpolation.append(bottoms.reversed(), method: method, to: &path, connect: true)
        path.closeSubpath()
        scene.elements.append(.fill(path, style(of: mark), opacity: mark.style.opacity))
    }

    func drawRule(_ mark: MarkRecord, x: AxisScale, y: AxisScale, plot: CGRect, into scene: inout ChartScene) {
        let horizontal: Bool =
            switch (mark.x, mark.y) {
            case (.value, _): false
            case (_, .value): true
            case (.span, _): true
            default: false
            }
        let ends: [CGPoint]
        if horizontal {
            guard let py = center(mark.y, y, from: plot.minY, to: plot.maxY),
                let (start, end) = extent(mark.x, on: .horizontal, x, dimension: .automatic, stacked: nil, from: plot.minX, to: plot.maxX)
            else { return }
            ends = [CGPoint(x: start, y: py), CGPoint(x: end, y: py)]
            annotate(mark, frame: CGRect(x: start, y: py, width: end - start, height: 0), into: &scene)
        } else {
            guard let px = center(mark.x, x, from: plot.minX, to: plot.maxX),
                let (start, end) = extent(mark.y, on: .vertical, y, dimension: .automatic, stacked: nil, from: plot.minY, to: plot.maxY)
            else { return }
            ends = [CGPoint(x: px, y: start), CGPoint(x: px, y: end)]
            annotate(mark, frame: CGRect(x: px, y: start, width: 0, height: end - start), into: &scene)
        }
        let path = Dashes.path(along: ends, dash: mark.style.lineStyle?.dash ?? [], phase: mark.style.lineStyle?.dashPhase ?? 0)
        scene.elements.append(
            .stroke(path, style(of: mark), lineWidth: mark.style.lineStyle?.lineWidth ?? Self.ruleWidth, opacity: mark.style.opacity))
    }

    /// Places a mark's annotations beside its frame: above it unless they say otherwise.
    func annotate(_ mark: MarkRecord, frame: CGRect, into scene: inout ChartScene) {
        for annotation in mark.style.annotations {
            let spacing = annotation.spacing ?? 4
            // Above or below, the alignment lines the view up with the mark's leading edge, middle or trailing edge;
            // beside it, with its top, middle or bottom.
            let (x, ax): (CGFloat, CGFloat) =
                switch annotation.alignment.horizontal {
                case .leading: (frame.minX, 0)
                case .trailing: (frame.maxX, 1)
                default: (frame.midX, 0.5)
                }
            let (y, ay): (CGFloat, CGFloat) =
                switch annotation.alignment.vertical {
                case .top: (frame.minY, 0)
                case .bottom: (frame.maxY, 1)
                default: (frame.midY, 0.5)
                }
            let (point, anchor): (CGPoint, UnitPoint) =
                switch annotation.position {
                case .top: (CGPoint(x: x, y: frame.minY - spacing), UnitPoint(x: ax, y: 1))
                case .bottom: (CGPoint(x: x, y: frame.maxY + spacing), UnitPoint(x: ax, y: 0))
                case .leading: (CGPoint(x: frame.minX - spacing, y: y), UnitPoint(x: 1, y: ay))
                case .trailing: (CGPoint(x: frame.maxX + spacing, y: y), UnitPoint(x: 0, y: ay))
                case .topLeading: (CGPoint(x: frame.minX - spacing, y: frame.minY - spacing), .bottomTrailing)
                case .topTrailing: (CGPoint(x: frame.maxX + spacing, y: frame.minY - spacing), .bottomLeading)
                case .bottomLeading: (CGPoint(x: frame.minX - spacing, y: frame.maxY + spacing), .topTrailing)
                case .bottomTrailing: (CGPoint(x: frame.maxX + spacing, y: frame.maxY + spacing), .topLeading)
                case .overlay: (CGPoint(x: frame.midX, y: frame.midY), .center)
                default: (CGPoint(x: x, y: frame.minY - spacing), UnitPoint(x: ax, y: 1))
                }
            scene.views.append(ChartScene.PlacedView(make: annotation.content, point: point, anchor: anchor))
        }
    }
}

extension PlotDatum {
    var isDate: Bool { if case .date = self { true } else { false } }
}
