import Foundation
import SwiftUI

/// A type that you can use to configure the domain of a chart scale, as in Swift Charts: a
/// `ClosedRange` of numbers or dates, an array of categories, or `.automatic`.
public protocol ScaleDomain {}

/// A domain as the chart reads it.
enum ScaleDomainSpec {
    case automatic(includesZero: Bool?, reversed: Bool?)
    case numbers(ClosedRange<Double>)
    case dates(ClosedRange<Date>)
    case categories([String])
}

/// Domains the chart reads directly.
protocol ScaleDomainConvertible {
    var domainSpec: ScaleDomainSpec? { get }
}

extension ScaleDomain {
    var spec: ScaleDomainSpec? { (self as? any ScaleDomainConvertible)?.domainSpec ?? nil }
}

/// A domain the chart infers from its data.
public struct AutomaticScaleDomain: ScaleDomain, ScaleDomainConvertible {
    let includesZero: Bool?
    let reversed: Bool?
    var domainSpec: ScaleDomainSpec? { .automatic(includesZero: includesZero, reversed: reversed) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The domain the chart infers from its data: numbers with zero, widened to whole ticks.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }

    /// The inferred domain, with zero or not (numbers only), reversed or not (100 … 0).
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }

    /// The inferred domain, changed by `modifyInferredDomain`: accepted, and inferred as `automatic(includesZero:reversed:)` here.
    public static func automatic<DataValue: Plottable>(
        includesZero: Bool? = nil, reversed: Bool? = nil, dataType: DataValue.Type, modifyInferredDomain: @escaping (inout [DataValue]) -> Void
    ) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

extension ClosedRange: ScaleDomain, ScaleDomainConvertible where Bound: Plottable {
    var domainSpec: ScaleDomainSpec? {
        switch (lowerBound.datum, upperBound.datum) {
        case (.number(let low), .number(let high)): low.isFinite && high.isFinite ? .numbers(low...high) : nil
        case (.date(let low), .date(let high)): .dates(low...high)
        default: nil
        }
    }
}

extension Array: ScaleDomain, ScaleDomainConvertible where Element: Plottable {
    var domainSpec: ScaleDomainSpec? {
        .categories(map { element in
            if case .category(let name) = element.datum { name } else { "\(element.primitivePlottable)" }
        })
    }
}

/// How a scale maps its domain, as in Swift Charts: linear, by date, by category; the others are
/// accepted and drawn linear here.
public struct ScaleType: Sendable {
    let name: String
    /// Values in a straight line.
    public static var linear: ScaleType { ScaleType(name: "linear") }
    /// Accepted: drawn linear.
    public static var log: ScaleType { ScaleType(name: "log") }
    /// Dates, linear in seconds.
    public static var date: ScaleType { ScaleType(name: "date") }
    /// Categories in bands.
    public static var category: ScaleType { ScaleType(name: "category") }
    /// Accepted: drawn linear.
    public static var squareRoot: ScaleType { ScaleType(name: "squareRoot") }
    /// Accepted: drawn linear.
    public static func power(exponent: Double) -> ScaleType { ScaleType(name: "power") }
    /// Accepted: drawn linear.
    public static var symmetricLog: ScaleType { ScaleType(name: "symmetricLog") }
    /// Accepted: drawn linear.
    public static func symmetricLog(slopeAtZero: Double) -> ScaleType { ScaleType(name: "symmetricLog") }
}

/// The range of positions a position scale maps to.
public protocol PositionScaleRange {}

/// Padding at a position scale's ends.
public struct PlotDimensionScaleRange: PositionScaleRange, Sendable {
    let startPadding: CGFloat
    let endPadding: CGFloat
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// The plot's whole extent, less `startPadding` and `endPadding` points.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }

    /// The plot's whole extent, less `padding` points at each end.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }
}

extension ClosedRange: PositionScaleRange where Bound == CGFloat {}
