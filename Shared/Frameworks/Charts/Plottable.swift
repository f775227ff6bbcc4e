import Foundation

/// A type that can serve as data to plot in a chart: numbers are quantities, dates are times, strings
/// are categories, as in Swift Charts.
///
/// A type of your own conforms through a primitive plottable type (`String`, a number or `Date`); an
/// enum with `String` raw values conforms with no code, its raw values the categories.
public protocol Plottable {
    /// The primitive type the value is plotted as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as its primitive type.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value for a primitive value, or nil when there is none.
    init?(primitivePlottable: PrimitivePlottable)
}

/// The types the framework plots directly: the standard numbers, `Date` and `String`. Don't use this
/// type directly, as Apple says.
public protocol PrimitivePlottableProtocol: Plottable where Self == Self.PrimitivePlottable {}

extension Plottable where Self: RawRepresentable, Self.RawValue: PrimitivePlottableProtocol {
    /// The raw value, plotted (a `String` raw value as a category).
    public var primitivePlottable: RawValue { rawValue }

    /// The case whose raw value is `primitivePlottable`.
    public init?(primitivePlottable: RawValue) {
        self.init(rawValue: primitivePlottable)
    }
}

/// A plotted value as the chart's scales read it: a quantity, a time or a category.
enum PlotDatum: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    /// The number a continuous scale places: a date as its seconds since 2001, as Apple's date scale does.
    var continuous: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }
}

/// The primitive types' conversions to and from what the scales read. Every primitive type adopts it;
/// no other type can (Apple's protocol is not for your types).
protocol PrimitiveDatum {
    var plotDatum: PlotDatum { get }
    static func fromPlotDatum(_ datum: PlotDatum) -> Self?
}

extension Plottable {
    /// This value as the scales read it.
    var datum: PlotDatum {
        (primitivePlottable as? any PrimitiveDatum)?.plotDatum ?? .category(String(describing: primitivePlottable))
    }

    /// The value of this type at `datum`, or nil when it has none (a category read as a number).
    static func from(_ datum: PlotDatum) -> Self? {
        guard let primitiveType = PrimitivePlottable.self as? any PrimitiveDatum.Type,
            let primitive = primitiveType.fromPlotDatum(datum) as? PrimitivePlottable
        else { return nil }
        return Self(primitivePlottable: primitive)
    }
}

extension String: PrimitivePlottableProtocol, PrimitiveDatum {
    public var primitivePlottable: String { self }
    public init?(primitivePlottable: String) { self = primitivePlottable }
    var plotDatum: PlotDatum { .category(self) }
    static func fromPlotDatum(_ datum: PlotDatum) -> String? {
        if case .category(let name) = datum { return name }
        return nil
    }
}

extension Date: PrimitivePlottableProtocol, PrimitiveDatum {
    public var primitivePlottable: Date { self }
    public init?(primitivePlottable: Date) { self = primitivePlottable }
    var plotDatum: PlotDatum { .date(self) }
    static func fromPlotDatum(_ datum: PlotDatum) -> Date? {
        switch datum {
        case .date(let date): date
        case .number(let seconds): Date(timeIntervalSinceReferenceDate: seconds)
        case .category: nil
        }
    }
}

/// A number plotted as a quantity.
protocol NumericDatum: PrimitiveDatum {
    var doubleValue: Double { get }
    init?(plottedDouble: Double)
}

extension NumericDatum {
    var plotDatum: PlotDatum { .number(doubleValue) }
    static func fromPlotDatum(_ datum: PlotDatum) -> Self? {
        if case .number(let value) = datum { return Self(plottedDouble: value) }
        return nil
    }
}

/// An integer from a plotted number: the nearest one, when the number is finite and in range.
private func integer<I: FixedWidthInteger>(_ value: Double) -> I? {
    guard value.isFinite else { return nil }
    return I(exactly: value.rounded())
}

extension Int: PrimitivePlottableProtocol, NumericDatum {
    public var primitivePlottable: Int { self }
    public init?(primitivePlottable: Int) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init?(plottedDouble: Double) { guard let value: Int = integer(plottedDouble) else { return nil }; self = value }
}

extension Int8: PrimitivePlottableProtocol, NumericDatum {
    public var primitivePlottable: Int8 { self }
    public init?(primitivePlottable: Int8) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init?(plottedDouble: Double) { guard let value: Int8 = integer(plottedDouble) else { return nil }; self = value }
}

extension Int16: PrimitivePlottableProtocol, NumericDatum {
    public var primitivePlottable: Int16 { self }
    public init?(primitivePlottable: Int16) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init?(plottedDouble: Double) { guard let value: Int16 = integer(plottedDouble) else { return nil }; self = value }
}

extension Int32: PrimitivePlottableProtocol, NumericDatum {
    public var primitivePlottable: Int32 { self }
    public init?(primitivePlottable: Int32) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init?(plottedDouble: Double) { guard let value: Int32 = integer(plottedDouble) else { return nil }; self = value }
}

extension Int64: PrimitivePlottableProtocol, NumericDatum {
    public var primitivePlottable: Int64 { self }
    public init?(primitivePlottable: Int64) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init?(plottedDouble: Double) { guard let value: Int64 = integer(plottedDouble) else { return nil }; self = value }
}

extension UInt: PrimitivePlottableProtocol, NumericDatum {
    public var primitivePlottable: UInt { self }
    public init?(primitivePlottable: UInt) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init?(plottedDouble: Double) { guard let value: UInt = integer(plottedDouble) else { return nil }; self = value }
}

extension UInt8: PrimitivePlottableProtocol, NumericDatum {
    public var primitivePlottable: UInt8 { self }
    public init?(primitivePlottable: UInt8) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init?(plottedDouble: Double) { guard let value: UInt8 = integer(plottedDouble) else { return nil }; self = value }
}

extension UInt16: PrimitivePlottableProtocol, NumericDatum {
    public var primitivePlottable: UInt16 { self }
    public init?(primitivePlottable: UInt16) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init?(plottedDouble: Double) { guard let value: UInt16 = integer(plottedDouble) else { return nil }; self = value }
}

extension UInt32: PrimitivePlottableProtocol, NumericDatum {
    public var primitivePlottable: UInt32 { self }
    public init?(primitivePlottable: UInt32) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init?(plottedDouble: Double) { guard let value: UInt32 = integer(plottedDouble) else { return nil }; self = value }
}

extension UInt64: PrimitivePlottableProtocol, NumericDatum {
    public var primitivePlottable: UInt64 { self }
    public init?(primitivePlottable: UInt64) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init?(plottedDouble: Double) { guard let value: UInt64 = integer(plottedDouble) else { return nil }; self = value }
}

extension Double: PrimitivePlottableProtocol, NumericDatum {
    public var primitivePlottable: Double { self }
    public init?(primitivePlottable: Double) { self = primitivePlottable }
    var doubleValue: Double { self }
    init?(plottedDouble: Double) { self = plottedDouble }
}

extension Float: PrimitivePlottableProtocol, NumericDatum {
    public var primitivePlottable: Float { self }
    public init?(primitivePlottable: Float) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init?(plottedDouble: Double) { self = Float(plottedDouble) }
}

extension CGFloat: PrimitivePlottableProtocol, NumericDatum {
    public var primitivePlottable: CGFloat { self }
    public init?(primitivePlottable: CGFloat) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init?(plottedDouble: Double) { self = CGFloat(plottedDouble) }
}

extension Decimal: PrimitivePlottableProtocol, NumericDatum {
    public var primitivePlottable: Decimal { self }
    public init?(primitivePlottable: Decimal) { self = primitivePlottable }
    var doubleValue: Double { NSDecimalNumber(decimal: self).doubleValue }
    init?(plottedDouble: Double) {
        guard plottedDouble.isFinite else { return nil }
        self = Decimal(plottedDouble)
    }
}
