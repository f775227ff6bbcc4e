import Foundation
import SwiftUI
import ViewArchive

/// A visual part of an axis at one value: a grid line, a tick or a label, as in Swift Charts.
public protocol AxisMark {}

/// What one axis mark draws, as the chart reads it.
enum AxisElement {
    case gridLine(stroke: StrokeStyle?, style: AnyShapeStyle?)
    case tick(length: CGFloat?, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case label(AxisLabelSpec)
}

/// How a value's label is drawn: formatted text, or a view of your own.
struct AxisLabelSpec {
    /// The text for a value; nil formats it as the chart does.
    var text: ((PlotDatum) -> String?)?
    /// A view of your own in place of the text, archived in the label's font and style (which the
    /// view's own modifiers override, as on iOS).
    var view: ((EnvironmentValues, Font, AnyShapeStyle) -> [ViewNode])?
    var font: Font?
    var style: AnyShapeStyle?
    var centered: Bool?
    var anchor: UnitPoint?
    var offset: CGSize = .zero
}

/// Axis marks the chart reads directly.
protocol PrimitiveAxisMark {
    func collect(into elements: inout [AxisElement])
}

extension AxisMark {
    /// The elements of this mark.
    var elements: [AxisElement] {
        var elements: [AxisElement] = []
        (self as? any PrimitiveAxisMark)?.collect(into: &elements)
        return elements
    }

    private func restyled(_ change: @escaping (inout AxisElement) -> Void) -> ModifiedAxisMark {
        ModifiedAxisMark(elements: elements.map { element in
            var copy = element
            change(&copy)
            return copy
        })
    }

    /// Draws this mark's labels in `font`.
    public func font(_ font: Font?) -> some AxisMark {
        restyled { element in
            if case .label(var label) = element {
                label.font = font
                element = .label(label)
            }
        }
    }

    /// Draws this mark's lines and labels in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        let erased = AnyShapeStyle(style)
        return restyled { element in
            switch element {
            case .gridLine(let stroke, _): element = .gridLine(stroke: stroke, style: erased)
            case .tick(let length, let stroke, _): element = .tick(length: length, stroke: stroke, style: erased)
            case .label(var label):
                label.style = erased
                element = .label(label)
            }
        }
    }

    /// Moves this mark's labels by `size`.
    public func offset(_ size: CGSize) -> some AxisMark {
        restyled { element in
            if case .label(var label) = element {
                label.offset = CGSize(width: label.offset.width + size.width, height: label.offset.height + size.height)
                element = .label(label)
            }
        }
    }

    /// Moves this mark's labels by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark {
        offset(CGSize(width: x, height: y))
    }
}

/// Axis mark elements already made.
struct ModifiedAxisMark: AxisMark, PrimitiveAxisMark {
    let elements: [AxisElement]
    func collect(into elements: inout [AxisElement]) { elements += self.elements }
}

/// A line across the plot at an axis value.
public struct AxisGridLine: AxisMark, PrimitiveAxisMark {
    let stroke: StrokeStyle?

    /// A grid line, centred in a category's band when `centered` (its start otherwise), stroked as `stroke` says.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        self.stroke = stroke
    }

    func collect(into elements: inout [AxisElement]) { elements.append(.gridLine(stroke: stroke, style: nil)) }
}

/// A short line at an axis value, outside the plot.
public struct AxisTick: AxisMark, PrimitiveAxisMark {
    /// How long a tick is.
    public struct Length: Sendable {
        let points: CGFloat?
        /// The chart's length: 4 points.
        public static var automatic: Length { Length(points: nil) }
        /// The plot's edge to the label.
        public static var label: Length { Length(points: nil) }
        /// The plot's edge to the longest label.
        public static var longestLabel: Length { Length(points: nil) }
        /// The plot's edge to the label, and `extendPastBy` points more.
        public static func label(extendPastBy: CGFloat = 0) -> Length { Length(points: nil) }
        /// The plot's edge to the longest label, and `extendPastBy` points more.
        public static func longestLabel(extendPastBy: CGFloat = 0) -> Length { Length(points: nil) }
    }

    let length: CGFloat?
    let stroke: StrokeStyle?

    /// A tick `length` points long.
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        self.length = length
        self.stroke = stroke
    }

    /// A tick of the chart's length.
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        self.length = length.points
        self.stroke = stroke
    }

    func collect(into elements: inout [AxisElement]) { elements.append(.tick(length: length, stroke: stroke, style: nil)) }
}

/// How an axis value's label avoids its neighbours: every label is drawn here.
public struct AxisValueLabelCollisionResolution: Sendable {
    let name: String
    /// What the chart chooses.
    public static var automatic: AxisValueLabelCollisionResolution { .init(name: "automatic") }
    /// Accepted: every label is drawn.
    public static var truncate: AxisValueLabelCollisionResolution { .init(name: "truncate") }
    /// Every label is drawn.
    public static var disabled: AxisValueLabelCollisionResolution { .init(name: "disabled") }
    /// Accepted: every label is drawn.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        .init(name: "greedy")
    }
}

/// Which way an axis value's label reads: horizontally here.
public struct AxisValueLabelOrientation: Sendable {
    let name: String
    /// What the chart chooses.
    public static var automatic: AxisValueLabelOrientation { .init(name: "automatic") }
    /// Reading across.
    public static var horizontal: AxisValueLabelOrientation { .init(name: "horizontal") }
    /// Accepted: drawn reading across.
    public static var vertical: AxisValueLabelOrientation { .init(name: "vertical") }
    /// Accepted: drawn reading across.
    public static var verticalReversed: AxisValueLabelOrientation { .init(name: "verticalReversed") }
}

/// The label of an axis value: the value formatted, or a view of your own.
public struct AxisValueLabel<Content: View>: AxisMark, PrimitiveAxisMark {
    let spec: AxisLabelSpec

    /// A label made of `content`, a view of your own.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        let view = content()
        spec = AxisLabelSpec(
            text: nil,
            view: { environment, font, style in
                // The chart lays out on the main actor, where a view of your own is made, as SwiftUI makes it.
                MainActorWork.run(handing: (view, environment)) { view, environment in
                    view.font(font).foregroundStyle(style).nodes(in: environment)
                }
            }, centered: centered,
            anchor: anchor)
    }

    func collect(into elements: inout [AxisElement]) { elements.append(.label(spec)) }
}

extension AxisValueLabel where Content == Never {
    /// The value's label as the chart formats it.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        spec = AxisLabelSpec(text: nil, view: nil, centered: centered, anchor: anchor)
    }

    /// The value's label in `format` (a value the format cannot take is formatted as the chart does).
    public init<Format: FormatStyle>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec = AxisLabelSpec(text: AxisLabelSpec.formatter(format), view: nil, centered: centered, anchor: anchor)
    }
}

extension AxisValueLabel where Content == Text {
    /// A label reading `title`.
    public init<S: StringProtocol>(
        _ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        let title = String(title)
        spec = AxisLabelSpec(text: { _ in title }, view: nil, centered: centered, anchor: anchor)
    }
}

extension AxisLabelSpec {
    /// A value's text in `format`, when the value is of the format's input type.
    static func formatter<Format: FormatStyle>(_ format: Format) -> (PlotDatum) -> String?
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        { datum in Format.FormatInput.from(datum).map { format.format($0) } }
    }
}

/// An axis mark of any type.
public struct AnyAxisMark: AxisMark, PrimitiveAxisMark {
    let content: any AxisMark

    /// Wraps `content`.
    public init(_ content: any AxisMark) {
        self.content = content
    }

    func collect(into elements: inout [AxisElement]) { elements += content.elements }
}

/// Several axis marks, as a builder's block makes them.
public struct TupleAxisMark<each Content: AxisMark>: AxisMark, PrimitiveAxisMark {
    let content: (repeat each Content)

    func collect(into elements: inout [AxisElement]) {
        for mark in repeat each content { elements += mark.elements }
    }
}

/// No axis mark.
public struct EmptyAxisMark: AxisMark {}

extension BuilderConditional: AxisMark, PrimitiveAxisMark where TrueContent: AxisMark, FalseContent: AxisMark {
    func collect(into elements: inout [AxisElement]) {
        switch storage {
        case .trueContent(let mark): elements += mark.elements
        case .falseContent(let mark): elements += mark.elements
        }
    }
}

extension Optional: AxisMark, PrimitiveAxisMark where Wrapped: AxisMark {
    func collect(into elements: inout [AxisElement]) {
        if let self { elements += self.elements }
    }
}

/// Builds axis marks from the statements of a closure, including conditionals.
@resultBuilder public enum AxisMarkBuilder {
    /// No content.
    public static func buildBlock() -> EmptyAxisMark { EmptyAxisMark() }
    /// One piece of content, unchanged.
    public static func buildBlock<T: AxisMark>(_ content: T) -> T { content }
    /// Several pieces of content, in order.
    public static func buildBlock<each T: AxisMark>(_ content: repeat each T) -> TupleAxisMark<repeat each T> {
        TupleAxisMark(content: (repeat each content))
    }
    /// Content shown only when an `if` without `else` holds.
    public static func buildIf<T: AxisMark>(_ content: T?) -> T? { content }
    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither<T1: AxisMark, T2: AxisMark>(first: T1) -> BuilderConditional<T1, T2> {
        BuilderConditional(storage: .trueContent(first))
    }
    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither<T1: AxisMark, T2: AxisMark>(second: T2) -> BuilderConditional<T1, T2> {
        BuilderConditional(storage: .falseContent(second))
    }
    /// Content under `if #available`.
    public static func buildLimitedAvailability<T: AxisMark>(_ content: T) -> AnyAxisMark { AnyAxisMark(content) }
}
