import Foundation
import SwiftUI

/// Content of an axis: groups of axis marks, as in Swift Charts.
public protocol AxisContent {}

/// Axis content the chart reads directly.
protocol PrimitiveAxisContent {
    func collect(into groups: inout [AxisMarksSpec])
}

extension AxisContent {
    /// The groups of marks of this content.
    var groups: [AxisMarksSpec] {
        var groups: [AxisMarksSpec] = []
        (self as? any PrimitiveAxisContent)?.collect(into: &groups)
        return groups
    }
}

/// One `AxisMarks` as the chart reads it: where, at which values, and what it draws at each.
struct AxisMarksSpec {
    var position: AxisMarkPosition
    var values: AxisMarkValues
    /// The marks at a value; nil draws the chart's own (a grid line, a tick where the axis has them, a label).
    var content: ((AxisValue) -> [AxisElement])?
    var stroke: StrokeStyle?
    /// The labels' text for the default marks.
    var format: ((PlotDatum) -> String?)?
}

/// A group of visual marks that a chart draws to indicate the composition of an axis, as in Swift
/// Charts: at each of its values, the marks its content lists (only those), or the chart's own.
public struct AxisMarks<Content: AxisMark>: AxisContent, PrimitiveAxisContent {
    let spec: AxisMarksSpec

    /// Marks at `values`, made by `content` for each value.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        spec = AxisMarksSpec(position: position, values: values, content: { content($0).elements })
    }

    /// Marks at `values`, made by `content` (the same at each value).
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping () -> Content
    ) {
        spec = AxisMarksSpec(position: position, values: values, content: { _ in content().elements })
    }

    /// Marks at each of `values`, made by `content` for each value.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        spec = AxisMarksSpec(position: position, values: AxisMarkValues(kind: .explicit(values.map(\.datum))), content: { content($0).elements })
    }

    /// Marks at each of `values`, made by `content`.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping () -> Content
    ) {
        spec = AxisMarksSpec(position: position, values: AxisMarkValues(kind: .explicit(values.map(\.datum))), content: { _ in content().elements })
    }

    func collect(into groups: inout [AxisMarksSpec]) { groups.append(spec) }
}

extension AxisMarks where Content == Never {
    /// The chart's own marks at `values`, grid lines and ticks stroked as `stroke` says.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        stroke: StrokeStyle? = nil
    ) {
        spec = AxisMarksSpec(position: position, values: values, content: nil, stroke: stroke)
    }

    /// The chart's own marks at each of `values`.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil
    ) {
        spec = AxisMarksSpec(position: position, values: AxisMarkValues(kind: .explicit(values.map(\.datum))), content: nil, stroke: stroke)
    }

    /// The chart's own marks, labelled in `format`.
    public init<Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec = AxisMarksSpec(position: position, values: values, content: nil, stroke: stroke, format: AxisLabelSpec.formatter(format))
    }

    /// The chart's own marks at each of `values`, labelled in `format`.
    public init<Value: Plottable, Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        stroke: StrokeStyle? = nil
    ) where Value == Format.FormatInput, Format.FormatOutput == String {
        spec = AxisMarksSpec(
            position: position, values: AxisMarkValues(kind: .explicit(values.map(\.datum))), content: nil, stroke: stroke, format: AxisLabelSpec.formatter(format))
    }
}

extension Never: AxisMark {}

/// An axis value, given to the content of `AxisMarks` for each mark it makes.
public struct AxisValue {
    let datum: PlotDatum
    /// The value's place among the axis's values, from 0.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type`, or nil when it is not one (a category read as a number).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        P.from(datum)
    }
}

/// Preset styles for axis marks: each drawn as the chart's own here.
public struct AxisMarkPreset: CustomStringConvertible, Sendable {
    public let description: String
    /// What the chart chooses.
    public static var automatic: AxisMarkPreset { AxisMarkPreset(description: "automatic") }
    /// Accepted: drawn as automatic.
    public static var aligned: AxisMarkPreset { AxisMarkPreset(description: "aligned") }
    /// Accepted: drawn as automatic.
    public static var extended: AxisMarkPreset { AxisMarkPreset(description: "extended") }
    /// Accepted: drawn as automatic.
    public static var inset: AxisMarkPreset { AxisMarkPreset(description: "inset") }
}

/// Where an axis's marks go: the y axis's on the trailing edge and the x axis's at the bottom by default.
public struct AxisMarkPosition: CustomStringConvertible, Hashable, Sendable {
    public let description: String
    /// What the chart chooses.
    public static var automatic: AxisMarkPosition { AxisMarkPosition(description: "automatic") }
    /// The leading edge (y axis).
    public static var leading: AxisMarkPosition { AxisMarkPosition(description: "leading") }
    /// The trailing edge (y axis; its default).
    public static var trailing: AxisMarkPosition { AxisMarkPosition(description: "trailing") }
    /// Above the plot (x axis).
    public static var top: AxisMarkPosition { AxisMarkPosition(description: "top") }
    /// Below the plot (x axis; its default).
    public static var bottom: AxisMarkPosition { AxisMarkPosition(description: "bottom") }
}

/// The values an axis marks, one mark each, as in Swift Charts.
public struct AxisMarkValues: CustomStringConvertible, Sendable {
    enum Kind: Sendable {
        case automatic(desiredCount: Int?, minimumStride: Double?)
        case stride(Double)
        case dateStride(Calendar.Component, count: Int, calendar: Calendar?)
        case explicit([PlotDatum])
    }

    let kind: Kind
    public var description: String { "\(kind)" }

    /// The values the chart chooses.
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil, minimumStride: nil)) }

    /// About `desiredCount` values the chart chooses.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount.map { max($0, 1) }, minimumStride: nil))
    }

    /// About `desiredCount` values the chart chooses, at least `minimumStride` apart.
    public static func automatic<P: BinaryFloatingPoint>(
        minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount.map { max($0, 1) }, minimumStride: Double(minimumStride)))
    }

    /// Every multiple of `stepSize` on the axis.
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues
    {
        AxisMarkValues(kind: .stride(Double(stepSize)))
    }

    /// Every `count` of `component` on a date axis, aligned to the calendar.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count: max(count, 1), calendar: calendar))
    }
}

/// Axis content of any type.
public struct AnyAxisContent: AxisContent, PrimitiveAxisContent {
    let content: any AxisContent

    /// Wraps `content`.
    public init(_ content: any AxisContent) {
        self.content = content
    }

    func collect(into groups: inout [AxisMarksSpec]) { groups += content.groups }
}

/// Several groups of axis marks, as a builder's block makes them.
public struct TupleAxisContent<each Content: AxisContent>: AxisContent, PrimitiveAxisContent {
    let content: (repeat each Content)

    func collect(into groups: inout [AxisMarksSpec]) {
        for piece in repeat each content { groups += piece.groups }
    }
}

/// No axis content: the axis draws nothing.
public struct EmptyAxisContent: AxisContent {}

extension BuilderConditional: AxisContent, PrimitiveAxisContent where TrueContent: AxisContent, FalseContent: AxisContent {
    func collect(into groups: inout [AxisMarksSpec]) {
        switch storage {
        case .trueContent(let content): groups += content.groups
        case .falseContent(let content): groups += content.groups
        }
    }
}

extension Optional: AxisContent, PrimitiveAxisContent where Wrapped: AxisContent {
    func collect(into groups: inout [AxisMarksSpec]) {
        if let self { groups += self.groups }
    }
}

/// Builds axis content from the statements of a closure, including conditionals.
@resultBuilder public enum AxisContentBuilder {
    /// No content.
    public static func buildBlock() -> EmptyAxisContent { EmptyAxisContent() }
    /// One piece of content, unchanged.
    public static func buildBlock<T: AxisContent>(_ content: T) -> T { content }
    /// Several pieces of content, in order.
    public static func buildBlock<each T: AxisContent>(_ content: repeat each T) -> TupleAxisContent<repeat each T> {
        TupleAxisContent(content: (repeat each content))
    }
    /// Content shown only when an `if` without `else` holds.
    public static func buildIf<T: AxisContent>(_ content: T?) -> T? { content }
    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither<T1: AxisContent, T2: AxisContent>(first: T1) -> BuilderConditional<T1, T2> {
        BuilderConditional(storage: .trueContent(first))
    }
    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither<T1: AxisContent, T2: AxisContent>(second: T2) -> BuilderConditional<T1, T2> {
        BuilderConditional(storage: .falseContent(second))
    }
    /// Content under `if #available`.
    public static func buildLimitedAvailability<T: AxisContent>(_ content: T) -> AnyAxisContent { AnyAxisContent(content) }
}
