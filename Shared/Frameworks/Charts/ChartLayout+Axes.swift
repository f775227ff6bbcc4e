import Foundation
import SwiftUI
import ViewLayout

/// One value an axis marks, with what it draws there.
struct ResolvedAxisValue {
    let datum: PlotDatum
    let elements: [AxisElement]
    /// Each label's text (nil for a view of your own), in the order of the label elements.
    let labels: [String?]
}

/// One `AxisMarks` of an axis, resolved: its side and its values.
struct ResolvedAxisGroup {
    let position: AxisMarkPosition
    let stroke: StrokeStyle?
    let values: [ResolvedAxisValue]
    /// The calendar stride of a date axis's values, which a centred label is centred in.
    let stride: DateTicks.Stride?
}

extension ChartLayout {
    /// The groups of marks of `axis`, as its `AxisMarks` (or the chart's own) make them on `scale`.
    func axisGroups(_ axis: Axis, scale: AxisScale) -> [ResolvedAxisGroup] {
        let axisSettings = axis == .horizontal ? settings.x : settings.y
        guard axisSettings.visibility != .hidden, scale.kind != .none else { return [] }
        let groups = axisSettings.marks ?? [AxisMarksSpec(position: .automatic, values: .automatic, content: nil)]
        return groups.map { group in
            let (data, stride) = values(of: group, scale: scale)
            let resolved = data.enumerated().map { index, datum -> ResolvedAxisValue in
                let elements = group.content?(AxisValue(datum: datum, index: index, count: data.count)) ?? defaultElements(axis, scale)
                let labels = elements.compactMap { element -> String?? in
                    guard case .label(let label) = element else { return nil }
                    if label.view != nil { return .some(nil) }
                    return .some(label.text?(datum) ?? group.format?(datum) ?? text(of: datum, stride: stride))
                }
                return ResolvedAxisValue(datum: datum, elements: elements, labels: labels)
            }
            return ResolvedAxisGroup(position: group.position, stroke: group.stroke, values: resolved, stride: stride)
        }
    }

    /// The chart's own marks at a value: a grid line and a label, with a tick under a category or on the x axis.
    func defaultElements(_ axis: Axis, _ scale: AxisScale) -> [AxisElement] {
        let label = AxisElement.label(AxisLabelSpec())
        if axis == .horizontal {
            if scale.kind == .categories { return [.tick(length: nil, stroke: nil, style: nil), label] }
            return [.gridLine(stroke: nil, style: nil), .tick(length: nil, stroke: nil, style: nil), label]
        }
        return [.gridLine(stroke: nil, style: nil), label]
    }

    /// The values a group of marks marks on `scale`, and the date stride they fall on.
    func values(of group: AxisMarksSpec, scale: AxisScale) -> ([PlotDatum], DateTicks.Stride?) {
        let inDomain = { (datum: PlotDatum) -> Bool in
            guard let value = datum.continuous else { return true }
            return value >= scale.domain.lowerBound - 1e-9 && value <= scale.domain.upperBound + 1e-9
        }
        switch group.values.kind {
        case .automatic(let count, let minimumStride):
            guard scale.kind == .numbers, count != nil || minimumStride != nil else { return (scale.ticks, scale.dateStride) }
            var step = NiceTicks.step(span: scale.domain.upperBound - scale.domain.lowerBound, count: count ?? NiceTicks.desiredCount)
            if let minimumStride, minimumStride > step { step = NiceTicks.step(span: minimumStride * 2, count: 1) / 2 }
            if let minimumStride, minimumStride > step { step = minimumStride }
            return (NiceTicks.ticks(in: scale.domain, step: step).map { .number($0) }, nil)
        case .stride(let step):
            guard step > 0, step.isFinite else { return ([], nil) }
            if scale.kind == .dates {
                return (NiceTicks.ticks(in: scale.domain, step: step).map { .date(Date(timeIntervalSinceReferenceDate: $0)) }, scale.dateStride)
            }
            return (NiceTicks.ticks(in: scale.domain, step: step).map { .number($0) }, nil)
        case .dateStride(let component, let count, let calendar):
            guard scale.kind == .dates else { return (scale.ticks, scale.dateStride) }
            let stride = DateTicks.Stride(component: component, count: count)
            let range = Date(timeIntervalSinceReferenceDate: scale.domain.lowerBound)...Date(timeIntervalSinceReferenceDate: scale.domain.upperBound)
            return (DateTicks.ticks(in: range, stride: stride, calendar: calendar ?? self.calendar).map { .date($0) }, stride)
        case .explicit(let values):
            return (values.filter(inDomain), scale.dateStride)
        }
    }

    /// A value as the chart labels it: a category's name, a number in the locale's format, a date at the stride's granularity.
    func text(of datum: PlotDatum, stride: DateTicks.Stride?) -> String {
        switch datum {
        case .category(let name): name
        case .number(let value): value.formatted(.number.locale(locale))
        case .date(let date):
            DateTicks.label(date, stride: stride ?? DateTicks.Stride(component: .day, count: 1), calendar: calendar, locale: locale)
        }
    }

    static func width(of text: String) -> CGFloat {
        CGFloat(TextMetrics.width(of: text, size: labelSize, weight: .regular))
    }

    static var labelHeight: CGFloat { CGFloat(TextMetrics.verticalMetrics(size: labelSize).lineHeight) }

    // MARK: Drawing the axes

    /// The grid lines of `groups` across `plot`.
    func drawGrid(_ groups: [ResolvedAxisGroup], axis: Axis, scale: AxisScale, plot: CGRect, into scene: inout ChartScene) {
        for group in groups {
            for value in group.values {
                guard let position = scale.position(of: value.datum) else { continue }
                for case .gridLine(let stroke, let style) in value.elements {
                    let ends =
                        axis == .horizontal
                        ? [CGPoint(x: position, y: plot.minY), CGPoint(x: position, y: plot.maxY)]
                        : [CGPoint(x: plot.minX, y: position), CGPoint(x: plot.maxX, y: position)]
                    let strokeStyle = stroke ?? group.stroke
                    let path = Dashes.path(along: ends, dash: strokeStyle?.dash ?? [], phase: strokeStyle?.dashPhase ?? 0)
                    let width = stroke?.lineWidth ?? group.stroke?.lineWidth ?? Self.gridWidth
                    scene.elements.append(.stroke(path, style ?? Self.gridStyle, lineWidth: width, opacity: 1))
                }
            }
        }
    }

    /// The ticks and labels of `groups`, outside `plot` on their side.
    func drawTicksAndLabels(_ groups: [ResolvedAxisGroup], axis: Axis, scale: AxisScale, plot: CGRect, into scene: inout ChartScene) {
        for group in groups {
            let side = self.side(of: group, axis: axis)
            for value in group.values {
                guard let position = scale.position(of: value.datum) else { continue }
                var labelIndex = 0
                let hasTick = value.elements.contains { if case .tick = $0 { true } else { false } }
                for element in value.elements {
                    switch element {
                    case .gridLine: break
                    case .tick(let length, let stroke, let style):
                        let length = length ?? Self.tickLength
                        var path = Path()
                        switch side {
                        case .bottom:
                            path.move(to: CGPoint(x: position, y: plot.maxY))
                            path.addLine(to: CGPoint(x: position, y: plot.maxY + length))
                        case .top:
                            path.move(to: CGPoint(x: position, y: plot.minY))
                            path.addLine(to: CGPoint(x: position, y: plot.minY - length))
                        case .leading:
                            path.move(to: CGPoint(x: plot.minX, y: position))
                            path.addLine(to: CGPoint(x: plot.minX - length, y: position))
                        default:
                            path.move(to: CGPoint(x: plot.maxX, y: position))
                            path.addLine(to: CGPoint(x: plot.maxX + length, y: position))
                        }
                        let width = stroke?.lineWidth ?? group.stroke?.lineWidth ?? Self.gridWidth
                        scene.elements.append(.stroke(path, style ?? Self.gridStyle, lineWidth: width, opacity: 1))
                    case .label(let label):
                        let text = labelIndex < value.labels.count ? value.labels[labelIndex] : nil
                        labelIndex += 1
                        var labelPosition = position
                        if label.centered == true, scale.kind == .dates {
                            // Centred in its date's interval, which must end inside the axis.
                            guard let middle = intervalMiddle(of: value.datum, stride: group.stride, scale: scale) else { continue }
                            labelPosition = middle
                        }
                        let (point, anchor) = labelPlace(
                            side: side, position: labelPosition, plot: plot, centered: scale.kind == .categories || label.centered == true,
                            below: hasTick ? Self.tickLength + 2 : Self.labelSpacing)
                        let moved = CGPoint(x: point.x + label.offset.width, y: point.y + label.offset.height)
                        let (font, style) = (label.font ?? Self.labelFont, label.style ?? Self.labelStyle)
                        if let view = label.view {
                            scene.views.append(
                                ChartScene.PlacedView(make: { view($0, font, style) }, point: moved, anchor: label.anchor ?? anchor))
                        } else if let text {
                            scene.elements.append(
                                .text(text, font: label.font ?? Self.labelFont, style: label.style ?? Self.labelStyle, at: moved, anchor: label.anchor ?? anchor))
                        }
                    }
                }
            }
        }
    }

    /// The middle of the stride that starts at a date, when it ends inside the axis's domain.
    func intervalMiddle(of datum: PlotDatum, stride: DateTicks.Stride?, scale: AxisScale) -> Double? {
        guard case .date(let date) = datum, let stride,
            let next = calendar.date(byAdding: stride.component, value: stride.count, to: date),
            next.timeIntervalSinceReferenceDate <= scale.domain.upperBound + 1,
            let start = scale.position(of: datum), let end = scale.position(of: .date(next))
        else { return nil }
        return (start + end) / 2
    }

    /// The side a group's marks are on: the y axis's trailing and the x axis's bottom unless it says otherwise.
    func side(of group: AxisMarkPosition, axis: Axis) -> AxisMarkPosition {
        if axis == .horizontal { return group == .top ? .top : .bottom }
        return group == .leading ? .leading : .trailing
    }

    func side(of group: ResolvedAxisGroup, axis: Axis) -> AxisMarkPosition { side(of: group.position, axis: axis) }

    /// Where a label goes: beside the plot, centred on its value on the y axis and under a category's
    /// band, from its value's line on a number or date x axis.
    func labelPlace(side: AxisMarkPosition, position: Double, plot: CGRect, centered: Bool, below: CGFloat) -> (CGPoint, UnitPoint) {
        switch side {
        case .bottom:
            centered
                ? (CGPoint(x: position, y: plot.maxY + below), .top)
                : (CGPoint(x: position + 2, y: plot.maxY + Self.labelSpacing), .topLeading)
        case .top:
            centered
                ? (CGPoint(x: position, y: plot.minY - below), .bottom)
                : (CGPoint(x: position + 2, y: plot.minY - Self.labelSpacing), .bottomLeading)
        case .leading: (CGPoint(x: plot.minX - Self.labelSpacing, y: position), .trailing)
        default: (CGPoint(x: plot.maxX + Self.labelSpacing, y: position), .leading)
        }
    }
}
