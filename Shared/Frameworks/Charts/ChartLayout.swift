import Foundation
import SwiftUI
import ViewArchive
import ViewLayout

/// How a chart lays out its marks, scales, axes and legend in a size: the rules of Swift Charts'
/// defaults (docs/charts-subset.md), apart from the drawing, which `ChartScene` does.
struct ChartLayout {
    let marks: [MarkRecord]
    let settings: ChartSettings
    let calendar: Calendar
    let locale: Locale

    // MARK: Constants: what Apple's charts visibly use (its defaults are not documented).

    /// The axis labels' and the legend's size and style: the caption 2 text style, secondary.
    static let labelFont = Font.caption2
    static let labelSize = 11.0
    static let labelStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
    static let gridStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary.opacity(0.5))
    static let gridWidth: CGFloat = 0.5
    static let tickLength: CGFloat = 4
    /// The space between the plot and its axis labels.
    static let labelSpacing: CGFloat = 4
    static let legendSpacing: CGFloat = 8
    static let lineWidth: CGFloat = 2
    static let ruleWidth: CGFloat = 1
    static let symbolSide: CGFloat = 7
    /// A bar's or a rectangle's share of its band or bin, when its width is automatic.
    static let bandRatio: CGFloat = 0.7
    static let defaultStyle = AnyShapeStyle(Color.blue)

    init(marks: [MarkRecord], settings: ChartSettings, environment: EnvironmentValues) {
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        self.marks = marks.map { mark in
            var copy = mark
            copy.x = Self.binned(mark.x, calendar)
            copy.y = Self.binned(mark.y, calendar)
            return copy
        }
        self.settings = settings
        self.calendar = calendar
        self.locale = environment.locale
    }

    private static func binned(_ position: MarkRecord.Position, _ calendar: Calendar) -> MarkRecord.Position {
        switch position {
        case .value(let value): .value(value.binned(in: calendar))
        case .span(let start, let end): .span(start.binned(in: calendar), end.binned(in: calendar))
        case .points: position
        }
    }

    // MARK: Categories: the colours and symbols of `foregroundStyle(by:)` and `symbol(by:)`

    /// The values of `foregroundStyle(by:)`, in the order of an explicit scale, then first seen.
    var foregroundCategories: [PlotDatum] {
        var order = settings.foregroundDomain ?? []
        for mark in marks { if let datum = mark.style.foregroundCategory?.datum, !order.contains(datum) { order.append(datum) } }
        return order.filter { datum in marks.contains { $0.style.foregroundCategory?.datum == datum } }
    }

    var symbolCategories: [PlotDatum] {
        var order: [PlotDatum] = []
        for mark in marks { if let datum = mark.style.symbolCategory?.datum, !order.contains(datum) { order.append(datum) } }
        return order
    }

    /// The style a mark is drawn in: its own, its category's, or the chart's blue.
    func style(of mark: MarkRecord) -> AnyShapeStyle {
        if let style = mark.style.foreground { return style }
        if let datum = mark.style.foregroundCategory?.datum, let index = foregroundCategories.firstIndex(of: datum) {
            return settings.foregroundStyles?(datum, index) ?? AnyShapeStyle(ChartPalette.color(at: index))
        }
        return Self.defaultStyle
    }

    /// The symbol a point is drawn with; nil for a line's points when nothing asks for symbols.
    func symbol(of mark: MarkRecord) -> (any ChartSymbolShape)? {
        if let symbol = mark.style.symbol { return symbol }
        if let datum = mark.style.symbolCategory?.datum, let index = symbolCategories.firstIndex(of: datum) {
            return settings.symbols?(datum, index) ?? ChartPalette.symbol(at: index)
        }
        return mark.kind == .point ? BasicChartSymbolShape.circle : nil
    }

    // MARK: The scene

    /// Everything the chart draws in `size`.
    func scene(size: CGSize) -> ChartScene {
        var scene = ChartScene()
        let bounds = CGRect(origin: .zero, size: size)
        let legend = legendEntries()
        let showsLegend = !legend.isEmpty && settings.legendVisibility != .hidden
        let legendTop = settings.legendPosition == .top || settings.legendPosition == .topLeading || settings.legendPosition == .topTrailing
        let legendHeight = showsLegend ? legendRows(legend, width: Double(size.width)).height : 0
        let legendSpace = showsLegend ? CGFloat(legendHeight) + (settings.legendSpacing ?? Self.legendSpacing) : 0
        var area = bounds
        if legendTop { area.origin.y += legendSpace }
        area.size.height = max(area.height - legendSpace, 0)

        if marks.contains(where: { $0.kind == .sector }) && marks.allSatisfy({ $0.kind == .sector }) {
            scene.plot = area
            drawSectors(in: area, into: &scene)
        } else {
            drawCartesian(in: area, into: &scene)
        }
        if showsLegend {
            let top = legendTop ? CGFloat(0) : area.maxY + (settings.legendSpacing ?? Self.legendSpacing)
            drawLegend(legend, top: top, width: size.width, into: &scene)
        }
        return scene
    }

    // MARK: Axes

    /// What one axis holds: categories, numbers or dates.
    enum AxisKind { case none, categories, numbers, dates }

    func data(on axis: Axis) -> [PlotDatum] {
        marks.filter { $0.kind != .sector }.flatMap { mark -> [PlotDatum] in
            switch axis == .horizontal ? mark.x : mark.y {
            case .value(let value): [value.datum] + (value.end.map { [$0] } ?? [])
            case .span(let start, let end): [start.datum, end.datum] + (start.end.map { [$0] } ?? []) + (end.end.map { [$0] } ?? [])
            case .points: []
            }
        }
    }

    func kind(of axis: Axis) -> AxisKind {
        let settings = axis == .horizontal ? self.settings.x : self.settings.y
        switch settings.domain {
        case .categories: return .categories
        case .numbers: return .numbers
        case .dates: return .dates
        default: break
        }
        let data = data(on: axis)
        if data.contains(where: { if case .category = $0 { true } else { false } }) { return .categories }
        if data.contains(where: { if case .date = $0 { true } else { false } }) { return .dates }
        return data.isEmpty ? .none : .numbers
    }
}
