import Foundation
import SwiftUI

/// What the chart view modifiers set, read by each `Chart` inside them.
struct ChartSettings {
    /// One axis's scale and marks.
    struct AxisSettings {
        var domain: ScaleDomainSpec?
        var rangePadding: (start: CGFloat, end: CGFloat)?
        var rangePoints: ClosedRange<CGFloat>?
        var visibility: Visibility = .automatic
        var marks: [AxisMarksSpec]?
    }

    var x = AxisSettings()
    var y = AxisSettings()
    var legendVisibility: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var legendAlignment: Alignment?
    var legendSpacing: CGFloat?
    /// The style of each `foregroundStyle(by:)` value, replacing the palette.
    var foregroundStyles: ((PlotDatum, Int) -> AnyShapeStyle?)?
    /// The categories of `foregroundStyle(by:)`, in the order an explicit domain gives.
    var foregroundDomain: [PlotDatum]?
    var symbols: ((PlotDatum, Int) -> (any ChartSymbolShape)?)?
}

private struct ChartSettingsKey: EnvironmentKey {
    static var defaultValue: ChartSettings { ChartSettings() }
}

extension EnvironmentValues {
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}

extension View {
    private func chartSetting(_ change: @escaping (inout ChartSettings) -> Void) -> some View {
        transformEnvironment(\.chartSettings, transform: change)
    }

    /// Configures the x scale for charts: its domain (a `ClosedRange` of numbers or dates, an array of
    /// categories) and the positions it maps to.
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        let (spec, padding, points) = (domain.spec, ChartSettings.padding(of: range), ChartSettings.points(of: range))
        return chartSetting { settings in
            settings.x.domain = spec
            settings.x.rangePadding = padding
            settings.x.rangePoints = points
        }
    }

    /// Configures the x scale's domain for charts.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = domain.spec
        return chartSetting { $0.x.domain = spec }
    }

    /// Configures the positions the x scale maps to.
    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let (padding, points) = (ChartSettings.padding(of: range), ChartSettings.points(of: range))
        return chartSetting { settings in
            settings.x.rangePadding = padding
            settings.x.rangePoints = points
        }
    }

    /// Configures the y scale for charts: its domain and the positions it maps to.
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        let (spec, padding, points) = (domain.spec, ChartSettings.padding(of: range), ChartSettings.points(of: range))
        return chartSetting { settings in
            settings.y.domain = spec
            settings.y.rangePadding = padding
            settings.y.rangePoints = points
        }
    }

    /// Configures the y scale's domain for charts.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = domain.spec
        return chartSetting { $0.y.domain = spec }
    }

    /// Configures the positions the y scale maps to.
    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let (padding, points) = (ChartSettings.padding(of: range), ChartSettings.points(of: range))
        return chartSetting { settings in
            settings.y.rangePadding = padding
            settings.y.rangePoints = points
        }
    }

    /// Configures the x axis with `AxisMarks`: only what they list is drawn.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let groups = content().groups
        return chartSetting { $0.x.marks = groups }
    }

    /// Configures the y axis with `AxisMarks`: only what they list is drawn.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let groups = content().groups
        return chartSetting { $0.y.marks = groups }
    }

    /// Sets the visibility of the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartSetting { $0.x.visibility = visibility }
    }

    /// Sets the visibility of the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartSetting { $0.y.visibility = visibility }
    }

    /// Sets the visibility of the legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartSetting { $0.legendVisibility = visibility }
    }

    /// Places the legend at `position` (below the plot when automatic), aligned within its space, `spacing`
    /// points from the plot.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartSetting { settings in
            settings.legendPosition = position
            settings.legendAlignment = alignment
            settings.legendSpacing = spacing
        }
    }

    /// Maps each `foregroundStyle(by:)` value to a style, in the order given (which the legend follows).
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { ($0.key.datum, AnyShapeStyle($0.value)) }
        return chartSetting { settings in
            settings.foregroundDomain = pairs.map(\.0)
            settings.foregroundStyles = { datum, _ in pairs.first { $0.0 == datum }?.1 }
        }
    }

    /// Maps each `foregroundStyle(by:)` value to the style `mapping` gives it.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        chartSetting { settings in
            settings.foregroundStyles = { datum, _ in DataValue.from(datum).map { AnyShapeStyle(mapping($0)) } }
        }
    }

    /// Maps the values of `domain`, in its order, to the styles `mapping` gives them.
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
    where Domain.Element: Plottable {
        let order = domain.map(\.datum)
        return chartSetting { settings in
            settings.foregroundDomain = order
            settings.foregroundStyles = { datum, _ in Domain.Element.from(datum).map { AnyShapeStyle(mapping($0)) } }
        }
    }

    /// Orders the `foregroundStyle(by:)` values as `domain` gives them, coloured from the palette.
    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let order: [PlotDatum]? = if case .categories(let names) = domain.spec { names.map { PlotDatum.category($0) } } else { nil }
        return chartSetting { $0.foregroundDomain = order }
    }

    /// Maps each `symbol(by:)` value to a symbol.
    public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, any ChartSymbolShape>) -> some View {
        let pairs: [(PlotDatum, any ChartSymbolShape)] = mapping.map { ($0.key.datum, $0.value) }
        return chartSetting { settings in
            settings.symbols = { datum, _ in pairs.first { $0.0 == datum }?.1 }
        }
    }

    /// Maps each `symbol(by:)` value to the symbol `mapping` gives it.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(mapping: @escaping (DataValue) -> S) -> some View {
        chartSetting { settings in
            settings.symbols = { datum, _ in DataValue.from(datum).map { mapping($0) } }
        }
    }

    /// Styles the plot area: accepted, and the plot drawn as the chart's own here (docs/charts-subset.md).
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        self
    }
}

/// The plot area of a chart, which `chartPlotStyle` styles.
public struct ChartPlotContent: View {
    public var body: some View { EmptyView() }
}

extension ChartSettings {
    static func padding<R: PositionScaleRange>(of range: R) -> (start: CGFloat, end: CGFloat)? {
        (range as? PlotDimensionScaleRange).map { ($0.startPadding, $0.endPadding) }
    }

    static func points<R: PositionScaleRange>(of range: R) -> ClosedRange<CGFloat>? {
        range as? ClosedRange<CGFloat>
    }
}
