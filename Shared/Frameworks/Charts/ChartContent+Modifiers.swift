import Foundation
import SwiftUI
import ViewArchive

/// Content whose marks a modifier changes.
struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let modify: (inout MarkRecord) -> Void

    package func collect(into marks: inout [MarkRecord]) {
        var inner: [MarkRecord] = []
        content.collectMarks(into: &inner)
        for index in inner.indices { modify(&inner[index]) }
        marks += inner
    }
}

/// An annotation of a mark: a view placed beside it.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    /// The view's archive, made in the chart's environment.
    var content: (EnvironmentValues) -> [ViewNode]
}

extension ChartContent {
    private func modified(_ modify: @escaping (inout MarkRecord) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modify: modify)
    }

    /// Fills or strokes the marks with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let erased = AnyShapeStyle(style)
        return modified { if $0.style.foreground == nil { $0.style.foreground = erased } }
    }

    /// Colours the marks by `value`: each value a colour of the chart's palette, in the order the values
    /// first appear, and a legend that names them.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let encoded = Encoded(value)
        return modified { if $0.style.foregroundCategory == nil { $0.style.foregroundCategory = encoded } }
    }

    /// Draws the points with `symbol`.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        modified { if $0.style.symbol == nil { $0.style.symbol = symbol } }
    }

    /// Draws the points with a symbol per `value` (circle, square, triangle, diamond, pentagon, in the
    /// order the values first appear).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let encoded = Encoded(value)
        return modified { if $0.style.symbolCategory == nil { $0.style.symbolCategory = encoded } }
    }

    /// Sets the symbols' size: the box they are drawn in.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { if $0.style.symbolSize == nil { $0.style.symbolSize = size } }
    }

    /// Sets the symbols' perceived area in square points: a square 10 points on a side has an area of 100.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = area.isFinite && area > 0 ? area.squareRoot() : 0
        return modified { if $0.style.symbolSize == nil { $0.style.symbolSize = CGSize(width: side, height: side) } }
    }

    /// Joins a line's or an area's points with `method`.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { if $0.style.interpolation == nil { $0.style.interpolation = method } }
    }

    /// Strokes lines and rules with `style`, in place of their default width.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { if $0.style.lineStyle == nil { $0.style.lineStyle = style } }
    }

    /// Rounds the corners of bars and rectangles by `radius` points.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { if $0.style.cornerRadius == nil { $0.style.cornerRadius = radius } }
    }

    /// Makes the marks more transparent.
    public func opacity(_ value: Double) -> some ChartContent {
        let opacity = value.isFinite ? min(max(value, 0), 1) : 1
        return modified { $0.style.opacity *= opacity }
    }

    /// Places `content` beside each mark at `position` (`.automatic`: above it), aligned as `alignment`
    /// says, `spacing` points away.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let view = content()
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing) { view.nodes(in: $0) }
        return modified { $0.style.annotations.append(annotation) }
    }

    /// Places the view `content` makes for each mark beside it.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: @escaping (AnnotationContext) -> C
    ) -> some ChartContent {
        modified { record in
            let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing) { environment in
                content(AnnotationContext(targetSize: .zero)).nodes(in: environment)
            }
            record.style.annotations.append(annotation)
        }
    }

    /// Places bars that share a category or a date side by side within its band, one place per `value`
    /// in the order the values first appear, rather than stacking them.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let encoded = Encoded(value)
        return modified { if $0.style.positionCategory == nil { $0.style.positionCategory = encoded } }
    }

    /// Names the marks for accessibility: drawn the same.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}

/// What an annotation's content knows of the mark it annotates.
public struct AnnotationContext {
    /// The size of the mark.
    public var targetSize: CGSize
}
